/**
 * Your data is yours (issue 26 §11, decision 060; issue 32 §1): the export holds the account's rows and
 * files; deleting needs the password and the pin, revokes the sessions and leaves nothing of the person in
 * any table (listed from the catalog) or in the data folder, while payments and a partner's earnings stay
 * for the books without the person; staff do the same on a written request, logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { ACCOUNT_EXPORT_PATH, hashPassword } from '@tt/contract';
import { earnings, emailTokens, payments, privacyLog, sessions, staffAudit, users } from '../../src/db/schema.js';
import { pruneExpired, RETENTION_DAYS } from '../../src/modules/privacy/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  columnsNamingAnAccount,
  dataFolderPaths,
  everyRowAsText,
  familyWithEverything,
  MARKERS,
  rowsNaming,
  type Family,
} from '../helpers/family-data.js';
import { subjectOf } from '../helpers/smtp.js';
import { EXPORT_SECTIONS } from '../../src/modules/privacy/repositories/account-data.js';

let t: TestApp;
let family: Family;
beforeAll(async () => {
  t = await startTestApp();
  family = await familyWithEverything(t);
});
afterAll(async () => {
  await t?.close();
});

const { email: EMAIL, chat: CHAT_TEXT, bday: BDAY } = MARKERS;
const PASSWORD = () => hashPassword(EMAIL, 'secret-password');

const exportOf = (token: string, query = '') =>
  fetch(`${t.url}${ACCOUNT_EXPORT_PATH}${query}`, { headers: { authorization: `Bearer ${token}` } });

/** Columns that name a staff member or a partner's side, not the person's own data. */
const NOT_THE_PERSONS = ['staff_audit.actor_id', 'partner_info.verified_by', 'payout_statements.owner'];

describe('the account export', () => {
  it('holds every kind of data the account has, the files, a README saying what each is, and no secrets', async () => {
    const res = await exportOf(family.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('.zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = strFromU8(files['data.json']!);
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({ id: family.id, email: EMAIL, bday: BDAY, firstName: 'Natasha', pinSet: true });
    // the stories' language and the parent's own (decision 083)
    expect(data.account).toMatchObject({ locale: 'ru', parentLocale: 'ru' });
    // every marker of the person's data is in it (the push address is a device's secret: its device is listed)
    for (const [kind, marker] of Object.entries(MARKERS)) if (kind !== 'push') expect(json, kind).toContain(marker);
    expect(data.notifications.devices).toEqual([expect.objectContaining({ device: 'web' })]);
    expect(data.children.map((c: { name: string | null }) => c.name)).toEqual([null, 'Mashenka']);
    expect(data.plansAndPayments.payments.map((p: { orderId: string }) => p.orderId)).toEqual(['order-7001']);
    expect(data.stories.askedFor).toEqual([expect.objectContaining({ story: family.storyUid })]);
    expect(json).not.toMatch(/token_?hash|pin_?hash|passwordHash/i);
    // every table that names the account (from the catalog) is read by a section, and that section has it
    const sections = EXPORT_SECTIONS.map((s) => ({ ...s, rows: JSON.stringify(data[s.name]) }));
    for (const { table, column } of await columnsNamingAnAccount(t)) {
      if (NOT_THE_PERSONS.includes(`${table}.${column}`)) continue;
      if ((await rowsNaming(t, table, column, family.id)) === 0) continue;
      const holder = sections.find((s) => s.tables.includes(table));
      expect(holder, `${table} is in no section`).toBeDefined();
      expect(holder!.rows.length, holder!.name).toBeGreaterThan(4);
    }
    // the README names every file and every section, in the account's language (Russian here)
    const readme = strFromU8(files['README.txt']!);
    for (const name of ['data.json', 'pictures/', 'recordings/', ...EXPORT_SECTIONS.map((s) => `${s.name}:`)])
      expect(readme).toContain(name);
    expect(readme).toContain('Ваши данные из Tiny Tidings');
    // the picture and its thumbnail as JPEG, the recording's audio as it was saved
    const pictures = Object.keys(files).filter((name) => name.startsWith('pictures/'));
    expect(pictures.sort()).toEqual(
      [family.picture.image, family.picture.thumbnail].map((p) => `pictures/${p.split('/').pop()}`).sort(),
    );
    for (const name of pictures) expect([...files[name]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const audio = files[`recordings/${family.storyUid}/${family.recording}`];
    expect(strFromU8(audio!)).toBe(`OggS ${MARKERS.recording}`);
    // the export itself is logged
    const log = await t.app.context.db.select().from(privacyLog).where(eq(privacyLog.subjectId, family.id));
    expect(log).toEqual([expect.objectContaining({ actorId: family.id, action: 'export' })]);
  });

  it('needs a session', async () => {
    expect((await fetch(`${t.url}${ACCOUNT_EXPORT_PATH}`)).status).toBe(401);
  });
});

/** Where the account's number may stay: the emptied row itself and the books (payments, a partner's earnings). */
const KEPT_FOR_THE_BOOKS = ['users.id', 'payments.user_id', 'earnings.user_id'];

describe('deleting the account', () => {
  it('asks for the password (a session is not enough) and the pin, and deletes nothing without them', async () => {
    const tries: [Record<string, unknown>, string][] = [
      [{}, 'password'],
      [{ password: await hashPassword(EMAIL, 'a-guess'), pin: '2468' }, 'password'],
      [{ password: await PASSWORD() }, 'pin'],
      [{ password: await PASSWORD(), pin: '1357' }, 'pin'],
      [{ idToken: 'not-a-google-token', pin: '2468' }, 'idToken'],
    ];
    for (const [proof, field] of tries) {
      const res = await t.call('userdata/account/delete', proof, family.token);
      expect(res.status, JSON.stringify(proof)).toBe(422);
      expect(res.problem.errors?.map((e) => e.field)).toEqual([field]);
    }
    const [row] = await t.app.context.db.select().from(users).where(eq(users.id, family.id));
    expect(row).toMatchObject({ email: EMAIL, deletedAt: null });
  });

  it('revokes the sessions, leaves nothing of the person in any table or the data folder, keeps the books, mails', async () => {
    const db = t.app.context.db;
    // every column that names an account holds this one before (so the family has one of everything)
    const columns = await columnsNamingAnAccount(t);
    const partnerSide = ['earnings.owner', 'promo_codes.owner', 'partner_info.user_id'];
    for (const { table, column } of columns) {
      if ([...NOT_THE_PERSONS, ...partnerSide].includes(`${table}.${column}`)) continue;
      expect(await rowsNaming(t, table, column, family.id), `${table}.${column}`).toBeGreaterThan(0);
    }
    const [before] = await db.select().from(users).where(eq(users.id, family.id));
    const kids = (await t.call('user/children/list', {}, family.token)).body.children.map(
      (c: { uid: string }) => c.uid,
    );
    expect(kids).toHaveLength(2);
    const mailsBefore = t.smtp.received.length;
    expect(await everyRowAsText(t)).toContain(CHAT_TEXT);

    const res = await t.call('userdata/account/delete', { password: await PASSWORD(), pin: '2468' }, family.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    // every session is gone, this one included
    expect((await t.call('userdata/pin/status', {}, family.token)).status).toBe(401);
    expect((await exportOf(family.token)).status).toBe(401);

    // nothing personal in any table: no marker, no child's or chat's id, no file name
    const everything = await everyRowAsText(t);
    const ids = [...kids, family.room, `visitor-${family.id}`, family.recording, before!.image!.split('/').pop()!];
    for (const personal of [...Object.values(MARKERS), 'natasha', ...ids])
      expect(everything, personal).not.toContain(personal);
    // nor the account's number, but in its emptied row and the books
    for (const { table, column } of columns) {
      if (KEPT_FOR_THE_BOOKS.includes(`${table}.${column}`)) continue;
      expect(await rowsNaming(t, table, column, family.id), `${table}.${column}`).toBe(0);
    }
    const channel = new RegExp(`user:${family.id}\\b|"users": \\[[^\\]]*\\b${family.id}\\b`);
    const mentions = everything.split('\n').filter((line) => channel.test(line));
    // the staff's audit entry stays (who did what, when), its values emptied; the deletion's own record
    expect(mentions.map((line) => line.split(':')[0])).toEqual(['staff_audit']);
    const [audit] = await db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `user:${family.id}`));
    expect(audit).toMatchObject({ before: {}, after: {} });
    const log = await db.select().from(privacyLog).where(eq(privacyLog.subjectId, family.id));
    expect(log.map((row) => [row.action, row.actorId])).toEqual([['delete', family.id]]);
    const [tombstone] = await db.select().from(users).where(eq(users.id, family.id));
    expect(tombstone).toMatchObject({ email: null, passwordHash: null, bday: null, firstName: null, image: null });
    expect(tombstone).toMatchObject({ locale: null, parentLocale: null });
    expect(tombstone!.deletedAt).toBeInstanceOf(Date);

    // no file or folder of theirs in the data folder (pictures, recordings)
    const paths = dataFolderPaths(t.config.dataDir).filter((p) =>
      new RegExp(`(users|families)/${family.id}(/|$)`).test(p.split('\\').join('/')),
    );
    expect(paths).toEqual([]);
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
    const noNote = await t.callUnchecked('team/users/delete', { id: parent.id }, staff);
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
    // of the log only the deletion stays: who did it, when, on which request
    expect(log.map((row) => [row.action, row.actorId, row.note])).toEqual([
      ['delete', staffRow!.id, 'letter of 2026-11-20'],
    ]);
    expect(log[0]!.createdAt).toBeInstanceOf(Date);

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

describe('keeping periods (the privacy page states them)', () => {
  it('the daily pass removes ended sign-ins, old e-mail links, export records and old staff audit; recent ones stay', async () => {
    const db = t.app.context.db;
    const { id } = await t.register('kept-a-while@example.com');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.insert(sessions).values([
      { userId: id, tokenHash: 'ended-long-ago', revokedAt: daysAgo(RETENTION_DAYS.endedSignIns + 1) },
      { userId: id, tokenHash: 'ended-yesterday', revokedAt: daysAgo(1) },
    ]);
    await db.insert(emailTokens).values([
      { userId: id, tokenHash: 'old-link', purpose: 'restore', expiresAt: daysAgo(RETENTION_DAYS.emailLinks + 1) },
      { userId: id, tokenHash: 'new-link', purpose: 'restore', expiresAt: daysAgo(-1) },
    ]);
    await db.insert(privacyLog).values([
      { subjectId: id, actorId: id, action: 'export', createdAt: daysAgo(RETENTION_DAYS.exportRecords + 1) },
      { subjectId: id, actorId: id, action: 'export', createdAt: daysAgo(2) },
    ]);
    await db.insert(staffAudit).values([
      {
        action: 'verify',
        subject: `user:${id}`,
        before: {},
        after: {},
        createdAt: daysAgo(RETENTION_DAYS.staffAudit + 1),
      },
      { action: 'verify', subject: `user:${id}`, before: {}, after: {}, createdAt: daysAgo(3) },
    ]);
    await pruneExpired(db, new Date());
    const left = async (table: 'sessions' | 'email_tokens', column: string) =>
      (await db.execute(sql.raw(`select ${column} as v from ${table} where user_id = ${id}`))) as unknown as {
        rows: { v: string }[];
      };
    const sessionsLeft = (await left('sessions', 'token_hash')).rows.map((r) => r.v);
    expect(sessionsLeft).toContain('ended-yesterday');
    expect(sessionsLeft).not.toContain('ended-long-ago');
    expect((await left('email_tokens', 'token_hash')).rows.map((r) => r.v)).not.toContain('old-link');
    expect((await left('email_tokens', 'token_hash')).rows.map((r) => r.v)).toContain('new-link');
    expect(await db.select().from(privacyLog).where(eq(privacyLog.subjectId, id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.subject, `user:${id}`)),
    ).toHaveLength(1);
  });
});
