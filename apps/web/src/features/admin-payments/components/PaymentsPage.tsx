/**
 * /panel/payments (panel §2, admin): payments in pages of 20, the next page loaded near the end of
 * the list, searched by e-mail, user id or order id, sorted by date (newest first by default).
 */
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../components/ModalHost';
import { PanelListPage } from '../../../components/PanelListPage';
import { paymentsListQuery } from '../api/list-payments';
import { PaymentRow } from './PaymentRow';
import { RefundDialog } from './RefundDialog';

export function PaymentsPage() {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <PanelListPage
      title={t('panel_payments')}
      className="panel-payments"
      searchLabel={t('payments.search')}
      query={paymentsListQuery}
      rowsOf={(page) => page.data}
      listClassName="payment-list"
      emptyText={t('payments.empty')}
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
