/**
 * The promo code of the payment dialog (consumer §4): an empty code clears any discount; a
 * non-empty one is checked against the plan with payments/checkpromo. Success shows the discount
 * and clears the error; failure says "Promo code not found", or that its owner paused it. A referral
 * link's code (issue 34) fills the field and is applied as the dialog opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';
import { FieldFrame } from '../../../components/Field';
import { ApiError } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/error-text';
import { readReferral } from '../../../lib/referral';
import { useCheckPromo } from '../api/check-promo';

/** The code of the referral link this browser came by, when it is for this plan (issue 34). */
function referralCodeFor(planid: number): string {
  const referral = readReferral();
  return referral && (referral.planid === undefined || referral.planid === planid) ? referral.code : '';
}

export type AppliedPromo = CallOutput<'payments/checkpromo'>;

interface Props {
  planid: number;
  applied: AppliedPromo | null;
  onApplied(promo: AppliedPromo | null): void;
}

export function PromoField({ planid, applied, onApplied }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState(() => referralCodeFor(planid));
  const check = useCheckPromo();
  // the code last sent: leaving the field and pressing Apply ask once
  const asked = useRef<string | null>(null);

  const apply = () => {
    const trimmed = code.trim();
    if (!trimmed) {
      onApplied(null);
      check.reset();
      return;
    }
    if (asked.current === trimmed) return;
    asked.current = trimmed;
    check.mutate({ code: trimmed, planid }, { onSuccess: (promo) => onApplied(promo), onError: () => onApplied(null) });
  };

  // the check's failure, told while the code stays as it was checked
  const failure = check.error;
  const notFound = failure instanceof ApiError && (failure.status === 404 || failure.key === 'errors.promoNotFound');
  const error = failure ? (notFound ? t('errors.promoNotFound') : errorText(t, failure)) : undefined;

  // a referral link's code is applied as the dialog opens, as if typed
  useEffect(() => {
    if (code) apply();
    // once, for the code the dialog opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FieldFrame
      label={t('payment.promo')}
      error={error}
      control={(wiring) => (
        <>
          <div className="row promo-field__row">
            <input
              {...wiring}
              value={code}
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
                asked.current = null;
                if (!e.target.value.trim()) {
                  onApplied(null);
                  check.reset();
                }
              }}
              onBlur={apply}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                apply();
              }}
            />
            <button type="button" className="button button--ghost" onClick={apply} disabled={check.isPending}>
              {t('payment.promoApply')}
            </button>
          </div>
          {applied && !error && (
            <p className="promo-field__ok" role="status">
              {t('payment.promoApplied', { code: applied.code, discount: applied.feature.discount })}
            </p>
          )}
        </>
      )}
    />
  );
}
