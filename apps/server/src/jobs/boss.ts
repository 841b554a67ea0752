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

function adapterFor(database: Database): { executeSql(text: string, values?: unknown[]): Promise<SqlResult> } {
  const { pglite, pool } = database;
  if (pool)
    return { executeSql: (text, values) => pool.query(text, values as unknown[]) as unknown as Promise<SqlResult> };
  if (!pglite) throw new Error('No database handle for the job queue');
  return {
    async executeSql(text, values) {
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
  boss.on('error', (err) => console.error('job queue:', err.message));
  await boss.start();
  return boss;
}
