/**
 * The sound figures of the generation bench (issue 31): how fast the narrator reads each language to each age
 * (syllables a second of speech, rate.ts), the Russian words stressed otherwise than the stress list, and the
 * music's tempo at the good night of the stories the pipeline made (from their scores).
 */
import type { AgeCluster, Locale } from '@tt/contract';
import { BUNDLED_TALES } from '@tt/server/src/providers/news/tales/index.js';
import { synthesizeWav, voiceFor } from '@tt/server/src/providers/narrator/espeak-narrator.js';
import { soundingSeconds, syllableCount } from '@tt/server/src/providers/narrator/rate.js';
import { bundledRussianTexts, stressFaults } from '@tt/server/src/providers/narrator/stress-check.js';
import { FADE_OUT_S, scoreOf } from '@tt/server/src/providers/composer/synth-composer.js';
import { windDownStart } from '@tt/server/src/providers/composer/wind-down.js';
import type { StoryDraft } from '@tt/server/src/providers/types.js';

/** Every n-th bundled item is read for the speaking rate (each of its tellings, scene by scene). */
const EVERY = Number(process.env.BENCH_RATE_EVERY ?? 10);
const TELLING = { upto3: 'toddler', '4to5': 'small', '6to7': 'arc' } as const;
const GOAL: Record<AgeCluster, string> = { upto3: '3.0–3.5', '4to5': '3.0–3.5', '6to7': '≤ 3.8' };

/** Syllables a second per language and age over a sample of the bundled tellings. */
export async function speakingRates(): Promise<void> {
  const items = Object.values(BUNDLED_TALES).filter((_, i) => i % EVERY === 0);
  for (const locale of ['ru', 'en'] as const)
    for (const cluster of Object.keys(TELLING) as AgeCluster[]) {
      const texts = items.flatMap((t) => t[locale][TELLING[cluster]].map((s) => s.text));
      let [syllables, seconds] = [0, 0];
      for (const text of texts) {
        syllables += syllableCount(text, locale);
        seconds += soundingSeconds(await synthesizeWav(text, voiceFor(locale, cluster)));
      }
      console.log(
        `speaking rate (${locale}, ${cluster}): ${(syllables / seconds).toFixed(2)} syllables a second of speech over ${texts.length} scenes of ${items.length} items, pauses of 150 ms and more left out${locale === 'ru' ? ` (goal ${GOAL[cluster]})` : ''}`,
      );
    }
  const { unknown, wrong } = await stressFaults(bundledRussianTexts());
  console.log(
    `Russian stress: ${unknown.length} words of the bundled tellings missing from the stress list, ${wrong.length} stressed otherwise than the list (goal 0 and 0)${[...unknown, ...wrong].length ? `: ${[...unknown, ...wrong].map((f) => f.word).join(', ')}` : ''}`,
  );
}

/** The music under a made story's good night: its score's tempo there, and how long it fades. */
export function goodNightMusic(locale: Locale, draft: StoryDraft, sceneSeconds: number[], seed: number): string {
  const seconds = sceneSeconds.reduce((a, b) => a + b, 0);
  const calmFrom = windDownStart(draft.scenes.map((s, i) => ({ beat: s.beat, seconds: sceneSeconds[i] ?? 0 })));
  const { sections } = scoreOf(draft.mood, seconds, seed, calmFrom);
  const nightAt = seconds - (sceneSeconds.at(-1) ?? 0);
  const atNight = sections.find((s) => s.from <= nightAt && nightAt < s.to) ?? sections.at(-1)!;
  return `music at the good night (${locale}, ${draft.mood}): ${atNight.bpm} bpm ${atNight.style} from ${atNight.from.toFixed(1)} s (the good night at ${nightAt.toFixed(1)} s of ${seconds.toFixed(1)} s; theme ${sections[0]!.bpm} bpm), fading over the last ${FADE_OUT_S} s (goal ≤ 72 bpm, fade ≥ 8 s)`;
}
