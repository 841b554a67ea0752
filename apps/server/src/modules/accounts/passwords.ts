/** argon2id over the client-side hash (m=19 MiB, t=2, p=1; decision 002). */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is a const enum */,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(clientHash: string): Promise<string> {
  return hash(clientHash, OPTIONS);
}

let dummy: Promise<string> | null = null;

/** Unknown logins are checked against a dummy hash so both answers take the same time. */
export async function verifyPassword(stored: string | null, clientHash: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('no-such-user', OPTIONS);
    await verify(await dummy, clientHash).catch(() => false);
    return false;
  }
  return verify(stored, clientHash).catch(() => false);
}
