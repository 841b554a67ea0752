import { describe, expect, it } from 'vitest';
import { INT32_MAX, unstorableValues } from '../src/index.js';

const fields = (v: unknown) => unstorableValues(v).map((e) => `${e.field} ${e.key}`);

describe('values no column can hold', () => {
  it('finds NUL characters in strings and keys, at any depth, with the path of the field', () => {
    expect(fields({ uid: 'a\u0000b' })).toEqual(['uid validation.nulCharacter']);
    expect(fields({ events: [{ data: { text: 'ok' } }, { data: { text: '\u0000' } }] })).toEqual([
      'events.1.data.text validation.nulCharacter',
    ]);
    expect(fields({ Info: { settings: { 'k\u0000': true } } })).toEqual(['Info.settings validation.nulCharacter']);
  });

  it('finds numbers past the 32-bit integer range, either sign', () => {
    expect(fields({ id: INT32_MAX, from: -INT32_MAX })).toEqual([]);
    expect(fields({ id: INT32_MAX + 1 })).toEqual(['id validation.outOfRange']);
    expect(fields({ ids: [1, -(2 ** 40)] })).toEqual(['ids.1 validation.outOfRange']);
  });

  it('passes ordinary payloads, and says it in Russian too', () => {
    expect(fields({ uid: 'story-1', text: 'Привет!\nHello', count: 10, ok: true, none: null })).toEqual([]);
    expect(unstorableValues({ uid: '\u0000' }, 'ru')[0]?.message).toBe(
      'uid: содержит символ NUL (\\u0000), уберите его',
    );
  });
});
