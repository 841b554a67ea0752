/**
 * The offline illustrator: a composed SVG picture per scene (see storyboard.ts and scene-svg.ts),
 * rasterised to WebP with sharp. The narrator is in every picture in a pose that fits the scene, the
 * hero in every scene about it, and what each sentence names is drawn. A scene whose picture comes out
 * like an earlier one of the same story is drawn again with another camera. Deterministic per seed.
 */
import { loadSharp } from '../sharp.js';
import type { IllustratorProvider, Picture } from '../types.js';
import { loadGlyphs } from './glyphs.js';
import { composeScene, HEIGHT, WIDTH, type ScenePlan } from './scene-svg.js';
import { storyboard } from './storyboard.js';

const QUALITY = 62;

/**
 * Pictures closer than these look alike (mean difference of grey thumbnails, 0–255). They are kept
 * above the measures the bench and the tests use (64×48 under 6, 32×32 under 12) with a margin.
 */
const APART = [
  { width: 64, height: 48, below: 8 },
  { width: 32, height: 32, below: 14 },
] as const;
const TRIES = 8;

interface Drawn {
  svg: string;
  thumbs: Buffer[];
}

/** Thumbnails come from a small rendering (cheap enough to try several framings); the WebP at the end. */
const PREVIEW_SCALE = 8;

async function preview(spec: ScenePlan): Promise<Drawn> {
  const sharp = await loadSharp();
  const svg = composeScene(spec);
  const small = await sharp(Buffer.from(svg), { density: 72 / PREVIEW_SCALE })
    .resize(WIDTH / PREVIEW_SCALE, HEIGHT / PREVIEW_SCALE, { fit: 'fill' })
    .png()
    .toBuffer();
  const thumbs = await Promise.all(
    APART.map((a) => sharp(small).resize(a.width, a.height).greyscale().raw().toBuffer()),
  );
  return { svg, thumbs };
}

async function encode(drawn: Drawn): Promise<Picture> {
  const sharp = await loadSharp();
  const data = await sharp(Buffer.from(drawn.svg)).webp({ quality: QUALITY, effort: 3 }).toBuffer();
  return { data, width: WIDTH, height: HEIGHT };
}

function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** How far a picture is from the nearest earlier one, as a share of "alike" (under 1: alike). */
const apart = (drawn: Drawn, earlier: Drawn[]) =>
  Math.min(
    Infinity,
    ...earlier.flatMap((e) => APART.map((m, k) => difference(e.thumbs[k]!, drawn.thumbs[k]!) / m.below)),
  );

/** Another framing for a scene: a composition no other scene uses yet, else the same one mirrored or nearer. */
function reframe(spec: ScenePlan, taken: ScenePlan[]): void {
  const free = spec.fallbacks.find((c) => !taken.some((s) => s.composition === c));
  if (free) {
    spec.fallbacks = spec.fallbacks.filter((c) => c !== free);
    spec.composition = free;
    spec.variant = 0;
  } else spec.variant += 1;
}

export function createEmojiIllustrator(): IllustratorProvider {
  return {
    async illustrate({ draft, news, seed }) {
      const board = storyboard(draft, news, seed);
      await loadGlyphs(board.pictures);
      // composed in order and previewed small; the WebPs are rasterised at once on sharp's threads
      const [cover, ...scenes] = await Promise.all([board.cover, ...board.scenes].map(preview));
      for (let i = 1; i < scenes.length; i++) {
        const spec = board.scenes[i]!;
        const earlier = scenes.slice(0, i);
        let best = { drawn: scenes[i]!, score: apart(scenes[i]!, earlier), spec: { ...spec } };
        for (let tries = 0; tries < TRIES && best.score < 1; tries++) {
          reframe(spec, board.scenes);
          const drawn = await preview(spec);
          const score = apart(drawn, earlier);
          if (score > best.score) best = { drawn, score, spec: { ...spec } };
        }
        scenes[i] = best.drawn;
        Object.assign(spec, best.spec);
      }
      const [coverPicture, ...pictures] = await Promise.all([cover!, ...scenes].map(encode));
      return { cover: coverPicture!, scenes: pictures };
    },
  };
}
