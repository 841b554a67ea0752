/**
 * user/create, then user/signinv2 with the same credentials. Registration answers alike for a
 * new and a taken e-mail (no account enumeration, issue 11): a new account signs in at once; a
 * taken address with another password does not, and its owner gets an e-mail instead.
 */
import { useMutation } from '@tanstack/react-query';
import { hashPassword, PRIVACY_NOTICE_VERSION, USER_TYPE, type Locale } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { readReferral } from '../../../lib/referral';

export interface NewAccount {
  email: string;
  password: string;
  blogger: boolean;
  locale: Locale;
}

export async function createAccount({ email, password, blogger, locale }: NewAccount) {
  const login = email.trim();
  const hashed = await hashPassword(login, password);
  const referral = readReferral()?.code;
  await api('user/create', {
    login,
    password: hashed,
    type: blogger ? USER_TYPE.blogger : USER_TYPE.user,
    locale,
    // the form's checkbox: a parent or guardian accepted the privacy notice shown beside it
    parentConsent: PRIVACY_NOTICE_VERSION,
    // the code of the referral link this browser came by: the partner's sign-up count (issue 34)
    ...(referral ? { referral } : {}),
  });
  return api('user/signinv2', { login, password: hashed });
}

export const useCreateAccount = () => useMutation({ mutationKey: ['user/create'], mutationFn: createAccount });
