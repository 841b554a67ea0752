/**
 * /panel/payments (panel §2, admin): payments in pages of 20, the next page loaded near the end of
 * the list, searched by e-mail, user id or order id, sorted by date (newest first by default).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@tt/contract';
import { paths } from '../../../lib/paths';
import { useModals } from '../../../components/ModalHost';
import { Preloader } from '../../../components/Preloader';
import { errorText } from '../../../lib/api/error-text';
import { useDebounced } from '../../../lib/use-debounced';
import { useNextPageOnScroll } from '../../../lib/use-next-page-on-scroll';
import { usePaymentsList, type SortOrder } from '../api/list-payments';
import { PaymentRow } from './PaymentRow';
import { RefundDialog } from './RefundDialog';
import { ListToolbar } from '../../../components/ListToolbar';
import { ChevronLeft } from 'lucide-react';

export function PaymentsPage() {
  const { t } = useTranslation();
  const modals = useModals();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('date_desc');
  const query = usePaymentsList(useDebounced(search.trim(), TIMINGS.searchDebounceMs), sort);
  useNextPageOnScroll(query);
  const payments = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section className="card panel-payments">
      <Link to={paths.panel} className="link-small">
        <ChevronLeft aria-hidden size={18} /> {t('panel.back')}
      </Link>
      <h1>{t('panel_payments')}</h1>
      <ListToolbar
        searchLabel={t('payments.search')}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
      />
      {query.error && <p role="alert">{errorText(t, query.error)}</p>}
      {query.isLoading ? <Preloader /> : payments.length === 0 ? <p>{t('payments.empty')}</p> : null}
      <ul className="payment-list">
        {payments.map((payment) => (
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
        ))}
      </ul>
      {query.isFetchingNextPage && <Preloader />}
    </section>
  );
}
