/**
 * Shared validation rules: consumer §5 and panel §5. Messages are keys of messages.ts;
 * `fieldErrors()` turns zod issues into the field errors both the server and the forms show.
 */
import { z } from './zod.js';
import { ACCOUNT, AGES, PIN, PROMO, UPLOAD, type Locale } from './constants.js';
import { id } from './entities/common.js';
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

/** The registration form as the user fills it in (before hashing). */
export const RegistrationForm = z
  .object({
    email: Email,
    password: z.string().min(1, { message: 'validation.required' }).max(200, { message: 'validation.tooLong' }),
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMatch' });

export const SetNewPasswordForm = z
  .object({
    password: z.string().min(1, { message: 'validation.required' }).max(200),
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMatch' });

const percent = z
  .number({ message: 'validation.type' })
  .gt(PROMO.percentAbove, { message: 'validation.percent' })
  .lt(PROMO.percentBelow, { message: 'validation.percent' });

/** panel §5 Promo code creation. "Above 6" versus "at least 6": we accept 6 to 20 (docs/decisions). */
export const PromoCodeForm = z.object({
  code: z
    .string({ message: 'validation.required' })
    .regex(new RegExp(`^[A-Za-z]{${PROMO.codeMin},${PROMO.codeMax}}$`), { message: 'validation.promoCode' }),
  start: z.iso.date({ message: 'validation.invalid' }).optional(),
  discount: percent,
  reward: percent.optional(),
  planid: z.number({ message: 'validation.required' }).int().positive(),
  duration: z.enum(PROMO.durations, { message: 'validation.required' }),
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

export const PartnerContactInfo = z.object({
  country: req(60),
  firstName: req(),
  lastName: req(),
  email: Email,
  phone: Phone,
  social: req(500),
});
export const PartnerPaymentInfo = z.object({
  status: z.enum(['ie', 'se', 'in']).optional(),
  inn: z.string().max(40).optional(),
  ogrn: z.string().max(40).optional(),
  bankname: z.string().max(200).optional(),
  bic: z.string().max(40).optional(),
  account: z.string().max(40).optional(),
  corr: z.string().max(40).optional(),
});

const lengthRule = (value: string | undefined, min: number, max: number) =>
  !!value && value.length >= min && value.length <= max;

const PartnerInfoFields = { info: PartnerContactInfo, paymentinfo: PartnerPaymentInfo.default({}) };

/** panel §5 Partner info: bank details are required only when the country is ru. */
const requireRuBankDetails = (
  v: { info: { country: string }; paymentinfo: z.output<typeof PartnerPaymentInfo> },
  ctx: z.RefinementCtx,
) => {
  if (v.info.country.toLowerCase() !== 'ru') return;
  const p = v.paymentinfo;
  const need = (field: keyof typeof p, okay: boolean, message: MessageKey) => {
    if (!okay) ctx.addIssue({ code: 'custom', path: ['paymentinfo', field], message });
  };
  need('status', !!p.status, 'validation.required');
  need('inn', lengthRule(p.inn, 10, 12), p.inn ? 'validation.lengthBetween' : 'validation.required');
  need('bankname', !!p.bankname?.trim(), 'validation.required');
  need('bic', lengthRule(p.bic, 7, 10), p.bic ? 'validation.lengthBetween' : 'validation.required');
  need('account', lengthRule(p.account, 20, 20), p.account ? 'validation.lengthExact' : 'validation.required');
  need('corr', lengthRule(p.corr, 20, 20), p.corr ? 'validation.lengthExact' : 'validation.required');
};

export const PartnerInfoForm = z.object(PartnerInfoFields).superRefine(requireRuBankDetails);

/** The staff form: the same fields for the partner `userid`, one flat object so it stays strict (decision 001). */
export const TeamPartnerInfoForm = z.object({ userid: id, ...PartnerInfoFields }).superRefine(requireRuBankDetails);

/** panel §5 Refund: whole major units from 0 (refund by period used) to the payment value. */
export const refundForm = (paymentValueMinor: number) =>
  z.object({
    value: z
      .number({ message: 'validation.refund' })
      .min(0, { message: 'validation.refund' })
      .max(Math.floor(paymentValueMinor / 100), { message: 'validation.refund' }),
  });

/** consumer §5 Birthday: the age must be inside the range app/info allows. */
export const birthdayAllowed = (age: number, range: readonly [number, number]) => age >= range[0] && age <= range[1];
export const BirthdayAge = z.number().int().min(AGES.pickerMin).max(AGES.pickerMax);

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

export function checkUpload(file: { name: string; size: number }, maxMb: number = UPLOAD.maxMb): MessageKey | null {
  if (file.size > maxMb * 1024 * 1024) return 'errors.fileSize';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(UPLOAD.pictureExtensions as readonly string[]).includes(ext)) return 'errors.fileExt';
  return null;
}

const BOUNDS: Partial<Record<MessageKey, Record<string, number>>> = {
  'validation.emailMin': { min: ACCOUNT.emailMin },
  'validation.promoCode': { min: PROMO.codeMin, max: PROMO.codeMax },
  'validation.percent': { above: PROMO.percentAbove, below: PROMO.percentBelow },
  'validation.pin': { len: PIN.length },
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
    const params: Record<string, string | number> = { label: labels[field] ?? field, ...BOUNDS[key] };
    if (key === 'validation.lengthBetween' || key === 'validation.lengthExact')
      Object.assign(params, lengthParams(field));
    if (key === 'validation.refund' && issue.code === 'too_big')
      params.max = Number((issue as { maximum?: number }).maximum ?? 0);
    return [{ field, key, message: formatMessage(locale, key, params) }];
  });
}

function lengthParams(field: string): Record<string, number> {
  if (field.endsWith('inn')) return { min: 10, max: 12 };
  if (field.endsWith('bic')) return { min: 7, max: 10 };
  return { len: 20 };
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
