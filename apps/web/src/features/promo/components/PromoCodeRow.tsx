/**
 * One promo code: the code, its plan by name (from app/info), discount and reward, dates, status (paused
 * when checkout would refuse it) and, for the team, its owner.
 */
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';
import { useAppInfo } from '../../../lib/api/app-info';

type PromoCode = CallOutput<'payments/promo/list'>['data'][number];

export function PromoCodeRow({ code, showOwner }: { code: PromoCode; showOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const plan =
    useAppInfo().data?.plans.find((p) => p.id === code.planid)?.name ?? t('promo.planNumber', { id: code.planid });
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { timeZone: 'UTC' });
  return (
    <li className={`promo-row promo-row--${code.status}`} data-testid="promo-row">
      <strong className="promo-row__code">{code.code}</strong>
      <span className={`promo-row__status promo-row__status--${code.status}`}>{t(`promo.status.${code.status}`)}</span>
      <span>{t('promo.discountReward', { discount: code.discount, reward: code.reward ?? code.discount })}</span>
      <span>{t('promo.dates', { start: day(code.start), end: day(code.end) })}</span>
      <span>{t('promo.planDuration', { plan, duration: t(`promo.duration.${code.duration}`) })}</span>
      {showOwner && <span className="promo-row__owner">{code.ownerEmail ?? t('promo.owner', { id: code.owner })}</span>}
    </li>
  );
}
