/** The team's payouts: a month's statements of every partner, marking a due one paid, the CSV export. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { calls, type PayoutStatement } from '@tt/contract';
import { errorText } from '../../../lib/api/error-text';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { Preloader } from '../../../components/Preloader';
import { useToasts } from '../../../components/Toasts';
import { useExportPayouts } from '../api/export-payouts';
import { useMarkPaid } from '../api/mark-paid';
import { useTeamPayouts } from '../api/team-payouts';
import { monthNow, yearMonth } from './month';
import { StatementCard } from './StatementCard';

/** The transfer reference, checked as the server checks it. */
const MarkPaidForm = calls['team/payouts/markpaid'].input.pick({ reference: true });

function MarkPaid({ statement }: { statement: PayoutStatement }) {
  const { t } = useTranslation();
  const form = useSchemaForm(MarkPaidForm, { reference: '' });
  const reference = form.watch('reference');
  const mark = useMarkPaid();
  return (
    <Form
      form={form}
      className="row statement__pay"
      onSubmit={(values) => mark.mutate({ id: statement.id, reference: values.reference.trim() })}
      failure={mark.error}
    >
      <FormField
        id={`reference-${statement.id}`}
        name="reference"
        label={t('payouts.referenceLabel')}
        maxLength={200}
      />
      <button type="submit" className="button" disabled={mark.isPending || !reference.trim()}>
        {t('payouts.markPaid')}
      </button>
    </Form>
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
