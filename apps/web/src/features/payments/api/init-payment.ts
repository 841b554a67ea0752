/**
 * payments/init: the server starts the card payment at the bank for a plan's period (it computes
 * the amount itself, promo discount included) and hands back the bank's PaymentURL.
 */
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';

export type PaymentStartInput = CallInput<'payments/init'>;

export const initPayment = (input: PaymentStartInput) => api('payments/init', input);

export const useInitPayment = () => useMutation({ mutationKey: ['payments/init'], mutationFn: initPayment });
