/**
 * The user's picture (consumer §2, §5, §8; decision 031). The bytes decide what a file is: it must
 * start as a JPEG or a PNG does, whatever its name says, and its name must end in jpg, jpeg or png.
 * The picture is re-encoded (turned upright by its EXIF orientation, fitted into 1024×1024, JPEG
 * quality 0.85), which drops every metadata block (EXIF, GPS, ICC, comments), and a 128 px square
 * thumbnail is made beside it. Both are kept in the media store under users/<id>/ with a fresh
 * name each time (/media answers are cached as immutable); the previous picture is removed.
 */
import { randomBytes } from 'node:crypto';
import { UPLOAD, type PictureUploaded } from '@tt/contract';
import { ApiProblem } from '../../errors.js';
import type { MediaStore } from '../../media/store.js';
import type { UsersModule } from '../users/index.js';
import { loadSharp } from '../../providers/sharp.js';

export const THUMBNAIL_PX = UPLOAD.thumbnailPx[1];

export type PictureKind = 'jpeg' | 'png';

/** What the first bytes say the file is, or null for anything but JPEG and PNG. */
export function pictureKind(head: Buffer): PictureKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return 'png';
  return null;
}

export const fileSizeProblem = () =>
  new ApiProblem(
    413,
    'errors.fileSize',
    413,
    [{ field: 'file', key: 'errors.fileSize', message: `the file can't be more than ${UPLOAD.maxMb} mbytes` }],
    { mb: UPLOAD.maxMb },
  );

export const fileExtProblem = () =>
  new ApiProblem(415, 'errors.fileExt', 415, [
    { field: 'file', key: 'errors.fileExt', message: 'Send a jpg, jpeg or png picture' },
  ]);

export const notUploadedProblem = () =>
  new ApiProblem(422, 'errors.imageNotUploaded', 422, [
    { field: 'file', key: 'errors.imageNotUploaded', message: 'The file could not be read as a picture' },
  ]);

/** Checks the name and the bytes; throws the fileext problem when either is not a picture we take. */
export function checkPictureFile(filename: string, data: Buffer): PictureKind {
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(UPLOAD.pictureExtensions as readonly string[]).includes(ext)) throw fileExtProblem();
  const kind = pictureKind(data.subarray(0, 16));
  if (!kind) throw fileExtProblem();
  return kind;
}

/** The re-encoded picture and its thumbnail; "Image hasn't uploaded" when the bytes do not decode. */
export async function renderPicture(data: Buffer): Promise<{ picture: Buffer; thumbnail: Buffer }> {
  const { width, height, quality } = UPLOAD.resize;
  const sharp = await loadSharp();
  try {
    // rotate() with no angle turns the picture by its EXIF orientation; no withMetadata(), so none is kept
    const upright = sharp(data, { failOn: 'error' }).rotate();
    const picture = await upright
      .clone()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(quality * 100), mozjpeg: true })
      .toBuffer();
    const thumbnail = await sharp(picture)
      .resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: 'cover' })
      .jpeg({ quality: Math.round(quality * 100) })
      .toBuffer();
    return { picture, thumbnail };
  } catch {
    throw notUploadedProblem();
  }
}

export interface UploadsDeps {
  media: MediaStore;
  users: Pick<UsersModule, 'setUserImage'>;
}

export function createUploadsModule({ media, users }: UploadsDeps) {
  /**
   * An account's picture changes one at a time (issue 35 §4): each change ends by removing every
   * other file of the account's folder, which took the files, even the half-written ones, of an
   * upload running beside it (a 500). In turn, the last one stays and none fails.
   */
  const turns = new Map<number, Promise<unknown>>();
  function inTurn<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const mine = (turns.get(userId) ?? Promise.resolve()).then(work);
    const settled = mine.catch(() => {});
    turns.set(userId, settled);
    void settled.then(() => turns.get(userId) === settled && turns.delete(userId));
    return mine;
  }

  return {
    /** Stores the user's new picture and thumbnail, points the account at it and drops the old files. */
    async savePicture(userId: number, data: Buffer): Promise<PictureUploaded> {
      // the slow part, side by side: only the files' turn is taken one at a time
      const { picture, thumbnail } = await renderPicture(data);
      const folder = `users/${userId}`;
      const name = randomBytes(9)
        .toString('base64url')
        .replace(/[^\w-]/g, 'x');
      const files = [`${name}.jpg`, `${name}-small.jpg`];
      return inTurn(userId, async () => {
        await media.writeIn(folder, files[0]!, picture);
        await media.writeIn(folder, files[1]!, thumbnail);
        const image = `/media/${folder}/${files[0]}`;
        // an account deleted meanwhile keeps no file (its folder was emptied, or is about to be)
        if (!(await users.setUserImage(userId, image))) {
          await media.prune(folder, []);
          throw new ApiProblem(404, 'errors.notFound');
        }
        await media.prune(folder, files);
        return { image, thumbnail: `/media/${folder}/${files[1]}` };
      });
    },

    removePicture: (userId: number): Promise<void> =>
      inTurn(userId, async () => {
        await users.setUserImage(userId, null);
        await media.prune(`users/${userId}`, []);
      }),
  };
}

export type UploadsModule = ReturnType<typeof createUploadsModule>;
