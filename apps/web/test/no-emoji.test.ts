/**
 * Icons are lucide SVGs, the same on every device (issue 14 point 14): system emoji show as empty
 * boxes where no colour-emoji font is installed. This fails when one comes back into the interface.
 * Story content (pictures, text) comes from the server and is not in apps/web/src; a locale file may
 * quote an emoji only on a line marked `emoji-ok` (none does today).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.(tsx?|css|html)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Pictographs (emoji), the emoji presentation selector, and the symbol blocks drawn as emoji
 * (dingbats such as ✓ ✕ ✅, geometric shapes such as ▶, misc technical such as ⏳ ⏸).
 */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{2300}-\u{23FF}\u{25A0}-\u{27BF}\u{2B00}-\u{2BFF}]/u;
/** Typographic signs that are text in every font, and are not pictures. */
const TEXT_SIGNS = new Set(['©', '®', '™']);

export function emojiLines(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.trim();
    // comments may name a symbol (a state diagram's arrows, for instance); they are not shown
    if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return;
    if (file.includes(`${path.sep}locales${path.sep}`) && line.includes('emoji-ok')) return;
    const hit = [...line].find((ch) => EMOJI.test(ch) && !TEXT_SIGNS.has(ch));
    if (hit) found.push(`${path.relative(SRC, file)}:${i + 1} ${hit} U+${hit.codePointAt(0)!.toString(16)}`);
  });
  return found;
}

describe('interface icons', () => {
  it('the check catches an emoji, a dingbat and a presentation selector, and lets plain text pass', () => {
    expect(emojiLines('x.tsx', "icon: '📖'")).toHaveLength(1);
    expect(emojiLines('x.tsx', '<button>✕</button>')).toHaveLength(1);
    expect(emojiLines('x.tsx', "text: '⚠️'")).toHaveLength(1);
    expect(emojiLines('x.tsx', "'Привет, «мир» — © 2025 ‹back›'")).toEqual([]);
  });

  it('uses no system emoji anywhere in apps/web/src', () => {
    const found = sourceFiles(SRC).flatMap((file) => emojiLines(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
