/**
 * The provider interface of each story-studio team (issue "Story studio"). Every team has an
 * offline default (no network, no model download) and, where configured, a real provider.
 * All providers are deterministic for the same input and seed when offline.
 */
import type { AgeCluster, Locale } from '@tt/contract';
import type { CalendarPick, ToldNews } from './news/calendar.js';

export interface NewsItem {
  id: string;
  /** YYYY-MM-DD the item belongs to. */
  date: string;
  locale: Locale;
  title: string;
  summary: string;
  /** Words the writer and illustrator may use: place, animals, objects. */
  tags: string[];
  source?: string;
  /** The bundled items are written ready to retell to a small child; feed items have none. */
  kid?: KidRetelling;
  /** Feed items passed over for this one (shown to moderators), with why. */
  skipped?: SkippedItem[];
  /** For a feed item waiting for a writer: the bundled item nearest in subject, to tell instead. */
  suggested?: { id: string; title: string };
}

export interface SkippedItem {
  title: string;
  reason: string;
}

/** A news item's parts, phrased for a small child, in the item's language. */
export interface KidRetelling {
  /** "a little panda" / "маленькая панда" */
  hero: string;
  /** "the little panda" (English needs the definite form; Russian repeats `hero`) */
  heroThe: string;
  /** "in a big zoo in China" */
  place: string;
  /** a predicate agreeing with the hero: "saw snow for the very first time" */
  event: string;
  /** one simple sentence that contains `word` */
  detail: string;
  word: string;
  explanation: string;
}

export interface NewsProvider {
  /**
   * The day's news item for a locale. `key` is the item the studio planned for the cohort (plan below);
   * without it, `date` chooses the rotation.
   */
  pick(locale: Locale, date: Date, key?: string): Promise<NewsItem>;
  /** Bundled news only: the item a cohort hears on `date` by the calendar, given what it heard around it. */
  plan?(date: Date, told: ToldNews[]): CalendarPick;
}

export type Mood = 'calm' | 'happy' | 'curious' | 'cozy';

/**
 * What a scene does in the story: the narrator's hello and good night, where we are, what happened, a
 * detail, a feeling; for ages 6–7 the arc (problem or wish → attempt → help or discovery → resolution)
 * and why it matters. The illustrator frames by it; the checks read the arc from it.
 */
export type SceneBeat =
  | 'hello'
  | 'where'
  | 'happened'
  | 'detail'
  | 'feeling'
  | 'problem'
  | 'attempt'
  | 'help'
  | 'resolution'
  | 'why'
  | 'night';

export interface DraftScene {
  title?: string;
  text: string;
  beat?: SceneBeat;
}

/** The story's hero as every picture must show it (the character sheet). */
export interface CharacterSheet {
  /** "Mei the panda cub" */
  name: string;
  /** In English, for image prompts: shape, colours, one distinctive thing. */
  looks: string;
}

export interface DraftFootnote {
  /** The explanation's heading, e.g. the hard word. */
  title: string;
  /** The word exactly as it appears in the scene text, used for matching. */
  titleInSource: string;
  text: string;
}

export interface StoryDraft {
  title: string;
  scenes: DraftScene[];
  footnotes: DraftFootnote[];
  parentNote: { whatHappened: string; questions: string[] };
  mood: Mood;
  hero?: CharacterSheet;
  /** Where the story happens (sea, underwater, sky, night, space, snow, forest, farm, garden, river, mountain, town). */
  setting?: string;
  /**
   * What the writer could not settle, for the moderator (the task's results show it): that the offline
   * writer stood in for a failing model, or the critic's notes on a draft still short after its revision.
   */
  writerNotes?: string[];
}

export interface WriterInput {
  news: NewsItem;
  locale: Locale;
  ageCluster: AgeCluster;
  seed: number;
}

export interface WriterProvider {
  write(input: WriterInput): Promise<StoryDraft>;
}

export interface SafetyVerdict {
  /** pass: publish as usual; flag: a moderator must look; block: the step fails. */
  verdict: 'pass' | 'flag' | 'block';
  reasons: string[];
}

export interface SafetyProvider {
  check(draft: StoryDraft, opts: { locale: Locale; ageCluster: AgeCluster }): Promise<SafetyVerdict>;
}

export interface Picture {
  /** WebP bytes. */
  data: Buffer;
  width: number;
  height: number;
}

export interface IllustratorProvider {
  illustrate(input: {
    draft: StoryDraft;
    news: NewsItem;
    seed: number;
  }): Promise<{ cover: Picture; scenes: Picture[] }>;
}

export interface WordTiming {
  word: string;
  start: number;
  end: number;
}

export interface Speech {
  /** Encoded audio (Opus in Ogg/WebM or MP3). */
  data: Buffer;
  mime: string;
  extension: string;
  /** Seconds, measured from the audio. */
  duration: number;
  words: WordTiming[];
}

export interface NarratorProvider {
  /** `ageCluster`: who listens; the offline narrator reads Russian slower to the younger ones. */
  narrate(input: { text: string; locale: Locale; seed?: number; ageCluster?: AgeCluster }): Promise<Speech>;
  /** All of a story's texts at once, when the engine is cheaper that way (same result as one by one). */
  narrateMany?(input: { texts: string[]; locale: Locale; ageCluster?: AgeCluster }): Promise<Speech[]>;
}

export interface Music {
  data: Buffer;
  mime: string;
  extension: string;
  duration: number;
}

export interface ComposerProvider {
  /** `calmFrom`: seconds into the story where it winds down to the good night (the music calms from there). */
  compose(input: { mood: Mood; seconds: number; seed: number; calmFrom?: number }): Promise<Music>;
}
