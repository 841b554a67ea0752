/**
 * The user's picture (decision 031): a multipart upload to PICTURE_UPLOAD_PATH (not a JSON call,
 * so not through api()), and userdata/picture/remove. Failures become ApiErrors like any call's.
 */
import { ERROR_CODES, isProblem, PICTURE_UPLOAD_PATH, problemMessage, type PictureUploaded } from '@tt/contract';
import { api, ApiError } from './client';
import { storage } from '../storage';

export async function uploadPicture(file: Blob, name: string): Promise<PictureUploaded> {
  const form = new FormData();
  form.append('file', file, name);
  const token = storage.token();
  let response: Response;
  try {
    response = await fetch(PICTURE_UPLOAD_PATH, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('errors.network', ERROR_CODES.network, 0, 'errors.network');
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok && parsed) return parsed as PictureUploaded;
  if (isProblem(parsed))
    throw new ApiError(problemMessage(parsed), parsed.code, parsed.status, parsed.key ?? 'errors.imageNotUploaded');
  throw new ApiError('errors.imageNotUploaded', ERROR_CODES.general, response.status, 'errors.imageNotUploaded');
}

export const removePicture = () => api('userdata/picture/remove', {});
