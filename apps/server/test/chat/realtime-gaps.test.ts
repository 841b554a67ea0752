/**
 * Real-time delivery with no lock between writers (decision 068), on PostgreSQL in both runs (the
 * embedded database runs one transaction at a time, so nothing there can overtake): a message whose
 * transaction is still open when a later one commits is not overtaken, and a seq whose transaction
 * rolled back holds nothing up.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@tt/contract';
import { channels } from '../../src/modules/realtime/log.js';
import { NOTIFY_CHANNEL } from '../../src/modules/realtime/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { openSocket } from '../helpers/socket.js';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let t: TestApp;
/** A connection of the app's own pool, held by the test as another process's writer would be. */
let writer: pg.PoolClient;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false' }, { databaseUrl: url });
  writer = await t.app.context.database.pool!.connect();
});
afterAll(async () => {
  writer?.release();
  await t?.close();
});

/** The numbers of the readNotification messages a socket got, in arrival order. */
const numbers = (messages: ServerMessage[]) =>
  messages.flatMap((m) => (m.type === 'event' && m.payload.type === 'readNotification' ? [m.payload.ids[0]!] : []));

/** Opens a transaction on another connection that logs `n` for the user and stays open. */
async function openTransactionLogging(userId: number, n: number): Promise<void> {
  await writer.query('begin');
  await writer.query('select pg_current_xact_id()');
  const { rows } = await writer.query<{ seq: number }>(
    `insert into realtime_log (channel, payload) values ($1, $2) returning seq`,
    [channels.user(userId), { type: 'readNotification', ids: [n] }],
  );
  await writer.query(`select pg_notify($1, $2)`, [NOTIFY_CHANNEL, String(rows[0]!.seq)]);
}

const publish = (userId: number, n: number) =>
  t.app.context.realtime.publish([{ channel: channels.user(userId), payload: { type: 'readNotification', ids: [n] } }]);

describe('real-time delivery without a lock between writers', () => {
  it('holds a later message back until an earlier, slower transaction commits, then sends both in order', async () => {
    const { token, id } = await t.register('slow-writer@example.com');
    const socket = openSocket(t.url, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    await openTransactionLogging(id, 1);
    await publish(id, 2);
    // the later message has committed, but the earlier one's transaction is open: nothing may pass it
    await t.app.context.realtime.publish([{ channel: channels.user(0), payload: { type: 'readAllNotifications' } }]);
    expect(numbers(socket.messages)).toEqual([]);
    await writer.query('commit');
    await socket.next((m) => numbers([m])[0] === 2);
    expect(numbers(socket.messages)).toEqual([1, 2]);
    socket.close();
  });

  it('goes on past a seq whose transaction rolled back', async () => {
    const { token, id } = await t.register('rolled-back@example.com');
    const socket = openSocket(t.url, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    await openTransactionLogging(id, 1);
    await publish(id, 2);
    await writer.query('rollback');
    await publish(id, 3);
    await socket.next((m) => numbers([m])[0] === 3);
    expect(numbers(socket.messages)).toEqual([2, 3]);
    socket.close();
  });
});
