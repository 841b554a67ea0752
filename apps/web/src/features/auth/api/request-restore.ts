/** user/password/requestrestore: mails a reset link (the answer is the same for unknown e-mails). */
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const requestRestore = ({ login, locale }: { login: string; locale: Locale }) =>
  api('user/password/requestrestore', { login: login.trim(), locale });

export const useRequestRestore = () =>
  useMutation({ mutationKey: ['user/password/requestrestore'], mutationFn: requestRestore });
