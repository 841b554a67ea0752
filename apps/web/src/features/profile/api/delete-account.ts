/**
 * userdata/account/delete: the signed-in account is deleted at once (decision 060), on proof the owner is
 * at the screen: the password (hashed here, as sign-in hashes it) or a fresh Google ID token, and the pin.
 */
import { useMutation } from '@tanstack/react-query';
import { hashPassword } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth';

export interface DeleteProof {
  login: string;
  password?: string;
  idToken?: string;
  pin?: string;
}

export async function deleteAccount({ login, password, idToken, pin }: DeleteProof) {
  return api('userdata/account/delete', {
    ...(idToken ? { idToken } : { password: password ? await hashPassword(login, password) : undefined }),
    ...(pin ? { pin } : {}),
  });
}

/**
 * The deletion. The server ends every session before it answers, so a held sync may hear that first and
 * take the page away: the app is told to expect it while the call is out, and `onDeleted` (the page's
 * goodbye) belongs to the mutation, so it runs even when the page is already gone.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const { expectAccountGone } = useAuth();
  return useMutation({
    mutationKey: ['userdata/account/delete'],
    mutationFn: deleteAccount,
    onMutate: () => expectAccountGone(true),
    onError: () => expectAccountGone(false),
    onSuccess: onDeleted,
  });
}
