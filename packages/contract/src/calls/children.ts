/**
 * Children's profiles (issue 26 §10, decision 063): an account holds several children; the chosen
 * one's birthday and language are the account's, which the feed, Get story and notifications follow.
 * Every call that changes which child the feed follows (choosing another, changing or removing the
 * chosen one, the profile's birthday and language) needs the parental pin when one is set.
 */
import { z } from '../zod.js';
import { signedIn } from '../access.js';
import { defineCall } from '../define.js';
import { uid } from '../entities/common.js';
import { LocaleSchema } from '../entities/user.js';
import { PinCode } from '../validation.js';
import { CHILDREN_MAX } from '../constants.js';

/** The avatars a child picks from: the birthday picker's stickers and a few more. */
export const CHILD_AVATARS = [
  'star',
  'baby',
  'brick',
  'puzzle',
  'palette',
  'bike',
  'rocket',
  'fish',
  'cat',
  'bird',
] as const;

const birthday = z.iso
  .date({ message: 'validation.invalid' })
  .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now(), { message: 'validation.invalid' });

export const ChildInput = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(40, { message: 'validation.tooLong' }),
  birthday,
  locale: LocaleSchema,
  avatar: z.enum(CHILD_AVATARS, { message: 'validation.invalid' }),
});

export const Child = z.object({
  uid,
  /** null for the child an older account's birthday became, until the parent names it */
  name: z.string().nullable(),
  birthday: z.string(),
  locale: LocaleSchema,
  avatar: z.enum(CHILD_AVATARS),
  chosen: z.boolean(),
});
export type Child = z.infer<typeof Child>;

const Children = z.object({ children: z.array(Child) });

export const childrenCalls = {
  'user/children/list': defineCall({
    path: 'user/children/list',
    access: signedIn,
    input: z.object({}),
    output: Children,
    summary: "The account's children, the chosen one marked",
  }),
  'user/children/save': defineCall({
    path: 'user/children/save',
    access: signedIn,
    input: z.object({ uid: uid.optional(), child: ChildInput, pin: PinCode.optional() }),
    output: Children,
    summary: `Add a child (at most ${CHILDREN_MAX}) or, with its uid, change one; the chosen child's birthday and language are the account's (a change of them needs the pin when one is set)`,
  }),
  'user/children/remove': defineCall({
    path: 'user/children/remove',
    access: signedIn,
    input: z.object({ uid, pin: PinCode.optional() }),
    output: Children,
    summary:
      'Remove a child (not the last one); removing the chosen child chooses the first of the others (with the pin when one is set)',
  }),
  'user/children/choose': defineCall({
    path: 'user/children/choose',
    access: signedIn,
    input: z.object({ uid, pin: PinCode.optional() }),
    output: Children,
    summary: 'Choose the child the app is for; needs the parental pin when one is set (422 for the pin field)',
  }),
};
