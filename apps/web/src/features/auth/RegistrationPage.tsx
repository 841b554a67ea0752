/** Registration (consumer §2, §5): ?type=blogger registers a partner with its own caption. */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldErrors, hashPassword, RegistrationForm, type Locale } from '@tt/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { Field } from '../../components/Field';
import { AlertDialog } from '../../components/AlertDialog';

type Fields = 'email' | 'password' | 'confirmPassword';

export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const blogger = useSearchParams()[0].get('type') === 'blogger';
  const [form, setForm] = useState<Record<Fields, string>>({ email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [dialog, setDialog] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const labels = { email: t('registration.email'), password: t('registration.password'), confirmPassword: t('registration.confirm') };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = RegistrationForm.safeParse(form);
    if (!parsed.success) {
      const list = fieldErrors(parsed.error, i18n.language as Locale, labels);
      setErrors(Object.fromEntries(list.map((x) => [x.field, x.message]).reverse()));
      setDialog({ title: t('validation.formTitle'), text: t('validation.formText') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const login = parsed.data.email;
      const result = await api('user/create', { login, password: await hashPassword(login, parsed.data.password), type: blogger ? 4 : 0, locale: i18n.language as Locale });
      auth.acceptSignIn(result, blogger ? paths.panelPartnerInfo : paths.home);
    } catch (err) {
      setDialog({ title: `⚠️ ${t('registration.failed')}`, text: errorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Fields, type: string, autoComplete: string) => (
    <Field label={labels[name]} type={type} autoComplete={autoComplete} value={form[name]} error={errors[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
  );

  return (
    <section className="card auth-card">
      <h1>{blogger ? t('registration.bloggerTitle') : t('registration.title')}</h1>
      {blogger && <p>{t('registration.bloggerText')}</p>}
      <form onSubmit={submit} noValidate>
        {field('email', 'email', 'username')}
        {field('password', 'password', 'new-password')}
        {field('confirmPassword', 'password', 'new-password')}
        <button type="submit" className="button" disabled={busy}>
          {t('common.next')}
        </button>
      </form>
      <Link to={paths.signin} className="link-small">
        {t('registration.haveAccount')}
      </Link>
      {dialog && <AlertDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />}
    </section>
  );
}
