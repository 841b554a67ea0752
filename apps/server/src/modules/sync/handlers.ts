/**
 * sync: user info, features and chats changed since the client's date. When nothing changed the
 * answer is held (SYNC_HOLD_MS, 60 s by default) until something on the user's channels happens.
 */
import type { CallOutput } from '@tt/contract';
import type { Handlers } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { requireUser } from '../../context.js';
import { databaseNow, type Db } from '../../db/client.js';
import { featuresOf, findUserById, toUserInfo } from '../accounts/users.js';
import { chatsChangedSince } from '../chat/service.js';
import { sessionActive } from '../accounts/sessions.js';
import { ApiProblem } from '../../errors.js';
import { revokes } from '../realtime/access.js';
import { channelsOf } from '../realtime/audience.js';

type SyncAnswer = CallOutput<'sync'>;

// Change times are the database's (now()), as is the answer's date. JavaScript dates keep
// milliseconds only, so a change in the same millisecond as `since` counts as changed: at worst
// it is sent twice, never missed.
const after = (at: Date | null | undefined, since: Date | null) => !since || (!!at && at >= since);

async function changesSince(db: Db, userId: number, since: Date | null): Promise<Omit<SyncAnswer, 'date'>> {
  const user = (await findUserById(db, userId)) as UserRecord;
  const answer: Omit<SyncAnswer, 'date'> = {};
  if (after(user.updatedAt, since)) Object.assign(answer, { info: toUserInfo(user), features: featuresOf(user) });

  const chats = await chatsChangedSince(db, user, since);
  if (chats.length > 0) answer.chats = chats;
  return answer;
}

/** The contract has already refused a date that cannot be read. */
const parseSince = (date: string | undefined): Date | null => (date ? new Date(date) : null);

export const syncHandlers: Handlers = {
  sync: async (input, ctx) => {
    const user = requireUser(ctx);
    const sessionId = ctx.sessionId!;
    const since = parseSince(input.date);
    const { db, realtime, config } = ctx.app;
    const release = ctx.app.caps.take('sync', user.id, sessionId);
    if (!release) throw new ApiProblem(429, 'errors.tooManyListeners');
    // Listen before looking, so whatever happens while we look still wakes the poll.
    let woken = false;
    let revoked = false;
    let wake = () => {};
    const unsubscribe = realtime.subscribe(channelsOf(user), () => {
      woken = true;
      wake();
    });
    // A sign-out, password reset or change ends this held sync, in whichever process it happened.
    const unwatch = ctx.app.access.watch(user.id, (event) => {
      if (!revokes(event, user.id, sessionId)) return;
      revoked = woken = true;
      wake();
    });
    try {
      const deadline = Date.now() + config.syncHoldMs;
      for (let first = true; ; first = false) {
        const now = await databaseNow(db);
        const changes = await changesSince(db, user.id, since);
        const remaining = deadline - Date.now();
        if (revoked) throw new ApiProblem(401, 'errors.wrongToken', 600);
        if (!since || Object.keys(changes).length > 0 || remaining <= 0 || ctx.signal.aborted)
          return { date: now.toISOString(), ...changes };
        // About to hold: revoked before the watch began, nothing would announce it now.
        if (first && !(await sessionActive(db, sessionId))) throw new ApiProblem(401, 'errors.wrongToken', 600);
        if (!woken) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, remaining);
            const done = () => {
              clearTimeout(timer);
              ctx.signal.removeEventListener('abort', done);
              resolve();
            };
            wake = done;
            ctx.signal.addEventListener('abort', done);
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
