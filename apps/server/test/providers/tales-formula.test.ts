/**
 * Less formula over the bundled set (issue 31 point 4), per language and age: no second sentence or
 * last-scene opening in more than 10 % of the stories, 6–7 arcs of more than one shape, endings that
 * name only who that telling met, parent questions about what that telling says, no "safe" in a good
 * night, Russian questions that do not choose the child's sex. Pure functions over the framed tales.
 */
import { describe, expect, it } from 'vitest';
import { AGE_CLUSTERS, LOCALES, type AgeCluster, type Locale } from '@tt/contract';
import { BUNDLED_TALES, type ItemTales } from '../../src/providers/news/tales/index.js';
import {
  gendered,
  lastSceneOpening,
  namesIn,
  secondSentence,
  sharedOpenings,
  unheardThings,
  unmetNames,
  SAFE_WORDS,
} from '../../src/providers/safety/formula.js';
import { FRAME } from '../../src/providers/writer/frame.js';
import { taleDraft } from '../../src/providers/writer/tale-writer.js';
import type { StoryDraft } from '../../src/providers/types.js';

const KEYS = Object.keys(BUNDLED_TALES).sort();
const tellingOf = (tales: ItemTales, locale: Locale, cluster: AgeCluster) => {
  const tale = tales[locale];
  return (cluster === 'upto3' ? tale.toddler : cluster === '4to5' ? tale.small : tale.arc).map((s) => s.text);
};
const allTellings = (tales: ItemTales, locale: Locale) =>
  AGE_CLUSTERS.flatMap((cluster) => tellingOf(tales, locale, cluster));
const drafts = (locale: Locale, cluster: AgeCluster) =>
  KEYS.map((key, index) => taleDraft(BUNDLED_TALES[key]!, { locale, cluster, index }) as StoryDraft);
/** Every name the bundled tales use, so "Mei is asleep" and "Max is asleep" read as one formula. */
const NAMES = Object.fromEntries(
  LOCALES.map((locale) => [locale, namesIn(KEYS.flatMap((k) => allTellings(BUNDLED_TALES[k]!, locale)))]),
) as Record<Locale, Set<string>>;

describe('the bundled set, per language and age', () => {
  for (const locale of LOCALES)
    for (const cluster of AGE_CLUSTERS)
      it(`${locale} ${cluster}: no second sentence or last-scene opening in more than 10 % of the stories`, () => {
        const set = drafts(locale, cluster);
        expect(sharedOpenings(set, secondSentence, NAMES[locale])).toEqual([]);
        expect(sharedOpenings(set, lastSceneOpening, NAMES[locale])).toEqual([]);
      });

  it('finds the old formula: "Tonight my news…" and "<hero> is asleep" in every story', () => {
    const old = KEYS.map((k, i) => ({
      title: k,
      scenes: [
        { text: `Hello from Pip. Tonight my news is number ${i}.` },
        { text: `${['Mei', 'Max', 'Tuk'][i % 3]} is asleep, dreaming of ${k}. Good night.` },
      ],
      footnotes: [],
      parentNote: { whatHappened: '', questions: [] },
      mood: 'calm' as const,
    }));
    const names = new Set(['mei', 'max', 'tuk']);
    expect(sharedOpenings(old, secondSentence, names)).toEqual([{ opening: 'tonight my', share: 1 }]);
    expect(sharedOpenings(old, lastSceneOpening, names)).toEqual([{ opening: '<name> asleep', share: 1 }]);
  });

  it('tells ages 6–7 arcs of 5 to 7 scenes in more than one shape, the why not always second to last', () => {
    const shapes = new Map<string, number>();
    for (const locale of LOCALES)
      for (const story of drafts(locale, '6to7')) {
        const beats = story.scenes.map((s) => s.beat);
        expect(story.scenes.length).toBeGreaterThanOrEqual(5);
        expect(story.scenes.length).toBeLessThanOrEqual(9);
        const shape = `${beats.length} scenes, why at ${beats.indexOf('why') - beats.length}`;
        shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      }
    expect(shapes.size, [...shapes.keys()].join('; ')).toBeGreaterThanOrEqual(3);
    expect(Math.max(...shapes.values()) / (2 * KEYS.length)).toBeLessThanOrEqual(0.5);
  });

  it('ends every telling naming only who that telling met', () => {
    const found: string[] = [];
    for (const locale of LOCALES)
      for (const cluster of AGE_CLUSTERS)
        drafts(locale, cluster).forEach((story, i) => {
          const tales = BUNDLED_TALES[KEYS[i]!]!;
          const heard = story.scenes.slice(0, -1).map((s) => s.text);
          const unmet = unmetNames(story.scenes.at(-1)!.text, heard, allTellings(tales, locale));
          if (unmet.length) found.push(`${KEYS[i]} ${locale} ${cluster}: ${unmet.join(', ')}`);
        });
    expect(found).toEqual([]);
  });

  it('asks parents only about what that age’s telling says', () => {
    const found: string[] = [];
    for (const locale of LOCALES)
      for (const cluster of AGE_CLUSTERS)
        drafts(locale, cluster).forEach((story, i) => {
          const tales = BUNDLED_TALES[KEYS[i]!]!;
          const draw = tales.draw.flatMap((d) => d[locale]);
          const told = story.scenes.map((s) => s.text);
          for (const q of story.parentNote.questions) {
            const unheard = unheardThings(q, told, allTellings(tales, locale), locale, draw);
            if (unheard.length) found.push(`${KEYS[i]} ${locale} ${cluster}: "${q}" (${unheard.join(', ')})`);
          }
        });
    expect(found).toEqual([]);
  });

  it('finds a question about a thing or a name only another telling has', () => {
    const toddler = ['The whale swam by the boat.'];
    const all = [...toddler, 'Lina waved from the deck.', 'A cat sat in a tree.'];
    expect(unheardThings('How do you think Lina felt when the whale came?', toddler, all, 'en')).toEqual(['lina']);
    expect(unheardThings('Can you find the cat in the tree?', toddler, all, 'en')).toEqual(['cat', 'tree']);
    // the child's own world (a cup of water to try) is not the story's
    expect(unheardThings('Could you fill a cup with water together?', toddler, all, 'en')).toEqual([]);
    expect(
      unheardThings('Покажешь кошку на дереве?', ['Кит плывёт.'], ['Кит плывёт.', 'Кошка на дереве.'], 'ru'),
    ).toEqual(['дереве']);
  });

  it('says no "safe" in a good night, and asks Russian children alike', () => {
    for (const locale of LOCALES)
      for (const line of FRAME[locale].goodNights) expect(SAFE_WORDS[locale].test(line), line).toBe(false);
    for (const key of KEYS) {
      const tale = BUNDLED_TALES[key]!.ru;
      for (const cluster of AGE_CLUSTERS)
        expect(gendered([...tale.parent[cluster], ...tellingOf(BUNDLED_TALES[key]!, 'ru', cluster)]), key).toEqual([]);
      expect(SAFE_WORDS.ru.test(tale.bedtime), key).toBe(false);
      expect(SAFE_WORDS.en.test(BUNDLED_TALES[key]!.en.bedtime), key).toBe(false);
    }
    expect(
      gendered(['А как думаешь, каким высоким вырастешь ты?', 'Ты видела радугу?', 'Тебе нравится снег?']),
    ).toEqual(['А как думаешь, каким высоким вырастешь ты?', 'Ты видела радугу?']);
  });
});
