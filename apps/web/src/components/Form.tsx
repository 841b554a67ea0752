/**
 * Every form of the app: react-hook-form checked by the contract's zod schema through
 * @hookform/resolvers, so the page refuses what the server would. Errors appear on submit and from
 * then on follow each change, so a field loses its message as soon as it is fixed. Messages are the
 * contract's keys, shown in the user's language with the field's label and the rule's bounds.
 */
import type { ComponentProps, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageParams } from '@tt/contract';
import { FieldFrame } from './Field';
import { FailureMessage, hasFailure } from './FailureMessage';

/** A zod schema as @hookform/resolvers reads it: what the fields hold in, what the submit gets out. */
interface Schema<In extends FieldValues, Out> {
  _zod: { input: In; output: Out };
}

export type SchemaForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out>;

export function useSchemaForm<In extends FieldValues, Out>(
  schema: Schema<In, Out>,
  defaultValues: DefaultValues<In>,
): SchemaForm<In, Out> {
  return useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
}

interface FormProps<In extends FieldValues, Out> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> {
  form: SchemaForm<In, Out>;
  /** Gets the values as the schema parsed them (trimmed, numbers, defaults). */
  onSubmit: SubmitHandler<Out>;
  /** Called instead when the schema refuses the values (a dialog that sums the errors up). */
  onInvalid?: SubmitErrorHandler<In>;
  /**
   * Why the submit failed (its mutation's error; nothing while none): shown at the form's end as an alert,
   * the server's problem told in the user's language, so every form reports a failed write alike.
   */
  failure?: unknown;
  /** Tells the failure the form's own way (an expired link and where to ask for a new one). */
  describeFailure?(failure: unknown): ReactNode;
  /** Puts the error icon before the failure, with these words for a screen reader ("Not saved"). */
  failureLabel?: string;
}

export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  onInvalid,
  failure,
  describeFailure,
  failureLabel,
  children,
  ...props
}: FormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(e) => void form.handleSubmit(onSubmit, onInvalid)(e)}>
        {children}
        {hasFailure(failure) && <FailureMessage failure={failure} describe={describeFailure} label={failureLabel} />}
      </form>
    </FormProvider>
  );
}

interface FieldProps {
  name: string;
  label: string;
  /** A line under the control, read with it. */
  hint?: string;
  rules?: RegisterOptions;
  /** Numbers the messages name beyond the rule's own bounds (the refundable maximum). */
  params?: Record<string, string | number>;
  /** An error from elsewhere, the server's answer, shown while the form has none of its own. */
  error?: string;
  /** The form tells its errors in one place of its own (sign-in's dialog, the payment's contact pair). */
  hideError?: boolean;
}

/** The field's message in the user's language; zod's own messages (no key) get the contract's generic one. */
function useFieldMessage({ name, label, params, error, hideError }: FieldProps): string | undefined {
  const { t, i18n } = useTranslation();
  const { formState } = useFormContext();
  const found: FieldError | undefined = get(formState.errors, name);
  if (hideError) return undefined;
  if (!found?.message) return error;
  const key = i18n.exists(found.message)
    ? found.message
    : found.type === 'too_big'
      ? 'validation.tooLong'
      : 'validation.invalid';
  return t(key, { label, ...messageParams(key, name), ...params });
}

type Own = 'name' | 'hint' | 'error';

/** A labelled input of the form, with its hint and error under it. */
export function FormField({ id, ...props }: FieldProps & Omit<ComponentProps<'input'>, Own>) {
  const { name, label, hint, rules, params: _params, error: _error, hideError: _hide, ...input } = props;
  const { register } = useFormContext();
  return (
    <FieldFrame
      {...{ id, label, hint }}
      error={useFieldMessage(props)}
      control={(wiring) => <input {...wiring} {...input} {...register(name, rules)} />}
    />
  );
}

/** The same for a select; its options are the children. */
export function FormSelect({ id, children, ...props }: FieldProps & { id?: string; children: ReactNode }) {
  const { name, label, hint, rules } = props;
  const { register } = useFormContext();
  return (
    <FieldFrame
      {...{ id, label, hint }}
      error={useFieldMessage(props)}
      control={(wiring) => (
        <select {...wiring} {...register(name, rules)}>
          {children}
        </select>
      )}
    />
  );
}

/** The same for a textarea. */
export function FormTextarea({ id, rows, ...props }: FieldProps & { id?: string; rows?: number }) {
  const { name, label, hint, rules } = props;
  const { register } = useFormContext();
  return (
    <FieldFrame
      {...{ id, label, hint }}
      error={useFieldMessage(props)}
      control={(wiring) => <textarea {...wiring} rows={rows} {...register(name, rules)} />}
    />
  );
}
