/**
 * /panel/payments (panel §2, admin; issues 25 point 8, 34 point 4): payments in pages of 20, the next page
 * loaded near the end of the list, searched exactly by payment id, order id or promo code (or within
 * e-mails), filtered by status, days, code and partner, sorted by date (newest first by default), with
 * the filtered list's totals and its CSV. `?customer=<user id>` is a customer's view: all of one
 * parent's payments. An empty filtered list says no payments match.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@tt/contract';
import { Download } from 'lucide-react';
import { useModals } from '../../../components/ModalHost';
import { PanelListPage } from '../../../components/PanelListPage';
import type { DateSort } from '../../../components/ListToolbar';
import { formatMoney } from '../../../lib/money';
import { useDebounced } from '../../../lib/use-debounced';
import { paths } from '../../../lib/paths';
import { customerEmailQuery, paymentsListQuery, type PaymentFilters } from '../api/list-payments';
import { useExportPayments } from '../api/export-payments';
import { PaymentFiltersBar } from './PaymentFiltersBar';
import { PaymentRow } from './PaymentRow';
import { RefundDialog } from './RefundDialog';

export function PaymentsPage() {
  const [params] = useSearchParams();
  const customer = Number(params.get('customer')) || undefined;
  // a customer's view starts with its own filters
  return <PaymentsList key={customer ?? 'all'} customer={customer} />;
}

function PaymentsList({ customer }: { customer?: number }) {
  const { t, i18n } = useTranslation();
  const modals = useModals();
  const [chosen, setChosen] = useState<PaymentFilters>({});
  // typed filters are asked for once typing pauses, as the search is
  const code = useDebounced(chosen.code?.trim() || undefined, TIMINGS.searchDebounceMs);
  const partner = useDebounced(chosen.partner?.trim() || undefined, TIMINGS.searchDebounceMs);
  const filters: PaymentFilters = { ...chosen, code, partner, customer };
  const set = (change: PaymentFilters) => setChosen((current) => ({ ...current, ...change }));
  const download = useExportPayments();
  const filtered = Object.values(chosen).some(Boolean);
  const customerEmail = useQuery(customerEmailQuery(customer)).data;
  const money = (minor: number) => formatMoney(minor, 'rub', i18n.language);
  return (
    <PanelListPage
      title={customer ? t('payments.customerOf', { email: customerEmail ?? `#${customer}` }) : t('panel_payments')}
      className="panel-payments"
      searchLabel={t('payments.search')}
      query={(search, sort) => paymentsListQuery(search, sort, filters)}
      rowsOf={(page) => page.data}
      listClassName="payment-list"
      emptyText={filtered ? t('payments.noMatch') : t('payments.empty')}
      // the CSV is the list as shown: its filters, search and sort
      actionsFor={(search: string, sort: DateSort) => (
        <div className="row payments-actions">
          {customer && (
            <Link className="link-small" to={paths.panelPayments}>
              {t('payments.allPayments')}
            </Link>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={download.isPending}
            onClick={() =>
              download.mutate({
                ...filters,
                ...(search ? { searchStrFilter: search } : {}),
                sortFields: [{ field: 'date', order: sort === 'date_asc' ? 'asc' : 'desc' }],
              })
            }
          >
            <Download aria-hidden size={18} /> {t('payments.download')}
          </button>
        </div>
      )}
      filters={<PaymentFiltersBar filters={chosen} onChange={set} />}
      summaryOf={(first) => (
        <p className="payment-totals" data-testid="payment-totals">
          {t('payments.totals', {
            count: first.totals.count,
            paid: money(first.totals.paid),
            refunded: money(first.totals.refunded),
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
