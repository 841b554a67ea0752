/**
 * /stories/:id?time=s: the story player (consumer §2, §4). The right half of the screen moves
 * forward a scene, the left half back; a repeat button appears at the end.
 */
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { layoutScenes, sceneAt, STORY, wordAt, type Story } from '@tt/contract';
import { usePlaylist } from '../../lib/playlist';
import { afterStoryEnds } from '../../lib/playlist-rules';
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
import { sceneFootnotes, shownAt, type TimedFootnote } from './Footnote';
import { PlayerScreen, type Setting } from './PlayerScreen';
import { sceneWords } from './ReadAlong';
import { usePlayback } from './use-playback';
import { useTimeInAddress } from './use-time-in-address';
import { needsSignIn, StoryLoadError } from './StoryLoadError';
import { StoryPoster } from './StoryPoster';
import { usePageShell } from '../../lib/page-shell';
import { rememberPlayed } from '../../lib/offline-stories';
import { fireEffect } from '../../lib/effects';
import { VisitorStoryCard } from './VisitorStoryCard';
import { useBedtime, type BedtimeOptions } from './bedtime/use-bedtime';
import { fadeMs, minuteMs } from './bedtime/bedtime-choice';

/** A new story id starts a new playback (clock, view report) rather than reusing the last one. */
export function StoryPlayerRoute() {
  const { id = '' } = useParams();
  return <StoryPlayerPage key={id} />;
}

function StoryPlayerPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { status } = useAuth();
  const modals = useModals();
  const signedIn = status === 'in';
  const playlist = usePlaylist();
  const shareId = params.get('share');
  const story = useStory(id, shareId);
  // the story's arrival is drawn as a transition (in slices): a query's answer alone is drawn in one urgent
  // task, and the page's first drawing with the story was one of its longest (issue 32 §6)
  const data = useDeferredValue(story.data);
  const inPlaylist = signedIn && playlist.active && playlist.ids.includes(id);
  const setting = usePlayerSettings(params, shareId, signedIn);
  const onView = useViewCounter(id, signedIn);
  const familyVoice = useFamilyVoice(id, status);
  const { ownVoice, setOwnVoice, voiced, played } = useVoiceChoice(data, familyVoice);
  // what the page draws from the clock (set below, once the scene's words and footnotes are known)
  const viewAt = useRef<(time: number) => string>(undefined);
  // the story waits for the family's voice (undefined while its files come), so it starts in the right one
  const playback = usePlayback(familyVoice === undefined ? undefined : played, {
    startTime: Number(params.get('time')) || 0,
    modalOpen: modals.current !== null,
    onView,
    view: useCallback((time: number) => viewAt.current?.(time) ?? String(time), []),
  });
  useTimeInAddress(playback.clock, playback.time, playback.state);
  const timeNow = playback.clock.now;

  const ended = playback.state === 'ended';
  const { repeat, pause } = playback;
  // bedtime (issue 26 §12)
  const bedtime = useStoryBedtime({
    id,
    twin: data?.twin?.uid,
    signedIn,
    sleepMinute: params.get('sleepminute'),
    ended,
    playing: playback.state === 'playing' && modals.current === null,
    left: (played?.duration ?? Infinity) - playback.time,
    pause,
    inPlaylist,
  });
  useNextInPlaylist(id, ended && inPlaylist && !bedtime.holdsPlaylist, repeat);

  const playable = !!data && playback.state !== 'loading' && playback.state !== 'resources';
  // kept for offline once the child has listened past the first scene (or to the end of a one-scene story)
  useRememberAndCelebrate(playable && (playback.index > 0 || ended) ? data : undefined, ended);

  // the server's shell of the poster stays until this page shows its own poster, player or error
  usePageShell(!!story.error || (!!data && playback.state !== 'loading'));

  const index = playback.index;
  const scene = played?.scenes[index];
  const { words, notes, setVoiceLength } = useSceneWords(played, index);
  viewAt.current = viewOfTime({
    index,
    words,
    notes,
    sceneStarts: playback.scenes,
    duration: played?.duration ?? 0,
    fadeSeconds: bedtime.lastStory ? fadeMs(minuteMs(params.get('sleepminute'))) / 1000 : 0,
  });

  if (story.error) return <StoryUnavailable uid={id} error={story.error} signedIn={signedIn} />;
  if (!data || !played || !scene || playback.state === 'loading') return <Preloader />;
  if (playback.state === 'resources')
    return <StoryPoster story={played} time={playback.time} pictures={!setting('noimagesinstory')} />;

  const switchVoice = () => {
    const other = voiced(!ownVoice)!;
    // the same scene from its start, in the other voice's layout
    playback.jumpTo(layoutScenes(other.scenes, other.duration)[index]?.start ?? 0);
    setOwnVoice(!ownVoice);
    setVoiceLength({});
  };
  return (
    <PlayerScreen
      story={data}
      played={played}
      playback={playback}
      bedtime={bedtime}
      words={words}
      notes={notes}
      modalOpen={modals.current !== null}
      setting={setting}
      endShown={ended && !inPlaylist}
      voice={{ available: !!familyVoice, own: ownVoice, onSwitch: switchVoice }}
      onVoiceLength={(s) => startTransition(() => setVoiceLength((v) => (v[index] === s ? v : { ...v, [index]: s })))}
      signedIn={signedIn}
      timeNow={timeNow}
    />
  );
}

/** In a playlist the next story opens 0.4 s after the end; after the last, loop or close the playlist. */
function useNextInPlaylist(id: string, due: boolean, repeat: () => void) {
  const playlist = usePlaylist();
  const navigate = useNavigate();
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      const after = afterStoryEnds(playlist, id);
      // looping on the story on screen (a playlist of one): the route stays, so start it again here
      if (!('open' in after)) playlist.stop();
      else if (after.open === id) repeat();
      else navigate(paths.story(after.open));
    }, STORY.nextStoryDelayMs);
    return () => clearTimeout(timer);
  }, [due, playlist, id, navigate, repeat]);
}

/** The bedtime of the chosen child, counted over this story and its twin in the other language. */
function useStoryBedtime({
  id,
  twin,
  signedIn,
  sleepMinute,
  pause,
  inPlaylist,
  ...timing
}: {
  id: string;
  twin: string | undefined;
  signedIn: boolean;
  sleepMinute: string | null;
  pause: () => void;
  inPlaylist: boolean;
} & Pick<BedtimeOptions, 'ended' | 'playing' | 'left'>) {
  const { stop: stopPlaylist } = usePlaylist();
  // at its moment the story pauses and the playlist goes no further
  const onAsleep = useCallback(() => {
    pause();
    if (inPlaylist) stopPlaylist();
  }, [pause, inPlaylist, stopPlaylist]);
  const minute = minuteMs(sleepMinute);
  const chosenChild = useChildren(signedIn).data?.children.find((c) => c.chosen)?.uid;
  const stories = useMemo(() => [id, ...(twin ? [twin] : [])], [id, twin]);
  return useBedtime({ ...timing, stories, minute, child: chosenChild, onAsleep });
}

/**
 * A story that played stays playable offline among the last few (decision 034); its end is
 * celebrated (effects, consumer §9) once per playback to the end.
 */
function useRememberAndCelebrate(played: Story | undefined, ended: boolean) {
  // (its media are fetched again and written to Cache Storage: in the browser's idle time once the child
  // has listened past the first scene, not while the story starts; issue 32 §6, profiled: up to 0.8 s of a
  // phone's main thread before the first scene played, and its files took the network from the first
  // scene's. A story left in its first seconds is not kept.)
  useEffect(() => {
    if (!played) return;
    if (typeof window.requestIdleCallback !== 'function') return void rememberPlayed(played);
    const idle = window.requestIdleCallback(() => void rememberPlayed(played), { timeout: 1500 });
    return () => window.cancelIdleCallback(idle);
  }, [played]);
  useEffect(() => {
    if (ended) fireEffect('storyEnd');
  }, [ended]);
}

/** The family's own reading plays by default; the switch goes back to the story's voice and again. */
function useVoiceChoice(story: Story | undefined, familyVoice: ReturnType<typeof useFamilyVoice>) {
  const [ownVoice, setOwnVoice] = useState(false);
  const voiced = useCallback(
    (own: boolean) => (story && familyVoice && !own ? withFamilyVoice(story, familyVoice) : story),
    [story, familyVoice],
  );
  const played = useMemo(() => voiced(ownVoice), [voiced, ownVoice]);
  return { ownVoice, setOwnVoice, voiced, played };
}

/** The scene's words timed to its voice (its length once the audio knows it), and its footnotes. */
function useSceneWords(played: Story | undefined, index: number) {
  const [voiceLength, setVoiceLength] = useState<Record<number, number>>({});
  const scene = played?.scenes[index];
  const words = useMemo(() => (scene ? sceneWords(scene, voiceLength[index]) : []), [scene, voiceLength, index]);
  const notes = useMemo(() => (played ? sceneFootnotes(played, index, words) : []), [played, index, words]);
  return { words, notes, setVoiceLength };
}

/**
 * What the page draws at a moment of the clock: it is drawn again only when this changes — the scene, the
 * word being said, the footnotes shown, the end, and every tick of a last story's fade (its volume follows the
 * clock). The progress bar and data-time follow each tick without React (issue
 * 32 §6: 25 renders a second of the whole player were most of the story page's main-thread work on a phone).
 */
function viewOfTime(on: {
  index: number;
  words: ReturnType<typeof sceneWords>;
  notes: TimedFootnote[];
  sceneStarts: Parameters<typeof sceneAt>[0];
  duration: number;
  /** The last story's fade, 0 when it is not the last story. */
  fadeSeconds: number;
}) {
  return (time: number) => {
    if (on.duration - time < on.fadeSeconds) return `fade ${time}`;
    const at = sceneAt(on.sceneStarts, time);
    const sceneOffset = time - (on.sceneStarts[at]?.start ?? 0);
    if (at !== on.index) return `scene ${at}`;
    const shown = shownAt(on.notes, sceneOffset).map((n) => n.note.title);
    return [at, wordAt(on.words, sceneOffset), time >= on.duration, ...shown].join('|');
  };
}

/** Counts a view of the story for a signed-in listener (usePlayback says when). */
function useViewCounter(id: string, signedIn: boolean) {
  const { mutate: countView } = useCountView();
  return useCallback(() => {
    if (signedIn) countView(id);
  }, [id, signedIn, countView]);
}

/** A story that does not load: a visitor is asked to sign in where that would help, anyone else told why. */
function StoryUnavailable({ uid, error, signedIn }: { uid: string; error: unknown; signedIn: boolean }) {
  return !signedIn && needsSignIn(error) ? <VisitorStoryCard uid={uid} /> : <StoryLoadError error={error} />;
}

/** A setting is on from the link (=1), from the share behind it, or from the signed-in user's own settings. */
function usePlayerSettings(params: URLSearchParams, shareId: string | null, signedIn: boolean) {
  const shared = useShareSettings(shareId);
  const { settings } = usePlaylist();
  return (name: Setting) => params.get(name) === '1' || shared.data?.[name] === true || (signedIn && settings[name]);
}
