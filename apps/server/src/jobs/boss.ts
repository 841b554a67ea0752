/**
 * Durable jobs with pg-boss: on PostgreSQL through our pool, on PGlite through pg-boss's `db`
 * adapter. PGlite's `query` takes one statement with parameters and `exec` several without, and
 * pg-boss sends both kinds, so the adapter routes by whether there are parameters and returns the
 * rows of every statement.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

interface SqlResult {
  rows: unknown[];
  rowCount: number;
}

/**
 * After shutdown has closed the database, a step that still finishes or fails cannot record it.
 * pg-boss reports a step's end without awaiting it, so a refused write would be an unhandled
 * rejection. Instead the late write answers "no result": pg-boss counts it as nothing changed,
 * and the job, still active, expires and is retried on the next start, as after a crash. Any
 * other late call fails inside the step, where pg-boss catches it.
 */
const CLOSED = null as unknown as SqlResult;

function adapterFor(database: Database): { executeSql(text: string, values?: unknown[]): Promise<SqlResult> } {
  const { pglite, pool } = database;
  if (pool)
    return {
      executeSql: (text, values) =>
        pool.ending
          ? Promise.resolve(CLOSED)
          : (pool.query(text, values as unknown[]) as unknown as Promise<SqlResult>),
    };
  if (!pglite) throw new Error('No database handle for the job queue');
  return {
    async executeSql(text, values) {
      if (pglite.closed) return CLOSED;
      if (values && values.length) {
        const result = await pglite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await pglite.exec(text);
      const rows = results.flatMap((r) => r.rows);
      return { rows, rowCount: results.reduce((n, r) => n + (r.affectedRows ?? 0), 0) || rows.length };
    },
  };
}

export interface JobTimings {
  /** A job running longer than this is failed and retried (covers a worker killed mid-step). */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  maintenanceIntervalSeconds: number;
}

export async function startBoss(database: Database, timings: JobTimings): Promise<PgBoss> {
  const boss = new PgBoss({
    db: adapterFor(database),
    schema: 'pgboss',
    maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
    monitorStateIntervalSeconds: Math.max(1, timings.maintenanceIntervalSeconds),
    supervise: true,
    schedule: true,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err) => {
    if (!database.outage?.noticed(err)) console.error('job queue:', err.message);
  });
  await boss.start();
  return boss;
}
