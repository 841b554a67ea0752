/**
 * A failed write's message, shared by forms and yes/no questions. Apart from Form.tsx so that a question on
 * the story page does not bring the form library into the page's first load.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api/error-text';
import { StatusIcon } from './StatusIcon';

interface FailureProps {
  failure: unknown;
  describe?(failure: unknown): ReactNode;
  label?: string;
}

/**
 * A failed write's message, as forms and questions show it: the form's own words for it, else the problem's
 * text in the user's language; with the error icon when the design marks it so.
 */
export function FailureMessage({ failure, describe, label }: FailureProps) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="form-error">
      {label && (
        <>
          <StatusIcon kind="error" label={label} />{' '}
        </>
      )}
      {describe ? describe(failure) : errorText(t, failure)}
    </p>
  );
}

/** Whether there is a failure to show (a mutation's error is null while there is none). */
export const hasFailure = (failure: unknown) => failure != null && failure !== false;
