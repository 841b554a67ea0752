import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '@tt/contract';
import { api } from '../../lib/api';
import { useAuth } from '../../app/auth';
import { Field } from '../../components/Field';

/** Change password (signed in): one field; a failure shows a bare error icon (consumer §8). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api('user/password/prechange', { password: await hashPassword(profile?.info.email ?? '', password) });
      setState('done');
      setPassword('');
    } catch {
      setState('failed');
    }
  };
  return (
    <section className="card auth-card">
      <h1>{t('change.title')}</h1>
      <form onSubmit={submit} noValidate>
        <Field label={t('change.password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" className="button" disabled={!password}>{t('common.next')}</button>
      </form>
      {state === 'done' && <p role="status">{t('change.done')}</p>}
      {state === 'failed' && <p role="alert" aria-label={t('errors.passwordNotChanged')} className="error-icon">⚠️</p>}
    </section>
  );
}
