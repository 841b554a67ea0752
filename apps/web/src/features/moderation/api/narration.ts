/**
 * A person's voice for a story (decision 056): the moderator's takes go to NARRATION.uploadPath; the
 * narrator's voice comes back with admin/moderation/voice/restore.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NARRATION } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { uploadTakes } from '../../../lib/api/takes';
import { moderationKey } from './query-keys';

/** The recorder's save: the takes, then the task's data again (its voice line). */
export function useSaveNarration(uid: string) {
  const client = useQueryClient();
  return useCallback(
    async ({ version, takes }: { version: number; takes: Map<number, Blob> }) => {
      const saved = await uploadTakes(NARRATION.uploadPath, uid, version, takes);
      void client.invalidateQueries({ queryKey: moderationKey });
      return saved;
    },
    [client, uid],
  );
}

export function useRestoreVoice(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api('admin/moderation/voice/restore', { uid, version }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
