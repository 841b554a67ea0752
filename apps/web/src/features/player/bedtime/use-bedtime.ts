/**
 * Bedtime in the player (issue 26 §12, issue 32 §5): when the sleep timer runs out the sound fades out
 * (volume 1 → 0), then the story pauses, the playlist stops and the screen stays dimmed until a
 * grown-up wakes it. The "last story" fades under its own last words instead: the fade follows the
 * story's clock over its last seconds, so the voice grows quiet as it finishes and the end is silence,
 * not a fade that starts once the sound has already stopped. Phases: off → fading → asleep.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fadeMs, lastStoryHolds, nextMorning, readBedtime, saveBedtime, type BedtimeChoice } from './bedtime-choice';

export type BedtimePhase = 'off' | 'fading' | 'asleep';
const FADE_STEPS = 20;

export interface Bedtime {
  choice: BedtimeChoice;
  phase: BedtimePhase;
  /** What the sound is multiplied by: 1, then down to 0 while fading. */
  volume: number;
  /** "Last story" is chosen for the story on screen (a choice made on another story does not count). */
  lastStory: boolean;
  /** Anything armed or under way: the playlist must not move on by itself. */
  holdsPlaylist: boolean;
  /** The dialog's choice: a timer of `minutes` from now (0: none) and the last-story flag. */
  choose(minutes: BedtimeChoice['minutes'], lastStory: boolean): void;
  /** Leaves the dimmed screen; the choice is spent. */
  wake(): void;
}

export interface BedtimeOptions {
  /** The story on screen has ended. */
  ended: boolean;
  /** Its clock is running (the last story's fade follows the clock, so a pause holds it). */
  playing?: boolean;
  /** Seconds left until the story on screen ends. */
  left?: number;
  /** The story on screen, then its twin in the other language: what "this is the last story" names. */
  stories?: readonly string[];
  /** A timer minute in ms (60,000; shorter only in tests, see minuteMs). */
  minute: number;
  /** The chosen child's uid, whose own choice it is (unknown until the account's children are read). */
  child?: string | null;
  onAsleep(): void;
}

/** The timer's phase and volume: at its deadline it fades in even steps, then it is asleep. */
function useBedtimeTimer(endsAt: number | null, minute: number) {
  const [timerPhase, setTimerPhase] = useState<BedtimePhase>('off');
  const [timerVolume, setTimerVolume] = useState(1);
  // the timer: bedtime at its deadline
  useEffect(() => {
    if (endsAt === null || timerPhase !== 'off') return;
    const timer = setTimeout(() => setTimerPhase('fading'), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt, timerPhase]);

  // the timer's fade, in even steps; then asleep
  useEffect(() => {
    if (timerPhase !== 'fading') return;
    const step = fadeMs(minute) / FADE_STEPS;
    let left = FADE_STEPS;
    const timer = setInterval(() => {
      left -= 1;
      setTimerVolume(left / FADE_STEPS);
      if (left > 0) return;
      clearInterval(timer);
      setTimerPhase('asleep');
    }, step);
    return () => clearInterval(timer);
  }, [timerPhase, minute]);
  return { timerPhase, setTimerPhase, timerVolume, setTimerVolume };
}

export function useBedtime(opts: BedtimeOptions): Bedtime {
  const { child, minute, stories = [] } = opts;
  const [choice, setChoice] = useState(() => readBedtime(child));
  // the children are read after the story: the chosen child's own choice replaces the account's
  useEffect(() => setChoice(readBedtime(child)), [child]);
  const { timerPhase, setTimerPhase, timerVolume, setTimerVolume } = useBedtimeTimer(choice.endsAt, minute);
  const onAsleep = useRef(opts.onAsleep);
  onAsleep.current = opts.onAsleep;

  const update = useCallback(
    (next: BedtimeChoice) => {
      saveBedtime(next, child);
      setChoice(next);
    },
    [child],
  );

  // the last story: its last seconds fade with the clock, under the words still being said
  const lastStory = lastStoryHolds(choice, stories);
  const fadeSeconds = fadeMs(minute) / 1000;
  const left = opts.left ?? Infinity;
  const lastEnded = lastStory && timerPhase === 'off' && opts.ended;
  const underLastWords = lastStory && timerPhase === 'off' && !opts.ended && !!opts.playing && left < fadeSeconds;
  const lastVolume = lastEnded ? 0 : underLastWords ? Math.max(0, Math.min(1, left / fadeSeconds)) : 1;
  // its end is bedtime: the sound has already faded (a story skipped to its end goes straight to sleep)
  useEffect(() => {
    if (opts.ended && lastStory && timerPhase === 'off') setTimerPhase('asleep');
  }, [opts.ended, lastStory, timerPhase, setTimerPhase]);

  useEffect(() => {
    if (timerPhase !== 'asleep') return;
    setTimerVolume(0);
    setChoice((current) => {
      const spent = { minutes: current.minutes, endsAt: null, lastStory: false };
      // the chosen child's own choice is the one spent (it stayed armed for every later story)
      saveBedtime(spent, child);
      return spent;
    });
    onAsleep.current();
  }, [timerPhase, child, setTimerVolume]);

  const phase: BedtimePhase = underLastWords || lastEnded ? 'fading' : timerPhase;
  const volume = phase === 'asleep' ? 0 : Math.min(timerVolume, lastVolume);
  const onScreen = stories[0] ?? '';
  const choose = useCallback(
    (minutes: BedtimeChoice['minutes'], last: boolean) => {
      // the same timer chosen again keeps running; a new length starts from now
      const running = minutes === choice.minutes ? choice.endsAt : null;
      const endsAt = minutes > 0 ? (running ?? Date.now() + minutes * minute) : null;
      update(
        last
          ? { minutes, endsAt, lastStory: true, lastStoryUntil: nextMorning(), lastStoryOf: onScreen }
          : { minutes, endsAt, lastStory: false },
      );
    },
    [choice, minute, onScreen, update],
  );
  const wake = useCallback(() => {
    setTimerPhase('off');
    setTimerVolume(1);
  }, [setTimerPhase, setTimerVolume]);
  // one object while nothing changes: the player's bar is not drawn again on every tick of the clock
  return useMemo(
    () => ({ choice, phase, volume, lastStory, holdsPlaylist: phase !== 'off' || lastStory, choose, wake }),
    [choice, phase, volume, lastStory, choose, wake],
  );
}
