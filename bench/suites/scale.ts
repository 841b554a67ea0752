/**
 * npm run bench -- scale: a PostgreSQL database filled to SCALE_USERS users (100,000), each with a
 * support chat, SCALE_EVENTS chat events (1,000,000, one busy chat holding a tenth) and
 * SCALE_NOTIFICATIONS notifications (1,000,000), by set-based inserts with a progress bar; then
 * p50/p95 of the calls a parent, a partner and a staff member make, and the plans of the hot queries.
 * Goal: every call p95 ≤ 20 ms, with times that follow the page, not the data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { hashPassword } from '@tt/contract';
import { buildApp } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';
import { upsertStaff, DEMO_STAFF } from '@tt/server/src/seed/staff.js';
import { createBenchDatabase } from './realtime/database.js';

const USERS = Number(process.env.SCALE_USERS ?? 100_000);
const EVENTS = Number(process.env.SCALE_EVENTS ?? 1_000_000);
const NOTIFICATIONS = Number(process.env.SCALE_NOTIFICATIONS ?? 1_000_000);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 40);
const CHUNK = 20;

function progress(label: string, done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(
    `\r${label.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / total) * 100)}%`,
  );
  if (done >= total) process.stdout.write('\n');
}

type Exec = (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;

/** `total` rows in CHUNK set-based statements, each given its [from, to] slice of 1..total. */
async function fill(
  label: string,
  total: number,
  statement: (from: number, to: number) => ReturnType<typeof sql>,
  exec: Exec,
) {
  const step = Math.ceil(total / CHUNK);
  for (let from = 1; from <= total; from += step) {
    await exec(statement(from, Math.min(total, from + step - 1)));
    progress(label, Math.min(total, from + step - 1), total);
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

export async function scaleSuite(): Promise<void> {
  const database = await createBenchDatabase('bench -- scale');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-scale-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      JOB_WORKERS: 'false',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_LOGIN: '100000',
      DATABASE_URL: database.url,
    }),
  );
  const exec: Exec = (query) => app.context.db.execute(query) as never;
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
      await call('user/create', { login: email, password });
      return { token: (await call('user/signinv2', { login: email, password })).token as string, password };
    };

    console.log(`${USERS} users, ${EVENTS} chat events, ${NOTIFICATIONS} notifications on PostgreSQL`);
    const started = Date.now();
    await fill(
      'users',
      USERS,
      (a, b) =>
        sql`insert into users (email, locale, bday, type, email_confirmed) select 'scale-' || i || '@bench.local', 'en', '2021-01-01', case when i % 50 = 0 then 4 else 0 end, true from generate_series(${a}::int, ${b}::int) i`,
      exec,
    );
    await fill(
      'support chats',
      USERS,
      (a, b) =>
        sql`with made as (insert into chats (uid, kind, owner_id) select 'support-scale-' || u.id, 'support', u.id from users u where u.email in (select 'scale-' || i || '@bench.local' from generate_series(${a}::int, ${b}::int) i) returning id, owner_id) insert into chat_members (chat_id, user_id, relation) select id, owner_id, 'owner' from made`,
      exec,
    );
    // the parent's busy support chat: a tenth of the events; the rest spread over every chat
    const parent = await signUp('scale-parent@bench.local');
    const busy = (await call('chat/create/support', {}, parent.token)).uid as string;
    const busyEvents = Math.floor(EVENTS / 10);
    await fill(
      'busy chat',
      busyEvents,
      (a, b) =>
        sql`insert into chat_events (chat_id, uid, type, creator, data) select c.id, 'busy-' || g, 'message', c.owner_id, '{"type":"message","text":"hello"}'::jsonb from chats c, generate_series(${a}::int, ${b}::int) g where c.uid = ${busy}`,
      exec,
    );
    const perChat = Math.max(1, Math.floor((EVENTS - busyEvents) / USERS));
    await fill(
      'chat events',
      USERS,
      (a, b) =>
        sql`insert into chat_events (chat_id, uid, type, creator, data) select c.id, 'e-' || g, 'message', c.owner_id, '{"type":"message","text":"hi"}'::jsonb from chats c cross join generate_series(1, ${perChat}::int) g where c.kind = 'support' and c.uid like 'support-scale-%' and c.owner_id between (select min(id) from users where email like 'scale-%@bench.local') + ${a - 1} and (select min(id) from users where email like 'scale-%@bench.local') + ${b - 1}`,
      exec,
    );
    const perUser = Math.max(1, Math.floor(NOTIFICATIONS / USERS));
    await fill(
      'notifications',
      USERS,
      (a, b) =>
        sql`insert into notifications (user_id, type, title, body, read_at) select u.id, 'info', 'Note ' || g, 'body', case when g % 3 = 0 then now() else null end from users u cross join generate_series(1, ${perUser}::int) g where u.id between (select min(id) from users where email like 'scale-%@bench.local') + ${a - 1} and (select min(id) from users where email like 'scale-%@bench.local') + ${b - 1}`,
      exec,
    );
    // the parent's own: many, to page deep
    await exec(
      sql`insert into notifications (user_id, type, title, body) select u.id, 'info', 'Mine ' || g, 'body' from users u, generate_series(1, 10000) g where u.email = 'scale-parent@bench.local'`,
    );
    await exec(sql`analyze`);
    console.log(`filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const partner = await signUp('scale-partner@bench.local');
    await call('user/typechange', { type: 4 }, partner.token);
    const staffPassword = 'scale-staff-password';
    await upsertStaff(app.context.db, { ...DEMO_STAFF, email: 'scale-staff@bench.local', password: staffPassword });
    const staffToken = (
      await call('user/signinv2', {
        login: 'scale-staff@bench.local',
        password: await hashPassword('scale-staff@bench.local', staffPassword),
      })
    ).token as string;

    const plan: [string, string, Record<string, unknown>, string][] = [
      ['parent', 'app/info', {}, parent.token],
      ['parent', 'user/info/get', {}, parent.token],
      ['parent', 'sync', {}, parent.token],
      ['parent', 'chat/events/get', { roomid: busy, count: 20 }, parent.token],
      ['parent', 'notifications/list', { pageNumber: 0, pageSize: 20, includeOnlyUnreadFilter: false }, parent.token],
      ['parent', 'notifications/list', { pageNumber: 0, pageSize: 20, includeOnlyUnreadFilter: true }, parent.token],
      ['parent', 'payments/userplans', {}, parent.token],
      ['partner', 'user/info/get', {}, partner.token],
      ['partner', 'sync', {}, partner.token],
      ['partner', 'partner/info/get', {}, partner.token],
      ['staff', 'sync', {}, staffToken],
      ['staff', 'team/support/chats', { pageNumber: 0, pageSize: 20 }, staffToken],
      ['staff', 'team/support/chats', { pageNumber: 0, pageSize: 20, searchStrFilter: 'scale-777' }, staffToken],
      ['staff', 'team/users/list', { pageNumber: 0, pageSize: 20 }, staffToken],
    ];
    console.log(`\n${'who'.padEnd(8)} ${'call'.padEnd(48)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`);
    let missed = 0;
    for (const [who, p, body, token] of plan) {
      const label = `${p} ${JSON.stringify(body)}`.slice(0, 48);
      const times: number[] = [];
      try {
        for (let i = 0; i < SAMPLES; i++) {
          const t0 = performance.now();
          await call(p, body, token);
          times.push(performance.now() - t0);
        }
      } catch (err) {
        console.log(`${who.padEnd(8)} ${label.padEnd(48)} failed: ${(err as Error).message.slice(0, 80)}`);
        continue;
      }
      times.sort((x, y) => x - y);
      const p95 = quantile(times, 0.95);
      if (p95 > 20) missed++;
      console.log(
        `${who.padEnd(8)} ${label.padEnd(48)} ${quantile(times, 0.5).toFixed(1).padStart(6)} ms ${p95.toFixed(1).padStart(6)} ms ${p95 <= 20 ? '' : 'MISSED'}`,
      );
    }
    console.log(missed ? `${missed} call(s) over the 20 ms p95 goal` : 'every call within p95 ≤ 20 ms');

    console.log('\nplans of the hot queries:');
    const explain = async (name: string, query: ReturnType<typeof sql>) => {
      const { rows } = await exec(sql`explain (analyze, costs off, timing off, summary on) ${query}`);
      console.log(`-- ${name}`);
      for (const row of rows) console.log(`   ${String(Object.values(row)[0])}`);
    };
    await explain(
      'lastEvents (newest event per chat)',
      sql`select * from chat_events where id in (select (select max(e.id) from chat_events e where e.chat_id = c.id) from chats c where c.uid = ${busy})`,
    );
    await explain(
      "othersMarkers (other readers' markers of 20 chats)",
      sql`select room, max(event_id) from read_markers where room in (select uid from chats where kind = 'support' order by last_event_at desc limit 20) and user_id <> 1 group by room`,
    );
    await explain(
      'notification page and counts',
      sql`select n.*, c.visible, c.unread from (select * from notifications where user_id = (select id from users where email = 'scale-parent@bench.local') and hidden_at is null order by id desc limit 20) n left join notification_counts c on c.user_id = n.user_id`,
    );
    await explain(
      'support inbox page',
      sql`select c.*, u.email from chats c join users u on u.id = c.owner_id where c.kind = 'support' order by c.last_event_at desc, c.id desc limit 20`,
    );
    await explain(
      'support inbox count',
      sql`select count(*) from chats c join users u on u.id = c.owner_id where c.kind = 'support'`,
    );
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
