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

export function unstorableValues(value: unknown, locale: Locale = 'en'): FieldError[] {
  const found: FieldError[] = [];
  const walk = (v: unknown, path: string, depth: number): void => {
    if (found.length >= 20 || depth > MAX_DEPTH) return;
    const field = path || '(body)';
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(issue(locale, field, 'validation.nulCharacter'));
    } else if (typeof v === 'number') {
      if (Math.abs(v) > INT32_MAX) found.push(issue(locale, field, 'validation.outOfRange'));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i), depth + 1));
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) found.push(issue(locale, field, 'validation.nulCharacter'));
        walk(item, path ? `${path}.${k}` : k, depth + 1);
      }
    }
  };
  walk(value, '', 0);
  return found;
}
