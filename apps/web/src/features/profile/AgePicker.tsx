/** The age scroller of the birthday dialog: ages 1 to 17; Set is off when unchanged or outside the story range. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AGES, birthdayAllowed, STORY_AGE_RANGE } from '@tt/contract';
import { appInfoQuery } from '../auth/GoogleButton';

const STICKERS = ['🍼', '🧸', '🪁', '🎨', '🚲'];

/** A birthday for an age, as the server stores it: the same day that many years ago. */
export function birthdayForAge(age: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export function AgePicker({ current, onSet, onCancel }: { current: number | null; onSet(age: number): void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const range = useQuery(appInfoQuery).data?.story.ageRange ?? STORY_AGE_RANGE;
  const [age, setAge] = useState(current ?? range[0] ?? AGES.defaultPickerAge);
  const allowed = birthdayAllowed(age, [range[0], range[1]]);
  const ages = Array.from({ length: AGES.pickerMax - AGES.pickerMin + 1 }, (_, i) => i + AGES.pickerMin);
  return (
    <div className="age-picker">
      <div className="age-picker__scroller" role="radiogroup" aria-label={t('wizard.age')}>
        {ages.map((a) => (
          <button key={a} type="button" role="radio" aria-checked={a === age} className={a === age ? 'age age--on' : 'age'} onClick={() => setAge(a)}>
            {a <= AGES.stickersUpTo && <span aria-hidden>{STICKERS[a - 1]} </span>}
            {t('age.years', { count: a })}
          </button>
        ))}
      </div>
      {!allowed && <p role="alert">{t('validation.age')}</p>}
      <div className="row">
        <button type="button" className="button" disabled={!allowed || age === current} onClick={() => onSet(age)}>
          {t('bday.set')}
        </button>
        {current !== null && onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>{t('common.cancel')}</button>
        )}
      </div>
    </div>
  );
}
