/**
 * The staff's audit log of one user, story task, payment or statement (issue 25 point 9): who did what,
 * when, and why when the action was refused (a bank's refusal of a refund), newest first — each as a sentence
 * in the reader's language (issue 34 point 3), or, for an action it does not know, the state before and after.
 * Shown in the partner modal, the task dialog and the payment viewer.
 */
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../lib/api/audit';
import { errorText } from '../lib/api/error-text';
import { formatMoment } from '../lib/dates';
import { auditReason, auditSentence } from './audit-sentence';

/** The state as "key: value" pairs; a reason (the bank's, for a refused refund) is shown on its own line. */
const compact = (state: Record<string, unknown>) =>
  Object.entries(state)
    .filter(([k]) => k !== 'reason')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') || '—' : String(v)}`)
    .join('; ');

export function AuditHistory({ subject }: { subject: string }) {
  const { t, i18n } = useTranslation();
  const log = useAuditLog(subject);
  const sentences = new Map(log.data?.data.map((e) => [e.id, auditSentence(t, i18n.language, e)]));
  return (
    <section className="audit-history" aria-label={t('audit.title')}>
      <h3>{t('audit.title')}</h3>
      {log.error ? (
        <p role="alert">{errorText(t, log.error)}</p>
      ) : log.data && log.data.data.length === 0 ? (
        <p className="muted">{t('audit.empty')}</p>
      ) : (
        <ul>
          {log.data?.data.map((e) => (
            <li key={e.id} data-testid="audit-entry">
              {sentences.get(e.id) ? (
                <span className="audit-history__sentence">{sentences.get(e.id)}</span>
              ) : (
                <>
                  <strong>{t(`audit.action.${e.action}`, { defaultValue: e.action })}</strong>{' '}
                  <span>{e.actor ?? t('audit.goneActor')}</span>
                  <div className="audit-history__change">
                    {compact(e.before)} → {compact(e.after)}
                  </div>
                </>
              )}{' '}
              <span className="muted">{formatMoment(e.date, i18n.language)}</span>
              {auditReason(t, e.after) && (
                <div className="audit-history__reason">{t('audit.reason', { reason: auditReason(t, e.after) })}</div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
