/**
 * Keeps the story's place in the address (`?time=` in whole seconds, consumer §2), so a reload or a
 * tab the phone closed goes on from there instead of from the start (issue 26 §7). It is written as
 * each second passes: a reload takes the address it had when it was asked for, so writing as the
 * page is left would come too late. At the end the place goes.
 *
 * The address is written straight to the browser's history, not through the router: a router
 * navigation draws every page that reads the address again, and once a second that was the story
 * page's longest task on a phone while it played (issue 32 §6). The router keeps the address it
 * opened with, which differs only in this place; a reload or a link reads the browser's address.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Clock, PlaybackState } from './use-playback';

/** The address with the place `seconds` (whole), or without one; null when the address says so already. */
export function addressWithPlace(address: { pathname: string; search: string }, seconds: number | null): string | null {
  const params = new URLSearchParams(address.search);
  const shown = params.get('time');
  // a finer place already in the address (the playlist starts at the current time) stays within its second
  const same =
    (shown === null && seconds === null) ||
    (shown !== null && seconds !== null && Math.floor(Number(shown)) === seconds);
  if (same) return null;
  if (seconds) params.set('time', String(seconds));
  else params.delete('time');
  const search = params.toString();
  return `${address.pathname}${search ? `?${search}` : ''}`;
}

export function useTimeInAddress(clock: Clock, time: number, state: PlaybackState): void {
  const { pathname, search } = useLocation();
  // what this page last wrote, or the router's address until it writes: not the browser's address, which a
  // switch to the story's twin has already moved to the twin's page while this one's clock still ticks
  const written = useRef({ pathname, search });
  const started = state !== 'loading' && state !== 'resources';
  const ended = state === 'ended';

  useEffect(() => {
    written.current = { pathname, search };
  }, [pathname, search]);

  useEffect(() => {
    if (!started) return;
    const write = (at: number) => {
      const next = addressWithPlace(written.current, ended ? null : Math.floor(at) || null);
      if (next === null) return;
      window.history.replaceState(window.history.state, '', next);
      const [path, query = ''] = next.split('?');
      written.current = { pathname: path!, search: query ? `?${query}` : '' };
    };
    write(clock.now.current);
    return clock.subscribe(write);
  }, [started, ended, time, clock]);
}
