/**
 * The card form: the bank's own page (PaymentURL from payments/init) in a frame inside the dialog,
 * with a link that opens it in the whole window instead (some banks refuse to be framed; the bank
 * sends the buyer back to the app afterwards). The dialog learns the outcome in real time.
 */
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';

export function CardStep({ start }: { start: CallOutput<'payments/init'> }) {
  const { t } = useTranslation();
  return (
    <div className="card-step">
      <iframe className="card-step__frame" src={start.PaymentURL} title={t('payment.cardFrame')} />
      <p className="card-step__fallback">
        {t('payment.frameHelp')} <a href={start.PaymentURL}>{t('payment.openBankPage')}</a>
      </p>
    </div>
  );
}
