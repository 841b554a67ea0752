/** The dimmed screen of bedtime: it darkens over the sound's fade and stays until a grown-up taps Wake up. */
import { useTranslation } from 'react-i18next';
import type { BedtimePhase } from './use-bedtime';

export function BedtimeVeil({ phase, fadeMs, wake }: { phase: BedtimePhase; fadeMs: number; wake(): void }) {
  const { t } = useTranslation();
  return (
    <div
      className={`bedtime-veil bedtime-veil--${phase}`}
      style={{ animationDuration: `${fadeMs}ms` }}
      data-testid="bedtime-veil"
    >
      {phase === 'asleep' && (
        <div className="bedtime-veil__card" role="status">
          <p>{t('bedtime.goodNight')}</p>
          <button type="button" className="button button--ghost" onClick={wake}>
            {t('bedtime.wake')}
          </button>
        </div>
      )}
    </div>
  );
}
