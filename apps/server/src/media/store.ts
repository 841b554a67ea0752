/**
 * Where story media and user pictures live (decision 043): a folder under DATA_DIR/media, or an
 * S3-compatible bucket shared by every server process. Files are addressed by keys relative to the
 * media root ("stories/<task>/<name>", "users/<id>/<name>") and served as /media/<key>. A key's
 * bytes never change: every remake and every new picture gets a new name.
 */

/** What /media/* answers for one key (plugins/media.ts). */
export interface MediaAnswer {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body?: NodeJS.ReadableStream;
}

export interface MediaRequest {
  /** A single byte range as the client asked for it ("bytes=0-99", "bytes=100-", "bytes=-500"). */
  range?: string;
  ifNoneMatch?: string;
  /** HEAD: headers only. */
  head?: boolean;
}

export abstract class MediaStore {
  /** The base path of a task's media as the player sees it (consumer §3: media paths are prefixed). */
  static basePath(taskUid: string): string {
    return `/media/stories/${taskUid}/`;
  }

  /** Writes a story's file; returns its name. */
  async write(taskUid: string, name: string, data: Buffer): Promise<string> {
    return this.writeIn(`stories/${taskUid}`, name, data);
  }

  /** A story's file, or an error when it is missing. */
  async read(taskUid: string, name: string): Promise<Buffer> {
    const data = await this.readKey(`stories/${taskUid}/${name}`);
    if (!data) throw new Error(`no media file stories/${taskUid}/${name}`);
    return data;
  }

  /** The bytes of a story's files together. */
  async sizeOf(taskUid: string): Promise<number> {
    return this.sizeIn(`stories/${taskUid}`);
  }

  /**
   * Takes a story's files out of /media (a rejected story must stop being served, issue 25 point 18)
   * and keeps them, so a remake or a later approval can bring them back with `release`.
   */
  async withhold(taskUid: string): Promise<void> {
    await this.moveFolder(`stories/${taskUid}`, `${WITHHELD}/stories/${taskUid}`);
  }

  /** Puts a withheld story's files back at their addresses (nothing happens when none are withheld). */
  async release(taskUid: string): Promise<void> {
    await this.moveFolder(`${WITHHELD}/stories/${taskUid}`, `stories/${taskUid}`);
  }

  /** Moves a folder's files (not the folders below it) to another folder; a missing folder moves nothing. */
  protected abstract moveFolder(from: string, to: string): Promise<void>;
  /** Writes a file into a folder (e.g. users/12), served as /media/<folder>/<name>; a reader never sees half a file. */
  abstract writeIn(folder: string, name: string, data: Buffer): Promise<string>;
  /** Removes the files of a folder except those named in `keep`. */
  abstract prune(folder: string, keep: readonly string[]): Promise<void>;
  /** Removes the named files of a folder (those missing are no error): what a refused save wrote. */
  abstract remove(folder: string, names: readonly string[]): Promise<void>;
  /** A file's bytes, or null when there is none. */
  abstract readKey(key: string): Promise<Buffer | null>;
  abstract has(key: string): Promise<boolean>;
  /** The bytes of a folder's files together (0 for a missing folder). */
  abstract sizeIn(folder: string): Promise<number>;
  /** Checks at start-up that the store can be used; throws a message naming the setting to fix. */
  abstract check(): Promise<void>;
  close(): void {}
}

/** Where withheld files wait, never served (isMediaKey refuses it; the folder store keeps it beside its root). */
export const WITHHELD = 'withheld';
/**
 * A family's own recordings (decision 066): never under /media (isMediaKey refuses it; the folder store keeps
 * it beside its root); only the account's signed-in requests read them, through the family-voice module.
 */
export const PRIVATE = 'private';
/** Folders kept out of /media. */
export const UNSERVED = [WITHHELD, PRIVATE] as const;

/**
 * A key a client may ask for: plain segments, none hidden or climbing out (".", ".."), no odd
 * characters, nothing withheld or private.
 */
export function isMediaKey(key: string): boolean {
  if (!key || key.length > 512 || UNSERVED.some((f) => key === f || key.startsWith(`${f}/`))) return false;
  return key.split('/').every((s) => s !== '' && !s.startsWith('.') && /^[\w.@+-]+$/.test(s));
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  json: 'application/json',
};

/** The Content-Type a file is served with, by its extension. */
export const contentTypeOf = (name: string) =>
  TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
