/**
 * Your data is yours (issue 26 §11, decision 060): the export holds the account's rows and pictures;
 * a deletion revokes the sessions and leaves nothing personal in any table, while payments and a
 * partner's earnings stay for the books; staff do the same on a written request, logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { ACCOUNT_EXPORT_PATH, PICTURE_UPLOAD_PATH } from '@tt/contract';
import { earnings, notifications, payments, plans, privacyLog, pushRegistrations, users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { subjectOf } from '../helpers/smtp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EMAIL = 'natasha.petrova@example.com';
const CHAT_TEXT = 'Masha is scared of thunder, any gentle story?';
const SEARCH = 'masha thunder';
const BDAY = '2022-04-17';

const exportOf = (token: string, query = '') =>
  fetch(`${t.url}${ACCOUNT_EXPORT_PATH}${query}`, { headers: { authorization: `Bearer ${token}` } });

async function upload(token: string) {
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
async function familyWithEverything() {
  const db = t.app.context.db;
  const { token, id } = await t.register(EMAIL);
  await t.call('user/info/commonEdit', { info: { locale: 'ru', bday: BDAY } }, token);
  await db
    .update(users)
    .set({ firstName: 'Natasha', lastName: 'Petrova', phone: '+79990001122' })
    .where(eq(users.id, id));
  // the birthday's child and a second one (issue 26 §10)
  await t.call('user/children/list', {}, token);
  await t.call(
    'user/children/save',
    { child: { name: 'Mashenka', birthday: '2021-04-12', locale: 'ru', avatar: 'cat' } },
    token,
  );
  await t.call('userdata/pin/set', { pin: '2468' }, token);
  const picture = await upload(token);
  const room = (await t.call('chat/create/support', {}, token)).body.uid as string;
  await t.call(
    'chat/send',
    { roomid: room, events: [{ uid: 'm-1', type: 'message', data: { type: 'message', text: CHAT_TEXT } }] },
    token,
  );
  await t.call('explore/history/add', { type: 'search', key: SEARCH, data: { text: SEARCH } }, token);
  await db.insert(pushRegistrations).values({
    userId: id,
    device: 'web',
    appid: 'web',
    token: '{"endpoint":"https://push.example.com/natasha-phone"}',
  });
  await db.insert(notifications).values({ userId: id, type: 'support', title: 'Support', body: 'About Masha' });
  const partner = await t.register('partner-blogger@example.com', 'secret-password', 4);
  const [plan] = await db.select().from(plans).limit(1);
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
        identity: EMAIL,
        cardMask: '430000******0777',
        rebillId: 'rebill-1',
        receipt: { Email: EMAIL, Phone: '+79990001122', Taxation: 'usn_income', Items: [] },
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
  return { token, id, picture, room, paymentId: payment!.id, partnerId: partner.id };
}

/** Every row of every table of ours, as text, to search for what must be gone. */
async function everyRowAsText(): Promise<string> {
  const db = t.app.context.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select t::text as row from "${table_name}" t`))) as unknown as {
      rows: { row: string }[];
    };
    texts.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
  }
  return texts.join('\n');
}

describe('the account export', () => {
  let family: Awaited<ReturnType<typeof familyWithEverything>>;
  beforeAll(async () => {
    family = await familyWithEverything();
  });

  it("holds the user's rows and uploaded pictures, and no secrets", async () => {
    const res = await exportOf(family.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('.zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.account).toMatchObject({ id: family.id, email: EMAIL, bday: BDAY, firstName: 'Natasha', pinSet: true });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.chatEvents.map((e: { data: { text?: string } }) => e.data.text)).toContain(CHAT_TEXT);
    expect(data.activityHistory.map((h: { key: string }) => h.key)).toContain(SEARCH);
    expect(data.pushRegistrations).toEqual([expect.objectContaining({ device: 'web' })]);
    expect(data.notifications.map((n: { body: string }) => n.body)).toContain('About Masha');
    expect(data.children.map((c: { name: string | null; birthday: string }) => [c.name, c.birthday])).toEqual([
      [null, BDAY],
      ['Mashenka', '2021-04-12'],
    ]);
    expect(data.payments.map((p: { orderId: string }) => p.orderId)).toEqual(['order-7001']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/token_?hash|pin_?hash|passwordHash/i);
    // the picture and its thumbnail, as JPEG files
    const pictures = Object.keys(files).filter((name) => name.startsWith('pictures/'));
    expect(pictures.sort()).toEqual(
      [family.picture.image, family.picture.thumbnail].map((p) => `pictures/${p.split('/').pop()}`).sort(),
    );
    for (const name of pictures) expect([...files[name]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // the export itself is logged
    const log = await t.app.context.db.select().from(privacyLog).where(eq(privacyLog.subjectId, family.id));
    expect(log).toEqual([expect.objectContaining({ actorId: family.id, action: 'export' })]);
  });

  it('needs a session', async () => {
    expect((await fetch(`${t.url}${ACCOUNT_EXPORT_PATH}`)).status).toBe(401);
  });
});

describe('deleting the account', () => {
  it('revokes the sessions at once, erases everything personal, keeps the payment and the earning, and mails', async () => {
    const db = t.app.context.db;
    const family = await (async () => {
      // the export's family, found again by its address
      const [row] = await db.select().from(users).where(eq(users.email, EMAIL));
      const signIn = await t.call('user/signinv2', {
        login: EMAIL,
        password: await (await import('@tt/contract')).hashPassword(EMAIL, 'secret-password'),
      });
      return { id: row!.id, token: signIn.body.token as string };
    })();
    const [before] = await db.select().from(users).where(eq(users.id, family.id));
    const mailsBefore = t.smtp.received.length;
    expect(await everyRowAsText()).toContain(CHAT_TEXT);

    const res = await t.call('userdata/account/delete', {}, family.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    // every session is gone, this one included
    expect((await t.call('userdata/pin/status', {}, family.token)).status).toBe(401);
    expect((await exportOf(family.token)).status).toBe(401);

    // nothing personal in any table
    const everything = await everyRowAsText();
    for (const personal of [
      EMAIL,
      'natasha',
      'Natasha',
      'Petrova',
      '+79990001122',
      BDAY,
      CHAT_TEXT,
      SEARCH,
      'Mashenka',
      '2021-04-12',
    ]) {
      expect(everything, personal).not.toContain(personal);
    }
    expect(everything).not.toContain('push.example.com/natasha-phone');
    expect(everything).not.toContain('About Masha');
    expect(everything).not.toContain(before!.image!.split('/').pop()!);
    const [tombstone] = await db.select().from(users).where(eq(users.id, family.id));
    expect(tombstone).toMatchObject({ email: null, passwordHash: null, bday: null, firstName: null, image: null });
    expect(tombstone!.deletedAt).toBeInstanceOf(Date);

    // the uploaded files are gone from the media store
    const key = before!.image!.slice('/media/'.length);
    expect(await t.app.context.media.readKey(key)).toBeNull();
    expect((await fetch(`${t.url}${before!.image}`)).status).toBe(404);

    // the payment stays for the books, its payer the empty row; the partner's earning stays too
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, 'order-7001'));
    expect(payment).toMatchObject({ userId: family.id, value: 29900, promoCode: 'BLOG10' });
    expect(payment!.info.receipt).toEqual({ Taxation: 'usn_income', Items: [] });
    expect(await db.select().from(earnings).where(eq(earnings.userId, family.id))).toHaveLength(1);

    // the address can sign up again, as a stranger to the old account
    const mail = await t.smtp.waitFor(EMAIL, mailsBefore);
    expect(subjectOf(mail.raw).startsWith('Аккаунт удалён · Tiny Tidings')).toBe(true);
    expect((await t.call('user/signinv2', { login: EMAIL, password: 'x'.repeat(64) })).status).not.toBe(200);

    const log = await db.select().from(privacyLog).where(eq(privacyLog.subjectId, family.id));
    expect(log.map((row) => [row.action, row.actorId])).toEqual([
      ['export', family.id],
      ['delete', family.id],
    ]);
    expect((await t.call('userdata/account/delete', {}, family.token)).status).toBe(401);
  });
});

describe("staff, on a parent's written request", () => {
  it('export and delete with a note, logged with who did it; others may not', async () => {
    const db = t.app.context.db;
    const staff = await t.signInAs(['team']);
    const [staffRow] = await db.select().from(users).where(eq(users.email, 'team-1@example.com'));
    const moderator = await t.signInAs(['moderation']);
    const parent = await t.register('written-request@example.com');
    await t.call('user/info/commonEdit', { info: { locale: 'en' } }, parent.token);

    expect((await exportOf(moderator, `?user=${parent.id}&note=letter`)).status).toBe(403);
    expect((await exportOf(staff, `?user=${parent.id}`)).status).toBe(422);
    expect((await exportOf(staff, `?user=abc&note=letter of 2026-11-20`)).status).toBe(422);
    const zip = await exportOf(staff, `?user=${parent.id}&note=${encodeURIComponent('letter of 2026-11-20')}`);
    expect(zip.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['data.json']!));
    expect(data.account.email).toBe('written-request@example.com');

    expect((await t.call('team/users/delete', { id: parent.id, note: 'letter' }, moderator)).status).toBe(403);
    const noNote = await t.call('team/users/delete', { id: parent.id }, staff);
    expect(noNote.status).toBe(422);
    expect(noNote.problem.errors?.[0]?.field).toBe('note');
    const mailsBefore = t.smtp.received.length;
    expect((await t.call('team/users/delete', { id: parent.id, note: 'letter of 2026-11-20' }, staff)).status).toBe(
      200,
    );
    expect((await t.call('userdata/pin/status', {}, parent.token)).status).toBe(401);
    const mail = await t.smtp.waitFor('written-request@example.com', mailsBefore);
    expect(subjectOf(mail.raw).startsWith('Account deleted · Tiny Tidings')).toBe(true);
    const log = await db.select().from(privacyLog).where(eq(privacyLog.subjectId, parent.id));
    expect(log.map((row) => [row.action, row.actorId, row.note])).toEqual([
      ['export', staffRow!.id, 'letter of 2026-11-20'],
      ['delete', staffRow!.id, 'letter of 2026-11-20'],
    ]);
    expect(log[1]!.createdAt).toBeInstanceOf(Date);

    // a deleted account cannot be deleted again; a staff account is not deleted this way
    expect((await t.call('team/users/delete', { id: parent.id, note: 'again' }, staff)).status).toBe(404);
    const [moderatorRow] = await db.select().from(users).where(eq(users.email, 'moderation-2@example.com'));
    expect((await t.call('team/users/delete', { id: moderatorRow!.id, note: 'a letter' }, staff)).status).toBe(403);
    // nor exported: the same rule, the same answer, and nothing logged (issue 35 §4)
    const staffExport = await exportOf(staff, `?user=${moderatorRow!.id}&note=a%20letter`);
    expect(staffExport.status).toBe(403);
    expect(staffExport.headers.get('content-type')).toContain('application/problem+json');
    expect(await db.select().from(privacyLog).where(eq(privacyLog.subjectId, moderatorRow!.id))).toEqual([]);
  });
});
