import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { createEmojiIllustrator } from '../../src/providers/illustrator/emoji-illustrator.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';

/** Mean absolute difference of two pictures' pixels (0–255), compared at 64×48 grey. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (x: Buffer) => sharp(x).resize(64, 48).greyscale().raw().toBuffer();
  const [pa, pb] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

describe('offline illustrator', () => {
  it('draws every scene of a story its own picture, none alike', async () => {
    // the coral story: all under the sea, the one that used to show one fish on every page
    for (const locale of ['en', 'ru'] as const) {
      const news = bundledItems(locale).find((n) => n.tags.includes('coral'))!;
      const draft = await createTemplateWriter().write({ news, locale, ageCluster: '6to7', seed: 4 });
      const { scenes } = await createEmojiIllustrator().illustrate({ draft, news, seed: 4 });
      expect(scenes).toHaveLength(draft.scenes.length);
      for (let i = 0; i < scenes.length; i++)
        for (let j = i + 1; j < scenes.length; j++)
          expect(await difference(scenes[i]!.data, scenes[j]!.data), `scenes ${i + 1} and ${j + 1}`).toBeGreaterThan(6);
    }
  });
});
