/**
 * The account's data as one zip (decision 060): GET ACCOUNT_EXPORT_PATH with the session's token (not a
 * JSON call, so not through api()); the team adds the user and the note of the parent's request. The
 * file is saved through a link to the downloaded bytes. Failures become ApiErrors like any call's.
 */
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_EXPORT_PATH } from '@tt/contract';
import { saveFile } from '../save-file';
import { fetchWithSession } from './client';

export async function downloadAccountExport(request?: { user: number; note: string }): Promise<void> {
  const query = request ? `?${new URLSearchParams({ user: String(request.user), note: request.note })}` : '';
  const response = await fetchWithSession(`${ACCOUNT_EXPORT_PATH}${query}`, {});
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tiny-tidings.zip';
  saveFile(await response.blob(), name);
}

/** The download as a mutation: the parent's own (no request) or the team's answer to a written request. */
export const useAccountExport = () =>
  useMutation({ mutationKey: [ACCOUNT_EXPORT_PATH], mutationFn: downloadAccountExport });
