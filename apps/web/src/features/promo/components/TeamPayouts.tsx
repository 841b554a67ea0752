/** The team's payouts: a month's statements of every partner, marking a due one paid, the CSV export. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { PayoutStatement } from '@tt/contract';
import { errorText } from '../../../lib/api/error-text';
import { Preloader } from '../../../components/Preloader';
import { useToasts } from '../../../components/Toasts';
import { useExportPayouts } from '../api/export-payouts';
import { useMarkPaid } from '../api/mark-paid';
import { useTeamPayouts } from '../api/team-payouts';
import { monthNow, yearMonth } from './month';
import { StatementCard } from './StatementCard';

function MarkPaid({ statement }: { statement: PayoutStatement }) {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const mark = useMarkPaid();
  return (
    <form
      className="row statement__pay"
      onSubmit={(e) => {
        e.preventDefault();
        if (reference.trim()) mark.mutate({ id: statement.id, reference: reference.trim() });
      }}
    >
      <label className="field">
        <span>{t('payouts.referenceLabel')}</span>
        <input value={reference} onChange={(e) => setReference(e.target.value)} required maxLength={200} />
      </label>
      <button type="submit" className="button" disabled={mark.isPending || !reference.trim()}>
        {t('payouts.markPaid')}
      </button>
      {mark.error && <p role="alert">{errorText(t, mark.error)}</p>}
    </form>
  );
}

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
            </StatementCard>
          ))}
        </ul>
      ) : (
        <p>{t('payouts.none')}</p>
      )}
    </section>
  );
}
