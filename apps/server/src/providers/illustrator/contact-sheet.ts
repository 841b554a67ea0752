/** One PNG of all a story's scenes, numbered, four to a row: for moderators and for reviewing the studio's work. */
import { loadSharp } from '../sharp.js';

const TILE_W = 320;
const TILE_H = 240;
const COLUMNS = 4;

export async function contactSheet(pictures: Buffer[]): Promise<Buffer> {
  const sharp = await loadSharp();
  const rows = Math.max(1, Math.ceil(pictures.length / COLUMNS));
  const tiles = await Promise.all(
    pictures.map(async (picture, i) => {
      const label = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${TILE_H}"><rect x="6" y="6" width="34" height="28" rx="6" fill="#ffffff" opacity="0.85"/><text x="23" y="27" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#222">${i + 1}</text></svg>`,
      );
      const input = await sharp(picture)
        .resize(TILE_W, TILE_H, { fit: 'cover' })
        .composite([{ input: label }])
        .png()
        .toBuffer();
      return { input, left: (i % COLUMNS) * (TILE_W + 8) + 8, top: Math.floor(i / COLUMNS) * (TILE_H + 8) + 8 };
    }),
  );
  return sharp({
    create: {
      width: COLUMNS * (TILE_W + 8) + 8,
      height: rows * (TILE_H + 8) + 8,
      channels: 3,
      background: '#f4efe6',
    },
  })
    .composite(tiles)
    .png()
    .toBuffer();
}
