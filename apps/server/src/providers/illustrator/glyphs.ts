/**
 * Emoji pictures as SVG, never as font glyphs (so a machine without an emoji font draws the same):
 * Twemoji from @twemoji/svg (CC-BY 4.0), and OpenMoji (CC BY-SA 4.0) for the emoji Twemoji does not
 * have yet. See ATTRIBUTION.md. Each picture also gets its visible box, measured once from a small
 * rendering, so the illustrator can stand it on the ground line instead of guessing.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadSharp } from '../sharp.js';

const require = createRequire(import.meta.url);
const TWEMOJI = path.dirname(require.resolve('@twemoji/svg/package.json'));
const OPENMOJI = path.join(path.dirname(require.resolve('openmoji/package.json')), 'color', 'svg');

export interface Glyph {
  /** The SVG's inner markup, in a viewBox of `view` × `view`. */
  inner: string;
  view: number;
  /** The visible part, in viewBox units. */
  box: { x: number; y: number; w: number; h: number };
  /** The colour at the middle of its bottom edge (a bust's shirt), as #rrggbb. */
  bottomColour: string;
}

/** File names a picture may have: Twemoji drops FE0F except inside ZWJ sequences, OpenMoji keeps it. */
function names(emoji: string): string[] {
  const points = Array.from(emoji.replace(/\uFE0F/g, ''), (c) => c.codePointAt(0)!);
  const bare = points.map((p) => p.toString(16));
  const selected = points.flatMap((p) => (p < 0x1f000 && p !== 0x200d ? [p.toString(16), 'fe0f'] : [p.toString(16)]));
  const given = Array.from(emoji, (c) => c.codePointAt(0)!.toString(16));
  return [...new Set([given, bare, selected].map((h) => h.join('-')))];
}

const inner = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

function readSvg(emoji: string): { inner: string; view: number } | null {
  const candidates = names(emoji);
  for (const name of candidates) {
    const file = path.join(TWEMOJI, `${name}.svg`);
    if (fs.existsSync(file)) return { inner: inner(fs.readFileSync(file, 'utf8')), view: 36 };
  }
  for (const name of candidates) {
    const file = path.join(OPENMOJI, `${name.toUpperCase()}.svg`);
    // OpenMoji names its groups with ids; several copies in one picture must not share them
    if (fs.existsSync(file))
      return { inner: inner(fs.readFileSync(file, 'utf8')).replace(/ id="[^"]*"/g, ''), view: 72 };
  }
  return null;
}

const SIDE = 96;
const cache = new Map<string, Glyph | null>();

async function measure(svg: { inner: string; view: number }): Promise<Glyph> {
  const sharp = await loadSharp();
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${svg.view} ${svg.view}">${svg.inner}</svg>`;
  const { data } = await sharp(Buffer.from(doc)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [SIDE, SIDE, -1, -1];
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++)
      if (data[(y * SIDE + x) * 4 + 3]! > 40) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
  if (maxX < 0) [minX, minY, maxX, maxY] = [0, 0, SIDE - 1, SIDE - 1];
  const unit = svg.view / SIDE;
  const at = ((maxY - 1) * SIDE + Math.round((minX + maxX) / 2)) * 4;
  const bottomColour = `#${[0, 1, 2].map((k) => data[at + k]!.toString(16).padStart(2, '0')).join('')}`;
  return {
    ...svg,
    box: { x: minX * unit, y: minY * unit, w: (maxX - minX + 1) * unit, h: (maxY - minY + 1) * unit },
    bottomColour,
  };
}

/** Loads and measures the pictures a story needs (once per process), so composing can stay synchronous. */
export async function loadGlyphs(emoji: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(emoji)]
      .filter((e) => !cache.has(e) && !e.startsWith('svg:'))
      .map(async (e) => {
        const svg = readSvg(e);
        cache.set(e, svg ? await measure(svg) : null);
      }),
  );
}

/** A loaded picture, or null when neither set has it (or it was not loaded). */
export const glyph = (emoji: string): Glyph | null => cache.get(emoji) ?? null;
