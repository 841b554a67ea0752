/** A key without a text shows up on screen as "profile.title": every key the app names must have en and ru texts. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../src/lib/i18n';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const hasText = (locale: string, key: string) =>
  !!(i18n.getResource(locale, 'translation', key) ?? i18n.getResource(locale, 'translation', `${key}_one`));

describe('translations', () => {
  it('give every text key the app uses an English and a Russian text', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.resolve(import.meta.dirname, '../src'))) {
      for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
        for (const locale of ['en', 'ru'])
          if (!hasText(locale, key!)) missing.push(`${locale} ${key} (${path.basename(file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give the Russian page the same keys as the English one', () => {
    const en = Object.keys(i18n.getResourceBundle('en', 'translation') as object);
    const ru = new Set(Object.keys(i18n.getResourceBundle('ru', 'translation') as object));
    expect(en.filter((key) => !ru.has(key))).toEqual([]);
  });
});
