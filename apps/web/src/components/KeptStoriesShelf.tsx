/**
 * The home with no connection (issue 26 §4): instead of a bare "Connection problem", the stories
 * kept on this device (saved ones first, then the last played), each opening the player, which
 * plays them from the device (decision 034).
 */
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { KeptStoryLink } from './KeptStoryLink';
import { offlineSupported } from '../lib/offline-stories';
import { useKeptStories } from '../lib/use-kept-stories';

export function KeptStoriesShelf() {
  const { t } = useTranslation();
  const kept = useKeptStories();
  const stories = kept ? [...kept.saved, ...kept.recent.filter((r) => !kept.saved.some((s) => s.uid === r.uid))] : [];
  return (
    <section className="offline-stories kept-shelf" aria-labelledby="kept-shelf-title">
      <h2 id="kept-shelf-title">
        <WifiOff size={20} aria-hidden /> {t('offline.shelfTitle')}
      </h2>
      {!offlineSupported() || (kept && stories.length === 0) ? (
        <p>{t('offline.shelfEmpty')}</p>
      ) : (
        <>
          <p className="muted">{t('offline.shelfText')}</p>
          <ul className="offline-stories__list">
            {stories.map((s) => (
              <li key={s.uid} className="offline-story">
                <KeptStoryLink story={s} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
