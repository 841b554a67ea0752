/**
 * One payment of /panel/payments (panel §2, §3): amount (kopecks ÷ 100, two decimals), currency
 * through its translation key, user id, date, valid, the cancelled state (0 nothing, 1 a spinner,
 * 2 a crossed circle), a viewer for the info, and refund while the state is 0.
 */
import { useTranslation } from 'react-i18next';
import { MINOR_UNITS, type CallOutput } from '@tt/contract';
import { StatusIcon } from '../../../components/StatusIcon';

export type PaymentRecord = CallOutput<'admin/payments/list'>['data'][number];

/** The info is a JSON string: shown indented when it parses, as it is otherwise. */
function readable(info: string): string {
  try {
    return JSON.stringify(JSON.parse(info), null, 2);
  } catch {
    return info;
  }
}

export function PaymentRow({ payment, onRefund }: { payment: PaymentRecord; onRefund(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="payment-row" data-testid="payment-row">
      <div className="payment-row__main">
        <strong className="payment-row__amount">
          {(payment.value / MINOR_UNITS).toFixed(2)} {t(`currency.${payment.currency}`)}
        </strong>
        <span>{t('payments.user', { id: payment.userid })}</span>
        <time dateTime={payment.date}>{new Date(payment.date).toLocaleString(i18n.language)}</time>
        <span>{payment.valid ? t('payments.valid') : t('payments.invalid')}</span>
        {payment.cancelled === 1 && <StatusIcon kind="progress" label={t('payments.refunding')} />}
        {payment.cancelled === 2 && <StatusIcon kind="cancelled" label={t('payments.refunded')} />}
        {payment.cancelled === 0 && (
          <button type="button" className="button button--ghost" onClick={onRefund}>
            {t('refund.open')}
          </button>
        )}
      </div>
      <details className="payment-row__info">
        <summary>{t('payments.info')}</summary>
        <pre>{readable(payment.info)}</pre>
      </details>
    </li>
  );
}
