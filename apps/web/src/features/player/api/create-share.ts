/** userdata/PublicSettings/create: stores a share link's settings and gives the id the link carries. */
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const createShare = (info: CallInput<'userdata/PublicSettings/create'>['Info']) =>
  api('userdata/PublicSettings/create', { Info: info });
