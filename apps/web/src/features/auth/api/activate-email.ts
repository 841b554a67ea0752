/** user/activate: confirms the e-mail with the hash of the mailed link. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const activateEmail = (hash: string) => api('user/activate', { hash });

export const useActivateEmail = () => useMutation({ mutationKey: ['user/activate'], mutationFn: activateEmail });
