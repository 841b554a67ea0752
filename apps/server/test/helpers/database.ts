/**
 * Each test file gets a database of its own: in-memory PGlite by default, or a fresh
 * PostgreSQL database when DATABASE_URL is set (CI runs the suite both ways). Both start from a
 * migrated template (database-template.ts), so a file pays for a copy, not for initdb and every
 * migration again.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config.js';
import { ensurePostgresTemplate, pgliteTemplate } from './database-template.js';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export async function createTestDatabase(url = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!url) return { config: { kind: 'pglite', dir: null, from: await pgliteTemplate() }, drop: async () => {} };
  const template = await ensurePostgresTemplate(url);
  const name = `tt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: testUrl.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
