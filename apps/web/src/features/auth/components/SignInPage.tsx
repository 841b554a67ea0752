/**
 * Sign-in (consumer §2, §8): e-mail and password (Enter submits), the last login prefilled, a
 * forgot-password link, Sign in, Create account, Google when the server offers it, the language,
 * and a preloader while authorizing. Failures open the dialogs of §8.
 */
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignInForm, type SignedIn } from '@tt/contract';
import { storage } from '../../../lib/storage';
import { useAuth } from '../../../lib/auth';
import { landingFor, redirectTarget } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { Form, FormField, useSchemaForm } from '../../../components/Form';
import { Dialog, type DialogMessage } from '../../../components/Dialog';
import { LocaleButton } from '../../../components/LocaleDialog';
import { useSignIn } from '../api/sign-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { emptySignIn, signInFailure } from '../sign-in-failure';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { Moon } from 'lucide-react';

export function SignInPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const signIn = useSignIn();
  const form = useSchemaForm(SignInForm, { login: storage.lastLogin(), password: '' });
  const [dialog, setDialog] = useState<DialogMessage | null>(null);

  const finishSignIn = useFinishSignIn();
  const finish = (result: SignedIn) => finishSignIn(result, redirectTarget(location.search) ?? landingFor(result));
  const fail = (err: unknown) => {
    auth.failSignIn();
    setDialog(signInFailure(t, err));
  };

  const submit = (values: { login: string; password: string }) => {
    auth.beginSignIn();
    signIn.mutate(values, { onSuccess: finish, onError: fail });
  };

  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <AuthCard title={t('signin.title')} icon={Moon}>
      <p className="muted">{t('signin.text')}</p>
      {/* §8 answers empty sign-in data with its dialog, not with messages under the fields */}
      <Form form={form} onSubmit={submit} onInvalid={() => setDialog(emptySignIn(t))}>
        <FormField name="login" label={t('auth.email')} type="email" autoComplete="username" hideError />
        <FormField
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          hideError
        />
        <Link to={paths.forgotPassword} className="link-small">
          {t('signin.forgot')}
        </Link>
        <button type="submit" className="button button--big" disabled={signIn.isPending}>
          {t('signin.submit')}
        </button>
      </Form>
      {/* a redirect carries over, so signing up instead still comes back to the page asked for */}
      <Link
        to={`${paths.registration}${redirectTarget(location.search) ? location.search : ''}`}
        className="button button--ghost"
      >
        {t('signin.create')}
      </Link>
      <GoogleButton
        onStart={auth.beginSignIn}
        onSignedIn={finish}
        onError={(message) => {
          auth.failSignIn();
          setDialog(message);
        }}
      />
      <LocaleButton />
      {dialog && <Dialog {...dialog} onClose={closeDialog} />}
    </AuthCard>
  );
}
