/** Media in a folder (DATA_DIR/media by default): one machine, or a shared file system. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MediaStore, UNSERVED } from './store.js';

export class FolderMediaStore extends MediaStore {
  constructor(readonly root: string) {
    super();
  }

  async writeIn(folder: string, name: string, data: Buffer): Promise<string> {
    const dir = this.dirOf(folder);
    await fs.mkdir(dir, { recursive: true });
    // Written beside and renamed, so a reader never sees half a file; a name of its own, as
    // another process may be writing the same file (a thumbnail made on first request).
    const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, path.join(dir, name));
    return name;
  }

  /**
   * Withheld and private files live beside the served root (DATA_DIR/media.withheld, media.private), out of
   * @fastify/static's reach.
   */
  private dirOf(folder: string): string {
    const unserved = UNSERVED.find((f) => folder.startsWith(`${f}/`));
    return unserved
      ? path.join(`${this.root}.${unserved}`, folder.slice(unserved.length + 1))
      : path.join(this.root, folder);
  }

  protected async moveFolder(from: string, to: string): Promise<void> {
    const source = this.dirOf(from);
    const names = await fs.readdir(source).catch(() => [] as string[]);
    if (!names.length) return;
    const target = this.dirOf(to);
    await fs.mkdir(target, { recursive: true });
    await Promise.all(names.map((n) => fs.rename(path.join(source, n), path.join(target, n))));
    await fs.rm(source, { recursive: true, force: true });
  }

  async prune(folder: string, keep: readonly string[]): Promise<void> {
    const dir = this.dirOf(folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => !keep.includes(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
    if (keep.length === 0) await removeIfEmpty(dir);
  }

  async remove(folder: string, names: readonly string[]): Promise<void> {
    const dir = this.dirOf(folder);
    await Promise.all(names.map((n) => fs.rm(path.join(dir, n), { force: true })));
    await removeIfEmpty(dir);
  }

  async readKey(key: string): Promise<Buffer | null> {
    return fs.readFile(this.dirOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
  }

  async has(key: string): Promise<boolean> {
    return fs.stat(this.dirOf(key)).then(
      () => true,
      () => false,
    );
  }

  async sizeIn(folder: string): Promise<number> {
    const dir = this.dirOf(folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const sizes = await Promise.all(names.map(async (n) => (await fs.stat(path.join(dir, n))).size));
    return sizes.reduce((a, b) => a + b, 0);
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
  }
}

/** An emptied folder goes too: a deleted account's folder, named by its id, is not left behind. */
async function removeIfEmpty(dir: string): Promise<void> {
  await fs.rmdir(dir).catch(() => {}); // not empty (or already gone): it stays
}
