/**
 * A failed statement's error carries no personal data (issue 35 §4). Drizzle's own error puts the
 * statement's parameters in its message (a child's name, a birthday, an e-mail), and the database's
 * message and detail quote values too ("Key (email)=(…) already exists", "invalid input syntax …:
 * "…""); whatever logs the error — the request log, a `console.warn` of `err.message` — would write
 * them out. So every failed statement is rethrown as a QueryFailed: the SQL text (placeholders, no
 * values), the SQLSTATE and the table, column and constraint it names, and for a lost connection the
 * driver's own error (its words quote no values).
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** What the database says of a failure that quotes no value. */
interface DatabaseFault {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

const named = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export class QueryFailed extends Error {
  readonly code?: string;
  readonly table?: string;
  readonly column?: string;
  readonly constraint?: string;

  constructor(query: string, cause: unknown) {
    const fault = (cause ?? {}) as DatabaseFault;
    const code = typeof fault.code === 'string' && SQLSTATE.test(fault.code) ? fault.code : undefined;
    const where = [named(fault.table), named(fault.column), named(fault.constraint)].filter(Boolean).join(', ');
    super(`Failed query${code ? ` (SQLSTATE ${code}${where ? `; ${where}` : ''})` : ''}: ${query}`, {
      // a database's answer is left out (it quotes values); a lost connection's error is kept
      cause: code ? undefined : cause,
    });
    this.name = 'QueryFailed';
    this.code = code;
    this.table = named(fault.table);
    this.column = named(fault.column);
    this.constraint = named(fault.constraint);
  }
}

let installed = false;

/** Makes every Drizzle statement, on either database, fail with a QueryFailed (once per process). */
export function failQueriesWithoutValues(): void {
  if (installed) return;
  installed = true;
  // queryWithCache is where Drizzle's prepared queries of both drivers run and wrap a failure
  const prototype = PgPreparedQuery.prototype as unknown as {
    queryWithCache(query: string, params: unknown[], run: () => Promise<unknown>): Promise<unknown>;
  };
  const run = prototype.queryWithCache;
  prototype.queryWithCache = async function (query, params, execute) {
    try {
      return await run.call(this, query, params, execute);
    } catch (err) {
      throw new QueryFailed(query, err instanceof DrizzleQueryError ? err.cause : err);
    }
  };
}
