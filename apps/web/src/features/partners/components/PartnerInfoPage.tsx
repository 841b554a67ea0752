/**
 * /panel/partnerinfo (panel §2, §3, §5): the partner's own information and where its verification
 * stands. Saving unchanged data asks nothing and sends nothing; a verified partner who changes something is
 * asked first, and No keeps the edit in the form (decision 050). The page reloads when the features change
 * (the team's decision arrives by sync).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { samePartnerData, type PartnerInfoFormValues } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Preloader } from '../../../components/Preloader';
import { useToasts } from '../../../components/Toasts';
import { usePartnerInfo } from '../api/get-partner-info';
import { useUpdatePartnerInfo } from '../api/update-partner-info';
import { PartnerInfoForm } from './PartnerInfoForm';
import { VerificationStatus } from './VerificationStatus';
import { TeamNotes } from './TeamNotes';
import { OwedMoney } from '../../../components/OwedMoney';

export function PartnerInfoPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const toasts = useToasts();
  const query = usePartnerInfo([...(profile?.features ?? [])].sort().join(','));
  const update = useUpdatePartnerInfo();
  const [asking, setAsking] = useState<PartnerInfoFormValues | null>(null);
  const current = query.data;

  const save = (values: PartnerInfoFormValues) =>
    update.mutate(values, {
      onSuccess: () => {
        setAsking(null);
        toasts.show(t('partner.saved'), { icon: 'success' });
      },
      onError: () => setAsking(null),
    });
  const onSave = (values: PartnerInfoFormValues) => {
    if (current && current.status !== 'empty' && samePartnerData(values, current))
      return toasts.show(t('partner.unchanged'), { icon: 'info' });
    if (current?.status === 'verified') setAsking(values);
    else save(values);
  };

  return (
    <section className="card partner-info">
      <Link to={paths.panel} className="link-small">
        ‹ {t('panel.back')}
      </Link>
      <h1>{t('panel_partnerinfo')}</h1>
      {query.isLoading && <Preloader />}
      {query.error && <p role="alert">{errorText(t, query.error)}</p>}
      {current && (
        <>
          <VerificationStatus status={current.status} />
          <p className="field__hint">{t(`partner.hint.${current.status}`)}</p>
          {/* why the team refused, what it changed, and what to do (issue 34 point 2) */}
          <TeamNotes refusal={current.refusal} teamChange={current.teamChange} />
          {/* the form stays mounted under the question, so No keeps what was typed */}
          <PartnerInfoForm
            key={current.updatedAt ?? 'empty'}
            current={current}
            submitLabel={t('partner.save')}
            busy={update.isPending || !!asking}
            onSave={onSave}
            failure={update.error}
          >
            {asking && (
              <ConfirmDialog
                className="partner-confirm"
                label={t('partner.confirmTitle')}
                title={t('partner.confirmTitle')}
                text={t('partner.confirmText')}
                yes={t('partner.confirmYes')}
                busy={update.isPending}
                onYes={() => save({ ...asking, confirm: true })}
                onNo={() => setAsking(null)}
              />
            )}
          </PartnerInfoForm>
          {/* the earnings page is closed until verification: what was earned stays in view here */}
          {!profile?.features.includes('promo') && <OwedMoney />}
        </>
      )}
    </section>
  );
}
