/** Staff accounts: created by the CLI, and a demo one on a local first start. */
import { FEATURES, hashPassword as clientHash, type Feature } from '@tt/contract';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../modules/accounts/index.js';
import { findUserByEmail, updateUser } from '../modules/users/repository.js';

export interface StaffInput {
  email: string;
  password: string;
  type: number;
  features: Feature[];
}

export function parseFeatures(list: string): Feature[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FEATURES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`Unknown feature(s): ${unknown.join(', ')}. Known: ${FEATURES.join(', ')}`);
  return names as Feature[];
}

/** Creates the account, or updates type, features and password of an existing one. */
export async function upsertStaff(db: Db, input: StaffInput): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(await clientHash(email, input.password));
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, {
      type: input.type,
      features: input.features,
      passwordHash,
      emailConfirmed: true,
    });
    return { id: existing.id, created: false };
  }
  const rows = await db
    .insert(users)
    .values({
      email,
      type: input.type,
      features: input.features,
      passwordHash,
      emailConfirmed: true,
      locale: 'en',
      bday: '2021-06-01',
    })
    .returning({ id: users.id });
  return { id: rows[0]!.id, created: true };
}

export const DEMO_STAFF = {
  email: 'staff@tinytidings.local',
  password: 'tiny-tidings-demo',
  type: 8,
  features: ['admin', 'team', 'moderation', 'chats', 'news'] as Feature[],
};
