/**
 * Emoji pictures from @twemoji/svg (graphics CC-BY 4.0 by Twitter, Inc and other contributors;
 * see ATTRIBUTION.md). Words of a scene (English words, Russian stems) choose its characters.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** [emoji, English words, Russian stems] */
const KEYWORDS: [string, string[], string[]][] = [
  ['🐼', ['panda'], ['панд']],
  ['🐧', ['penguin'], ['пингвин']],
  ['🦉', ['owl'], ['сова', 'совы', 'сову', 'совой', 'совён']],
  ['🐕', ['dog'], ['пёс$', 'пса$', 'собак']],
  ['🐦', ['bird', 'tit'], ['птиц', 'синич', 'снегир']],
  ['🐋', ['whale'], ['кит$', 'кита$', 'киты$', 'китов$']],
  ['🚂', ['train'], ['поезд']],
  ['🌷', ['flower', 'snowdrop', 'bloom'], ['цвет', 'подснежник']],
  ['🐰', ['rabbit'], ['крол']],
  ['🚀', ['rocket'], ['ракет']],
  ['🤖', ['robot'], ['робот']],
  ['🐻', ['bear'], ['медвед', 'медвеж']],
  ['🌳', ['tree', 'seedling', 'forest'], ['дерев', 'саженец', 'лес$', 'леса$', 'лесу$']],
  ['🦆', ['duck'], ['утк', 'утят']],
  ['🎈', ['balloon'], ['шар$', 'шары$', 'шаров$']],
  ['🐢', ['turtle'], ['черепаш']],
  ['🚲', ['bike'], ['велодорож', 'велосипед']],
  ['🐝', ['bee', 'honey'], ['пчёл', 'пчел', 'мёд']],
  ['🐘', ['elephant'], ['слон']],
  ['📚', ['book', 'library'], ['книг', 'библиотек']],
  ['🦋', ['butterfl'], ['бабоч']],
  ['🐴', ['horse', 'foal'], ['жеребён', 'лошад']],
  ['🌈', ['rainbow'], ['радуг']],
  ['🐠', ['fish'], ['рыб']],
  ['🪸', ['coral'], ['коралл']],
  ['🤿', ['diver'], ['водолаз']],
  ['🤝', ['help', 'kind hands'], ['помог', 'помощ']],
  ['📓', ['notebook'], ['блокнот']],
  ['💤', ['sleep', 'dream', 'bed$'], ['спать', 'спи$', 'снов$', 'кроват']],
  ['❤', ['heart', 'care'], ['сердц', 'забот']],
  ['🍓', ['strawberr', 'berr'], ['клубни', 'ягод']],
  ['⛵', ['boat'], ['лодк', 'кораблик']],
  ['🦒', ['giraffe'], ['жираф']],
  ['🧑‍🚀', ['astronaut'], ['космонавт']],
  ['🐈', ['cat$'], ['кот$', 'котён', 'котик', 'кошк']],
  ['🐑', ['sheep'], ['овц', 'отар']],
  ['🍎', ['apple'], ['яблок', 'яблон']],
  ['🐬', ['dolphin'], ['дельфин']],
  ['🏫', ['school'], ['школ']],
  ['🦔', ['hedgehog'], ['ёжик', 'ежик', 'ежин']],
  ['🍂', ['leaves', 'leaf'], ['листь', 'листоч']],
  ['🐿', ['squirrel'], ['белк']],
  ['🦩', ['crane'], ['журавл']],
  ['🎃', ['pumpkin'], ['тыкв']],
  ['🦊', ['fox'], ['лиса', 'лисы', 'лисья', 'лисят', 'лисён']],
  ['☂', ['umbrella', 'rain'], ['зонт', 'дожд']],
  ['🦕', ['dinosaur'], ['динозавр']],
  ['🐻‍❄', ['polar'], ['белые медвед', 'медвед']],
  ['🎄', ['holiday tree'], ['ёлк']],
  ['🦌', ['reindeer'], ['олен']],
  ['🍪', ['cookie', 'bakery'], ['печень', 'пекар']],
  ['☃', ['snowman', 'snow'], ['снеговик', 'снег']],
  ['🦭', ['seal'], ['тюлен']],
  ['🌍', ['earth', 'planet'], ['земл', 'планет']],
  ['🪁', ['kite'], ['змей', 'змеев']],
  ['🐸', ['frog'], ['лягуш']],
  ['🎵', ['song', 'sang', 'choir', 'music'], ['песн', 'песен', 'хор$', 'хора$', 'музык']],
  ['🔭', ['telescope', 'star watcher'], ['телескоп', 'звездоч']],
  ['⭐', ['star'], ['звезд', 'звёзд']],
  ['👧', ['girl', 'children', 'child'], ['девоч', 'дет', 'ребят', 'школьник']],
  ['🧤', ['mitten'], ['варежк']],
  ['🐥', ['chick'], ['птенц', 'пингвинят']],
  ['🍯', ['nectar'], ['нектар']],
  ['🌙', ['moon', 'night'], ['лун', 'ноч']],
  ['🎉', ['festival', 'celebrat', 'party'], ['праздн', 'фестивал']],
];

export const PLACES = {
  sea: ['sea', 'beach', 'ocean', 'harbour', 'shore', 'bay', 'море', 'пляж', 'гаван', 'берег', 'залив'],
  snow: ['snow', 'ice', 'winter', 'north', 'снег', 'снеж', 'лёд', 'льд', 'зим', 'север'],
  forest: ['forest', 'wood', 'pine', 'лес$', 'леса$', 'лесу$', 'лесн', 'сосн', 'опушк'],
  city: ['city', 'town', 'street', 'square', 'library', 'museum', 'город', 'улиц', 'площад', 'музе', 'библиотек'],
  space: ['space', 'rocket', 'космос', 'космич', 'ракет'],
  mountain: ['mountain', 'valley', 'горы$', 'горах$', 'гора$', 'горн', 'долин'],
  meadow: [
    'farm',
    'meadow',
    'garden',
    'field',
    'park',
    'ферм',
    'луг',
    'сад$',
    'саду$',
    'поле$',
    'поля$',
    'полях$',
    'парк',
  ],
} as const;
/** Backgrounds: the places words can name, and the settings the writer declares. */
export type Place = keyof typeof PLACES | 'underwater' | 'sky' | 'farm' | 'garden' | 'river';

/** A stem matches at a word start; a trailing $ makes it match whole words only. */
export const stemPattern = (w: string) =>
  new RegExp(`(^|[^\\p{L}])${w.endsWith('$') ? `${w.slice(0, -1)}(?![\\p{L}])` : w}`, 'u');

const codepoints = (emoji: string) =>
  Array.from(emoji)
    .map((c) => c.codePointAt(0)!.toString(16))
    .filter((c) => c !== 'fe0f')
    .join('-');
const cache = new Map<string, string>();

/** The inner SVG of an emoji (viewBox 0 0 36 36), or null when the set has no such file. */
export function emojiSvg(emoji: string): string | null {
  const name = codepoints(emoji);
  if (!cache.has(name)) {
    const file = path.join(dir, `${name}.svg`);
    const svg = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    cache.set(name, svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, ''));
  }
  return cache.get(name) || null;
}

/** Emoji for the words, in order of first mention. */
export function emojiForText(text: string): string[] {
  const lower = text.toLowerCase();
  const hits: [number, string][] = [];
  for (const [emoji, en, ru] of KEYWORDS) {
    const positions = [...en, ...ru].map((w) => lower.search(stemPattern(w))).filter((p) => p >= 0);
    if (positions.length) hits.push([Math.min(...positions), emoji]);
  }
  return hits.sort((a, b) => a[0] - b[0]).map(([, e]) => e);
}

export function placeForText(text: string): Place {
  const lower = text.toLowerCase();
  const order: (keyof typeof PLACES)[] = ['space', 'sea', 'snow', 'forest', 'mountain', 'city', 'meadow'];
  return order.find((p) => PLACES[p].some((w) => stemPattern(w).test(lower))) ?? 'meadow';
}
