/**
 * A visitor on a story link that needs an account (issue 14 item 8): the story's cover and title,
 * with sign-in and sign-up offers that come back to this story (the hex redirect, consumer §2).
 */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn, UserPlus } from 'lucide-react';
import { toHex } from '@tt/contract';
import { paths, signinRedirecting } from '../../lib/paths';
import { Preloader } from '../../components/Preloader';
import { useStoryPoster } from './api/story-poster';
import { StoryLoadError } from './StoryLoadError';

export function VisitorStoryCard({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const poster = useStoryPoster(uid);
  if (poster.error) return <StoryLoadError error={poster.error} />;
  if (!poster.data) return <Preloader />;
  const back = location.pathname + location.search;
  return (
    <section className="card visitor-story" data-testid="visitor-story">
      {poster.data.cover && <img src={poster.data.cover} alt="" className="visitor-story__cover" />}
      <p className="muted">{t('visitor.title')}</p>
      <h1>{poster.data.title}</h1>
      <p>{t('visitor.text')}</p>
      <div className="row visitor-story__actions">
        <Link to={signinRedirecting(back)} className="button">
          <LogIn aria-hidden size={20} /> {t('visitor.signin')}
        </Link>
        <Link to={`${paths.registration}?redirect=${toHex(back)}`} className="button button--ghost">
          <UserPlus aria-hidden size={20} /> {t('visitor.registration')}
        </Link>
      </div>
    </section>
  );
}
