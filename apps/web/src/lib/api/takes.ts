/**
 * A person's takes for a story's scenes (decisions 056, 066): sent as multipart (not a JSON call, so not
 * through api()) to the moderator's NARRATION.uploadPath or a family's FAMILY_VOICE.uploadPath. Failures
 * become ApiErrors like any call's, with the scene's field and the reason.
 */
import { ERROR_CODES, NARRATION, type StoryVoice } from '@tt/contract';
import { ApiError, fetchWithSession } from './client';

export interface SavedVoice {
  voice: StoryVoice;
  version: number;
}

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

/** `version`: the recording's version the takes were made from (someone else's save meanwhile is a 409). */
export async function uploadTakes(
  path: string,
  uid: string,
  version: number,
  takes: Map<number, Blob>,
): Promise<SavedVoice> {
  const form = new FormData();
  form.append('uid', uid);
  form.append('version', String(version));
  for (const [i, take] of takes)
    form.append(NARRATION.field(i), take, `scene-${i + 1}.${EXTENSIONS[take.type.split(';')[0]!] ?? 'webm'}`);
  const response = await fetchWithSession(path, { method: 'POST', body: form });
  const parsed: unknown = await response.json().catch(() => null);
  if (!parsed) throw new ApiError('errors.general', ERROR_CODES.general, response.status, 'errors.general');
  return parsed as SavedVoice;
}
