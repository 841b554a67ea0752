import { describe, expect, it } from 'vitest';
import {
  ageCluster,
  buildOpenApi,
  callList,
  routeList,
  calls,
  checkAccess,
  errorKeyForCode,
  fromHex,
  hashPassword,
  problemMessage,
  sharedMessages,
  toHex,
  unmasked,
} from '../src/index.js';

describe('the call list', () => {
  it('declares every call of both specs', () => {
    const required = [
      'app/info',
      'sync',
      'user/signinv2',
      'user/link',
      'user/create',
      'user/activate',
      'user/info/commonEdit',
      'user/typechange',
      'user/password/requestrestore',
      'user/password/setnew',
      'user/password/prechange',
      'tidings/story/cangetany',
      'tidings/story/sendany',
      'tidings/story/get',
      'tidings/story/view',
      'tidings/story/views/get',
      'tidings/story/views/getmy',
      'tidings/story/reaction',
      'tidings/story/reactions/get',
      'chat/send',
      'chat/events/get',
      'chat/create/support',
      'chat/read',
      'notifications/list',
      'notifications/read',
      'notifications/hide',
      'notifications/readall',
      'notifier/Firebase/Register',
      'payments/identity',
      'payments/userplans',
      'payments/checkpromo',
      'payments/cancel/subscription',
      'userdata/PublicSettings/create',
      'userdata/PublicSettings/get',
      'res/files',
      'admin/payments/list',
      'admin/payments/refund',
      'team/users/list',
      'team/users/changetype',
      'admin/moderation/list',
      'admin/moderation/data',
      'admin/moderation/redo',
      'admin/moderation/result',
      'payments/promo/list',
      'team/promo/list',
      'payments/promo/addcode',
      'payments/promo/codeusage',
      'team/promo/codeusage',
      'partner/info/get',
      'partner/info/update',
      'team/partner/verify',
      'team/partner/unverify',
      'team/partner/info',
      'team/partner/info/update',
    ];
    expect(Object.keys(calls)).toEqual(expect.arrayContaining(required));
    for (const call of callList) expect(calls[call.path as keyof typeof calls]).toBe(call);
  });

  it('refuses unknown top-level fields, naming them', () => {
    const result = calls['user/signinv2'].input.safeParse({ login: 'a', password: 'b', extra: 1 });
    expect(result.success).toBe(false);
  });

  it('generates an OpenAPI path per call and per route that is not a call', () => {
    const doc = buildOpenApi() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toHaveLength(callList.length + routeList.length);
    expect(doc.paths).toHaveProperty(['/api/userdata/account/export', 'get']);
    expect(doc.paths['/api/userdata/PublicSettings/get/{id}']).toHaveProperty('get');
  });
});

describe('access rules', () => {
  const moderator = { type: 8, features: ['moderation'] };
  it('separates visitors, users, features and types', () => {
    expect(checkAccess(calls['app/info'].access, null)).toBe('ok');
    expect(checkAccess(calls['user/info/get'].access, null)).toBe('unauthorized');
    expect(checkAccess(calls['admin/moderation/list'].access, moderator)).toBe('ok');
    expect(checkAccess(calls['admin/payments/list'].access, moderator)).toBe('forbidden');
    expect(checkAccess(calls['payments/promo/list'].access, { type: 8, features: ['promo'] })).toBe('forbidden');
    expect(checkAccess(calls['payments/promo/list'].access, { type: 4, features: ['promo'] })).toBe('ok');
  });
});

describe('helpers', () => {
  it('round-trips the hex redirect and refuses garbage', () => {
    expect(toHex('/profile')).toBe('2f70726f66696c65');
    expect(fromHex(toHex('/chat?id=5&ё=1'))).toBe('/chat?id=5&ё=1');
    expect(fromHex('zz')).toBeNull();
  });
  it('hashes the password with the login, independent of its case', async () => {
    const a = await hashPassword('Mum@Example.com', 'secret');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashPassword('mum@example.com', 'secret')).toBe(a);
    expect(await hashPassword('dad@example.com', 'secret')).not.toBe(a);
  });
  it('maps age to clusters, older children to 6to7', () => {
    expect([1, 3, 4, 5, 6, 7, 12].map(ageCluster)).toEqual(['upto3', 'upto3', '4to5', '4to5', '6to7', '6to7', '6to7']);
  });
  it('treats masked values as empty', () => {
    expect(unmasked('+7***/')).toBe('');
    expect(unmasked('a@b.c')).toBe('a@b.c');
  });
  it('has every shared text in both languages and maps codes to catalogue texts', () => {
    expect(Object.keys(sharedMessages.ru).sort()).toEqual(Object.keys(sharedMessages.en).sort());
    expect(sharedMessages.en[errorKeyForCode(600) as keyof typeof sharedMessages.en]).toBe('Wrong token');
    expect(sharedMessages.en[errorKeyForCode(999) as keyof typeof sharedMessages.en]).toBe('Something went wrong');
    expect(errorKeyForCode(603)).toBe('errors.licence');
    expect(
      problemMessage({
        title: 'T',
        errors: [
          { field: 'a', key: 'k', message: 'one' },
          { field: 'b', key: 'k', message: 'two' },
        ],
      }),
    ).toBe('one, two');
  });
});
