/**
 * Keeps the story's place in the address (`?time=` in whole seconds, consumer §2), so a reload or a
 * tab the phone closed goes on from there instead of from the start (issue 26 §7). It is written as
 * each second passes: a reload takes the address it had when it was asked for, so writing as the
 * page is left would come too late. At the end the place goes.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { PlaybackState } from './use-playback';

export function useTimeInAddress(time: number, state: PlaybackState): void {
  const [params, setParams] = useSearchParams();
  const started = state !== 'loading' && state !== 'resources';
  const place = state === 'ended' ? null : Math.floor(time);
  const shown = params.get('time');
  const wanted = place ? String(place) : null;
  // a finer place already in the address (the playlist starts at the current time) stays within its second
  const same = shown === wanted || (shown !== null && place !== null && Math.floor(Number(shown)) === place);

  useEffect(() => {
    if (!started || same) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set('time', wanted);
        else next.delete('time');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [started, same, wanted, setParams]);
}
