/**
 * The profile's "Offline" section (decision 034): the stories saved for offline with the space
 * each takes, a remove button for each, the stories kept from the last plays, and the total.
 */
import { useTranslation } from 'react-i18next';
import { HardDrive, Trash2 } from 'lucide-react';
import { formatBytes } from '../../../lib/format-bytes';
import { KeptStoryLink } from '../../../components/KeptStoryLink';
import { offlineSupported, removeSaved, RECENT_KEEP } from '../../../lib/offline-stories';
import { useKeptStories } from '../../../lib/use-kept-stories';

export function OfflineStories() {
  const { t, i18n } = useTranslation();
  const kept = useKeptStories();

  if (!offlineSupported() || kept === null) return null;
  const { saved, recent } = kept;
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
              <KeptStoryLink story={s} />
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
