/** Opens the database the configuration names and applies the committed migrations. */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { lockDataDir } from './lock.js';
import type { DatabaseOutage } from './outage.js';
import { patientPool } from './patient-pool.js';
import { initdbApart, needsInitdb, pgliteStartParams } from './pglite-memory.js';
import { withStartLock } from './start-lock.js';
import { failQueriesWithoutValues } from './query-errors.js';
import * as schema from './schema.js';

// a failed statement's error (and so every log of it) quotes no parameter or value
failQueriesWithoutValues();

/** How long a call waits for an unreachable PostgreSQL before it answers 503 (DATABASE_WAIT_MS). */
export const DATABASE_WAIT_MS = 10_000;

/** The longest a transaction of the app may wait between two of its statements (they never wait on anything else). */
export const IDLE_IN_TRANSACTION_MS = 2_000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A repository as a service uses it (a module's functions, each answer awaited): what the service takes
 * as its `repo` dependency, so a test can hand in a plain object whose functions answer plain promises.
 */
export type Repository<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** The raw PGlite instance (embedded only), for the job queue adapter. */
  pglite: PGlite | null;
  /** The pool (PostgreSQL only). */
  pool: pg.Pool | null;
  /** What a blip of PostgreSQL looks like to this process: calls wait on it (PostgreSQL only). */
  outage: DatabaseOutage | null;
  close(): Promise<void>;
}

/**
 * The database's clock: change times are stamped with now(), so comparisons use it too. Cut to the
 * millisecond a JavaScript date holds, never rounded up past a change made in the same millisecond.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db
    .execute<{ now: string }>(sql`select date_trunc('milliseconds', now()) as now`)
    .then((r) => (r as unknown as { rows: { now: string | Date }[] }).rows);
  return new Date(row!.now);
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** When the newest committed migration was made (Drizzle stamps each applied one with it). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}
let newest: number | undefined;

/** One statement that proves the database answers and holds every committed migration (for /readyz). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newest ??= newestMigration();
  const result = await db.execute<{ last: string | number | null }>(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = (result as unknown as { rows: { last: string | number | null }[] }).rows[0]?.last;
  return last !== null && last !== undefined && Number(last) >= newest;
}

/** Told of every statement that writes one of these tables (before it runs), e.g. to drop a cache. */
export interface WriteWatch {
  tables: readonly string[];
  onWrite(table: string): void;
}

/** A Drizzle logger that only looks at the head of each statement: `update "t"`, `delete from "t"`. */
function watchWrites(watch: WriteWatch | undefined) {
  if (!watch) return undefined;
  const heads = watch.tables.flatMap((t) => [
    [`update "${t}"`, t],
    [`delete from "${t}"`, t],
  ]);
  return {
    logQuery(query: string): void {
      const first = query.charCodeAt(0);
      if (first !== 117 /* u */ && first !== 100 /* d */) return;
      for (const [head, table] of heads) if (query.startsWith(head!)) return watch.onWrite(table!);
    },
  };
}

/**
 * The pool's closer. `pool.end()` resolves once its connections are let go, before each has really
 * disconnected; a database dropped right after (the tests) would then cut one and log it as an error.
 * This waits for every connection to be gone.
 */
function endPool(pool: pg.Pool): () => Promise<void> {
  let open = 0;
  let allGone: (() => void) | null = null;
  pool.on('connect', () => open++);
  pool.on('remove', () => {
    if (--open === 0) allGone?.();
  });
  return async () => {
    const gone = open ? new Promise<void>((resolve) => (allGone = resolve)) : Promise.resolve();
    await pool.end();
    // a connection whose goodbye is lost must not hold up the shutdown
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  };
}

/** PostgreSQL at DATABASE_URL: a pool that outlives lost connections, migrated by one process at a time. */
async function openPostgres(
  url: string,
  waitMs: number | undefined,
  logger: ReturnType<typeof watchWrites>,
): Promise<Database> {
  // 20, not 10: a pass of rebills and the bank's notifications hold connections across a transaction each.
  // A connection that does not open within 3 s (a network that drops packets) counts as a fault. A
  // transaction left waiting between statements (its process hung or stopped) is ended by PostgreSQL
  // after IDLE_IN_TRANSACTION_MS, so its locks do not hold up the other processes' calls.
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 3_000,
    keepAlive: true,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  });
  const close = endPool(pool);
  const outage = patientPool(pool, waitMs ?? DATABASE_WAIT_MS);
  // A connection the server closes (restart, admin command, network cut) must not crash the process.
  // pool.on('error') covers idle connections only: pg-pool takes its listener off a connection it
  // hands out (a query, a transaction, the start lock), and an 'error' with no listener throws. So a
  // connection handed out gets one of ours until it comes back; the statement on it fails (and the
  // call waits for the database, plugins/calls.ts), and the pool drops the broken connection and
  // opens a new one on demand. The outage logs the blip once, not each connection.
  const lost = (err: Error) => {
    if (!outage.noticed(err)) console.warn(`PostgreSQL connection failed: ${err.message}`);
  };
  pool.on('error', lost);
  pool.on('acquire', (client) => client.on('error', lost));
  pool.on('release', (_err, client) => client.removeListener('error', lost));
  await pool.query('select 1').catch((err: Error) => {
    throw new Error(
      `Cannot reach PostgreSQL at DATABASE_URL (${err.message}). Start it or unset DATABASE_URL to use the embedded database.`,
    );
  });
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  // several processes may start at once: one applies the migrations, the others wait and find them done
  await withStartLock(pool, () => migratePg(db as never, { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    pglite: null,
    pool,
    outage,
    close: () => {
      outage.close();
      return close();
    },
  };
}

export async function openDatabase(config: DatabaseConfig, watch?: WriteWatch): Promise<Database> {
  const logger = watchWrites(watch);
  if (config.kind === 'postgres') return openPostgres(config.url, config.waitMs, logger);
  let unlock = () => {};
  if (config.dir) {
    unlock = lockDataDir(path.dirname(config.dir));
    fs.mkdirSync(config.dir, { recursive: true });
  }
  try {
    if (config.dir && needsInitdb(config.dir)) await initdbApart(config.dir);
    // pg_trgm: the trigram indexes of the staff searches (migration 0014), as on PostgreSQL
    const options = {
      extensions: { pg_trgm },
      startParams: pgliteStartParams(),
      ...(config.from && !config.dir ? { loadDataDir: new Blob([fs.readFileSync(config.from)]) } : {}),
    };
    const client = config.dir ? new PGlite(config.dir, options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      pool: null,
      outage: null,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
