/**
 * Your data is yours (issue 26 §11, decision 060): the account's data as one zip, and deleting the
 * account, by the user (behind the parental pin in the web app) or by staff on a parent's written
 * request. The zip is not a JSON call: it is fetched from ACCOUNT_EXPORT_PATH (GET, bearer token;
 * staff add `?user=<id>&note=<reference>`).
 */
import { z } from '../zod.js';
import { signedIn, withFeatures } from '../access.js';
import { ROLES } from '../roles.js';
import { defineCall } from '../define.js';
import { id, ok } from '../entities/common.js';

export const ACCOUNT_EXPORT_PATH = '/api/userdata/account/export';

/** The staff member's reference to the parent's written request (a ticket, a letter's date). */
export const PrivacyNote = z.string().trim().min(3).max(500);
/** The team's data-request dialog: the request's reference. */
export const PrivacyRequestForm = z.object({ note: PrivacyNote });

export const privacyCalls = {
  'userdata/account/delete': defineCall({
    path: 'userdata/account/delete',
    access: signedIn,
    input: z.object({}),
    output: ok,
    summary: 'Delete the signed-in account: sessions revoked, personal data erased, payments kept without the person',
  }),
  'team/users/delete': defineCall({
    path: 'team/users/delete',
    access: withFeatures(ROLES.team),
    input: z.object({ id, note: PrivacyNote }),
    output: ok,
    summary: "Delete a parent's account on their written request (logged with the note)",
  }),
} as const;
