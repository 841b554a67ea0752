/** tidings/story/view: counts a view of a story by a signed-in user; a failure is not shown. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const countView = (uid: string) => api('tidings/story/view', { uid });

export const useCountView = () => useMutation({ mutationKey: ['tidings/story/view'], mutationFn: countView });
