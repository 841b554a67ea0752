/**
 * The user's picture (decision 031): a multipart upload to PICTURE_UPLOAD_PATH (not a JSON call,
 * so not through api()), and userdata/picture/remove. Failures become ApiErrors like any call's.
 */
import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES, PICTURE_UPLOAD_PATH, type PictureUploaded } from '@tt/contract';
import { api, ApiError, fetchWithSession } from './client';

export async function uploadPicture(file: Blob, name: string): Promise<PictureUploaded> {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetchWithSession(
    PICTURE_UPLOAD_PATH,
    { method: 'POST', body: form },
    'errors.imageNotUploaded',
  );
  const parsed: unknown = await response.json().catch(() => null);
  if (!parsed)
    throw new ApiError('errors.imageNotUploaded', ERROR_CODES.general, response.status, 'errors.imageNotUploaded');
  return parsed as PictureUploaded;
}

export const removePicture = () => api('userdata/picture/remove', {});

export const useUploadPicture = () =>
  useMutation({
    mutationKey: [PICTURE_UPLOAD_PATH],
    mutationFn: ({ file, name }: { file: Blob; name: string }) => uploadPicture(file, name),
  });
export const useRemovePicture = () =>
  useMutation({ mutationKey: ['userdata/picture/remove'], mutationFn: removePicture });
