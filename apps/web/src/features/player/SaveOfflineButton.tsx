/**
 * "Save for offline" in the player's bar (decision 034): keeps the story's data, pictures and
 * sounds in Cache Storage until the parent removes it (here, or in the profile's offline list).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudDownload, CloudCheck, LoaderCircle } from 'lucide-react';
import type { Story } from '@tt/contract';
import { useToasts } from '../../components/Toasts';
import { isSaved, offlineSupported, onOfflineChange, removeSaved, saveForOffline } from '../../lib/offline-stories';

export function SaveOfflineButton({ story }: { story: Story }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () => void isSaved(story.uid).then((v) => live && setSaved(v));
    read();
    const stop = onOfflineChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [story.uid]);

  if (!offlineSupported() || saved === null) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (saved) {
        await removeSaved(story.uid);
        toasts.show(t('offline.removed'), { icon: 'success' });
      } else {
        await saveForOffline(story);
        toasts.show(t('offline.saved'), { icon: 'success' });
      }
    } catch {
      toasts.show(t('offline.saveFailed'), { icon: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const Icon = busy ? LoaderCircle : saved ? CloudCheck : CloudDownload;
  return (
    <button
      type="button"
      className={`icon-button offline-button${saved ? ' offline-button--on' : ''}`}
      aria-pressed={saved}
      aria-busy={busy}
      disabled={busy}
      aria-label={saved ? t('offline.savedLabel') : t('offline.save')}
      title={saved ? t('offline.savedLabel') : t('offline.save')}
      onClick={() => void toggle()}
    >
      <Icon size={22} aria-hidden className={busy ? 'spin' : undefined} />
    </button>
  );
}
