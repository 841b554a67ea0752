import { describe, expect, it } from 'vitest';
import { afterStoryEnds, nextInPlaylist, playlistStart, type PlaylistState } from '../src/lib/playlist-rules';

const playlist = (over: Partial<PlaylistState> = {}, loop = false): PlaylistState => ({
  ids: ['a', 'b', 'c'],
  settings: { loop, buttonsblock: false, muted: false, noimagesinstory: false },
  active: true,
  ...over,
});

describe('playlist rules', () => {
  it('plays the stories in the chosen order', () => {
    expect(afterStoryEnds(playlist(), 'a')).toEqual({ open: 'b' });
    expect(afterStoryEnds(playlist(), 'b')).toEqual({ open: 'c' });
  });

  it('closes the playlist after the last story, or goes back to the first with loop', () => {
    expect(afterStoryEnds(playlist(), 'c')).toEqual({ close: true });
    expect(afterStoryEnds(playlist({}, true), 'c')).toEqual({ open: 'a' });
  });

  it('does not move on from a story outside the playlist or from a stopped playlist', () => {
    expect(nextInPlaylist(playlist(), 'x')).toBeNull();
    expect(nextInPlaylist(playlist({ active: false }), 'a')).toBeNull();
  });

  it('starts at 0, or at the current time when the first story is the one open', () => {
    expect(playlistStart(['b', 'c'], null)).toEqual({ uid: 'b', time: 0 });
    expect(playlistStart(['b', 'c'], { uid: 'a', time: 12.4 })).toEqual({ uid: 'b', time: 0 });
    expect(playlistStart(['b', 'c'], { uid: 'b', time: 12.4 })).toEqual({ uid: 'b', time: 12.4 });
    expect(playlistStart(['c', 'b'], { uid: 'b', time: 12.4 })).toEqual({ uid: 'c', time: 0 });
  });

  it('cannot start without a chosen story', () => {
    expect(playlistStart([], { uid: 'b', time: 3 })).toBeNull();
  });
});
