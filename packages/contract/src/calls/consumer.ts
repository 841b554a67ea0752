/** consumer §7: every call of the consumer side. */
import { z } from '../zod.js';
import { signedIn, visitor } from '../access.js';
import { defineCall } from '../define.js';
import { id, isoDate, ok, text, uid, empty } from '../entities/common.js';
import { isWebSubscription } from '../push.js';
import { ChatMessageText, Email, ParentConsent, PasswordHash, PaymentStartForm, PinCode } from '../validation.js';
import { FeatureSchema, LocaleSchema, SignedIn, UserInfo } from '../entities/user.js';
import { Licence, PaymentStart, Plan, PromoResult, UserPlan } from '../entities/plan.js';
import { Reaction, ShareSettings, Story, StoryView } from '../entities/story.js';
import { Chat, ChatEvent, Notification } from '../entities/chat.js';

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

/** What chat/send takes: message events only, each with text that is not blank (consumer §5 Chat message). */
const SentChatEvent = ChatEvent.extend({
  data: ChatEvent.shape.data.extend({ type: z.literal('message'), text: ChatMessageText }),
});

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

  'tidings/story/cangetany': defineCall({
    path: 'tidings/story/cangetany',
    access: signedIn,
    input: empty,
    output: z.object({ can: z.boolean() }),
    summary: 'Can a story be given now',
  }),
  'tidings/story/sendany': defineCall({
    path: 'tidings/story/sendany',
    access: signedIn,
    input: z.object({
      age: z.number().int().min(1).max(17),
      topic: z.literal('news'),
      locale: LocaleSchema.optional(),
    }),
    output: z.object({
      story: uid.nullable(),
      task: uid.nullable(),
      /** Why neither a story nor a task came: every story for this choice was seen or is already in the feed. */
      reason: z.enum(['noNewStory']).nullable().default(null),
    }),
    summary:
      'Hand the user a new story for the locale choice (omitted: any), not one already in their feed or seen; ' +
      "else join or start today's task; else the reason",
  }),
  'tidings/story/get': defineCall({
    path: 'tidings/story/get',
    access: visitor,
    input: z.object({
      uid,
      share: z
        .string()
        .regex(/^[\w-]{1,64}$/)
        .optional(),
    }),
    output: Story,
    summary: 'One story (visitors: stories about Tiny Tidings, or a story shared with them by a share id)',
  }),
  'tidings/story/view': defineCall({
    path: 'tidings/story/view',
    access: signedIn,
    input: z.object({ uid }),
    output: ok,
    summary: 'Report a view',
  }),
  'tidings/story/views/get': defineCall({
    path: 'tidings/story/views/get',
    access: visitor,
    input: z.object({ uids: z.array(uid).max(200) }),
    output: z.array(StoryView),
    summary: 'View counts',
  }),
  'tidings/story/views/getmy': defineCall({
    path: 'tidings/story/views/getmy',
    access: signedIn,
    input: empty,
    output: z.array(z.object({ uid, date: isoDate })),
    summary: 'My views',
  }),
  'tidings/story/reaction': defineCall({
    path: 'tidings/story/reaction',
    access: signedIn,
    input: z.object({ uid, value: z.literal(5) }),
    output: ok,
    summary: 'Like a story (cannot be unset)',
  }),
  'tidings/story/reactions/get': defineCall({
    path: 'tidings/story/reactions/get',
    access: signedIn,
    input: z.object({ uids: z.array(uid).max(200) }),
    output: z.array(Reaction),
    summary: 'My reactions',
  }),

  'chat/send': defineCall({
    path: 'chat/send',
    access: signedIn,
    input: z.object({ roomid: uid, events: z.array(SentChatEvent).min(1).max(20) }),
    output: z.object({ events: z.array(ChatEvent) }),
    summary: 'Send messages (idempotent on event uid)',
  }),
  'chat/events/get': defineCall({
    path: 'chat/events/get',
    access: signedIn,
    input: z.object({
      roomid: uid,
      from: z.number().int().optional(),
      count: z.number().int().min(1).max(100).default(10),
    }),
    output: z.object({ events: z.array(ChatEvent), end: z.boolean() }),
    summary: 'Events, newest first, with an end flag',
  }),
  'chat/create/support': defineCall({
    path: 'chat/create/support',
    access: signedIn,
    input: empty,
    output: Chat,
    summary: 'Start the support chat',
  }),
  'chat/read': defineCall({
    path: 'chat/read',
    access: signedIn,
    input: z.object({ ids: z.array(uid).min(1).max(100) }),
    output: ok,
    summary: 'Mark foreign unread events read',
  }),
  'notifications/list': defineCall({
    path: 'notifications/list',
    access: signedIn,
    input: z.object({
      pageNumber: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
      includeOnlyUnreadFilter: z.boolean().default(true),
      /**
       * Keyset paging: the last (smallest) id the client holds; the page is the notifications
       * older than it and pageNumber is not used. Without it, pageNumber pages as the spec says.
       */
      beforeId: id.optional(),
    }),
    output: z.object({ data: z.array(Notification), count: z.number().int(), unread: z.number().int() }),
    summary: 'Paged notifications',
  }),
  'notifications/read': defineCall({
    path: 'notifications/read',
    access: signedIn,
    input: z.object({ ids: z.array(id).min(1).max(100) }),
    output: ok,
    summary: 'Mark read',
  }),
  'notifications/hide': defineCall({
    path: 'notifications/hide',
    access: signedIn,
    input: z.object({ id }),
    output: ok,
    summary: 'Hide one',
  }),
  'notifications/readall': defineCall({
    path: 'notifications/readall',
    access: signedIn,
    input: empty,
    output: ok,
    summary: 'Mark all read',
  }),
  'notifier/Firebase/Register': defineCall({
    path: 'notifier/Firebase/Register',
    access: signedIn,
    input: z
      .object({ token: text(4000).optional(), pushToken: text(4000), device: text(200), appid: text(200) })
      .refine((r) => r.device !== 'web' || isWebSubscription(r.pushToken), {
        message: 'validation.invalid',
        path: ['pushToken'],
      }),
    output: ok,
    summary: 'Store a push registration',
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

  'userdata/PublicSettings/create': defineCall({
    path: 'userdata/PublicSettings/create',
    access: visitor,
    input: z.object({ Id: text(100).optional(), Info: ShareSettings }),
    output: z.object({ id: z.string() }),
    rateLimited: true,
    summary: 'Create share settings',
  }),
  'userdata/PublicSettings/get': defineCall({
    path: 'userdata/PublicSettings/get',
    method: 'GET',
    access: visitor,
    input: z.object({ id: z.string().regex(/^[\w-]{1,64}$/, { message: 'validation.invalid' }) }),
    output: ShareSettings,
    summary: 'Read share settings (GET …/get/{id})',
  }),
  'res/files': defineCall({
    path: 'res/files',
    access: visitor,
    input: z.object({
      id: text(200),
      key: text(200).optional(),
      type: text(40).optional(),
      size: z.enum(['small', 'full']).optional(),
    }),
    output: z.object({ url: z.string() }),
    summary: 'File URL (pictures as size small for previews)',
  }),
} as const;
