/**
 * A person's voice for a story (decision 056): the takes go to NARRATION.uploadPath as multipart (not a
 * JSON call, so not through api()); the narrator's voice comes back with admin/moderation/voice/restore.
 * Failures become ApiErrors like any call's, with the scene's field and the reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, NARRATION, type StoryVoice } from '@tt/contract';
import { api, ApiError, fetchWithSession } from '../../../lib/api/client';
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
  const response = await fetchWithSession(NARRATION.uploadPath, { method: 'POST', body: form });
  const parsed: unknown = await response.json().catch(() => null);
  if (!parsed) throw new ApiError('errors.general', ERROR_CODES.general, response.status, 'errors.general');
  return parsed as SavedVoice;
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
