/**
 * A family's own reading of a story (decision 066): the recording's layout (userdata/narration/get), its
 * files fetched with the session (they are never under /media) into object URLs the player plays, the
 * account's recordings and their room (list, delete), and the takes' upload.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_VOICE, type FamilyNarration } from '@tt/contract';
import { api, fetchWithSession } from '../../../lib/api/client';
import { uploadTakes } from '../../../lib/api/takes';

export const familyVoiceKey = ['familyVoice'] as const;

export const familyNarrationQuery = (uid: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...familyVoiceKey, 'story', uid],
    queryFn: () => api('userdata/narration/get', { uid }),
    enabled: signedIn,
    retry: false,
  });

export const useFamilyRecordings = () =>
  useQuery({ queryKey: [...familyVoiceKey, 'list'], queryFn: () => api('userdata/narration/list', {}) });

/**
 * The story's recording in the family's voice with its files ready to play (object URLs): undefined while
 * it loads, null when there is none (or it cannot be had: then the story's own voice plays).
 */
export function useFamilyVoice(uid: string, signedIn: boolean): FamilyNarration | null | undefined {
  const query = useQuery(familyNarrationQuery(uid, signedIn));
  const [voice, setVoice] = useState<FamilyNarration | null | undefined>(signedIn ? undefined : null);
  const narration = query.data?.narration;
  const failed = query.isError;
  useEffect(() => {
    if (!signedIn || failed || narration === null) return setVoice(null);
    if (!narration) return setVoice(undefined);
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
  }, [narration, failed, signedIn]);
  return voice;
}

/** The recorder's save: the takes, then the story's recording and the account's list again. */
export function useSaveFamilyVoice(uid: string) {
  const client = useQueryClient();
  return async ({ version, takes }: { version: number; takes: Map<number, Blob> }) => {
    const saved = await uploadTakes(FAMILY_VOICE.uploadPath, uid, version, takes);
    void client.invalidateQueries({ queryKey: familyVoiceKey });
    return saved;
  };
}

export function useDeleteRecording() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api('userdata/narration/delete', { uid }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyVoiceKey }),
  });
}
