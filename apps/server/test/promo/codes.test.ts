/** Promo codes over HTTP (panel §5): the edges of every rule, statuses by date, both lists, checkpromo. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertPromo } from '../helpers/payments.js';

let t: TestApp;
let partner: string;
let team: string;
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  partner = await t.signInAs(['promo'], 4, 'blogger@example.com');
  team = await t.signInAs(['team'], 2, 'team@example.com');
});
afterAll(() => t.close());

/** Any values, the refused ones too: the boundaries are what these tests are about. */
const add = (input: Record<string, unknown>, token = partner) =>
  t.callUnchecked('payments/promo/addcode', { discount: 10, reward: 10, planid: 1, duration: '1m', ...input }, token);

describe('creating promo codes', () => {
  it('takes whole percents only: a discount of 6 to 10, a reward of 6 to 13 (decision 049)', async () => {
    const answers: Record<string, number> = {};
    let n = 0;
    for (const [field, value] of [
      ['discount', 5],
      ['discount', 6],
      ['discount', 7.5],
      ['discount', 10],
      ['discount', 11],
      ['reward', 5],
      ['reward', 6],
      ['reward', 13],
      ['reward', 13.99],
      ['reward', 14],
    ] as const) {
      const res = await add({ code: `Edge${field}${'abcdefghijk'[n++]}`, [field]: value });
      answers[`${field}${value}`] = res.status;
      if (res.status === 422)
        expect(res.problem.errors?.[0]).toMatchObject({
          field,
          message: `A whole percent from 6 to ${field === 'discount' ? 10 : 13}`,
        });
    }
    expect(answers).toEqual({
      discount5: 422,
      discount6: 200,
      'discount7.5': 422,
      discount10: 200,
      discount11: 422,
      reward5: 422,
      reward6: 200,
      reward13: 200,
      'reward13.99': 422,
      reward14: 422,
    });
  });

  it('says an empty discount is required, and refuses a code that would already be over', async () => {
    const empty = await add({ code: 'NoDiscount', discount: undefined });
    expect(empty.status).toBe(422);
    expect(empty.problem.errors?.[0]).toMatchObject({ field: 'discount', message: 'discount is Required' });
    const over = await add({ code: 'LongOver', start: isoDay(-40), duration: '1m' });
    expect(over.status).toBe(422);
    expect(over.problem.errors?.[0]).toMatchObject({ field: 'start' });
    expect((await add({ code: 'StillOn', start: isoDay(-3), duration: '1w' })).status).toBe(200);
  });

  it('takes codes of 6 to 20 Latin letters and refuses Cyrillic, digits and duplicates in any case', async () => {
    const status = async (code: string) => (await add({ code })).status;
    expect(await status('abcde')).toBe(422);
    expect(await status('abcdef')).toBe(200);
    expect(await status('a'.repeat(20))).toBe(200);
    expect(await status('b'.repeat(21))).toBe(422);
    const cyrillic = await add({ code: 'ПРОМОКОД' });
    expect(cyrillic.status).toBe(422);
    expect(cyrillic.problem.errors?.[0]).toMatchObject({
      field: 'code',
      message: 'The code must be 6 to 20 Latin letters',
    });
    expect(await status('Promo2024')).toBe(422);
    const duplicate = await add({ code: 'ABCDEF' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.problem.errors?.[0]?.field).toBe('code');
    expect(duplicate.problem.title).toContain('taken');
    const plan = await add({ code: 'NoSuchPlan', planid: 999 });
    expect(plan.status).toBe(422);
    expect(plan.problem.errors?.[0]?.field).toBe('planid');
  });

  it('ends one week, month or year after the start, and the status follows the dates', async () => {
    const week = (await add({ code: 'WeekLong', start: '2030-01-31', duration: '1w' })).body;
    expect(week).toMatchObject({ start: '2030-01-31T00:00:00.000Z', end: '2030-02-07T00:00:00.000Z' });
    expect(week).toMatchObject({ status: 'notstarted', active: false, duration: '1w', code: 'WEEKLONG' });
    const month = (await add({ code: 'MonthLong', start: '2030-01-15', duration: '1m' })).body;
    expect(month.end).toBe('2030-02-15T00:00:00.000Z');
    const year = (await add({ code: 'YearLong', start: '2030-01-15', duration: '1y' })).body;
    expect(year.end).toBe('2031-01-15T00:00:00.000Z');
    // a code is never made already over (refused above); one that has run out shows as ended
    const owner = (await t.call('user/info/get', {}, partner)).body.info.id as number;
    await insertPromo(t.app.context.db, {
      code: 'LongGone',
      owner,
      planId: 1,
      discount: 10,
      startDaysAgo: 30,
      endInDays: -23,
    });
    const ended = (await t.call('payments/promo/list', { searchStrFilter: 'LONGGONE' }, partner)).body.data[0];
    expect(ended).toMatchObject({ status: 'end', active: false });
    const now = Date.now();
    const running = (await add({ code: 'RightNow', duration: '1w', discount: 7, reward: 9 })).body;
    expect(running).toMatchObject({ status: 'active', active: true, discount: 7, reward: 9 });
    expect(JSON.parse(running.feature)).toEqual({ discount: 7, reward: 9 });
    expect(Math.abs(Date.parse(running.start) - now)).toBeLessThan(5_000);
    expect(Date.parse(running.end) - Date.parse(running.start)).toBe(7 * DAY_MS);
  });

  it('is for verified partners and the team only', async () => {
    const unverified = await t.signInAs(['promounmoderated'], 4);
    const parent = await t.register('parent@example.com');
    expect((await add({ code: 'NotYetMine' }, unverified)).status).toBe(403);
    expect((await add({ code: 'NotMineAtAll' }, parent.token)).status).toBe(403);
    expect((await add({ code: 'TeamMadeCode' }, team)).status).toBe(200);
    expect((await t.call('payments/promo/list', {}, parent.token)).status).toBe(403);
    expect((await t.call('team/promo/list', {}, partner)).status).toBe(403);
  });
});

describe('listing promo codes', () => {
  it('pages by 20, sorts on the end date (newest end first by default) and searches; partners see their own', async () => {
    const other = await t.signInAs(['promo'], 4, 'other-blogger@example.com');
    for (let i = 0; i < 23; i++)
      await add({ code: `Paging${String.fromCharCode(97 + i)}`, start: isoDay(i), duration: '1w' }, other);
    const first = (await t.call('payments/promo/list', { pageNumber: 0, pageSize: 20 }, other)).body;
    expect(first.count).toBe(23);
    expect(first.data).toHaveLength(20);
    expect(first.data[0].code).toBe('PAGINGW');
    const ends = first.data.map((c: { end: string }) => Date.parse(c.end));
    expect([...ends].sort((a, b) => b - a)).toEqual(ends);
    const second = (await t.call('payments/promo/list', { pageNumber: 1, pageSize: 20 }, other)).body;
    expect(second.data.map((c: { code: string }) => c.code)).toEqual(['PAGINGC', 'PAGINGB', 'PAGINGA']);
    const asc = (
      await t.call('payments/promo/list', { sortFields: [{ field: 'date', order: 'asc' }], pageSize: 2 }, other)
    ).body;
    expect(asc.data.map((c: { code: string }) => c.code)).toEqual(['PAGINGA', 'PAGINGB']);
    const found = (await t.call('payments/promo/list', { searchStrFilter: 'gingk' }, other)).body;
    expect(found.data.map((c: { code: string }) => c.code)).toEqual(['PAGINGK']);
    // their own only: the first partner's codes are not in this list
    const mine = (await t.call('payments/promo/list', { searchStrFilter: 'weeklong' }, other)).body;
    expect(mine.count).toBe(0);
    expect((await t.call('payments/promo/list', { searchStrFilter: 'weeklong' }, partner)).body.count).toBe(1);
  });

  it('shows the team every code with its owner, searchable by the owner’s e-mail', async () => {
    const all = (await t.call('team/promo/list', { pageSize: 100 }, team)).body;
    const owners = new Set(all.data.map((c) => c.ownerEmail));
    expect(owners).toEqual(new Set(['blogger@example.com', 'other-blogger@example.com', 'team@example.com']));
    const byEmail = (await t.call('team/promo/list', { searchStrFilter: 'other-blogger', pageSize: 5 }, team)).body;
    expect(byEmail.count).toBe(23);
    expect(byEmail.data).toHaveLength(5);
  });
});

describe('checkpromo', () => {
  it('refuses the codes of a partner who lost verification, and takes them again once verified (decision 024)', async () => {
    const owner = 'lapsed-blogger@example.com';
    expect((await add({ code: 'LAPSEDCODE' }, await t.signInAs(['promo'], 4, owner))).status).toBe(200);
    const parent = await t.register('lapsed-checker@example.com');
    const check = () => t.call('payments/checkpromo', { code: 'lapsedcode', planid: 1 }, parent.token);
    expect((await check()).status).toBe(200);
    const statusForTeam = async () =>
      (await t.call('team/promo/list', { searchStrFilter: 'LAPSEDCODE' }, team)).body.data[0].status;
    expect(await statusForTeam()).toBe('active');
    await t.signInAs(['promounmoderated'], 4, owner);
    const refused = await check();
    expect(refused.status).toBe(404);
    expect(refused.problem.title).toBe('Promo code not found');
    // what staff see matches checkout (issue 25 point 10)
    expect(await statusForTeam()).toBe('paused');
    await t.signInAs(['promounmoderated', 'promo'], 4, owner);
    expect((await check()).body).toEqual({ code: 'LAPSEDCODE', feature: { discount: 10 } });
  });

  it('answers the code and its discount only for an active code of that plan, whatever the case', async () => {
    const parent = await t.register('checker@example.com');
    const check = (code: string, planid = 1) => t.call('payments/checkpromo', { code, planid }, parent.token);
    const ok = await check('rightnow');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 'RIGHTNOW', feature: { discount: 7 } });
    for (const [code, planid] of [
      ['RIGHTNOW', 2],
      ['WEEKLONG', 1],
      ['LONGGONE', 1],
      ['NOSUCHCODE', 1],
    ] as const) {
      const res = await check(code, planid);
      expect(res.status).toBe(404);
      expect(res.problem.title).toBe('Promo code not found');
    }
  });
});

describe('what an admin may create (issue 25 point 10, decision 067)', () => {
  it('makes only codes their own list shows, each with the status checkout gives it', async () => {
    const parent = await t.register('admin-code-buyer@example.com');
    const check = async (code: string) =>
      (await t.call('payments/checkpromo', { code, planid: 1 }, parent.token)).status;
    const listed = async (token: string, code: string) =>
      (await t.call('team/promo/list', { searchStrFilter: code }, token)).body.data;

    // an admin of a team type: the code is theirs, in their list, in the state a buyer meets
    const admin = await t.signInAs(['admin'], 8, 'house-admin@example.com');
    const made = await add({ code: 'HouseNow' }, admin);
    expect(made.body).toMatchObject({ status: 'active', active: true });
    expect(await listed(admin, 'HOUSENOW')).toEqual([
      expect.objectContaining({ code: 'HOUSENOW', status: 'active', ownerEmail: 'house-admin@example.com' }),
    ]);
    expect(await check('housenow')).toBe(200);
    const later = await add({ code: 'HouseLater', start: isoDay(5) }, admin);
    expect(later.body.status).toBe('notstarted');
    expect(await listed(admin, 'HOUSELATER')).toEqual([expect.objectContaining({ status: 'notstarted' })]);
    expect(await check('houselater')).toBe(404);

    // an admin of another type has no list (panel §6), so creates nothing they could not see
    const plainAdmin = await t.signInAs(['admin'], 0);
    expect((await t.call('team/promo/list', {}, plainAdmin)).status).toBe(403);
    const refused = await add({ code: 'InvisibleCode' }, plainAdmin);
    expect(refused.status).toBe(403);
    expect(refused.problem.title).toContain('Only an account with a promo code list creates codes');
    // an admin who is also an unverified partner: checkout would refuse the code, so it is not made
    // (it used to be made and answered Active)
    const partnerAdmin = await t.signInAs(['admin', 'promounmoderated'], 4);
    expect((await add({ code: 'RefusedAtCheckout' }, partnerAdmin)).status).toBe(403);
    for (const code of ['InvisibleCode', 'RefusedAtCheckout']) {
      expect(await check(code)).toBe(404);
      expect(await listed(team, code)).toEqual([]);
    }
  });
});
