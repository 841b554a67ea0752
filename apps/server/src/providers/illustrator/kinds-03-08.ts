/**
 * The catalogue's kinds for the spring and summer items (03–08): an octopus in its tank, a bear's den,
 * ducklings and a police officer, a lighthouse, hot-air balloons, baby turtles, a rope bridge for
 * squirrels, an elephant, a giant tortoise and her cake, the Sun with a face… Built with the catalogue's
 * own helpers (passed in, so this file needs nothing of kinds.ts at load time).
 */
import type { SpecThing } from '../news/tales/scenes/types.js';
import type { PersonLook } from './creatures.js';
import type { Kind, Where } from './kind.js';
import {
  butterflyFigure,
  dragonKite,
  duck,
  elephant,
  littleFish,
  octopus,
  seaTurtle,
  sunFace,
  tortoise,
} from './beings-03-08.js';
import {
  bicycle,
  cave,
  coral,
  diamondKite,
  fallingStar,
  flowerCrown,
  hive,
  hole,
  hotAirBalloon,
  jar,
  lighthouse,
  nightWindow,
  paperBoat,
  river,
  ropeBridge,
  sack,
  seaDepths,
  sheet,
  sign,
  soilPillow,
  spade,
  spaceWindow,
  strawberry,
  strawberryPlant,
  swing,
  tank,
  vegetableCake,
  wateringCan,
  yellowBus,
} from './props-03-08.js';

export interface KindHelpers {
  emoji: (height: number, picture: string, where?: Where) => Kind;
  human: (adult: boolean, look: Omit<PersonLook, 'adult' | 'skin'> & { skin?: string }) => Kind;
  colourOf: (look: string | undefined, fallback: string) => string;
  /** what a sign or a drawing shows, as an SVG group in a 100×100 box */
  shownPicture: (t: SpecThing) => string;
}

const LIFT = 40;
/** A figure drawn floating: lifted off the floor, its hand and back anchors lifted with it. */
function floating(kind: Kind): Kind {
  const lift = (p?: [number, number]): [number, number] | undefined => p && [p[0], p[1] - LIFT];
  return {
    ...kind,
    draw: (t, feeling) => {
      const f = kind.draw!(t, feeling);
      return {
        ...f,
        svg: `<g transform="translate(0 ${-LIFT})">${f.svg}</g>`,
        h: f.h + LIFT,
        hand: lift(f.hand),
        back: lift(f.back),
      };
    },
  };
}

export function kindsFor0308({ emoji, human, colourOf, shownPicture }: KindHelpers): Record<string, Kind> {
  return {
    octopus: {
      height: 0.5,
      where: 'ground',
      face: true,
      draw: (t, feeling) => octopus(colourOf(t.look, '#f08c2a'), feeling),
    },
    shrimp: emoji(0.06, '🦐'),
    jar: { height: 0.2, where: 'ground', draw: (t) => jar(/open|lid off/.test(t.look ?? '')) },
    tank: { height: 1.3, where: 'ground', draw: () => tank() },
    cave: { height: 0.6, where: 'ground', draw: () => cave() },
    rock: emoji(0.8, '🪨'),
    water: { height: 0.15, where: 'ground', draw: (t) => river(/wide/.test(t.look ?? '')) },
    drop: emoji(0.03, '💧', 'fly'),
    berries: emoji(0.05, '🫐'),
    spade: { height: 1.1, where: 'ground', draw: () => spade() },
    'watering-can': { height: 0.35, where: 'ground', draw: (t) => wateringCan(colourOf(t.look, '#d9453b')) },
    sapling: emoji(1, '🌳'),
    seedling: emoji(0.3, '🌱'),
    hole: { height: 0.05, where: 'ground', draw: () => hole() },
    'police-officer': human(true, { hair: '#3a2a1e', style: 'short', top: '#2c3e66', bottom: '#2c3e66', hat: 'cap' }),
    'yellow-bus': { height: 3, where: 'ground', draw: (t) => yellowBus(/book|library/.test(t.look ?? '')) },
    lighthouse: { height: 25, where: 'ground', draw: (t) => lighthouse(/shining|beam/.test(t.look ?? '')) },
    lamp: emoji(0.5, '💡'),
    'solar-panel': emoji(1.2, '\uE1D6'),
    // a boat out at sea, small at the horizon
    'boat-at-sea': emoji(5, '🛥', 'far'),
    'hot-air-balloon': {
      height: 20,
      where: 'ground',
      draw: (t) =>
        hotAirBalloon([colourOf(t.look, '#d9453b'), '#f4c430'], t.pose === 'lying', /flat/.test(t.look ?? '')),
    },
    'far-balloon': {
      height: 1000,
      where: 'sky',
      draw: (t) => hotAirBalloon([colourOf(t.look, '#3b7dd8'), '#ffffff'], false, false),
    },
    flame: emoji(0.5, '🔥', 'fly'),
    turtle: { height: 0.07, where: 'ground', face: true, draw: (_t, feeling) => seaTurtle(feeling) },
    egg: emoji(0.05, '🥚'),
    wave: emoji(0.6, '🌊'),
    footprints: emoji(0.2, '👣'),
    'rubbish-bag': { height: 0.7, where: 'ground', draw: (t) => sack(colourOf(t.look, '#3b7dd8')) },
    paper: emoji(0.3, '📰'),
    'paper-cup': emoji(0.15, '🥤'),
    bottle: emoji(0.3, '\uE0CB'),
    sign: { height: 2, where: 'ground', draw: (t) => sign(shownPicture(t)) },
    swing: { height: 2.2, where: 'ground', draw: () => swing() },
    honey: emoji(0.12, '🍯'),
    daisy: emoji(0.25, '🌼'),
    elephant: {
      height: 3,
      where: 'ground',
      face: true,
      draw: (t, feeling) => elephant(feeling, /trunk up|shower/.test(t.doing ?? '')),
    },
    acorn: emoji(0.04, '🌰'),
    'rope-bridge': { height: 6, where: 'ground', draw: () => ropeBridge() },
    books: emoji(0.3, '📚'),
    hive: { height: 0.6, where: 'ground', draw: () => hive() },
    library: emoji(12, '🏛', 'far'),
    monarch: {
      height: 0.06,
      where: 'fly',
      draw: (t) => butterflyFigure(colourOf(t.look, '#f08c2a'), /folded/.test(t.look ?? '')),
    },
    tortoise: {
      height: 0.8,
      where: 'ground',
      face: true,
      draw: (t, feeling) => tortoise(feeling, /head in|tucked/.test(t.look ?? '')),
    },
    'vegetable-cake': { height: 0.25, where: 'ground', draw: () => vegetableCake() },
    carrot: emoji(0.2, '🥕'),
    hibiscus: emoji(0.15, '🌺'),
    lettuce: emoji(0.2, '🥬'),
    strawberry: { height: 0.04, where: 'ground', draw: (t) => strawberry(colourOf(t.look, '#d9253b')) },
    'strawberry-plant': { height: 0.25, where: 'ground', draw: () => strawberryPlant() },
    // the Sun as a character with a face: high in the sky, or low at the horizon just above the roofs
    'sun-face': { height: 1000, where: 'sky', face: true, draw: (_t, feeling) => sunFace(feeling) },
    'sun-low': { height: 1000, where: 'far', face: true, draw: (_t, feeling) => sunFace(feeling) },
    'girl-crowned': human(false, { hair: '#e8c872', style: 'long', top: '#ffffff', bottom: '#3b7dd8', hat: 'flowers' }),
    'flower-crown': { height: 0.15, where: 'ground', draw: () => flowerCrown() },
    globe: emoji(0.4, '🌍'),
    'paper-boat': {
      height: 0.15,
      where: 'ground',
      draw: (t) =>
        paperBoat(colourOf(t.look, '#f7f5f0'), /spots|ladybird/.test(t.look ?? ''), /soggy|tipped/.test(t.look ?? '')),
    },
    windowsill: { height: 1.6, where: 'ground', draw: () => nightWindow() },
    // kites up in the wind are far above us: drawn at the size they look from the beach, not their own
    'diamond-kite': {
      height: 0.35,
      where: 'fly',
      draw: (t) => diamondKite(colourOf(t.look, '#d9453b'), /strip/.test(t.look ?? '')),
    },
    // Ziggy the dragon kite, up in the wind or lying on the sand
    'dragon-kite': { height: 0.6, where: 'fly', face: true, draw: (_t, feeling) => dragonKite(feeling, false) },
    'dragon-kite-down': { height: 0.8, where: 'ground', face: true, draw: (_t, feeling) => dragonKite(feeling, true) },
    // inside a space station everything floats: the astronauts too, a little above the floor
    'astronaut-woman': floating(human(true, { hair: '#7a4a2a', style: 'bun', top: '#3b5fa8', bottom: '#3b5fa8' })),
    'astronaut-man': floating(human(true, { hair: '#3a2a1e', style: 'short', top: '#3b5fa8', bottom: '#3b5fa8' })),
    'space-window': { height: 1.4, where: 'ground', draw: () => spaceWindow() },
    'soil-pillow': { height: 0.1, where: 'ground', draw: () => soilPillow() },
    sprout: emoji(0.05, '🌱'),
    pencil: emoji(0.15, '✏', 'fly'),
    'water-ball': emoji(0.03, '💧', 'fly'),
    'falling-star': { height: 1000, where: 'sky', draw: () => fallingStar() },
    cricket: emoji(0.03, '🦗'),
    // under the sea
    'sea-depths': { height: 3, where: 'ground', draw: () => seaDepths() },
    coral: {
      height: 0.4,
      where: 'ground',
      draw: (t) => coral(colourOf(t.look, '#ef8fb0'), /broken/.test(t.look ?? '')),
    },
    'little-fish': {
      height: 0.1,
      where: 'ground',
      face: true,
      draw: (t, feeling) => littleFish(colourOf(t.look, '#f4c430'), feeling),
    },
    diver: human(true, { hair: '#3a2a1e', style: 'short', top: '#2b2b2b', bottom: '#2b2b2b', hat: 'cap' }),
    bubbles: emoji(0.1, '🫧', 'fly'),
    // a bike is 1 m tall; its box reaches up to its rider's head (150 units for the bike's 95)
    bike: { height: 1.6, where: 'ground', draw: (t) => bicycle(colourOf(t.look, '#3b7dd8')) },
    // a city duck and her ducklings, with faces (the catalogue's plain duck is an emoji)
    mallard: {
      height: 0.4,
      where: 'ground',
      face: true,
      draw: (t, feeling) => duck(colourOf(t.look, '#a0673a'), feeling),
    },
    drawing: { height: 0.3, where: 'ground', draw: (t) => sheet(shownPicture(t)) },
  };
}
