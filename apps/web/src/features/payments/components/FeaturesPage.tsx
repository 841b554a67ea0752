/**
 * /features (consumer §2 Features/plans): the plans for the user's type with their prices, the
 * user's licence and status, buy (the `setpayment` modal), cancel rebill and contact support.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LICENCE } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useModals } from '../../../components/ModalHost';
import { Preloader } from '../../../components/Preloader';
import { useAppInfo } from '../../../lib/api/app-info';
import { usePinGate } from '../../../components/use-pin-gate';
import { errorText } from '../../../lib/api/error-text';
import { useUserPlans } from '../api/get-user-plans';
import { usePaymentUpdates } from '../api/use-payment-updates';
import { formatEnd, plansFor } from '../plan-prices';
import { PaymentDialog } from './PaymentDialog';
import { PlanCard } from './PlanCard';

export function FeaturesPage() {
  const { t, i18n } = useTranslation();
  const { profile } = useAuth();
  const modals = useModals();
  const gate = usePinGate();
  const info = useAppInfo();
  const mine = useUserPlans();
  usePaymentUpdates();
  // the bank sends the buyer back here (SuccessURL / FailURL) after its card page
  const returned = useSearchParams()[0].get('result');
  if (!profile || info.isLoading || mine.isLoading) return <Preloader />;
  const plans = plansFor(info.data?.plans ?? [], profile.info.type);
  const licence = mine.data?.licence;
  const light = !licence || licence.Permissions.some((p) => p.code === LICENCE.lightModeCode);
  const contact = { email: profile.info.email, phone: profile.info.phone };

  return (
    <section className="features-page">
      <h1>{t('plans.title')}</h1>
      {(info.error || mine.error) && <p role="alert">{errorText(t, info.error ?? mine.error)}</p>}
      {returned === 'success' && <p role="status">{t('payment.returnedPaid')}</p>}
      {returned === 'fail' && <p role="alert">{t('errors.paymentDeclined')}</p>}
      <p className={`licence-line${light ? ' licence-line--light' : ''}`} data-testid="licence">
        {light
          ? t('plans.licenceLight', { days: LICENCE.lightModeRecentDays })
          : licence?.ValidTo
            ? t('plans.licenceFullUntil', { date: formatEnd(licence.ValidTo, i18n.language) })
            : t('plans.licenceFull')}
      </p>
      {plans.length === 0 && <p>{t('plans.none')}</p>}
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          mine={mine.data?.plans.find((p) => p.id === plan.id)}
          onBuy={() =>
            void gate.guard(() =>
              modals.open({
                name: 'setpayment',
                title: t('payment.title'),
                content: <PaymentDialog plan={plan} contact={contact} onDone={modals.close} />,
              }),
            )
          }
        />
      ))}
      <Link to={paths.supportChat} className="button button--ghost">
        {t('plans.support')}
      </Link>
    </section>
  );
}
