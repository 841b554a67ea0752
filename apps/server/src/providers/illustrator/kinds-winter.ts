/**
 * The catalogue's kinds for the winter items (01–03), kept apart so kinds.ts stays small: our own
 * figures with a face per feeling (an elephant, a panda, penguins, seals, a snowy owl), the snow, ice
 * and sea they stand on or swim in, and the things of a winter day (a snowplough, a mitten, a sledge).
 */
import { beast, person, type BeastLook, type PersonLook } from './creatures.js';
import type { Kind, Where } from './kind.js';
import { pine } from './props.js';
import { blueTit, bunny, diving, owl, panda, penguin, seal, snowdrop, tailInSnow, whale } from './winter-figures.js';
import {
  aurora,
  den,
  fence,
  hayBed,
  hill,
  hutch,
  iceCastle,
  iceEdge,
  igloo,
  lake,
  newStar,
  observatory,
  seaWater,
  snowHollow,
  snowyWindow,
  tunnel,
} from './winter-places.js';
import {
  bamboo,
  birdhouse,
  boat,
  mitten,
  mountainTrain,
  blackPaper,
  cushion,
  rocket,
  schoolBus,
  screen,
  seagull,
  snowball,
  snowBlock,
  snowplough,
  starMap,
  station,
  telescope,
  tracks,
} from './winter-things.js';

/** What the winter kinds borrow from the catalogue they join (passed in, so the two modules do not import each other). */
export interface CatalogueTools {
  /** the first colour word of a look, or the fallback */
  colourOf: (look: string | undefined, fallback: string) => string;
  /** a kind's picture in a 100×100 box, for a screen that shows it */
  pictureOf: (kind: string) => string;
  /** another kind of the catalogue (a diving fox is the fox, turned) */
  kind: (name: string) => Kind | undefined;
}

const INK = '#2b2118';
const emoji = (height: number, picture: string, where: Where = 'ground'): Kind => ({ height, where, emoji: picture });
const human = (
  colourOf: CatalogueTools['colourOf'],
  adult: boolean,
  look: Omit<PersonLook, 'adult' | 'skin'>,
): Kind => ({
  height: adult ? 1.7 : 1.15,
  where: 'ground',
  face: true,
  draw: (t, feeling) => person({ adult, skin: '#f3c9a5', ...look, top: colourOf(t.look, look.top) }, feeling, t.pose),
});
const animal = (colourOf: CatalogueTools['colourOf'], height: number, look: BeastLook): Kind => ({
  height,
  where: 'ground',
  face: true,
  draw: (t, feeling) => beast({ ...look, fur: colourOf(t.look, look.fur) }, feeling, t.pose),
});

export const winterKinds = ({ colourOf, pictureOf, kind }: CatalogueTools): Record<string, Kind> => ({
  panda: { height: 0.9, where: 'ground', face: true, draw: (t, feeling) => panda(feeling, t.pose) },
  penguin: {
    height: 0.95,
    where: 'ground',
    face: true,
    draw: (t, feeling) => penguin(feeling, /fluff|grey|gray/.test(t.look ?? '')),
  },
  seal: { height: 0.5, where: 'ground', face: true, draw: (t, feeling) => seal(feeling, colourOf(t.look, '#9aa0a8')) },
  owl: { height: 0.6, where: 'ground', face: true, draw: (_t, feeling) => owl(feeling) },
  /** a newborn bear cub, no bigger than a loaf of bread */
  'bear-cub': animal(colourOf, 0.25, {
    fur: '#6b4a32',
    belly: '#a0785a',
    ink: INK,
    ears: 'round',
    tail: 'short',
    legs: 12,
    neck: 0,
  }),
  /** a white dog with big black spots and floppy black ears */
  'spotted-dog': animal(colourOf, 0.6, {
    fur: '#f7f5f0',
    belly: '#ffffff',
    ink: '#3a3330',
    ears: 'floppy',
    tail: 'long',
    legs: 22,
    neck: 0,
    spots: '#3a3330',
    snout: '#ffffff',
  }),
  /** a small round blue-and-yellow bird with a face */
  'blue-tit': { height: 0.12, where: 'fly', face: true, draw: (_t, feeling) => blueTit(feeling) },
  /** a wooden bird house; "big door" gives it a door too big for small birds */
  birdhouse: {
    height: 0.35,
    where: 'ground',
    draw: (t) => birdhouse(colourOf(t.look, '#c8955a'), /big door/.test(t.look ?? '')),
  },
  /** a rabbit with long ears (look "one floppy ear"), pink when newborn */
  bunny: {
    height: 0.3,
    where: 'ground',
    face: true,
    draw: (t, feeling) => bunny(feeling, colourOf(t.look, '#b8a090'), /floppy/.test(t.look ?? ''), t.pose === 'lying'),
  },
  keeper: human(colourOf, true, { hair: '#6b4226', style: 'short', top: '#4f7a3a', bottom: '#3b4a3a', hat: 'cap' }),
  ranger: human(colourOf, true, { hair: '#7a4a2a', style: 'bun', top: '#4f7a3a', bottom: '#3b4a3a', hat: 'brim' }),
  /** a cut fir tree, as sold for the New Year: small enough for an elephant to lift */
  'young-fir': { height: 2, where: 'ground', draw: () => pine() },
  fence: { height: 1.2, where: 'ground', draw: () => fence() },
  hill: { height: 1, where: 'ground', draw: () => hill() },
  den: { height: 1.4, where: 'ground', draw: () => den() },
  igloo: { height: 2.2, where: 'ground', draw: () => igloo() },
  /** open water across the front of the picture; whales, boats and swimming penguins are in it */
  'sea-water': { height: 0.01, where: 'floor', draw: () => seaWater() },
  /** flat ice across the front (a frozen shore): penguins and seals are on it */
  /** ice on the left, open water on the right: who is on it stands at the very edge */
  'ice-edge': { height: 0.01, where: 'floor', draw: () => iceEdge() },
  hutch: { height: 1.2, where: 'ground', draw: () => hutch() },
  /** a soft bed of golden hay across the front: a bed and a dinner in one */
  hay: { height: 0.01, where: 'floor', draw: () => hayBed() },
  'snow-hollow': { height: 0.2, where: 'ground', draw: () => snowHollow() },
  snowball: { height: 0.3, where: 'ground', draw: (t) => snowball(/bamboo|leaves/.test(t.look ?? '')) },
  'black-paper': { height: 0.3, where: 'ground', draw: () => blackPaper() },
  /** a camera's or a laptop's screen; `shows` is what is on it (the cubs in their den) */
  screen: {
    height: 0.5,
    where: 'ground',
    draw: (t) => screen(t.shows ? pictureOf(t.shows) : ''),
  },
  /** a window on a snowy day or night; "frost" covers its glass with ferns of ice, "hole" is breathed into it */
  'snowy-window': {
    height: 1.9,
    where: 'ground',
    draw: (t) => snowyWindow(/night/.test(t.look ?? ''), /frost/.test(t.look ?? ''), /hole/.test(t.look ?? '')),
  },
  snowplough: { height: 3, where: 'ground', draw: (t) => snowplough(/flashing/.test(t.look ?? '')) },
  /** snow pushed into a heap at the side of the road */
  snowdrift: { height: 0.5, where: 'ground', draw: () => hill() },
  /** the northern lights: waving green and pink curtains across the night sky */
  aurora: { height: 1000, where: 'sky', draw: () => aurora() },
  truck: emoji(3, '🚚'),
  bamboo: { height: 2, where: 'ground', draw: () => bamboo() },
  magnifier: emoji(0.15, '🔍'),
  /** three balls of snow, a carrot nose and pebble eyes */
  /** prints in the snow; the look says whose: "hare", "fox", "bird" */
  tracks: { height: 0.12, where: 'ground', draw: (t) => tracks(t.look ?? '') },
  notebook: emoji(0.25, '📓'),
  mitten: { height: 0.15, where: 'ground', draw: (t) => mitten(colourOf(t.look, '#d9453b')) },
  newspaper: emoji(0.4, '📰'),
  teddy: emoji(0.3, '🧸'),
  /** a yellow school bus */
  bus: { height: 3, where: 'ground', draw: () => schoolBus() },
  'ice-block': emoji(1, '🧊'),
  'snow-block': { height: 0.4, where: 'ground', draw: () => snowBlock() },
  /** a castle carved from ice with a slide down one side; "glowing" lights it blue and pink */
  'ice-castle': { height: 8, where: 'ground', draw: (t) => iceCastle(/glow/.test(t.look ?? '')) },
  carver: human(colourOf, true, { hair: '#3a2a1e', style: 'short', top: '#c0392b', bottom: '#3b4a5a', hat: 'cap' }),
  saw: emoji(0.6, '🪚'),
  cup: emoji(0.1, '☕'),
  /** a tall white rocket, "as tall as a tower", on the launch field; a robot in it looks out of its window */
  rocket: { height: 74, where: 'ground', draw: () => rocket(false, false) },
  /** the rocket rising on its fire (in space without the smoke) */
  'rocket-flying': { height: 74, where: 'ground', draw: (t) => rocket(true, /space/.test(t.look ?? '')) },
  'full-moon': emoji(1000, '🌕', 'sky'),
  // a small robot that rides in a rocket's window (the bigger walking robot is kinds-08-12's `robot`)
  'rocket-robot': emoji(0.6, '🤖'),
  earth: emoji(1000, '🌍', 'sky'),
  'fuel-tank': emoji(3, '🛢', 'fly'),
  /** a little red mountain train */
  train: { height: 3, where: 'ground', draw: () => mountainTrain() },
  station: { height: 4, where: 'ground', draw: () => station() },
  /** a wheel with teeth, like a cog in a clock */
  cog: emoji(0.6, '⚙'),
  tunnel: { height: 5, where: 'ground', draw: () => tunnel() },
  /** a lake far below, at the foot of the mountains */
  lake: { height: 50, where: 'far', draw: () => lake() },
  cushion: { height: 0.25, where: 'ground', draw: (t) => cushion(colourOf(t.look, '#e0a23a')) },
  /** a round white building on a mountain, its dome open to the sky */
  observatory: { height: 14, where: 'ground', draw: () => observatory() },
  /** the huge telescope inside, "as big as a house" */
  telescope: { height: 8, where: 'ground', draw: () => telescope() },
  /** a tiny, faint new star in a ring, so a child finds it among the big ones */
  'new-star': { height: 1000, where: 'sky', draw: () => newStar() },
  'star-map': { height: 0.5, where: 'ground', draw: () => starMap() },
  scientist: human(colourOf, true, { hair: '#3a2a1e', style: 'long', top: '#f7f5f0', bottom: '#3b4a5a' }),
  mouse: emoji(0.06, '🐁'),
  /** a snowdrop with a face on her hanging white head; "shoots" shows only her leaf tips pushing up */
  snowdrop: {
    height: 0.2,
    where: 'ground',
    face: true,
    draw: (t, feeling) => snowdrop(feeling, /shoot|leaf tips/.test(t.look ?? '')),
  },
  /** a flower bulb, like a tiny onion */
  bulb: emoji(0.05, '🧅'),
  /** a fox in the air, diving nose-first into the snow after a mouse */
  'fox-pounce': {
    height: 0.45,
    where: 'fly',
    face: true,
    draw: (t, feeling) => diving(kind('fox')!.draw!({ ...t, is: 'fox' }, feeling)),
  },
  /** a fox nose-first in deep snow: only her bushy tail sticks out */
  'fox-in-snow': { height: 0.6, where: 'ground', draw: (t) => tailInSnow(colourOf(t.look, '#e8762a')) },
  /** what shows of a grey whale above the water (it is as long as a bus); "spout", "tail up" */
  whale: {
    height: 1.2,
    where: 'ground',
    face: true,
    draw: (t, feeling) => whale(feeling, /spout|mist|fountain/.test(t.look ?? ''), /tail up/.test(t.look ?? '')),
  },
  'fishing-boat': { height: 2.2, where: 'ground', draw: () => boat() },
  seagull: { height: 0.4, where: 'fly', draw: () => seagull() },
});
