/** support/visitor/send: a visitor's message to the staff support inbox, answered by e-mail. */
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const sendVisitorMessage = (input: CallInput<'support/visitor/send'>) => api('support/visitor/send', input);

export const useSendVisitorMessage = () =>
  useMutation({ mutationKey: ['support/visitor/send'], mutationFn: sendVisitorMessage });
