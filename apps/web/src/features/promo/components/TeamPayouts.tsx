/**
 * The team's payouts: a month's statements of every partner, marking a due one paid (asked first, undone
 * within a day), the CSV export.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { errorText } from '../../../lib/api/error-text';
import { Preloader } from '../../../components/Preloader';
import { useToasts } from '../../../components/Toasts';
import { useExportPayouts } from '../api/export-payouts';
import { useTeamPayouts } from '../api/team-payouts';
import { monthNow, yearMonth } from './month';
import { StatementCard } from './StatementCard';
import { MarkPaid, UndoPaid } from './PaidActions';

export function TeamPayouts() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [month, setMonth] = useState(() => yearMonth(monthNow()));
  const list = useTeamPayouts(month, /^\d{4}-\d{2}$/.test(month));
  const exporter = useExportPayouts();
  return (
    <section className="payouts" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('payouts.title')}</h2>
      <div className="row">
        <label className="field">
          <span>{t('payouts.statementMonth')}</span>
          <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        <button
          type="button"
          className="button button--ghost"
          disabled={exporter.isPending}
          onClick={() =>
            exporter.mutate(month, {
              onSuccess: (name) => toasts.show(t('payouts.exported', { name }), { icon: 'success' }),
            })
          }
        >
          <Download size={18} aria-hidden /> {t('payouts.export')}
        </button>
      </div>
      {exporter.error && <p role="alert">{errorText(t, exporter.error)}</p>}
      {list.isLoading ? (
        <Preloader />
      ) : list.error ? (
        <p role="alert">{errorText(t, list.error)}</p>
      ) : list.data?.data.length ? (
        <ul className="statements">
          {list.data.data.map((s) => (
            <StatementCard key={s.id} statement={s} showOwner>
              {s.status === 'due' && <MarkPaid statement={s} />}
              {s.status === 'paid' && <UndoPaid statement={s} />}
            </StatementCard>
          ))}
        </ul>
      ) : (
        <p>{t('payouts.none')}</p>
      )}
    </section>
  );
}
