/**
 * Sign-in (consumer §2, §8): e-mail and password (Enter submits), the last login prefilled, a
 * forgot-password link, Sign in, Create account, Google when the server offers it, the language,
 * and a preloader while authorizing. Failures open the dialogs of §8.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '@tt/contract';
import { storage } from '../../../lib/storage';
import { useAuth } from '../../../lib/auth';
import { landingFor, redirectTarget } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { Field } from '../../../components/Field';
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
  const [login, setLogin] = useState(storage.lastLogin);
  const [password, setPassword] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);

  const finishSignIn = useFinishSignIn();
  const finish = (result: SignedIn) => finishSignIn(result, redirectTarget(location.search) ?? landingFor(result));
  const fail = (err: unknown) => {
    auth.failSignIn();
    setDialog(signInFailure(t, err));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!login.trim() || !password) return setDialog(emptySignIn(t));
    auth.beginSignIn();
    signIn.mutate({ login, password }, { onSuccess: finish, onError: fail });
  };

  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <AuthCard title={t('signin.title')} icon={Moon}>
      <p className="muted">{t('signin.text')}</p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Link to={paths.forgotPassword} className="link-small">
          {t('signin.forgot')}
        </Link>
        <button type="submit" className="button button--big" disabled={signIn.isPending}>
          {t('signin.submit')}
        </button>
      </form>
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
