/**
 * The playlist (consumer §3, §4): chosen stories and settings, kept on the device. Signed-in
 * users only; the player moves to the next story 0.4 s after the end, or to the first with loop.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface PlaylistSettings {
  loop: boolean;
  buttonsblock: boolean;
  muted: boolean;
  noimagesinstory: boolean;
}
export interface PlaylistState {
  ids: string[];
  settings: PlaylistSettings;
  active: boolean;
}

const KEY = 'tt.playlist';
const EMPTY: PlaylistState = { ids: [], settings: { loop: false, buttonsblock: false, muted: false, noimagesinstory: false }, active: false };

function load(): PlaylistState {
  try {
    return { ...EMPTY, ...(JSON.parse(localStorage.getItem(KEY) ?? 'null') as PlaylistState | null) };
  } catch {
    return EMPTY;
  }
}

/** The story after `uid` in the playlist, the first again with loop, or null at the end. */
export function nextInPlaylist(state: PlaylistState, uid: string): string | null {
  const at = state.ids.indexOf(uid);
  if (!state.active || at < 0) return null;
  return state.ids[at + 1] ?? (state.settings.loop ? state.ids[0]! : null);
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
