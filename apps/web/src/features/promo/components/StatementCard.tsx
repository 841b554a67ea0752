/**
 * One payout statement: month, owner, total, status, reference, and its lines on demand; for the team also
 * the staff's history of it (marked paid: issue 25 point 9), asked for only once the lines are opened.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutStatement } from '@tt/contract';
import { AuditHistory } from '../../../components/AuditHistory';
import { money } from './month';

export function StatementCard({
  statement,
  showOwner,
  children,
}: {
  statement: PayoutStatement;
  showOwner?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const amount = (minor: number) => money(minor, statement.currency, i18n.language);
  return (
    <li className={`statement statement--${statement.status}`} data-testid="statement">
      <div className="statement__main">
        <strong>{statement.month}</strong>
        {showOwner && <span>{statement.ownerEmail ?? t('promo.owner', { id: statement.owner })}</span>}
        <strong>{amount(statement.total)}</strong>
        <span className="statement__status">{t(`payouts.status.${statement.status}`)}</span>
        {statement.reference && <span>{t('payouts.reference', { reference: statement.reference })}</span>}
      </div>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('payouts.lines', { count: statement.lines.length })}</summary>
        <ul>
          {statement.lines.map((line, i) => (
            <li key={i}>
              {t(`payouts.line.${line.kind}`, { code: line.code ?? '' })}: {amount(line.amount)}
            </li>
          ))}
        </ul>
        {open && showOwner && <AuditHistory subject={`statement:${statement.id}`} />}
      </details>
      {children}
    </li>
  );
}
