/**
 * Bedtime in the player (issue 26 §12): when the sleep timer runs out, or the "last story" ends,
 * the sound fades out (volume 1 → 0), then the story pauses, the playlist stops and the screen stays
 * dimmed until a grown-up wakes it. Phases: off → fading → asleep.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fadeMs, nextMorning, readBedtime, saveBedtime, type BedtimeChoice } from './bedtime-choice';

export type BedtimePhase = 'off' | 'fading' | 'asleep';
const FADE_STEPS = 20;

export interface Bedtime {
  choice: BedtimeChoice;
  phase: BedtimePhase;
  /** What the sound is multiplied by: 1, then down to 0 while fading. */
  volume: number;
  /** Anything armed or under way: the playlist must not move on by itself. */
  holdsPlaylist: boolean;
  /** The dialog's choice: a timer of `minutes` from now (0: none) and the last-story flag. */
  choose(minutes: BedtimeChoice['minutes'], lastStory: boolean): void;
  /** Leaves the dimmed screen; the choice is spent. */
  wake(): void;
}

/**
 * `minute`: a timer minute in ms (60,000; shorter only in tests, see minuteMs). `child`: the chosen
 * child's uid, whose own choice it is (unknown until the account's children are read).
 */
export function useBedtime(opts: { ended: boolean; minute: number; child?: string | null; onAsleep(): void }): Bedtime {
  const { child } = opts;
  const [choice, setChoice] = useState(() => readBedtime(child));
  // the children are read after the story: the chosen child's own choice replaces the account's
  useEffect(() => setChoice(readBedtime(child)), [child]);
  const [phase, setPhase] = useState<BedtimePhase>('off');
  const [volume, setVolume] = useState(1);
  const onAsleep = useRef(opts.onAsleep);
  onAsleep.current = opts.onAsleep;
  const { minute } = opts;

  const update = useCallback(
    (next: BedtimeChoice) => {
      saveBedtime(next, child);
      setChoice(next);
    },
    [child],
  );

  // the timer: bedtime at its deadline
  useEffect(() => {
    if (choice.endsAt === null || phase !== 'off') return;
    const timer = setTimeout(() => setPhase('fading'), Math.max(0, choice.endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [choice.endsAt, phase]);

  // the last story: bedtime at its end
  useEffect(() => {
    if (opts.ended && choice.lastStory && phase === 'off') setPhase('fading');
  }, [opts.ended, choice.lastStory, phase]);

  // the fade, in even steps; then asleep, and the choice is spent (the timer's length stays offered)
  useEffect(() => {
    if (phase !== 'fading') return;
    const step = fadeMs(minute) / FADE_STEPS;
    let left = FADE_STEPS;
    const timer = setInterval(() => {
      left -= 1;
      setVolume(left / FADE_STEPS);
      if (left > 0) return;
      clearInterval(timer);
      setPhase('asleep');
    }, step);
    return () => clearInterval(timer);
  }, [phase, minute]);

  useEffect(() => {
    if (phase !== 'asleep') return;
    setChoice((current) => {
      const spent = { minutes: current.minutes, endsAt: null, lastStory: false };
      // the chosen child's own choice is the one spent (it stayed armed for every later story)
      saveBedtime(spent, child);
      return spent;
    });
    onAsleep.current();
  }, [phase, child]);

  return {
    choice,
    phase,
    volume,
    holdsPlaylist: phase !== 'off' || choice.lastStory,
    choose: (minutes, lastStory) => {
      // the same timer chosen again keeps running; a new length starts from now
      const running = minutes === choice.minutes ? choice.endsAt : null;
      const endsAt = minutes > 0 ? (running ?? Date.now() + minutes * minute) : null;
      update(
        lastStory ? { minutes, endsAt, lastStory, lastStoryUntil: nextMorning() } : { minutes, endsAt, lastStory },
      );
    },
    wake: () => {
      setPhase('off');
      setVolume(1);
    },
  };
}
