/**
 * A family with one of every kind of data an account can hold (issue 32 §1, §2), and the searches that
 * prove a deletion left none of it: every table from the database's own catalog, and the data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PICTURE_UPLOAD_PATH } from '@tt/contract';
import {
  chatEvents,
  chats,
  earnings,
  familyVoices,
  notifications,
  partnerNoticeSettings,
  payments,
  plans,
  publicSettings,
  pushRegistrations,
  staffAudit,
  storyReactions,
  storyTasks,
  storyViews,
  supportVisitors,
  trialsGiven,
  userPlans,
  users,
} from '../../src/db/schema.js';
import { familyVoiceFolder } from '../../src/modules/family-voice/index.js';
import type { TestApp } from './app.js';

/** What the person's data says about them: none of it may be found after the deletion. */
export const MARKERS = {
  email: 'natasha.petrova@example.com',
  firstName: 'Natasha',
  lastName: 'Petrova',
  phone: '+79990001122',
  bday: '2022-04-17',
  child: 'Mashenka',
  childBirthday: '2021-04-12',
  chat: 'Masha is scared of thunder, any gentle story?',
  search: 'masha thunder',
  push: 'push.example.com/natasha-phone',
  notification: 'About Masha',
  shareMessage: 'For grandma, from Natasha and Mashenka',
  visitorChat: 'Written from the support page before signing in',
  recording: 'natasha-reads-scene-1',
} as const;

async function uploadPicture(t: TestApp, token: string) {
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'masha.jpg');
  const res = await fetch(`${t.url}${PICTURE_UPLOAD_PATH}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { image: string; thumbnail: string };
}

/** A parent with every kind of personal data, a paid plan through a partner's code, and its earning. */
export async function familyWithEverything(t: TestApp) {
  const db = t.app.context.db;
  const m = MARKERS;
  const { token, id } = await t.register(m.email);
  await t.call('user/info/commonEdit', { info: { locale: 'ru', bday: m.bday } }, token);
  await t.call('user/info/language', { locale: 'ru' }, token); // the parent's own interface language
  await db.update(users).set({ firstName: m.firstName, lastName: m.lastName, phone: m.phone }).where(eq(users.id, id));
  // the birthday's child and a second one (issue 26 §10)
  await t.call('user/children/list', {}, token);
  await t.call(
    'user/children/save',
    { child: { name: m.child, birthday: m.childBirthday, locale: 'ru', avatar: 'cat' } },
    token,
  );
  await t.call('userdata/pin/set', { pin: '2468' }, token);
  const picture = await uploadPicture(t, token);
  const room = (await t.call('chat/create/support', {}, token)).body.uid as string;
  await t.call(
    'chat/send',
    { roomid: room, events: [{ uid: 'm-1', type: 'message', data: { type: 'message', text: m.chat } }] },
    token,
  );
  await t.call('explore/history/add', { type: 'search', key: m.search, data: { text: m.search } }, token);
  await db
    .insert(pushRegistrations)
    .values({ userId: id, device: 'web', appid: 'web', token: `{"endpoint":"https://${m.push}"}` });
  await db.insert(notifications).values({ userId: id, type: 'support', title: 'Support', body: m.notification });
  // a story they asked for (Get story), watched past half, liked, shared with a message, and read aloud
  const storyUid = await t.publishedStory();
  await db.insert(storyTasks).values({
    uid: `t-asked-${id}`,
    purpose: { type: 'tidingsStory', locale: 'ru', ageCluster: '4to5', users: [id] },
    workflow: [],
    results: { completed: [], outputs: {}, progress: {}, error: null },
    seed: 1,
    newsDate: '2026-11-20',
    storyUid,
  });
  await db.insert(storyViews).values({ storyUid, userId: id });
  await db.insert(storyReactions).values({ storyUid, userId: id, value: 1 });
  await db
    .insert(publicSettings)
    .values({ id: `share-${id}`, userId: id, info: { url: `/story/${storyUid}`, message: m.shareMessage } });
  const recording = `scene-1-${m.recording}.ogg`;
  await t.app.context.media.writeIn(familyVoiceFolder(id, storyUid), recording, Buffer.from(`OggS ${m.recording}`));
  await db.insert(familyVoices).values({
    userId: id,
    storyUid,
    title: 'The giraffe',
    scenes: [{ audio: recording, duration: 2, words: [], text: 'A giraffe is born.', bytes: 20 }],
    bytes: 20,
  });
  // a visitor's support chat under the same address, written before the account existed
  const [visitorChat] = await db
    .insert(chats)
    .values({ uid: `visitor-${id}`, kind: 'support' })
    .returning();
  await db.insert(supportVisitors).values({ chatId: visitorChat!.id, email: m.email, locale: 'ru' });
  await db
    .insert(chatEvents)
    .values({ chatId: visitorChat!.id, uid: 'v-1', type: 'message', data: { type: 'message', text: m.visitorChat } });
  const partner = await t.register('partner-blogger@example.com', 'secret-password', 4);
  await db.insert(partnerNoticeSettings).values({ userId: id, sales: false });
  // the staff's audit of them (a type change, say), with their details before and after
  await db.insert(staffAudit).values({
    actorId: partner.id,
    action: 'typeChange',
    subject: `user:${id}`,
    before: { email: m.email, type: 0 },
    after: { email: m.email, phone: m.phone, type: 4 },
  });
  const [plan] = await db.select().from(plans).limit(1);
  await db.insert(userPlans).values({ userId: id, planId: plan!.id, active: true, cardMask: '430000******0777' });
  await db.insert(trialsGiven).values({ userId: id, mailbox: m.email }).onConflictDoNothing();
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: 'order-7001',
      userId: id,
      planId: plan!.id,
      value: 29900,
      status: 'CONFIRMED',
      valid: true,
      promoCode: 'BLOG10',
      info: {
        statuses: [],
        refunds: [],
        kind: 'init',
        identity: m.email,
        cardMask: '430000******0777',
        rebillId: 'rebill-1',
        receipt: { Email: m.email, Phone: m.phone, Taxation: 'usn_income', Items: [] },
      },
    })
    .returning();
  await db.insert(earnings).values({
    paymentId: payment!.id,
    owner: partner.id,
    userId: id,
    code: 'BLOG10',
    currency: 'rub',
    percent: 10,
    paid: 29900,
    reward: 2990,
    remaining: 2990,
    date: new Date(),
  });
  return { token, id, picture, room, storyUid, recording, paymentId: payment!.id, partnerId: partner.id };
}
export type Family = Awaited<ReturnType<typeof familyWithEverything>>;

type Rows<T> = { rows: T[] };

/** Every row of every table of ours (listed from the catalog, not by hand), as text. */
export async function everyRowAsText(t: TestApp): Promise<string> {
  const db = t.app.context.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as Rows<{ table_name: string }>;
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select t::text as row from "${table_name}" t`))) as unknown as Rows<{
      row: string;
    }>;
    texts.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
  }
  return texts.join('\n');
}

/** Every column that points at an account (a foreign key to users.id), from the catalog. */
export async function columnsNamingAnAccount(t: TestApp): Promise<{ table: string; column: string }[]> {
  const found = (await t.app.context.db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass
    order by 1, 2`)) as unknown as Rows<{ table: string; column: string }>;
  return found.rows.map((r) => ({ table: r.table.replace(/^"|"$/g, ''), column: r.column }));
}

/** How many rows of `table` name the account in `column`. */
export async function rowsNaming(t: TestApp, table: string, column: string, id: number): Promise<number> {
  const res = (await t.app.context.db.execute(
    sql.raw(`select count(*)::int as n from "${table}" where "${column}" = ${Number(id)}`),
  )) as unknown as Rows<{ n: number }>;
  return Number(res.rows[0]!.n);
}

/** Every file and folder under the data folder (the media store and its private and withheld folders). */
export function dataFolderPaths(dataDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      out.push(path.relative(dataDir, full));
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dataDir);
  return out;
}
