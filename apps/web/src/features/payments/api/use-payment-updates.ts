/**
 * While a payments screen is open: every real-time `paymentChanged` reloads the plans and the
 * licence, and `onPayment` (the dialog waiting for its payment) hears each change.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimePayload } from '@tt/contract';
import { useLive } from '../../../lib/live/LiveProvider';
import { paymentsKey } from './query-keys';

export type PaymentChange = Extract<RealtimePayload, { type: 'paymentChanged' }>;

export function usePaymentUpdates(onPayment?: (change: PaymentChange) => void): void {
  const client = useQueryClient();
  const { subscribe } = useLive();
  const listener = useRef(onPayment);
  listener.current = onPayment;
  useEffect(
    () =>
      subscribe((payload) => {
        if (payload.type !== 'paymentChanged') return;
        void client.invalidateQueries({ queryKey: paymentsKey });
        listener.current?.(payload);
      }),
    [client, subscribe],
  );
}
