/** The frame of every field: a label, the control, a hint and an error, tied together for screen readers. */
import { useId, type ReactNode } from 'react';

interface FieldText {
  label: string;
  /** A line under the control, read with it. */
  hint?: string;
  /** Shown as an alert, so a screen reader says it when it appears. */
  error?: string;
}

/** What ties a control to its label, hint and error. */
interface Wiring {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A label, hint and error around a control (a form's field, or an input with a button beside it). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  control,
}: FieldText & { id?: string; control(wiring: Wiring): ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {control({ id: controlId, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
