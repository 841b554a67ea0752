/**
 * The payments repository in memory, handed to applying and refunds as their `repo` in the service tests
 * with fake dependencies: each function keeps the contract of its SQL (a conditional UPDATE matches only
 * under its condition), so the rules around it — statuses only forward, one refund at a time — are tested
 * without a database. The database argument is ignored.
 */
import type { Db } from '../../src/db/client.js';
import type { RefundsRepo } from '../../src/modules/payments/refunds.js';
import type { PaymentRow, UserPlanRow } from '../../src/modules/payments/repository.js';

export const store = {
  payments: new Map<string, PaymentRow>(),
  plans: new Map<number, UserPlanRow>(),
  /** extendUserPlan's calls: one per confirmed payment. */
  extended: [] as { userId: number; planId: number; period: number; extendFrom: Date | null }[],
  reset() {
    this.payments.clear();
    this.plans.clear();
    this.extended = [];
  },
};

/** A fake Db: a transaction runs its callback on the same store (the fake functions are atomic). */
export const fakeDb = { transaction: <T>(fn: (tx: Db) => Promise<T>) => fn(fakeDb as unknown as Db) } as unknown as Db;

let nextId = 1;
export function addPayment(values: Partial<PaymentRow> & { orderId: string }): PaymentRow {
  const row: PaymentRow = {
    id: nextId++,
    userId: 7,
    planId: 1,
    period: 31,
    value: 29900,
    currency: 'rub',
    status: 'NEW',
    valid: false,
    cancelled: 0,
    refunded: 0,
    promoCode: null,
    info: { kind: 'init', statuses: [{ status: 'NEW', at: new Date(0).toISOString() }], refunds: [] },
    applied: false,
    date: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...values,
  };
  store.payments.set(row.orderId, row);
  return structuredClone(row);
}

export function addUserPlan(values: Partial<UserPlanRow> & { userId: number; planId: number }): UserPlanRow {
  const row = {
    id: nextId++,
    active: true,
    demo: false,
    activeRebill: true,
    end: new Date('2026-02-01T00:00:00Z'),
    period: 31,
    rebillId: 'rb',
    cardMask: null,
    rebillFailures: 0,
    nextRebillAt: null,
    rebillClaimedAt: null,
    updatedAt: new Date(0),
    ...values,
  } as UserPlanRow;
  store.plans.set(row.id, row);
  return row;
}

const byId = (id: number) => [...store.payments.values()].find((p) => p.id === id) ?? null;
const copy = <T>(row: T | null | undefined): T | null => (row ? structuredClone(row) : null);
const findPaymentByOrder = async (_db: Db, orderId: string) => copy(store.payments.get(orderId));

export const fakePaymentsRepo: RefundsRepo = {
  findPaymentByOrder,
  lockPaymentByOrder: findPaymentByOrder,
  findPayment: async (_db, id) => copy(byId(id)),

  async updatePayment(_db, id, values) {
    const row = byId(id)!;
    Object.assign(row, structuredClone(values));
    return structuredClone(row);
  },

  async advancePayment(_db, orderId, change) {
    const row = store.payments.get(orderId);
    if (!row || !change.from.includes(row.status)) return null;
    if (change.amount !== undefined && row.value !== change.amount) return null;
    Object.assign(row, change.also, { status: change.status });
    row.info = {
      ...row.info,
      ...change.patch,
      statuses: [...row.info.statuses, { status: change.status, at: change.at.toISOString() }],
    };
    return structuredClone(row);
  },

  async reserveRefund(_db, id, amount) {
    const row = byId(id);
    if (!row || row.cancelled !== 0 || !row.valid || row.refunded + amount > row.value) return null;
    row.cancelled = 1;
    const n = row.info.refunds.length + 1;
    row.info = { ...row.info, pendingRefund: { amount, requestId: `refund-${id}-${n}`, at: new Date().toISOString() } };
    return structuredClone(row);
  },

  stuckRefunds: async (_db, before) =>
    [...store.payments.values()].filter((p) => p.cancelled === 1 && p.updatedAt <= before).map((p) => copy(p)!),

  findUserPlan: async (_db, userId, planId) =>
    [...store.plans.values()].find((p) => p.userId === userId && p.planId === planId) ?? null,

  async updateUserPlan(_db, id, values) {
    Object.assign(store.plans.get(id)!, values);
  },

  async extendUserPlan(_db, change) {
    const { userId, planId, period, extendFrom } = change;
    store.extended.push({ userId, planId, period, extendFrom });
  },
};
