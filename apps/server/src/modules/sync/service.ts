/**
 * sync: user info, features and chats changed since the client's date. When nothing changed the
 * answer is held (SYNC_HOLD_MS, 60 s by default) until something on the user's channels happens.
 * The answer's date never passes a change still being committed (cursor.ts, decision 069).
 */
import type { CallOutput } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { ChatModule } from '../chat/index.js';
import { channelsOf, revokes, type RealtimeModule } from '../realtime/index.js';
import { featuresOf, toUserInfo, type UsersModule } from '../users/index.js';
import { settledSyncDate } from './cursor.js';

type SyncAnswer = CallOutput<'sync'>;

// Change times are the database's (now()), as is the answer's date. JavaScript dates keep
// milliseconds only, so a change in the same millisecond as `since` counts as changed: at worst
// it is sent twice, never missed.
const after = (at: Date | null | undefined, since: Date | null) => !since || (!!at && at >= since);

/** The contract has already refused a date that cannot be read. */
const parseSince = (date: string | undefined): Date | null => (date ? new Date(date) : null);

export interface SyncDeps {
  db: Db;
  realtime: Pick<RealtimeModule, 'hub' | 'access' | 'caps'>;
  users: Pick<UsersModule, 'findUserById' | 'sessionActive'>;
  chat: Pick<ChatModule, 'chatsChangedSince'>;
  config: { holdMs: number };
  /** Aborted when the process stops: a held sync answers at once, and the client polls another process. */
  stopping?: AbortSignal;
}

/** The long poll, built once from what it reads and listens to. */
export function createSyncModule({ db, realtime, users, chat, config, stopping }: SyncDeps) {
  async function changesSince(userId: number, since: Date | null): Promise<Omit<SyncAnswer, 'date'>> {
    const user = (await users.findUserById(userId)) as UserRecord;
    const answer: Omit<SyncAnswer, 'date'> = {};
    if (after(user.updatedAt, since)) Object.assign(answer, { info: toUserInfo(user), features: featuresOf(user) });

    const chats = await chat.chatsChangedSince(user, since);
    if (chats.length > 0) answer.chats = chats;
    return answer;
  }

  return {
    /** What changed since `date`, at once or once something happens (held up to SYNC_HOLD_MS). */
    async sync(
      user: UserRecord,
      sessionId: number,
      date: string | undefined,
      signal: AbortSignal,
    ): Promise<SyncAnswer> {
      const since = parseSince(date);
      const release = realtime.caps.take('sync', user.id, sessionId);
      if (!release) throw new ApiProblem(429, 'errors.tooManyListeners');
      // Listen before looking, so whatever happens while we look still wakes the poll.
      let woken = false;
      let revoked = false;
      let wake = () => {};
      const unsubscribe = realtime.hub.subscribe(channelsOf(user), () => {
        woken = true;
        wake();
      });
      // A sign-out, password reset or change ends this held sync, in whichever process it happened.
      const unwatch = realtime.access.watch(user.id, (event) => {
        if (!revokes(event, user.id, sessionId)) return;
        revoked = woken = true;
        wake();
      });
      try {
        const deadline = Date.now() + config.holdMs;
        for (let first = true; ; first = false) {
          // before the reads: a transaction that began before this date has ended by then (cursor.ts)
          const now = await settledSyncDate(db);
          const changes = await changesSince(user.id, since);
          const remaining = deadline - Date.now();
          if (revoked) throw new ApiProblem(401, 'errors.wrongToken', 600);
          if (!since || Object.keys(changes).length > 0 || remaining <= 0 || signal.aborted || stopping?.aborted)
            return { date: now.toISOString(), ...changes };
          // About to hold: revoked before the watch began, nothing would announce it now.
          if (first && !(await users.sessionActive(sessionId))) throw new ApiProblem(401, 'errors.wrongToken', 600);
          if (!woken) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, remaining);
              const done = () => {
                clearTimeout(timer);
                signal.removeEventListener('abort', done);
                stopping?.removeEventListener('abort', done);
                resolve();
              };
              wake = done;
              signal.addEventListener('abort', done);
              stopping?.addEventListener('abort', done);
            });
          }
          woken = false;
        }
      } finally {
        unsubscribe();
        unwatch();
        release();
      }
    },
  };
}

export type SyncModule = ReturnType<typeof createSyncModule>;
