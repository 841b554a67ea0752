/**
 * The playlist rules of consumer §4, apart from React and storage so they can be tested alone:
 * what follows a story, and where Start begins.
 */

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

/** The story after `uid` in the playlist, the first again with loop, or null at the end. */
export function nextInPlaylist(state: PlaylistState, uid: string): string | null {
  const at = state.ids.indexOf(uid);
  if (!state.active || at < 0) return null;
  return state.ids[at + 1] ?? (state.settings.loop ? state.ids[0]! : null);
}

/** When `uid` ends inside the playlist: open the next story, or close the playlist after the last. */
export function afterStoryEnds(state: PlaylistState, uid: string): { open: string } | { close: true } {
  const next = nextInPlaylist(state, uid);
  return next ? { open: next } : { close: true };
}

/** The story the player shows and its clock, when Start is pressed from the player. */
export interface OpenStory {
  uid: string;
  time: number;
}

/**
 * Start plays the first chosen story: from the current time if that story is the one open
 * (the child keeps listening), otherwise from 0. Null when nothing is chosen: Start is disabled.
 */
export function playlistStart(selected: readonly string[], open: OpenStory | null): OpenStory | null {
  const first = selected[0];
  if (!first) return null;
  return { uid: first, time: open?.uid === first ? open.time : 0 };
}
