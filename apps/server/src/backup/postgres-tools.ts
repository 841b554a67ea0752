/** pg_dump and pg_restore (PostgreSQL's client tools, same major version as the server or newer). */
import { spawn } from 'node:child_process';
import pg from 'pg';

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let errors = '';
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) =>
      reject(
        new Error(`${tool} could not run (${err.message}): install PostgreSQL's client tools (postgresql-client)`),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** A dump in pg_dump's custom format: every table of the database, the job queue's included, in one snapshot. */
export const dumpPostgres = (url: string, file: string) =>
  run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url]);

export const restorePostgres = (url: string, file: string) =>
  run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url, file]);

/** Makes the database when it does not exist; refuses one that already holds tables. */
export async function emptyDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      await admin.query(`create database "${name.replace(/"/g, '""')}"`);
      return;
    }
  } finally {
    await admin.end();
  }
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const { rows } = await target.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.n > 0)
      throw new Error(
        `The database "${name}" already holds ${rows[0]!.n} tables: restore into an empty or new database (set DATABASE_URL to a new name).`,
      );
  } finally {
    await target.end();
  }
}
