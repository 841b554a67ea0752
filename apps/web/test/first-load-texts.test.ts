/**
 * The story page's first load carries only the first texts (locales/en.ts, ru.ts); the pages that load on
 * demand wait for the later ones (en.later.ts). A first-load file naming a later text would show its key
 * on screen until some page loaded them: every text key named in a file the app imports statically from
 * main.tsx must be a first text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../src/locales/en';
import { enLater } from '../src/locales/en.later';

const src = path.resolve(import.meta.dirname, '../src');

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
}

/** main.tsx and every file it imports statically, type-only imports left out (they are not in the bundle). */
function firstLoadFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
      const next = resolve(file, spec!);
      if (next) visit(next);
    }
  };
  visit(path.join(src, 'main.tsx'));
  return [...seen];
}

describe('the first load', () => {
  it('names only texts that load with it', () => {
    const files = firstLoadFiles();
    expect(files.some((f) => f.endsWith('StoryPlayerPage.tsx'))).toBe(true);
    const later = new Set(Object.keys(enLater));
    const named: string[] = [];
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/['`]([a-zA-Z_]+(?:\.[\w.]+)?)['`]/g))
        if (later.has(key!) && !(key! in en)) named.push(`${key} (${path.basename(file)})`);
      // a key made in the code (`payment.status.${status}`): no later text may start with its fixed part
      for (const [, prefix] of code.matchAll(/`([a-zA-Z_]+[._][\w.]*)\$\{/g))
        if ([...later].some((key) => key.startsWith(prefix!))) named.push(`${prefix}… (${path.basename(file)})`);
    }
    expect(named).toEqual([]);
  });

  it('leaves the later texts out of the first ones', () => {
    expect(Object.keys(enLater).filter((key) => key in en)).toEqual([]);
    expect(Object.keys(enLater).length).toBeGreaterThan(100);
  });
});
