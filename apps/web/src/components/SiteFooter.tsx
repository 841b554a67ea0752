/** The footer of the landing and text pages (consumer §2): apps, about, partnership, privacy, terms, child safety. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';

const LINKS = [
  { to: paths.applications, key: 'footer.applications' },
  { to: paths.about, key: 'footer.about' },
  { to: paths.partnership, key: 'footer.partnership' },
  { to: paths.privacy, key: 'footer.privacy' },
  { to: paths.terms, key: 'footer.terms' },
  { to: paths.csae, key: 'footer.csae' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.label')}>
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {t(link.key)}
          </Link>
        ))}
      </nav>
      <p className="muted credit">{t('footer.pictures')}</p>
    </footer>
  );
}
