/**
 * What the app keeps on the device: credentials, the last login, theme, language and effects.
 * Every access is guarded, because private browsing modes may refuse localStorage; the app then
 * still works, it just forgets between visits.
 */
const KEYS = {
  token: 'tt.token',
  user: 'tt.user',
  lastLogin: 'tt.lastLogin',
  theme: 'tt.theme',
  // plain 'locale', as the language choice is shared with pages outside the app
  locale: 'locale',
  effects: 'tt.effects',
} as const;

export type Theme = 'white' | 'black';
export const EFFECT_NAMES = ['animatedBackground', 'emoji', 'particles'] as const;
export type EffectName = (typeof EFFECT_NAMES)[number];
export type Effects = Record<EffectName, boolean>;

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage refused: nothing is kept
  }
}

function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(readLocal(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export const storage = {
  token: () => readLocal(KEYS.token),
  setToken: (token: string | null) => writeLocal(KEYS.token, token),
  /** The last signed-in user, shown offline when the server cannot be reached at start. */
  savedUser: <T>() => readJson<T>(KEYS.user),
  setSavedUser: (value: unknown) => writeLocal(KEYS.user, value === null ? null : JSON.stringify(value)),
  /** Sign-out forgets the session but keeps the last login, which the sign-in page prefills. */
  clearCredentials: () => {
    writeLocal(KEYS.token, null);
    writeLocal(KEYS.user, null);
  },
  lastLogin: () => readLocal(KEYS.lastLogin) ?? '',
  setLastLogin: (login: string) => writeLocal(KEYS.lastLogin, login),
  /** A deleted account's address is not offered again on the sign-in page. */
  forgetLastLogin: () => writeLocal(KEYS.lastLogin, null),
  theme: (): Theme => (readLocal(KEYS.theme) === 'black' ? 'black' : 'white'),
  setTheme: (theme: Theme) => writeLocal(KEYS.theme, theme),
  locale: () => readLocal(KEYS.locale),
  setLocale: (locale: string) => writeLocal(KEYS.locale, locale),
  /** All effects are on until the user turns one off. */
  effects: (): Effects => ({
    animatedBackground: true,
    emoji: true,
    particles: true,
    ...readJson<Partial<Effects>>(KEYS.effects),
  }),
  setEffects: (value: Effects) => writeLocal(KEYS.effects, JSON.stringify(value)),
};
