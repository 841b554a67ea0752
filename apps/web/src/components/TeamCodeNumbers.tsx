/** One partner's code numbers for the team (issue 34 point 1), with a month to choose (this month first). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeNumbers } from './CodeNumbers';

const thisMonth = () => new Date().toISOString().slice(0, 7);

export function TeamCodeNumbers({ owner }: { owner: number }) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const name = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return (
    <div className="team-code-numbers">
      <label className="team-code-numbers__month">
        <span>{t('earnings.month')}</span>
        <input
          type="month"
          value={month}
          max={thisMonth()}
          onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
        />
      </label>
      <CodeNumbers month={month} monthName={name} owner={owner} />
    </div>
  );
}
