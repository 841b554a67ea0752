/**
 * /panel/earnings (panel §2): a month selector with arrows; complete figures once the month has ended,
 * otherwise the estimate disclaimer; earnings grouped by code for partners (type 4) and by owner for the
 * team (types 2 and 8), with totals; kept 1200 s. For partners, each code's numbers in the month and over its
 * lifetime (issue 34). Below them, payouts: the partner's statements and balance,
 * or the team's statements of a month with marking paid and the CSV export (decision 021).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth';
import { CodeNumbers } from '../../../components/CodeNumbers';
import { Preloader } from '../../../components/Preloader';
import { errorText } from '../../../lib/api/error-text';
import { useCodeUsage } from '../api/code-usage';
import { promoSideOf } from '../promo-side';
import { EarningsGroups } from './EarningsGroups';
import { monthBounds, monthEnded, monthLabel, monthNow, shiftMonth, yearMonth, type Month } from './month';
import { PartnerPayouts } from './PartnerPayouts';
import { TeamPayouts } from './TeamPayouts';

export function EarningsPage() {
  const { t, i18n } = useTranslation();
  const { profile } = useAuth();
  const side = promoSideOf(profile?.info.type);
  const [month, setMonth] = useState<Month>(monthNow);
  const { start, end } = monthBounds(month);
  const usage = useCodeUsage(side, start, end);
  const label = monthLabel(month, i18n.language);

  return (
    <section className="card earnings-page">
      <Link to={paths.panel} className="link-small">
        ‹ {t('panel.back')}
      </Link>
      <h1>{t('panel_earnings')}</h1>
      <div className="month-selector" role="group" aria-label={t('earnings.month')}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('earnings.previous')}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        >
          <ChevronLeft aria-hidden />
        </button>
        <strong className="month-selector__label" aria-live="polite">
          {label}
        </strong>
        <button
          type="button"
          className="icon-button"
          aria-label={t('earnings.next')}
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        >
          <ChevronRight aria-hidden />
        </button>
      </div>
      <p className={monthEnded(month) ? 'earnings-page__complete' : 'earnings-page__estimate'}>
        {monthEnded(month) ? t('earnings.complete') : t('earnings.estimate')}
      </p>
      {side === null && <p>{t('promo.noList')}</p>}
      {usage.error ? (
        <p role="alert">{errorText(t, usage.error)}</p>
      ) : usage.isLoading ? (
        <Preloader />
      ) : usage.data && usage.data.length === 0 ? (
        <p>{t('earnings.none')}</p>
      ) : usage.data ? (
        <EarningsGroups earnings={usage.data} by={side === 'partner' ? 'code' : 'owner'} />
      ) : null}
      {side === 'partner' && <CodeNumbers month={yearMonth(month)} monthName={label} />}
      {side === 'partner' && <PartnerPayouts />}
      {side === 'team' && <TeamPayouts />}
    </section>
  );
}
