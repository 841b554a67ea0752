/**
 * Values no database column can hold: PostgreSQL refuses a NUL character in text and jsonb,
 * and every number the API accepts is an integer column or fits one. The server checks each
 * call's input with this before its schema, so such values are a 422 naming the field, never a 5xx.
 */
import type { Locale } from './constants.js';
import type { FieldError } from './errors.js';
import { formatMessage, type MessageKey } from './messages.js';

export const INT32_MAX = 2_147_483_647;
const MAX_DEPTH = 64;

function issue(locale: Locale, field: string, key: MessageKey): FieldError {
  return { field, key, message: formatMessage(locale, key, { label: field, max: INT32_MAX }) };
}

/** Walks the value once (a module-level function: nothing is made per call on the hot path). */
function walk(found: FieldError[], locale: Locale, v: unknown, path: string, depth: number): void {
  if (found.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof v === 'string') {
    if (v.includes('\u0000')) found.push(issue(locale, path || '(body)', 'validation.nulCharacter'));
  } else if (typeof v === 'number') {
    if (Math.abs(v) > INT32_MAX) found.push(issue(locale, path || '(body)', 'validation.outOfRange'));
  } else if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) walk(found, locale, v[i], path ? `${path}.${i}` : String(i), depth + 1);
  } else if (v && typeof v === 'object') {
    for (const k in v) {
      if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
      if (k.includes('\u0000')) found.push(issue(locale, path || '(body)', 'validation.nulCharacter'));
      walk(found, locale, (v as Record<string, unknown>)[k], path ? `${path}.${k}` : k, depth + 1);
    }
  }
}

export function unstorableValues(value: unknown, locale: Locale = 'en'): FieldError[] {
  const found: FieldError[] = [];
  walk(found, locale, value, '', 0);
  return found;
}
