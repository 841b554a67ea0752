/** user/password/prechange: the signed-in user's new password, hashed with their login. */
import { useMutation } from '@tanstack/react-query';
import { hashPassword } from '@tt/contract';
import { api } from '../../../lib/api/client';

export async function changePassword({ login, password }: { login: string; password: string }) {
  return api('user/password/prechange', { password: await hashPassword(login, password) });
}

export const useChangePassword = () =>
  useMutation({ mutationKey: ['user/password/prechange'], mutationFn: changePassword });
