/**
 * "Read it yourself" (issue 23 item 2, decision 066): the recorder a moderator uses, for a parent's reading of
 * this story, with the room the family's recordings take and a way to delete any of them. Loaded when opened.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Story } from '@tt/contract';
import { NarrationRecorder } from '../../components/narration/NarrationRecorder';
import { Preloader } from '../../components/Preloader';
import { errorText } from '../../lib/api/error-text';
import { formatBytes } from '../../lib/format-bytes';
import { useDeleteRecording, useFamilyRecordings, useSaveFamilyVoice } from './api/family-recordings';
import { familyNarrationQuery } from './api/family-voice';

export function FamilyVoiceDialog({ story }: { story: Story }) {
  const { t, i18n } = useTranslation();
  // sizes in the reader's own units ("3,4 МБ" in Russian, not "MB" beside Russian words; issue 32 §12)
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const current = useQuery(familyNarrationQuery(story.uid, true));
  const recordings = useFamilyRecordings();
  const remove = useDeleteRecording();
  const save = useSaveFamilyVoice(story.uid);
  // deleting this story's recording starts the recorder afresh (from no recording, every scene needed)
  const [deletions, setDeletions] = useState(0);
  if (!current.data) return current.error ? <p role="alert">{errorText(t, current.error)}</p> : <Preloader />;
  const narration = current.data.narration;
  return (
    <div className="family-voice">
      <p>{t('familyVoice.about')}</p>
      <NarrationRecorder
        key={deletions}
        story={story}
        title={t('familyVoice.title')}
        version={narration?.version ?? 0}
        firstTime={!narration}
        save={save}
      />
      {recordings.data && (
        <section aria-label={t('familyVoice.list')} className="family-voice__list">
          <p>{t('familyVoice.used', { used: size(recordings.data.used), quota: size(recordings.data.quota) })}</p>
          <ul>
            {recordings.data.items.map((item) => (
              <li key={item.uid} className="row">
                <span>
                  {item.title}
                  {item.uid === story.uid && ` (${t('familyVoice.thisStory')})`} · {size(item.bytes)}
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={remove.isPending}
                  aria-label={t('familyVoice.delete', { title: item.title })}
                  onClick={() =>
                    remove.mutate(item.uid, {
                      onSuccess: () => item.uid === story.uid && setDeletions((n) => n + 1),
                    })
                  }
                >
                  <Trash2 aria-hidden size={16} /> {t('familyVoice.deleteShort')}
                </button>
              </li>
            ))}
          </ul>
          {remove.isSuccess && <p role="status">{t('familyVoice.deleted')}</p>}
          {remove.error && <p role="alert">{errorText(t, remove.error)}</p>}
        </section>
      )}
    </div>
  );
}
