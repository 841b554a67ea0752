/**
 * A yes/no question asked in place: closing a modal with unsaved input, a refund, cancelling rebill,
 * becoming a partner, changing verified partner data. No has the focus, the safe answer; Yes waits
 * while its call runs, and the call's failure shows above the buttons as a form shows its own.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage, hasFailure } from './FailureMessage';

interface Props {
  /** What a screen reader calls the question. */
  label: string;
  /** A heading above the text, where the question has one. */
  title?: string;
  text: string;
  /** The Yes button's words, saying what it does ("Yes, refund"). */
  yes: string;
  busy?: boolean;
  /** What the question asks for besides a yes (a password), above the failure. */
  children?: ReactNode;
  /** Why Yes failed (its mutation's error; nothing while none). */
  failure?: unknown;
  /** Tells the failure the question's own way. */
  describeFailure?(failure: unknown): ReactNode;
  /** Puts the error icon before the failure, with these words for a screen reader. */
  failureLabel?: string;
  onYes(): void;
  onNo(): void;
  /** Where it sits: an overlay on a modal, a step in a card. */
  className?: string;
}

export function ConfirmDialog(props: Props) {
  const { label, title, text, yes, busy, children, onYes, onNo, className } = props;
  const { failure, describeFailure, failureLabel } = props;
  const { t } = useTranslation();
  return (
    <div className={className ? `confirm ${className}` : 'confirm'} role="alertdialog" aria-label={label}>
      {title && <h2>{title}</h2>}
      <p>{text}</p>
      {children}
      {hasFailure(failure) && <FailureMessage failure={failure} describe={describeFailure} label={failureLabel} />}
      <div className="row">
        <button type="button" className="button" disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="button button--ghost" onClick={onNo} autoFocus>
          {t('common.no')}
        </button>
      </div>
    </div>
  );
}
