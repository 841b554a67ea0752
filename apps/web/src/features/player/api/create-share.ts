/** userdata/PublicSettings/create: stores a share link's settings and gives the id the link carries. */
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const createShare = (info: CallInput<'userdata/PublicSettings/create'>['Info']) =>
  api('userdata/PublicSettings/create', { Info: info });

export const useCreateShare = () =>
  useMutation({ mutationKey: ['userdata/PublicSettings/create'], mutationFn: createShare });
