/**
 * /confirm and /confirmation (consumer §2, §4): ?type=email&hash=… verifies the e-mail, then goes
 * to /authorization after 2 s; ?type=email alone says where the link was sent; anything else is 404.
 */
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS, unmasked } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { Preloader } from '../../../components/Preloader';
import { useActivateEmail } from '../api/activate-email';
import { AuthCard } from './AuthCard';
import { CircleCheck, Mail, MailCheck, MailX } from 'lucide-react';

export function ConfirmPage() {
  const [params] = useSearchParams();
  if (params.get('type') !== 'email') return <NotFoundPage />;
  const hash = params.get('hash');
  return hash ? <VerifyEmail hash={hash} /> : <LinkSent email={params.get('email')} />;
}

function LinkSent({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const address = email || unmasked(profile?.info.email);
  return (
    <AuthCard title={t('confirm.title')} icon={MailCheck}>
      <p>{address ? t('confirm.sent', { email: address }) : t('confirm.sentNoEmail')}</p>
      <Link to={paths.support} className="link-small">
        {t('common.contactSupport')}
      </Link>
    </AuthCard>
  );
}

function VerifyEmail({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, refreshProfile } = useAuth();
  const activate = useActivateEmail();
  const { mutate, isSuccess } = activate;
  const started = useRef(false);

  useEffect(() => {
    // once, even when React runs effects twice in development
    if (started.current) return;
    started.current = true;
    mutate(hash);
  }, [mutate, hash]);

  // a signed-in user's profile now shows the address as confirmed
  useEffect(() => {
    if (isSuccess && status === 'in') void refreshProfile().catch(() => undefined);
  }, [isSuccess, status, refreshProfile]);

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => navigate(paths.authorization, { replace: true }), TIMINGS.verifiedRedirectMs);
    return () => clearTimeout(timer);
  }, [isSuccess, navigate]);

  return (
    <AuthCard title={t('confirm.title')} icon={activate.isError ? MailX : Mail}>
      <div aria-live="polite">
        {activate.isError ? (
          <>
            <p role="alert">{t('errors.verifyEmail')}</p>
            <Link to={paths.support} className="button">
              {t('common.contactSupport')}
            </Link>
          </>
        ) : activate.isSuccess ? (
          <p role="status" className="icon-text">
            <CircleCheck aria-hidden size={20} /> {t('confirm.verified')}
          </p>
        ) : (
          <>
            <p>{t('confirm.verifying')}</p>
            <Preloader />
          </>
        )}
      </div>
    </AuthCard>
  );
}
