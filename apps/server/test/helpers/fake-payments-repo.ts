/**
 * The payments repository in memory, for the service tests with fake dependencies: each function keeps
 * the contract of its SQL (a conditional UPDATE matches only under its condition), so the rules around
 * it — statuses only forward, one refund at a time — are tested without a database.
 */
import type { Db } from '../../src/db/client.js';
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

export const findPaymentByOrder = async (_db: Db, orderId: string) => copy(store.payments.get(orderId));
export const lockPaymentByOrder = findPaymentByOrder;
export const findPayment = async (_db: Db, id: number) => copy(byId(id));

export async function updatePayment(_db: Db, id: number, values: Partial<PaymentRow>) {
  const row = byId(id)!;
  Object.assign(row, structuredClone(values));
  return structuredClone(row);
}

export async function advancePayment(
  _db: Db,
  orderId: string,
  change: {
    status: string;
    from: string[];
    amount?: number;
    patch: Record<string, string>;
    at: Date;
    also?: { valid?: boolean; applied?: boolean };
  },
) {
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
}

export async function reserveRefund(_db: Db, id: number, amount: number) {
  const row = byId(id);
  if (!row || row.cancelled !== 0 || !row.valid || row.refunded + amount > row.value) return null;
  row.cancelled = 1;
  const n = row.info.refunds.length + 1;
  row.info = { ...row.info, pendingRefund: { amount, requestId: `refund-${id}-${n}`, at: new Date().toISOString() } };
  return structuredClone(row);
}

export const stuckRefunds = async (_db: Db, before: Date) =>
  [...store.payments.values()].filter((p) => p.cancelled === 1 && p.updatedAt <= before).map((p) => copy(p)!);

export const findUserPlan = async (_db: Db, userId: number, planId: number) =>
  [...store.plans.values()].find((p) => p.userId === userId && p.planId === planId) ?? null;

export async function updateUserPlan(_db: Db, id: number, values: Partial<UserPlanRow>) {
  Object.assign(store.plans.get(id)!, values);
}

export async function extendUserPlan(
  _db: Db,
  change: { userId: number; planId: number; period: number; extendFrom: Date | null },
) {
  store.extended.push({
    userId: change.userId,
    planId: change.planId,
    period: change.period,
    extendFrom: change.extendFrom,
  });
}
