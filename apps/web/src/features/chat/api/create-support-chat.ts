/** chat/create/support: opens the user's support chat (or gives the one that exists). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const createSupportChat = () => api('chat/create/support', {});

export const useCreateSupportChat = () =>
  useMutation({ mutationKey: ['chat/create/support'], mutationFn: createSupportChat });
