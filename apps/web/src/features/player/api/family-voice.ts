/**
 * A family's own reading of a story as the player plays it (decision 066): the recording's layout
 * (userdata/narration/get), its files fetched with the session (they are never under /media) into object
 * URLs. The recorder's calls are in family-recordings.ts, loaded with its dialog, not with every story.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyNarration } from '@tt/contract';
import { api, fetchWithSession } from '../../../lib/api/client';
import type { AuthStatus } from '../../../lib/auth';

export const familyVoiceKey = ['familyVoice'] as const;

/** How long the story waits for the family's reading (and its files) before it starts in its own voice. */
const FAMILY_VOICE_WAIT_MS = 4_000;

export const familyNarrationQuery = (uid: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...familyVoiceKey, 'story', uid],
    queryFn: () => api('userdata/narration/get', { uid }),
    enabled: signedIn,
    retry: false,
  });

/**
 * The story's recording in the family's voice with its files ready to play (object URLs): undefined
 * while it loads, null when there is none (or it cannot be had: then the story's own voice plays).
 * Undefined only until the first answer: once the story plays in one voice, a call in flight (a
 * sign-in on the page, a new recording) never takes the story away from under the player.
 */
export function useFamilyVoice(uid: string, auth: AuthStatus): FamilyNarration | null | undefined {
  const query = useQuery(familyNarrationQuery(uid, auth === 'in'));
  const [voice, setVoice] = useState<FamilyNarration | null | undefined>(auth === 'out' ? null : undefined);
  // most stories have no family reading: a slow answer must not keep every child from their story
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (voice !== undefined) return;
    const timer = setTimeout(() => setGaveUp(true), FAMILY_VOICE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [voice]);
  const narration = query.data?.narration;
  const failed = query.isError;
  useEffect(() => {
    if (auth === 'out' || failed || narration === null) return setVoice(null);
    if (!narration) return setVoice((playing) => (gaveUp ? (playing ?? null) : playing));
    let cancelled = false;
    const urls: string[] = [];
    void Promise.all(narration.scenes.map((s) => fetchWithSession(s.audio, {}).then((r) => r.blob()))).then(
      (blobs) => {
        if (cancelled) return;
        urls.push(...blobs.map((b) => URL.createObjectURL(b)));
        setVoice({ ...narration, scenes: narration.scenes.map((s, i) => ({ ...s, audio: urls[i]! })) });
      },
      () => !cancelled && setVoice(null),
    );
    return () => {
      cancelled = true;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [narration, failed, auth, gaveUp]);
  return voice;
}
