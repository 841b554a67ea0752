/** Answers of the payment calls, typed by the contract so they cannot drift from what the server sends. */
import { DEFAULT_PLAN, type CallOutput } from '@tt/contract';
import { appInfo as baseAppInfo } from './helpers';

type AppInfo = CallOutput<'app/info'>;
export type UserPlans = CallOutput<'payments/userplans'>;
export type PaymentRecord = CallOutput<'admin/payments/list'>['data'][number];

export const tidingsPlan: AppInfo['plans'][number] = {
  id: 1,
  // the plan the server creates (seed-plans.ts)
  name: DEFAULT_PLAN.name,
  description: DEFAULT_PLAN.description,
  usertypes: [0, 4],
  price: [
    { p: 365, rub: 2490 },
    { p: 31, rub: 299 },
  ],
  promo: true,
};
const teamPlan: AppInfo['plans'][number] = {
  id: 2,
  name: 'Studio',
  description: 'For teams only.',
  usertypes: [8],
  price: [{ p: 31, rub: 9999 }],
  promo: false,
};

export const payingAppInfo = (terminalKey: string | null = 'TinyTidingsDEMO') => ({
  ...baseAppInfo,
  vapidPublicKey: null,
  plans: [tidingsPlan, teamPlan],
  terminalKey,
});

export const lightPlans: UserPlans = {
  plans: [],
  licence: { ProductCode: 'tidings', Permissions: [{ code: 'LIGHT_MODE' }], ValidTo: null },
};

export const activePlans = (over: Partial<UserPlans['plans'][number]> = {}): UserPlans => ({
  plans: [
    {
      id: 1,
      active: true,
      demo: false,
      activeRebill: true,
      end: '2027-11-23T00:00:00.000Z',
      period: 365,
      card: '430000******0777',
      ...over,
    },
  ],
  licence: { ProductCode: 'tidings', Permissions: [], ValidTo: '2027-11-23T00:00:00.000Z' },
});

export const paymentStart: CallOutput<'payments/init'> = {
  paymentId: 41,
  orderId: 'tt-41',
  amount: 224100,
  PaymentURL: '/dev/bank/pay/41',
  discount: 10,
};

export const payment = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 7,
  value: 249000,
  currency: 'rub',
  userid: 12,
  date: '2026-11-20T10:00:00.000Z',
  valid: true,
  cancelled: 0,
  info: '{"PaymentId":"900","Status":"CONFIRMED"}',
  orderid: 'tt-7',
  refunded: 0,
  planid: 1,
  period: 365,
  email: 'parent@example.com',
  state: 'confirmed',
  promoCode: null,
  planName: 'Tiny Tidings',
  refundable: (over.cancelled ?? 0) === 0,
  partnerEmail: null,
  refunds: [],
  ...over,
});
