import { STORY } from '@tt/contract';
import FFT from 'fft.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { FADE_OUT_S, createSynthComposer, scoreOf } from '../../src/providers/composer/synth-composer.js';
import { windDownStart } from '../../src/providers/composer/wind-down.js';
import { decodePcm, probeDuration, wavFromFloatSamples } from '../../src/providers/media/ffmpeg.js';
import { integratedLufs, lowEnergyShare, measureLoudness } from '../../src/providers/media/loudness.js';
import { createEspeakNarrator } from '../../src/providers/narrator/espeak-narrator.js';
import type { Mood, Music } from '../../src/providers/types.js';

const MOODS: Mood[] = ['calm', 'cozy', 'happy', 'curious'];
const RATE = 24_000;
const isOggOpus = (data: Buffer) => data.subarray(0, 4).toString() === 'OggS' && data.includes(Buffer.from('OpusHead'));
const sine = (hz: number, amplitude: number, seconds: number) =>
  Float32Array.from({ length: seconds * RATE }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / RATE));
// float WAV: this ffmpeg takes some 16-bit WAVs of pure low tones for MPEG layer 1 and decodes noise
const wav = (samples: Float32Array) => wavFromFloatSamples(samples, RATE);
const rms = (x: Int16Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i]! * x[i]!;
  return Math.sqrt(sum / (to - from));
};

describe('loudness measures', () => {
  it('reads a 1 kHz sine at −20 dBFS as −23 LUFS with its peak at −20 dBTP, and finds where its energy is', async () => {
    const tone = wav(sine(997, 0.1, 5));
    const { integrated, truePeak } = await measureLoudness(tone);
    expect(integrated).toBeCloseTo(-23, 0); // BS.1770: a full-scale sine reads −3 LUFS
    expect(truePeak).toBeCloseTo(-20, 0);
    expect(await integratedLufs(wav(sine(997, 0.2, 5)))).toBeCloseTo(-17, 0);
    expect(await lowEnergyShare(tone)).toBeLessThan(0.01);
    const hum = sine(100, 0.1, 5);
    const both = hum.map((x, i) => x + 0.1 * Math.sin((2 * Math.PI * 1000 * i) / RATE));
    expect(await lowEnergyShare(wav(both))).toBeCloseTo(0.5, 1);
    expect(await lowEnergyShare(wav(hum))).toBeGreaterThan(0.99);
  });
});

describe('synth composer', () => {
  const music = new Map<Mood, Music>();
  beforeAll(async () => {
    for (const mood of MOODS) music.set(mood, await createSynthComposer().compose({ mood, seconds: 40, seed: 11 }));
  });

  it('makes the same bytes for the same story seed, and other music for another seed or mood', async () => {
    const composer = createSynthComposer();
    const a = await composer.compose({ mood: 'happy', seconds: 20, seed: 3 });
    expect((await composer.compose({ mood: 'happy', seconds: 20, seed: 3 })).data.equals(a.data)).toBe(true);
    expect((await composer.compose({ mood: 'happy', seconds: 20, seed: 4 })).data.equals(a.data)).toBe(false);
    expect((await composer.compose({ mood: 'curious', seconds: 20, seed: 3 })).data.equals(a.data)).toBe(false);
  });

  it('is Ogg Opus as long as the story', async () => {
    for (const [mood, m] of music) {
      expect(isOggOpus(m.data), mood).toBe(true);
      expect(m.duration, mood).toBeGreaterThanOrEqual(40);
      expect(Math.abs((await probeDuration(m.data)) - m.duration), mood).toBeLessThan(0.2);
    }
  });

  it('sits 12–18 dB under the offline narrator once the player turns it down, in English and Russian', async () => {
    const narrator = createEspeakNarrator();
    const voices = [
      await narrator.narrate({
        locale: 'en',
        text: 'Hello, little one, it is me, Pip the mouse. Far away, in a big zoo, a little panda saw the snow for the first time.',
      }),
      await narrator.narrate({
        locale: 'ru',
        text: 'Привет, малыш, это я, Тиша. Далеко-далеко, в большом зоопарке, маленькая панда впервые увидела снег.',
      }),
    ];
    const playerGain = 20 * Math.log10(STORY.backgroundVolume);
    for (const voice of voices) {
      const spoken = await integratedLufs(voice.data);
      for (const [mood, m] of music) {
        const gap = spoken - ((await integratedLufs(m.data)) + playerGain);
        expect(gap, `${mood}: voice ${spoken} LUFS`).toBeGreaterThanOrEqual(12);
        expect(gap, `${mood}: voice ${spoken} LUFS`).toBeLessThanOrEqual(18);
      }
    }
  });

  it('keeps its energy above 300 Hz, where phone speakers play, and its peaks under −1 dBTP', async () => {
    for (const [mood, m] of music) {
      expect(await lowEnergyShare(m.data), mood).toBeLessThanOrEqual(0.25);
      expect((await measureLoudness(m.data)).truePeak, mood).toBeLessThan(-1);
    }
  });

  it('fades in and out', async () => {
    for (const [mood, m] of music) {
      const pcm = await decodePcm(m.data, RATE);
      const half = RATE / 2;
      const middle = rms(pcm, 0, pcm.length);
      expect(rms(pcm, 0, half), mood).toBeLessThan(middle / 3);
      expect(rms(pcm, pcm.length - half, pcm.length), mood).toBeLessThan(middle / 3);
    }
  });

  it('plays a melody, not a drone: the loudest note keeps changing', async () => {
    // the strongest pitch above 300 Hz in every quarter second, as a MIDI note
    const frame = 4096;
    const fft = new FFT(frame);
    const spectrum: number[] = fft.createComplexArray();
    for (const [mood, m] of music) {
      const pcm = await decodePcm(m.data, RATE);
      const notes: number[] = [];
      for (let from = 5 * RATE; from + frame < 35 * RATE; from += RATE / 4) {
        fft.realTransform(spectrum, Array.from(pcm.subarray(from, from + frame)));
        let [best, bestPower] = [0, 0];
        for (let bin = Math.ceil((300 * frame) / RATE); bin < frame / 2; bin++) {
          const power = spectrum[2 * bin]! ** 2 + spectrum[2 * bin + 1]! ** 2;
          if (power > bestPower) [best, bestPower] = [bin, power];
        }
        notes.push(Math.round(69 + 12 * Math.log2((best * RATE) / frame / 440)));
      }
      const changes = notes.filter((n, i) => i > 0 && n !== notes[i - 1]).length;
      expect(new Set(notes).size, mood).toBeGreaterThanOrEqual(6);
      expect(changes, mood).toBeGreaterThanOrEqual(notes.length / 4);
    }
  });
});

describe('music by mood', () => {
  it('winds down from the scene before the good night, or from the good night in a short story', () => {
    const scenes = [
      { beat: 'hello' as const, seconds: 8 },
      { beat: 'where' as const, seconds: 20 },
      { beat: 'why' as const, seconds: 15 },
      { beat: 'night' as const, seconds: 7 },
    ];
    expect(windDownStart(scenes)).toBe(28);
    expect(windDownStart(scenes.slice(1))).toBe(35); // three scenes: the good night alone
    expect(windDownStart(scenes.map(({ seconds }) => ({ seconds })))).toBe(28); // no beats: the last scene is the good night
  });

  it('plays a slow lullaby (at most 72 bpm) from the wind-down, and the theme in variations before it', () => {
    for (const mood of MOODS) {
      const { sections, notes, seconds } = scoreOf(mood, 100, 5, 70);
      const last = sections.at(-1)!;
      expect(last.style, mood).toBe('lullaby');
      expect(last.bpm, mood).toBeLessThanOrEqual(72);
      expect(last.from, mood).toBeLessThanOrEqual(70); // on time: at the bar line before the wind-down
      expect(last.from, mood).toBeGreaterThan(62);
      expect(seconds, mood).toBeGreaterThanOrEqual(100);
      // the lullaby's notes are all soft bells and pads, struck softer than the theme's
      const lullaby = notes.filter((n) => n.at >= last.from && n.voice !== 'pad');
      expect(new Set(lullaby.map((n) => n.voice)), mood).toEqual(new Set(['softBell']));
      const theme = notes.filter((n) => n.at < last.from && n.voice !== 'pad');
      const loudest = (ns: typeof notes) => Math.max(...ns.map((n) => n.velocity));
      expect(loudest(lullaby), mood).toBeLessThan(loudest(theme));
    }
    // a happy story's theme is fast, its good night is not
    expect(scoreOf('happy', 100, 5, 70).sections[0]!.bpm).toBeGreaterThan(72);
  });

  it('varies the theme each round instead of looping sixteen bars, keeping its opening motif', () => {
    const { notes } = scoreOf('happy', 120, 9);
    const bar = (60 / 104) * 4;
    // the tune's top line (every second round sings a third under it, struck at the same time)
    const melody = (round: number) => {
      const top = new Map<number, number>();
      for (const n of notes)
        if (
          n.voice === 'glockenspiel' &&
          n.at >= (1 + 16 * round) * bar - 0.05 &&
          n.at < (1 + 16 * (round + 1)) * bar - 0.05
        ) {
          const at = Math.round(n.at * 20);
          top.set(at, Math.max(top.get(at) ?? 0, n.midi));
        }
      return [...top.entries()].sort(([a], [b]) => a - b).map(([, midi]) => midi);
    };
    const [first, second] = [melody(0), melody(1)];
    expect(second.join()).not.toBe(first.join());
    const opening = (m: number[]) => m.slice(0, 3).join();
    expect(opening(second)).toBe(opening(first));
  });

  it(`fades over the last ${FADE_OUT_S} s under the good night, softer and still 12–18 dB under the voice`, async () => {
    const m = await createSynthComposer().compose({ mood: 'happy', seconds: 60, seed: 2, calmFrom: 40 });
    const pcm = await decodePcm(m.data, RATE);
    const end = pcm.length;
    const second = (from: number) => rms(pcm, end - from * RATE, end - (from - 1) * RATE);
    // at least 8 s of fade: each of these seconds quieter than the one before, the last almost silent
    expect(second(8)).toBeGreaterThan(second(5));
    expect(second(5)).toBeGreaterThan(second(2));
    expect(second(1)).toBeLessThan(second(8) / 4);
    // a softer timbre: the share of energy above 2 kHz is smaller in the lullaby than in the theme
    const bright = (from: number, to: number) => {
      const frame = 4096;
      const fft = new FFT(frame);
      const spectrum: number[] = fft.createComplexArray();
      let [high, all] = [0, 0];
      for (let at = from * RATE; at + frame < to * RATE; at += frame) {
        fft.realTransform(spectrum, Array.from(pcm.subarray(at, at + frame)));
        for (let bin = 1; bin < frame / 2; bin++) {
          const power = spectrum[2 * bin]! ** 2 + spectrum[2 * bin + 1]! ** 2;
          all += power;
          if ((bin * RATE) / frame > 2000) high += power;
        }
      }
      return high / all;
    };
    expect(bright(42, 50)).toBeLessThan(bright(10, 30) / 2);
    const voice = await createEspeakNarrator().narrate({
      locale: 'ru',
      text: 'Привет, малыш, это я, Тиша. Далеко-далеко, в большом зоопарке, маленькая панда впервые увидела снег.',
    });
    const gap =
      (await integratedLufs(voice.data)) - ((await integratedLufs(m.data)) + 20 * Math.log10(STORY.backgroundVolume));
    expect(gap).toBeGreaterThanOrEqual(12);
    expect(gap).toBeLessThanOrEqual(18);
  });
});
