/**
 * The data of bench -- scale, by set-based inserts (bench/suites/fill.ts): users (every 50th a
 * partner) each with a support chat, chat events (a tenth in one busy chat of the parent's),
 * notifications (10,000 of them the parent's, to page deep) and story tasks with heavy results.
 */
import { sql } from 'drizzle-orm';
import { fill, type Exec } from '../fill.js';

export interface ScaleSize {
  users: number;
  events: number;
  notifications: number;
  tasks: number;
}

const scaleUser = (i: string) => sql.raw(`'scale-' || ${i} || '@bench.local'`);
/** Users i..j of the filled ones, by id (they were inserted in one run of ids). */
const scaleIds = (a: number, b: number) =>
  sql`between (select min(id) from users where email like 'scale-%@bench.local') + ${a - 1} and (select min(id) from users where email like 'scale-%@bench.local') + ${b - 1}`;

export async function fillUsersAndChats(exec: Exec, size: ScaleSize): Promise<void> {
  await fill(
    exec,
    'users',
    { to: size.users },
    (a, b) =>
      sql`insert into users (email, locale, bday, type, email_confirmed) select ${scaleUser('i')}, 'en', '2021-01-01', case when i % 50 = 0 then 4 else 0 end, true from generate_series(${a}::int, ${b}::int) i`,
  );
  await fill(
    exec,
    'support chats',
    { to: size.users },
    (a, b) =>
      sql`with made as (insert into chats (uid, kind, owner_id) select 'support-scale-' || u.id, 'support', u.id from users u where u.id ${scaleIds(a, b)} returning id, owner_id) insert into chat_members (chat_id, user_id, relation) select id, owner_id, 'owner' from made`,
  );
}

/** The busy chat's events (as its owner's messages, read up to the last as chat/send leaves them), then the rest spread. */
export async function fillEvents(exec: Exec, size: ScaleSize, busyRoom: string): Promise<void> {
  const busyEvents = Math.floor(size.events / 10);
  await fill(
    exec,
    'busy chat',
    { to: busyEvents },
    (a, b) =>
      sql`insert into chat_events (chat_id, uid, type, creator, data) select c.id, 'busy-' || g, 'message', c.owner_id, '{"type":"message","text":"hello"}'::jsonb from chats c, generate_series(${a}::int, ${b}::int) g where c.uid = ${busyRoom}`,
  );
  await exec(
    sql`insert into read_markers (user_id, room, event_id) select c.owner_id, c.uid, (select max(id) from chat_events e where e.chat_id = c.id) from chats c where c.uid = ${busyRoom} on conflict (user_id, room) do update set event_id = excluded.event_id`,
  );
  const perChat = Math.max(1, Math.floor((size.events - busyEvents) / size.users));
  await fill(
    exec,
    'chat events',
    { to: size.users },
    (a, b) =>
      sql`insert into chat_events (chat_id, uid, type, creator, data) select c.id, 'e-' || g, 'message', c.owner_id, '{"type":"message","text":"hi"}'::jsonb from chats c cross join generate_series(1, ${perChat}::int) g where c.kind = 'support' and c.owner_id ${scaleIds(a, b)}`,
  );
}

export async function fillNotifications(exec: Exec, size: ScaleSize, parentEmail: string): Promise<void> {
  const perUser = Math.max(1, Math.floor(size.notifications / size.users));
  await fill(
    exec,
    'notifications',
    { to: size.users },
    (a, b) =>
      sql`insert into notifications (user_id, type, title, body, read_at) select u.id, 'info', 'Note ' || g, 'body', case when g % 3 = 0 then now() else null end from users u cross join generate_series(1, ${perUser}::int) g where u.id ${scaleIds(a, b)}`,
  );
  // the parent's own: many, to page deep; two in three read, so unread ones are sparse
  await exec(
    sql`insert into notifications (user_id, type, title, body, read_at) select u.id, 'info', 'Mine ' || g, 'body', case when g % 3 = 0 then null else now() end from users u, generate_series(1, 10000) g where u.email = ${parentEmail}`,
  );
}

/** Story tasks as the studio leaves them: seven steps, a few kilobytes of outputs each. */
export async function fillTasks(exec: Exec, size: ScaleSize): Promise<void> {
  await fill(
    exec,
    'story tasks',
    { to: size.tasks },
    (a, b) => sql`insert into story_tasks (uid, purpose, workflow, status, results, seed, news_date, created_at)
      select 'task-scale-' || i,
        jsonb_build_object('type', 'tidingsStory', 'locale', case when i % 2 = 0 then 'en' else 'ru' end,
          'ageCluster', (array['upto3', '4to5', '6to7'])[1 + i % 3], 'users', jsonb_build_array(i, i + 1)),
        '[{"teamid":"news"},{"teamid":"writer"},{"teamid":"safety"},{"teamid":"illustrator"},{"teamid":"narrator"},{"teamid":"composer"},{"teamid":"assembler"}]'::jsonb,
        (array['approve', 'approve', 'approve', 'moderation', 'error', 'reject'])[1 + i % 6],
        jsonb_build_object('completed', '["news","writer","safety"]'::jsonb, 'error', null, 'progress', '{}'::jsonb,
          'outputs', jsonb_build_object('writer', jsonb_build_object('text',
            (select string_agg(md5((i * 100 + k)::text), ' ') from generate_series(1, 120) k)))),
        i, date '2026-11-23' - (i / 8), now() - make_interval(mins => i)
      from generate_series(${a}::int, ${b}::int) i`,
  );
}
