/**
 * The user's picture (consumer §2, §5, §8; decision 031). The upload itself is multipart/form-data
 * (one field "file"), so it is a plain route rather than a JSON call: POST PICTURE_UPLOAD_PATH (uploads.ts) with
 * the session's Bearer token answers PictureUploaded, or a problem document (413 filesize,
 * 415 fileext, 422 "Image hasn't uploaded"). Removing the picture is an ordinary call.
 */
import { z } from '../zod.js';
import { signedIn } from '../access.js';
import { defineCall } from '../define.js';

export const PictureUploaded = z.object({
  /** The re-encoded picture (at most 1024×1024 JPEG), under /media. */
  image: z.string(),
  /** Its 128 px square thumbnail. */
  thumbnail: z.string(),
});
export type PictureUploaded = z.infer<typeof PictureUploaded>;

export const uploadCalls = {
  'userdata/picture/remove': defineCall({
    path: 'userdata/picture/remove',
    access: signedIn,
    input: z.object({}),
    output: z.object({ image: z.null() }),
    summary: "Remove the user's picture",
  }),
} as const;
