/** Story media under DATA_DIR/media, addressed by paths relative to that folder. */
import fs from 'node:fs/promises';
import path from 'node:path';

export class MediaStore {
  constructor(readonly root: string) {}

  /** The base path of a task's media as the player sees it (consumer §3: media paths are prefixed). */
  static basePath(taskUid: string): string {
    return `/media/stories/${taskUid}/`;
  }

  async write(taskUid: string, name: string, data: Buffer): Promise<string> {
    return this.writeIn(path.join('stories', taskUid), name, data);
  }

  /** Writes a file into a folder under the media root (e.g. users/12), served as /media/<folder>/<name>. */
  async writeIn(folder: string, name: string, data: Buffer): Promise<string> {
    const dir = path.join(this.root, folder);
    await fs.mkdir(dir, { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const tmp = path.join(dir, `.${name}.tmp`);
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, path.join(dir, name));
    return name;
  }

  /** Removes the files of a folder under the media root except those named in `keep`. */
  async prune(folder: string, keep: readonly string[]): Promise<void> {
    const dir = path.join(this.root, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => !keep.includes(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
  }

  async read(taskUid: string, name: string): Promise<Buffer> {
    return fs.readFile(path.join(this.root, 'stories', taskUid, name));
  }

  async sizeOf(taskUid: string): Promise<number> {
    const dir = path.join(this.root, 'stories', taskUid);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const sizes = await Promise.all(names.map(async (n) => (await fs.stat(path.join(dir, n))).size));
    return sizes.reduce((a, b) => a + b, 0);
  }
}
