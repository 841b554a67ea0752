/**
 * userdata/account/delete: the signed-in account is deleted at once (decision 060), on proof the owner is
 * at the screen: the password (hashed here, as sign-in hashes it) or a fresh Google ID token, and the pin.
 */
import { hashPassword } from '@tt/contract';
import { api } from '../../../lib/api/client';

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
