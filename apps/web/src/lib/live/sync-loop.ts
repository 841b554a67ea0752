/**
 * The sync loop (consumer §4): after sign-in a sync request repeats 300 ms after each answer,
 * passing the date of the previous answer; the server holds it while nothing changed.
 */
import { TIMINGS, type CallOutput } from '@tt/contract';
import { syncSince } from '../api/sync';

export type SyncAnswer = CallOutput<'sync'>;

const AFTER_ERROR_MS = 3000;

export interface SyncLoop {
  stop(): void;
  /** Forgets the date and asks at once: the next answer holds the whole state, not changes. */
  resync(): void;
}

export function startSyncLoop(onAnswer: (answer: SyncAnswer) => void): SyncLoop {
  let stopped = false;
  let date: string | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking: AbortController | null = null;
  const round = async () => {
    timer = null;
    const controller = new AbortController();
    asking = controller;
    let delay: number = TIMINGS.syncRepeatMs;
    try {
      const answer = await syncSince(date, controller.signal);
      // an answer to a request given up (stop, resync) is not applied
      if (controller.signal.aborted) return;
      date = answer.date;
      onAnswer(answer);
    } catch {
      if (controller.signal.aborted) return;
      delay = AFTER_ERROR_MS;
    }
    if (!stopped) timer = setTimeout(() => void round(), delay);
  };
  const cancel = () => {
    asking?.abort();
    if (timer) clearTimeout(timer);
    timer = null;
  };
  void round();
  return {
    stop() {
      stopped = true;
      cancel();
    },
    resync() {
      if (stopped) return;
      cancel();
      date = undefined;
      void round();
    },
  };
}
