/** consumer §7: the consumer side's account, sync and payment calls. Stories: stories.ts; chat and notifications: chat.ts. */
import { z } from '../zod.js';
import { signedIn, visitor } from '../access.js';
import { defineCall } from '../define.js';
import { id, isoDate, ok, text, empty } from '../entities/common.js';
import { Email, ParentConsent, PasswordHash, PaymentStartForm, PinCode } from '../validation.js';
import { FeatureSchema, LocaleSchema, SignedIn, UserInfo } from '../entities/user.js';
import { Licence, PaymentStart, Plan, PromoResult, UserPlan } from '../entities/plan.js';
import { Chat } from '../entities/chat.js';

export const AppInfo = z.object({
  locales: z.array(LocaleSchema),
  story: z.object({ ageRange: z.tuple([z.number(), z.number()]) }),
  plans: z.array(Plan),
  terminalKey: z.string().nullable(),
  promoRewardMin: z.record(z.string(), z.record(z.string(), z.number())),
  googleClientId: z.string().nullable(),
  /** VAPID public key (base64url) for Web Push subscriptions; null when push is off. */
  vapidPublicKey: z.string().nullable(),
  version: z.string(),
});

const login = Email;

export const consumerCalls = {
  'app/info': defineCall({
    path: 'app/info',
    access: visitor,
    input: empty,
    output: AppInfo,
    summary: 'Locales, plans, age range, terminal key, promo reward minimum',
  }),
  sync: defineCall({
    path: 'sync',
    access: signedIn,
    input: z.object({ date: isoDate.optional() }),
    output: z.object({
      date: isoDate,
      info: UserInfo.optional(),
      features: z.array(FeatureSchema).optional(),
      chats: z.array(Chat).optional(),
    }),
    summary: 'Long poll: user info, features and chats changed since date',
  }),
  'user/signinv2': defineCall({
    path: 'user/signinv2',
    access: visitor,
    rateLimited: true,
    input: z.object({ login: z.string().max(320), password: z.string().max(200), ios: z.boolean().optional() }),
    output: SignedIn,
    summary: 'Sign in with login and password hash',
  }),
  'user/link': defineCall({
    path: 'user/link',
    access: visitor,
    rateLimited: true,
    input: z.object({
      provider: z.literal('google'),
      idToken: z.string().min(1).max(8000),
      // needed only when the Google identity makes a new account: its sign-up's parent consent (issue 35 §5)
      parentConsent: ParentConsent.optional(),
      /** The promo code of the referral link the visitor came by (issue 34): counted when a new account is made. */
      referral: text(40).optional(),
    }),
    output: SignedIn,
    summary: 'Sign in with a Google ID token (a new account needs parentConsent)',
  }),
  'user/create': defineCall({
    path: 'user/create',
    access: visitor,
    rateLimited: true,
    input: z.object({
      login,
      password: PasswordHash,
      type: z.union([z.literal(0), z.literal(4)]).default(0),
      locale: LocaleSchema.optional(),
      /** PRIVACY_NOTICE_VERSION: a parent or guardian accepted this privacy notice */
      parentConsent: ParentConsent,
      /** The promo code of the referral link the visitor came by (issue 34): counted as its sign-up. */
      referral: text(40).optional(),
    }),
    output: ok,
    summary:
      'Register (type 0 ordinary, 4 blogger). Answers the same whether or not the e-mail already has an account ' +
      '(no enumeration): a new address gets the confirmation e-mail, a taken one an e-mail telling its owner. ' +
      'The client then signs in with the same credentials. parentConsent records which privacy notice a parent or ' +
      'guardian accepted (422 naming the field without it).',
  }),
  'user/activate': defineCall({
    path: 'user/activate',
    access: visitor,
    input: z.object({ hash: z.string().min(1).max(200) }),
    output: ok,
    summary: 'Confirm the e-mail',
  }),
  'user/info/get': defineCall({
    path: 'user/info/get',
    access: signedIn,
    input: empty,
    output: SignedIn.omit({ token: true }),
    summary: 'The signed-in user (startup check of a saved token)',
  }),
  'user/signout': defineCall({
    path: 'user/signout',
    access: signedIn,
    input: empty,
    output: ok,
    summary: 'Revoke the current session',
  }),
  'user/info/commonEdit': defineCall({
    path: 'user/info/commonEdit',
    access: signedIn,
    input: z.object({
      info: z.object({
        locale: LocaleSchema.optional(),
        bday: z.iso
          .date({ message: 'validation.invalid' })
          .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now(), { message: 'validation.invalid' })
          .optional(),
      }),
      /** the parental pin, when one is set and the birthday or language changes (the feed follows them) */
      pin: PinCode.optional(),
    }),
    output: UserInfo,
    summary: 'Save locale and birthday (age derived); a change of them needs the parental pin when one is set',
  }),
  'user/info/language': defineCall({
    path: 'user/info/language',
    access: signedIn,
    input: z.object({ locale: LocaleSchema }),
    output: ok,
    summary:
      "The parent's own interface language (decision 083): e-mails and push texts to the parent use it, the stories do not",
  }),
  'user/typechange': defineCall({
    path: 'user/typechange',
    access: signedIn,
    input: z.object({ type: z.literal(4) }),
    output: SignedIn.omit({ token: true }),
    summary: 'Become a partner',
  }),
  'user/password/requestrestore': defineCall({
    path: 'user/password/requestrestore',
    access: visitor,
    rateLimited: true,
    input: z.object({ login, locale: LocaleSchema.optional() }),
    output: ok,
    summary: 'Mail a single-use restore link (same answer for unknown e-mails)',
  }),
  'user/password/setnew': defineCall({
    path: 'user/password/setnew',
    access: visitor,
    input: z.object({ hash: z.string().min(1).max(200), pwdhash: PasswordHash }),
    output: SignedIn,
    summary: 'Set a new password from a restore link',
  }),
  'user/password/prechange': defineCall({
    path: 'user/password/prechange',
    access: signedIn,
    input: z.object({ password: PasswordHash }),
    output: ok,
    summary: 'Change the password of the signed-in user',
  }),

  'payments/identity': defineCall({
    path: 'payments/identity',
    access: signedIn,
    input: z.object({ planid: id, period: z.number().int() }),
    output: z.object({ identity: z.string() }),
    summary: 'Payment identity string (customer key before the colon)',
  }),
  'payments/userplans': defineCall({
    path: 'payments/userplans',
    access: signedIn,
    input: empty,
    output: z.object({ plans: z.array(UserPlan), licence: Licence.nullable() }),
    summary: "The user's plans and licence",
  }),
  'payments/checkpromo': defineCall({
    path: 'payments/checkpromo',
    access: signedIn,
    input: z.object({ code: text(40), planid: id }),
    output: PromoResult,
    summary: 'Check a promo code against a plan',
  }),
  'payments/init': defineCall({
    path: 'payments/init',
    access: signedIn,
    input: PaymentStartForm,
    output: PaymentStart,
    summary: "Start a card payment at the bank for a plan's period (amount computed by the server)",
  }),
  'payments/cancel/subscription': defineCall({
    path: 'payments/cancel/subscription',
    access: signedIn,
    input: empty,
    output: ok,
    summary: 'Cancel rebill',
  }),
} as const;
