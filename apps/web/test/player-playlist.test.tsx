/** Playlists in the player (consumer §4): next story after 0.4 s, loop, close after the last; settings at once. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserAddress, location, openAt, renderApp } from './helpers';
import { fakeMedia, playedFor, playerState, playerTime, serveStories, story } from './player-fixture';

const stories = [story(), story({ uid: 's2', title: 'Second story' })];
const savePlaylist = (ids: string[], settings: Partial<Record<'loop' | 'muted', boolean>> = {}) =>
  localStorage.setItem(
    'tt.playlist',
    JSON.stringify({
      ids,
      active: true,
      settings: { loop: false, buttonsblock: false, muted: false, noimagesinstory: false, ...settings },
    }),
  );
const saved = () =>
  JSON.parse(localStorage.getItem('tt.playlist') ?? 'null') as {
    ids: string[];
    active: boolean;
    settings: Record<string, boolean>;
  };

describe('playlist in the player', () => {
  it('opens the next story 0.4 s after the end', async () => {
    fakeMedia();
    serveStories(stories);
    savePlaylist(['s1', 's2']);
    // the moments are taken as the page changes, not when a poll happens to look: on a loaded machine
    // a poll seeing the end late made the 0.4 s look shorter (the test failed under load, not the player)
    const seen = { endedAt: 0, pathAtEnd: '', movedAt: 0 };
    const watch = new MutationObserver(() => {
      if (!seen.endedAt && playerState() === 'ended') {
        seen.endedAt = performance.now();
        seen.pathAtEnd = location();
      }
      if (seen.endedAt && !seen.movedAt && location().startsWith('/stories/s2')) seen.movedAt = performance.now();
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    try {
      renderApp('/stories/s1?time=11.9');
      await waitFor(() => expect(seen.movedAt).toBeGreaterThan(0), { timeout: 6000 });
    } finally {
      watch.disconnect();
    }
    expect(seen.pathAtEnd).toMatch(/^\/stories\/s1(\?|$)/);
    expect(seen.movedAt - seen.endedAt).toBeGreaterThanOrEqual(350);
    expect(location()).toBe('/stories/s2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Second story' })).toBeInTheDocument());
  });

  it('closes the playlist after the last story without loop, and offers Repeat', async () => {
    fakeMedia();
    serveStories(stories);
    savePlaylist(['s1', 's2']);
    openAt('/stories/s2?time=11.9');
    await waitFor(() => expect(saved().active).toBe(false), { timeout: 3000 });
    // the story stays on screen, its place gone from the address with the end
    await waitFor(() => expect(browserAddress()).toBe('/stories/s2'));
    expect(screen.getByRole('button', { name: 'Repeat' })).toBeInTheDocument();
  });

  it('with loop and a single story, starts that story again', async () => {
    fakeMedia();
    serveStories(stories);
    savePlaylist(['s1'], { loop: true });
    renderApp('/stories/s1?time=11.9');
    await waitFor(() => expect(playerState()).toBe('ended'), { timeout: 3000 });
    await waitFor(() => expect(playerState()).toBe('playing'), { timeout: 2000 });
    expect(playerTime()).toBeLessThan(1);
    expect(saved().active).toBe(true);
  });
});

describe('playlist dialog', () => {
  it('applies a setting at once, and offers Apply only for a changed selection', async () => {
    const media = fakeMedia();
    serveStories(stories);
    renderApp('/stories/s1?time=1');
    await waitFor(() => expect(playerState()).toBe('playing'), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Playlist' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    fireEvent.click(within(dialog).getByLabelText('Without sound'));
    expect(saved().settings.muted).toBe(true);
    expect(apply).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('Seals and keepers'));
    expect(apply).toBeEnabled();
    fireEvent.click(within(dialog).getByLabelText('Seals and keepers'));
    expect(apply).toBeDisabled();
    // closed without Apply: the story goes on without sound
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(playerState()).toBe('playing'));
    await playedFor(0.1);
    expect(media.isPlaying(screen.getByTestId('voice'))).toBe(false);
    expect(media.isPlaying(screen.getByTestId('music'))).toBe(false);
  });
});
