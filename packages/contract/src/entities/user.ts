import { z } from '../zod.js';
import { LOCALES, unmasked } from '../constants.js';
import { FEATURES, USER_TYPES, type UserType } from '../access.js';
import { id, isoDate, text } from './common.js';

export const LocaleSchema = z.enum(LOCALES);
export const UserTypeSchema = z.union(
  USER_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<0>, ...z.ZodLiteral<UserType>[]],
);
export const FeatureSchema = z.enum(FEATURES);

/** consumer §3 User info. */
export const UserInfo = z.object({
  id,
  type: z.number().int(),
  email: text(320).nullable(),
  phone: text(40).nullable(),
  login: text(320).nullable(),
  firstName: text(100).nullable(),
  lastName: text(100).nullable(),
  companyName: text(200).nullable(),
  image: text(500).nullable(),
  userpicture: text(500).nullable(),
  /** The account's language: the chosen child's stories' (decision 063). */
  locale: LocaleSchema.nullable(),
  /** The parent's own interface language (decision 083), null until a device has told it (user/info/language). */
  parentLocale: LocaleSchema.nullable().optional(),
  timezone: text(60).nullable(),
  countrycode: text(8).nullable(),
  bday: isoDate.nullable(),
  age: z.number().int().nullable(),
  emailConfirmed: z.boolean(),
  date: isoDate,
});
export type UserInfo = z.infer<typeof UserInfo>;

export const SignedIn = z.object({
  token: z.string(),
  info: UserInfo,
  features: z.array(FeatureSchema),
});
export type SignedIn = z.infer<typeof SignedIn>;

/** panel §3 User in list. */
export const UserRow = z.object({
  id,
  type: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  date: isoDate,
  avatar: z.string().nullable(),
  /** The phone unless masked, else the e-mail unless masked, else null (shown as a dash). */
  contact: z.string().nullable(),
  features: z.array(z.string()),
});

/** panel §2 Users list: the phone if it is not masked, otherwise the e-mail if not masked, otherwise none. */
export const contactOf = (row: { phone: string | null; email: string | null }): string | null =>
  unmasked(row.phone) || unmasked(row.email) || null;
