/**
 * The routes that are not JSON calls (issue 30 point 2): uploads, files, the account's zip, the bank's
 * notification and the real-time socket. Each is declared here beside the calls, with who may use it,
 * whether it is rate limited and what it answers; the server mounts them with the calls' pipeline
 * (credentials, access, rate limit, problem answers) and /api/openapi.json lists them.
 */
import { z } from '../zod.js';
import { signedIn, visitor, withFeatures, type Access } from '../access.js';
import { FAMILY_VOICE, NARRATION, REALTIME_PATH, UPLOAD } from '../constants.js';
import { STORY_VOICES } from '../entities/story.js';
import { ROLES } from '../roles.js';
import { PICTURE_UPLOAD_PATH } from '../uploads.js';
import { ACCOUNT_EXPORT_PATH } from './privacy.js';
import { PictureUploaded } from './uploads.js';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** The full path; `:name` marks a path parameter. */
  path: string;
  access: Access;
  /** Subject to the per-IP and per-user rate limit, as calls marked so (decision 004). */
  rateLimited: boolean;
  summary: string;
  /** What the request carries: nothing, a JSON body, or multipart parts (fields and files). */
  body: 'none' | 'json' | 'multipart';
  /** Multipart limits, enforced while reading: a file past `fileMb` is a 413 naming its field. */
  multipart?: { fileMb: number; files: number; fields: number };
  /** Query parameters the route reads, with what they mean. */
  query?: Record<string, string>;
  /** A WebSocket: the connection is upgraded; the token comes in its first message (realtime.ts). */
  upgrade?: true;
  /** What it answers with 200 (101 for a socket). */
  answer: { type: string; description: string; schema?: z.ZodType };
}

const SavedVoice = z.object({ voice: z.enum(STORY_VOICES), version: z.number().int() });
/** Scenes a story's takes may carry in one save. */
const MAX_TAKES = 40;

/** Takes of a story's scenes (decisions 056, 066): multipart, answered with the voice's new version. */
const takesRoute = (path: string, access: Access, what: string) =>
  ({
    method: 'POST',
    path,
    access,
    rateLimited: false,
    summary: `${what}: fields \`uid\` and \`version\`, one file per scene (\`scene-<i>\`)`,
    body: 'multipart',
    multipart: { fileMb: NARRATION.maxMb, files: MAX_TAKES, fields: 2 },
    answer: { type: 'application/json', description: "The story's voice and its new version", schema: SavedVoice },
  }) as const satisfies RouteDef;

export const routes = {
  'userdata/picture/upload': {
    method: 'POST',
    path: PICTURE_UPLOAD_PATH,
    access: signedIn,
    rateLimited: false,
    summary: "Upload the user's picture (field `file`: jpg or png); re-encoded with a thumbnail",
    body: 'multipart',
    multipart: { fileMb: UPLOAD.maxMb, files: 1, fields: 2 },
    answer: { type: 'application/json', description: 'The picture and its thumbnail', schema: PictureUploaded },
  },
  'userdata/account/export': {
    method: 'GET',
    path: ACCOUNT_EXPORT_PATH,
    access: signedIn,
    rateLimited: false,
    summary: "The account's data as one zip; the team may export another account on its written request",
    body: 'none',
    query: {
      user: "team only: the account to export (else the caller's own)",
      note: 'team only, with user: the reference to the written request (3–500 characters)',
    },
    answer: { type: 'application/zip', description: "The account's data" },
  },
  'admin/moderation/narration': takesRoute(
    NARRATION.uploadPath,
    withFeatures(ROLES.moderators),
    "A person's takes as a story's voice",
  ),
  'userdata/narration/upload': takesRoute(FAMILY_VOICE.uploadPath, signedIn, "A family's reading of a story"),
  'userdata/narration/file': {
    method: 'GET',
    path: FAMILY_VOICE.filePath(':story', ':name'),
    access: signedIn,
    rateLimited: false,
    summary: "One scene's file of the account's own reading of a story (404 to any other account)",
    body: 'none',
    answer: { type: 'audio/ogg', description: "The scene's recording" },
  },
  'payments/tbank/notification': {
    method: 'POST',
    path: '/api/payments/tbank/notification',
    // the bank signs its notification (Token); a wrong signature changes nothing
    access: visitor,
    rateLimited: false,
    summary: "The bank's notification of a payment's change, as the bank sends it",
    body: 'json',
    answer: { type: 'text/plain', description: '`OK` once the change is committed' },
  },
  ws: {
    method: 'GET',
    path: REALTIME_PATH,
    access: signedIn,
    rateLimited: false,
    summary: 'The real-time WebSocket: send {"type":"hello","token":…,"last":…} first; messages follow',
    body: 'none',
    upgrade: true,
    answer: { type: 'websocket', description: 'Switching protocols: replayed, then live messages' },
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
/** The routes that are WebSockets: their module takes the upgraded connection. */
export type SocketRouteName = {
  [K in RouteName]: (typeof routes)[K] extends { upgrade: true } ? K : never;
}[RouteName];
export const routeList: (RouteDef & { name: RouteName })[] = Object.entries(routes).map(([name, def]) => ({
  ...def,
  name: name as RouteName,
}));
