/**
 * The sync loop (consumer §4): after sign-in a sync request repeats 300 ms after each answer,
 * passing the date of the previous answer; the server holds it while nothing changed.
 */
import { TIMINGS, type CallOutput } from '@tt/contract';
import { api } from '../../lib/api/client';

export type SyncAnswer = CallOutput<'sync'>;

const AFTER_ERROR_MS = 3000;

export function startSyncLoop(onAnswer: (answer: SyncAnswer) => void): () => void {
  const controller = new AbortController();
  let date: string | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const round = async () => {
    let delay: number = TIMINGS.syncRepeatMs;
    try {
      const answer = await api('sync', date ? { date } : {}, { signal: controller.signal, timeoutMs: TIMINGS.syncTimeoutMs });
      date = answer.date;
      onAnswer(answer);
    } catch {
      delay = AFTER_ERROR_MS;
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void round(), delay);
  };
  void round();
  return () => {
    controller.abort();
    if (timer) clearTimeout(timer);
  };
}
