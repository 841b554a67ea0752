/**
 * The catalogue's kinds for the items of August to December (kept apart so kinds.ts stays small): winter
 * people in the hats their looks name, a baker, a reindeer with antlers, a white hare, sled huskies, swans,
 * snowmen, a fir with its lights and the star on its top, a frozen pond, a sled, a lantern, star cookies…
 * Heights are true ones in metres. The layout presses heights together (small things come out bigger
 * than true), so a long flat thing (a frozen pond, a sled, a table, a scale) gets a lower height than
 * its real one, chosen so that its drawn width stays true beside the people and animals around it.
 */
import type { Kind, Where } from './kind.js';
import { beast, type BeastLook, type PersonLook } from './creatures.js';
import { dressed, firstColour as colourOf, hare, harnessed, prickly, reindeer, squirrel } from './dressed.js';
import {
  balloonNet,
  binoculars,
  birch,
  bush,
  cookieBox,
  door,
  fairyLight,
  fir,
  flyingSwan,
  ice,
  lantern,
  moss,
  openWater,
  oven,
  paperCrown,
  sled,
  snowman,
  starShape,
  steam,
  swan,
} from './props-winter.js';
import {
  bench,
  crane,
  dolphin,
  flyingCrane,
  giantPumpkin,
  hayBox,
  kitchenScale,
  leaf,
  leafPile,
  maple,
  pineCone,
  platformScale,
  rosette,
  sailboat,
  seed,
  sheet,
  stage,
  waves,
} from './props-autumn.js';
import {
  bareTree,
  birdFeeder,
  bookshelf,
  smallBird,
  busStop,
  dinoSkeleton,
  openUmbrella,
  partyBalloon,
  robot,
  table,
  torch,
  umbrellaStand,
} from './props-late.js';
import { ownDrawing } from './drawings.js';

const SKIN = '#f3c9a5';
const INK = '#2b2118';
type Base = Omit<PersonLook, 'adult' | 'skin'>;
const GIRL: Base = { hair: '#7a4a2a', style: 'long', top: '#e05a7a', bottom: '#5b6fb8' };
const BOY: Base = { hair: '#6b4226', style: 'short', top: '#3b8ed8', bottom: '#3b5a73' };
const CHILD: Base = { hair: '#3a2a1e', style: 'short', top: '#f4a62a', bottom: '#3b5a73' };
const MAN: Base = { hair: '#3a2a1e', style: 'short', top: '#3f8a5a', bottom: '#3b4a5a' };
const WOMAN: Base = { hair: '#5a3a22', style: 'bun', top: '#8e5cc8', bottom: '#5a4a7a' };
const GRANDMA: Base = { hair: '#d8d8d8', style: 'bun', top: '#b07cc8', bottom: '#6a5a7a' };
const GRANDPA: Base = { hair: '#d8d8d8', style: 'bald', top: '#a0785a', bottom: '#4a4a4a' };

/** A person dressed for winter (or a party): the hat the look names is drawn on the head. */
const dressedKind = (adult: boolean, base: Base): Kind => ({
  height: adult ? 1.7 : 1.15,
  where: 'ground',
  face: true,
  draw: dressed({ adult, skin: SKIN, ...base }),
});

const REINDEER: BeastLook = {
  fur: '#8a7560',
  belly: '#f3ece0',
  ink: INK,
  ears: 'point',
  tail: 'short',
  legs: 34,
  neck: 12,
  snout: '#5a4a3e',
};
const HARE: BeastLook = { fur: '#a08a70', belly: '#f7f5f0', ink: INK, ears: 'point', tail: 'short', legs: 12, neck: 0 };
const HUSKY: BeastLook = {
  fur: '#8a9098',
  belly: '#ffffff',
  ink: INK,
  ears: 'point',
  tail: 'long',
  legs: 22,
  neck: 0,
  snout: '#ffffff',
};

const SQUIRREL: BeastLook = {
  fur: '#d0682a',
  belly: '#f6e6c8',
  ink: INK,
  ears: 'point',
  tail: 'bushy',
  legs: 8,
  neck: 0,
};

const POLAR_BEAR: BeastLook = {
  fur: '#e9dcc0',
  belly: '#f8f3e8',
  ink: INK,
  ears: 'round',
  tail: 'short',
  legs: 24,
  neck: 4,
  snout: '#fffaf0',
};

const HEDGEHOG: BeastLook = {
  fur: '#c8a07a',
  belly: '#e8d0b0',
  ink: INK,
  ears: 'round',
  tail: 'short',
  legs: 6,
  neck: 0,
  snout: '#e8c8a8',
};

const emoji = (height: number, picture: string, where: Where = 'ground'): Kind => ({ height, where, emoji: picture });
const own = (height: number, draw: Kind['draw'], where: Where = 'ground'): Kind => ({ height, where, draw });
/** A snowman's scarf: the colour its look gives a scarf, none when it has none. */
const scarfOf = (look: string | undefined) => (/scarf/.test(look ?? '') ? colourOf(look, '#f08c2a') : undefined);
/** A birch's crown: bare, white with snow, or by colour (gold in autumn). */
const birchCrown = (look: string | undefined) =>
  /bare/.test(look ?? '') ? null : /snow/.test(look ?? '') ? '#f7fbff' : colourOf(look, '#8cc85a');

export const KINDS_08_12: Record<string, Kind> = {
  // people in hats (a bobble hat, a fur hat with ear flaps, a paper crown), and a baker in his tall hat
  'girl-hat': dressedKind(false, GIRL),
  'boy-hat': dressedKind(false, BOY),
  'child-hat': dressedKind(false, CHILD),
  'man-hat': dressedKind(true, MAN),
  'woman-hat': dressedKind(true, WOMAN),
  'grandma-hat': dressedKind(true, GRANDMA),
  'grandpa-hat': dressedKind(true, GRANDPA),
  baker: {
    ...dressedKind(true, { ...MAN, hair: '#c8692a', top: '#f7f5f0' }),
    draw: (t, feeling) =>
      dressed({ adult: true, skin: SKIN, ...MAN, hair: '#c8692a', top: '#f7f5f0' })(
        { ...t, look: `${t.look ?? ''}, white apron, baker's tall white hat` },
        feeling,
      ),
  },
  // animals with faces of our own
  reindeer: {
    height: 1.3,
    where: 'ground',
    face: true,
    draw: (t, feeling) => reindeer({ ...REINDEER, fur: colourOf(t.look, REINDEER.fur) }, feeling, t.pose, !!t.young),
  },
  hare: {
    height: 0.5,
    where: 'ground',
    face: true,
    draw: (t, feeling) => hare({ ...HARE, fur: colourOf(t.look, HARE.fur) }, feeling, t.pose),
  },
  husky: { height: 0.6, where: 'ground', face: true, draw: (t, feeling) => harnessed(HUSKY, feeling, t.pose) },
  swan: {
    height: 0.6,
    where: 'ground',
    face: true,
    draw: (t, feeling) => swan(colourOf(t.look, '#ffffff'), feeling, t.pose),
  },
  'flying-swan': own(0.6, (t) => flyingSwan(colourOf(t.look, '#ffffff')), 'fly'),
  snowman: { height: 1.4, where: 'ground', face: true, draw: (t, feeling) => snowman(scarfOf(t.look), feeling) },
  'big-snowman': { height: 2.6, where: 'ground', face: true, draw: (t, feeling) => snowman(scarfOf(t.look), feeling) },
  // plants
  fir: own(12, (t) => fir(t.look ?? '')),
  birch: own(10, (t) => birch(birchCrown(t.look))),
  bush: own(1.2, (t) => bush(colourOf(t.look, '#3f7d3a'))),
  moss: own(0.02, (t) => moss(/snow/.test(t.look ?? ''))),
  // things
  'fairy-light': own(0.06, (t) => fairyLight(colourOf(t.look, '#ffd84a'))),
  'tree-star': { ...own(0.6, (t) => starShape('#f4c430', !/\bdark\b|\boff\b/.test(t.look ?? ''))), atop: true },
  'star-cookie': own(0.02, () => starShape('#e8b04a', false)),
  'cookie-box': own(0.06, (t) => cookieBox(colourOf(t.look, '#d9453b'))),
  oven: own(1, () => oven()),
  ice: own(0.05, () => ice()),
  'open-water': own(0.05, () => openWater()),
  sled: own(0.15, () => sled()),
  lantern: own(0.3, () => lantern()),
  'balloon-net': own(0.35, () => balloonNet(), 'fly'),
  'paper-crown': own(0.08, (t) => paperCrown(colourOf(t.look, '#d8dde6'))),
  steam: own(1.2, () => steam()),
  binoculars: own(0.15, () => binoculars()),
  door: own(2, () => door()),
  skates: emoji(0.3, '⛸'),
  'skating-penguin': emoji(1.1, '🐧'),
  letter: emoji(0.1, '✉'),
  parcel: emoji(0.4, '📦'),
  bowl: emoji(0.15, '🥣'),
  crow: emoji(0.45, '🐦‍⬛', 'fly'),
  sledge: emoji(0.4, '🛷'),
  shovel: emoji(0.6, '🪏'),
  bread: emoji(0.15, '🍞'),
  butter: emoji(0.06, '🧈'),
  note: emoji(0.08, '📝'),
  clock: emoji(0.4, '🕛', 'fly'),
  'paper-star': emoji(0.3, '🌟', 'fly'),
  crayon: emoji(0.1, '🖍'),
  // the sea and the autumn park
  dolphin: {
    height: 0.3,
    where: 'ground',
    face: true,
    draw: (t, feeling) => dolphin(colourOf(t.look, '#7f97ab'), feeling, false),
  },
  'leaping-dolphin': {
    height: 0.3,
    where: 'fly',
    face: true,
    draw: (t, feeling) => dolphin(colourOf(t.look, '#7f97ab'), feeling, true),
  },
  'spiny-hedgehog': {
    height: 0.2,
    where: 'ground',
    face: true,
    draw: (t, feeling) => prickly(HEDGEHOG, feeling, t.pose),
  },
  squirrel: {
    height: 0.25,
    where: 'ground',
    face: true,
    draw: (t, feeling) => squirrel({ ...SQUIRREL, fur: colourOf(t.look, SQUIRREL.fur) }, feeling, t.pose),
  },
  'sea-waves': own(0.1, () => waves(), 'floor'),
  sailboat: own(4, () => sailboat()),
  leaf: own(0.1, (t) => leaf(colourOf(t.look, '#f08c2a')), 'fly'),
  maple: own(12, (t) =>
    maple(/green|summer/.test(t.look ?? '') ? 'green' : /bare/.test(t.look ?? '') ? 'bare' : 'autumn'),
  ),
  'leaf-pile': own(0.5, () => leafPile()),
  bench: own(0.6, () => bench()),
  'hay-box': own(0.3, () => hayBox()),
  'kitchen-scale': own(0.04, () => kitchenScale()),
  'pine-cone': own(0.08, () => pineCone()),
  nut: emoji(0.03, '🌰'),
  beetle: emoji(0.02, '🪲'),
  'grey-crane': {
    height: 1.2,
    where: 'ground',
    face: true,
    draw: (t, feeling) => crane(colourOf(t.look, '#9aa0a8'), feeling, t.pose),
  },
  'flying-crane': own(0.5, (t) => flyingCrane(colourOf(t.look, '#9aa0a8')), 'fly'),
  'giant-pumpkin': own(1.1, (t) => giantPumpkin(/ribbon|rosette/.test(t.look ?? ''))),
  rosette: own(0.2, () => rosette()),
  sheet: own(0.03, () => sheet()),
  seed: own(0.015, () => seed()),
  stage: own(0.5, () => stage(), 'floor'),
  'platform-scale': own(0.04, () => platformScale()),
  piano: emoji(1.2, '🎹'),
  tractor: emoji(2.5, '🚜'),
  // October and November: a robot, umbrellas, bird feeders, a dinosaur, polar bears, a night at the library
  robot: {
    height: 0.35,
    where: 'ground',
    face: true,
    draw: (t, feeling) => robot(feeling, /lights off|parked/.test(t.look ?? '')),
  },
  table: own(0.3, () => table()),
  'flower-pot': emoji(0.3, '🪴'),
  'red-flower': emoji(0.3, '🌺'),
  'yellow-flower': emoji(0.3, '🌻'),
  'party-balloon': own(0.4, (t) => partyBalloon(colourOf(t.look, '#d9453b')), 'fly'),
  'open-umbrella': own(0.9, (t) => openUmbrella(colourOf(t.look, '#3b7dd8'))),
  'umbrella-stand': own(0.9, () => umbrellaStand()),
  'bus-stop': own(2.6, () => busStop()),
  'bird-feeder': own(0.35, () => birdFeeder()),
  bullfinch: own(0.15, (t) => smallBird(/asleep/.test(t.look ?? '') || t.feeling === 'sleepy', 'bullfinch')),
  sparrow: own(0.14, (t) => smallBird(/asleep/.test(t.look ?? '') || t.feeling === 'sleepy', 'sparrow')),
  'bare-tree': own(6, (t) => bareTree(/snow/.test(t.look ?? ''))),
  seeds: own(0.05, () => {
    const s = ownDrawing('seeds')!;
    return {
      svg: `<g transform="translate(${-s.box.x - s.box.w / 2} ${-(s.box.y + s.box.h)})">${s.svg}</g>`,
      w: s.box.w,
      h: s.box.h,
    };
  }),
  'dino-skeleton': own(8, () => dinoSkeleton()),
  bone: emoji(0.4, '🦴'),
  dinosaur: emoji(8, '🦕'),
  crate: emoji(0.6, '📦'),
  'lifting-crane': emoji(6, '🏗'),
  plan: emoji(0.4, '🗺'),
  'polar-bear': {
    height: 1.4,
    where: 'ground',
    face: true,
    draw: (t, feeling) => beast(POLAR_BEAR, feeling, t.pose),
  },
  'shopping-bag': emoji(0.45, '🛍'),
  teapot: emoji(0.25, '🫖'),
  tea: emoji(0.1, '☕'),
  biscuit: emoji(0.05, '🍪'),
  broom: emoji(0.8, '🧹'),
  hammer: emoji(0.3, '🔨'),
  torch: own(0.2, () => torch()),
  bookshelf: own(2.5, () => bookshelf()),
  pancakes: emoji(0.1, '🥞'),
  ruler: emoji(0.3, '📏'),
  socks: emoji(0.25, '🧦'),
  snowflake: emoji(0.3, '❄', 'fly'),
};
