/** The calls the story page is sure to make leave before React draws the page (issue 32 §6). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../src/app/providers';
import { startFirstCalls } from '../src/app/first-calls';
import { renderApp, stubApi } from './helpers';
import { fakeMedia, playerState, story } from './player-fixture';

describe('first calls', () => {
  it("asks for a shared story and its link's settings before the page is drawn, and not again when it is", async () => {
    fakeMedia();
    const calls = stubApi((path, body) => {
      if (path === 'tidings/story/get' && body.share === 'abc123') return { body: story({ title: 'Seals at play' }) };
      if (path === 'userdata/PublicSettings/get/abc123') return { body: { url: '/stories/s1', settings: {} } };
      if (path === 'app/info') return { body: {} };
      return undefined;
    });
    const client = createQueryClient();
    startFirstCalls(client, { pathname: '/stories/s1', search: '?share=abc123&time=2' });
    expect(calls.map((c) => c.path)).toEqual(['tidings/story/get', 'userdata/PublicSettings/get/abc123']);
    expect(calls[0]!.body).toMatchObject({ uid: 's1', share: 'abc123' });

    renderApp('/stories/s1?share=abc123&time=2', client);
    await waitFor(() => expect(playerState()).toBe('playing'), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Seals at play' })).toBeInTheDocument();
    const asked = (path: string) => calls.filter((c) => c.path === path).length;
    expect(asked('tidings/story/get')).toBe(1);
    expect(asked('userdata/PublicSettings/get/abc123')).toBe(1);
  });

  it('asks for nothing on other pages', () => {
    const calls = stubApi(() => undefined);
    for (const pathname of ['/', '/profile', '/stories', '/stories/s1/extra'])
      startFirstCalls(createQueryClient(), { pathname, search: '' });
    expect(calls).toEqual([]);
  });
});
