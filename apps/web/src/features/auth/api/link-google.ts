/** user/link: signs in with the ID token Google Identity Services handed the page (a new account with its consent). */
import { useMutation } from '@tanstack/react-query';
import type { PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const linkGoogle = ({
  idToken,
  parentConsent,
}: {
  idToken: string;
  parentConsent?: typeof PRIVACY_NOTICE_VERSION;
}) => api('user/link', { provider: 'google', idToken, ...(parentConsent ? { parentConsent } : {}) });

export const useLinkGoogle = () => useMutation({ mutationKey: ['user/link'], mutationFn: linkGoogle });
