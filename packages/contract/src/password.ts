/**
 * The client hashes the password before sending it (consumer §5): SHA-256 over a fixed
 * prefix, the lower-cased login and the password, as 64 hex characters. The server never
 * sees the password itself and stores argon2id of this hash (docs/decisions/002).
 */
export async function hashPassword(login: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`tinytidings:${login.trim().toLowerCase()}:${password}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
