/**
 * /panel/payments (panel §2, admin; issue 25 point 8): payments in pages of 20, the next page loaded near
 * the end of the list, searched by payment id, e-mail, user id or order id, filtered by status and a
 * range of days, sorted by date (newest first by default), with the filtered list's totals.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATES, type PaymentState } from '@tt/contract';
import { useModals } from '../../../components/ModalHost';
import { PanelListPage } from '../../../components/PanelListPage';
import { paymentsListQuery, type PaymentFilters } from '../api/list-payments';
import { PaymentRow, rub } from './PaymentRow';
import { RefundDialog } from './RefundDialog';

export function PaymentsPage() {
  const { t } = useTranslation();
  const modals = useModals();
  const [filters, setFilters] = useState<PaymentFilters>({});
  const set = (change: PaymentFilters) => setFilters((current) => ({ ...current, ...change }));
  return (
    <PanelListPage
      title={t('panel_payments')}
      className="panel-payments"
      searchLabel={t('payments.search')}
      query={(search, sort) => paymentsListQuery(search, sort, filters)}
      rowsOf={(page) => page.data}
      listClassName="payment-list"
      emptyText={t('payments.empty')}
      filters={
        <>
          <label className="field">
            <span>{t('payments.filterState')}</span>
            <select
              value={filters.state ?? ''}
              onChange={(e) => set({ state: (e.target.value || undefined) as PaymentState | undefined })}
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
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </label>
          <label className="field">
            <span>{t('payments.to')}</span>
            <input type="date" value={filters.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
          </label>
        </>
      }
      summaryOf={(first) => (
        <p className="payment-totals" data-testid="payment-totals">
          {t('payments.totals', {
            count: first.totals.count,
            paid: rub(first.totals.paid),
            refunded: rub(first.totals.refunded),
          })}
        </p>
      )}
      renderRow={(payment) => (
        <PaymentRow
          key={payment.id}
          payment={payment}
          onRefund={() =>
            modals.open({
              name: 'refund',
              title: t('refund.title'),
              content: <RefundDialog payment={payment} onDone={modals.close} />,
            })
          }
        />
      )}
    />
  );
}
