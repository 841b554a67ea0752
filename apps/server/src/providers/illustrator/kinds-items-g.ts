/**
 * The catalogue's kinds for the evergreen people-and-sky items of helper items-g (keys in 09–10): the space
 * station crossing the night sky, the Moon red in an eclipse and in its phases, a radio choir's microphone,
 * a piano carried up the stairs, a first library card, a solar plane, a weather balloon…
 * Built with the catalogue's own helpers (passed in, so this file needs nothing of kinds.ts at load time).
 */
import type { Figure } from './creatures.js';
import type { Kind } from './kind.js';
import type { KindHelpers } from './kinds-03-08.js';

/** The full Moon in the Earth's shadow: a coppery disc with darker seas. */
function redMoon(): Figure {
  const svg =
    `<circle cx="0" cy="-50" r="48" fill="#c8643a"/>` +
    `<circle cx="0" cy="-50" r="48" fill="none" stroke="#8f3f22" stroke-width="3"/>` +
    `<circle cx="-16" cy="-62" r="11" fill="#a84e2e"/>` +
    `<circle cx="14" cy="-38" r="8" fill="#a84e2e"/>` +
    `<circle cx="18" cy="-66" r="5" fill="#a84e2e"/>`;
  return { svg, w: 100, h: 100 };
}

/** A flight of stairs going up to the right, with a banister. */
function stairs(): Figure {
  const steps = Array.from({ length: 6 }, (_, i) => {
    const x = -90 + i * 30;
    const y = -(i + 1) * 24;
    return `<rect x="${x}" y="${y}" width="${180 - i * 30}" height="24" fill="#c9a27a" stroke="#8a5a3b" stroke-width="2"/>`;
  }).join('');
  const rail = `<path d="M-90 -60 L 90 -204" stroke="#6b4a2e" stroke-width="6" stroke-linecap="round"/>`;
  return { svg: steps + rail, w: 180, h: 204 };
}

/** A child's red pull-along wagon with two black wheels and a handle. */
function wagon(colour: string): Figure {
  const svg =
    `<rect x="-50" y="-52" width="100" height="34" rx="5" fill="${colour}"/>` +
    `<circle cx="-30" cy="-14" r="14" fill="#3a3330"/><circle cx="30" cy="-14" r="14" fill="#3a3330"/>` +
    `<path d="M50 -40 L 84 -70" stroke="#3a3330" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, w: 176, h: 72 };
}

/** A long, thin plane whose wide wings are covered with blue solar panels, and four small propellers. */
function solarPlane(): Figure {
  const cells = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${-148 + i * 30}" y="-46" width="26" height="12" fill="#2f5fa8"/>`,
  ).join('');
  const props = [-110, -40, 40, 110].map((x) => `<ellipse cx="${x}" cy="-28" rx="3" ry="14" fill="#555"/>`).join('');
  const svg =
    `<rect x="-152" y="-50" width="304" height="20" rx="6" fill="#f7f5f0" stroke="#9aa0a8" stroke-width="2"/>` +
    cells +
    `<rect x="-12" y="-34" width="24" height="26" rx="8" fill="#f7f5f0" stroke="#9aa0a8" stroke-width="2"/>` +
    `<path d="M0 -24 L 0 -4 M-40 -4 L 40 -4" stroke="#9aa0a8" stroke-width="4"/>` +
    props;
  return { svg, w: 304, h: 52 };
}

/** A big white weather balloon on a long string, a small box with an aerial hanging under it. */
function weatherBalloon(): Figure {
  const svg =
    `<ellipse cx="0" cy="-200" rx="56" ry="62" fill="#f7f5f0" stroke="#c5cbd3" stroke-width="3"/>` +
    `<ellipse cx="-18" cy="-222" rx="12" ry="18" fill="#ffffff"/>` +
    `<path d="M0 -138 L 0 -40" stroke="#6b6f76" stroke-width="2"/>` +
    `<rect x="-14" y="-40" width="28" height="30" rx="3" fill="#f08c2a"/>` +
    `<path d="M0 -10 L 0 0" stroke="#6b6f76" stroke-width="2"/>`;
  return { svg, w: 116, h: 262 };
}

/** A tower of wooden building blocks in bright colours, as a nursery child builds it. */
function blocks(): Figure {
  const colours = ['#d9453b', '#3b7dd8', '#f4c430', '#4f9a4a', '#f08c2a'];
  const svg = colours
    .map(
      (c, i) =>
        `<rect x="${-30 + (i % 2) * 8}" y="${-(i + 1) * 40}" width="52" height="40" rx="3" fill="${c}" stroke="#2b2118" stroke-width="2"/>`,
    )
    .join('');
  return { svg, w: 70, h: 200 };
}

export function kindsForItemsG({ emoji, colourOf }: Pick<KindHelpers, 'emoji' | 'colourOf'>): Record<string, Kind> {
  return {
    // a bright dot gliding over the roofs at night (09-02)
    'space-station': emoji(1000, '🛰', 'sky'),
    // a plane's blinking light, mistaken for the station (09-02)
    plane: emoji(1000, '✈', 'sky'),
    // the Moon in an eclipse and in its phases (09-04, 10-07)
    'red-moon': { height: 1000, where: 'sky', draw: () => redMoon() },
    'half-moon': emoji(1000, '🌓', 'sky'),
    'crescent-moon': emoji(1000, '🌒', 'sky'),
    // a torch, an orange and a ball make an eclipse on the kitchen table (09-04)
    orange: emoji(0.08, '🍊'),
    // a radio choir (09-06)
    microphone: emoji(0.5, '🎙'),
    radio: emoji(0.3, '📻'),
    // a piano carried up to a flat (09-09)
    stairs: { height: 2.5, where: 'ground', draw: () => stairs() },
    // a first library card (09-11)
    'library-card': emoji(0.1, '🪪'),
    // a sign said with the hands (09-13)
    'hand-sign': emoji(0.25, '🤟'),
    // a great-grandma's hundredth birthday: a cake, and a card of one hundred hearts (09-16)
    heart: emoji(0.1, '❤'),
    'birthday-cake': emoji(0.35, '🎂'),
    // twins' first day at nursery: coats on pegs and a tower of blocks (10-04)
    coat: emoji(0.6, '🧥'),
    blocks: { height: 0.6, where: 'ground', draw: () => blocks() },
    // a boy pulls a neighbour's shopping home (10-02)
    wagon: { height: 0.5, where: 'ground', draw: (t) => wagon(colourOf(t.look, '#d9453b')) },
    // a big telescope's first picture of a far-away swirl of stars (10-09)
    galaxy: emoji(1000, '🌌', 'sky'),
    // a plane that flies on sunlight (10-14)
    'solar-plane': { height: 3, where: 'ground', draw: () => solarPlane() },
    // a weather balloon let go at a weather station (10-15)
    'weather-balloon': { height: 1.4, where: 'fly', draw: () => weatherBalloon() },
  };
}
