/**
 * The embedded database (PGlite) as a tarball of its data folder. While the server runs it holds the
 * folder, so the server takes the copy itself between statements (GET /backup/database, an operator's
 * route like /metrics); otherwise the folder is opened here. PGlite copies the folder after a
 * checkpoint, in one go with no statement running: what a restore gets is the state at that instant.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataDirLockedError, lockDataDir } from '../db/lock.js';

/** The tarball of a PGlite's data folder, taken after a checkpoint. */
export async function tarballOf(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  return Buffer.from(await tarball.arrayBuffer());
}

export interface RunningServer {
  url: string;
  token: string | null;
}

/** Writes the tarball of the database in `dir` to `file`: from the running server, or from the folder itself. */
export async function dumpEmbedded(dir: string, file: string, server: RunningServer): Promise<'server' | 'folder'> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(path.dirname(dir));
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    fs.writeFileSync(file, await fromServer(server, err.owner));
    return 'server';
  }
  try {
    const pglite = new PGlite(dir, { extensions: { pg_trgm } });
    try {
      fs.writeFileSync(file, await tarballOf(pglite));
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
  return 'folder';
}

async function fromServer(server: RunningServer, pid: number): Promise<Buffer> {
  const address = `${server.url}/backup/database`;
  const answer = await fetch(address, {
    headers: server.token ? { authorization: `Bearer ${server.token}` } : {},
  }).catch((err: Error) => {
    throw new Error(
      `The server (pid ${pid}) holds the embedded database but does not answer at ${server.url} (${err.message}): give its address with --server.`,
    );
  });
  if (!answer.ok)
    throw new Error(
      `The server at ${server.url} refused the database copy (${answer.status}): run this on the server's machine, or set METRICS_TOKEN on both.`,
    );
  return Buffer.from(await answer.arrayBuffer());
}

/** Unpacks a tarball into `dir` (which must be empty or missing) as a ready PGlite data folder. */
export async function restoreEmbedded(file: string, dir: string): Promise<void> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new Error(`${dir} is not empty: restore into an empty data folder (a new DATA_DIR).`);
  const unlock = lockDataDir(path.dirname(dir));
  try {
    fs.mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir, { extensions: { pg_trgm }, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await pglite.waitReady;
    await pglite.close();
  } finally {
    unlock();
  }
}
