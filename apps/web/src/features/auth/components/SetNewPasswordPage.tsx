/**
 * Set new password (consumer §2, §8), opened from the mailed link /setnewpassword?hash=…&email=….
 * Two fields, both required and equal. Success signs the user in and goes home.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Email, fieldErrors, SetNewPasswordForm } from '@tt/contract';
import { ApiError } from '../../../lib/api/client';
import { currentLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Field } from '../../../components/Field';
import { useToasts } from '../../../components/Toasts';
import { useSetNewPassword } from '../api/set-new-password';
import { PasswordStrength, usePasswordStrength } from '../password/PasswordStrength';
import { judgePassword } from '../password/strength';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './AuthCard';
import { LockKeyhole, Mail } from 'lucide-react';

type FieldName = 'email' | 'password' | 'confirmPassword';

export function SetNewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const toasts = useToasts();
  const setNew = useSetNewPassword();
  const hash = params.get('hash');
  // The link carries the e-mail the password is hashed with; without it the user types it.
  const linkEmail = params.get('email');
  const [form, setForm] = useState({ email: linkEmail ?? '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  if (!hash) {
    return (
      <AuthCard title={t('setnew.title')} icon={Mail}>
        <p role="alert">{t('errors.needMailLink')}</p>
        <Link to={paths.forgotPassword} className="button">
          {t('setnew.requestLink')}
        </Link>
      </AuthCard>
    );
  }

  const labels: Record<FieldName, string> = {
    email: t('auth.email'),
    password: t('setnew.password'),
    confirmPassword: t('auth.confirmPassword'),
  };
  const strength = usePasswordStrength(form.password, [form.email]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const passwords = SetNewPasswordForm.safeParse(form);
    const email = Email.safeParse(form.email);
    const found = [
      ...(passwords.success ? [] : fieldErrors(passwords.error, currentLocale(), labels)),
      ...(email.success
        ? []
        : fieldErrors(email.error, currentLocale(), { '(body)': labels.email }).map((x) => ({ ...x, field: 'email' }))),
    ].reverse();
    setErrors(Object.fromEntries(found.map((x) => [x.field, x.message])));
    if (!passwords.success || !email.success) return;
    const verdict = await judgePassword(passwords.data.password, [email.data]);
    if (!verdict.strong) {
      setErrors({ password: t(verdict.reason!) });
      return;
    }
    setNew.mutate(
      { hash, email: email.data, password: passwords.data.password },
      {
        onSuccess: (result) => {
          finishSignIn(result, paths.home);
          toasts.show(t('errors.passwordChanged'), { icon: 'success' });
        },
      },
    );
  };
  const failure =
    setNew.error instanceof ApiError && setNew.error.key === 'errors.resetExpired'
      ? t('errors.resetExpired')
      : t('errors.passwordNotChanged');
  const input = (name: FieldName, type: string, autoComplete: string) => (
    <Field
      label={labels[name]}
      type={type}
      autoComplete={autoComplete}
      value={form[name]}
      error={errors[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );

  return (
    <AuthCard title={t('setnew.title')} icon={LockKeyhole}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {!linkEmail && input('email', 'email', 'username')}
        {input('password', 'password', 'new-password')}
        <PasswordStrength strength={strength} />
        {input('confirmPassword', 'password', 'new-password')}
        <button type="submit" className="button button--big" disabled={setNew.isPending}>
          {t('common.next')}
        </button>
      </form>
      {setNew.isError && (
        <p role="alert" className="form-error">
          {failure} <Link to={paths.forgotPassword}>{t('setnew.requestLink')}</Link>
        </p>
      )}
    </AuthCard>
  );
}
