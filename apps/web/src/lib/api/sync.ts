/** sync: the long poll (user info, features, chats changed since `date`); the server may hold it. */
import { TIMINGS } from '@tt/contract';
import { api } from './client';

export const syncSince = (date: string | undefined, signal: AbortSignal) =>
  api('sync', date ? { date } : {}, { signal, timeoutMs: TIMINGS.syncTimeoutMs });
