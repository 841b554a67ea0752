import { useId, type ComponentProps, type ReactNode } from 'react';

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

/** A label, hint and error around a control of the caller's own (an input with a button beside it). */
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

/** A labelled input with an optional hint and its error under it. */
export function Field({ id, label, hint, error, ...input }: FieldText & ComponentProps<'input'>) {
  return <FieldFrame {...{ id, label, hint, error }} control={(wiring) => <input {...wiring} {...input} />} />;
}

/** The same for a select; its options are the children. */
export function SelectField({ id, label, hint, error, ...select }: FieldText & ComponentProps<'select'>) {
  return <FieldFrame {...{ id, label, hint, error }} control={(wiring) => <select {...wiring} {...select} />} />;
}

/** The same for a textarea. */
export function TextareaField({ id, label, hint, error, ...textarea }: FieldText & ComponentProps<'textarea'>) {
  return <FieldFrame {...{ id, label, hint, error }} control={(wiring) => <textarea {...wiring} {...textarea} />} />;
}
