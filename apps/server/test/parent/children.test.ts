/** Children's profiles (issue 26 §10): several children per account; the feed follows the chosen one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { CHILD_AVATARS, Locale } from '@tt/contract';

type ChildAvatar = (typeof CHILD_AVATARS)[number];

let t: TestApp;
let toddlerStory: string;
let olderRuStory: string;
beforeAll(async () => {
  t = await startTestApp();
  toddlerStory = await t.publishedStory({ locale: 'en', ageCluster: 'upto3', title: 'The duck and the puddle' });
  olderRuStory = await t.publishedStory({ locale: 'ru', ageCluster: '6to7', title: 'Выдра и ракушка' });
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear();
const feed = async (token: string) =>
  (await t.call('chat/events/get', { roomid: 'bot', count: 20 }, token)).body.events.map((e) => e.data.story);
const info = async (token: string) => (await t.call('user/info/get', {}, token)).body.info;
const child = (name: string, age: number, locale: Locale = 'en', avatar: ChildAvatar = 'rocket') => ({
  name,
  birthday: `${year - age}-03-01`,
  locale,
  avatar,
});

describe("children's profiles", () => {
  it("makes the account's birthday its first child, and follows the chosen child in the feed", async () => {
    const { token } = await t.register('two-kids@example.com');
    await t.call('user/info/commonEdit', { info: { locale: 'en', bday: `${year - 2}-01-01` } }, token);
    const first = (await t.call('user/children/list', {}, token)).body.children;
    expect(first).toEqual([
      expect.objectContaining({ name: null, birthday: `${year - 2}-01-01`, locale: 'en', chosen: true }),
    ]);
    expect(await feed(token)).toContain(toddlerStory);

    // a second child, older and listening in Russian: added, not chosen, the account as it was
    const added = (await t.call('user/children/save', { child: child('Маша', 6, 'ru') }, token)).body.children;
    expect(added.map((c: { name: string | null; chosen: boolean }) => [c.name, c.chosen])).toEqual([
      [null, true],
      ['Маша', false],
    ]);
    expect((await info(token)).bday).toBe(`${year - 2}-01-01`);

    // choosing her moves the feed to her age and language
    const masha = added[1].uid;
    const chosen = (await t.call('user/children/choose', { uid: masha }, token)).body.children;
    expect(chosen.find((c) => c.chosen)!.uid).toBe(masha);
    expect(await info(token)).toEqual(expect.objectContaining({ bday: `${year - 6}-03-01`, locale: 'ru' }));
    const hers = await feed(token);
    expect(hers).toContain(olderRuStory);
    expect(hers).not.toContain(toddlerStory);

    // the profile's birthday is the chosen child's
    await t.call('user/info/commonEdit', { info: { bday: `${year - 7}-03-01` } }, token);
    const after = (await t.call('user/children/list', {}, token)).body.children;
    expect(after.find((c) => c.uid === masha)!.birthday).toBe(`${year - 7}-03-01`);

    // removing the chosen child chooses the other, and the account follows; the last one stays
    const removed = (await t.call('user/children/remove', { uid: masha }, token)).body.children;
    expect(removed).toHaveLength(1);
    expect(removed[0].chosen).toBe(true);
    expect((await info(token)).bday).toBe(`${year - 2}-01-01`);
    const last = await t.call('user/children/remove', { uid: removed[0].uid }, token);
    expect(last.status).toBe(409);
    expect(last.problem.title).toBe('The only child cannot be removed: change their name and birthday instead');
  });

  it('asks for the parental pin to switch child when one is set', async () => {
    const { token } = await t.register('pin-kids@example.com');
    await t.call('user/children/save', { child: child('Tom', 3) }, token);
    const [tom] = (await t.call('user/children/list', {}, token)).body.children;
    expect(tom.chosen).toBe(true); // a new account's first child is the one the app is for
    expect((await info(token)).bday).toBe(`${year - 3}-03-01`);
    const ann = (await t.call('user/children/save', { child: child('Ann', 5) }, token)).body.children[1];
    await t.call('userdata/pin/set', { pin: '4821' }, token);

    const bare = await t.call('user/children/choose', { uid: ann.uid }, token);
    expect(bare.status).toBe(422);
    expect(bare.problem.errors![0].field).toBe('pin');
    expect((await t.call('user/children/choose', { uid: ann.uid, pin: '1111' }, token)).status).toBe(422);
    expect((await info(token)).bday).toBe(`${year - 3}-03-01`);
    expect((await t.call('user/children/choose', { uid: ann.uid, pin: '4821' }, token)).status).toBe(200);
    expect((await info(token)).bday).toBe(`${year - 5}-03-01`);
  });

  describe('every other call that changes whom the feed follows asks the pin too', () => {
    /** Tom (3, English) chosen, Ann (5) beside him, and a pin. */
    async function familyWithPin(email: string) {
      const { token } = await t.register(email);
      await t.call('user/children/save', { child: child('Tom', 3) }, token);
      const [tom, ann] = (await t.call('user/children/save', { child: child('Ann', 5) }, token)).body.children;
      await t.call('userdata/pin/set', { pin: '4821' }, token);
      return { token, tom, ann };
    }
    const refusedForPin = (answer: { status: number; problem: { errors?: { field: string }[] } }) => {
      expect(answer.status).toBe(422);
      expect(answer.problem.errors![0]!.field).toBe('pin');
    };
    const tomsFeed = { bday: `${year - 3}-03-01`, locale: 'en' as const };

    it('user/children/save of the chosen child with another birthday or language', async () => {
      const { token, tom, ann } = await familyWithPin('pin-save@example.com');
      refusedForPin(await t.call('user/children/save', { uid: tom.uid, child: child('Tom', 5) }, token));
      refusedForPin(await t.call('user/children/save', { uid: tom.uid, child: child('Tom', 3, 'ru') }, token));
      expect(await info(token)).toMatchObject(tomsFeed);
      expect((await t.call('user/children/list', {}, token)).body.children[0].birthday).toBe(tomsFeed.bday);
      // a new name, or another child's change, is not the feed's
      expect((await t.call('user/children/save', { uid: tom.uid, child: child('Tommy', 3) }, token)).status).toBe(200);
      expect((await t.call('user/children/save', { uid: ann.uid, child: child('Ann', 6) }, token)).status).toBe(200);
      const withPin = await t.call('user/children/save', { uid: tom.uid, child: child('Tom', 5), pin: '4821' }, token);
      expect(withPin.status).toBe(200);
      expect((await info(token)).bday).toBe(`${year - 5}-03-01`);
    });

    it('user/info/commonEdit with another birthday or language', async () => {
      const { token } = await familyWithPin('pin-edit@example.com');
      refusedForPin(await t.call('user/info/commonEdit', { info: { bday: `${year - 6}-01-01` } }, token));
      refusedForPin(await t.call('user/info/commonEdit', { info: { locale: 'ru' } }, token));
      refusedForPin(await t.call('user/info/commonEdit', { info: { locale: 'ru' }, pin: '1111' }, token));
      expect(await info(token)).toMatchObject(tomsFeed);
      // the same values again change nothing the feed follows
      expect((await t.call('user/info/commonEdit', { info: tomsFeed }, token)).status).toBe(200);
      const withPin = await t.call('user/info/commonEdit', { info: { locale: 'ru' }, pin: '4821' }, token);
      expect(withPin.status).toBe(200);
      expect(withPin.body.locale).toBe('ru');
    });

    it('user/children/remove of the chosen child', async () => {
      const { token, tom, ann } = await familyWithPin('pin-remove@example.com');
      refusedForPin(await t.call('user/children/remove', { uid: tom.uid }, token));
      expect((await t.call('user/children/list', {}, token)).body.children).toHaveLength(2);
      expect(await info(token)).toMatchObject(tomsFeed);
      const removed = await t.call('user/children/remove', { uid: tom.uid, pin: '4821' }, token);
      expect(removed.body.children).toEqual([expect.objectContaining({ uid: ann.uid, chosen: true })]);
      expect((await info(token)).bday).toBe(`${year - 5}-03-01`);
    });
  });

  it('refuses bad input by field, a ninth child, and another account’s child', async () => {
    const { token } = await t.register('busy-family@example.com');
    const empty = await t.call('user/children/save', { child: child('  ', 4) }, token);
    expect(empty.status).toBe(422);
    expect(empty.problem.errors!.map((e: { field: string }) => e.field)).toContain('child.name');
    const future = await t.call(
      'user/children/save',
      { child: { ...child('Kid', 4), birthday: `${year + 1}-01-01` } },
      token,
    );
    expect(future.problem.errors!.map((e: { field: string }) => e.field)).toContain('child.birthday');
    const sticker = await t.callUnchecked(
      'user/children/save',
      { child: { ...child('Kid', 4), avatar: 'dragon' } },
      token,
    );
    expect(sticker.problem.errors!.map((e: { field: string }) => e.field)).toContain('child.avatar');

    for (let i = 1; i <= 8; i++)
      expect((await t.call('user/children/save', { child: child(`Kid ${i}`, 4) }, token)).status).toBe(200);
    const ninth = await t.call('user/children/save', { child: child('Kid 9', 4) }, token);
    expect(ninth.status).toBe(409);
    expect(ninth.problem.title).toBe('An account holds at most 8 children');

    const mine = (await t.call('user/children/list', {}, token)).body.children[1].uid;
    const stranger = (await t.register('stranger@example.com')).token;
    expect((await t.call('user/children/choose', { uid: mine }, stranger)).status).toBe(404);
    expect((await t.call('user/children/save', { uid: mine, child: child('Mine now', 4) }, stranger)).status).toBe(404);
    expect((await t.call('user/children/remove', { uid: mine }, stranger)).status).toBe(404);
  });

  it('holds the limit under 16 adds at once: 8 children, the rest a clear 409, no 500', async () => {
    const { token } = await t.register('sixteen-taps@example.com');
    await t.call('user/info/commonEdit', { info: { locale: 'en', bday: `${year - 3}-01-01` } }, token);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => t.call('user/children/save', { child: child(`Twin ${i}`, 4) }, token)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(7); // the birthday's child is the eighth
    expect(statuses.filter((s) => s === 409).length).toBe(9);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.problem.errors).toEqual([expect.objectContaining({ field: 'child', key: 'errors.childrenMax' })]);
    const kids = (await t.call('user/children/list', {}, token)).body.children;
    expect(kids).toHaveLength(8);
    expect(kids.filter((c: { chosen: boolean }) => c.chosen)).toHaveLength(1);
  });
});
