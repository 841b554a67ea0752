/**
 * One promo code: the code, its plan by name (from app/info), discount and reward, dates, status (paused
 * when checkout would refuse it) and, for the team, its owner; opened, its referral link, QR code and, for
 * its owner, pausing (issue 34).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';
import { useAppInfo } from '../../../lib/api/app-info';
import { ShareCode } from './ShareCode';

type PromoCode = CallOutput<'payments/promo/list'>['data'][number];

export function PromoCodeRow({ code, showOwner }: { code: PromoCode; showOwner: boolean }) {
  const { t, i18n } = useTranslation();
  // the link, QR code and pause are made only for a code opened
  const [sharing, setSharing] = useState(false);
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
      {code.switchedOff && code.status === 'paused' && (
        <span className="muted">{t(showOwner ? 'promoShare.pausedByPartner' : 'promoShare.pausedByOwner')}</span>
      )}
      <details className="promo-row__share" onToggle={(e) => setSharing(e.currentTarget.open)}>
        <summary>{t('promoShare.title')}</summary>
        {sharing && <ShareCode code={code} owned={!showOwner} />}
      </details>
    </li>
  );
}
