/**
 * The offline composer: a seeded little tune by mood — calm (a slow music-box waltz over a soft pad),
 * cozy (celesta over a rocking broken chord), happy (glockenspiel over a bouncing marimba), curious
 * (a leaping music box on tiptoe, with the raised fourth) — in variations until the story winds down,
 * then a slow lullaby on a soft bell under the good night (tunes.ts), as long as the story, in a small
 * warm room, fading in, and out over the last words, mastered to a fixed loudness under the narrator's
 * voice, encoded to Opus.
 */
import { seeded } from '../random.js';
import { encodeOpus, wavFromFloatSamples } from '../media/ffmpeg.js';
import { integratedLufs } from '../media/loudness.js';
import type { ComposerProvider, Mood, Music } from '../types.js';
import { inRoom } from './room.js';
import { playTune } from './tunes.js';
import { hold, strike } from './voices.js';

/**
 * Integrated loudness of the mastered music. The player plays it at volume 0.2 (−14 dB, STORY.backgroundVolume),
 * so it is heard at −35 LUFS: about 15 dB under eSpeak's narration (measured over whole stories: −19.4 LUFS in
 * English, −21.1 in Russian), the middle of the 12–18 dB window where a bed is heard without covering the words.
 * The narrator's prosody may still move its level a decibel or two; this is the one number to follow it with.
 */
export const MUSIC_LUFS = -19.5;
/** Peaks never pass this (−1.9 dBFS), so the encoded music stays under −1 dBTP. */
const CEILING = 0.8;
const RATE = 24_000;
/** Longer stories loop the music in the player; slower Russian made 6–7 stories up to 3 minutes long. */
const MAX_S = 240;
const FADE_IN_S = 2;
/** The fade under the good night: long enough that the last words end in near silence, not a cut (issue 31). */
export const FADE_OUT_S = 10;
const ROOM = 0.35;

/** The score of a story's music (what renderBed plays): its notes and where each style plays. */
export const scoreOf = (mood: Mood, seconds: number, seed: number, calmFrom?: number) =>
  playTune(
    mood,
    Math.min(MAX_S, seconds),
    seeded(seed),
    calmFrom === undefined ? undefined : Math.min(MAX_S, calmFrom),
  );

/** The music's samples before mastering: the tune played, in the room, faded in and out. */
export function renderBed(mood: Mood, seconds: number, seed: number, calmFrom?: number): Float32Array {
  const tune = scoreOf(mood, seconds, seed, calmFrom);
  const dry = new Float32Array(Math.floor(tune.seconds * RATE));
  for (const note of tune.notes)
    if (note.voice === 'pad') hold(dry, RATE, note.at, note.hold ?? 1, note.midi, note.velocity);
    else strike(dry, RATE, note.voice, note.at, note.midi, note.velocity);
  const out = inRoom(dry, RATE, ROOM);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    out[i]! *= Math.max(0, Math.min(1, t / FADE_IN_S, (tune.seconds - t) / FADE_OUT_S));
  }
  return out;
}

/** Brings the bed to MUSIC_LUFS (measured by ffmpeg's ebur128) and rounds off any peak above the ceiling. */
export async function master(bed: Float32Array): Promise<Float32Array> {
  const gain = 10 ** ((MUSIC_LUFS - (await integratedLufs(wavFromFloatSamples(bed, RATE)))) / 20);
  const knee = CEILING * 0.75;
  const out = new Float32Array(bed.length);
  for (let i = 0; i < bed.length; i++) {
    const x = bed[i]! * gain;
    const y = Math.abs(x);
    out[i] = y <= knee ? x : Math.sign(x) * (knee + (CEILING - knee) * Math.tanh((y - knee) / (CEILING - knee)));
  }
  return out;
}

export function createSynthComposer(): ComposerProvider {
  return {
    async compose({ mood, seconds, seed, calmFrom }): Promise<Music> {
      const samples = await master(renderBed(mood, seconds, seed, calmFrom));
      // complexity 4 instead of 10: 0.45 s of CPU instead of 1.2 s for two minutes (measured); same size and bitrate
      const data = await encodeOpus(wavFromFloatSamples(samples, RATE), 24, {
        application: 'audio',
        complexity: 4,
        bitexact: true,
      });
      return { data, mime: 'audio/ogg', extension: 'ogg', duration: samples.length / RATE };
    },
  };
}
