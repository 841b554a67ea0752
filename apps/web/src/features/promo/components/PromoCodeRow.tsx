/** One promo code: the code, its plan, discount and reward, dates, status and, for the team, its owner. */
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';

type PromoCode = CallOutput<'payments/promo/list'>['data'][number];

export function PromoCodeRow({ code, showOwner }: { code: PromoCode; showOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { timeZone: 'UTC' });
  return (
    <li className={`promo-row promo-row--${code.status}`} data-testid="promo-row">
      <strong className="promo-row__code">{code.code}</strong>
      <span className={`promo-row__status promo-row__status--${code.status}`}>{t(`promo.status.${code.status}`)}</span>
      <span>{t('promo.discountReward', { discount: code.discount, reward: code.reward ?? code.discount })}</span>
      <span>{t('promo.dates', { start: day(code.start), end: day(code.end) })}</span>
      <span>{t('promo.planDuration', { plan: code.planid, duration: t(`promo.duration.${code.duration}`) })}</span>
      {showOwner && <span className="promo-row__owner">{code.ownerEmail ?? t('promo.owner', { id: code.owner })}</span>}
    </li>
  );
}
