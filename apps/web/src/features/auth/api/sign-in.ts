/** user/signinv2: e-mail and the client-side password hash in, token and user out. */
import { useMutation } from '@tanstack/react-query';
import { hashPassword } from '@tt/contract';
import { api } from '../../../lib/api/client';

export interface SignInForm {
  login: string;
  password: string;
}

export async function signIn({ login, password }: SignInForm) {
  const trimmed = login.trim();
  return api('user/signinv2', { login: trimmed, password: await hashPassword(trimmed, password) });
}

export const useSignIn = () => useMutation({ mutationKey: ['user/signinv2'], mutationFn: signIn });
