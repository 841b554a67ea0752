/**
 * The offline illustrator: a composed SVG scene per picture (background by time of day and
 * place, characters from the scene's words), rasterised to WebP with sharp. Deterministic per seed.
 */
import sharp from 'sharp';
import { hashString, seeded } from '../random.js';
import type { IllustratorProvider, Picture } from '../types.js';
import { emojiForText, placeForText } from './emoji.js';
import { composeScene, HEIGHT, WIDTH, type TimeOfDay } from './scene-svg.js';

const QUALITY = 62;

async function rasterise(svg: string): Promise<Picture> {
  const data = await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 3 }).toBuffer();
  return { data, width: WIDTH, height: HEIGHT };
}

function timeOf(text: string, index: number, count: number): TimeOfDay {
  const lower = text.toLowerCase();
  if (/(night|moon|star|sleep|dream|ноч|лун|звёзд|звезд|сн[ыа])/u.test(lower)) return 'night';
  if (/(evening|sunset|вечер|закат)/u.test(lower)) return 'evening';
  if (/(morning|sunrise|woke|утр|рассвет|проснул)/u.test(lower)) return 'morning';
  return index === count - 1 ? 'evening' : 'day';
}

export function createEmojiIllustrator(): IllustratorProvider {
  return {
    async illustrate({ draft, news, seed }) {
      const storyText = `${news.tags.join(' ')} ${news.title} ${news.summary}`;
      const heroes = emojiForText(`${news.kid?.hero ?? ''} ${news.tags.join(' ')} ${news.title}`);
      const storyPlace = placeForText(`${news.kid?.place ?? ''} ${storyText}`);
      const random = seeded(seed ^ hashString(news.id));
      const cover = await rasterise(
        composeScene({ characters: heroes.slice(0, 3), place: storyPlace, time: 'day', random }),
      );
      const scenes: Picture[] = [];
      for (const [i, scene] of draft.scenes.entries()) {
        const own = emojiForText(scene.text).filter((e) => !heroes.includes(e));
        const characters = [heroes[0] ?? own[0] ?? '🌟', ...own, ...heroes.slice(1)].filter(Boolean).slice(0, 3);
        // A scene that names no place of its own happens where the story does.
        const ownPlace = placeForText(scene.text);
        const where = ownPlace === 'meadow' ? storyPlace : ownPlace;
        scenes.push(
          await rasterise(
            composeScene({ characters, place: where, time: timeOf(scene.text, i, draft.scenes.length), random }),
          ),
        );
      }
      return { cover, scenes };
    },
  };
}
