/**
 * Writing to realtime_log: the channels and the messages every module logs; the repository
 * keeps the seqs in commit order (see there).
 */
import type { RealtimePayload } from '@tt/contract';
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/** Server-only events (access.ts), on a channel no client hears. */
export interface InternalPayload {
  type: 'sessionRevoked' | 'accessChanged';
  userId: number;
  [key: string]: unknown;
}

export interface LogMessage {
  channel: string;
  payload: RealtimePayload | InternalPayload;
}

export const channels = {
  user: (id: number) => `user:${id}`,
  cohort: (locale: string, cluster: string) => `cohort:${locale}:${cluster}`,
  /** Stories for every age in a language (aboutStory). */
  locale: (locale: string) => `locale:${locale}`,
  staff: 'staff',
  /** Sessions revoked and access changed (access.ts): server processes only, never a client. */
  access: 'access',
};

/** Logs the messages and wakes every process; returns their seqs. */
export const appendToLog = (db: Db, messages: LogMessage[]): Promise<number[]> => repo.insertAndNotify(db, messages);
