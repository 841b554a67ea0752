import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldErrors, hashPassword, SetNewPasswordForm, type Locale } from '@tt/contract';
import { api, ApiError } from '../../lib/api';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { Field } from '../../components/Field';

/** Set new password from the mailed link (?hash, ?email): two equal fields; success goes home. */
export function SetNewPasswordPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const hash = params.get('hash');
  const email = params.get('email') ?? '';
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');

  if (!hash) return <section className="card auth-card"><p role="alert">{t('errors.needMailLink')}</p></section>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = SetNewPasswordForm.safeParse(form);
    if (!parsed.success) {
      const labels = { password: t('setnew.password'), confirmPassword: t('setnew.confirm') };
      setErrors(Object.fromEntries(fieldErrors(parsed.error, i18n.language as Locale, labels).map((x) => [x.field, x.message])));
      return;
    }
    setErrors({});
    try {
      const result = await api('user/password/setnew', { hash, pwdhash: await hashPassword(email, form.password) });
      auth.acceptSignIn(result);
      setMessage(t('errors.passwordChanged'));
      navigate(paths.home, { replace: true });
    } catch (err) {
      setMessage(err instanceof ApiError && err.key === 'errors.resetExpired' ? t('errors.resetExpired') : t('errors.passwordNotChanged'));
    }
  };
  return (
    <section className="card auth-card">
      <h1>{t('setnew.title')}</h1>
      <form onSubmit={submit} noValidate>
        <Field label={t('setnew.password')} type="password" autoComplete="new-password" value={form.password} error={errors.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
        <Field label={t('setnew.confirm')} type="password" autoComplete="new-password" value={form.confirmPassword} error={errors.confirmPassword} onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })} />
        <button type="submit" className="button">{t('common.next')}</button>
      </form>
      {message && <p role="alert">{message}</p>}
    </section>
  );
}
