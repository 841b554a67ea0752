/**
 * The account's data as one zip (decision 060): GET ACCOUNT_EXPORT_PATH with the session's token (not a
 * JSON call, so not through api()); the team adds the user and the note of the parent's request. The
 * file is saved through a link to the downloaded bytes. Failures become ApiErrors like any call's.
 */
import { ACCOUNT_EXPORT_PATH, ERROR_CODES, isProblem, problemMessage } from '@tt/contract';
import { ApiError } from './client';
import { storage } from '../storage';

export async function downloadAccountExport(request?: { user: number; note: string }): Promise<void> {
  const token = storage.token();
  const query = request ? `?${new URLSearchParams({ user: String(request.user), note: request.note })}` : '';
  let response: Response;
  try {
    response = await fetch(`${ACCOUNT_EXPORT_PATH}${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('errors.network', ERROR_CODES.network, 0, 'errors.network');
  }
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => null);
    if (isProblem(parsed))
      throw new ApiError(
        problemMessage(parsed),
        parsed.code,
        parsed.status,
        parsed.key ?? 'errors.general',
        parsed.errors,
      );
    throw new ApiError('errors.general', ERROR_CODES.general, response.status, 'errors.general');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tiny-tidings.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the bytes to the browser's download by the next task
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
