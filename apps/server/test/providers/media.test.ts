import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';
import { createEmojiIllustrator } from '../../src/providers/illustrator/emoji-illustrator.js';
import { emojiForText, placeForText } from '../../src/providers/illustrator/emoji.js';
import { createEspeakNarrator } from '../../src/providers/narrator/espeak-narrator.js';
import { createSynthComposer, renderLoop } from '../../src/providers/composer/synth-composer.js';
import { probeDuration } from '../../src/providers/media/ffmpeg.js';

const isOggOpus = (data: Buffer) => data.subarray(0, 4).toString() === 'OggS' && data.includes(Buffer.from('OpusHead'));

describe('emoji illustrator', () => {
  it('draws a WebP cover and one picture per scene, the same for the same seed', async () => {
    const news = bundledItems('en')[0]!;
    const draft = await createTemplateWriter().write({ news, locale: 'en', ageCluster: '4to5', seed: 5 });
    const illustrator = createEmojiIllustrator();
    const a = await illustrator.illustrate({ draft, news, seed: 5 });
    expect(a.scenes).toHaveLength(draft.scenes.length);
    const meta = await sharp(a.cover.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 768]);
    expect(a.cover.data.length).toBeLessThan(80_000);
    const b = await illustrator.illustrate({ draft, news, seed: 5 });
    expect(b.cover.data.equals(a.cover.data)).toBe(true);
    const c = await illustrator.illustrate({ draft, news, seed: 6 });
    expect(c.cover.data.equals(a.cover.data)).toBe(false);
  });

  it('chooses characters and places from English words and Russian stems, not from look-alikes', () => {
    expect(emojiForText('A little panda and a dog')).toEqual(['🐼', '🐕']);
    expect(emojiForText('Маленькая панда в Китае пела песни')).toEqual(['🐼', '🎵']);
    expect(placeForText('В большом городе')).toBe('city');
    expect(placeForText('on a cold shore by the sea')).toBe('sea');
  });
});

describe('eSpeak narrator', () => {
  it('speaks en and ru as Ogg Opus with its measured length and word timings', async () => {
    const narrator = createEspeakNarrator();
    for (const [locale, text] of [
      ['en', 'A little panda saw the snow.'],
      ['ru', 'Маленькая панда увидела снег.'],
    ] as const) {
      const speech = await narrator.narrate({ text, locale });
      expect(isOggOpus(speech.data)).toBe(true);
      expect(speech.duration).toBeGreaterThan(1);
      expect(Math.abs((await probeDuration(speech.data)) - speech.duration)).toBeLessThan(0.3);
      expect(speech.words.map((w) => w.word)).toEqual(text.split(' '));
      speech.words.forEach((w, i) => {
        expect(w.end).toBeGreaterThan(w.start);
        if (i) expect(w.start).toBeCloseTo(speech.words[i - 1]!.end);
      });
      const kbps = (speech.data.length * 8) / speech.duration / 1000;
      expect(kbps).toBeLessThan(48);
    }
  });
});

describe('synth composer', () => {
  it('renders a seeded loop without clipping and encodes it to Opus', async () => {
    const a = renderLoop('happy', 20, 3);
    expect(renderLoop('happy', 20, 3)).toEqual(a);
    expect(renderLoop('happy', 20, 4)).not.toEqual(a);
    const peak = a.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
    expect(peak).toBeGreaterThan(0.1);
    expect(peak).toBeLessThanOrEqual(0.45 + 1e-6);
    const music = await createSynthComposer().compose({ mood: 'calm', seconds: 95, seed: 1 });
    expect(isOggOpus(music.data)).toBe(true);
    expect(music.duration).toBeLessThanOrEqual(30);
    expect(Math.abs((await probeDuration(music.data)) - music.duration)).toBeLessThan(0.2);
  });
});
