/**
 * /partnership (consumer §1, §2, §6, §8): the partner pitch as slides, and the become-a-partner
 * button. Signed out it leads to blogger registration; a partner is told they already are one and
 * goes on to partner info; an ordinary user confirms and becomes type 4 (user/typechange); anyone
 * else reads "System limitations prevent you from becoming a partner".
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BadgePercent, CalendarClock, HandCoins, ShieldCheck, type LucideIcon } from 'lucide-react';
import { PROMO, USER_TYPE } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Slides } from '../../../components/Slides';
import { StatusIcon } from '../../../components/StatusIcon';
import { OwedMoney } from '../../../components/OwedMoney';
import { useBecomePartner } from '../api/become-partner';

const SLIDES: { key: string; icon: LucideIcon }[] = [
  { key: 'earn', icon: HandCoins },
  { key: 'discount', icon: BadgePercent },
  { key: 'verify', icon: ShieldCheck },
  { key: 'payouts', icon: CalendarClock },
];

type Step = 'idle' | 'confirm' | 'already' | 'limit';

/** The programme's slides, with what a partner may earn and what their followers save. */
function partnershipSlides(t: TFunction) {
  const numbers = { income: PROMO.rewardMax, discount: PROMO.followerDiscountUpToPercent };
  return SLIDES.map(({ key, icon }) => ({
    key,
    icon,
    title: t(`partnership.slide.${key}.title`, numbers),
    text: t(`partnership.slide.${key}.text`, numbers),
  }));
}

export function PartnershipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, profile, setProfile } = useAuth();
  const [step, setStep] = useState<Step>('idle');
  const become = useBecomePartner();

  const start = () => {
    if (status !== 'in' || !profile) return navigate(paths.bloggerRegistration);
    if (profile.info.type === USER_TYPE.blogger) return setStep('already');
    if (profile.info.type === USER_TYPE.user) return setStep('confirm');
    setStep('limit');
  };
  const confirm = () =>
    become.mutate(undefined, {
      onSuccess: (answer) => {
        setProfile(answer);
        navigate(paths.panelPartnerInfo);
      },
    });

  return (
    <section className="card partnership">
      <h1>{t('partnership.title')}</h1>
      <Slides slides={partnershipSlides(t)} label={t('partnership.title')} />

      {step === 'idle' && (
        <button
          type="button"
          className="button"
          // while the session is being read, a signed-in visitor is not sent to registration
          disabled={status === 'unknown' || status === 'loggingIn'}
          onClick={start}
        >
          {t('partnership.become')}
        </button>
      )}
      {step === 'confirm' && (
        <ConfirmDialog
          className="partnership__confirm"
          label={t('partnership.confirmTitle')}
          title={t('partnership.confirmTitle')}
          text={t('partnership.confirmText')}
          yes={t('partnership.confirmYes')}
          busy={become.isPending}
          failure={become.error}
          failureLabel={t('partner.failed')}
          onYes={confirm}
          onNo={() => setStep('idle')}
        />
      )}
      {step === 'already' && (
        <div role="status" className="partnership__note">
          <p>{t('partnership.already')}</p>
          <Link to={paths.panelPartnerInfo} className="button">
            {t('partnership.toPartnerInfo')}
          </Link>
        </div>
      )}
      {step === 'limit' && (
        <p role="alert" className="partnership__note">
          <StatusIcon kind="error" /> {t('errors.partnerLimit')}
        </p>
      )}
      {/* a former partner still sees what they earned and are owed (decision 086) */}
      <OwedMoney enabled={status === 'in' && profile?.info.type !== USER_TYPE.blogger} />
    </section>
  );
}
