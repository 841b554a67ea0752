/**
 * What a visitor on a story link may see before signing in (issue 14 item 8): the title and the
 * cover, as the page's own poster already shows them (decision 008: pictures are not secret).
 */
import { z } from '../zod.js';
import { visitor } from '../access.js';
import { defineCall } from '../define.js';
import { uid } from '../entities/common.js';

export const visitorCalls = {
  'tidings/story/poster': defineCall({
    path: 'tidings/story/poster',
    access: visitor,
    input: z.object({ uid }),
    output: z.object({ uid: z.string(), title: z.string(), cover: z.string().nullable() }),
    summary: "A published story's title and cover address, for anyone (404 for an unknown id)",
  }),
} as const;
