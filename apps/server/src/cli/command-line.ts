/**
 * What every staff command shares: its arguments with `--help`, a refusal that names the fix, and
 * opening the database the server uses (PGlite allows one process: the running server's).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Prints the message and the usage, and exits with 2 (a wrong call). */
export function refuse(usage: string, message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/** `parseArgs` that answers `--help`/`-h` with the usage (exit 0) and an unknown option with the usage (exit 2). */
export function readArguments<T extends Options>(usage: string, options: T) {
  const config = {
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
  } as const;
  let parsed;
  try {
    parsed = parseArgs(config);
  } catch (err) {
    refuse(usage, (err as Error).message);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed as unknown as ReturnType<typeof parseArgs<{ allowPositionals: true; options: T }>>;
}

/**
 * Opens the database, or exits with one line (2 when the embedded database is held): while the server runs on the embedded database,
 * a command cannot open it beside it.
 */
export async function openCommandDatabase(config: DatabaseConfig): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      const holder = err.owner ? `another Tiny Tidings process (pid ${err.owner})` : 'another Tiny Tidings process';
      console.error(
        `The embedded database in ${err.dir} is in use by ${holder}: stop the server first, or run the server and this command on PostgreSQL with DATABASE_URL.`,
      );
      process.exit(2);
    }
    console.error((err as Error).message); // e.g. PostgreSQL unreachable: its own message says what to do
    process.exit(1);
  }
}
