/**
 * npm run bench -- scale: a PostgreSQL database filled to SCALE_USERS users (100,000), each with a
 * support chat, SCALE_EVENTS chat events (1,000,000, one busy chat holding a tenth),
 * SCALE_NOTIFICATIONS notifications (1,000,000) and SCALE_TASKS story tasks (20,000), by set-based
 * inserts with a progress bar (scale/fill-data.ts); then p50/p95 of the calls a parent, a partner
 * and a staff member make, with app/info (no query) as the machine's floor and the load average,
 * and the plan of each call's hottest statement (scale/statements.ts).
 * Goal: every call p95 ≤ 20 ms, with times that follow the page, not the data.
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { upsertStaff, DEMO_STAFF } from '@tt/server/src/seed/staff.js';
import { startBenchApp } from './bench-app.js';
import type { Exec } from './fill.js';
import { fillEvents, fillNotifications, fillTasks, fillUsersAndChats, type ScaleSize } from './scale/fill-data.js';
import { StatementLog } from './scale/statements.js';

const SIZE: ScaleSize = {
  users: Number(process.env.SCALE_USERS ?? 100_000),
  events: Number(process.env.SCALE_EVENTS ?? 1_000_000),
  notifications: Number(process.env.SCALE_NOTIFICATIONS ?? 1_000_000),
  tasks: Number(process.env.SCALE_TASKS ?? 20_000),
};
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 40);
const GOAL_MS = 20;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function scaleSuite(): Promise<void> {
  const bench = await startBenchApp('bench -- scale', 'scale', {
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_LOGIN: '100000',
  });
  const { app } = bench;
  const exec: Exec = (query) => app.context.db.execute(query) as never;
  const one = async (query: ReturnType<typeof sql>) => Object.values((await exec(query)).rows[0] ?? {})[0];
  try {
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}/api`;
    const call = async (p: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    const signUp = async (email: string) => {
      const password = await hashPassword(email, 'scale');
      await call('user/create', { login: email, password, parentConsent: PRIVACY_NOTICE_VERSION });
      return (await call('user/signinv2', { login: email, password })).token as string;
    };

    console.log(
      `${SIZE.users} users, ${SIZE.events} chat events, ${SIZE.notifications} notifications, ${SIZE.tasks} story tasks on PostgreSQL (load ${load()})`,
    );
    const started = Date.now();
    await fillUsersAndChats(exec, SIZE);
    const parentEmail = 'scale-parent@bench.local';
    const parent = await signUp(parentEmail);
    const busy = (await call('chat/create/support', {}, parent)).uid as string;
    await fillEvents(exec, SIZE, busy);
    await fillNotifications(exec, SIZE, parentEmail);
    await fillTasks(exec, SIZE);
    await exec(sql`analyze`);
    console.log(`filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const partner = await signUp('scale-partner@bench.local');
    await call('user/typechange', { type: 4 }, partner);
    const staffPassword = 'scale-staff-password';
    await upsertStaff(app.context.db, { ...DEMO_STAFF, email: 'scale-staff@bench.local', password: staffPassword });
    const staff = (
      await call('user/signinv2', {
        login: 'scale-staff@bench.local',
        password: await hashPassword('scale-staff@bench.local', staffPassword),
      })
    ).token as string;
    // where the parent's lists are 9,000 rows and 90 % of the busy chat deep
    const deepNote = Number(
      await one(
        sql`select id from notifications where user_id = (select id from users where email = ${parentEmail}) order by id desc offset 9000 limit 1`,
      ),
    );
    const deepEvent = Number(
      await one(
        sql`select id from chat_events where chat_id = (select id from chats where uid = ${busy}) order by id desc offset ${Math.floor(SIZE.events / 10) - Math.floor(SIZE.events / 100)} limit 1`,
      ),
    );
    const notes = { pageNumber: 0, pageSize: 20 };
    const page = { pageNumber: 0, pageSize: 20 };
    const plan: [string, string, Record<string, unknown>, string][] = [
      ['parent', 'app/info', {}, parent],
      ['parent', 'user/info/get', {}, parent],
      ['parent', 'sync', {}, parent],
      ['parent', 'chat/events/get', { roomid: busy, count: 20 }, parent],
      ['parent', 'chat/events/get', { roomid: busy, count: 20, from: deepEvent }, parent],
      ['parent', 'notifications/list', { ...notes, includeOnlyUnreadFilter: false }, parent],
      ['parent', 'notifications/list', { ...notes, includeOnlyUnreadFilter: true }, parent],
      ['parent', 'notifications/list', { ...notes, includeOnlyUnreadFilter: false, beforeId: deepNote }, parent],
      ['parent', 'notifications/list', { ...notes, includeOnlyUnreadFilter: true, beforeId: deepNote }, parent],
      ['parent', 'notifications/list', { pageNumber: 450, pageSize: 20, includeOnlyUnreadFilter: false }, parent],
      ['parent', 'payments/userplans', {}, parent],
      ['partner', 'user/info/get', {}, partner],
      ['partner', 'sync', {}, partner],
      ['partner', 'partner/info/get', {}, partner],
      ['staff', 'sync', {}, staff],
      ['staff', 'team/support/chats', page, staff],
      ['staff', 'team/support/chats', { ...page, searchStrFilter: 'scale-777' }, staff],
      ['staff', 'team/users/list', page, staff],
      ['staff', 'admin/moderation/list', { ...page, includeCount: true }, staff],
      ['staff', 'admin/moderation/list', { ...page, includeCount: true, searchStrFilter: 'task-scale-1234' }, staff],
      ['staff', 'admin/moderation/list', { ...page, includeCount: true, searchStrFilter: 'upto3' }, staff],
    ];

    const statements = new StatementLog(app.context.database.pool!);
    const hot: { label: string; statement: { text: string; values: unknown[] } }[] = [];
    console.log(`\nload average at the start of the calls: ${load()}`);
    console.log(
      `${'who'.padEnd(8)} ${'call'.padEnd(56)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'bytes'.padStart(7)} ${'hottest'.padStart(9)}`,
    );
    let missed = 0;
    for (const [who, p, body, token] of plan) {
      const shown = Object.entries(body)
        .filter(
          ([k, v]) => k !== 'roomid' && k !== 'pageSize' && k !== 'includeCount' && !(k === 'pageNumber' && v === 0),
        )
        .map(([k, v]) => `${k.replace('includeOnlyUnreadFilter', 'unread')}=${v}`);
      const label = `${p} ${shown.join(' ')}`.slice(0, 56);
      const times: number[] = [];
      let bytes = 0;
      try {
        // one unmeasured call first, as the api suite does: samples are of a warm call (JIT, plan, pages)
        await call(p, body, token);
        statements.reset();
        for (let i = 0; i < SAMPLES; i++) {
          const t0 = performance.now();
          bytes = JSON.stringify(await call(p, body, token)).length;
          times.push(performance.now() - t0);
        }
      } catch (err) {
        console.log(`${who.padEnd(8)} ${label.padEnd(56)} failed: ${(err as Error).message.slice(0, 80)}`);
        continue;
      }
      times.sort((x, y) => x - y);
      const p95 = quantile(times, 0.95);
      if (p95 > GOAL_MS) missed++;
      const top = statements.hottest();
      if (top) hot.push({ label: `${who} ${label}`, statement: top });
      console.log(
        `${who.padEnd(8)} ${label.padEnd(56)} ${quantile(times, 0.5).toFixed(1).padStart(6)} ms ${p95.toFixed(1).padStart(6)} ms ${String(bytes).padStart(7)} ${top ? `${top.meanMs.toFixed(2).padStart(6)} ms` : ''} ${p95 <= GOAL_MS ? '' : 'MISSED'}`,
      );
    }
    console.log(`load average at the end of the calls: ${load()}`);
    console.log(missed ? `${missed} call(s) over the ${GOAL_MS} ms p95 goal` : `every call within p95 ≤ ${GOAL_MS} ms`);

    console.log('\nplans of each call’s hottest statement (its own parameters):');
    for (const { label, statement } of hot) {
      console.log(`-- ${label}\n   ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}`);
      for (const line of await statements.explain(statement)) console.log(`   ${line}`);
    }
  } finally {
    await bench.stop();
  }
}
