/**
 * One payment of /panel/payments (panel §2, §3; issue 25 point 8): amount (kopecks ÷ 100, two decimals),
 * currency through its translation key, the payment and order ids, the buyer's e-mail (the user id
 * without one), date, what the bank's status means, plan and period, the promo code, how much was
 * refunded; the refund mark (1 a spinner, 2 a crossed circle for a full refund and a half-filled one
 * for a partial: decision 047), a viewer for the info with the staff's history of the payment (point 9),
 * and Refund only where the server says it may.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINOR_UNITS, type CallOutput } from '@tt/contract';
import { AuditHistory } from '../../../components/AuditHistory';
import { StatusIcon } from '../../../components/StatusIcon';
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

export const rub = (kopecks: number) => (kopecks / MINOR_UNITS).toFixed(2);

/** A full refund gave all of the payment back; a partial one some of it (decision 047). */
export const isFullRefund = (payment: PaymentRecord) =>
  payment.state === 'refunded' || payment.refunded >= payment.value;

export function PaymentRow({ payment, onRefund }: { payment: PaymentRecord; onRefund(): void }) {
  const { t, i18n } = useTranslation();
  // the history is asked for only while the viewer is open (it polls)
  const [open, setOpen] = useState(false);
  return (
    <li className="payment-row" data-testid="payment-row">
      <div className="payment-row__main">
        <strong className="payment-row__amount">
          {rub(payment.value)} {t(`currency.${payment.currency}`)}
        </strong>
        <span>{t('payments.order', { id: payment.id, order: payment.orderid })}</span>
        {payment.email ? (
          <Link className="payment-row__email" to={paths.panelUsersFound(payment.email)}>
            {payment.email}
          </Link>
        ) : (
          <span className="payment-row__email">{t('payments.user', { id: payment.userid })}</span>
        )}
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
        {payment.refunded > 0 && <span>{t('payments.refundedAmount', { amount: rub(payment.refunded) })}</span>}
        {payment.cancelled === 1 && <StatusIcon kind="progress" label={t('payments.refunding')} />}
        {payment.cancelled === 2 &&
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
      <details className="payment-row__info" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('payments.info')}</summary>
        <pre>{readable(payment.info)}</pre>
        {open && <AuditHistory subject={`payment:${payment.id}`} />}
      </details>
    </li>
  );
}
