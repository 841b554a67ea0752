/** Sign-in (consumer §2, §8): the last login is prefilled, Enter submits, errors as dialogs. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '@tt/contract';
import { api, ApiError } from '../../lib/api';
import { storage } from '../../lib/storage';
import { useAuth } from '../../app/auth';
import { landingFor, redirectTarget } from '../../app/access';
import { paths } from '../../app/paths';
import { Field } from '../../components/Field';
import { AlertDialog } from '../../components/AlertDialog';
import { Preloader } from '../../components/Preloader';
import { LocaleSelect } from '../../components/LocaleSelect';
import { GoogleButton } from './GoogleButton';

export function SignInPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const [login, setLogin] = useState(storage.lastLogin());
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{ title: string; text: string } | null>(null);

  const finish = (result: Awaited<ReturnType<typeof api<'user/signinv2'>>>) => {
    auth.acceptSignIn(result, redirectTarget(location.search) ?? landingFor(result));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const result = await api('user/signinv2', { login: login.trim(), password: password ? await hashPassword(login, password) : '' });
      finish(result);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 500;
      if (code === 401 || code === 511) setDialog({ title: t('errors.invalidAccess.title'), text: t('errors.invalidAccess.text') });
      else if (code === 20) setDialog({ title: t('signin.socialFailed'), text: t('errors.network') });
      else if (code === 429) setDialog({ title: t('signin.socialFailed'), text: t('errors.tooMany') });
      else setDialog({ title: t('signin.socialFailed'), text: t('errors.general') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card auth-card">
      <h1>{t('signin.title')}</h1>
      <form onSubmit={submit} noValidate>
        <Field label={t('signin.email')} type="email" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
        <Field label={t('signin.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Link to={paths.forgotPassword} className="link-small">
          {t('signin.forgot')}
        </Link>
        <button type="submit" className="button" disabled={busy}>
          {t('signin.submit')}
        </button>
      </form>
      <Link to={paths.registration} className="button button--ghost">
        {t('signin.create')}
      </Link>
      <GoogleButton onSignedIn={finish} onError={(text) => setDialog({ title: t('signin.socialFailed'), text })} />
      <LocaleSelect />
      {busy && <Preloader />}
      {dialog && <AlertDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />}
    </section>
  );
}
