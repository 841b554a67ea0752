/**
 * The dimmed screen of bedtime: it darkens with the sound's fade (`dim`: 0 → 1, the volume's fall) and
 * stays until a grown-up taps Wake up. While it fades the player beneath still answers taps (a parent
 * can pause); asleep, it covers everything.
 */
import { useTranslation } from 'react-i18next';
import type { BedtimePhase } from './use-bedtime';

const DARKEST = 0.92;

export function BedtimeVeil({ phase, dim, wake }: { phase: BedtimePhase; dim: number; wake(): void }) {
  const { t } = useTranslation();
  return (
    <div
      className={`bedtime-veil bedtime-veil--${phase}`}
      style={phase === 'fading' ? { opacity: DARKEST * Math.max(0, Math.min(1, dim)) } : undefined}
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
