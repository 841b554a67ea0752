/** Business constants and limits: consumer §9 and panel §9. */

export const APP_VERSION = '0.0.3';
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
/** The value when it is a supported locale, else the fallback (by default the app's fallback locale). */
export function localeOr<F = Locale>(value: unknown, fallback: F = FALLBACK_LOCALE as F): Locale | F {
  return isLocale(value) ? value : fallback;
}

export const MOBILE_MAX_WIDTH = 768;
export const SWIPE = { thresholdPx: 30, throttleMs: 50, notificationDistance: 100, modalDistance: 100 } as const;

export const STORY = {
  ticksPerSecond: 25,
  viewAtShare: 0.5,
  backgroundVolume: 0.2,
  autoplayDelayMs: 100,
  nextStoryDelayMs: 400,
} as const;

export const FOOTNOTE = { audioPaddingS: 0.5, charsPerSecond: 18, minS: 5, contextChars: 50 } as const;

/** Children's profiles per account (issue 26 §10). */
export const CHILDREN_MAX = 8;
/**
 * The privacy notice's version (its "last updated" date): sign-up records which one the person accepted
 * (issue 35 §5). Change it with the notice's text.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-05';

export const AGES = { pickerMin: 1, pickerMax: 17, stickersUpTo: 5, defaultAge: 4, defaultPickerAge: 3 } as const;
/** The age range stories are generated for (app/info "allowed age range"). */
export const STORY_AGE_RANGE: readonly [number, number] = [1, 7];
export const AGE_CLUSTERS = ['upto3', '4to5', '6to7'] as const;
export type AgeCluster = (typeof AGE_CLUSTERS)[number];
/** Children above 7 get the oldest cluster (docs/architecture.md "Names"). */
export function ageCluster(age: number): AgeCluster {
  if (age <= 3) return 'upto3';
  if (age <= 5) return '4to5';
  return '6to7';
}

/**
 * consumer §3 Licence: the permission code LIGHT_MODE marks a non-full licence. A light licence
 * plays stories published in the last `lightModeRecentDays` days (decision 008).
 */
export const LICENCE = { lightModeCode: 'LIGHT_MODE', lightModeRecentDays: 7 } as const;

export const PLAN_PERIODS = { month: 31, year: 365 } as const;
/**
 * The plan every installation starts with (the server creates it once). Its description is stored in
 * English; the web app shows it in the reader's language while it is still this text (issue 26 §6).
 */
export const DEFAULT_PLAN = {
  name: 'Tiny Tidings',
  description: 'A new gentle story every day, with pictures, voice-over and music, in English and Russian.',
} as const;
export const CURRENCIES = ['rub'] as const;
export const MINOR_UNITS = 100;

export const UPLOAD = {
  maxMb: 25,
  pictureExtensions: ['jpg', 'jpeg', 'png'],
  resize: { width: 1024, height: 1024, quality: 0.85 },
  cameraMaxPixels: 3_000_000,
  cameraQuality: 95,
  thumbnailPx: [125, 128],
  jpegQuality: 0.95,
} as const;

/**
 * A person's narration (decision 056): one scene's take at most this big (a minute of Opus is about 0.3 MB;
 * a browser's WAV of a long scene about 5 MB), sent to `uploadPath` as multipart.
 */
export const NARRATION = {
  maxMb: 8,
  uploadPath: '/api/admin/moderation/narration',
  /** The take's field for scene i (0-based). */
  field: (i: number) => `scene-${i}`,
} as const;

/**
 * A parent's reading of a story for their own family (decision 066): takes go to `uploadPath` as the
 * moderator's do (fields `uid`, `version`); the files come back only to the account's signed-in requests.
 */
export const FAMILY_VOICE = {
  uploadPath: '/api/userdata/narration/upload',
  /** GET, bearer token: one scene's file of the account's own recording of a story. */
  filePath: (story: string, name: string) => `/api/userdata/narration/file/${story}/${name}`,
} as const;

export const PIN = { length: 4, attempts: 3, wrongClearMs: 500 } as const;

/** A share link's settings (consumer §7): few switches, so a share stays a few KB (issue 25 point 15). */
export const SHARE = { settingsMax: 50 } as const;

export const CHAT = {
  pageSize: 10,
  focusThreshold: 0.5,
  readyDelayMs: 200,
  readPendingMs: 3000,
  badgeCap: 99,
  chatIdRetryMs: 3000,
  smallMessageChars: 150,
  inputMinHeightPx: 52,
} as const;

export const TIMINGS = {
  toastMs: 2000,
  notificationToastMs: 3000,
  notificationToastCheckMs: 200,
  verifiedRedirectMs: 2000,
  wizardRedirectMs: 2000,
  searchDebounceMs: 500,
  syncRepeatMs: 300,
  requestTimeoutMs: 60_000,
  syncTimeoutMs: 61_000,
  networkRetries: 3,
  networkRetryDelayMs: 1000,
  slowNoticeEveryMs: 30_000,
  birthdayStarEffectMs: 2000,
} as const;

export const CACHE = {
  defaultS: 30 * 24 * 3600,
  systemAndStoriesS: 532_800,
  earningsS: 1200,
  entityReloadFlushMs: 2000,
  activityHistoryMax: 300,
  settingsGroupSlice: 7,
} as const;

export const PARTICLES = { emoji: [3, 8], starsAndHearts: [10, 20] } as const;

export const LISTS = {
  pageSize: 20,
  nextPageWithinPx: 1000,
  loadDebounceMs: 50,
  sortOptions: ['date_asc', 'date_desc'],
  /** A searched staff list counts its matches only this far past the page asked for (its count says "at least"). */
  searchCountAhead: 1000,
} as const;

export const PROMO = {
  codeMin: 6,
  codeMax: 20,
  /**
   * Discount and reward are whole percents from percentMin: the discount up to the pitch's
   * followerDiscountUpToPercent, the reward up to rewardMax (decision 049), which the pitch also names.
   */
  percentMin: 6,
  rewardMax: 13,
  durations: ['1w', '1m', '1y'],
  followerDiscountUpToPercent: 10,
} as const;

export const PARTNER = { verificationDays: 2 } as const;

/**
 * The promo reward minimum per currency and plan period, in whole units (consumer §3 App info): app/info
 * hands it out, and a payout statement below the monthly ('31') minimum rolls over (decision 021).
 */
export const PROMO_REWARD_MIN: Record<string, Record<string, number>> = {
  rub: { '31': 1000, '365': 1000 },
  usd: { '31': 10, '365': 10 },
};
/** Payouts (decision 021): an earning becomes payable this many days after its payment (PAYOUT_HOLD_DAYS). */
/** undoPaidMs: how long after marking a statement paid the team can undo it (issue 34 point 3). */
export const PAYOUTS = { defaultHoldDays: 30, minimumPeriod: '31', undoPaidMs: 24 * 60 * 60 * 1000 } as const;

export const ACCOUNT = {
  emailMin: 5,
  restoreLinkTtlMs: 60 * 60 * 1000,
  activationLinkTtlMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** The masking marker of consumer §3 / panel §3: such values are treated as empty. */
export const MASK_MARKER = '***/';
export function unmasked(value: string | null | undefined): string {
  return value && !value.includes(MASK_MARKER) ? value : '';
}

/** The real-time WebSocket (realtime.ts has its messages); here so the web app loads no schemas for it. */
export const REALTIME_PATH = '/api/ws';
/** Close codes the server uses; the client reconnects after any other close. */
export const WS_CLOSE = {
  unauthorized: 4401,
  helloTimeout: 4408,
  badMessage: 4400,
  /** What the user may hear changed (type, features, cohort): connect again to hear the new set. */
  reauthorize: 4409,
  /** Too many sockets for this user or session: close another tab first. */
  tooMany: 4429,
  /** The server is stopping (a restart or an upgrade): connect again, to another process. */
  restart: 1012,
} as const;

/** The query parameter of a referral link: `/?ref=CODE` opens the site with CODE remembered for checkout. */
export const REFERRAL_PARAM = 'ref';
/** How long a browser remembers the code of the link it came by. */
export const REFERRAL_KEEP_DAYS = 60;
