import { describe, expect, it } from 'vitest';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';
import { bundledItems, createBundledNews } from '../../src/providers/news/bundled.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';
import { checkStory, checkText, createLexiconSafety } from '../../src/providers/safety/lexicon-safety.js';
import { checkCraft } from '../../src/providers/safety/story-checks.js';
import type { StoryDraft } from '../../src/providers/types.js';

const writer = createTemplateWriter();
const SCENES = { upto3: [4, 5], '4to5': [6, 6], '6to7': [8, 8] } as const;

describe('bundled news', () => {
  it('has at least 60 items per locale with unique ids, and picks one per day', async () => {
    for (const locale of LOCALES) {
      const items = bundledItems(locale);
      expect(items.length).toBeGreaterThanOrEqual(60);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      // the explained word is in the parts the writer retells
      for (const { kid } of items)
        expect([kid!.hero, kid!.place, kid!.event, kid!.detail].join(' ').toLowerCase()).toContain(
          kid!.word.toLowerCase(),
        );
    }
    const news = createBundledNews();
    const monday = await news.pick('en', new Date('2026-03-02T05:00:00Z'));
    expect(await news.pick('en', new Date('2026-03-02T20:00:00Z'))).toEqual(monday);
    expect((await news.pick('en', new Date('2026-03-03T05:00:00Z'))).id).not.toBe(monday.id);
    expect((await news.pick('ru', new Date('2026-03-02T05:00:00Z'))).id).toBe(monday.id.replace('-en', '-ru'));
  });
});

describe('template writer', () => {
  it('is deterministic under a seed and varies with it', async () => {
    const [news] = bundledItems('en');
    const a = await writer.write({ news: news!, locale: 'en', ageCluster: '6to7', seed: 1 });
    expect(await writer.write({ news: news!, locale: 'en', ageCluster: '6to7', seed: 1 })).toEqual(a);
    const others = await Promise.all(
      [2, 3, 4, 5].map((seed) => writer.write({ news: news!, locale: 'en', ageCluster: '6to7', seed })),
    );
    expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(a))).toBe(true);
  });

  it('writes stories passing every quality check for every bundled item, locale and age cluster', async () => {
    const safety = createLexiconSafety();
    for (const locale of LOCALES) {
      for (const [i, news] of bundledItems(locale).entries()) {
        for (const ageCluster of AGE_CLUSTERS) {
          const draft = await writer.write({ news, locale, ageCluster, seed: i * 7 + 3 });
          const [min, max] = SCENES[ageCluster];
          expect(draft.scenes.length).toBeGreaterThanOrEqual(min);
          expect(draft.scenes.length).toBeLessThanOrEqual(max);
          expect(draft.parentNote.questions).toHaveLength(2);
          // it tells the news: the event itself, or for the youngest its short retelling
          if (ageCluster !== 'upto3') expect(draft.scenes.some((s) => s.text.includes(news.kid!.event))).toBe(true);
          expect(draft.scenes[2]!.title).toBe(news.title);
          // the narrator character greets in the first scene
          expect(draft.scenes[0]!.text).toContain(locale === 'en' ? 'Pip' : 'Тиша');
          const text = draft.scenes.map((s) => s.text).join(' ');
          draft.footnotes.forEach((f) => expect(text).toContain(f.titleInSource));
          const verdict = await safety.check(draft, { locale, ageCluster });
          expect(verdict, `${news.id} ${ageCluster}`).toEqual({ verdict: 'pass', reasons: [] });
        }
      }
    }
  });

  it('retells a feed item without a retelling from its own sentences', async () => {
    const news = {
      id: 'f1',
      date: '2026-05-05',
      locale: 'en' as const,
      title: 'Scientists find a new planet',
      summary: 'The planet is blue. It is very far away.',
      tags: [],
    };
    const draft = await writer.write({ news, locale: 'en', ageCluster: '6to7', seed: 9 });
    expect(draft.scenes.map((s) => s.text)).toContain('The planet is blue.');
    expect(draft.footnotes.map((f) => f.titleInSource.toLowerCase())).toEqual(expect.arrayContaining(['scientists']));
  });
});

describe('lexicon safety', () => {
  const draft = (text: string): StoryDraft => ({
    title: 'T',
    scenes: [{ text }],
    footnotes: [],
    parentNote: { whatHappened: '', questions: [] },
    mood: 'calm',
  });
  const long = 'A little cat sat on a warm mat and looked at the sun. '.repeat(3);

  it('blocks scary or violent words in both languages', () => {
    expect(checkText(draft(`${long} Then a monster came with a knife.`), 'en', '4to5').verdict).toBe('block');
    expect(
      checkText(
        draft('Маленький котёнок сидел у окна. Вдруг началась война, и все испугались. '.repeat(3)),
        'ru',
        '4to5',
      ).verdict,
    ).toBe('block');
  });

  it('flags a sentence too long for the age cluster, and passes a gentle text', () => {
    const sentence = `${Array.from({ length: 18 }, () => 'little').join(' ')} cat.`;
    expect(checkText(draft(`${long} ${sentence}`), 'en', 'upto3')).toMatchObject({ verdict: 'flag' });
    expect(checkText(draft(`${long} ${sentence}`), 'en', '6to7').verdict).toBe('pass');
    expect(
      checkText(draft('Котёнок спал на тёплой кровати и видел добрый сон. '.repeat(4)), 'ru', 'upto3').verdict,
    ).toBe('pass');
  });
});

describe('story quality checks', () => {
  const good = async (locale: 'en' | 'ru' = 'en') =>
    writer.write({ news: bundledItems(locale)[26]!, locale, ageCluster: '6to7', seed: 5 });

  it('finds each broken rule of the story grammar, in both languages', async () => {
    const story = await good();
    expect(checkCraft(story, 'en', '6to7')).toEqual([]);
    // the coral story happens under the sea: wind and birds contradict it
    const windy = {
      ...story,
      scenes: story.scenes.map((s, i) =>
        i === 5 ? { ...s, text: `${s.text} The wind sang softly and birds came to look.` } : s,
      ),
    };
    expect(windy.setting).toBe('underwater');
    expect(checkCraft(windy, 'en', '6to7').join()).toMatch(/scene 6 says "wind, birds"/);
    const titled = {
      ...story,
      scenes: story.scenes.map((s, i) => (i === 4 ? { ...s, title: story.scenes[3]!.title } : s)),
    };
    expect(checkCraft(titled, 'en', '6to7').join()).toMatch(/two scenes are titled/);
    const twice = {
      ...story,
      scenes: [
        ...story.scenes.slice(0, 7),
        { ...story.scenes[7]!, text: `${story.scenes[1]!.text} ${story.scenes[7]!.text}` },
      ],
    };
    expect(checkCraft(twice, 'en', '6to7').join()).toMatch(/said twice/);
    const note = {
      ...story,
      footnotes: [{ title: 'Divers', titleInSource: 'divers', text: 'Divers are people who swim under water.' }],
    };
    expect(checkCraft(note, 'en', '6to7').join()).toMatch(/repeats its word/);
    const abrupt = {
      ...story,
      scenes: [...story.scenes.slice(0, 7), { title: 'End', text: 'Then the story stopped.' }],
    };
    expect(checkCraft(abrupt, 'en', '6to7').join()).toMatch(/does not end warmly/);
    const noNote = { ...story, parentNote: { whatHappened: '', questions: ['Why?'] } };
    expect(checkCraft(noNote, 'en', '6to7')).toHaveLength(2);
    // too long for the youngest: eight scenes and sentences of more than eight words
    expect(checkCraft(story, 'en', 'upto3').join()).toMatch(/8 scenes; upto3 wants 4 to 5.*at most 8/);
    const ru = await good('ru');
    expect(checkCraft(ru, 'ru', '6to7')).toEqual([]);
    const ruNote = {
      ...ru,
      footnotes: [
        { title: 'Водолазы', titleInSource: 'водолазы', text: 'Водолаз — человек, который плавает под водой.' },
      ],
    };
    expect(checkCraft(ruNote, 'ru', '6to7').join()).toMatch(/repeats its word/);
  });

  it('sends a failing story to moderation with its reasons (flag), a good one passes', async () => {
    const story = await good();
    expect(checkStory(story, 'en', '6to7').verdict).toBe('pass');
    const verdict = checkStory({ ...story, scenes: story.scenes.slice(0, 3) }, 'en', '6to7');
    expect(verdict.verdict).toBe('flag');
    expect(verdict.reasons.join()).toMatch(/3 scenes; 6to7 wants 7 to 9/);
  });
});
