/** The frame of the auth pages: the logo (the top bar is hidden on some of them), a title and the form. */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';

export function AuthCard({ title, icon: Icon, children }: { title: string; icon?: LucideIcon; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card auth-card">
      <Link to={paths.home} className="auth-card__logo" aria-label={t('common.home')}>
        <img src="/favicon.svg" alt="" width={56} height={56} />
      </Link>
      {Icon && (
        <div className="auth-card__emoji" aria-hidden>
          <Icon size={48} strokeWidth={1.75} />
        </div>
      )}
      <h1>{title}</h1>
      {children}
    </section>
  );
}
