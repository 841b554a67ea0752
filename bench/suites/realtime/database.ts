/** A throwaway PostgreSQL database for a benchmark run (DATABASE_URL's server, else the local one). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createBenchDatabase(purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect().catch((err: Error) => {
    throw new Error(`${purpose} needs PostgreSQL at ${ADMIN_URL} (${err.message}); start it or set DATABASE_URL.`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
