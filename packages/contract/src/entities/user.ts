import { z } from '../zod.js';
import { LOCALES } from '../constants.js';
import { FeatureSchema } from '../access.js';
import { id, isoDate, text } from './common.js';

export const LocaleSchema = z.enum(LOCALES);

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
  locale: LocaleSchema.nullable(),
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
});
