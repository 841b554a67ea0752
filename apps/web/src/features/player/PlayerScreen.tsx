/**
 * The story player's screen once its story can play (StoryPlayerPage holds the clock, the voice and
 * the playlist): the bar, the scene's picture and footnotes, its words, the controls and the sound.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wordAt, type Story } from '@tt/contract';
import { Mic } from 'lucide-react';
import { ParentNote } from '../../components/ParentNote';
import { storage } from '../../lib/storage';
import { AudioTracks } from './AudioTracks';
import type { Bedtime } from './bedtime/use-bedtime';
import { FootnoteBubble, shownAt, type TimedFootnote } from './Footnote';
import { PlayerBar } from './PlayerBar';
import { ReadAlong, type sceneWords } from './ReadAlong';
import { SceneVideo } from './SceneVideo';
import type { usePlayback } from './use-playback';

// the dimmed screen is drawn only at bedtime, so its code is not part of the story's first paint
// only a story with a twin in the other language needs it, after the story shows (issue 26 §0)
const TwinButton = lazy(() => import('./TwinButton').then((m) => ({ default: m.TwinButton })));
const BedtimeVeil = lazy(() => import('./bedtime/BedtimeVeil').then((m) => ({ default: m.BedtimeVeil })));

type Playback = ReturnType<typeof usePlayback>;

export type Setting = 'muted' | 'noimagesinstory' | 'buttonsblock';

interface PlayerScreenProps {
  story: Story;
  played: Story;
  playback: Playback;
  bedtime: Bedtime;
  words: ReturnType<typeof sceneWords>;
  notes: TimedFootnote[];
  modalOpen: boolean;
  setting: (name: Setting) => boolean | undefined;
  endShown: boolean;
  voice: { available: boolean; own: boolean; onSwitch: () => void };
  onVoiceLength: (seconds: number) => void;
  signedIn: boolean;
  timeNow: { readonly current: number };
}

/** The progress bar's smallest move, in parts of the story. */
const PROGRESS_STEPS = 1000;

/** The player once its story can play: the bar, the scene, its text, the controls and the sound. */
export function PlayerScreen({
  story,
  played: data,
  playback,
  bedtime,
  words,
  notes,
  modalOpen,
  setting,
  endShown,
  voice,
  onVoiceLength,
  signedIn,
  timeNow,
}: PlayerScreenProps) {
  const index = playback.index;
  const scene = data.scenes[index]!;
  const offset = playback.time - playback.scenes[index]!.start;
  const playing = playback.state === 'playing' && !modalOpen;
  const sound = playing && !setting('muted');
  const pictures = !setting('noimagesinstory');
  // the page is drawn again only when what it shows changes (StoryPlayerPage's viewOfTime); the progress bar
  // and data-time follow every tick of the clock without React
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the bar is written when it moves by a thousandth of the story (under a pixel on any screen): written on
    // every tick, it made the browser paint 25 times a second moves of a fifth of a pixel (issue 32 §6)
    let shown = -Infinity;
    return playback.clock.subscribe((time) => {
      root.current?.setAttribute('data-time', time.toFixed(2));
      const progress = root.current?.querySelector('progress');
      if (!progress || Math.abs(time - shown) < progress.max / PROGRESS_STEPS) return;
      progress.value = time;
      shown = time;
    });
  }, [playback.clock]);
  return (
    <div
      ref={root}
      className="player"
      data-state={playback.state}
      data-time={playback.time.toFixed(2)}
      data-bedtime={bedtime.phase}
    >
      <PlayerBar story={story} signedIn={signedIn} timeNow={timeNow} bedtime={bedtime} />
      <SceneStage
        scene={scene}
        index={index}
        basePath={data.basePath}
        pictures={pictures}
        clock={{ offset, playing, sound, seeks: playback.seeks }}
        notes={notes}
      />
      {!setting('buttonsblock') && <SceneHalves previous={playback.previous} next={playback.next} />}
      <div className="player__text">
        {scene.title && <h2>{scene.title}</h2>}
        <ReadAlong words={words} current={wordAt(words, offset)} />
      </div>
      <PlayerControls
        story={data}
        playback={playback}
        repeatShown={endShown}
        familyVoice={voice.available}
        ownVoice={voice.own}
        onSwitchVoice={voice.onSwitch}
        timeNow={timeNow}
      />
      {endShown && <ParentNote note={data.parentNote} compact />}
      <AudioTracks
        story={data}
        scene={index}
        offset={offset}
        playing={sound}
        seeks={playback.seeks}
        onVoiceLength={onVoiceLength}
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

/** The scene's picture or film, drifting while it plays, with its footnotes over it. */
function SceneStage({
  scene,
  index,
  basePath,
  pictures,
  clock: { offset, playing, sound, seeks },
  notes,
}: {
  scene: Story['scenes'][number];
  index: number;
  basePath: string;
  pictures: boolean;
  /** where in the scene the story is, whether its clock and its sound run, and how many jumps it made */
  clock: { offset: number; playing: boolean; sound: boolean; seeks: number };
  notes: TimedFootnote[];
}) {
  // without pictures the stage holds only the footnotes, not an empty picture box (issue 26 §7)
  return (
    <div className={pictures ? 'player__stage' : 'player__stage player__stage--bare'}>
      {pictures && scene.image && !scene.video && (
        // a slow pan or zoom over the scene's length (CSS turns it off under prefers-reduced-motion)
        <img
          key={index}
          src={`${basePath}${scene.image}`}
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
        <SceneVideo src={`${basePath}${scene.video}`} offset={offset} playing={playing} seeks={seeks} />
      )}
      <div className="footnotes">
        {shownAt(notes, offset).map((n) => (
          <FootnoteBubble
            key={n.note.title}
            note={n.note}
            basePath={basePath}
            playing={sound}
            elapsed={offset - n.from}
          />
        ))}
      </div>
    </div>
  );
}

/** Play, pause or repeat; the family's voice switch; the story in the other language; the progress. */
function PlayerControls({
  story,
  playback,
  repeatShown,
  familyVoice,
  ownVoice,
  onSwitchVoice,
  timeNow,
}: {
  story: Story;
  playback: Pick<Playback, 'state' | 'time' | 'repeat' | 'toggle'>;
  repeatShown: boolean;
  familyVoice: boolean;
  ownVoice: boolean;
  onSwitchVoice: () => void;
  timeNow: { readonly current: number };
}) {
  const { t } = useTranslation();
  return (
    <div className="player__controls">
      {repeatShown ? (
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
          onClick={onSwitchVoice}
        >
          <Mic aria-hidden size={18} /> {t('player.yourVoice')}
        </button>
      )}
      {story.twin && (
        <Suspense fallback={null}>
          <TwinButton story={story} timeNow={timeNow} />
        </Suspense>
      )}
      <progress max={story.duration} value={playback.time} aria-label={t('player.progress')} />
    </div>
  );
}

/** The halves cover the whole screen, under the bar and the controls (consumer §2): back and forward. */
function SceneHalves({ previous, next }: { previous: () => void; next: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="player__half player__half--left"
        aria-label={t('player.previous')}
        onClick={previous}
      />
      <button type="button" className="player__half player__half--right" aria-label={t('player.next')} onClick={next} />
    </>
  );
}
