/**
 * Migrated databases to copy: a fresh PGlite costs seconds of initdb plus every migration (and about
 * 1 GB at its peak), a fresh PostgreSQL database every migration. Each is made once per set of
 * migrations — named by a hash of the migration files — and every test file starts from a copy:
 * PGlite from a dump of its data folder, PostgreSQL with CREATE DATABASE … TEMPLATE.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, migrationsFolder } from '../../src/db/client.js';

const repo = path.resolve(import.meta.dirname, '../../../..');
const cacheDir = path.join(repo, 'node_modules', '.cache', 'tt-test');

/** Raise it when what a template holds changes other than by a migration. */
const TEMPLATE_VERSION = '1';

/** The migrations' fingerprint: a new or changed migration makes new templates. */
function migrationsHash(): string {
  const hash = createHash('sha256').update(TEMPLATE_VERSION);
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 12);
}

const pglitePath = () => path.join(cacheDir, `pglite-${migrationsHash()}.tar`);

/** The dumped PGlite template's path, made first if missing (written whole, then renamed into place). */
export async function pgliteTemplate(): Promise<string> {
  const file = pglitePath();
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dir: null });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.startsWith('pglite-') && old.endsWith('.tar') && path.join(cacheDir, old) !== file) {
      fs.rmSync(path.join(cacheDir, old), { force: true });
    }
  }
  return file;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated PostgreSQL template database on the server of `url`, made first if missing; returns its
 * name. Several runs may ask at once: an advisory lock lets one make it while the others wait.
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `tt_template_${migrationsHash()}`;
  return withClient(url, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'tt\\_template\\_%'",
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: target.toString() });
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
