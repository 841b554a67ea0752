/**
 * One function per team: reads the earlier steps' outputs, calls its provider, stores media and
 * returns a JSON output. Running a step again overwrites its files and output, so it is harmless.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import type { NewsItem, StoryDraft, SafetyVerdict, WordTiming } from '../../providers/types.js';
import type { Providers } from '../../providers/index.js';
import type { MediaStore } from './media-store.js';
import { aboutNews } from './about-news.js';
import { StepFailure, type PurposeType, type TeamId } from './workflow.js';

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
  /** Makes file names unique per remake so cached media never goes stale. */
  fileTag: string;
  outputs: Record<string, unknown>;
  providers: Providers;
  media: MediaStore;
  progress(share: number): Promise<void>;
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
    return input.providers.news.pick(input.locale, new Date(`${input.newsDate}T12:00:00Z`));
  },

  async writer(input) {
    const news = need<NewsItem>(input, 'news');
    return input.providers.writer.write({ news, locale: input.locale, ageCluster: input.ageCluster, seed: input.seed });
  },

  async safety(input) {
    const draft = need<StoryDraft>(input, 'writer');
    const verdict: SafetyVerdict = await input.providers.safety.check(draft, {
      locale: input.locale,
      ageCluster: input.ageCluster,
    });
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
    const voices: VoiceOutput[] = [];
    for (const [i, text] of texts.entries()) {
      const speech = await input.providers.narrator.narrate({ text, locale: input.locale, seed: input.seed + i });
      const kind = i < draft.scenes.length ? `voice-${i + 1}` : `note-${i - draft.scenes.length + 1}`;
      const audio = await input.media.write(input.taskUid, `${kind}-${input.fileTag}.${speech.extension}`, speech.data);
      voices.push({ audio, duration: speech.duration, words: speech.words });
      await input.progress((i + 1) / texts.length);
    }
    return {
      scenes: voices.slice(0, draft.scenes.length),
      footnotes: voices.slice(draft.scenes.length),
    } satisfies NarratorOutput;
  },

  async composer(input) {
    const draft = need<StoryDraft>(input, 'writer');
    const narration = need<NarratorOutput>(input, 'narrator');
    const seconds = narration.scenes.reduce((sum, v) => sum + v.duration, 0);
    const music = await input.providers.composer.compose({ mood: draft.mood, seconds, seed: input.seed });
    const audio = await input.media.write(input.taskUid, `music-${input.fileTag}.${music.extension}`, music.data);
    return { audio, duration: music.duration } satisfies ComposerOutput;
  },
};
