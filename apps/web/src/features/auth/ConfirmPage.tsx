/** /confirm and /confirmation (consumer §2): ?type=email with or without a hash; others are 404. */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@tt/contract';
import { api } from '../../lib/api';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { Preloader } from '../../components/Preloader';
import { NotFoundPage } from '../pages/NotFoundPage';

export function ConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { profile } = useAuth();
  const hash = params.get('hash');
  const [state, setState] = useState<'verifying' | 'verified' | 'failed'>('verifying');
  const started = useRef(false);

  useEffect(() => {
    if (params.get('type') !== 'email' || !hash || started.current) return;
    started.current = true;
    api('user/activate', { hash })
      .then(() => {
        setState('verified');
        setTimeout(() => navigate(paths.authorization, { replace: true }), TIMINGS.verifiedRedirectMs);
      })
      .catch(() => setState('failed'));
  }, [hash, params, navigate]);

  if (params.get('type') !== 'email') return <NotFoundPage />;
  if (!hash) {
    const email = params.get('email') ?? profile?.info.email;
    return (
      <section className="card auth-card">
        <p>{email ? t('confirm.sent', { email }) : t('confirm.sentNoEmail')}</p>
        <Link to={paths.support}>{t('common.contactSupport')}</Link>
      </section>
    );
  }
  return (
    <section className="card auth-card" aria-live="polite">
      {state === 'verifying' && (
        <>
          <p>{t('confirm.verifying')}</p>
          <Preloader />
        </>
      )}
      {state === 'verified' && <p role="status">✅ {t('confirm.verified')}</p>}
      {state === 'failed' && (
        <>
          <p role="alert">{t('errors.verifyEmail')}</p>
          <Link to={paths.support} className="button">{t('common.contactSupport')}</Link>
        </>
      )}
    </section>
  );
}
