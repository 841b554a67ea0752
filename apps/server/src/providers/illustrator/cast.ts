/**
 * How each picture takes part in a scene: where it goes (on the ground, flying, swimming, afloat, in
 * the sky, far behind as scenery) and how its whole body is drawn. Emoji that are faces only get
 * Unicode's full-body animal where there is one (🐰 → 🐇), or a body of our own under the face, in
 * the animal's colours; people get a body under their head or bust. Sets follow Unicode's emoji
 * subgroups (animal-bird, transport-water, sky-weather…), with the exceptions a child would notice.
 */

import { OWN_DRAWINGS } from './drawings.js';

const graphemes = (s: string) => Array.from(new Intl.Segmenter().segment(s), (g) => plain(g.segment));
/** Without variation selectors, so "☀️" and "☀" are one picture. */
export const plain = (emoji: string) => emoji.replace(/\uFE0F/g, '');
const set = (...groups: string[]) => new Set(groups.flatMap(graphemes));

export type Placement = 'ground' | 'fly' | 'swim' | 'float' | 'sky' | 'fall' | 'backdrop';

const FLY = set('🐦🕊🦅🦉🪶🦜🪽🐦‍⬛🐦‍🔥🦇🐝🦋🦟🪰🐉🐲', '✈🛩🛫🪂🚁🚟🛰🚀🛸🎈🪁🎐🌠☄');
const SWIM = set('🐳🐋🐬🫍🐟🐠🐡🦈🐙🪼🦑🧜🧜‍♀️🧜‍♂️🤿');
const FLOAT = set('⛵🛶🚤🛳⛴🛥🚢🛟🦆🦢🪿');
const SKY = set('🌑🌒🌓🌔🌕🌖🌗🌘🌙🌚🌛🌜🌝🌞☀🪐⭐🌟✨💫🌌☁⛅⛈🌤🌥🌦🌧🌨🌩🌈🌍🌎🌏');
const FALL = set('❄🍂🍁💧💦🫧🎊🌸🎵🎶');
const BACKDROP = set('🏔⛰🌋🗻🏕🏖🏜🏝🏞🏟🏛🏗🛖🏘🏚🏠🏡🏢🏣🏤🏥🏦🏨🏩🏪🏫🏬🏭🏯🏰💒🗼🗽⛪🕌🛕⛩', '⛲⛺🎠🛝🎡🎢🎪🚉🚞');
/** Whole views (a beach, a park, a city, the sea's waves): the setting already shows them. */
const VIEWS = set('🌊🏖🏝🏞🏙🌅🌄🌃🌆🌇🌉🏜🌁');
/** Pictures with a sun or moon in them: the sky's one luminary takes their place. */
export const SUNS = set('☀🌞🌤⛅🌅🌄');
export const MOONS = set('🌑🌒🌓🌔🌕🌖🌗🌘🌙🌚🌛🌜🌝');

/** Face-only emoji that Unicode also has as a whole animal. */
const WHOLE: Record<string, string> = {
  '🐰': '🐇',
  '🐶': '🐕',
  '🐱': '🐈',
  '🐭': '🐁',
  '🐷': '🐖',
  '🐽': '🐖',
  '🐮': '🐄',
  '🐯': '🐅',
  '🐴': '🐎',
  '🐵': '🐒',
  '🐲': '🐉',
  '🐔': '🐓',
};

export interface Body {
  fur: string;
  tummy: string;
  /** arms and legs */
  limbs: string;
  /** an outline, for white fur on snow */
  line?: string;
  shape?: 'frog';
  tail?: 'fox' | 'lion' | 'short';
}

/** Face-only animals with no whole-body emoji: a body of our own in their colours. */
const ANIMAL_BODY: Record<string, Body> = {
  '🐼': { fur: '#ffffff', tummy: '#ffffff', limbs: '#292f33', line: '#99aab5', tail: 'short' },
  '🐻': { fur: '#c1694f', tummy: '#e6a98a', limbs: '#a0553d', tail: 'short' },
  '🐻‍❄': { fur: '#f5f8fa', tummy: '#ffffff', limbs: '#e1e8ed', line: '#99aab5', tail: 'short' },
  '🐨': { fur: '#99aab5', tummy: '#e1e8ed', limbs: '#8293a0' },
  '🦊': { fur: '#f4900c', tummy: '#ffffff', limbs: '#3b2a20', tail: 'fox' },
  '🦁': { fur: '#ffac33', tummy: '#ffd983', limbs: '#f4900c', tail: 'lion' },
  '🐸': { fur: '#77b255', tummy: '#c6e5b3', limbs: '#5c913b', shape: 'frog' },
  '🐺': { fur: '#8899a6', tummy: '#ccd6dd', limbs: '#66757f', tail: 'fox' },
  '🐹': { fur: '#e8a35c', tummy: '#ffe8b6', limbs: '#d38b4a', tail: 'short' },
  '🦄': { fur: '#f5f8fa', tummy: '#ffffff', limbs: '#e1e8ed', line: '#aab8c2', tail: 'lion' },
  '🐗': { fur: '#8a5a3b', tummy: '#b07b55', limbs: '#6b4226', tail: 'short' },
  '🐵': { fur: '#a0785a', tummy: '#e0c0a0', limbs: '#8a6244' },
};

const HEADS = set('👶🧒👦👧🧑👱👨🧔👩🧓👴👵');
/** Clothes for people drawn from a head: top, bottom. */
const CLOTHES: Record<string, [string, string]> = {
  '👶': ['#ffcc4d', '#ffcc4d'],
  '🧒': ['#55acee', '#3b88c3'],
  '👦': ['#55acee', '#3b88c3'],
  '👧': ['#ea596e', '#ea596e'],
  '🧑': ['#77b255', '#3b88c3'],
  '👱': ['#f4900c', '#3b88c3'],
  '👨': ['#dd2e44', '#3b5a73'],
  '🧔': ['#5c913b', '#3b5a73'],
  '👩': ['#9266cc', '#9266cc'],
  '🧓': ['#a0785a', '#66757f'],
  '👴': ['#a0785a', '#66757f'],
  '👵': ['#aa8dd8', '#aa8dd8'],
};
const SKIN: Record<string, string> = {
  '🏻': '#f7dece',
  '🏼': '#f3d2a2',
  '🏽': '#d5ab88',
  '🏾': '#af7e57',
  '🏿': '#7c533e',
};

export type Build =
  /** a whole emoji, drawn as it is */
  | { kind: 'whole' }
  /** an animal's face with our own body under it */
  | { kind: 'animal'; body: Body }
  /** a person's head (👧) with our own body: top, bottom, skin */
  | { kind: 'head'; top: string; bottom: string; skin: string; dress: boolean }
  /** a person's bust (🧑‍🌾) with legs of our own */
  | { kind: 'bust'; skin: string }
  /** one of our own drawings ("svg:skeleton") */
  | { kind: 'own'; name: string };

export interface Cast {
  /** The picture asked for ("🐰", "svg:skeleton"). */
  picture: string;
  /** The emoji actually drawn (🐇 for 🐰), or the own drawing's name. */
  drawn: string;
  placement: Placement;
  build: Build;
  /** Size beside a grown-up animal: 1; a ladybird, a seed, a cup are small. */
  scale: number;
  /** It is a living being (people, animals): it can be the subject of a close-up. */
  alive: boolean;
  /** A tree: taller than the figures whatever the framing. */
  tall?: boolean;
}

const SMALL = set(
  '🐞🐜🐛🐌🪲🦗🐝🦋🪱🐚🦀🌱🌿☘🍀🍂🍁🍃🌾🍄🌸🌼🌷🌻🌹🪻🪷🫘🌰🥕🍎🍓🫐🍒🍇🍐🍊🍋🥜',
  '🦴💀🎋📓📔📚📖✉💌🧤🧣🎁🍪🍯🥛☕🧃🪶🔑⚓🪨🪵🧊❄🔭⭐👑🎵🎶🪙🐣🐤🐥🐭🐁',
);
const LARGE = set('🐘🦒🦣🦏🦛🐋🐳🦕🦖🐪🐫🦬🐄🐎🦓🐊🚂🚃🚒🚜🚌⛵🚀🛸🚁✈🤖🦍🐉');
/** Trees stand on the ground with the figures, taller than them. */
const TREES = set('🌳🌲🌴🎄');
const ALIVE_GROUPS = set(
  '🐒🦍🦧🐕🦮🐕‍🦺🐩🦝🐈🐈‍⬛🐅🐆🫎🫏🐎🦓🦌🦬🐂🐃🐄🐖🐏🐑🐐🐪🐫🦙🦒🐘🦣🦏🦛🐁🐀🐇🐿🦫🦔🦇🦥🦦🦨🦘🦡',
  '🦃🐓🐣🐤🐥🐦🐧🕊🦅🦆🦢🦉🦤🦩🦚🦜🐦‍⬛🪿🐊🐢🦎🐍🐉🦕🦖🐳🐋🐬🦭🐟🐠🐡🦈🐙🦀🦞🦐🦑🪼',
  '🐌🦋🐛🐜🐝🪲🐞🦗🤖🧍🚶🏃💃🕺🧎🤸',
);

function skinOf(emoji: string): string {
  const tone = Object.keys(SKIN).find((t) => emoji.includes(t));
  return tone ? SKIN[tone]! : '#ffdc5d';
}

/** How a picture is drawn and where it goes; null for a whole view or an own drawing we do not have. */
export function castOf(picture: string): Cast | null {
  const emoji = plain(picture);
  if (emoji.startsWith('svg:')) {
    const name = emoji.slice(4);
    if (!OWN_DRAWINGS.includes(name)) return null;
    return { picture, drawn: name, placement: 'ground', build: { kind: 'own', name }, scale: 0.9, alive: false };
  }
  const drawn = WHOLE[emoji] ?? emoji;
  const withoutTone = drawn.replace(/[\u{1F3FB}-\u{1F3FF}]/gu, '');
  if (VIEWS.has(withoutTone)) return null;
  const base = graphemes(withoutTone)[0] ?? withoutTone;
  const firstChar = Array.from(withoutTone)[0] ?? '';
  let build: Build = { kind: 'whole' };
  if (ANIMAL_BODY[withoutTone]) build = { kind: 'animal', body: ANIMAL_BODY[withoutTone]! };
  else if (HEADS.has(base) && !withoutTone.includes('\u200D')) {
    const [top, bottom] = CLOTHES[base] ?? ['#77b255', '#3b88c3'];
    build = { kind: 'head', top, bottom, skin: skinOf(drawn), dress: top === bottom };
  } else if (/^[\u{1F9D1}\u{1F468}\u{1F469}]/u.test(firstChar) && withoutTone.includes('\u200D'))
    build = { kind: 'bust', skin: skinOf(drawn) };
  else if (
    /^[\u{1F46E}\u{1F477}\u{1F482}\u{1F934}\u{1F478}\u{1F385}\u{1F936}\u{1F9D9}\u{1F9DA}\u{1F473}]/u.test(firstChar)
  )
    build = { kind: 'bust', skin: skinOf(drawn) };
  const placement: Placement = FLY.has(withoutTone)
    ? 'fly'
    : SWIM.has(withoutTone)
      ? 'swim'
      : FLOAT.has(withoutTone)
        ? 'float'
        : SKY.has(withoutTone) || SUNS.has(withoutTone) || MOONS.has(withoutTone)
          ? 'sky'
          : FALL.has(withoutTone)
            ? 'fall'
            : BACKDROP.has(withoutTone)
              ? 'backdrop'
              : 'ground';
  const alive = build.kind !== 'whole' || ALIVE_GROUPS.has(withoutTone);
  const scale = TREES.has(withoutTone)
    ? 1.5
    : SMALL.has(withoutTone)
      ? 0.5
      : LARGE.has(withoutTone)
        ? 1.35
        : alive
          ? 1
          : 0.7;
  return { picture, drawn, placement, build, scale, alive, tall: TREES.has(withoutTone) };
}
