/**
 * Partner information, verification and the team's user tools over HTTP (panel §2–§6, decision 024):
 * the §5 edges of partner info, "empty", verify/unverify and the features they change reaching the
 * partner's socket and held sync, the users list, the type change, and who may call what.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { isEvent, openSocket } from '../helpers/socket.js';
import { partnerBank, partnerBankOk, partnerInfo } from '../helpers/partner-data.js';

const HOLD_MS = 4000;
let t: TestApp;
let team: string;
let moderator: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', SYNC_HOLD_MS: String(HOLD_MS) });
  team = await t.signInAs(['team'], 2);
  moderator = await t.signInAs(['moderation'], 8);
});
afterAll(() => t.close());

const [info, bank, bankOk] = [partnerInfo, partnerBank, partnerBankOk];
const fieldsOf = (res: { problem: { errors?: { field: string }[] } }) =>
  (res.problem.errors ?? []).map((e) => e.field).sort();
const code = (name: string) => ({ code: name, discount: 10, reward: 10, planid: 1, duration: '1m' as const });
/** This month's first and last day, as the earnings page asks (the range is inclusive: at most 31 days). */
const month = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
};
const featuresOf = async (token: string) => (await t.call('user/info/get', {}, token)).body.features as string[];

describe('partner information (panel §3, §5)', () => {
  it('answers "empty" (not an error) before anything is saved, then checks the Russian bank details', async () => {
    const { token, id } = await t.register('blogger1@example.com', 'secret-password', 4);
    const empty = await t.call('partner/info/get', {}, token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ userid: id, status: 'empty', veriefied: false, info: {} });

    const noBank = await t.call('partner/info/update', { info }, token);
    expect(noBank.status).toBe(422);
    expect(fieldsOf(noBank)).toEqual([
      'paymentinfo.account',
      'paymentinfo.bankname',
      'paymentinfo.bic',
      'paymentinfo.corr',
      'paymentinfo.inn',
      'paymentinfo.status',
    ]);
    // bic of 6 is short; the other numbers are right once their spaces go
    const shortBic = await t.call('partner/info/update', { info, paymentinfo: bank }, token);
    expect(shortBic.status).toBe(422);
    expect(shortBic.problem.errors).toEqual([
      expect.objectContaining({ field: 'paymentinfo.bic', message: 'Must be 7 to 10 characters' }),
    ]);

    const edges: [string, string, boolean][] = [
      ['inn', '123456789', false],
      ['inn', '1234567890', true],
      ['inn', '123456789012', true],
      ['inn', '1234567890123', false],
      ['inn', '12345678a0', false],
      ['bic', '1234567', true],
      ['bic', '1234567890', true],
      ['bic', '12345678901', false],
      ['account', '1'.repeat(19), false],
      ['account', '1'.repeat(21), false],
      ['corr', '2'.repeat(19), false],
      ['corr', '2'.repeat(20), true],
      ['ogrn', 'x1', false],
    ];
    for (const [field, value, ok] of edges) {
      const res = await t.call('partner/info/update', { info, paymentinfo: { ...bankOk, [field]: value } }, token);
      expect([field, value, res.status]).toEqual([field, value, ok ? 200 : 422]);
      if (!ok) expect(fieldsOf(res)).toEqual([`paymentinfo.${field}`]);
    }

    const saved = await t.call('partner/info/update', { info, paymentinfo: bankOk }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'verifying',
      veriefied: false,
      info: { country: 'ru', phone: '79123456789' },
      paymentinfo: { account: '40702810000000000001', bic: '044525225', status: 'se' },
    });
    expect((await t.call('partner/info/get', {}, token)).body).toEqual(saved.body);
  });

  it('needs no bank details outside Russia and keeps none; the contact fields are required', async () => {
    const { token } = await t.register('blogger2@example.com', 'secret-password', 4);
    const missing = await t.callUnchecked('partner/info/update', { info: { country: 'de' } }, token);
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing)).toEqual(['info.email', 'info.firstName', 'info.lastName', 'info.phone', 'info.social']);
    const badPhone = await t.call('partner/info/update', { info: { ...info, country: 'de', phone: '12-3' } }, token);
    expect(fieldsOf(badPhone)).toEqual(['info.phone']);
    const res = await t.call('partner/info/update', { info: { ...info, country: 'de' }, paymentinfo: bankOk }, token);
    expect(res.status).toBe(200);
    expect(res.body.paymentinfo).toEqual({});
    expect(res.body.info.country).toBe('de');
  });
});

describe('verification (panel §4, decision 024)', () => {
  it('adds promo on verify and takes it away on unverify; the partner hears it on the socket and in sync', async () => {
    const { token, id } = await t.register('blogger3@example.com', 'secret-password', 4);
    expect(await featuresOf(token)).toEqual(['promounmoderated']);
    // nothing to verify yet
    const early = await t.call('team/partner/verify', { userid: id }, team);
    expect(early.status).toBe(409);
    expect(early.problem.title).toMatch(/not filled in/);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, token);

    const socket = openSocket(t.url, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    const { date } = (await t.call('sync', {}, token)).body;
    const held = t.call('sync', { date }, token);
    const started = Date.now();
    const verified = await t.call('team/partner/verify', { userid: id }, team);
    expect(verified.body).toEqual({ success: true });
    await socket.next(isEvent('userChanged'));
    const synced = await held;
    expect(Date.now() - started).toBeLessThan(HOLD_MS / 2);
    expect(synced.body.features!.sort()).toEqual(['promo', 'promounmoderated']);
    socket.close();

    const teamView = await t.call('team/partner/info', { userid: id }, team);
    expect(teamView.body).toMatchObject({
      status: 'verified',
      veriefied: true,
      email: 'blogger3@example.com',
      type: 4,
    });
    expect((await t.call('partner/info/get', {}, token)).body.status).toBe('verified');

    const unverified = await t.call('team/partner/unverify', { userid: id, reason: 'The channel is private' }, team);
    expect(unverified.status).toBe(200);
    expect(await featuresOf(token)).toEqual(['promounmoderated']);
    expect((await t.call('partner/info/get', {}, token)).body).toMatchObject({
      status: 'refused',
      refusal: { reason: 'The channel is private' },
    });
  });

  it('asks a verified partner to confirm a change, which the team checks again while codes and earnings stay (decision 050)', async () => {
    const { token, id } = await t.register('blogger4@example.com', 'secret-password', 4);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, token);
    await t.call('team/partner/verify', { userid: id }, team);
    expect((await t.call('payments/promo/addcode', code('KEEPWORKING'), token)).status).toBe(200);
    const parent = await t.register('keeps-working@example.com');
    const check = () => t.call('payments/checkpromo', { code: 'keepworking', planid: 1 }, parent.token);
    expect((await check()).status).toBe(200);

    // the same data, as stored or as typed (spaces, case, order), changes nothing, asked or not
    const stored = (await t.call('partner/info/get', {}, token)).body;
    for (const same of [
      { info, paymentinfo: bankOk },
      // the output names every field it stored; the input type asks them all
      { info: { ...info, ...stored.info }, paymentinfo: stored.paymentinfo },
      { info: { ...info, country: 'ru' }, paymentinfo: { ...bankOk, ogrn: '' }, confirm: true },
    ]) {
      const res = await t.call('partner/info/update', same, token);
      expect(res.body).toMatchObject({ status: 'verified', updatedAt: stored.updatedAt });
    }
    expect((await featuresOf(token)).sort()).toEqual(['promo', 'promounmoderated']);

    const changed = { info: { ...info, social: 'https://t.me/anna2' }, paymentinfo: bankOk };
    const unconfirmed = await t.call('partner/info/update', changed, token);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.problem.title).toMatch(/confirm/);

    const confirmed = await t.call('partner/info/update', { ...changed, confirm: true }, token);
    expect(confirmed.body).toMatchObject({
      status: 'rechecking',
      veriefied: false,
      info: { social: 'https://t.me/anna2' },
    });
    expect((await t.call('team/partner/info', { userid: id }, team)).body.status).toBe('rechecking');
    // promo stays: the earnings and promo code pages, and the live codes at checkout
    expect((await featuresOf(token)).sort()).toEqual(['promo', 'promounmoderated']);
    expect((await check()).body).toEqual({ code: 'KEEPWORKING', feature: { discount: 10 } });
    expect((await t.call('payments/promo/codeusage', month(), token)).status).toBe(200);

    // the team accepts the new data, or unverifies: only then promo goes
    await t.call('team/partner/verify', { userid: id }, team);
    expect((await t.call('partner/info/get', {}, token)).body.status).toBe('verified');
    await t.call('team/partner/unverify', { userid: id, reason: 'Wrong account' }, team);
    expect(await featuresOf(token)).toEqual(['promounmoderated']);
    expect((await check()).status).toBe(404);
  });

  it('lets the team edit a partner without touching verification, and refuses non-partners', async () => {
    const { token, id } = await t.register('blogger5@example.com', 'secret-password', 4);
    await t.call('partner/info/update', { info, paymentinfo: bankOk }, token);
    await t.call('team/partner/verify', { userid: id }, team);
    const edited = await t.call(
      'team/partner/info/update',
      { userid: id, info: { ...info, lastName: 'Fixed' }, paymentinfo: bankOk },
      team,
    );
    expect(edited.body).toMatchObject({ status: 'verified', info: { lastName: 'Fixed' } });
    const badEdit = await t.call('team/partner/info/update', { userid: id, info, paymentinfo: {} }, team);
    expect(badEdit.status).toBe(422);

    const plain = await t.register('plain1@example.com');
    const refused = await t.call('team/partner/verify', { userid: plain.id }, team);
    expect(refused.status).toBe(409);
    expect(refused.problem.title).toMatch(/not a partner/);
    expect((await t.call('team/partner/info', { userid: 999_999 }, team)).status).toBe(404);
  });
});

describe('users list and type change (panel §2, §4)', () => {
  it('pages by 20, filters users and partners, searches e-mail, sorts by date, and masks contacts', async () => {
    const prefix = `list${Date.now()}`;
    const db = t.app.context.db;
    // straight into the table, a minute apart, oldest first
    const base = Date.now() - 60 * 60_000;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          email: `${prefix}-${i}@example.com`,
          type: i % 4 === 0 ? 4 : 0,
          features: i % 4 === 0 ? ['promounmoderated'] : [],
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: users.id });
    const made = rows.map((r) => r.id);
    await db.update(users).set({ phone: '79001112233' }).where(eq(users.id, made[1]!));
    await db.update(users).set({ phone: '+7 ***/ 33' }).where(eq(users.id, made[2]!));
    await db
      .update(users)
      .set({ phone: '***/1', email: `${prefix}-***/masked@example.com` })
      .where(eq(users.id, made[3]!));

    const list = (input: Record<string, unknown>) => t.call('team/users/list', input, moderator);
    const first = await list({ searchStrFilter: prefix.toUpperCase() });
    expect(first.body.count).toBe(23);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].id).toBe(made[22]);
    const second = await list({ searchStrFilter: prefix, pageNumber: 1 });
    expect(second.body.data.map((r: { id: number }) => r.id)).toEqual([made[2], made[1], made[0]]);
    const oldest = await list({ searchStrFilter: prefix, sortFields: [{ field: 'date', order: 'asc' }] });
    expect(oldest.body.data[0].id).toBe(made[0]);

    const partners = await list({ searchStrFilter: prefix, fieldsFilter: { type: 4 } });
    expect(partners.body.count).toBe(6);
    expect(partners.body.data.every((r: { type: number }) => r.type === 4)).toBe(true);
    const plain = await list({ searchStrFilter: prefix, fieldsFilter: { type: 0 } });
    expect(plain.body.count).toBe(17);
    const byField = await list({ fieldsFilter: { email: { value: `${prefix}-7@example.com`, like: false } } });
    expect(byField.body.data.map((r: { id: number }) => r.id)).toEqual([made[7]]);

    const row = (id: number) => [...first.body.data, ...second.body.data].find((r: { id: number }) => r.id === id);
    expect(row(made[1]!)).toMatchObject({ contact: '79001112233' });
    expect(row(made[2]!)).toMatchObject({ contact: `${prefix}-2@example.com` });
    expect(row(made[3]!)).toMatchObject({ contact: null });
    expect(row(made[0]!)).toMatchObject({ type: 4, features: ['promounmoderated'], avatar: null });
  });

  it('switches a user between 0 and 4 only, with the partner features following', async () => {
    const user = await t.register('switch@example.com');
    const toPartner = await t.call('team/users/changetype', { id: user.id, type: 4 }, team);
    expect(toPartner.body).toEqual({ success: true });
    expect((await t.call('user/info/get', {}, user.token)).body).toMatchObject({
      info: { type: 4 },
      features: ['news', 'promounmoderated'],
    });
    const again = await t.call('team/users/changetype', { id: user.id, type: 4 }, team);
    expect(again.status).toBe(409);
    expect(again.problem.title).toBe('The user already has this type');

    await t.call('partner/info/update', { info, paymentinfo: bankOk }, user.token);
    await t.call('team/partner/verify', { userid: user.id }, team);
    expect((await t.call('team/users/changetype', { id: user.id, type: 0 }, team)).status).toBe(200);
    expect((await t.call('user/info/get', {}, user.token)).body).toMatchObject({
      info: { type: 0 },
      features: ['news'],
    });

    const changes = (await t.call('team/audit/list', { subject: `user:${user.id}` }, team)).body.data;
    expect(changes.filter((e: { action: string }) => e.action === 'typeChange')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ type: 4 }), after: { type: 0, features: ['news'] } }),
      expect.objectContaining({
        before: expect.objectContaining({ type: 0 }),
        after: expect.objectContaining({ type: 4 }),
      }),
    ]);
    const toTeam = await t.call('team/users/changetype', { id: user.id, type: 2 }, team);
    expect(toTeam.status).toBe(422);
    expect(toTeam.problem.errors?.[0]).toMatchObject({ field: 'type' });
    expect(toTeam.problem.title).toMatch(/Only types 0 \(user\) and 4 \(partner\)/);
    const staff = await t.signInAs(['team'], 8, 'owner2@example.com');
    const staffId = (await t.call('user/info/get', {}, staff)).body.info.id;
    expect((await t.call('team/users/changetype', { id: staffId, type: 4 }, team)).status).toBe(409);
    expect((await t.call('team/users/changetype', { id: 999_999, type: 4 }, team)).status).toBe(404);
  });

  it('tells other types that system limitations prevent them from becoming a partner', async () => {
    const staff = await t.signInAs(['moderation'], 2);
    const res = await t.call('user/typechange', { type: 4 }, staff);
    expect(res.status).toBe(409);
    expect(res.problem.title).toBe('System limitations prevent you from becoming a partner');
  });
});

describe('access (panel §2, §6)', () => {
  it('lets each feature call exactly its calls', async () => {
    const admin = await t.signInAs(['admin'], 8);
    const promo = await t.signInAs(['promo'], 4);
    const partner = (await t.register('access@example.com', 'secret-password', 4)).token;
    const user = (await t.register('access-user@example.com')).token;
    const status = async (path: Parameters<TestApp['call']>[0], input: Record<string, unknown>, token: string) =>
      (await t.call(path, input, token)).status;
    const partnerId = (await t.call('user/info/get', {}, partner)).body.info.id;

    // users list: admin, team, moderation
    for (const token of [admin, team, moderator]) expect(await status('team/users/list', {}, token)).toBe(200);
    for (const token of [promo, partner, user]) expect(await status('team/users/list', {}, token)).toBe(403);
    // type change, verification and the team's partner info: team only
    for (const token of [admin, moderator, promo, partner, user]) {
      expect(await status('team/users/changetype', { id: partnerId, type: 0 }, token)).toBe(403);
      expect(await status('team/partner/verify', { userid: partnerId }, token)).toBe(403);
      expect(await status('team/partner/unverify', { userid: partnerId, reason: 'No' }, token)).toBe(403);
      expect(await status('team/partner/info', { userid: partnerId }, token)).toBe(403);
      expect(await status('team/partner/info/update', { userid: partnerId, info }, token)).toBe(403);
    }
    // partner info: promounmoderated
    expect(await status('partner/info/get', {}, partner)).toBe(200);
    for (const token of [admin, team, moderator, promo, user])
      expect(await status('partner/info/get', {}, token)).toBe(403);
    expect((await t.call('partner/info/get', {})).status).toBe(401);
  });
});
