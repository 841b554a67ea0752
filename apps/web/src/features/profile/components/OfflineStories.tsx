/**
 * The profile's "Offline" section (decision 034): the stories saved for offline with the space
 * each takes, a remove button for each, the stories kept from the last plays, and the total.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HardDrive, Trash2 } from 'lucide-react';
import { formatBytes } from '../../../lib/format-bytes';
import { paths } from '../../../lib/paths';
import {
  offlineSupported,
  onOfflineChange,
  recentStories,
  removeSaved,
  savedStories,
  RECENT_KEEP,
  type OfflineStory,
} from '../../../lib/offline-stories';

export function OfflineStories() {
  const { t, i18n } = useTranslation();
  const [saved, setSaved] = useState<OfflineStory[] | null>(null);
  const [recent, setRecent] = useState<OfflineStory[]>([]);

  useEffect(() => {
    let live = true;
    const read = () =>
      void Promise.all([savedStories(), recentStories()]).then(([s, r]) => {
        if (!live) return;
        setSaved(s);
        setRecent(r);
      });
    read();
    const stop = onOfflineChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (!offlineSupported() || saved === null) return null;
  const size = (b: number) => formatBytes(b, i18n.language);
  const total = [...saved, ...recent].reduce((sum, s) => sum + s.bytes, 0);

  return (
    <section className="offline-stories" aria-labelledby="offline-title">
      <h2 id="offline-title">
        <HardDrive size={20} aria-hidden /> {t('offline.title')}
      </h2>
      <p className="muted">{t('offline.text')}</p>
      {saved.length === 0 ? (
        <p className="offline-stories__empty">{t('offline.empty')}</p>
      ) : (
        <ul className="offline-stories__list">
          {saved.map((s) => (
            <li key={s.uid} className="offline-story" data-uid={s.uid}>
              {s.cover ? (
                <img src={s.cover} alt="" width={48} height={48} />
              ) : (
                <span className="offline-story__blank" />
              )}
              <Link to={paths.story(s.uid)} className="offline-story__title">
                {s.title}
              </Link>
              <span className="offline-story__size">{size(s.bytes)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('offline.remove', { title: s.title })}
                title={t('offline.remove', { title: s.title })}
                onClick={() => void removeSaved(s.uid)}
              >
                <Trash2 size={20} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('offline.recent', { count: recent.length, keep: RECENT_KEEP })}</p>
      <p className="offline-stories__total">{t('offline.total', { size: size(total) })}</p>
    </section>
  );
}
