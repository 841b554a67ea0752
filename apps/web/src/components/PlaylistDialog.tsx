/**
 * The playlist dialog (consumer §2, §4): settings and a selectable story list; Start needs one
 * story; Apply only when the selection changed. Settings apply as soon as they are toggled. Opened from the story feed and from the player;
 * from the player, `open` is the story on screen, so Start can continue it where it is.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { useStory } from '../lib/api/story';
import { usePlaylist } from '../lib/playlist';
import { playlistStart, type OpenStory, type PlaylistSettings } from '../lib/playlist-rules';
import { useCoverThumbnail } from '../lib/api/cover-thumbnail';
import { Toggle } from './Toggle';

const touch = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

function StoryOption({ uid, checked, onChange }: { uid: string; checked: boolean; onChange(): void }) {
  const { data } = useStory(uid);
  const thumbnail = useCoverThumbnail(uid, !!data?.cover);
  return (
    <label className="pick" data-checked={checked}>
      <input type="checkbox" className="pick__box" checked={checked} onChange={onChange} />
      <span className="pick__cover" aria-hidden>
        {thumbnail.data && <img src={thumbnail.data} alt="" width={56} height={56} loading="lazy" />}
      </span>
      <span className="pick__title">{data?.title ?? uid}</span>
    </label>
  );
}

/** `open` gives the story open in the player, if any, as it is at the moment Start is pressed. */
export function PlaylistDialog({
  stories,
  close,
  open,
}: {
  stories: string[];
  close(): void;
  open?: () => OpenStory | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const playlist = usePlaylist();
  const [selected, setSelected] = useState<string[]>(playlist.ids);
  const settings = playlist.settings;
  const names = [
    'loop',
    'muted',
    'noimagesinstory',
    ...(touch() ? ['buttonsblock'] : []),
  ] as (keyof PlaylistSettings)[];
  // settings are the user's own (client state) and take effect at once; Apply is for the selection
  const changed = selected.join() !== playlist.ids.join();
  const toggle = (uid: string) => setSelected((s) => (s.includes(uid) ? s.filter((x) => x !== uid) : [...s, uid]));
  const start = () => {
    const begin = playlistStart(selected, open?.() ?? null);
    if (!begin) return;
    playlist.save({ ids: selected, active: true });
    close();
    navigate(paths.story(begin.uid, begin.time));
  };
  return (
    <div className="playlist">
      {names.map((name) => (
        <Toggle
          key={name}
          label={t(`playlist.${name}`)}
          checked={settings[name]}
          onChange={() => playlist.save({ settings: { ...settings, [name]: !settings[name] } })}
        />
      ))}
      <hr />
      {stories.length === 0 && <p className="muted">{t('playlist.empty')}</p>}
      {[...new Set([...selected, ...stories])].map((uid) => (
        <StoryOption key={uid} uid={uid} checked={selected.includes(uid)} onChange={() => toggle(uid)} />
      ))}
      <div className="row">
        <button type="button" className="button" disabled={selected.length === 0} onClick={start}>
          {t('playlist.start')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!changed}
          onClick={() => {
            playlist.save({ ids: selected });
            close();
          }}
        >
          {t('playlist.apply')}
        </button>
      </div>
    </div>
  );
}
