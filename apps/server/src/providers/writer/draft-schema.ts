/**
 * The chat writer's answer: the news item's beats first (so the model settles the facts before it
 * tells them), the hero's character sheet, then the story. `Answer` is what the model is asked for
 * (every field, strict); `DraftSchema` is what is accepted, lenient where an older or smaller model may
 * leave a field out (the critic and the checks then say what is missing).
 */
import { z } from 'zod';
import { answerSchema } from '../openai/schema.js';
import type { SceneBeat } from '../types.js';
import { SETTINGS } from './settings.js';

export const BEATS = [
  'hello',
  'where',
  'happened',
  'detail',
  'feeling',
  'problem',
  'attempt',
  'help',
  'resolution',
  'why',
  'night',
] as const satisfies readonly SceneBeat[];

const MOODS = ['calm', 'happy', 'curious', 'cozy'] as const;

const Beats = z.object({
  who: z.string().min(1),
  what: z.string().min(1),
  feeling: z.string().min(1),
  /** Only when someone really helped. */
  helped: z.string().nullable(),
  why: z.string().min(1),
});

const Hero = z.object({ name: z.string().min(1).max(80), looks: z.string().min(1).max(300) });
const Footnote = z.object({
  title: z.string().min(1).max(60),
  titleInSource: z.string().min(1).max(60),
  text: z.string().min(1).max(300),
});
const ParentNote = z.object({
  whatHappened: z.string().min(1).max(600),
  questions: z.array(z.string().min(1).max(200)).length(2),
});

const Answer = z.object({
  beats: Beats,
  hero: Hero,
  title: z.string().min(1).max(120),
  scenes: z.array(z.object({ beat: z.enum(BEATS), title: z.string().max(80), text: z.string().min(1).max(600) })),
  footnotes: z.array(Footnote),
  parentNote: ParentNote,
  mood: z.enum(MOODS),
  setting: z.enum(SETTINGS),
});

export const DRAFT_SCHEMA = answerSchema('story_draft', Answer);

export const DraftSchema = z.object({
  beats: Beats.optional(),
  hero: Hero.optional(),
  title: Answer.shape.title,
  scenes: z
    .array(
      z.object({
        beat: z.enum(BEATS).optional(),
        title: z.string().max(80).optional(),
        text: z.string().min(1).max(600),
      }),
    )
    .min(4)
    .max(9),
  footnotes: z.array(Footnote).max(3),
  parentNote: ParentNote,
  mood: z.enum(MOODS),
  setting: z.enum(SETTINGS).optional(),
});

export type DraftAnswer = z.infer<typeof DraftSchema>;
export type StoryBeats = z.infer<typeof Beats>;
