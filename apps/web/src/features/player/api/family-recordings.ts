/** The family recorder's calls (decision 066): the account's recordings and their room, a delete, the takes' upload. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_VOICE } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { uploadTakes } from '../../../lib/api/takes';
import { familyVoiceKey } from './family-voice';

export const useFamilyRecordings = () =>
  useQuery({ queryKey: [...familyVoiceKey, 'list'], queryFn: () => api('userdata/narration/list', {}) });

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
