import type { Locale } from '@tt/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { talesFor } from '../../src/providers/news/tales/index.js';
import type { NewsItem, StoryDraft } from '../../src/providers/types.js';
import { createEmojiIllustrator } from '../../src/providers/illustrator/emoji-illustrator.js';
import { castOf } from '../../src/providers/illustrator/cast.js';
import { namedIn } from '../../src/providers/illustrator/emoji.js';
import { place, shapeOf } from '../../src/providers/illustrator/figures.js';
import { glyph, loadGlyphs } from '../../src/providers/illustrator/glyphs.js';
import { composeScene } from '../../src/providers/illustrator/scene-svg.js';
import { storyboard } from '../../src/providers/illustrator/storyboard.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';
import { settingFor } from '../../src/providers/writer/settings.js';

/** Mean absolute difference of two pictures' grey thumbnails (0–255). */
async function difference(a: Buffer, b: Buffer, width: number, height: number): Promise<number> {
  const small = (x: Buffer) => sharp(x).resize(width, height).greyscale().raw().toBuffer();
  const [pa, pb] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

/** A draft told from an item's tales for ages 6–7, framed by the narrator, with its beats. */
function taleDraft(news: NewsItem): StoryDraft {
  const tale = talesFor(news.id)![news.locale as Locale];
  const [hello, night] =
    news.locale === 'en'
      ? [`Hello, little one, it is me, Pip the mouse. ${tale.hook}`, `${tale.bedtime} Good night, little one!`]
      : [`Привет, малыш, это я, ёжик Тиша. ${tale.hook}`, `${tale.bedtime} Спокойной ночи, малыш!`];
  const beats = ['where', 'problem', 'attempt', 'help', 'resolution', 'why'] as const;
  return {
    title: tale.title,
    scenes: [
      { text: hello, beat: 'hello' },
      ...tale.arc.map((s, i) => ({ title: s.title, text: s.text, beat: beats[i] })),
      { text: night, beat: 'night' },
    ],
    footnotes: [{ title: tale.footnote.word, titleInSource: tale.footnote.inText, text: tale.footnote.explanation }],
    parentNote: { whatHappened: tale.whatHappened, questions: [] },
    mood: 'calm',
    setting: settingFor(news.tags, `${news.kid?.place ?? ''} ${news.kid?.event ?? ''}`),
  };
}

const item = (locale: Locale, monthDay: string) => bundledItems(locale).find((n) => n.id.includes(monthDay))!;

describe('offline illustrator', () => {
  it('draws every scene of a story its own picture: no two alike at 64×48 or at 32×32 grey', async () => {
    // a sample: the coral story (all under the sea), the snowy panda told from its tales, and two more
    const stories: { news: NewsItem; draft: StoryDraft; seed: number }[] = [];
    for (const locale of ['en', 'ru'] as const) {
      const coral = bundledItems(locale).find((n) => n.tags.includes('coral'))!;
      stories.push({
        news: coral,
        draft: await createTemplateWriter().write({ news: coral, locale, ageCluster: '6to7', seed: 4 }),
        seed: 4,
      });
      const panda = item(locale, '01-05');
      stories.push({ news: panda, draft: taleDraft(panda), seed: 3 });
    }
    for (const [i, news] of [item('en', '03-21'), item('ru', '07-20')].entries())
      stories.push({
        news,
        draft: talesFor(news.id)
          ? taleDraft(news)
          : await createTemplateWriter().write({ news, locale: news.locale, ageCluster: '4to5', seed: i }),
        seed: i,
      });
    for (const { news, draft, seed } of stories) {
      const { scenes } = await createEmojiIllustrator().illustrate({ draft, news, seed });
      expect(scenes).toHaveLength(draft.scenes.length);
      for (let i = 0; i < scenes.length; i++)
        for (let j = i + 1; j < scenes.length; j++) {
          const which = `${news.id}: scenes ${i + 1} and ${j + 1}`;
          expect(await difference(scenes[i]!.data, scenes[j]!.data, 64, 48), which).toBeGreaterThanOrEqual(6);
          expect(await difference(scenes[i]!.data, scenes[j]!.data, 32, 32), which).toBeGreaterThanOrEqual(12);
        }
    }
  });

  it('gives face-only animals and people a whole body that stands on the ground line', async () => {
    expect(castOf('🐰')!.drawn).toBe('🐇');
    expect(castOf('🐶')!.drawn).toBe('🐕');
    const faces = ['🐼', '🐻', '🐸', '🦊', '🐨', '🦁', '👧', '🧓', '🧑‍🌾'];
    await loadGlyphs(faces);
    for (const face of faces) {
      const shape = shapeOf(castOf(face)!)!;
      const alone = glyph(face)!.box;
      // with a body under it the figure is much taller for its width than the face alone
      expect(shape.box.h / shape.box.w / (alone.h / alone.w), face).toBeGreaterThan(1.3);
      const placed = place(shape, { x: 500, y: 700, size: 300, standing: true });
      expect(placed.top + placed.h, face).toBeCloseTo(700, 0);
      expect(placed.svg, face).toContain('url(#shadow)');
    }
    expect(castOf('🦋')!.placement).toBe('fly');
    expect(castOf('🎈')!.placement).toBe('fly');
    expect(castOf('🐠')!.placement).toBe('swim');
    expect(castOf('⛵')!.placement).toBe('float');
    expect(castOf('🐕')!.placement).toBe('ground');
  });

  it('draws what a sentence names and nothing it only compares with', () => {
    const pictures = (text: string, locale?: Locale, own: { picture: string; stems: string[] }[] = []) =>
      namedIn(text, own, locale).map((n) => n.picture);
    const ladybird = [{ picture: '🐞', stems: ['ladybird'] }];
    expect(pictures('Zoe painted her boat red with black spots, like a ladybird.', 'en', ladybird)).toEqual([
      '⛵',
      '🐞',
    ]);
    expect(pictures('A little rain frog sat by the pond.', 'en')).toEqual(['🐸']);
    expect(pictures('They put the skeleton together bone by bone.', 'en')).toEqual(['svg:skeleton']);
    expect(
      pictures('The dinosaur skeleton stands in the hall.', 'en', [{ picture: '🦕', stems: ['dinosaur', 'skeleton'] }]),
    ).toEqual(['svg:skeleton']);
    expect(pictures('Tiny seeds were sprouting in the pots.', 'en')).toEqual(['svg:seeds', '🌱']);
    expect(pictures('He is as long as a bus, and his back is grey.', 'en')).toEqual([]);
    expect(pictures('Her keeper made her a snowball in the snow.', 'en')).toEqual(['🧑‍🌾', 'svg:snowball', '❄']);
    expect(pictures('На листике сидела божья коровка.', 'ru')).toEqual(['🍃', '🐞']);
    expect(pictures('Привезли деревянные ящики, а ёжик Тиша слепил снежок.', 'ru')).toEqual(['svg:snowball']);
  });

  it('puts one sun or one moon in a sky, never two moons', async () => {
    const news = item('en', '01-05');
    const draft = taleDraft(news);
    draft.scenes[3] = { text: 'At night the moon and the stars shone on the snow.', beat: 'attempt' };
    draft.scenes[4] = { text: 'The sun came out and the snow sparkled.', beat: 'help' };
    const board = storyboard(draft, news, 1);
    await loadGlyphs(board.pictures);
    const count = (svg: string, what: string) => svg.split(`class="${what}"`).length - 1;
    for (const spec of [board.cover, ...board.scenes]) {
      const svg = composeScene(spec);
      expect(count(svg, 'moon') + count(svg, 'sun'), spec.composition).toBeLessThanOrEqual(1);
    }
    const moonlit = composeScene(board.scenes[3]!);
    expect([count(moonlit, 'moon'), count(moonlit, 'sun')]).toEqual([1, 0]);
    const sunny = composeScene(board.scenes[4]!);
    expect([count(sunny, 'moon'), count(sunny, 'sun')]).toEqual([0, 1]);
  });

  it('draws the hero the same in every scene about it, large on the cover, and the narrator by the beat', () => {
    const news = item('ru', '01-05');
    const board = storyboard(taleDraft(news), news, 2);
    const heroes = board.scenes.filter((s) => s.hero).map((s) => s.hero);
    expect(heroes.length).toBeGreaterThanOrEqual(6);
    for (const hero of heroes) expect(hero).toEqual(board.cover.hero);
    expect(board.cover.hero!.drawn).toBe('🐼');
    expect(board.cover.composition).toBe('close');
    expect(board.scenes[0]!.narrator.pose).toBe('wave');
    expect(board.scenes.at(-1)!.composition).toBe('sleep');
    // the story's scenes are framed in more than two ways
    expect(new Set(board.scenes.map((s) => s.composition)).size).toBeGreaterThanOrEqual(5);
  });
});
