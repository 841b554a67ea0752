/**
 * sync: a change to the user wakes a held sync at once, wherever it is made; and change times come
 * from the database's clock, so an app server whose clock runs behind loses nothing; and a change
 * whose transaction began before an answer but commits after it is reported by the next one.
 */
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { upsertStaff } from '../../src/seed/staff.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const HOLD_MS = 3000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', SYNC_HOLD_MS: String(HOLD_MS) });
});
afterAll(() => t.close());

/** Starts a sync that has nothing to report, makes the change once it is held, and times the answer. */
async function heldSyncAround(token: string, change: () => Promise<unknown>) {
  const { date } = (await t.call('sync', {}, token)).body;
  const subscribed = t.app.context.realtime.subscriptions;
  const started = Date.now();
  const waiting = t.call('sync', { date }, token);
  await expect.poll(() => t.app.context.realtime.subscriptions).toBeGreaterThan(subscribed);
  await change();
  const answer = await waiting;
  return { ms: Date.now() - started, body: answer.body };
}

describe('a held sync', () => {
  it('answers at once when the user edits their info', async () => {
    const { token } = await t.register('edit@example.com');
    const { ms, body } = await heldSyncAround(token, () =>
      t.call('user/info/commonEdit', { info: { bday: '2020-05-06' } }, token),
    );
    expect(ms).toBeLessThan(HOLD_MS / 2);
    expect(body.info!.bday).toBe('2020-05-06');
  });

  it('answers at once when the user becomes a partner', async () => {
    const { token } = await t.register('partner@example.com');
    const { ms, body } = await heldSyncAround(token, () => t.call('user/typechange', { type: 4 }, token));
    expect(ms).toBeLessThan(HOLD_MS / 2);
    expect(body.info!.type).toBe(4);
    expect(body.features!.length).toBeGreaterThan(0);
  });

  it('answers at once when the staff CLI changes the features', async () => {
    const email = 'desk@example.com';
    const token = await t.signInAs(['team'], 2, email);
    // what the staff CLI runs
    const { ms, body } = await heldSyncAround(token, () =>
      upsertStaff(t.app.context.db, { email, password: 'pw', type: 2, features: ['team', 'moderation'] }),
    );
    expect(ms).toBeLessThan(HOLD_MS / 2);
    expect(body.features).toEqual(['team', 'moderation']);
  });
  it('lets go of a held sync whose client left', async () => {
    const { token } = await t.register('leaver@example.com');
    const { date } = (await t.call('sync', {}, token)).body;
    const before = t.app.context.realtime.subscriptions;
    const body = JSON.stringify({ date });
    const request = http.request(`${t.url}/api/sync`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
      },
    });
    request.on('error', () => {});
    request.end(body);
    await expect.poll(() => t.app.context.realtime.subscriptions).toBeGreaterThan(before);
    request.destroy();
    await expect.poll(() => t.app.context.realtime.subscriptions, { timeout: HOLD_MS / 2 }).toBe(before);
  });
});

describe('sync clock', () => {
  it('sees changes made by an app server whose clock runs behind the database', async () => {
    const { token } = await t.register('skew@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const { date } = (await t.call('sync', {}, token)).body;
    const RealDate = Date;
    const behind = 10 * 60_000;
    // The app server's clock ten minutes slow (new Date() only: in-process PGlite reads Date.now()
    // for its own clock, which must stay right).
    globalThis.Date = class extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() - behind);
        else super(...(args as [string]));
      }
    } as DateConstructor;
    try {
      expect((await t.call('user/info/commonEdit', { info: { locale: 'ru' } }, token)).status).toBe(200);
      await t.call(
        'chat/send',
        { roomid: room, events: [{ uid: 'skew-1', type: 'message', data: { type: 'message', text: 'hello' } }] },
        token,
      );
    } finally {
      globalThis.Date = RealDate;
    }
    const answer = (await t.call('sync', { date }, token)).body;
    expect(answer.info?.locale).toBe('ru');
    expect(answer.chats?.map((c: { uid: string }) => c.uid)).toContain(room);
  });
});

describe('sync cursor', () => {
  it('reports a change whose transaction was still open when a held sync answered', async () => {
    const { token, id } = await t.register('slow-writer@example.com');
    const room = (await t.call('chat/create/support', {}, token)).body.uid;
    const { date } = (await t.call('sync', {}, token)).body;
    // a writer on another connection (another process's request): its change is stamped now(), the
    // start of its transaction, and stays invisible until the test commits it
    let commit!: () => void;
    let done = false;
    const committed = new Promise<void>((resolve) => {
      commit = () => {
        done = true;
        resolve();
      };
    });
    let written!: () => void;
    const begun = new Promise<void>((resolve) => (written = resolve));
    const writer = t.app.context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ firstName: 'Late', updatedAt: sql`now()` })
        .where(eq(users.id, id));
      written();
      // a busy writer, not an idle one: PostgreSQL ends a transaction idle for 2 s (the app's
      // idle_in_transaction_session_timeout), as it would a stopped process's
      if (t.app.context.database.kind === 'pglite') await committed;
      else while (!done) await tx.execute(sql`select pg_sleep(0.05)`);
    });
    await begun;
    const subscribed = t.app.context.realtime.subscriptions;
    const held = t.call('sync', { date }, token);
    // the embedded database runs one transaction at a time: there nothing reads before the commit
    if (t.app.context.database.kind === 'pglite') commit();
    else await expect.poll(() => t.app.context.realtime.subscriptions).toBeGreaterThan(subscribed);
    // another change wakes the held sync; the writer commits only once it has answered
    const event = { uid: 'late-1', type: 'message', data: { type: 'message' as const, text: 'hello' } };
    const sent = t.call('chat/send', { roomid: room, events: [event] }, token);
    const answer = (await held).body;
    commit();
    await Promise.all([writer, sent]);
    const next = answer.info?.firstName === 'Late' ? answer : (await t.call('sync', { date: answer.date }, token)).body;
    expect(next.info?.firstName).toBe('Late');
  });
});
