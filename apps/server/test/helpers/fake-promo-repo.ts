/**
 * The partner programme's repositories in memory (codes, earnings, payout statements), and the coded
 * payments it reads through the payments module, handed to earnings and payouts as their `repo` in the
 * service tests with fake dependencies. Each function keeps the contract of its SQL (an upsert that only
 * lets refunds grow, a conditional UPDATE); the database argument is ignored.
 */
import type { Db } from '../../src/db/client.js';
import type { EarningsRepo, PaidPayment, PaidPayments } from '../../src/modules/promo/earnings.js';
import type { PayoutsDeps } from '../../src/modules/promo/payouts.js';
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

/** What the rules under test never call. */
const notFaked = (): never => {
  throw new Error('not faked');
};

/** The payments module's coded payments, a page at a time (counted in `store.pagesRead`). */
export const fakeCodedPayments: PaidPayments = {
  async codedPaymentsAfter(afterId, limit) {
    store.pagesRead++;
    return store.payments
      .filter((p) => p.promoCode && p.valid && p.id > afterId)
      .sort((a, b) => a.id - b.id)
      .slice(0, limit)
      .map((p) => ({ ...p }));
  },
};

export const fakeEarningsRepo: EarningsRepo = {
  findCode: async (_db: Db, code: string) => store.codes.find((c) => c.code === code.trim().toUpperCase()) ?? null,

  async upsertEarning(_db, values) {
    const kept = store.earnings.find((e) => e.paymentId === values.paymentId);
    if (!kept) addEarning(values as EarningRow);
    else if (kept.refunded < values.refunded!)
      Object.assign(kept, { refunded: values.refunded, remaining: values.remaining });
    return !kept;
  },

  refundedByPayment: async (_db, paymentIds) =>
    store.earnings
      .filter((e) => paymentIds.includes(e.paymentId))
      .map((e) => ({ paymentId: e.paymentId, refunded: e.refunded })),

  async unstatedOf(_db, owner) {
    const mine = store.earnings.filter((e) => e.owner === owner);
    return mine.length ? [{ currency: 'rub', amount: mine.reduce((sum, e) => sum + e.remaining - e.stated, 0) }] : [];
  },

  wantsSaleNotices: async () => false,
  earningsBetween: notFaked,
  saveNoticeSettings: notFaked,
};

const statement = (id: number) => store.statements.find((s) => s.id === id);

export const fakePayoutsRepo: NonNullable<PayoutsDeps['repo']> = {
  payableChanges: async (_db, payableBy) =>
    store.earnings
      .filter((e) => e.date <= payableBy && e.remaining !== e.stated)
      .sort((a, b) => a.owner - b.owner || a.id - b.id)
      .map((e) => ({ ...e })),

  openRollovers: async () =>
    store.statements.filter((s) => s.status === 'rolledover' && s.carriedTo === null).map((s) => ({ ...s })),

  async insertStatement(_db, values) {
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
  },

  async insertLines(_db, statementId, lines: NewLine[]) {
    for (const l of lines)
      store.lines.push({ id: nextId++, statementId, earningId: null, carriedFrom: null, ...l } as LineRow);
  },

  async finishStatement(_db, id, total, status) {
    Object.assign(statement(id)!, { total, status });
  },

  async markStated(_db, earningId, from, to) {
    const e = store.earnings.find((x) => x.id === earningId);
    if (!e || e.stated !== from) return false;
    e.stated = to;
    return true;
  },

  async markCarried(_db, id, into) {
    const s = statement(id);
    if (!s || s.carriedTo !== null) return false;
    s.carriedTo = into;
    return true;
  },

  async listStatements(_db, q) {
    const rows = store.statements
      .filter((s) => (q.owner === undefined || s.owner === q.owner) && (!q.month || s.month === q.month))
      .slice(q.pageNumber * q.pageSize, (q.pageNumber + 1) * q.pageSize)
      .map((s) => ({ statement: { ...s }, ownerEmail: `partner${s.owner}@example.com` as string | null }));
    return { rows, count: rows.length };
  },

  partnerDetails: async () => new Map(),
  linesOf: async (_db, ids) => store.lines.filter((l) => ids.includes(l.statementId)),

  findStatement: async (_db, id) => statement(id) ?? null,

  async markPaid(_db, id, reference, at) {
    const s = statement(id);
    if (!s || s.status !== 'due') return false;
    Object.assign(s, { status: 'paid', reference, paidAt: at });
    return true;
  },

  async unmarkPaid(_db, id, since) {
    const s = statement(id);
    if (!s || s.status !== 'paid' || !s.paidAt || s.paidAt < since) return false;
    Object.assign(s, { status: 'due', reference: null, paidAt: null });
    return true;
  },

  totalsOf: async (_db, owner) => {
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
  },
};
