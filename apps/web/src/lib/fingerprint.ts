/**
 * A random id that stays with this browser and goes with every call, so the server can tell
 * devices apart (rate limits, sessions) without collecting anything about the person.
 */
import { readLocal, writeLocal } from './storage';

const KEY = 'tt.fingerprint';
// kept in memory too, so a browser that refuses storage still sends one id per visit
let current: string | null = null;

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fingerprint(): string {
  current ??= readLocal(KEY);
  if (!current) {
    current = randomId();
    writeLocal(KEY, current);
  }
  return current;
}
