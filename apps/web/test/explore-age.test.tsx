/** Search (issue 32 §12): one news told for three ages is three cards, each saying the age it is for, en and ru. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../src/lib/i18n';
import { profile, renderApp, signedInAs } from './helpers';
import { story } from './player-fixture';

const AGES = ['upto3', '4to5', '6to7'] as const;

function searchGiraffes() {
  signedInAs(profile(), (path, body) => {
    if (path === 'explore/history/list') return { body: { items: [] } };
    if (path === 'explore/history/add') return { body: { success: true } };
    if (path === 'explore/search')
      return {
        body: {
          stories: AGES.map((age) => ({
            uid: `g-${age}`,
            title: 'A giraffe is born',
            date: '2026-12-01',
            locale: 'en',
            topic: 'news',
            ageCluster: age,
          })),
        },
      };
    if (path === 'tidings/story/get') return { body: story({ uid: String(body.uid), title: 'A giraffe is born' }) };
    return undefined;
  });
  renderApp('/explore');
}

describe('search hits of one news item', () => {
  it('are labelled with the age each is told for', async () => {
    searchGiraffes();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search stories' }), {
      target: { value: 'giraffe' },
    });
    const hits = await screen.findAllByTestId('explore-hit', {}, { timeout: 3000 });
    expect(hits).toHaveLength(3);
    const labels = await Promise.all(hits.map((h) => within(h).findByText(/^For ages/)));
    expect(labels.map((l) => l.textContent)).toEqual(['For ages 1–3', 'For ages 4–5', 'For ages 6–7']);
  });

  it('in Russian too', async () => {
    act(() => setLocale('ru'));
    searchGiraffes();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Искать сказки' }), { target: { value: 'жираф' } });
    const hits = await screen.findAllByTestId('explore-hit', {}, { timeout: 3000 });
    expect(await within(hits[2]!).findByText('Для 6–7 лет')).toBeInTheDocument();
  });
});
