/**
 * Change password (consumer §2, §8), signed in: one field, Next disabled while empty. A failure
 * shows a bare error icon; success a short note.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm, unmasked } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { useChangePassword } from '../api/change-password';
import { PasswordStrength, usePasswordStrength } from '../password/PasswordStrength';
import { judgePassword } from '../password/strength';
import { AuthCard } from './AuthCard';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { TriangleAlert } from 'lucide-react';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordForm, { password: '' });
  const password = form.watch('password');
  const login = unmasked(profile?.info.login) || unmasked(profile?.info.email);

  const strength = usePasswordStrength(password, [login]);
  const submit = async (values: { password: string }) => {
    const verdict = await judgePassword(values.password, [login]);
    if (!verdict.strong) return form.setError('password', { type: 'weak', message: verdict.reason! });
    change.mutate({ login, password: values.password }, { onSuccess: () => form.reset() });
  };

  return (
    <AuthCard title={t('change.title')} icon={LockKeyhole}>
      <Form form={form} onSubmit={submit}>
        <FormField name="password" label={t('change.password')} type="password" autoComplete="new-password" />
        <PasswordStrength strength={strength} />
        <button type="submit" className="button button--big" disabled={!password || change.isPending}>
          {t('common.next')}
        </button>
      </Form>
      {change.isSuccess && (
        <p role="status" className="icon-text">
          <CircleCheck aria-hidden size={20} /> {t('change.done')}
        </p>
      )}
      {change.isError && (
        <p role="alert" aria-label={t('errors.passwordNotChanged')} className="error-icon">
          <TriangleAlert aria-hidden size={32} />
        </p>
      )}
      <Link to={paths.profile} className="link-small">
        {t('change.back')}
      </Link>
    </AuthCard>
  );
}
