import { estimateWordTimings } from '@tt/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bundledItems } from '../../src/providers/news/bundled.js';
import { createTemplateWriter } from '../../src/providers/writer/template-writer.js';
import { createEmojiIllustrator } from '../../src/providers/illustrator/emoji-illustrator.js';
import { emojiForText, placeForText } from '../../src/providers/illustrator/emoji.js';
import {
  createEspeakNarrator,
  soundingSpans,
  synthesizeWav,
  VOICE,
  wordTimings,
} from '../../src/providers/narrator/espeak-narrator.js';
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

  it("speaks in the chosen variant, not the language's plain voice (Pip is a girl, Тиша a boy)", async () => {
    for (const [locale, text] of [
      ['en', 'Pip is here.'],
      ['ru', 'Тиша здесь.'],
    ] as const) {
      const chosen = await synthesizeWav(text, VOICE[locale]);
      const plain = await synthesizeWav(text, { ...VOICE[locale], voice: VOICE[locale].voice.split('+')[0]! });
      expect(chosen.equals(plain), `${locale} ${VOICE[locale].voice}`).toBe(false);
    }
  });

  it('times each word where the synthesiser says it, within 100 ms, not by letter counts', async () => {
    // With a long gap between words, eSpeak's own audio shows where every word starts: the truth to check against.
    for (const [locale, text] of [
      ['en', 'Hello, little one, it is me, Pip the mouse. I have brought you a story in my news bag.'],
      ['ru', 'Далеко-далеко, в большом зоопарке в Китае, есть маленькая панда. Смотритель слепил для неё снежок.'],
    ] as const) {
      const voice = { ...VOICE[locale], gap: 30 };
      const wav = await synthesizeWav(text, voice);
      const truth = soundingSpans(wav, 0.2).map(([start]) => start);
      const words = (await wordTimings(text, voice, wav))!;
      expect(truth).toHaveLength(text.split(' ').length);
      words.forEach((w, i) => expect(Math.abs(w.start - truth[i]!), `${locale} "${w.word}"`).toBeLessThan(0.1));
      // and they are not the letter-count estimate over the same length
      const seconds = (wav.length - 44) / 2 / wav.readUInt32LE(24);
      const estimate = estimateWordTimings(text, seconds);
      expect(words.some((w, i) => Math.abs(w.start - estimate[i]!.start) > 0.2)).toBe(true);
    }
  });
});
