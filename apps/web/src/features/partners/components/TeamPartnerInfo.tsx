/**
 * The team's view of a partner (panel §2 Partner info page, modal "partnerinfo"), opened from the
 * users list: the partner's data, editable, and verify or unverify (panel §6: feature team).
 */
import { useTranslation } from 'react-i18next';
import { unmasked } from '@tt/contract';
import { errorText } from '../../../lib/api/error-text';
import { useState } from 'react';
import { AuditHistory } from '../../../components/AuditHistory';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FailureMessage } from '../../../components/FailureMessage';
import { Preloader } from '../../../components/Preloader';
import { TeamCodeNumbers } from '../../../components/TeamCodeNumbers';
import { useToasts } from '../../../components/Toasts';
import { useTeamPartnerInfo } from '../api/team-partner-info';
import { useTeamUpdatePartnerInfo } from '../api/team-update-partner-info';
import { useVerifyPartner, type PartnerDecision } from '../api/verify-partner';
import { PartnerInfoForm } from './PartnerInfoForm';
import { VerificationStatus } from './VerificationStatus';

export function TeamPartnerInfo({ userid }: { userid: number }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const query = useTeamPartnerInfo(userid);
  const update = useTeamUpdatePartnerInfo(userid);
  const verify = useVerifyPartner(userid);
  const current = query.data;
  const [askingUnverify, setAskingUnverify] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  if (query.isLoading) return <Preloader />;
  if (query.error || !current) return <p role="alert">{errorText(t, query.error)}</p>;
  const email = unmasked(current.email);

  const decide = (decision: PartnerDecision) =>
    verify.mutate(decision, {
      onSuccess: () => {
        setAskingUnverify(false);
        setReason('');
        toasts.show(t(decision.verified ? 'partner.verifiedToast' : 'partner.unverifiedToast'), { icon: 'success' });
      },
    });

  return (
    <div className="team-partner" data-testid="team-partner">
      <p>
        {t('users.id', { id: current.userid })}
        {email ? ` · ${email}` : ''}
      </p>
      <VerificationStatus status={current.status} />
      <div className="row">
        {current.status !== 'verified' && (
          <button
            type="button"
            className="button"
            disabled={verify.isPending || current.status === 'empty'}
            onClick={() => decide({ verified: true })}
          >
            {t('partner.verify')}
          </button>
        )}
        {/* a partner rechecking a change is still verified for their codes: unverify stops them */}
        {(current.status === 'verified' || current.status === 'rechecking') && (
          <button
            type="button"
            className="button button--ghost"
            disabled={verify.isPending}
            onClick={() => setAskingUnverify(true)}
          >
            {t('partner.unverify')}
          </button>
        )}
      </div>
      {askingUnverify && (
        <ConfirmDialog
          className="team-partner__confirm"
          label={t('partner.unverify')}
          text={t('partner.confirmUnverify')}
          yes={t('partner.confirmUnverifyYes')}
          busy={verify.isPending}
          onYes={() => {
            // the partner is told why and what to do: no reason, no unverify (decision 086)
            if (!reason.trim()) return setReasonMissing(true);
            decide({ verified: false, reason: reason.trim() });
          }}
          onNo={() => setAskingUnverify(false)}
        >
          <label className="field reason-field">
            <span>{t('partner.unverifyReason')}</span>
            <textarea
              value={reason}
              maxLength={500}
              aria-invalid={reasonMissing && !reason.trim()}
              onChange={(e) => setReason(e.target.value)}
            />
            <small className="field__hint">{t('partner.unverifyReasonHint')}</small>
            {reasonMissing && !reason.trim() && (
              <span className="field__error" role="alert">
                {t('partner.unverifyReasonMissing')}
              </span>
            )}
          </label>
        </ConfirmDialog>
      )}
      {verify.error && <FailureMessage failure={verify.error} label={t('partner.failed')} />}
      <PartnerInfoForm
        key={current.updatedAt ?? 'empty'}
        current={current}
        submitLabel={t('partner.saveTeam')}
        // the partner is told of the change and it goes into the history below (issue 34 point 2)
        busy={update.isPending}
        onSave={(values) =>
          update.mutate(
            { userid, info: values.info, paymentinfo: values.paymentinfo },
            { onSuccess: () => toasts.show(t('partner.saved'), { icon: 'success' }) },
          )
        }
        failure={update.error}
      />
      {/* what the partner's codes brought (issue 34) */}
      <TeamCodeNumbers owner={userid} />
      <AuditHistory subject={`user:${userid}`} />
    </div>
  );
}
