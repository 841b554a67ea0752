/**
 * The catalogue a scene spec's `is` names: for each kind its true height (metres, so a cat is drawn
 * smaller than the tree it sits in and a dog smaller than the shepherd), where it goes (on the ground,
 * in the air, in the sky, far away at the horizon) and its drawing: one of our own figures with a face
 * per feeling, or an emoji. Young ones (a lamb, a calf) are the same species, smaller.
 */
import type { SpecThing } from '../news/tales/scenes/types.js';
import { beast, frog, person, type BeastLook, type Figure, type PersonLook } from './creatures.js';
import { glyph } from './glyphs.js';
import { KINDS_08_12 } from './kinds-08-12.js';
import {
  bed,
  blanket,
  book,
  crook,
  ladder,
  lilyPad,
  mountain,
  paintedRainbow,
  nest,
  pine,
  pond,
  puddle,
  rainbow,
  tree,
  window,
} from './props.js';
import { kindsFor0308 } from './kinds-03-08.js';
import { winterKinds } from './kinds-winter.js';
import { newItemKinds } from './kinds-new-items.js';
import { kindsForItemsD } from './kinds-items-d.js';
import { kindsForItemsC } from './kinds-items-c.js';
import { kindsForItemsG } from './kinds-items-g.js';
import { kindsForItemsF } from './kinds-items-f.js';
import { kindsForItemsE } from './kinds-items-e.js';
import { kindsForItemsJ } from './kinds-items-j.js';
import { kindsForItemsI } from './kinds-items-i.js';
import type { Kind, Where } from './kind.js';

export type { Kind, Where } from './kind.js';

const COLOURS: Record<string, string> = {
  red: '#d9453b',
  orange: '#f08c2a',
  ginger: '#e8892f',
  yellow: '#f4c430',
  green: '#4f9a4a',
  blue: '#3b7dd8',
  purple: '#8e5cc8',
  pink: '#ef8fb0',
  brown: '#8a5a3b',
  black: '#3a3330',
  white: '#f7f5f0',
  grey: '#9aa0a8',
  gray: '#9aa0a8',
};

/** The first colour word of a look ("a ginger kitten", "a red dress"), or the default. */
export function colourOf(look: string | undefined, fallback: string): string {
  const word = (look ?? '')
    .toLowerCase()
    .match(/[a-z]+/g)
    ?.find((w) => COLOURS[w]);
  return word ? COLOURS[word]! : fallback;
}

const SKIN = '#f3c9a5';
const people = (base: Omit<PersonLook, 'top'> & { top: string }): Kind['draw'] => {
  return (thing, feeling) => person({ ...base, top: colourOf(thing.look, base.top) }, feeling, thing.pose);
};
const human = (adult: boolean, look: Omit<PersonLook, 'adult' | 'skin'> & { skin?: string }): Kind => ({
  height: adult ? 1.7 : 1.15,
  where: 'ground',
  face: true,
  draw: people({ adult, skin: SKIN, ...look }),
});

const animal = (height: number, look: BeastLook): Kind => ({
  height,
  where: 'ground',
  face: true,
  draw: (thing, feeling) =>
    beast(
      look.wool
        ? { ...look, face: /black face/.test(thing.look ?? '') ? '#3a3330' : undefined }
        : { ...look, fur: colourOf(thing.look, look.fur) },
      feeling,
      thing.pose,
    ),
});

const emoji = (height: number, picture: string, where: Where = 'ground'): Kind => ({ height, where, emoji: picture });

const INK = '#2b2118';
export const BLANKET = '#d8739a';

export const KINDS: Record<string, Kind> = {
  // people
  girl: human(false, { hair: '#7a4a2a', style: 'long', top: '#e05a7a', bottom: '#5b6fb8' }),
  boy: human(false, { hair: '#6b4226', style: 'short', top: '#3b8ed8', bottom: '#3b5a73' }),
  child: human(false, { hair: '#3a2a1e', style: 'short', top: '#f4a62a', bottom: '#3b5a73' }),
  woman: human(true, { hair: '#5a3a22', style: 'bun', top: '#8e5cc8', bottom: '#5a4a7a' }),
  man: human(true, { hair: '#3a2a1e', style: 'short', top: '#3f8a5a', bottom: '#3b4a5a' }),
  grandma: human(true, { hair: '#d8d8d8', style: 'bun', top: '#b07cc8', bottom: '#6a5a7a' }),
  grandpa: human(true, { hair: '#d8d8d8', style: 'bald', top: '#a0785a', bottom: '#4a4a4a' }),
  teacher: human(true, { hair: '#6b4226', style: 'bun', top: '#3fa08a', bottom: '#3b4a5a' }),
  firefighter: human(true, { hair: '#3a2a1e', style: 'short', top: '#2f3e55', bottom: '#2f3e55', hat: 'helmet' }),
  shepherd: human(true, { hair: '#5a3a22', style: 'short', top: '#7a5a3a', bottom: '#4a4a3a', hat: 'brim' }),
  farmer: human(true, { hair: '#6b4226', style: 'short', top: '#3b7dd8', bottom: '#3b4a5a', hat: 'cap' }),
  // animals with faces of our own
  cat: animal(0.3, { fur: '#e8892f', belly: '#fff1de', ink: INK, ears: 'point', tail: 'long', legs: 16, neck: 0 }),
  dog: animal(0.6, {
    fur: '#c8894a',
    belly: '#f3dcc0',
    ink: '#5a3a22',
    ears: 'floppy',
    tail: 'long',
    legs: 22,
    neck: 0,
    snout: '#f3dcc0',
  }),
  sheep: animal(0.9, {
    fur: '#4a4038',
    belly: '#ffffff',
    ink: INK,
    ears: 'floppy',
    tail: 'short',
    legs: 20,
    neck: 0,
    wool: true,
  }),
  fox: animal(0.45, {
    fur: '#e8762a',
    belly: '#ffffff',
    ink: INK,
    ears: 'point',
    tail: 'bushy',
    legs: 18,
    neck: 0,
    snout: '#ffffff',
    socks: '#3a2a20',
  }),
  giraffe: animal(5, {
    fur: '#f2c45a',
    belly: '#f7dc96',
    ink: '#6b4226',
    ears: 'ossicones',
    tail: 'tuft',
    legs: 70,
    neck: 90,
    spots: '#b8742a',
  }),
  horse: animal(1.6, {
    fur: '#a0673a',
    belly: '#c08a5a',
    ink: INK,
    ears: 'point',
    tail: 'tuft',
    legs: 48,
    neck: 24,
    mane: '#4a2e1a',
  }),
  cow: animal(1.4, {
    fur: '#f7f5f0',
    belly: '#ffffff',
    ink: INK,
    ears: 'floppy',
    tail: 'tuft',
    legs: 30,
    neck: 6,
    spots: '#3a3330',
    snout: '#f2b8b0',
  }),
  bear: animal(1.2, { fur: '#8a5a3b', belly: '#c08a5a', ink: INK, ears: 'round', tail: 'short', legs: 22, neck: 0 }),
  rabbit: animal(0.3, { fur: '#b8a090', belly: '#f3e6d8', ink: INK, ears: 'point', tail: 'short', legs: 10, neck: 0 }),
  hedgehog: animal(0.2, { fur: '#8a6a4a', belly: '#e8d0b0', ink: INK, ears: 'round', tail: 'short', legs: 6, neck: 0 }),
  frog: { height: 0.08, where: 'ground', face: true, draw: (thing, feeling) => frog(feeling, thing.pose) },
  // small living things, drawn as emoji (no face to show)
  bee: emoji(0.02, '🐝', 'fly'),
  butterfly: emoji(0.06, '🦋', 'fly'),
  bird: emoji(0.15, '🐦', 'fly'),
  crane: emoji(1.2, '🕊', 'fly'),
  duck: emoji(0.4, '🦆'),
  fish: emoji(0.2, '🐟'),
  snail: emoji(0.04, '🐌'),
  ladybird: emoji(0.01, '🐞'),
  // plants
  tree: { height: 6, where: 'ground', draw: (t) => tree(colourOf(t.look, '#4f9a4a')) },
  'apple-tree': {
    height: 4,
    where: 'ground',
    draw: (t) => tree('#5aa04a', /blossom/.test(t.look ?? '') ? '#ffffff' : undefined),
  },
  pine: { height: 8, where: 'ground', draw: () => pine() },
  apple: emoji(0.08, '🍎'),
  'green-apple': emoji(0.08, '🍏'),
  flower: emoji(0.3, '🌸'),
  tulip: emoji(0.35, '🌷'),
  sunflower: emoji(1.5, '🌻'),
  clover: emoji(0.15, '☘'),
  lavender: emoji(0.5, '🪻'),
  grass: emoji(0.3, '🌿'),
  mushroom: emoji(0.1, '🍄'),
  // things
  ladder: { height: 4, where: 'ground', draw: () => ladder() },
  'fire-truck': emoji(3, '🚒'),
  car: emoji(1.5, '🚗'),
  bicycle: emoji(1, '🚲'),
  boat: emoji(1.2, '⛵'),
  book: {
    height: 0.3,
    where: 'ground',
    draw: (t) => {
      const shown = t.shows ? KINDS[t.shows] : undefined;
      const g = shown?.emoji ? glyph(shown.emoji) : null;
      const picture = shown?.draw
        ? scaled(shown.draw({ id: 'page', is: t.shows! }, 'happy'))
        : g
          ? `<g transform="scale(${(100 / Math.max(g.box.w, g.box.h)).toFixed(3)}) translate(${-g.box.x} ${-g.box.y})">${g.inner}</g>`
          : '';
      return book(picture);
    },
  },
  basket: emoji(0.3, '🧺'),
  backpack: emoji(0.45, '🎒'),
  camera: emoji(0.15, '📷'),
  laptop: emoji(0.4, '💻'),
  bouquet: emoji(0.4, '💐'),
  chalk: emoji(0.1, '🖍'),
  brush: emoji(0.3, '🖌'),
  paint: emoji(0.3, '🪣'),
  slide: emoji(2.2, '🛝'),
  song: emoji(0.4, '🎶', 'fly'),
  'painted-rainbow': { height: 0.01, where: 'floor', draw: () => paintedRainbow() },
  pie: emoji(0.1, '🥧'),
  straw: emoji(0.3, '🌾'),
  reeds: emoji(1, '🌿'),
  window: { height: 1.9, where: 'ground', draw: (t) => window(t.look ?? '') },
  'lily-pad': { height: 0.05, where: 'ground', draw: () => lilyPad() },
  stick: { height: 1.6, where: 'ground', draw: () => crook() },
  bag: emoji(0.4, '🎒'),
  umbrella: emoji(1, '☂'),
  poster: emoji(0.8, '🪧'),
  kite: emoji(1, '🪁', 'fly'),
  balloon: emoji(0.4, '🎈', 'fly'),
  blanket: { height: 0.12, where: 'ground', draw: (t) => blanket(colourOf(t.look, BLANKET)) },
  bed: { height: 0.9, where: 'ground', draw: () => bed() },
  puddle: { height: 0.05, where: 'ground', draw: () => puddle() },
  pond: { height: 0.4, where: 'ground', draw: () => pond() },
  nest: { height: 0.12, where: 'ground', draw: () => nest() },
  // far at the horizon
  house: emoji(7, '🏠', 'far'),
  school: emoji(10, '🏫', 'far'),
  mountain: { height: 1000, where: 'far', draw: () => mountain() },
  // in the sky
  rainbow: { height: 1000, where: 'sky', draw: () => rainbow() },
  sun: emoji(1000, '☀', 'sky'),
  moon: emoji(1000, '🌙', 'sky'),
  star: emoji(1000, '⭐', 'sky'),
  cloud: emoji(1000, '☁', 'sky'),
  // kinds for items 03–08 (in their own file: the catalogue stays short)
  ...kindsFor0308({ emoji, human, colourOf, shownPicture }),
  // kinds for items 01–03 (winter): our own figures with faces, and the snow, ice and sea they are in
  ...winterKinds({ colourOf, pictureOf, kind: (name) => KINDS[name] }),
  // kinds for items 08–12
  ...KINDS_08_12,
  // kinds for the items written for the calendar (December 2026)
  ...newItemKinds({ emoji, human }),
  // kinds for the evergreen town, family and science items of 09–11 (helper items-d)
  ...kindsForItemsD({ emoji, human, colourOf, shownPicture }),
  // kinds for the evergreen animal items of 12 (helper items-c)
  ...kindsForItemsC({ emoji, colourOf }),
  // kinds for the evergreen people-and-sky items of 09–10 (helper items-g)
  ...kindsForItemsG({ emoji, colourOf }),
  // kinds for the evergreen places-and-things items of 05–08 (helper items-f)
  ...kindsForItemsF({ emoji, colourOf }),
  // kinds for the evergreen animal items of 01–04 (helper items-e)
  ...kindsForItemsE({ emoji, colourOf }),
  // kinds for the evergreen items of helper items-j (a bridge's barrier, a stone dam and its goats)
  ...kindsForItemsJ({ emoji }),
  // kinds for the evergreen items of 11 (helper items-i)
  ...kindsForItemsI(),
};

/** What a sign or a screen shows (`shows`), as an SVG group in a 100×100 box. */
function shownPicture(t: SpecThing): string {
  return t.shows ? pictureOf(t.shows) : '';
}

/** The picture a book or a screen shows: a kind's own figure or its emoji, fitted into a 100×100 box. */
export function pictureOf(kind: string): string {
  const shown = KINDS[kind];
  if (shown?.draw) return scaled(shown.draw({ id: 'page', is: kind }, 'happy'));
  const g = shown?.emoji ? glyph(shown.emoji) : null;
  return g
    ? `<g transform="scale(${(100 / Math.max(g.box.w, g.box.h)).toFixed(3)}) translate(${-g.box.x} ${-g.box.y})">${g.inner}</g>`
    : '';
}

/** Our own figure (in its units) fitted into a 100×100 box, for a picture inside a picture. */
function scaled(figure: Figure): string {
  const s = 100 / Math.max(figure.w, figure.h);
  return `<g transform="translate(50 ${(50 + (figure.h * s) / 2).toFixed(1)}) scale(${s.toFixed(3)})">${figure.svg}</g>`;
}

/** The figure of a thing: our own drawing, or its emoji standing on y = 0 (null when neither exists). */
export function figureOf(thing: SpecThing, outer = false): Figure | null {
  const kind = KINDS[thing.is];
  if (!kind) return null;
  if (thing.is === 'rainbow') return rainbow(outer);
  if (kind.draw) return kind.draw(thing, thing.feeling ?? 'calm');
  const g = glyph(kind.emoji!);
  if (!g) return null;
  return {
    svg: `<g transform="translate(${(-(g.box.x + g.box.w / 2)).toFixed(2)} ${(-(g.box.y + g.box.h)).toFixed(2)})">${g.inner}</g>`,
    w: g.box.w,
    h: g.box.h,
  };
}
