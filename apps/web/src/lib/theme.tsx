/** White or black theme (consumer §1), kept on the device and set on <html data-theme>. */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storage, type Theme } from './storage';

interface ThemeValue {
  theme: Theme;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storage.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const value = useMemo<ThemeValue>(
    () => ({
      theme,
      setTheme: (next) => {
        storage.setTheme(next);
        setThemeState(next);
      },
    }),
    [theme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme is used outside ThemeProvider');
  return value;
}
