/**
 * /stories/:id?time=s: the story player (consumer §2, §4). The right half of the screen moves
 * forward a scene, the left half back; a repeat button appears at the end.
 */
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { STORY } from '@tt/contract';
import { usePlaylist } from '../../lib/playlist';
import { afterStoryEnds } from '../../lib/playlist-rules';
import { PlaylistDialog } from '../../components/PlaylistDialog';
import { ShareDialog } from './ShareDialog';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/client';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { useModals } from '../../components/ModalHost';
import { Preloader } from '../../components/Preloader';
import { useStory } from '../../lib/stories';
import { useLike, useLiked } from './api';
import { AudioTracks } from './AudioTracks';
import { activeFootnote, FootnoteBubble } from './Footnote';
import { ReadAlong } from './ReadAlong';
import { StoryText } from '../../components/StoryText';
import { usePlayback } from './usePlayback';
import { StoryLoadError } from './StoryLoadError';
import { StoryPoster } from './StoryPoster';

/** A new story id starts a new playback (clock, view report) rather than reusing the last one. */
export function StoryPlayerRoute() {
  const { id = '' } = useParams();
  return <StoryPlayerPage key={id} />;
}

function StoryPlayerPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const { status } = useAuth();
  const modals = useModals();
  const signedIn = status === 'in';
  const navigate = useNavigate();
  const playlist = usePlaylist();
  const story = useStory(id, params.get('share'));
  const inPlaylist = signedIn && playlist.active && playlist.ids.includes(id);
  const setting = (name: 'muted' | 'noimagesinstory' | 'buttonsblock') => params.get(name) === '1' || (inPlaylist && playlist.settings[name]);
  const liked = useLiked(id, signedIn);
  const like = useLike(id);
  const onView = useCallback(() => {
    if (signedIn) void api('tidings/story/view', { uid: id }).catch(() => undefined);
  }, [id, signedIn]);
  const playback = usePlayback(story.data, { startTime: Number(params.get('time')) || 0, modalOpen: modals.current !== null, onView });

  // In a playlist the next story opens 0.4 s after the end; after the last, loop or close the playlist.
  const ended = playback.state === 'ended';
  useEffect(() => {
    if (!ended || !inPlaylist) return;
    const timer = setTimeout(() => {
      const after = afterStoryEnds(playlist, id);
      if ('open' in after) navigate(paths.story(after.open));
      else playlist.stop();
    }, STORY.nextStoryDelayMs);
    return () => clearTimeout(timer);
  }, [ended, inPlaylist, playlist, id, navigate]);

  if (story.error) return <StoryLoadError error={story.error} />;
  if (!story.data || playback.state === 'loading') return <Preloader />;
  if (playback.state === 'resources') return <StoryPoster story={story.data} time={playback.time} pictures={!setting('noimagesinstory')} />;

  const data = story.data;
  const scene = data.scenes[playback.index]!;
  const layout = playback.scenes[playback.index]!;
  const offset = playback.time - layout.start;
  const note = activeFootnote(data, playback.index, offset);
  const playing = playback.state === 'playing' && modals.current === null;

  return (
    <div className="player" data-state={playback.state} data-time={playback.time.toFixed(2)}>
      <header className="player__bar">
        <Link to={paths.home} className="icon-button" aria-label={t('common.backHome')}>‹</Link>
        <h1>{data.title}</h1>
        {signedIn && (
          <button type="button" className={`icon-button heart${liked.data ? ' heart--on' : ''}`} aria-pressed={!!liked.data} aria-label={t('player.like')} onClick={() => !liked.data && like.mutate()}>
            {liked.data ? '❤️' : '🤍'}
          </button>
        )}
        {signedIn && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('playlist.title')}
            onClick={() => modals.open({ name: 'playlist', title: t('playlist.title'), content: <PlaylistDialog stories={[data.uid]} open={{ uid: data.uid, time: playback.time }} close={modals.close} /> })}
          >
            🎵
          </button>
        )}
        <button type="button" className="icon-button" aria-label={t('player.text')} onClick={() => modals.open({ name: 'storytext', title: data.title, content: <StoryText story={data} /> })}>📖</button>
        <button type="button" className="icon-button" aria-label={t('share.title')} onClick={() => modals.open({ name: 'share', title: t('share.title'), content: <ShareDialog uid={data.uid} title={data.title} /> })}>🔗</button>
      </header>
      <div className="player__stage">
        {scene.image && !setting('noimagesinstory') && <img src={`${data.basePath}${scene.image}`} alt="" className="player__image" />}
        {!setting('buttonsblock') && (
          <>
            <button type="button" className="player__half player__half--left" aria-label={t('player.previous')} onClick={playback.previous} />
            <button type="button" className="player__half player__half--right" aria-label={t('player.next')} onClick={playback.next} />
          </>
        )}
        {note && <FootnoteBubble note={note} />}
      </div>
      <div className="player__text">
        {scene.title && <h2>{scene.title}</h2>}
        <ReadAlong scene={{ ...scene, duration: layout.duration }} offset={offset} />
      </div>
      <div className="player__controls">
        {ended && !inPlaylist ? (
          <button type="button" className="button" onClick={playback.repeat}>{t('player.repeat')}</button>
        ) : (
          <button type="button" className="button button--ghost" onClick={playback.toggle}>{playback.state === 'playing' ? t('player.pause') : t('player.play')}</button>
        )}
        <progress max={data.duration} value={playback.time} aria-label={t('player.progress')} />
      </div>
      <AudioTracks story={data} scene={playback.index} offset={offset} playing={playing && !setting('muted')} />
    </div>
  );
}
