/**
 * Shared validation rules: consumer §5 and panel §5. Messages are keys of messages.ts;
 * `fieldErrors()` turns zod issues into the field errors both the server and the forms show.
 */
import { z } from './zod.js';
import { ACCOUNT, PIN, PRIVACY_NOTICE_VERSION, PROMO, SHARE, type Locale } from './constants.js';
import { id } from './entities/common.js';
import { REFUND_REASONS } from './entities/panel.js';
import type { FieldError } from './errors.js';
import { formatMessage, type MessageKey } from './messages.js';

/** Phone and currency values are reduced to digits (consumer §5, panel §5). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

export const Email = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(320, { message: 'validation.tooLong' })
  .pipe(z.email({ message: 'validation.email' }))
  .refine((v) => v.length >= ACCOUNT.emailMin, { message: 'validation.emailMin' });

/** The client-side password hash (see password.ts): 64 hex characters. */
export const PasswordHash = z
  .string({ message: 'validation.required' })
  .regex(/^[0-9a-f]{64}$/, { message: 'validation.invalid' });

/** A new password as the user types it (before hashing); its strength is judged apart (password.ts). */
const NewPassword = z.string().min(1, { message: 'validation.required' }).max(200, { message: 'validation.tooLong' });

/** The registration form as the user fills it in (before hashing). */
/**
 * Sign-up's consent (issue 35 §5): the version of the privacy notice the person accepted while
 * confirming they are a parent or guardian. A client that does not send it is told what to do.
 */
export const ParentConsent = z.literal(PRIVACY_NOTICE_VERSION, { message: 'validation.parentConsent' });

export const RegistrationForm = z
  .object({
    email: Email,
    password: NewPassword,
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
    /** the checkbox: I am a parent or guardian, and I accept the privacy notice (unticked does not hide other messages) */
    parentConsent: z
      .boolean()
      .default(false)
      .refine((ticked) => ticked, { message: 'validation.parentConsent' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMatch' });

export const SetNewPasswordForm = z
  .object({
    password: NewPassword,
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMatch' });

/** Change password (consumer §8), signed in: the new password alone. */
export const ChangePasswordForm = z.object({ password: NewPassword });

/** Sign-in as typed (consumer §2, §8): both filled in; the web answers an empty one as 511 would, without a call. */
export const SignInForm = z.object({
  login: z.string().trim().min(1, { message: 'validation.required' }),
  password: z.string().min(1, { message: 'validation.required' }),
});

/** A whole percent from PROMO.percentMin to `max` (decision 049); empty is "{label} is Required". */
const wholePercent = (max: number, message: 'validation.discountPercent' | 'validation.rewardPercent') =>
  z
    .number({ message: 'validation.required' })
    .int({ message })
    .min(PROMO.percentMin, { message })
    .max(max, { message });

export type PromoDuration = (typeof PROMO.durations)[number];

/** A code's end: start + a week, or a calendar month or year (UTC). */
export function promoEnd(start: Date, duration: PromoDuration): Date {
  const end = new Date(start);
  if (duration === '1w') end.setUTCDate(end.getUTCDate() + 7);
  else if (duration === '1m') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** panel §5 Promo code creation. "Above 6" versus "at least 6": we accept 6 to 20 (docs/decisions). */
export const PromoCodeForm = z
  .object({
    code: z
      .string({ message: 'validation.required' })
      .regex(new RegExp(`^[A-Za-z]{${PROMO.codeMin},${PROMO.codeMax}}$`), { message: 'validation.promoCode' }),
    start: z.iso.date({ message: 'validation.invalid' }).optional(),
    discount: wholePercent(PROMO.followerDiscountUpToPercent, 'validation.discountPercent'),
    reward: wholePercent(PROMO.rewardMax, 'validation.rewardPercent').optional(),
    planid: z.number({ message: 'validation.required' }).int().positive(),
    duration: z.enum(PROMO.durations, { message: 'validation.required' }),
  })
  .superRefine((code, ctx) => {
    // a code is never made already over (issue 25 point 5)
    if (code.start && promoEnd(new Date(`${code.start}T00:00:00Z`), code.duration) <= new Date())
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'validation.promoEnded' });
  });

const req = (max = 200) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });
export const Phone = z
  .string({ message: 'validation.required' })
  .transform(digitsOnly)
  .refine((v) => v.length >= 5 && v.length <= 15, { message: 'validation.phone' });

/** An ISO 3166 two-letter country code, kept lower-case ("ru" switches on the bank details). */
const Country = z
  .string({ message: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required' })
  .regex(/^[a-z]{2}$/, { message: 'validation.country' });

export const PartnerContactInfo = z.object({
  country: Country,
  firstName: req(),
  lastName: req(),
  email: Email,
  phone: Phone,
  social: req(500),
});

/** Bank numbers are typed with spaces as often as without: spaces go, the rest must be digits. */
const bankNumber = z
  .string()
  .max(40, { message: 'validation.tooLong' })
  .transform((v) => v.replace(/\s+/g, ''))
  .optional();

export const PartnerPaymentInfo = z.object({
  status: z.enum(['ie', 'se', 'in'], { message: 'validation.required' }).optional(),
  inn: bankNumber,
  ogrn: bankNumber,
  bankname: z.string().max(200, { message: 'validation.tooLong' }).optional(),
  bic: bankNumber,
  account: bankNumber,
  corr: bankNumber,
});
export type PartnerPaymentInfo = z.output<typeof PartnerPaymentInfo>;

/** Whether partner info with this country carries Russian bank details (panel §5). */
export const needsBankDetails = (country: string | undefined) => country?.trim().toLowerCase() === 'ru';

const PartnerInfoFields = { info: PartnerContactInfo, paymentinfo: PartnerPaymentInfo.default({}) };

/** panel §5 Partner info: bank details are required only when the country is ru. */
const requireRuBankDetails = (
  v: { info: { country: string }; paymentinfo: z.output<typeof PartnerPaymentInfo> },
  ctx: z.RefinementCtx,
) => {
  if (!needsBankDetails(v.info.country)) return;
  const p = v.paymentinfo;
  const issue = (field: keyof typeof p, message: MessageKey) =>
    ctx.addIssue({ code: 'custom', path: ['paymentinfo', field], message });
  const number = (field: 'inn' | 'bic' | 'account' | 'corr', min: number, max: number) => {
    const value = p[field];
    if (!value) return issue(field, 'validation.required');
    if (!/^\d+$/.test(value)) return issue(field, 'validation.digits');
    if (value.length < min || value.length > max)
      issue(field, min === max ? 'validation.lengthExact' : 'validation.lengthBetween');
  };
  if (!p.status) issue('status', 'validation.required');
  number('inn', 10, 12);
  if (p.ogrn && !/^\d+$/.test(p.ogrn)) issue('ogrn', 'validation.digits');
  if (!p.bankname?.trim()) issue('bankname', 'validation.required');
  number('bic', 7, 10);
  number('account', 20, 20);
  number('corr', 20, 20);
};

/**
 * The partner's own form. `confirm` is the answer to "your data is verified: change it and verification
 * restarts?"; a verified partner's change without it is refused (panel §2, §4).
 */
export const PartnerInfoForm = z
  .object({ ...PartnerInfoFields, confirm: z.boolean().optional() })
  .superRefine(requireRuBankDetails);
export type PartnerInfoFormInput = z.input<typeof PartnerInfoForm>;
export type PartnerInfoFormValues = z.output<typeof PartnerInfoForm>;

/** The staff form: the same fields for the partner `userid`, one flat object so it stays strict (decision 001). */
export const TeamPartnerInfoForm = z.object({ userid: id, ...PartnerInfoFields }).superRefine(requireRuBankDetails);

/** panel §5 Refund: whole major units from 0 (refund by period used) to the payment value. */
export const refundForm = (paymentValueMinor: number) =>
  z.object({
    value: z
      .number({ message: 'validation.refund' })
      .min(0, { message: 'validation.refund' })
      .max(Math.floor(paymentValueMinor / 100), { message: 'validation.refund' }),
    /** Why the money goes back (decision 087): a choice is required, a note may say more. */
    reason: z.enum(REFUND_REASONS, { message: 'validation.refundReason' }),
    note: z.string().trim().max(500, { message: 'validation.tooLong' }).optional(),
  });

/** consumer §5 Birthday: the age must be inside the range app/info allows. */
export const birthdayAllowed = (age: number, range: readonly [number, number]) => age >= range[0] && age <= range[1];

export const PinCode = z.string().regex(new RegExp(`^\\d{${PIN.length}}$`), { message: 'validation.pin' });

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A chat message's text as it is stored: control characters (tab and newline aside) dropped, trailing space trimmed. */
export const cleanMessageText = (text: string) => text.replace(CONTROL, '').trimEnd();

/** consumer §5 Chat message: text that is blank once cleaned is not sent. */
export const ChatMessageText = z
  .string()
  .max(10_000, { message: 'validation.tooLong' })
  .refine((v) => cleanMessageText(v).trim().length > 0, { message: 'validation.emptyMessage' });

const BOUNDS: Partial<Record<MessageKey, Record<string, number>>> = {
  'validation.emailMin': { min: ACCOUNT.emailMin },
  'validation.promoCode': { min: PROMO.codeMin, max: PROMO.codeMax },
  'validation.discountPercent': { min: PROMO.percentMin, max: PROMO.followerDiscountUpToPercent },
  'validation.rewardPercent': { min: PROMO.percentMin, max: PROMO.rewardMax },
  'validation.pin': { len: PIN.length },
  'validation.tooManyEntries': { max: SHARE.settingsMax },
};

function isMessageKey(value: string): value is MessageKey {
  return value.startsWith('validation.') || value.startsWith('errors.');
}

/**
 * Turns zod issues into field errors with a message in `locale`. Issues zod raised itself
 * (wrong type, missing field) get a generic key, so every error names its field and a reason.
 */
export function fieldErrors(
  error: z.ZodError,
  locale: Locale = 'en',
  labels: Record<string, string> = {},
): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => {
        const field = [...issue.path.map(String), k].join('.');
        return {
          field,
          key: 'validation.unknownField',
          message: formatMessage(locale, 'validation.unknownField', { label: field }),
        };
      });
    }
    const field = issue.path.map(String).join('.') || '(body)';
    let key: MessageKey;
    if (isMessageKey(issue.message)) key = issue.message;
    else if (issue.code === 'invalid_type')
      key = (issue as { input?: unknown }).input === undefined ? 'validation.required' : 'validation.type';
    else if (issue.code === 'too_big') key = 'validation.tooLong';
    else key = 'validation.invalid';
    const params: Record<string, string | number> = { label: labels[field] ?? field, ...messageParams(key, field) };
    if (key === 'validation.refund' && issue.code === 'too_big')
      params.max = Number((issue as { maximum?: number }).maximum ?? 0);
    return [{ field, key, message: formatMessage(locale, key, params) }];
  });
}

/** The numbers a message names besides its label: the bounds of its rule (a form's messages need them too). */
export function messageParams(key: string, field: string): Record<string, number> {
  if (key === 'validation.lengthBetween' || key === 'validation.lengthExact') {
    if (field.endsWith('inn')) return { min: 10, max: 12 };
    if (field.endsWith('bic')) return { min: 7, max: 10 };
    return { len: 20 };
  }
  return BOUNDS[key as MessageKey] ?? {};
}

/**
 * The payment dialog (consumer §2, §5): a period of the plan, an optional promo code (empty means
 * none) and an e-mail or a phone for the receipt. The server computes the amount (decision 015).
 */
export const PaymentStartForm = z
  .object({
    planid: z.number({ message: 'validation.required' }).int().nonnegative(),
    period: z.number({ message: 'validation.required' }).int().positive(),
    promocode: z.string().trim().max(40, { message: 'validation.tooLong' }).optional(),
    email: Email.optional(),
    phone: Phone.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailOrPhone' });
  });
