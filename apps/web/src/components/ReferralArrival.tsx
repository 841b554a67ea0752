/**
 * A visitor who came by a partner's referral link (issue 34 point 1): the code is kept for checkout, the
 * visit counted, and the visitor told what the code gives (or that it is paused or not running now).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api/client';
import { useReferralVisit } from '../lib/api/referral-visit';
import { keepReferral } from '../lib/referral';
import { useToasts } from './Toasts';

/** Codes whose visit this page has counted already (a second mount in development counts nothing). */
const counted = new Set<string>();

/** `code`: the referral code the address came with (Layout takes it off the address on its first render). */
export function ReferralArrival({ code }: { code: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { mutateAsync: recordVisit } = useReferralVisit();
  useEffect(() => {
    if (counted.has(code)) return;
    counted.add(code);
    recordVisit(code)
      .then((visit) => {
        keepReferral({ code: visit.code, planid: visit.planid, at: Date.now() });
        const text =
          visit.status === 'active'
            ? t('referral.welcome', { code: visit.code, discount: visit.discount })
            : visit.status === 'paused'
              ? t('referral.paused', { code: visit.code })
              : t('referral.notRunning', { code: visit.code });
        toasts.show(text, { icon: visit.status === 'active' ? 'success' : 'info', ms: 6000 });
      })
      // an unknown code is forgotten; a network failure keeps it for checkout
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) keepReferral(null);
      });
  }, [code, t, toasts, recordVisit]);
  return null;
}
