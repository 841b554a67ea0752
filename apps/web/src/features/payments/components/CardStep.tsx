/**
 * The card form: the bank's own page (PaymentURL from payments/init) in a frame inside the dialog,
 * with a link that opens it in the whole window instead (some banks refuse to be framed; the bank
 * sends the buyer back to the app afterwards). The dialog learns the outcome in real time.
 */
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';

/** The bank emulator's card page (decision 014), always served by the app's own server. */
const EMULATOR_CARD_PAGE = '/dev/bank/pay/';

/**
 * The emulator builds PaymentURL on PUBLIC_URL (localhost), which is not always where the app was
 * opened (127.0.0.1, a LAN address): there the frame is another origin the page's CSP refuses, and
 * a parent sent there is not signed in. Its card page opens on the app's own origin instead
 * (issue 26 §2); a real bank's address is used as it is.
 */
export function cardPageAddress(paymentUrl: string): string {
  const url = new URL(paymentUrl, window.location.href);
  return url.pathname.startsWith(EMULATOR_CARD_PAGE) ? url.pathname + url.search : paymentUrl;
}

export function CardStep({ start }: { start: CallOutput<'payments/init'> }) {
  const { t } = useTranslation();
  const address = cardPageAddress(start.PaymentURL);
  return (
    <div className="card-step">
      <iframe className="card-step__frame" src={address} title={t('payment.cardFrame')} />
      <p className="card-step__fallback">
        {t('payment.frameHelp')} <a href={address}>{t('payment.openBankPage')}</a>
      </p>
    </div>
  );
}
