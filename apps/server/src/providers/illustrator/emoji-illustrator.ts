/**
 * The offline illustrator: a composed SVG picture per scene, rasterised to WebP with sharp.
 * Every scene gets its own: the narrator character (Pip the mouse, Tisha the hedgehog), the subjects
 * its text names, the story's setting as background at the scene's time of day, and a framing that
 * changes from scene to scene. Deterministic per seed.
 */
import { loadSharp } from '../sharp.js';
import { hashString, seeded, type Random } from '../random.js';
import type { IllustratorProvider, Picture } from '../types.js';
import { NARRATOR } from '../writer/phrases.js';
import type { Setting } from '../writer/settings.js';
import { emojiForText, placeForText, type Place } from './emoji.js';
import { composeScene, FRAMINGS, HEIGHT, WIDTH, type Framing, type TimeOfDay } from './scene-svg.js';

const QUALITY = 62;

const BACKGROUND: Record<Setting, Place> = {
  sea: 'sea',
  underwater: 'underwater',
  sky: 'sky',
  night: 'meadow',
  space: 'space',
  snow: 'snow',
  forest: 'forest',
  farm: 'farm',
  garden: 'garden',
  river: 'river',
  mountain: 'mountain',
  town: 'city',
};

async function rasterise(svg: string): Promise<Picture> {
  const sharp = await loadSharp();
  const data = await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 3 }).toBuffer();
  return { data, width: WIDTH, height: HEIGHT };
}

/** The narrator comes in the evening, the story happens by day, the last scene is bedtime. */
function timeOf(text: string, index: number, count: number, setting?: string): TimeOfDay {
  if (setting === 'night' || index === count - 1) return 'night';
  const lower = text.toLowerCase();
  if (/(night|moon|star|sleep|dream|ноч|лун|звёзд|звезд|сн[ыа])/u.test(lower)) return 'night';
  if (/(evening|sunset|вечер|закат)/u.test(lower) || index === 0) return 'evening';
  if (/(morning|sunrise|woke|утр|рассвет|проснул)/u.test(lower)) return 'morning';
  return index === count - 2 ? 'evening' : 'day';
}

/** A seeded order of framings, no framing twice in a row. */
function framings(count: number, random: Random): Framing[] {
  const order = [...FRAMINGS].sort(() => random() - 0.5);
  return Array.from({ length: count }, (_, i) => order[i % order.length]!);
}

export function createEmojiIllustrator(): IllustratorProvider {
  return {
    async illustrate({ draft, news, seed }) {
      const narrator = NARRATOR[news.locale].emoji;
      const storyText = `${news.tags.join(' ')} ${news.title} ${news.summary}`;
      const heroes = emojiForText(`${news.kid?.hero ?? ''} ${news.tags.join(' ')} ${news.title}`).filter(
        (e) => e !== narrator,
      );
      const storyPlace = draft.setting
        ? (BACKGROUND[draft.setting as Setting] ?? placeForText(`${news.kid?.place ?? ''} ${storyText}`))
        : placeForText(`${news.kid?.place ?? ''} ${storyText}`);
      const random = seeded(seed ^ hashString(news.id));
      // the pictures are composed in order (one seeded random), then rasterised at once on sharp's threads
      const coverSvg = composeScene({
        characters: heroes.slice(0, 3),
        narrator,
        place: storyPlace,
        time: 'day',
        random,
      });
      const frames = framings(draft.scenes.length, random);
      const sceneSvgs = draft.scenes.map((scene, i) => {
        const own = emojiForText(scene.text).filter((e) => e !== narrator);
        // A scene that names nobody shows the story's heroes, one after another.
        const subjects = own.length ? own : heroes.length ? [heroes[i % heroes.length]!] : ['🌟'];
        const characters = i === 0 ? ['✉', ...subjects.slice(0, 1)] : subjects.slice(0, 3);
        return composeScene({
          characters,
          narrator,
          place: storyPlace,
          time: timeOf(scene.text, i, draft.scenes.length, draft.setting),
          framing: frames[i],
          mirror: i >= FRAMINGS.length,
          random,
        });
      });
      const [cover, ...scenes] = await Promise.all([coverSvg, ...sceneSvgs].map(rasterise));
      return { cover: cover!, scenes };
    },
  };
}
