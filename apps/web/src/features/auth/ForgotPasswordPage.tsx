import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tt/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { Field } from '../../components/Field';

/** Forgot password: one field, Next disabled while empty, then a confirmation. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api('user/password/requestrestore', { login: login.trim(), locale: i18n.language as Locale });
      setSent(true);
    } catch (err) {
      setError(`${t('errors.restoreNotSent')}: ${errorText(t, err)}`);
    }
  };
  return (
    <section className="card auth-card">
      <h1>{t('forgot.title')}</h1>
      {sent ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('forgot.text')}</p>
          <Field label={t('signin.email')} type="email" value={login} error={error} onChange={(e) => setLogin(e.target.value)} />
          <button type="submit" className="button" disabled={!login.trim()}>
            {t('common.next')}
          </button>
        </form>
      )}
    </section>
  );
}
