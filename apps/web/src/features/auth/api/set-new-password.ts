/**
 * user/password/setnew: the hash of the mailed link and the new password hash. The password is
 * hashed with the account's e-mail, which the restore link carries in its `email` query.
 */
import { useMutation } from '@tanstack/react-query';
import { hashPassword } from '@tt/contract';
import { api } from '../../../lib/api/client';

export async function setNewPassword({ hash, email, password }: { hash: string; email: string; password: string }) {
  return api('user/password/setnew', { hash, pwdhash: await hashPassword(email, password) });
}

export const useSetNewPassword = () =>
  useMutation({ mutationKey: ['user/password/setnew'], mutationFn: setNewPassword });
