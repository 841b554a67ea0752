/** Sharing (consumer §2, §7): every way hands out a link with a share id; the player reads its settings. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderApp, stubApi, type SentCall } from './helpers';
import { fakeMedia, playerState, serveStories, story } from './player-fixture';

const created = (calls: SentCall[]) => calls.filter((c) => c.path === 'userdata/PublicSettings/create');

async function openShare() {
  await waitFor(() => expect(playerState()).toBe('ready'), { timeout: 3000 });
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share' });
}

describe('share dialog', () => {
  it('Copy link and Share hand out a link with a share id, stored once per choice of settings', async () => {
    fakeMedia(false);
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    // on the real navigator: a stand-in object would break its getters (onLine) that the story fetch reads
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const calls = serveStories([story()], (path) =>
      path === 'userdata/PublicSettings/create' ? { body: { id: `share-${calls.length}` } } : undefined,
    );
    renderApp('/stories/s1');
    const dialog = await openShare();
    fireEvent.click(within(dialog).getByLabelText('Without pictures'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const link = String((writeText.mock.calls[0] as unknown[])[0]);
    expect(link).toMatch(/\/stories\/s1\?share=share-\d+&noimagesinstory=1$/);
    expect(created(calls)[0]!.body).toMatchObject({ Info: { settings: { noimagesinstory: true, muted: false } } });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The link is copied');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Seals and keepers', url: link }));
    expect(created(calls)).toHaveLength(1);
  });

  it('says when the link cannot be made', async () => {
    fakeMedia(false);
    const calls = serveStories([story()], (path) =>
      path === 'userdata/PublicSettings/create' ? problem(403, 603, 'licence', { key: 'errors.licence' }) : undefined,
    );
    renderApp('/stories/s1');
    const dialog = await openShare();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There was an error creating the link');
    expect(within(dialog).queryByLabelText('Link to the story')).toBeNull();
    // a changed setting starts afresh, and the next try asks the server again
    fireEvent.click(within(dialog).getAllByRole('switch')[0]!);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There was an error creating the link');
    expect(created(calls)).toHaveLength(2);
  });
});

describe('opening a share link', () => {
  it("reads the stored settings with GET and applies them with the link's own parameters", async () => {
    const media = fakeMedia();
    const calls = stubApi((path, body) => {
      if (path === 'app/info') return { body: {} };
      if (path === 'tidings/story/get')
        return body.share === 'abc123' ? { body: story() } : problem(401, 511, 'sign in');
      if (path === 'userdata/PublicSettings/get/abc123')
        return { body: { url: '/stories/s1', settings: { noimagesinstory: true, muted: false } } };
      return undefined;
    });
    renderApp('/stories/s1?share=abc123&muted=1');
    await waitFor(() => expect(playerState()).toBe('playing'), { timeout: 3000 });
    expect(calls.some((c) => c.path === 'userdata/PublicSettings/get/abc123')).toBe(true);
    expect(document.querySelector('.player__image')).toBeNull();
    expect(media.isPlaying(screen.getByTestId('voice'))).toBe(false);
  });
});
