/**
 * PGlite is single-process: two servers on one folder silently lose writes. The first server
 * writes its pid into a lock file; a second one is refused while that pid is alive.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The folder and the live process holding it (0 when unknown). */
    readonly dir: string,
    readonly owner: number,
  ) {
    super(message);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another Tiny Tidings process (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR, or use PostgreSQL with DATABASE_URL.',
          dir,
          owner,
        );
      }
      fs.rmSync(file, { force: true }); // a crashed server left it behind
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}; remove it if no server is running.`, dir, 0);
}
