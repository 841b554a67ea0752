/**
 * The same story in the other language (issue 26 §9), for bilingual families: it opens the twin at
 * the same scene and the same point in it, so the child hears the next words in the other language.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { layoutScenes, sameMoment, type Story } from '@tt/contract';
import { storyQuery } from '../../lib/api/story';
import { paths } from '../../lib/paths';

/** Each language by its own name, the same in either interface language (as language pickers do). */
const OWN_NAME: Record<string, string> = { en: 'English', ru: 'Русский' };

/** `timeNow`: the story's clock, read when the button is pressed. */
export function TwinButton({ story, timeNow }: { story: Story; timeNow: { readonly current: number } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const twin = story.twin;
  if (!twin) return null;
  const label = t(twin.locale === 'ru' ? 'player.twin.ru' : 'player.twin.en');
  const open = async () => {
    setBusy(true);
    try {
      const other = await client.fetchQuery(storyQuery(twin.uid));
      const at = sameMoment(
        layoutScenes(story.scenes, story.duration),
        layoutScenes(other.scenes, other.duration),
        timeNow.current,
      );
      void navigate(paths.story(twin.uid, at));
    } catch {
      // the player of the twin shows why it cannot play (its own error page)
      void navigate(paths.story(twin.uid));
    }
  };
  return (
    <button
      type="button"
      className="button button--ghost twin-button"
      lang={twin.locale}
      disabled={busy}
      aria-label={label}
      title={label}
      onClick={() => void open()}
    >
      <Languages aria-hidden size={18} /> {OWN_NAME[twin.locale] ?? twin.locale}
    </button>
  );
}
