/**
 * A person's voice for a story (decision 056): the takes go to NARRATION.uploadPath as multipart (not a
 * JSON call, so not through api()); the narrator's voice comes back with admin/moderation/voice/restore.
 * Failures become ApiErrors like any call's, with the scene's field and the reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, isProblem, NARRATION, problemMessage, type StoryVoice } from '@tt/contract';
import { api, ApiError } from '../../../lib/api/client';
import { storage } from '../../../lib/storage';
import { moderationKey } from './query-keys';

export interface SavedVoice {
  voice: StoryVoice;
  version: number;
}

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

export async function uploadNarration(uid: string, version: number, takes: Map<number, Blob>): Promise<SavedVoice> {
  const form = new FormData();
  form.append('uid', uid);
  form.append('version', String(version));
  for (const [i, take] of takes)
    form.append(NARRATION.field(i), take, `scene-${i + 1}.${EXTENSIONS[take.type.split(';')[0]!] ?? 'webm'}`);
  const token = storage.token();
  let response: Response;
  try {
    response = await fetch(NARRATION.uploadPath, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('errors.network', ERROR_CODES.network, 0, 'errors.network');
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok && parsed) return parsed as SavedVoice;
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

export function useSaveNarration(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, takes }: { version: number; takes: Map<number, Blob> }) =>
      uploadNarration(uid, version, takes),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}

export function useRestoreVoice(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api('admin/moderation/voice/restore', { uid, version }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
