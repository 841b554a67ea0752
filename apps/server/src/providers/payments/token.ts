/**
 * T-Bank v2 request signature ("Token"): the values of the root-level scalar fields plus Password,
 * ordered by key, concatenated, SHA-256 in hex. Nested objects and arrays (Receipt, DATA) take no part,
 * and neither does Token itself. Notifications are verified over every root scalar they carry.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The string that is hashed: exposed so tests can compare it with the documentation's example. */
export function tokenSource(fields: Record<string, unknown>, password: string): string {
  const pairs: [string, string][] = [['Password', password]];
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'Token' || key === 'Password' || !isScalar(value)) continue;
    pairs.push([key, String(value)]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([, value]) => value).join('');
}

export function signToken(fields: Record<string, unknown>, password: string): string {
  return createHash('sha256').update(tokenSource(fields, password), 'utf8').digest('hex');
}

/** Constant-time comparison of the Token a message carries with the one its fields give. */
export function verifyToken(fields: Record<string, unknown>, password: string): boolean {
  const given = fields.Token;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signToken(fields, password), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** A request with its Token added. */
export function signed<T extends Record<string, unknown>>(fields: T, password: string): T & { Token: string } {
  return { ...fields, Token: signToken(fields, password) };
}
