import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  PartnerInfoForm,
  PromoCodeForm,
  RegistrationForm,
  refundForm,
  checkUpload,
  ChatMessageText,
  PinCode,
  contactOf,
} from '../src/index.js';

const messages = (result: { success: boolean; error?: import('zod').ZodError }, locale: 'en' | 'ru' = 'en') =>
  result.success ? [] : fieldErrors(result.error!, locale).map((e) => `${e.field}: ${e.message}`);

describe('registration form (consumer §5)', () => {
  it('accepts a valid form', () => {
    expect(
      RegistrationForm.safeParse({
        email: 'mum@example.com',
        password: 'pw',
        confirmPassword: 'pw',
        parentConsent: true,
      }).success,
    ).toBe(true);
  });
  it('asks a parent or guardian to accept the privacy notice (issue 35 §5)', () => {
    const unticked = { email: 'mum@example.com', password: 'pw', confirmPassword: 'pw', parentConsent: false };
    expect(messages(RegistrationForm.safeParse(unticked))).toEqual([
      'parentConsent: Confirm that you are a parent or guardian and accept the privacy notice',
    ]);
    expect(messages(RegistrationForm.safeParse({ ...unticked, parentConsent: undefined }), 'ru')).toEqual([
      'parentConsent: Подтвердите, что вы родитель или опекун, и примите политику конфиденциальности',
    ]);
  });
  it('shows the spec texts for a bad e-mail, a mismatch and missing fields', () => {
    const ticked = { parentConsent: true };
    expect(
      messages(RegistrationForm.safeParse({ email: 'nope', password: 'a', confirmPassword: 'b', ...ticked })),
    ).toEqual([
      'email: Please enter a valid email address',
      'email: The e-mail must be at least 5 characters',
      'confirmPassword: Passwords must match',
    ]);
    expect(messages(RegistrationForm.safeParse({ email: '', password: '', confirmPassword: '' }))).toContain(
      'password: password is Required',
    );
  });
  it('speaks Russian', () => {
    expect(messages(RegistrationForm.safeParse({ email: 'x', password: 'a', confirmPassword: 'b' }), 'ru')).toContain(
      'confirmPassword: Пароли должны совпадать',
    );
  });
});

describe('promo code form (panel §5)', () => {
  const valid = { code: 'SUNNYDAY', discount: 10, reward: 7, planid: 1, duration: '1m' };
  it('accepts 6 to 20 Latin letters and whole percents: discount 6 to 10, reward 6 to 13 (decision 049)', () => {
    expect(PromoCodeForm.safeParse(valid).success).toBe(true);
    expect(PromoCodeForm.safeParse({ ...valid, code: 'abcdef' }).success).toBe(true);
    expect(PromoCodeForm.safeParse({ ...valid, discount: 6, reward: 13 }).success).toBe(true);
  });
  it.each([
    [{ code: 'abc' }, 'code'],
    [{ code: 'SUNNY1DAY' }, 'code'],
    [{ code: 'a'.repeat(21) }, 'code'],
    [{ discount: 5 }, 'discount'],
    [{ discount: 11 }, 'discount'],
    [{ discount: 7.5 }, 'discount'],
    [{ discount: undefined }, 'discount'],
    [{ reward: 14 }, 'reward'],
    [{ reward: 13.99 }, 'reward'],
    [{ start: '2020-01-01' }, 'start'],
    [{ duration: '2w' }, 'duration'],
  ])('refuses %o', (change, field) => {
    const result = PromoCodeForm.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)[0]!.field).toBe(field);
  });
  it('explains the percent bounds', () => {
    expect(messages(PromoCodeForm.safeParse({ ...valid, discount: 3 }))).toEqual([
      'discount: A whole percent from 6 to 10',
    ]);
    expect(messages(PromoCodeForm.safeParse({ ...valid, discount: undefined }))).toEqual([
      'discount: discount is Required',
    ]);
  });
});

describe('partner info form (panel §5)', () => {
  const info = {
    country: 'de',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+49 (30) 123-45',
    social: 'https://example.com/ann',
  };
  it('needs no bank details outside Russia and strips the phone to digits', () => {
    const result = PartnerInfoForm.safeParse({ info });
    expect(result.success && result.data.info.phone).toBe('493012345');
  });
  it('needs the Russian bank details with their exact lengths when the country is ru', () => {
    const result = PartnerInfoForm.safeParse({
      info: { ...info, country: 'ru' },
      paymentinfo: {
        status: 'se',
        inn: '123',
        bankname: 'Bank',
        bic: '1234567',
        account: '1'.repeat(20),
        corr: '2'.repeat(19),
      },
    });
    expect(messages(result)).toEqual([
      'paymentinfo.inn: Must be 10 to 12 characters',
      'paymentinfo.corr: Must be exactly 20 characters',
    ]);
  });
});

describe('other rules', () => {
  it('refund is 0 to the payment value in whole units, with a reason chosen (decision 087)', () => {
    const form = refundForm(129_900);
    const reason = 'duplicate';
    expect(form.safeParse({ value: 0, reason }).success).toBe(true);
    expect(form.safeParse({ value: 1299, reason, note: 'paid twice' }).success).toBe(true);
    expect(form.safeParse({ value: 1300, reason }).success).toBe(false);
    expect(form.safeParse({ value: -1, reason }).success).toBe(false);
    expect(form.safeParse({ value: 10 }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'validation.refundReason',
    });
  });
  it('uploads: 25 MB and picture extensions', () => {
    expect(checkUpload({ name: 'cat.PNG', size: 1000 })).toBeNull();
    expect(checkUpload({ name: 'cat.gif', size: 1000 })).toBe('errors.fileExt');
    expect(checkUpload({ name: 'cat.jpg', size: 26 * 1024 * 1024 })).toBe('errors.fileSize');
  });
  it('chat text must not be only whitespace; pin is 4 digits', () => {
    expect(ChatMessageText.safeParse(' \n\t ').success).toBe(false);
    expect(ChatMessageText.safeParse(' hi ').success).toBe(true);
    expect(ChatMessageText.safeParse('\u0007\u001b ').success).toBe(false);
    expect(PinCode.safeParse('1234').success).toBe(true);
    expect(PinCode.safeParse('12a4').success).toBe(false);
  });
});

describe('partner info numbers and the users list contact (decision 025)', () => {
  const info = {
    country: 'RU',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+7 912 345',
    social: 'https://t.me/ann',
  };
  const bank = {
    status: 'in',
    inn: '1234 5678 90',
    bankname: 'Bank',
    bic: '044525225',
    account: '4070 2810 0000 0000 0001',
    corr: '3'.repeat(20),
  } as const;
  it('takes the spaces out of bank numbers, keeps the country lower-case, and refuses letters', () => {
    const ok = PartnerInfoForm.safeParse({ info, paymentinfo: bank });
    expect(ok.success && [ok.data.info.country, ok.data.paymentinfo.inn, ok.data.paymentinfo.account]).toEqual([
      'ru',
      '1234567890',
      '40702810000000000001',
    ]);
    const letters = PartnerInfoForm.safeParse({ info, paymentinfo: { ...bank, bic: '04452522A' } });
    expect(messages(letters)).toEqual(['paymentinfo.bic: paymentinfo.bic must contain digits only']);
    expect(messages(PartnerInfoForm.safeParse({ info: { ...info, country: 'Russia' } }))).toEqual([
      'info.country: Choose a country (two-letter code)',
    ]);
  });
  it('shows the phone unless masked, else the e-mail unless masked, else nothing', () => {
    expect(contactOf({ phone: '7900', email: 'a@b.c' })).toBe('7900');
    expect(contactOf({ phone: '79***/00', email: 'a@b.c' })).toBe('a@b.c');
    expect(contactOf({ phone: null, email: '***/@b.c' })).toBeNull();
  });
});
