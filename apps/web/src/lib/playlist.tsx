/**
 * The playlist (consumer §3, §4): chosen stories and settings, kept on the device. Signed-in
 * users only; the player moves to the next story 0.4 s after the end, or to the first with loop.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PlaylistState } from './playlist-rules';

const KEY = 'tt.playlist';
const EMPTY: PlaylistState = {
  ids: [],
  settings: { loop: false, buttonsblock: false, muted: false, noimagesinstory: false },
  active: false,
};

function load(): PlaylistState {
  try {
    return { ...EMPTY, ...(JSON.parse(localStorage.getItem(KEY) ?? 'null') as PlaylistState | null) };
  } catch {
    return EMPTY;
  }
}

interface PlaylistApi extends PlaylistState {
  add(uid: string): void;
  save(change: Partial<PlaylistState>): void;
  stop(): void;
}

const PlaylistContext = createContext<PlaylistApi | null>(null);

export function PlaylistProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(load);
  const save = useCallback((change: Partial<PlaylistState>) => {
    setState((current) => {
      const next = { ...current, ...change };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const api = useMemo<PlaylistApi>(
    () => ({
      ...state,
      save,
      add: (uid) => save({ ids: state.ids.includes(uid) ? state.ids : [...state.ids, uid] }),
      stop: () => save({ active: false }),
    }),
    [state, save],
  );
  return <PlaylistContext.Provider value={api}>{children}</PlaylistContext.Provider>;
}

export function usePlaylist(): PlaylistApi {
  const value = useContext(PlaylistContext);
  if (!value) throw new Error('usePlaylist outside PlaylistProvider');
  return value;
}
