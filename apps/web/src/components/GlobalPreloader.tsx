/**
 * The global preloader: a soft veil over the whole app while something the user waits for is
 * running (signing in, saving a form). Pages switch it on with useGlobalPreloader(active).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PreloaderValue {
  count: number;
  change(delta: 1 | -1): void;
}

const PreloaderContext = createContext<PreloaderValue>({ count: 0, change: () => {} });

export function GlobalPreloaderProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const value = useMemo<PreloaderValue>(
    () => ({ count, change: (delta) => setCount((c) => Math.max(0, c + delta)) }),
    [count],
  );
  return <PreloaderContext.Provider value={value}>{children}</PreloaderContext.Provider>;
}

/** Shows the veil while `active` is true. */
export function useGlobalPreloader(active: boolean): void {
  const { change } = useContext(PreloaderContext);
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active, change]);
}

export function GlobalPreloader({ force = false }: { force?: boolean }) {
  const { t } = useTranslation();
  const { count } = useContext(PreloaderContext);
  if (!force && count === 0) return null;
  return (
    <div className="global-preloader" role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      <div className="global-preloader__bubble">
        <span className="preloader__dot" />
        <span className="preloader__dot" />
        <span className="preloader__dot" />
      </div>
    </div>
  );
}
