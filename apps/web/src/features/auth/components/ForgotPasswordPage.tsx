/** Forgot password (consumer §2, §5): one e-mail field, Next disabled while empty, then a confirmation. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@tt/contract';
import { errorText } from '../../../lib/api/error-text';
import { currentLocale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { paths } from '../../../lib/paths';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { useRequestRestore } from '../api/request-restore';
import { AuthCard } from './AuthCard';
import { KeyRound, MailCheck } from 'lucide-react';

/** The address the link goes to, checked as the server checks it. */
const RestoreForm = calls['user/password/requestrestore'].input.pick({ login: true });

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const restore = useRequestRestore();
  const form = useSchemaForm(RestoreForm, { login: storage.lastLogin() });
  const login = form.watch('login');

  if (restore.isSuccess) {
    return (
      <AuthCard title={t('forgot.title')} icon={MailCheck}>
        <p role="status">{t('forgot.sent', { email: restore.variables.login })}</p>
        <Link to={paths.signin} className="button">
          {t('forgot.backToSignIn')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('forgot.title')} icon={KeyRound}>
      <p className="muted">{t('forgot.text')}</p>
      <Form form={form} onSubmit={({ login }) => restore.mutate({ login, locale: currentLocale() })}>
        <FormField
          name="login"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={restore.error ? `${t('errors.restoreNotSent')}: ${errorText(t, restore.error)}` : undefined}
        />
        <button type="submit" className="button button--big" disabled={!login.trim() || restore.isPending}>
          {t('common.next')}
        </button>
      </Form>
      <Link to={paths.signin} className="link-small">
        {t('forgot.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
