/**
 * Set new password (consumer §2, §8), opened from the mailed link /setnewpassword?hash=…&email=….
 * Two fields, both required and equal. Success signs the user in and goes home.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Email, SetNewPasswordForm } from '@tt/contract';
import { ApiError } from '../../../lib/api/client';
import { paths } from '../../../lib/paths';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { useToasts } from '../../../components/Toasts';
import { useSetNewPassword } from '../api/set-new-password';
import { PasswordStrength, usePasswordStrength } from '../password/PasswordStrength';
import { judgePassword } from '../password/strength';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './AuthCard';
import { LockKeyhole, Mail } from 'lucide-react';

/** The password is hashed with the account's e-mail: the link carries it, or the user types it. */
const NewPasswordForm = SetNewPasswordForm.safeExtend({ email: Email });

export function SetNewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hash = params.get('hash');
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
  return <NewPassword hash={hash} linkEmail={params.get('email')} />;
}

function NewPassword({ hash, linkEmail }: { hash: string; linkEmail: string | null }) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const toasts = useToasts();
  const setNew = useSetNewPassword();
  const form = useSchemaForm(NewPasswordForm, { email: linkEmail ?? '', password: '', confirmPassword: '' });
  const [email, password] = form.watch(['email', 'password']);
  const strength = usePasswordStrength(password, [email]);

  const submit = async (values: { email: string; password: string }) => {
    const verdict = await judgePassword(values.password, [values.email]);
    if (!verdict.strong) return form.setError('password', { type: 'weak', message: verdict.reason! });
    setNew.mutate(
      { hash, email: values.email, password: values.password },
      {
        onSuccess: (result) => {
          finishSignIn(result, paths.home);
          toasts.show(t('errors.passwordChanged'), { icon: 'success' });
        },
      },
    );
  };
  // an expired link, or any other failure, says so and points to a new link
  const describeFailure = (failure: unknown) => (
    <>
      {failure instanceof ApiError && failure.key === 'errors.resetExpired'
        ? t('errors.resetExpired')
        : t('errors.passwordNotChanged')}{' '}
      <Link to={paths.forgotPassword}>{t('setnew.requestLink')}</Link>
    </>
  );

  return (
    <AuthCard title={t('setnew.title')} icon={LockKeyhole}>
      <Form form={form} onSubmit={submit} failure={setNew.error} describeFailure={describeFailure}>
        {!linkEmail && <FormField name="email" label={t('auth.email')} type="email" autoComplete="username" />}
        <FormField
          name="password"
          label={t('setnew.password')}
          type="password"
          autoComplete="new-password"
          rules={{ deps: 'confirmPassword' }}
        />
        <PasswordStrength strength={strength} />
        <FormField
          name="confirmPassword"
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className="button button--big" disabled={setNew.isPending}>
          {t('common.next')}
        </button>
      </Form>
    </AuthCard>
  );
}
