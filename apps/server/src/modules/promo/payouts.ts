/**
 * Payouts (issue 13, beyond the spec; decision 021). On the first of each month every partner gets a
 * statement of what changed in their payable earnings: an earning becomes payable `holdDays` after its
 * payment; a reward reversed after it was stated becomes a negative line; a statement whose total is below
 * the monthly minimum (app/info's promo reward minimum) rolls over and is carried into the next one.
 * The team marks due statements paid with a reference and exports a month as CSV.
 */
import { CURRENCIES, formatMessage, MINOR_UNITS, PAYOUTS, PROMO_REWARD_MIN, type PayoutStatement } from '@tt/contract';
import type { Db, Repository } from '../../db/client.js';
import { ApiProblem } from '../../errors.js';
import type { createEarnings } from './earnings.js';
import * as payoutsRepo from './repositories/payouts.js';
import type { LineRow, NewLine, StatementQuery, StatementRow } from './repositories/payouts.js';
import type { AuditModule } from '../audit/index.js';
import { csvLine, csvText } from '../../csv.js';
import type { TellPartner } from './notices.js';

const DAY_MS = 86_400_000;

/** The monthly minimum in minor units for a currency (0 when app/info names none). */
export const minimumFor = (currency: string) =>
  (PROMO_REWARD_MIN[currency]?.[PAYOUTS.minimumPeriod] ?? 0) * MINOR_UNITS;

export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export interface PassResult {
  month: string;
  statements: number;
  due: number;
  rolledOver: number;
}

const key = (owner: number, currency: string) => `${owner}:${currency}`;

function toStatement(row: StatementRow, ownerEmail: string | null, lines: LineRow[]): PayoutStatement {
  return {
    id: row.id,
    owner: row.owner,
    ownerEmail,
    month: row.month,
    currency: row.currency,
    total: row.total,
    status: row.status,
    reference: row.reference,
    paidAt: row.paidAt?.toISOString() ?? null,
    lines: lines.map((l) => ({ kind: l.kind, amount: l.amount, code: l.code, date: l.date?.toISOString() ?? null })),
  };
}

export interface PayoutsDeps {
  db: Db;
  /** A pass sweeps first; a partner's balance counts what is not stated yet. */
  earnings: Pick<ReturnType<typeof createEarnings>, 'sweep' | 'unstated'>;
  holdDays: number;
  tell: TellPartner;
  /** Where the team's mark-paid is recorded (issue 25 point 9). */
  audit?: Pick<AuditModule, 'record'>;
  /** The statements' SQL (repositories/payouts.ts); tests hand in a fake. */
  repo?: Repository<typeof payoutsRepo>;
}

export function createPayouts({ db, earnings, holdDays, tell, audit, repo = payoutsRepo }: PayoutsDeps) {
  async function withLines(rows: { statement: StatementRow; ownerEmail: string | null }[]) {
    const lines = await repo.linesOf(
      db,
      rows.map((r) => r.statement.id),
    );
    return rows.map((r) =>
      toStatement(
        r.statement,
        r.ownerEmail,
        lines.filter((l) => l.statementId === r.statement.id),
      ),
    );
  }

  /** One owner's statement for the month in one transaction; null when they already have it. */
  async function state(
    owner: number,
    currency: string,
    month: string,
    changed: Awaited<ReturnType<typeof payoutsRepo.payableChanges>>,
    rollovers: StatementRow[],
  ): Promise<{ status: 'due' | 'rolledover'; total: number } | null> {
    return db.transaction(async (tx) => {
      const statement = await repo.insertStatement(tx, { owner, month, currency });
      if (!statement) return null;
      const lines: NewLine[] = [];
      for (const e of changed) {
        const amount = e.remaining - e.stated;
        if (!(await repo.markStated(tx, e.id, e.stated, e.remaining)))
          throw new Error('Earning changed under a payout pass');
        lines.push({ kind: amount > 0 ? 'earning' : 'reversal', amount, earningId: e.id, code: e.code, date: e.date });
      }
      for (const r of rollovers) {
        if (!(await repo.markCarried(tx, r.id, statement.id))) throw new Error('Statement carried by another pass');
        lines.push({ kind: 'carried', amount: r.total, carriedFrom: r.id, code: null, date: null });
      }
      await repo.insertLines(tx, statement.id, lines);
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      const status = total >= minimumFor(currency) && total > 0 ? 'due' : 'rolledover';
      await repo.finishStatement(tx, statement.id, total, status);
      return { status, total };
    });
  }

  return {
    holdDays,

    /** The statements of the month `at` falls in, as of its first day; safe to run again. */
    async run(at: Date): Promise<PassResult> {
      const month = monthOf(at);
      const firstDay = new Date(`${month}-01T00:00:00Z`);
      await earnings.sweep();
      const changed = await repo.payableChanges(db, new Date(firstDay.getTime() - holdDays * DAY_MS));
      const rollovers = (await repo.openRollovers(db)).filter((r) => r.month < month);
      const owners = new Map<string, { owner: number; currency: string }>();
      for (const x of [...changed, ...rollovers]) owners.set(key(x.owner, x.currency), x);
      const result: PassResult = { month, statements: 0, due: 0, rolledOver: 0 };
      for (const [k, { owner, currency }] of owners) {
        const stated = await state(
          owner,
          currency,
          month,
          changed.filter((e) => key(e.owner, e.currency) === k),
          rollovers.filter((r) => key(r.owner, r.currency) === k),
        );
        if (!stated) continue;
        result.statements++;
        if (stated.status === 'due') result.due++;
        else result.rolledOver++;
        // only a statement with money on it is news (a carried nothing is not)
        if (stated.total > 0)
          await tell(owner, { kind: 'statement', amount: stated.total, currency, month, due: stated.status === 'due' });
      }
      return result;
    },

    /** A partner's latest statements, newest first, and what they are owed (over every statement). */
    async mine(owner: number) {
      const { rows } = await repo.listStatements(db, { owner, pageNumber: 0, pageSize: 100 });
      const statements = await withLines(rows);
      const totals = await repo.totalsOf(db, owner);
      const unstated = await earnings.unstated(owner);
      const currency = rows[0]?.statement.currency ?? unstated[0]?.currency ?? CURRENCIES[0];
      const of = (status: string, field: 'total' | 'open' = 'total') =>
        totals.find((x) => x.currency === currency && x.status === status)?.[field] ?? 0;
      return {
        statements,
        balance: {
          currency,
          pending: unstated.find((u) => u.currency === currency)?.amount ?? 0,
          rolledOver: of('rolledover', 'open'),
          due: of('due'),
          paid: of('paid'),
          minimum: minimumFor(currency),
          holdDays,
        },
      };
    },

    async list(q: StatementQuery) {
      const { rows, count } = await repo.listStatements(db, q);
      return { data: await withLines(rows), count };
    },

    async markPaid(id: number, reference: string, now = new Date(), actorId?: number) {
      const statement = await repo.findStatement(db, id);
      if (!statement) throw new ApiProblem(404, 'errors.statementNotFound', 404);
      if (!(await repo.markPaid(db, id, reference.trim(), now)))
        throw new ApiProblem(409, 'errors.statementNotDue', 409, [
          { field: 'id', key: 'errors.statementNotDue', message: formatMessage('en', 'errors.statementNotDue') },
        ]);
      if (audit && actorId !== undefined)
        await audit.record({
          actorId,
          action: 'markPaid',
          subject: `statement:${id}`,
          before: { status: statement.status, reference: statement.reference },
          after: { status: 'paid', reference: reference.trim() },
        });
      await tell(statement.owner, {
        kind: 'paid',
        amount: statement.total,
        currency: statement.currency,
        month: statement.month,
        reference: reference.trim(),
      });
      return { success: true as const };
    },

    /**
     * The team takes back a mark paid made by mistake (issue 34 point 3): the statement is due again,
     * recorded and told to the partner; only within PAYOUTS.undoPaidMs of the mark, later it is 409.
     */
    async unmarkPaid(id: number, now = new Date(), actorId?: number) {
      const statement = await repo.findStatement(db, id);
      if (!statement) throw new ApiProblem(404, 'errors.statementNotFound', 404);
      const refuse = (key: 'errors.statementNotPaid' | 'errors.undoTooLate') =>
        new ApiProblem(409, key, 409, [{ field: 'id', key, message: formatMessage('en', key) }]);
      if (statement.status !== 'paid' || !statement.paidAt) throw refuse('errors.statementNotPaid');
      if (!(await repo.unmarkPaid(db, id, new Date(now.getTime() - PAYOUTS.undoPaidMs))))
        throw refuse(
          statement.paidAt.getTime() + PAYOUTS.undoPaidMs <= now.getTime()
            ? 'errors.undoTooLate'
            : 'errors.statementNotPaid',
        );
      if (audit && actorId !== undefined)
        await audit.record({
          actorId,
          action: 'unmarkPaid',
          subject: `statement:${id}`,
          before: { status: 'paid', reference: statement.reference, paidAt: statement.paidAt.toISOString() },
          after: { status: 'due', reference: null },
        });
      await tell(statement.owner, {
        kind: 'paidUndone',
        amount: statement.total,
        currency: statement.currency,
        month: statement.month,
        reference: statement.reference ?? '',
      });
      return { success: true as const };
    },

    /**
     * Every statement of a month as CSV (amounts in major units, two decimals), each with the partner's
     * name and the bank details the money goes to, as they saved them (decision 087).
     */
    async exportMonth(month: string) {
      const header = [
        ...['statement', 'owner', 'email', 'name', 'month', 'currency', 'total', 'status', 'reference', 'paid_at'],
        ...['country', 'payee_status', 'inn', 'ogrn', 'bank', 'bic', 'account', 'corr_account'],
      ];
      const out = [csvLine(header)];
      for (let page = 0; ; page++) {
        const { rows } = await repo.listStatements(db, { month, pageNumber: page, pageSize: 500 });
        const details = await repo.partnerDetails(
          db,
          rows.map((r) => r.statement.owner),
        );
        for (const { statement: s, ownerEmail } of rows) {
          const { info = {}, paymentinfo: bank = {} } = details.get(s.owner) ?? {};
          const name = [info.firstName, info.lastName].filter(Boolean).join(' ') || null;
          out.push(
            csvLine([
              s.id,
              s.owner,
              ownerEmail,
              name,
              s.month,
              s.currency,
              (s.total / MINOR_UNITS).toFixed(2),
              s.status,
              s.reference,
              s.paidAt?.toISOString() ?? null,
              info.country,
              bank.status,
              bank.inn,
              bank.ogrn,
              bank.bankname,
              bank.bic,
              bank.account,
              bank.corr,
            ]),
          );
        }
        if (rows.length < 500) break;
      }
      return { filename: `payouts-${month}.csv`, csv: csvText(out) };
    },
  };
}
