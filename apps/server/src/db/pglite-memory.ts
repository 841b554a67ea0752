/**
 * PGlite's memory (decision 042). Its WebAssembly heap only grows, and RSS keeps every page it
 * ever touched:
 * - shared_buffers at PostgreSQL's default of 128 MB is touched at start and held for good; 16 MB
 *   holds a small site's hot pages (PostgreSQL users get the OS page cache besides, PGlite too).
 * - initdb of a fresh folder runs a second WebAssembly instance whose pages the process never
 *   returns (≈ 300 MB): it runs in a short-lived child process instead, which gives them back.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const pgliteStartParams = (): string[] => [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether `dir` holds no database yet (initdb has not run there). */
export const needsInitdb = (dir: string): boolean => !fs.existsSync(path.join(dir, 'PG_VERSION'));

const INITDB = `const { PGlite } = await import(process.env.TT_PGLITE_URL);
const client = new PGlite(process.env.TT_PGLITE_DIR);
await client.waitReady;
await client.close();`;

/** Creates the database in `dir` from a child process, so initdb's memory leaves with it. */
export function initdbApart(dir: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--input-type=module', '-e', INITDB],
      {
        env: { ...process.env, TT_PGLITE_URL: import.meta.resolve('@electric-sql/pglite'), TT_PGLITE_DIR: dir },
        maxBuffer: 16 * 1024 * 1024,
      },
      (err, _stdout, stderr) =>
        err
          ? reject(new Error(`Creating the embedded database in ${dir} failed: ${stderr || err.message}`))
          : resolve(),
    ),
  );
}
