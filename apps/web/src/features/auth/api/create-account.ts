/** user/create: registration, type 0 (ordinary) or 4 (blogger); the user is signed in at once. */
import { useMutation } from '@tanstack/react-query';
import { hashPassword, USER_TYPE, type Locale } from '@tt/contract';
import { api } from '../../../lib/api/client';

export interface NewAccount {
  email: string;
  password: string;
  blogger: boolean;
  locale: Locale;
}

export async function createAccount({ email, password, blogger, locale }: NewAccount) {
  const login = email.trim();
  return api('user/create', {
    login,
    password: await hashPassword(login, password),
    type: blogger ? USER_TYPE.blogger : USER_TYPE.user,
    locale,
  });
}

export const useCreateAccount = () => useMutation({ mutationKey: ['user/create'], mutationFn: createAccount });
