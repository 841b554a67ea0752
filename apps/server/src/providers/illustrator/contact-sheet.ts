/**
 * One PNG of all a story's scenes, numbered, four to a row: for moderators and for reviewing the studio's
 * work. When a scene has a scene spec, its lines (what happens, where, who in what relation, what must be
 * seen) stand under its picture, so a reviewer sees at once whether the picture shows the sentence.
 */
import { loadSharp } from '../sharp.js';

const TILE_W = 320;
const TILE_H = 240;
const COLUMNS = 4;
const LINE = 13;
const CHARS = 52;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines cut to the tile's width, a long one wrapped once and then shortened. */
function wrap(lines: string[]): string[] {
  return lines.flatMap((line) => {
    if (line.length <= CHARS) return [line];
    const cut = line.lastIndexOf(' ', CHARS);
    const rest = line.slice(cut + 1);
    return [line.slice(0, cut), rest.length > CHARS ? `${rest.slice(0, CHARS - 1)}…` : rest];
  });
}

export async function contactSheet(pictures: Buffer[], captions: (string[] | undefined)[] = []): Promise<Buffer> {
  const sharp = await loadSharp();
  const wrapped = pictures.map((_, i) => (captions[i] ? wrap(captions[i]!) : []));
  const captionH = Math.max(0, ...wrapped.map((c) => c.length)) * LINE + (wrapped.some((c) => c.length) ? 10 : 0);
  const cellH = TILE_H + captionH;
  const rows = Math.max(1, Math.ceil(pictures.length / COLUMNS));
  const tiles = await Promise.all(
    pictures.map(async (picture, i) => {
      const label = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${TILE_H}"><rect x="6" y="6" width="34" height="28" rx="6" fill="#ffffff" opacity="0.85"/><text x="23" y="27" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#222">${i + 1}</text></svg>`,
      );
      const image = await sharp(picture)
        .resize(TILE_W, TILE_H, { fit: 'cover' })
        .composite([{ input: label }])
        .png()
        .toBuffer();
      const left = (i % COLUMNS) * (TILE_W + 8) + 8;
      const top = Math.floor(i / COLUMNS) * (cellH + 8) + 8;
      const out = [{ input: image, left, top }];
      if (wrapped[i]!.length) {
        const text = wrapped[i]!.map(
          (line, k) =>
            `<text x="4" y="${(k + 1) * LINE}" font-family="sans-serif" font-size="11" fill="${k === 0 ? '#111' : '#444'}">${escape(line)}</text>`,
        ).join('');
        const caption = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${captionH}"><rect width="${TILE_W}" height="${captionH}" fill="#ffffff"/>${text}</svg>`,
        );
        out.push({ input: await sharp(caption).png().toBuffer(), left, top: top + TILE_H });
      }
      return out;
    }),
  );
  return sharp({
    create: {
      width: COLUMNS * (TILE_W + 8) + 8,
      height: rows * (cellH + 8) + 8,
      channels: 3,
      background: '#f4efe6',
    },
  })
    .composite(tiles.flat())
    .png()
    .toBuffer();
}
