/**
 * Landing / about (consumer §2): the logo, five slides (who we are, how we speak, what we don't
 * like, what we like, ready to try), a button to sign in, the language and the footer.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { LocaleButton } from '../../../components/LocaleDialog';
import { SiteFooter } from '../../../components/SiteFooter';
import { Ban, Bird, Heart, Moon, Sparkles } from 'lucide-react';
import { Slides } from '../../../components/Slides';

const SLIDES = [
  { key: 'who', icon: Bird },
  { key: 'how', icon: Moon },
  { key: 'dislike', icon: Ban },
  { key: 'like', icon: Heart },
  { key: 'ready', icon: Sparkles },
] as const;

export function LandingPage() {
  const { t } = useTranslation();
  const slides = SLIDES.map(({ key, icon }) => ({
    key,
    icon,
    title: t(`landing.${key}.title`),
    text: t(`landing.${key}.text`),
  }));

  return (
    <div className="landing">
      <div className="landing__brand">
        <img src="/favicon.svg" alt="" width={88} height={88} />
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      <Slides slides={slides} label={t('app.name')} />
      <Link to={paths.signin} className="button button--big">
        {t('landing.start')}
      </Link>
      <LocaleButton />
      <SiteFooter />
    </div>
  );
}
