/** Copies a folder's files (media) to another, printing progress; files half-written (`.*.tmp`) are left. */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Copied {
  files: number;
  bytes: number;
}

export type Say = (line: string) => void;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

export async function copyFolder(from: string, to: string, say: Say, what: string): Promise<Copied> {
  const copied: Copied = { files: 0, bytes: 0 };
  let toldAt = Date.now();
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const source = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(source);
      else if (entry.isFile() && !/^\..*\.tmp$/.test(entry.name)) {
        const target = path.join(to, path.relative(from, source));
        await fs.mkdir(path.dirname(target), { recursive: true });
        // a media file never changes once written (decision 043): one already there is the same
        await fs.copyFile(source, target, fs.constants.COPYFILE_EXCL).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'EEXIST') throw err;
        });
        copied.files++;
        copied.bytes += (await fs.stat(source)).size;
        if (Date.now() - toldAt > 1000) {
          toldAt = Date.now();
          say(`  ${what}: ${copied.files} files, ${mb(copied.bytes)} so far`);
        }
      }
    }
  };
  await walk(from);
  say(`  ${what}: ${copied.files} files, ${mb(copied.bytes)}`);
  return copied;
}

export { mb };
