/** user/link: signs in with the ID token Google Identity Services handed the page. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const linkGoogle = (idToken: string) => api('user/link', { provider: 'google', idToken });

export const useLinkGoogle = () => useMutation({ mutationKey: ['user/link'], mutationFn: linkGoogle });
