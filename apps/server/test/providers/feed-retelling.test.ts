/**
 * Real feeds without a writer endpoint: agency sentences are retold in a child's words within the age's
 * sentence limit, scene titles are never numbered, a "warns" is softened, and an item that cannot be
 * told gently is skipped for the next one (the skip is kept for the moderators), over real HTTP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_CLUSTERS } from '@tt/contract';
import { createFeedNews } from '../../src/providers/news/feeds.js';
import { checkStory } from '../../src/providers/safety/lexicon-safety.js';
import { CRAFT, sentencesOf } from '../../src/providers/safety/story-checks.js';
import type { NewsItem } from '../../src/providers/types.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';

const writer = createTemplateWriter();
const frog: NewsItem = {
  id: 'feed-1',
  date: '2026-05-05',
  locale: 'en',
  title: 'A tiny new frog is found in Ecuador',
  summary:
    'Scientists exploring a cloud forest in Ecuador have described a tiny new species of rain frog. The frog is about the size of a fingernail, and it is bright orange with small black spots, researchers said. It lives in the moss on old trees. A local guide warns that the forest is a fragile place and asks visitors to stay on the paths. The team hopes that the little frog will help people care for the forest.',
  tags: ['frog', 'forest'],
};
const words = (s: string) => s.match(/[\p{L}\p{N}'’-]+/gu) ?? [];

describe('a feed item told without a writer endpoint', () => {
  it('retells agency sentences in a child’s words, within the age’s limits, with unnumbered titles', async () => {
    for (const ageCluster of AGE_CLUSTERS) {
      const draft = await writer.write({ news: frog, locale: 'en', ageCluster, seed: 1 });
      const text = draft.scenes.map((s) => s.text).join(' ');
      expect(text).not.toMatch(/scientists|researchers|have described|said/i);
      expect(text).toMatch(/frog/);
      for (const sentence of sentencesOf(text))
        expect(words(sentence).length, sentence).toBeLessThanOrEqual(CRAFT[ageCluster].maxWordsPerSentence);
      for (const scene of draft.scenes) expect(scene.title).not.toMatch(/\(\d+\)|\d$/);
      // "warns" became a gentler word, so nothing blocks the story
      expect(text).not.toMatch(/warn/i);
      expect(checkStory(draft, 'en', ageCluster).verdict).not.toBe('block');
    }
    const young = await writer.write({ news: frog, locale: 'en', ageCluster: '4to5', seed: 1 });
    expect(young.scenes.map((s) => s.text).join(' ')).toContain('People found a tiny new species of rain frog.');
  });

  it('tells an older child plainly that a feed item has no arc (a moderator looks)', async () => {
    const draft = await writer.write({ news: frog, locale: 'en', ageCluster: '6to7', seed: 1 });
    expect(checkStory(draft, 'en', '6to7').reasons.join()).toMatch(/no complete arc/);
  });

  it('retells a Russian agency sentence too', async () => {
    const news: NewsItem = {
      ...frog,
      locale: 'ru',
      title: 'В Эквадоре нашли крошечную лягушку',
      summary:
        'Учёные, исследовавшие туманный лес в Эквадоре, описали новый вид крошечной лягушки. Лягушка размером с ноготок, она ярко-оранжевая. Местный проводник предупреждает, что лес очень хрупкий.',
    };
    const draft = await writer.write({ news, locale: 'ru', ageCluster: '4to5', seed: 1 });
    const text = draft.scenes.map((s) => s.text).join(' ');
    expect(text).toContain('Люди нашли новый вид крошечной лягушки.');
    expect(text).not.toMatch(/учёные|предупреждает/i);
  });
});

describe('the feed news provider', () => {
  const rss = (items: [string, string][]) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${items
      .map(
        ([t, d], i) =>
          `<item><title>${t}</title><description>${d}</description><link>https://n.example/${i}</link></item>`,
      )
      .join('')}</channel></rss>`;
  let server: http.Server;
  let url = '';
  let body = '';
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('skips an item that cannot be told gently for the next one, and keeps the skip for moderators', async () => {
    body = rss([
      ['Storm warning', 'A monster storm will attack the coast with a terrible roar.'],
      ['A monster truck show', 'Big trucks jump over cars while the crowd screams.'],
      ['Ducklings cross the road', 'A family of ducklings crossed a busy road with help from a police officer.'],
    ]);
    const news = createFeedNews({ feeds: [url] });
    // every day lands on the one item that can be told, whichever item the day starts from
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04']) {
      const item = await news.pick('en', new Date(`${day}T08:00:00Z`));
      expect(item.title).toBe('Ducklings cross the road');
      for (const skip of item.skipped ?? []) expect(skip.reason).toMatch(/monster|attack|scream|topic/);
    }
    const all = await Promise.all(
      ['2026-05-01', '2026-05-02', '2026-05-03'].map((d) => news.pick('en', new Date(`${d}T08:00:00Z`))),
    );
    expect(all.some((i) => (i.skipped?.length ?? 0) === 2)).toBe(true);
  });

  it('softens a "warns" instead of skipping the item', async () => {
    body = rss([['Keeper warns visitors to be quiet', 'The zoo keeper warns that the baby owls are sleeping.']]);
    const item = await createFeedNews({ feeds: [url] }).pick('en', new Date('2026-05-01T08:00:00Z'));
    expect(item.title).toBe('Keeper warns visitors to be quiet');
    expect(item.skipped).toBeUndefined();
    const draft = await writer.write({ news: item, locale: 'en', ageCluster: '4to5', seed: 1 });
    expect(draft.title).toBe('Keeper says visitors to be quiet');
  });

  it('fails only when no item at all can be told, saying why', async () => {
    body = rss([['War news', 'A war goes on.']]);
    await expect(createFeedNews({ feeds: [url] }).pick('en', new Date('2026-05-01T08:00:00Z'))).rejects.toThrow(
      /no item suitable.*1 skipped.*War news/,
    );
  });
});
