/**
 * A PostgreSQL pool that rides through a blip (a restart, a network cut, terminated backends): asking
 * for a connection while the database is unreachable waits for it, up to the outage's waitMs, instead
 * of failing at once; and a statement lost with its connection says whether it may have been applied,
 * so that the call pipeline knows whether running the call again is safe (plugins/calls.ts).
 */
import type pg from 'pg';
import { DatabaseUnavailable, markMayHaveApplied } from './faults.js';
import { DatabaseOutage } from './outage.js';

type Callback = (err: Error | undefined, result?: unknown) => void;

/** Statements that change nothing when they fail: reads and transaction control other than COMMIT. */
const HARMLESS = /^\s*(select|begin|start|rollback|savepoint|release|set|show|listen)\b/i;
const BEGIN = /^\s*(begin|start)\b/i;
const END = /^\s*(commit|end|rollback)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;

/** Wraps a new connection's query(): a failure of a statement that may have been applied is marked so. */
function trackStatements(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inTransaction = false;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return query(...args); // a cursor or stream: not ours
    const unsure = COMMIT.test(text) || (!inTransaction && !HARMLESS.test(text));
    if (BEGIN.test(text)) inTransaction = true;
    else if (END.test(text)) inTransaction = false;
    if (!unsure) return query(...args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = (err: Error | undefined, result?: unknown) => {
        if (err) markMayHaveApplied(err);
        callback(err, result);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).catch((err: unknown) => {
      markMayHaveApplied(err);
      throw err;
    });
  };
}

/**
 * Makes `pool` patient and answers the outage that watches it. Every pool.connect() — also pool.query()'s
 * and a Drizzle transaction's — waits through an outage; past waitMs it fails with DatabaseUnavailable
 * (a 503 with Retry-After, plugins/problem.ts).
 */
export function patientPool(pool: pg.Pool, waitMs: number): DatabaseOutage {
  pool.on('connect', (client) => trackStatements(client));
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const outage = new DatabaseOutage(async () => {
    const client = await connect();
    try {
      await client.query('select 1');
      client.release();
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  }, waitMs);

  const patient = async (): Promise<pg.PoolClient> => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (outage.down && !(await outage.whenBack(deadline))) throw new DatabaseUnavailable(waitMs);
      try {
        return await connect();
      } catch (err) {
        if (pool.ending || !outage.noticed(err)) throw err;
        if (Date.now() >= deadline) throw new DatabaseUnavailable(waitMs);
      }
    }
  };
  (pool as { connect: unknown }).connect = (callback?: (err?: Error, client?: pg.PoolClient) => void) => {
    if (!callback) return patient();
    patient().then(
      (client) => callback(undefined, client),
      (err: Error) => callback(err),
    );
    return undefined;
  };
  return outage;
}
