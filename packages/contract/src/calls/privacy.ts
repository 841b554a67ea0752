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
import { PinCode } from '../validation.js';

export const ACCOUNT_EXPORT_PATH = '/api/userdata/account/export';

/**
 * What deleting one's own account asks for, so a borrowed phone or a child past the pin gate cannot:
 * the password (the client's hash of it, as sign-in sends it) or the ID token of a fresh Google sign-in,
 * and the parental pin when one is set.
 */
export const AccountDeleteProof = z.object({
  password: z.string().min(1).max(200).optional(),
  idToken: z.string().min(1).max(8000).optional(),
  pin: PinCode.optional(),
});

/** The staff member's reference to the parent's written request (a ticket, a letter's date). */
export const PrivacyNote = z.string().trim().min(3).max(500);
/** The team's data-request dialog: the request's reference. */
export const PrivacyRequestForm = z.object({ note: PrivacyNote });

export const privacyCalls = {
  'userdata/account/delete': defineCall({
    path: 'userdata/account/delete',
    access: signedIn,
    input: AccountDeleteProof,
    output: ok,
    summary:
      'Delete the signed-in account: needs the password (or a Google sign-in of the last 10 minutes) and the pin where one is set; sessions revoked, personal data erased, payments kept without the person',
  }),
  'team/users/delete': defineCall({
    path: 'team/users/delete',
    access: withFeatures(ROLES.team),
    input: z.object({ id, note: PrivacyNote }),
    output: ok,
    summary: "Delete a parent's account on their written request (logged with the note)",
  }),
} as const;
