import { describe, expect, it } from 'vitest';
import { ageFromBirthday, birthdayForAge, checkAccess, calls, localeOr, ROLES, webRoutes } from '../src/index.js';

describe('ageFromBirthday', () => {
  const today = new Date('2026-06-15T12:00:00Z');
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageFromBirthday('2020-06-16', today)).toBe(5);
    expect(ageFromBirthday('2020-06-15', today)).toBe(6);
    expect(ageFromBirthday('2020-01-01', today)).toBe(6);
  });
  it('has no age for a missing, malformed or future birthday', () => {
    expect(ageFromBirthday(null, today)).toBeNull();
    expect(ageFromBirthday('15.06.2020', today)).toBeNull();
    expect(ageFromBirthday('2027-01-01', today)).toBeNull();
  });
  it('agrees with birthdayForAge', () => {
    for (const age of [1, 3, 7, 17]) expect(ageFromBirthday(birthdayForAge(age, today), today)).toBe(age);
  });
});

describe('localeOr', () => {
  it('keeps a supported locale and replaces anything else with the fallback', () => {
    expect(localeOr('ru')).toBe('ru');
    expect(localeOr('de')).toBe('en');
    expect(localeOr(undefined)).toBe('en');
    expect(localeOr('xx', null)).toBeNull();
  });
});

describe('role sets', () => {
  it('open the moderation calls to admins and moderators only', () => {
    const access = calls['admin/moderation/list'].access;
    for (const f of ROLES.moderators) expect(checkAccess(access, { type: 0, features: [f] })).toBe('ok');
    expect(checkAccess(access, { type: 2, features: ['team'] })).toBe('forbidden');
  });
});

describe('webRoutes', () => {
  it('build the links the server sends', () => {
    expect(webRoutes.confirmEmail('a_b-c')).toBe('/confirm?type=email&hash=a_b-c');
    expect(webRoutes.setNewPassword('h', 'a+b@x.org')).toBe('/setnewpassword?hash=h&email=a%2Bb%40x.org');
  });
});

describe('date and registration rules in the call schemas', () => {
  const fields = (path: keyof typeof calls, input: unknown) => {
    const result = calls[path].input.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };
  it('refuses a sync date that cannot be read, naming it', () => {
    expect(fields('sync', { date: 'yesterday-ish' })).toEqual(['date']);
    expect(fields('sync', { date: '2026-06-15T12:00:00.000Z' })).toEqual([]);
  });
  it('refuses a birthday in the future', () => {
    expect(fields('user/info/commonEdit', { info: { bday: '2999-01-01' } })).toEqual(['info.bday']);
    expect(fields('user/info/commonEdit', { info: { bday: '2021-03-04' } })).toEqual([]);
  });
  it('refuses a web push registration that is not a PushSubscription', () => {
    const web = { pushToken: 'not json', device: 'web', appid: 'web' };
    expect(fields('notifier/Firebase/Register', web)).toEqual(['pushToken']);
    expect(fields('notifier/Firebase/Register', { ...web, device: 'android' })).toEqual([]);
    const subscription = JSON.stringify({ endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } });
    expect(fields('notifier/Firebase/Register', { ...web, pushToken: subscription })).toEqual([]);
  });
});
