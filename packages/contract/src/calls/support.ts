/**
 * The support page and the applications page (issue 14 items 5 and 6): how to reach support, a
 * visitor's message to the staff inbox, and the latest Android release. Decision 033.
 */
import { z } from '../zod.js';
import { visitor } from '../access.js';
import { defineCall } from '../define.js';
import { empty, ok } from '../entities/common.js';
import { LocaleSchema } from '../entities/user.js';
import { ChatMessageText, Email } from '../validation.js';

export const SupportContacts = z.object({
  /** mailto: target, null when not configured. */
  email: z.string().nullable(),
  /** tel: target, null when not configured. */
  phone: z.string().nullable(),
  /** A third-party chat widget's script; when set the page embeds it instead of our own chat. */
  widgetUrl: z.string().nullable(),
});
export type SupportContacts = z.infer<typeof SupportContacts>;

export const ReleaseAsset = z.object({ name: z.string(), url: z.string(), size: z.number().nullable() });
export const LatestRelease = z.object({
  /** False when no releases API is configured: the page offers installing the web app. */
  configured: z.boolean(),
  /** The release's tag or name. */
  version: z.string().nullable(),
  /** The asset whose name ends in .apk; null when the latest release has none. */
  apk: ReleaseAsset.nullable(),
});
export type LatestRelease = z.infer<typeof LatestRelease>;

export const supportCalls = {
  'support/contacts': defineCall({
    path: 'support/contacts',
    access: visitor,
    input: empty,
    output: SupportContacts,
    summary: 'Support e-mail, phone and third-party chat widget, as configured',
  }),
  'support/visitor/send': defineCall({
    path: 'support/visitor/send',
    access: visitor,
    input: z.object({ email: Email, text: ChatMessageText, locale: LocaleSchema.optional() }),
    output: ok,
    rateLimited: true,
    summary: "A visitor's message to the staff support inbox; staff answers reach the visitor by e-mail",
  }),
  'app/release/latest': defineCall({
    path: 'app/release/latest',
    access: visitor,
    input: empty,
    output: LatestRelease,
    summary: 'The latest Android release (read by the server from the releases API, cached) and its .apk',
  }),
};
