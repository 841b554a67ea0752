/**
 * docs/architecture.md cannot drift (issue 30 point 6): it names every module folder and every table.
 * No database: the folders are read from disk, the tables from the schema's objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

describe('docs/architecture.md', () => {
  it('names every module folder as modules/<name>', () => {
    const modules = fs
      .readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => !doc.includes(`modules/${name}`))).toEqual([]);
  });

  it('names every table of the schema as `table_name`', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
