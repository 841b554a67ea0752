/**
 * Password strength, judged in the browser: the client sends only a hash of the password, so the
 * server cannot (docs/decisions/002). At least 8 characters and a zxcvbn score of 3 or more.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_SCORE = 3;

export interface Strength {
  /** 0 (very weak) to 4 (strong). */
  score: number;
  /** Why it is weak, as a translation key; null for a strong password. */
  reason: string | null;
  strong: boolean;
}

type Estimate = (password: string, userInputs: string[]) => { score: number; warning: string | null };
let loading: Promise<Estimate> | null = null;

/** The dictionaries load once, on first use (a separate chunk). */
export function loadEstimator(): Promise<Estimate> {
  loading ??= import('./estimator').then((m) => m.estimate);
  return loading;
}

const REASONS: Record<string, string> = {
  topTen: 'password.reason.common',
  topHundred: 'password.reason.common',
  common: 'password.reason.common',
  similarToCommon: 'password.reason.common',
  pwned: 'password.reason.common',
  straightRow: 'password.reason.pattern',
  keyPattern: 'password.reason.pattern',
  sequences: 'password.reason.pattern',
  simpleRepeat: 'password.reason.repeat',
  extendedRepeat: 'password.reason.repeat',
  recentYears: 'password.reason.dates',
  dates: 'password.reason.dates',
  wordByItself: 'password.reason.word',
  namesByThemselves: 'password.reason.word',
  commonNames: 'password.reason.word',
  userInputs: 'password.reason.userInputs',
};

export async function judgePassword(password: string, userInputs: string[] = []): Promise<Strength> {
  // too short is too short whatever the dictionaries say: they load only once a password could pass
  if (password.length < MIN_PASSWORD_LENGTH) return { score: 0, reason: 'password.tooShort', strong: false };
  const estimate = await loadEstimator();
  const { score, warning } = estimate(password, userInputs.filter(Boolean));
  if (score >= MIN_SCORE) return { score, reason: null, strong: true };
  return { score, reason: (warning && REASONS[warning]) ?? 'password.reason.weak', strong: false };
}
