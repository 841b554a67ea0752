/**
 * Playback state (consumer §4): loading → resources → ready → playing/paused → ended. The clock
 * ticks 25 times a second only while playing and no modal is open; autoplay 0.1 s after the
 * resources load if the window has focus; losing focus pauses.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LATE_TICK, layoutScenes, sceneAt, STORY, tick, viewDue, type Story } from '@tt/contract';
import { storyFile } from './family-voice';
import { inTurn } from '../../lib/in-turn';

const TICK_MS = 1000 / STORY.ticksPerSecond;

export type PlaybackState = 'loading' | 'resources' | 'ready' | 'playing' | 'paused' | 'ended';

const loadImage = (src: string, priority: 'high' | 'low') =>
  new Promise<void>((resolve) => {
    const img = new Image();
    img.fetchPriority = priority;
    img.onload = img.onerror = () => resolve();
    img.src = src;
  });
// (read as a blob, which the browser keeps outside the page's memory: an ArrayBuffer copied every sound
// into the script's heap on the main thread)
const loadAudio = (src: string) =>
  fetch(src, { priority: 'low' })
    .then((r) => r.blob())
    .then(
      () => undefined,
      () => undefined,
    );

/** As many files asked for at once as a browser fetches from one server. */
const PRELOAD_AT_ONCE = 6;

/**
 * How long the poster waits for the rest of the pictures and sounds. A file stuck on a poor network
 * must not keep a child in front of the poster for ever: after this the story plays, and what has not
 * come yet is fetched by the picture or the sound itself when its scene needs it.
 */
const PRELOAD_PATIENCE_MS = 20_000;

/**
 * Every picture and sound is fetched before playback (state "resources"). The first picture comes
 * first and alone, since the poster shows it meanwhile; the rest follow at low priority. The cover
 * is not shown in the player, so it is not fetched.
 */
async function preload(story: Story): Promise<void> {
  const url = (p: string) => storyFile(story, p);
  const [first, ...pictures] = story.scenes.map((s) => s.image).filter((p): p is string => !!p);
  // a family's own voice is already in memory (object URLs): fetching a blob: address again only broke the
  // Content-Security-Policy's connect-src, one refusal a scene (issue 32 §12), for nothing
  const audio = [
    story.backgroundaudio,
    ...story.scenes.map((s) => s.audio),
    ...story.footnotes.map((f) => f.audio?.path),
  ].filter((p): p is string => !!p && !p.startsWith('blob:'));
  if (first) await loadImage(url(first), 'high');
  const rest = inTurn(
    [...pictures.map((p) => () => loadImage(url(p), 'low')), ...audio.map((p) => () => loadAudio(url(p)))],
    PRELOAD_AT_ONCE,
  );
  let patience: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([rest, new Promise((resolve) => (patience = setTimeout(resolve, PRELOAD_PATIENCE_MS)))]);
  clearTimeout(patience);
}

export interface PlaybackOptions {
  startTime: number;
  modalOpen: boolean;
  onView(): void;
  /**
   * What the page draws from the clock at a time (the scene, the word being said, the footnotes shown…):
   * `time` follows the clock only when this changes, so the page is not drawn again on every tick of the
   * 25 fps clock (issue 32 §6). Without it, `time` follows every tick. What moves on every tick (the
   * progress bar) reads `clock` instead.
   */
  view?(time: number): string;
}

/** The clock's exact time, and each tick as it comes (for what is drawn without React, 25 times a second). */
export interface Clock {
  readonly now: { readonly current: number };
  subscribe(onTick: (time: number) => void): () => void;
}

export function usePlayback(story: Story | undefined, opts: PlaybackOptions) {
  const [state, setState] = useState<PlaybackState>('loading');
  const [time, setTime] = useState(opts.startTime);
  const viewed = useRef(false);
  const scenes = useMemo(() => (story ? layoutScenes(story.scenes, story.duration) : []), [story]);
  const duration = story?.duration ?? 0;
  const playing = state === 'playing';

  useEffect(() => {
    if (!story) return;
    let cancelled = false;
    setState('resources');
    void preload(story).then(() => {
      if (cancelled) return;
      // the player's first drawing is the page's largest: as a transition React draws it in slices
      startTransition(() => setState('ready'));
      setTimeout(
        () => !cancelled && document.hasFocus() && setState((s) => (s === 'ready' ? 'playing' : s)),
        STORY.autoplayDelayMs,
      );
    });
    return () => {
      cancelled = true;
    };
  }, [story]);

  const onView = useRef(opts.onView);
  onView.current = opts.onView;
  const view = useRef(opts.view);
  view.current = opts.view;
  // the clock itself: `time` (state) is what the page was last drawn at
  const timeRef = useRef(opts.startTime);
  const drawn = useRef<string | undefined>(undefined);
  const clock = useMemo<Clock & { notify(time: number): void }>(() => {
    const listeners = new Set<(time: number) => void>();
    return {
      now: timeRef,
      subscribe(onTick) {
        listeners.add(onTick);
        return () => listeners.delete(onTick);
      },
      notify: (t) => listeners.forEach((l) => l(t)),
    };
  }, []);

  useEffect(() => {
    if (!playing || opts.modalOpen) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      if (now - last > TICK_MS * LATE_TICK.afterPeriods)
        performance.mark(LATE_TICK.mark, { detail: { gapMs: now - last } });
      last = now;
      const before = timeRef.current;
      const after = tick(before, true, false, duration);
      timeRef.current = after;
      clock.notify(after);
      const seen = view.current?.(after);
      if (seen === undefined || seen !== drawn.current) {
        drawn.current = seen;
        // a new word or scene as the clock goes: drawn in slices, so no drawing of it is a long task
        startTransition(() => setTime(after));
      }
      // A view is counted only when playing carries the clock over half, not when ?time= or a
      // jump starts it there: the child has to have watched it.
      if (viewDue(after, duration, viewed.current) && !viewDue(before, duration, false)) {
        viewed.current = true;
        onView.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, opts.modalOpen, duration, clock]);

  useEffect(() => {
    if (playing && duration > 0 && time >= duration) setState('ended');
  }, [time, duration, playing]);

  useEffect(() => {
    const blur = () => setState((s) => (s === 'playing' ? 'paused' : s));
    window.addEventListener('blur', blur);
    return () => window.removeEventListener('blur', blur);
  }, []);

  const index = sceneAt(scenes, time);
  // Counts every jump of the clock, so the sounds move with it even when the scene stays the same.
  const [seeks, setSeeks] = useState(0);
  const jump = useCallback(
    (to: number, next?: PlaybackState) => {
      timeRef.current = to;
      drawn.current = undefined;
      clock.notify(to);
      setTime(to);
      setSeeks((n) => n + 1);
      if (next) setState(next);
    },
    [clock],
  );
  const seekScene = useCallback(
    (to: number) => {
      if (to >= scenes.length) return jump(duration, 'ended'); // "next" on the last scene ends the story
      const target = scenes[Math.max(0, to)];
      if (target) jump(target.start);
      setState((s) => (s === 'ended' ? 'playing' : s));
    },
    [scenes, duration, jump],
  );

  const repeat = useCallback(() => jump(0, 'playing'), [jump]);
  /** Another voice, another layout: the clock goes to where the same scene starts in it. */
  const jumpTo = useCallback((to: number) => jump(to), [jump]);

  return {
    state,
    /** The time the page is drawn at (see PlaybackOptions.view); `clock` has the exact one. */
    time,
    clock: clock as Clock,
    scenes,
    index,
    seeks,
    repeat,
    jumpTo,
    /** Bedtime's stop: a playing story pauses (issue 26 §12). */
    pause: () => setState((s) => (s === 'playing' ? 'paused' : s)),
    toggle: () => setState((s) => (s === 'playing' ? 'paused' : s === 'paused' || s === 'ready' ? 'playing' : s)),
    next: () => {
      if (state !== 'ended') seekScene(index + 1);
    },
    previous: () => seekScene(index - 1),
  };
}
