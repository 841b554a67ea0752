/** The bedtime dialog (issue 26 §12): a sleep timer (off, 10, 20, 30 min) and "this is the last story". */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLEEP_MINUTES, type BedtimeChoice } from './bedtime-choice';

interface Props {
  choice: BedtimeChoice;
  /** "Last story" is set for the story on screen (not one left on another story). */
  lastStory: boolean;
  choose(minutes: BedtimeChoice['minutes'], lastStory: boolean): void;
  close(): void;
}

export function BedtimeDialog({ choice, lastStory: chosenLast, choose, close }: Props) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(choice.endsAt === null ? 0 : choice.minutes);
  const [lastStory, setLastStory] = useState(chosenLast);
  return (
    <form
      className="bedtime-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        choose(minutes, lastStory);
        close();
      }}
    >
      <p>{t('bedtime.intro')}</p>
      <fieldset className="bedtime-dialog__timer">
        <legend>{t('bedtime.timer')}</legend>
        {SLEEP_MINUTES.map((m) => (
          <label key={m} className="chip">
            <input type="radio" name="sleep" checked={minutes === m} onChange={() => setMinutes(m)} />
            {m === 0 ? t('bedtime.off') : t('bedtime.minutes', { count: m })}
          </label>
        ))}
      </fieldset>
      <label className="bedtime-dialog__last">
        <input type="checkbox" checked={lastStory} onChange={(e) => setLastStory(e.target.checked)} />
        {t('bedtime.lastStory')}
      </label>
      <div className="form-actions">
        <button type="submit" className="button">
          {t('bedtime.save')}
        </button>
      </div>
    </form>
  );
}
