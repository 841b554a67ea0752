/**
 * What the team did to a partner's data, on the partner's own page (issue 34 point 2, decision 086): why it
 * unverified them and what to do, and which fields it changed last and whether that restarted verification.
 */
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@tt/contract';
import { formatMoment } from '../../../lib/dates';

type PartnerInfo = CallOutput<'partner/info/get'>;

export function TeamNotes({ refusal, teamChange }: Pick<PartnerInfo, 'refusal' | 'teamChange'>) {
  const { t, i18n } = useTranslation();
  const fieldName = (f: string) => t(`partner.field.${f}`, { defaultValue: f });
  return (
    <>
      {refusal && (
        <div className="partner-note partner-note--refused" role="status" data-testid="partner-refusal">
          <strong>{t('partner.refusedTitle', { date: formatMoment(refusal.at, i18n.language) })}</strong>
          <p>{t('partner.refusedReason', { reason: refusal.reason })}</p>
          <p>{t('partner.refusedTodo')}</p>
        </div>
      )}
      {teamChange && (
        <div className="partner-note" role="status" data-testid="partner-team-change">
          <p>
            {t('partner.teamChanged', {
              date: formatMoment(teamChange.at, i18n.language),
              fields: teamChange.fields.map(fieldName).join(', '),
            })}
          </p>
          <p>{t(teamChange.recheck ? 'partner.teamChangedRecheck' : 'partner.teamChangedCheck')}</p>
        </div>
      )}
    </>
  );
}
