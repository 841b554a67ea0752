/**
 * The user's picture, the parts without zod (consumer §5, decision 031): the upload route, the
 * thumbnail's name and the file check the web app runs before sending. The schemas of the calls
 * live in calls/uploads.ts; these stay apart so every page's first bundle can use them without zod.
 */
import { UPLOAD } from './constants.js';
import type { MessageKey } from './messages.js';

export const PICTURE_UPLOAD_PATH = '/api/userdata/picture/upload';

/** The thumbnail beside an uploaded picture (…/<name>.jpg → …/<name>-small.jpg); other pictures as they are. */
export function pictureThumbnail(image: string): string {
  return /^\/media\/users\/\d+\/[\w-]+\.jpg$/.test(image) ? image.replace(/\.jpg$/, '-small.jpg') : image;
}

/** consumer §5 picture: at most UPLOAD.maxMb MB, a jpg, jpeg or png name. */
export function checkUpload(file: { name: string; size: number }, maxMb: number = UPLOAD.maxMb): MessageKey | null {
  if (file.size > maxMb * 1024 * 1024) return 'errors.fileSize';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(UPLOAD.pictureExtensions as readonly string[]).includes(ext)) return 'errors.fileExt';
  return null;
}
