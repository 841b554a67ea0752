/**
 * A parent's reading of a story for their own family (issue 23 item 2, decision 066). The takes are not a
 * JSON call (multipart to FAMILY_VOICE.uploadPath); these read and delete the account's recordings.
 */
import { z } from '../zod.js';
import { signedIn } from '../access.js';
import { defineCall } from '../define.js';
import { uid } from '../entities/common.js';
import { WordTiming } from '../entities/story.js';

/** The story's scenes in the family's voice, laid out again from the recording's lengths. */
export const FamilyNarration = z.object({
  version: z.number().int(),
  duration: z.number(),
  scenes: z.array(
    z.object({
      /** FAMILY_VOICE.filePath: fetched with the session, never a /media address. */
      audio: z.string(),
      audioDuration: z.number(),
      words: z.array(WordTiming),
      start: z.number(),
      end: z.number(),
      duration: z.number(),
    }),
  ),
});
export type FamilyNarration = z.infer<typeof FamilyNarration>;

export const FamilyNarrations = z.object({
  /** Bytes the account's recordings take, and how many it may have (FAMILY_VOICE_QUOTA_MB). */
  used: z.number().int(),
  quota: z.number().int(),
  items: z.array(z.object({ uid, title: z.string(), bytes: z.number().int(), updatedAt: z.string() })),
});
export type FamilyNarrations = z.infer<typeof FamilyNarrations>;

export const familyVoiceCalls = {
  'userdata/narration/get': defineCall({
    path: 'userdata/narration/get',
    access: signedIn,
    input: z.object({ uid }),
    output: z.object({ narration: FamilyNarration.nullable() }),
    summary: "The account's own recording of a story (null when there is none, or the story's text changed since)",
  }),
  'userdata/narration/list': defineCall({
    path: 'userdata/narration/list',
    access: signedIn,
    input: z.object({}),
    output: FamilyNarrations,
    summary: "The account's recordings of stories, and the room they take of its quota",
  }),
  'userdata/narration/delete': defineCall({
    path: 'userdata/narration/delete',
    access: signedIn,
    input: z.object({ uid }),
    output: FamilyNarrations,
    summary: "Delete the account's recording of a story, its files with it",
  }),
} as const;
