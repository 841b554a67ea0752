/** The strength meter under a new password, with the reason when it is too weak. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgePassword, type Strength } from './strength';

const METER_DELAY_MS = 150;

export function usePasswordStrength(password: string, userInputs: string[] = []): Strength | null {
  const [strength, setStrength] = useState<Strength | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    // judged once typing pauses, not on every key: the estimate is a few milliseconds per call
    const timer = setTimeout(
      () => void judgePassword(password, inputs.split('\n')).then((s) => current && setStrength(s)),
      METER_DELAY_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return strength;
}

export function PasswordStrength({ strength }: { strength: Strength | null }) {
  const { t } = useTranslation();
  if (!strength) return null;
  const label = t(`password.strength.${strength.score}`);
  return (
    <div className="password-strength" data-score={strength.score}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={strength.score} aria-label={t('password.meter')}>
        {label}
      </meter>
      <p className="password-strength__text" aria-live="polite">
        {label}
        {strength.reason ? ` · ${t(strength.reason)}` : ''}
      </p>
    </div>
  );
}
