/** What the app keeps on the device: credentials, last login, theme, language, fingerprint. */
const KEYS = { token: 'tt.token', user: 'tt.user', lastLogin: 'tt.lastLogin', theme: 'tt.theme', locale: 'locale', fingerprint: 'tt.fingerprint', effects: 'tt.effects' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode: nothing is kept, the app still works
  }
}

export const storage = {
  token: () => read(KEYS.token),
  setToken: (token: string | null) => write(KEYS.token, token),
  savedUser: <T>() => {
    const raw = read(KEYS.user);
    return raw ? (JSON.parse(raw) as T) : null;
  },
  setSavedUser: (value: unknown) => write(KEYS.user, value === null ? null : JSON.stringify(value)),
  lastLogin: () => read(KEYS.lastLogin) ?? '',
  setLastLogin: (login: string) => write(KEYS.lastLogin, login),
  theme: (): 'white' | 'black' => (read(KEYS.theme) === 'black' ? 'black' : 'white'),
  setTheme: (theme: 'white' | 'black') => write(KEYS.theme, theme),
  locale: () => read(KEYS.locale),
  setLocale: (locale: string) => write(KEYS.locale, locale),
  effects: (): Record<string, boolean> => ({ animatedBackground: true, emoji: true, particles: true, ...JSON.parse(read(KEYS.effects) ?? '{}') }),
  setEffects: (value: Record<string, boolean>) => write(KEYS.effects, JSON.stringify(value)),
  /** A random id that stays with this browser, sent with every call. */
  fingerprint: () => {
    let id = read(KEYS.fingerprint);
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      write(KEYS.fingerprint, id);
    }
    return id;
  },
};
