/**
 * The payments list's filters (issues 25 point 8, 34 point 4): status (expired included), a range of
 * days, a promo code and a partner's e-mail (the list asks for the typed ones once typing pauses).
 */
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATES, type PaymentState } from '@tt/contract';
import type { PaymentFilters } from '../api/list-payments';

interface Props {
  filters: PaymentFilters;
  onChange(change: PaymentFilters): void;
}

/** A text filter; empty means none. */
function TypedFilter({ label, value, onChange }: { label: string; value?: string; onChange(value?: string): void }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input type="search" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} />
    </label>
  );
}

export function PaymentFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('payments.filterState')}</span>
        <select
          name="state"
          value={filters.state ?? ''}
          onChange={(e) => onChange({ state: (e.target.value || undefined) as PaymentState | undefined })}
        >
          <option value="">{t('payments.allStates')}</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`payments.state.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('payments.from')}</span>
        <input
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </label>
      <label className="field">
        <span>{t('payments.to')}</span>
        <input type="date" value={filters.to ?? ''} onChange={(e) => onChange({ to: e.target.value || undefined })} />
      </label>
      <TypedFilter label={t('payments.filterCode')} value={filters.code} onChange={(code) => onChange({ code })} />
      <TypedFilter
        label={t('payments.filterPartner')}
        value={filters.partner}
        onChange={(partner) => onChange({ partner })}
      />
    </>
  );
}
