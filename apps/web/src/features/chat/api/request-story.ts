/** tidings/story/sendany: today's story for the child's cohort, or a task started to make one. */
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const requestStory = (input: CallInput<'tidings/story/sendany'>) => api('tidings/story/sendany', input);

export const useRequestStory = () => useMutation({ mutationKey: ['tidings/story/sendany'], mutationFn: requestStory });
