/**
 * Which server test files run on which database. `npm test` (scripts/test.ts) runs the server tests
 * once per database and sets TT_DATABASE_RUN:
 * - 'pglite' / 'postgres': the files that open a database, less those pinned to the other one;
 * - 'none': the files that open no database at all (the story providers, pure rules, config), once,
 *   beside the contract and web tests — running them per database only ran the same code twice.
 * Unset (a plain `vitest run`): every file, on whatever DATABASE_URL says.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

/** Files that always use one database whatever DATABASE_URL says. */
const pinned = {
  postgres: [
    'test/chat/crash-delivery.test.ts',
    'test/chat/realtime-gaps.test.ts',
    'test/chat/two-processes.test.ts',
    'test/transport/database-faults.test.ts',
    'test/transport/drain-behind-nginx.test.ts',
    'test/transport/hung-behind-haproxy.test.ts',
  ],
  // the staff CLI always opens the embedded database of its DATA_DIR
  pglite: ['test/transport/pglite-faults.test.ts', 'test/cli/cli.test.ts'],
};

/** What in a test file or a helper it imports means it opens a database. */
const OPENS_A_DATABASE = /createTestDatabase|startTestApp|openDatabase|DATABASE_URL|src\/db\/|server-processes/;
const HELPER_IMPORT = /from '((?:\.\.?\/)+helpers\/[\w-]+)\.js'/g;

function opensDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (OPENS_A_DATABASE.test(source)) return true;
  return [...source.matchAll(HELPER_IMPORT)].some((m) =>
    opensDatabase(path.resolve(path.dirname(file), `${m[1]}.ts`), seen),
  );
}

function testFiles(dir = path.join(root, 'test')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });
}

/** The server test files that open no database (run once, in the 'none' run). */
export function databaseFreeFiles(): string[] {
  const all = [...pinned.postgres, ...pinned.pglite];
  return testFiles().filter((f) => !all.includes(f) && !opensDatabase(path.join(root, f)));
}

/** The files the current run leaves to another one. */
export function leftToOtherRuns(run = process.env.TT_DATABASE_RUN): string[] {
  if (run === 'pglite') return [...pinned.postgres, ...databaseFreeFiles()];
  if (run === 'postgres') return [...pinned.pglite, ...databaseFreeFiles()];
  if (run === 'none') {
    const free = new Set(databaseFreeFiles());
    return testFiles().filter((f) => !free.has(f));
  }
  return [];
}
