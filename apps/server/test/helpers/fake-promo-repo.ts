/**
 * The partner programme's repositories in memory (codes, earnings, payout statements), and the coded
 * payments it reads through the payments module, for the service tests with fake dependencies. Each
 * function keeps the contract of its SQL (an upsert that only lets refunds grow, a conditional UPDATE).
 */
import type { Db } from '../../src/db/client.js';
import type { PaidPayment } from '../../src/modules/promo/earnings.js';
import type { PromoRow } from '../../src/modules/promo/repositories/codes.js';
import type { EarningRow } from '../../src/modules/promo/repositories/earnings.js';
import type { LineRow, NewLine, StatementRow } from '../../src/modules/promo/repositories/payouts.js';

export const store = {
  codes: [] as PromoRow[],
  payments: [] as PaidPayment[],
  earnings: [] as EarningRow[],
  statements: [] as StatementRow[],
  lines: [] as LineRow[],
  /** How many times the sweep read a page of payments. */
  pagesRead: 0,
  reset() {
    this.codes = [];
    this.payments = [];
    this.earnings = [];
    this.statements = [];
    this.lines = [];
    this.pagesRead = 0;
  },
};

let nextId = 1;
export const addCode = (values: Partial<PromoRow> & { code: string; owner: number }): PromoRow => {
  const row: PromoRow = {
    id: nextId++,
    planId: 1,
    start: new Date('2026-01-01T00:00:00Z'),
    end: new Date('2027-01-01T00:00:00Z'),
    discount: 10,
    reward: null,
    active: true,
    createdAt: new Date(0),
    ...values,
  } as PromoRow;
  store.codes.push(row);
  return row;
};

export const addPaidPayment = (values: Partial<PaidPayment> = {}): PaidPayment => {
  const row: PaidPayment = {
    id: nextId++,
    userId: 9,
    value: 26900,
    refunded: 0,
    status: 'CONFIRMED',
    valid: true,
    promoCode: 'EARNERCODE',
    currency: 'rub',
    date: new Date('2026-01-10T00:00:00Z'),
    ...values,
  };
  store.payments.push(row);
  return row;
};

export const addEarning = (values: Partial<EarningRow> & { owner: number; remaining: number }): EarningRow => {
  const row: EarningRow = {
    id: nextId++,
    paymentId: nextId++,
    userId: 9,
    code: 'CODE',
    currency: 'rub',
    percent: 10,
    paid: values.remaining * 10,
    refunded: 0,
    reward: values.remaining,
    stated: 0,
    date: new Date('2026-01-10T00:00:00Z'),
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...values,
  } as EarningRow;
  store.earnings.push(row);
  return row;
};

// repositories/codes.ts
export const findCode = async (_db: Db, code: string) =>
  store.codes.find((c) => c.code === code.trim().toUpperCase()) ?? null;

// the payments module's codedPaymentsAfter
export async function codedPaymentsAfter(_db: Db, afterId: number, limit: number) {
  store.pagesRead++;
  return store.payments
    .filter((p) => p.promoCode && p.valid && p.id > afterId)
    .sort((a, b) => a.id - b.id)
    .slice(0, limit)
    .map((p) => ({ ...p }));
}

// repositories/earnings.ts
export async function upsertEarning(_db: Db, values: Omit<EarningRow, 'id' | 'stated' | 'createdAt' | 'updatedAt'>) {
  const kept = store.earnings.find((e) => e.paymentId === values.paymentId);
  if (!kept) addEarning(values);
  else if (kept.refunded < values.refunded)
    Object.assign(kept, { refunded: values.refunded, remaining: values.remaining });
}

export const refundedByPayment = async (_db: Db, paymentIds: number[]) =>
  store.earnings
    .filter((e) => paymentIds.includes(e.paymentId))
    .map((e) => ({ paymentId: e.paymentId, refunded: e.refunded }));

export const unstatedOf = async (_db: Db, owner: number) => {
  const mine = store.earnings.filter((e) => e.owner === owner);
  return mine.length ? [{ currency: 'rub', amount: mine.reduce((sum, e) => sum + e.remaining - e.stated, 0) }] : [];
};

// repositories/payouts.ts
export const payableChanges = async (_db: Db, payableBy: Date) =>
  store.earnings
    .filter((e) => e.date <= payableBy && e.remaining !== e.stated)
    .sort((a, b) => a.owner - b.owner || a.id - b.id)
    .map((e) => ({ ...e }));

export const openRollovers = async () =>
  store.statements.filter((s) => s.status === 'rolledover' && s.carriedTo === null).map((s) => ({ ...s }));

export async function insertStatement(_db: Db, values: { owner: number; month: string; currency: string }) {
  const taken = store.statements.some(
    (s) => s.owner === values.owner && s.month === values.month && s.currency === values.currency,
  );
  if (taken) return null;
  const row = {
    id: nextId++,
    ...values,
    total: 0,
    status: 'rolledover',
    carriedTo: null,
    reference: null,
    paidAt: null,
    createdAt: new Date(0),
  } as StatementRow;
  store.statements.push(row);
  return { ...row };
}

export async function insertLines(_db: Db, statementId: number, lines: NewLine[]) {
  for (const l of lines)
    store.lines.push({
      id: nextId++,
      statementId,
      earningId: null,
      carriedFrom: null,
      ...l,
    } as LineRow);
}

const statement = (id: number) => store.statements.find((s) => s.id === id);

export async function finishStatement(_db: Db, id: number, total: number, status: 'due' | 'rolledover') {
  Object.assign(statement(id)!, { total, status });
}

export async function markStated(_db: Db, earningId: number, from: number, to: number) {
  const e = store.earnings.find((x) => x.id === earningId);
  if (!e || e.stated !== from) return false;
  e.stated = to;
  return true;
}

export async function markCarried(_db: Db, id: number, into: number) {
  const s = statement(id);
  if (!s || s.carriedTo !== null) return false;
  s.carriedTo = into;
  return true;
}

export async function listStatements(
  _db: Db,
  q: { owner?: number; month?: string; pageNumber: number; pageSize: number },
) {
  const rows = store.statements
    .filter((s) => (q.owner === undefined || s.owner === q.owner) && (!q.month || s.month === q.month))
    .slice(q.pageNumber * q.pageSize, (q.pageNumber + 1) * q.pageSize)
    .map((s) => ({ statement: { ...s }, ownerEmail: `partner${s.owner}@example.com` as string | null }));
  return { rows, count: rows.length };
}

export const linesOf = async (_db: Db, ids: number[]) => store.lines.filter((l) => ids.includes(l.statementId));

export const findStatement = async (_db: Db, id: number) => statement(id) ?? null;

export async function markPaid(_db: Db, id: number, reference: string, at: Date) {
  const s = statement(id);
  if (!s || s.status !== 'due') return false;
  Object.assign(s, { status: 'paid', reference, paidAt: at });
  return true;
}

export const totalsOf = async (_db: Db, owner: number) => {
  const mine = store.statements.filter((s) => s.owner === owner);
  return (['due', 'rolledover', 'paid'] as const).map((status) => {
    const of = mine.filter((s) => s.status === status);
    return {
      currency: 'rub',
      status,
      total: of.reduce((sum, s) => sum + s.total, 0),
      open: of.filter((s) => s.carriedTo === null).reduce((sum, s) => sum + s.total, 0),
    };
  });
};
