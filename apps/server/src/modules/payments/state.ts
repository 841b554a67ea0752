/** What a bank status means to the payment dialog. */
import type { PaymentState } from '@tt/contract';
import { statusRank } from './pricing.js';

export function paymentState(row: { status: string }): PaymentState {
  if (row.status === 'CONFIRMED') return 'confirmed';
  if (row.status === 'REFUNDED') return 'refunded';
  if (row.status === 'PARTIAL_REFUNDED') return 'partiallyRefunded';
  return statusRank(row.status) >= 4 ? 'rejected' : 'pending';
}
