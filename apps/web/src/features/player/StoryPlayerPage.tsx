/**
 * /stories/:id?time=s: the story player (consumer §2, §4). The right half of the screen moves
 * forward a scene, the left half back; a repeat button appears at the end.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { layoutScenes, sceneAt, STORY, wordAt } from '@tt/contract';
import { Mic } from 'lucide-react';
import { usePlaylist } from '../../lib/playlist';
import { afterStoryEnds } from '../../lib/playlist-rules';
import { useTranslation } from 'react-i18next';
import { useCountView } from './api/count-view';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { useModals } from '../../components/ModalHost';
import { Preloader } from '../../components/Preloader';
import { useStory } from '../../lib/api/story';
import { useChildren } from '../../lib/api/children';
import { useShareSettings } from './api/share-settings';
import { useFamilyVoice } from './api/family-voice';
import { withFamilyVoice } from './family-voice';
import { AudioTracks } from './AudioTracks';
import { FootnoteBubble, sceneFootnotes, shownAt } from './Footnote';
import { PlayerBar } from './PlayerBar';
import { ReadAlong, sceneWords } from './ReadAlong';
import { SceneVideo } from './SceneVideo';
import { usePlayback } from './use-playback';
import { useTimeInAddress } from './use-time-in-address';
import { needsSignIn, StoryLoadError } from './StoryLoadError';
import { StoryPoster } from './StoryPoster';
import { usePageShell } from '../../lib/page-shell';
import { rememberPlayed } from '../../lib/offline-stories';
import { fireEffect } from '../../lib/effects';
import { ParentNote } from '../../components/ParentNote';
import { VisitorStoryCard } from './VisitorStoryCard';
import { storage } from '../../lib/storage';
import { useBedtime } from './bedtime/use-bedtime';
import { fadeMs, minuteMs } from './bedtime/bedtime-choice';

// the dimmed screen is drawn only at bedtime, so its code is not part of the story's first paint
// only a story with a twin in the other language needs it, after the story shows (issue 26 §0)
const TwinButton = lazy(() => import('./TwinButton').then((m) => ({ default: m.TwinButton })));
const BedtimeVeil = lazy(() => import('./bedtime/BedtimeVeil').then((m) => ({ default: m.BedtimeVeil })));

/** A new story id starts a new playback (clock, view report) rather than reusing the last one. */
export function StoryPlayerRoute() {
  const { id = '' } = useParams();
  return <StoryPlayerPage key={id} />;
}

type Setting = 'muted' | 'noimagesinstory' | 'buttonsblock';

function StoryPlayerPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const { status } = useAuth();
  const modals = useModals();
  const signedIn = status === 'in';
  const navigate = useNavigate();
  const playlist = usePlaylist();
  const shareId = params.get('share');
  const story = useStory(id, shareId);
  const shared = useShareSettings(shareId);
  const { mutate: countView } = useCountView();
  const inPlaylist = signedIn && playlist.active && playlist.ids.includes(id);
  // a setting is on from the link (=1), from the share behind it, or from the signed-in user's own settings
  const setting = (name: Setting) =>
    params.get(name) === '1' || shared.data?.[name] === true || (signedIn && playlist.settings[name]);
  const onView = useCallback(() => {
    if (signedIn) countView(id);
  }, [id, signedIn, countView]);
  // the family's own reading plays by default; the switch goes back to the story's voice and again
  const familyVoice = useFamilyVoice(id, status);
  const [ownVoice, setOwnVoice] = useState(false);
  const voiced = useCallback(
    (own: boolean) => (story.data && familyVoice && !own ? withFamilyVoice(story.data, familyVoice) : story.data),
    [story.data, familyVoice],
  );
  const played = useMemo(() => voiced(ownVoice), [voiced, ownVoice]);
  // what the page draws from the clock (set below, once the scene's words and footnotes are known)
  const viewAt = useRef<(time: number) => string>(undefined);
  // the story waits for the family's voice (undefined while its files come), so it starts in the right one
  const playback = usePlayback(familyVoice === undefined ? undefined : played, {
    startTime: Number(params.get('time')) || 0,
    modalOpen: modals.current !== null,
    onView,
    view: useCallback((time: number) => viewAt.current?.(time) ?? String(time), []),
  });
  useTimeInAddress(playback.time, playback.state);
  const timeNow = playback.clock.now;
  const [voiceLength, setVoiceLength] = useState<Record<number, number>>({});

  // In a playlist the next story opens 0.4 s after the end; after the last, loop or close the playlist.
  const ended = playback.state === 'ended';
  const { repeat, pause } = playback;
  const { stop: stopPlaylist } = playlist;
  // bedtime (issue 26 §12): at its moment the story pauses and the playlist goes no further
  const minute = minuteMs(params.get('sleepminute'));
  const chosenChild = useChildren(signedIn).data?.children.find((c) => c.chosen)?.uid;
  const bedtimeStories = useMemo(
    () => [id, ...(story.data?.twin ? [story.data.twin.uid] : [])],
    [id, story.data?.twin],
  );
  const bedtime = useBedtime({
    ended,
    playing: playback.state === 'playing' && modals.current === null,
    left: (played?.duration ?? Infinity) - playback.time,
    stories: bedtimeStories,
    minute,
    child: chosenChild,
    onAsleep: useCallback(() => {
      pause();
      if (inPlaylist) stopPlaylist();
    }, [pause, inPlaylist, stopPlaylist]),
  });
  const holdsPlaylist = bedtime.holdsPlaylist;
  useEffect(() => {
    if (!ended || !inPlaylist || holdsPlaylist) return;
    const timer = setTimeout(() => {
      const after = afterStoryEnds(playlist, id);
      // looping on the story on screen (a playlist of one): the route stays, so start it again here
      if (!('open' in after)) playlist.stop();
      else if (after.open === id) repeat();
      else navigate(paths.story(after.open));
    }, STORY.nextStoryDelayMs);
    return () => clearTimeout(timer);
  }, [ended, inPlaylist, holdsPlaylist, playlist, id, navigate, repeat]);

  // a story that played stays playable offline among the last few (decision 034)
  const playable = !!story.data && playback.state !== 'loading' && playback.state !== 'resources';
  // (its media are fetched again and written to Cache Storage: in the browser's idle time once the story
  // plays, not in the same moment as the first scene's render and sound; issue 32 §6, profiled: up to
  // 0.8 s of the main thread under a phone's CPU before the first scene played)
  useEffect(() => {
    if (!playable || !story.data) return;
    const data = story.data;
    if (typeof window.requestIdleCallback !== 'function') return void rememberPlayed(data);
    const idle = window.requestIdleCallback(() => void rememberPlayed(data), { timeout: 1500 });
    return () => window.cancelIdleCallback(idle);
  }, [playable, story.data]);
  // the story's end is celebrated (effects, consumer §9) once per playback to the end
  useEffect(() => {
    if (ended) fireEffect('storyEnd');
  }, [ended]);

  // the server's shell of the poster stays until this page shows its own poster, player or error
  usePageShell(!!story.error || (!!story.data && playback.state !== 'loading'));

  const index = playback.index;
  const scene = played?.scenes[index];
  const words = useMemo(() => (scene ? sceneWords(scene, voiceLength[index]) : []), [scene, voiceLength, index]);
  const notes = useMemo(() => (played ? sceneFootnotes(played, index, words) : []), [played, index, words]);
  // Drawn again only when something on screen changes: the scene, the word being said, the footnotes shown,
  // the second in the address, the end, and every tick of a last story's fade (its volume follows the clock).
  // The progress bar and data-time follow each tick without React (issue 32 §6: 25 renders a second of the
  // whole player were most of the story page's main-thread work on a phone).
  const fadeSeconds = fadeMs(minute) / 1000;
  const duration = played?.duration ?? 0;
  const lastStory = bedtime.lastStory;
  const sceneStarts = playback.scenes;
  viewAt.current = (time: number) => {
    if (lastStory && duration - time < fadeSeconds) return `fade ${time}`;
    const at = sceneAt(sceneStarts, time);
    const sceneOffset = time - (sceneStarts[at]?.start ?? 0);
    if (at !== index) return `scene ${at}`;
    const shown = shownAt(notes, sceneOffset).map((n) => n.note.title);
    return [at, wordAt(words, sceneOffset), Math.floor(time), time >= duration, ...shown].join('|');
  };
  const root = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLProgressElement>(null);
  useEffect(
    () =>
      playback.clock.subscribe((time) => {
        root.current?.setAttribute('data-time', time.toFixed(2));
        if (progress.current) progress.current.value = time;
      }),
    [playback.clock],
  );

  if (story.error)
    return !signedIn && needsSignIn(story.error) ? (
      <VisitorStoryCard uid={id} />
    ) : (
      <StoryLoadError error={story.error} />
    );
  if (!story.data || !played || !scene || playback.state === 'loading') return <Preloader />;
  if (playback.state === 'resources')
    return <StoryPoster story={played} time={playback.time} pictures={!setting('noimagesinstory')} />;

  const data = played;
  const switchVoice = () => {
    const other = voiced(!ownVoice)!;
    // the same scene from its start, in the other voice's layout
    playback.jumpTo(layoutScenes(other.scenes, other.duration)[index]?.start ?? 0);
    setOwnVoice(!ownVoice);
    setVoiceLength({});
  };
  const offset = playback.time - playback.scenes[index]!.start;
  const playing = playback.state === 'playing' && modals.current === null;
  const sound = playing && !setting('muted');
  const pictures = !setting('noimagesinstory');

  return (
    <div
      ref={root}
      className="player"
      data-state={playback.state}
      data-time={playback.time.toFixed(2)}
      data-bedtime={bedtime.phase}
    >
      <PlayerBar story={story.data} signedIn={signedIn} timeNow={timeNow} bedtime={bedtime} />
      {/* without pictures the stage holds only the footnotes, not an empty picture box (issue 26 §7) */}
      <div className={pictures ? 'player__stage' : 'player__stage player__stage--bare'}>
        {pictures && scene.image && !scene.video && (
          // a slow pan or zoom over the scene's length (CSS turns it off under prefers-reduced-motion)
          <img
            key={index}
            src={`${data.basePath}${scene.image}`}
            alt=""
            className={
              storage.effects().animatedBackground
                ? `player__image player__image--drift player__image--drift-${index % 4}`
                : 'player__image'
            }
            style={{
              animationDuration: `${Math.max(4, scene.duration ?? 8)}s`,
              animationPlayState: playing ? 'running' : 'paused',
            }}
          />
        )}
        {pictures && scene.video && (
          <SceneVideo src={`${data.basePath}${scene.video}`} offset={offset} playing={playing} seeks={playback.seeks} />
        )}
        <div className="footnotes">
          {shownAt(notes, offset).map((n) => (
            <FootnoteBubble
              key={n.note.title}
              note={n.note}
              basePath={data.basePath}
              playing={sound}
              elapsed={offset - n.from}
            />
          ))}
        </div>
      </div>
      {/* the halves cover the whole screen, under the bar and the controls (consumer §2) */}
      {!setting('buttonsblock') && (
        <>
          <button
            type="button"
            className="player__half player__half--left"
            aria-label={t('player.previous')}
            onClick={playback.previous}
          />
          <button
            type="button"
            className="player__half player__half--right"
            aria-label={t('player.next')}
            onClick={playback.next}
          />
        </>
      )}
      <div className="player__text">
        {scene.title && <h2>{scene.title}</h2>}
        <ReadAlong words={words} current={wordAt(words, offset)} />
      </div>
      <div className="player__controls">
        {ended && !inPlaylist ? (
          <button type="button" className="button" onClick={playback.repeat}>
            {t('player.repeat')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={playback.toggle}>
            {playback.state === 'playing' ? t('player.pause') : t('player.play')}
          </button>
        )}
        {familyVoice && (
          <button
            type="button"
            role="switch"
            aria-checked={!ownVoice}
            className={`button button--ghost voice-switch${ownVoice ? '' : ' voice-switch--on'}`}
            onClick={switchVoice}
          >
            <Mic aria-hidden size={18} /> {t('player.yourVoice')}
          </button>
        )}
        {data.twin && (
          <Suspense fallback={null}>
            <TwinButton story={data} timeNow={timeNow} />
          </Suspense>
        )}
        <progress ref={progress} max={data.duration} value={playback.time} aria-label={t('player.progress')} />
      </div>
      {ended && !inPlaylist && <ParentNote note={data.parentNote} compact />}
      <AudioTracks
        story={data}
        scene={index}
        offset={offset}
        playing={sound}
        seeks={playback.seeks}
        onVoiceLength={(s) => setVoiceLength((v) => (v[index] === s ? v : { ...v, [index]: s }))}
        volume={bedtime.volume}
      />
      {bedtime.phase !== 'off' && (
        <Suspense fallback={null}>
          <BedtimeVeil phase={bedtime.phase} dim={1 - bedtime.volume} wake={bedtime.wake} />
        </Suspense>
      )}
    </div>
  );
}
