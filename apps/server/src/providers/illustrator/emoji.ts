/**
 * Which pictures a sentence names: English words and Russian stems → emoji (or our own drawings,
 * "svg:<name>"). A news item's own draw list (its tales) is matched first, then the general list (emoji-words.ts).
 * Each word names one thing only: the longer phrase wins ("rain frog" is a frog, not rain and a frog;
 * «божья коровка» is a ladybird, not a cow), and a skeleton is bones, never a live dinosaur.
 */
import type { Locale } from '@tt/contract';
import { plain } from './cast.js';
import { KEYWORDS } from './emoji-words.js';

/** A stem matches at a word start; a trailing $ makes it match whole words only. */
export const stemPattern = (w: string, flags = 'u') =>
  new RegExp(`(^|[^\\p{L}])(${w.endsWith('$') ? `${w.slice(0, -1)}(?![\\p{L}])` : w})`, flags);

/** A thing a sentence names, and where. */
export interface Named {
  picture: string;
  /** where in the text it is first named */
  at: number;
}

interface Vocabulary {
  picture: string;
  stems: string[];
}

/** A word of the narrator's own ("Pip the mouse", «ёжик Тиша») names the narrator, not a thing to draw. */
const NARRATOR_WORDS = /(pip(\s+the\s+mouse)?|(ёжик\s+)?тиш[аеиуо]й?)(?![\p{L}])/giu;

/**
 * A thing named only in a comparison is not in the picture: "as long as a bus", "like a rock covered
 * in shells", «длинный, как автобус», «словно мячик». The comparison is blanked to the clause's end.
 */
const COMPARISONS =
  /(\b(as \p{L}+ as|like|the size of)\s+(an?|the)?\s*|,\s*как\s+|(словно|будто|как будто|размером с|длиной с|ростом с|величиной с|похож\p{L}* на)\s+)[^.,!?;:—]*/giu;

/** Words whose picture no item's list may change: a skeleton is drawn as bones, whatever it was listed as. */
const CORRECTIONS: Vocabulary[] = [{ picture: 'svg:skeleton', stems: ['skeleton', 'fossil', 'скелет', 'окаменел'] }];

/** When one is named, these are not drawn: a skeleton is not a live dinosaur; bones are its bones. */
const REPLACES: Record<string, string[]> = {
  'svg:skeleton': ['🦕', '🦖', '🦴', '🦣'],
  '👧🧒👦': ['👧', '👦', '🧒'],
};

/** Where the stems match: [start, end of the word or phrase, length of the stem's own match]. */
function spans(text: string, stems: string[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const stem of stems) {
    const re = stemPattern(stem, 'gu');
    for (const m of text.matchAll(re)) {
      const start = m.index + m[1]!.length;
      const rest = text.slice(start + m[2]!.length).match(/^\p{L}*/u)![0];
      out.push([start, start + m[2]!.length + rest.length, m[2]!.length]);
    }
  }
  return out;
}

/**
 * The pictures a text names, in order of first mention. Every word names one picture at most: the
 * most specific stem claims it ("snowball" before "snow", «снежок» before «снеж»), and on a tie the
 * item's own vocabulary wins over the general list.
 */
export function namedIn(text: string, own: Vocabulary[] = [], locale?: Locale): Named[] {
  const lower = text.toLowerCase().replace(NARRATOR_WORDS, (m) => ' '.repeat(m.length));
  // the item's own list was written for its sentences ("painted like a ladybird" shows the ladybird);
  // the general list skips what is only a comparison ("as long as a bus")
  const literal = lower.replace(COMPARISONS, (m) => ' '.repeat(m.length));
  const general: Vocabulary[] = KEYWORDS.map(([picture, en, ru]) => ({
    picture,
    stems: locale === 'en' ? en : locale === 'ru' ? ru : [...en, ...ru],
  }));
  const candidates = [
    [CORRECTIONS, lower],
    [own, lower],
    [general, literal],
  ].flatMap(([list, where], rank) =>
    (list as Vocabulary[]).flatMap((v) =>
      spans(where as string, v.stems).map(([s, e, length]) => ({ picture: plain(v.picture), s, e, length, rank })),
    ),
  );
  candidates.sort((a, b) => b.length - a.length || a.rank - b.rank || a.s - b.s);
  const claimed: [number, number][] = [];
  const found = new Map<string, number>();
  for (const c of candidates) {
    if (claimed.some(([s, e]) => c.s < e && s < c.e)) continue;
    claimed.push([c.s, c.e]);
    found.set(c.picture, Math.min(found.get(c.picture) ?? Infinity, c.s));
  }
  for (const [picture, gone] of Object.entries(REPLACES)) if (found.has(picture)) gone.forEach((g) => found.delete(g));
  found.delete('');
  return [...found.entries()].map(([picture, at]) => ({ picture, at })).sort((a, b) => a.at - b.at);
}

/** Emoji for the words, in order of first mention (the general list, any language). */
export function emojiForText(text: string): string[] {
  return namedIn(text).map((n) => n.picture);
}

/** The general list's words for a picture, to find the hero of an item that has no tales. */
export function wordsFor(picture: string, locale: Locale): string[] {
  const entry = KEYWORDS.find(([p]) => plain(p) === plain(picture));
  return entry ? (locale === 'en' ? entry[1] : entry[2]) : [];
}

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

export function placeForText(text: string): keyof typeof PLACES {
  const lower = text.toLowerCase();
  const order: (keyof typeof PLACES)[] = ['space', 'sea', 'snow', 'forest', 'mountain', 'city', 'meadow'];
  return order.find((p) => PLACES[p].some((w) => stemPattern(w).test(lower))) ?? 'meadow';
}
