/**
 * Where verification stands (panel §3): nothing saved yet, verifying (up to two days), rechecking a change,
 * verified, or refused by the team (decision 086).
 */
import { useTranslation } from 'react-i18next';
import type { PartnerStatus } from '@tt/contract';
import { StatusIcon } from '../../../components/StatusIcon';

export function VerificationStatus({ status }: { status: PartnerStatus }) {
  const { t } = useTranslation();
  return (
    <p className={`partner-status partner-status--${status}`} data-testid="partner-status" data-status={status}>
      {status === 'verified' && <StatusIcon kind="success" />}
      {(status === 'verifying' || status === 'rechecking') && <StatusIcon kind="progress" />}
      {status === 'refused' && <StatusIcon kind="error" />}
      {t(`partner.state.${status}`)}
    </p>
  );
}
