/**
 * One function per team: reads the earlier steps' outputs, calls its provider, stores media and
 * returns a JSON output. Running a step again overwrites its files and output, so it is harmless.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import type { NewsItem, StoryDraft, SafetyVerdict, WordTiming } from '../../providers/types.js';
import type { Providers } from '../../providers/index.js';
import type { MediaStore } from '../../media/store.js';
import { windDownStart } from '../../providers/composer/wind-down.js';
import { aboutNews } from './about-news.js';
import { feedDraftNews, WAITS_FOR_A_WRITER } from './feed-draft.js';
import { SCENE_PAUSE_S, StepFailure, type PurposeType, type TeamId } from './workflow.js';

export interface IllustratorOutput {
  cover: string;
  scenes: string[];
}
export interface VoiceOutput {
  audio: string;
  duration: number;
  words: WordTiming[];
}
export interface NarratorOutput {
  scenes: VoiceOutput[];
  footnotes: VoiceOutput[];
}
export interface ComposerOutput {
  audio: string;
  duration: number;
}

export interface StepInput {
  taskUid: string;
  purpose: PurposeType;
  locale: Locale;
  ageCluster: AgeCluster;
  seed: number;
  newsDate: string;
  /** Days to move the news pick by (the story keeps its date): demo cohorts get different items. */
  newsShift?: number;
  /** The bundled item the calendar planned for this task's cohort and day (news-calendar.ts). */
  newsKey?: string;
  /** A feed draft a moderator made a story of, and the moderator's own text (decision 085). */
  feedStory?: 'written' | 'suggested';
  written?: StoryDraft;
  /** Makes file names unique per remake so cached media never goes stale. */
  fileTag: string;
  outputs: Record<string, unknown>;
  providers: Providers;
  media: MediaStore;
  progress(share: number): Promise<void>;
}

/** Texts narrated per engine run by a narrator that can take several. */
const NARRATION_BATCH = 3;
/** Narration runs in flight at once (a remote narrator gets no more requests than this at a time). */
const NARRATION_RUNS = 3;

/** `work` on every item, at most `limit` at a time, results in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

const need = <T>(input: StepInput, team: TeamId): T => {
  const value = input.outputs[team];
  if (value === undefined) throw new StepFailure(`The ${team} step has no output yet; remake from ${team}.`);
  return value as T;
};

export const teams: Record<Exclude<TeamId, 'assembler'>, (input: StepInput) => Promise<unknown>> = {
  async news(input) {
    if (input.purpose === 'aboutStory' || input.purpose === 'partnershipStory')
      return aboutNews(input.purpose, input.locale, input.newsDate);
    const day = new Date(Date.parse(`${input.newsDate}T12:00:00Z`) + (input.newsShift ?? 0) * 86_400_000);
    // a feed draft told by its suggested bundled item reads that item like any day's story
    if (input.purpose === 'feedDraft' && input.feedStory !== 'suggested')
      return feedDraftNews(input.providers, input.locale, day);
    const item = await input.providers.news.pick(input.locale, day, input.newsKey);
    return input.newsShift ? { ...item, date: input.newsDate } : item;
  },

  async writer(input) {
    const news = need<NewsItem>(input, 'news');
    if (input.feedStory === 'written' && input.written) return input.written;
    return input.providers.writer.write({ news, locale: input.locale, ageCluster: input.ageCluster, seed: input.seed });
  },

  async safety(input) {
    const draft = need<StoryDraft>(input, 'writer');
    const checked: SafetyVerdict = await input.providers.safety.check(draft, {
      locale: input.locale,
      ageCluster: input.ageCluster,
    });
    // what the AI writer's critic still found short (or that it fell back) is for a moderator to see
    const waits = input.purpose === 'feedDraft' && !input.feedStory;
    const notes = [...(draft.writerNotes ?? []), ...(waits ? [WAITS_FOR_A_WRITER] : [])];
    const verdict: SafetyVerdict =
      notes.length && checked.verdict !== 'block'
        ? { verdict: 'flag', reasons: [...checked.reasons, ...notes] }
        : checked;
    if (verdict.verdict === 'block') throw new StepFailure(`Safety blocked the text: ${verdict.reasons.join('; ')}`);
    return verdict;
  },

  async illustrator(input) {
    const draft = need<StoryDraft>(input, 'writer');
    const news = need<NewsItem>(input, 'news');
    const pictures = await input.providers.illustrator.illustrate({ draft, news, seed: input.seed });
    const cover = await input.media.write(input.taskUid, `cover-${input.fileTag}.webp`, pictures.cover.data);
    const scenes: string[] = [];
    for (const [i, picture] of pictures.scenes.entries()) {
      scenes.push(await input.media.write(input.taskUid, `scene-${i + 1}-${input.fileTag}.webp`, picture.data));
    }
    return { cover, scenes } satisfies IllustratorOutput;
  },

  async narrator(input) {
    const draft = need<StoryDraft>(input, 'writer');
    const texts = [...draft.scenes.map((s) => s.text), ...draft.footnotes.map((f) => `${f.title}. ${f.text}`)];
    const narrator = input.providers.narrator;
    // a few texts per engine run when the narrator can (cheaper); the runs are started together so one
    // run's encoding (other processes) overlaps the next one's speech, and progress is told as each ends
    const batch = narrator.narrateMany ? NARRATION_BATCH : 1;
    const starts = Array.from({ length: Math.ceil(texts.length / batch) }, (_, k) => k * batch);
    let spoken = 0;
    const runs = await mapLimited(starts, NARRATION_RUNS, async (from) => {
      const chunk = texts.slice(from, from + batch);
      const speeches = narrator.narrateMany
        ? await narrator.narrateMany({ texts: chunk, locale: input.locale, ageCluster: input.ageCluster })
        : [
            await narrator.narrate({
              text: chunk[0]!,
              locale: input.locale,
              seed: input.seed + from,
              ageCluster: input.ageCluster,
            }),
          ];
      const voices = await Promise.all(
        speeches.map(async (speech, k) => {
          const i = from + k;
          const kind = i < draft.scenes.length ? `voice-${i + 1}` : `note-${i - draft.scenes.length + 1}`;
          const name = `${kind}-${input.fileTag}.${speech.extension}`;
          const audio = await input.media.write(input.taskUid, name, speech.data);
          return { audio, duration: speech.duration, words: speech.words } satisfies VoiceOutput;
        }),
      );
      spoken += chunk.length;
      await input.progress(spoken / texts.length);
      return voices;
    });
    const voices = runs.flat();
    return {
      scenes: voices.slice(0, draft.scenes.length),
      footnotes: voices.slice(draft.scenes.length),
    } satisfies NarratorOutput;
  },

  async composer(input) {
    const draft = need<StoryDraft>(input, 'writer');
    const narration = need<NarratorOutput>(input, 'narrator');
    // as long as the story: the voices and the pauses after each scene
    const seconds = narration.scenes.reduce((sum, v) => sum + v.duration + SCENE_PAUSE_S, 0);
    const calmFrom = windDownStart(
      draft.scenes.map((scene, i) => ({
        beat: scene.beat,
        seconds: (narration.scenes[i]?.duration ?? 0) + SCENE_PAUSE_S,
      })),
    );
    const music = await input.providers.composer.compose({ mood: draft.mood, seconds, seed: input.seed, calmFrom });
    const audio = await input.media.write(input.taskUid, `music-${input.fileTag}.${music.extension}`, music.data);
    return { audio, duration: music.duration } satisfies ComposerOutput;
  },
};
