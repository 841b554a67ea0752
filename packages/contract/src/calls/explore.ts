/**
 * Explore (consumer §2 Explore / search, §3 Activity history, §5): story search and the activity
 * history. Decision 027.
 */
import { z } from '../zod.js';
import { signedIn } from '../access.js';
import { defineCall } from '../define.js';
import { isoDate, ok, text, uid, empty } from '../entities/common.js';
import { LocaleSchema } from '../entities/user.js';

/** How many items a user's activity history keeps (consumer §9); adding more drops the oldest. */
export const HISTORY_LIMIT = 300;

const required = (max: number) =>
  z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.tooLong' });

/** What an item carries; small, so 300 of them stay a light answer. */
const HistoryData = z
  .record(z.string(), z.unknown(), { message: 'validation.required' })
  .refine((d) => JSON.stringify(d).length <= 2000, { message: 'validation.tooLong' });

/** consumer §3 Activity history item; type, key and data are required (§5). */
export const HistoryItemInput = z.object({
  type: required(40),
  key: required(200),
  data: HistoryData,
  component: text(100).optional(),
  link: text(500).optional(),
  search: text(200).optional(),
  action: text(100).optional(),
});

export const HistoryItem = HistoryItemInput.extend({
  date: isoDate,
  /** Position, newest first (0 is the newest item). */
  index: z.number().int(),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const StoryHit = z.object({
  uid,
  title: z.string(),
  date: z.string(),
  locale: LocaleSchema,
  topic: z.string(),
  /** The age the story is told for (upto3, 4to5, 6to7): the same news is told once per age (issue 32 §12). */
  ageCluster: z.string(),
});
export type StoryHit = z.infer<typeof StoryHit>;

export const exploreCalls = {
  'explore/search': defineCall({
    path: 'explore/search',
    access: signedIn,
    input: z.object({ query: required(200) }),
    output: z.object({ stories: z.array(StoryHit) }),
    summary:
      "Published stories the user's licence covers whose title or text match the query, in the user's " +
      'language (full-text search with its stemming), best match first, at most 20',
  }),
  'explore/history/list': defineCall({
    path: 'explore/history/list',
    access: signedIn,
    input: empty,
    output: z.object({ items: z.array(HistoryItem) }),
    summary: "The user's activity history, newest first (at most 300 items)",
  }),
  'explore/history/add': defineCall({
    path: 'explore/history/add',
    access: signedIn,
    input: HistoryItemInput,
    output: ok,
    summary: 'Add an item (the same type and key moves to the top); beyond 300 the oldest go',
  }),
  'explore/history/clear': defineCall({
    path: 'explore/history/clear',
    access: signedIn,
    input: z.object({ type: required(40).optional() }),
    output: ok,
    summary: 'Clear the history, or only one type of it',
  }),
} as const;
