// The consumer side's story calls: asking for one, reading, views and reactions; share settings and file addresses.
import { z } from '../zod.js';
import { signedIn, visitor } from '../access.js';
import { defineCall } from '../define.js';
import { empty, isoDate, ok, text, uid } from '../entities/common.js';
import { LocaleSchema } from '../entities/user.js';
import { Reaction, ShareSettings, Story, StoryView } from '../entities/story.js';

export const storyCalls = {
  'tidings/story/cangetany': defineCall({
    path: 'tidings/story/cangetany',
    access: signedIn,
    input: empty,
    output: z.object({ can: z.boolean() }),
    summary: 'Can a story be given now',
  }),
  'tidings/story/sendany': defineCall({
    path: 'tidings/story/sendany',
    access: signedIn,
    input: z.object({
      age: z.number().int().min(1).max(17),
      topic: z.literal('news'),
      locale: LocaleSchema.optional(),
    }),
    output: z.object({
      story: uid.nullable(),
      task: uid.nullable(),
      /** Why neither a story nor a task came: every story for this choice was seen or is already in the feed. */
      reason: z.enum(['noNewStory']).nullable().default(null),
    }),
    summary:
      'Hand the user a new story for the locale choice (omitted: any), not one already in their feed or seen; ' +
      "else join or start today's task; else the reason",
  }),
  'tidings/story/get': defineCall({
    path: 'tidings/story/get',
    access: visitor,
    input: z.object({
      uid,
      share: z
        .string()
        .regex(/^[\w-]{1,64}$/)
        .optional(),
    }),
    output: Story,
    summary: 'One story (visitors: stories about Tiny Tidings, or a story shared with them by a share id)',
  }),
  'tidings/story/view': defineCall({
    path: 'tidings/story/view',
    access: signedIn,
    input: z.object({ uid }),
    output: ok,
    summary: 'Report a view',
  }),
  'tidings/story/views/get': defineCall({
    path: 'tidings/story/views/get',
    access: visitor,
    input: z.object({ uids: z.array(uid).max(200) }),
    output: z.array(StoryView),
    summary: 'View counts',
  }),
  'tidings/story/views/getmy': defineCall({
    path: 'tidings/story/views/getmy',
    access: signedIn,
    input: empty,
    output: z.array(z.object({ uid, date: isoDate })),
    summary: 'My views',
  }),
  'tidings/story/reaction': defineCall({
    path: 'tidings/story/reaction',
    access: signedIn,
    input: z.object({ uid, value: z.literal(5) }),
    output: ok,
    summary: 'Like a story (cannot be unset)',
  }),
  'tidings/story/reactions/get': defineCall({
    path: 'tidings/story/reactions/get',
    access: signedIn,
    input: z.object({ uids: z.array(uid).max(200) }),
    output: z.array(Reaction),
    summary: 'My reactions',
  }),

  'userdata/PublicSettings/create': defineCall({
    path: 'userdata/PublicSettings/create',
    access: visitor,
    input: z.object({ Id: text(100).optional(), Info: ShareSettings }),
    output: z.object({ id: z.string() }),
    rateLimited: true,
    summary: 'Create share settings',
  }),
  'userdata/PublicSettings/get': defineCall({
    path: 'userdata/PublicSettings/get',
    method: 'GET',
    access: visitor,
    input: z.object({ id: z.string().regex(/^[\w-]{1,64}$/, { message: 'validation.invalid' }) }),
    output: ShareSettings,
    summary: 'Read share settings (GET …/get/{id})',
  }),
  'res/files': defineCall({
    path: 'res/files',
    access: visitor,
    input: z.object({
      id: text(200),
      key: text(200).optional(),
      type: text(40).optional(),
      size: z.enum(['small', 'full']).optional(),
    }),
    output: z.object({ url: z.string() }),
    summary: 'File URL (pictures as size small for previews)',
  }),
} as const;
