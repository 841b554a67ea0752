import { z } from '../zod.js';
import { SHARE } from '../constants.js';
import { isoDate, text, uid } from './common.js';

/** Word timings for read-along: seconds from the start of the scene's voice-over. */
export const WordTiming = z.object({ word: z.string(), start: z.number(), end: z.number() });

export const Scene = z.object({
  image: z.string().nullable(),
  video: z.string().nullable().optional(),
  text: z.string(),
  title: z.string().nullable().optional(),
  start: z.number().optional(),
  end: z.number().optional(),
  duration: z.number().optional(),
  audio: z.string().nullable().optional(),
  /** Length of the voice-over in seconds (duration adds the pause after it); read-along uses it. */
  audioDuration: z.number().optional(),
  words: z.array(WordTiming).optional(),
});

export const Footnote = z.object({
  title: z.string(),
  titleInSource: z.string(),
  text: z.string(),
  audio: z.object({ path: z.string(), duration: z.number() }).nullable().optional(),
  image: z.string().nullable().optional(),
  /** Up to 50 characters around the word in its scene, telling which occurrence it explains (consumer §4). */
  context: z.object({ before: z.string(), after: z.string() }).optional(),
});

/** Whose voice a story speaks in. */
export const STORY_VOICES = ['synthetic', 'person'] as const;
export type StoryVoice = (typeof STORY_VOICES)[number];

/** consumer §3 Story. Media paths are relative to `basePath`. */
export const Story = z.object({
  id: z.number().int().optional(),
  uid,
  title: z.string(),
  cover: z.string().nullable(),
  date: isoDate,
  topic: z.string(),
  locale: z.string().optional(),
  ageCluster: z.string().optional(),
  duration: z.number(),
  basePath: z.string(),
  scenes: z.array(Scene),
  content: z.string(),
  audio: z.object({ path: z.string(), duration: z.number() }).nullable().optional(),
  backgroundaudio: z.string().nullable().optional(),
  footnotes: z.array(Footnote),
  parentNote: z.object({ whatHappened: z.string(), questions: z.array(z.string()) }).optional(),
  /** The news item told, the same key in every language it is told in (issue 26 §9). */
  newsKey: z.string().optional(),
  /** The same story in the other language, when that one is published too (filled in when read). */
  twin: z.object({ uid, locale: z.string(), title: z.string() }).nullable().optional(),
  /** Whose voice the scenes speak in: the studio's narrator (absent too) or a person's recording (decision 056). */
  voice: z.enum(STORY_VOICES).optional(),
  /** Bumped by every change of voice, so two moderators saving at once cannot mix their takes. */
  voiceVersion: z.number().int().optional(),
});
export type Story = z.infer<typeof Story>;

/** consumer §3 Playlist. */
export const PlaylistSettings = z.object({
  loop: z.boolean().default(false),
  buttonsblock: z.boolean().default(false),
  muted: z.boolean().default(false),
  noimagesinstory: z.boolean().default(false),
});
export const Playlist = z.object({ ids: z.array(uid).max(500), settings: PlaylistSettings });

export const StoryView = z.object({ uid, views: z.number().int() });
export const Reaction = z.object({ uid, value: z.number().int(), date: isoDate });

/** consumer §3 Share. */
export const ShareSettings = z.object({
  url: text(2000),
  message: text(2000).optional(),
  subject: text(500).optional(),
  settings: z
    .record(z.string().max(60), z.union([z.boolean(), z.number(), text(200)]))
    .refine((v) => Object.keys(v).length <= SHARE.settingsMax, { message: 'validation.tooManyEntries' })
    .optional(),
});
