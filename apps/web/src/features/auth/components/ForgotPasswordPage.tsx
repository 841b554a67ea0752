/** Forgot password (consumer §2, §5): one e-mail field, Next disabled while empty, then a confirmation. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { currentLocale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { paths } from '../../../lib/paths';
import { Field } from '../../../components/Field';
import { useRequestRestore } from '../api/request-restore';
import { AuthCard } from './AuthCard';
import { KeyRound, MailCheck } from 'lucide-react';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const restore = useRequestRestore();
  const [login, setLogin] = useState(storage.lastLogin);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.trim()) restore.mutate({ login, locale: currentLocale() });
  };

  if (restore.isSuccess) {
    return (
      <AuthCard title={t('forgot.title')} icon={MailCheck}>
        <p role="status">{t('forgot.sent', { email: login.trim() })}</p>
        <Link to={paths.signin} className="button">
          {t('forgot.backToSignIn')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('forgot.title')} icon={KeyRound}>
      <p className="muted">{t('forgot.text')}</p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={login}
          error={restore.error ? `${t('errors.restoreNotSent')}: ${errorText(t, restore.error)}` : undefined}
          onChange={(e) => setLogin(e.target.value)}
        />
        <button type="submit" className="button button--big" disabled={!login.trim() || restore.isPending}>
          {t('common.next')}
        </button>
      </form>
      <Link to={paths.signin} className="link-small">
        {t('forgot.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
