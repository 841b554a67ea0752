/**
 * Change password (consumer §2, §8), signed in: one field, Next disabled while empty. A failure
 * shows a bare error icon; success a short note.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unmasked } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { Field } from '../../../components/Field';
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
  const [password, setPassword] = useState('');
  const login = unmasked(profile?.info.login) || unmasked(profile?.info.email);

  const strength = usePasswordStrength(password, [login]);
  const [weak, setWeak] = useState<string | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    const verdict = await judgePassword(password, [login]);
    setWeak(verdict.strong ? undefined : t(verdict.reason!));
    if (!verdict.strong) return;
    change.mutate({ login, password }, { onSuccess: () => setPassword('') });
  };

  return (
    <AuthCard title={t('change.title')} icon={LockKeyhole}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('change.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={weak}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordStrength strength={strength} />
        <button type="submit" className="button button--big" disabled={!password || change.isPending}>
          {t('common.next')}
        </button>
      </form>
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
