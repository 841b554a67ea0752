import { useEffect, useState } from 'react';
import { storage } from '../lib/storage';

/** White or black theme, kept on the device. */
export function useTheme(): ['white' | 'black', (theme: 'white' | 'black') => void] {
  const [theme, setTheme] = useState(storage.theme());
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    storage.setTheme(theme);
  }, [theme]);
  return [theme, setTheme];
}
