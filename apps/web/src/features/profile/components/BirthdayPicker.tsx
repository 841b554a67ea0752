/**
 * The birthday dialog (consumer §2, §5): a scroller of ages 1 to 17 with stickers up to 5, or a
 * date of birth. Set is disabled when nothing changed or the age is outside the story range of
 * app/info; Cancel is offered when a value existed.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ageFromBirthday, AGES, birthdayAllowed, birthdayForAge, STORY_AGE_RANGE } from '@tt/contract';
import { useAppInfo } from '../../../lib/api/app-info';
import { Baby, Bike, Palette, Puzzle, ToyBrick } from 'lucide-react';

const STICKERS = [Baby, ToyBrick, Puzzle, Palette, Bike];
/** The picture beside ages 1 to 5 in the scroller. */
function Sticker({ age }: { age: number }) {
  const Icon = STICKERS[age - 1]!;
  return <Icon aria-hidden size={20} />;
}
const AGE_LIST = Array.from({ length: AGES.pickerMax - AGES.pickerMin + 1 }, (_, i) => i + AGES.pickerMin);

interface Props {
  current: string | null;
  onSet(bday: string): void;
  onCancel?: () => void;
}

export function BirthdayPicker({ current, onSet, onCancel }: Props) {
  const { t } = useTranslation();
  const dateId = useId();
  const range = useAppInfo().data?.story.ageRange ?? STORY_AGE_RANGE;
  const [bday, setBday] = useState(current ?? birthdayForAge(range[0] ?? AGES.defaultPickerAge));
  const age = ageFromBirthday(bday);
  const allowed = age !== null && birthdayAllowed(age, [range[0], range[1]]);

  return (
    <div className="birthday-picker">
      <div className="age-picker__scroller" role="radiogroup" aria-label={t('bday.age')}>
        {AGE_LIST.map((a) => (
          <button
            key={a}
            type="button"
            role="radio"
            aria-checked={a === age}
            className={a === age ? 'age age--on' : 'age'}
            onClick={() => setBday(birthdayForAge(a))}
          >
            {a <= AGES.stickersUpTo && <Sticker age={a} />}
            {t('age.years', { count: a })}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={dateId}>{t('bday.date')}</label>
        <input
          id={dateId}
          type="date"
          value={bday}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => e.target.value && setBday(e.target.value)}
        />
      </div>
      {!allowed && <p role="alert">{t('validation.age')}</p>}
      <div className="row">
        <button type="button" className="button" disabled={!allowed || bday === current} onClick={() => onSet(bday)}>
          {t('common.next')}
        </button>
        {current !== null && onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
