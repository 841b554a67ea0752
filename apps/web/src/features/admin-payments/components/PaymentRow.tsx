/**
 * One payment of /panel/payments (panel §2, §3; issues 25 point 8, 34 point 4): the amount as money in
 * the reader's language, the payment and order ids, the buyer (a link to all of their payments: the
 * customer's view), date, what the bank's status means, plan and period, the promo code, how much was
 * refunded and each refund with its reason and note; the refund mark (1 a spinner, 2 a crossed circle
 * for a full refund, a half-filled one while part is refunded: decisions 047, 087), a viewer for the info
 * with the staff's history of the payment, and Refund while the server says more may go back.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@tt/contract';
import { AuditHistory } from '../../../components/AuditHistory';
import { StatusIcon } from '../../../components/StatusIcon';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';

export type PaymentRecord = CallOutput<'admin/payments/list'>['data'][number];

/** The info is a JSON string: shown indented when it parses, as it is otherwise. */
function readable(info: string): string {
  try {
    return JSON.stringify(JSON.parse(info), null, 2);
  } catch {
    return info;
  }
}

/** A full refund gave all of the payment back; a partial one some of it (decision 047). */
export const isFullRefund = (payment: PaymentRecord) =>
  payment.state === 'refunded' || payment.refunded >= payment.value;

function RefundHistory({ payment }: { payment: PaymentRecord }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="payment-row__refunds">
      <span>{t('payments.history')}</span>
      <ol data-testid="refund-history">
        {payment.refunds.map((r) => (
          <li key={r.at}>
            {t('payments.refundLine', {
              date: new Date(r.at).toLocaleDateString(i18n.language),
              amount: formatMoney(r.amount, payment.currency, i18n.language),
              reason: r.reason ? t(`refund.reason.${r.reason}`) : '—',
            })}
            {r.note && <q>{r.note}</q>}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PaymentRow({ payment, onRefund }: { payment: PaymentRecord; onRefund(): void }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  // the history is asked for only while the viewer is open (it polls)
  const [open, setOpen] = useState(false);
  const customer = payment.email ?? t('payments.user', { id: payment.userid });
  return (
    <li className="payment-row" data-testid="payment-row">
      <div className="payment-row__main">
        <strong className="payment-row__amount">{money(payment.value)}</strong>
        <span>{t('payments.order', { id: payment.id, order: payment.orderid })}</span>
        <Link
          className="payment-row__email"
          to={paths.panelPaymentsOf(payment.userid)}
          title={t('payments.customerTitle', { email: customer })}
        >
          {customer}
        </Link>
        <time dateTime={payment.date}>{new Date(payment.date).toLocaleString(i18n.language)}</time>
        <span className={`payment-row__state payment-row__state--${payment.state}`}>
          {t(`payments.state.${payment.state}`)}
        </span>
        {payment.planName && (
          <span>
            {payment.period ? t('payments.plan', { plan: payment.planName, days: payment.period }) : payment.planName}
          </span>
        )}
        {payment.promoCode && <span>{t('payments.code', { code: payment.promoCode })}</span>}
        {payment.partnerEmail && (
          <Link to={paths.panelUsersFound(payment.partnerEmail)}>
            {t('payments.partner', { email: payment.partnerEmail })}
          </Link>
        )}
        {payment.refunded > 0 && <span>{t('payments.refundedAmount', { amount: money(payment.refunded) })}</span>}
        {payment.cancelled === 1 && <StatusIcon kind="progress" label={t('payments.refunding')} />}
        {payment.cancelled !== 1 &&
          (payment.cancelled === 2 || payment.refunded > 0) &&
          (isFullRefund(payment) ? (
            <StatusIcon kind="cancelled" label={t('payments.refunded')} />
          ) : (
            <StatusIcon kind="partial" label={t('payments.partlyRefunded')} />
          ))}
        {payment.refundable && (
          <button type="button" className="button button--ghost" onClick={onRefund}>
            {t('refund.open')}
          </button>
        )}
      </div>
      {payment.refunds.length > 0 && <RefundHistory payment={payment} />}
      <details className="payment-row__info" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('payments.info')}</summary>
        <pre>{readable(payment.info)}</pre>
        {open && <AuditHistory subject={`payment:${payment.id}`} />}
      </details>
    </li>
  );
}
