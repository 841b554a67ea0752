/** user/link: signs in with the ID token Google Identity Services handed the page (a new account with its consent). */
import { useMutation } from '@tanstack/react-query';
import type { PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { readReferral } from '../../../lib/referral';

export const linkGoogle = ({
  idToken,
  parentConsent,
}: {
  idToken: string;
  parentConsent?: typeof PRIVACY_NOTICE_VERSION;
}) => {
  // the code of the referral link this browser came by: a new account counts as its sign-up (issue 34)
  const referral = readReferral()?.code;
  return api('user/link', {
    provider: 'google',
    idToken,
    ...(parentConsent ? { parentConsent } : {}),
    ...(referral ? { referral } : {}),
  });
};

export const useLinkGoogle = () => useMutation({ mutationKey: ['user/link'], mutationFn: linkGoogle });
