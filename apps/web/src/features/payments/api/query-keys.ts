/**
 * Query keys of this feature. Everything under `payments` is reloaded when the server says a
 * payment moved (real-time `paymentChanged`), so the plans and the licence follow without a reload.
 */
export const paymentsKey = ['payments'] as const;
