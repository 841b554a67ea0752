/**
 * What is behind the figures, in our own SVG: a sky by time of day with one sun or one moon at most,
 * the land of the story's place up to the horizon (hills, trees, houses, water, snow…); the interiors
 * (a room, a hall, the narrator's cosy burrow) are in indoors.ts. Nothing here is a thing a sentence could name: those
 * are drawn as figures, so a picture shows no sailboat the story never mentioned.
 */
import { between, pick, type Random } from '../random.js';

export const WIDTH = 1024;
export const HEIGHT = 768;

export type TimeOfDay = 'morning' | 'day' | 'evening' | 'night';
export type Luminary = 'sun' | 'moon' | 'none';
export type Place =
  | 'meadow'
  | 'forest'
  | 'city'
  | 'sea'
  | 'snow'
  | 'space'
  | 'mountain'
  | 'underwater'
  | 'sky'
  | 'farm'
  | 'garden'
  | 'river';

const n = (v: number) => v.toFixed(0);

export const SKY: Record<TimeOfDay, [string, string]> = {
  morning: ['#ffc98f', '#fff1d6'],
  day: ['#7cc8f6', '#dff3ff'],
  evening: ['#e9876a', '#ffd1b0'],
  night: ['#16214a', '#3a4682'],
};
const DEEP: Record<TimeOfDay, [string, string]> = {
  morning: ['#1479a8', '#6fd0e8'],
  day: ['#0f6fa8', '#5cc3e6'],
  evening: ['#16557f', '#4f9fc6'],
  night: ['#0a2c4a', '#1d6690'],
};

/** Grass, hills and far hills by place and time (darker at night). */
const LAND: Record<Place, [string, string]> = {
  meadow: ['#8fd17e', '#6bb463'],
  forest: ['#6cb870', '#4a9a5a'],
  city: ['#b9d88f', '#9cc27a'],
  sea: ['#f2d59b', '#e4c07e'],
  snow: ['#f7fbff', '#dde9f5'],
  space: ['#b9b4c9', '#8f89a6'],
  mountain: ['#a6cc8e', '#86b073'],
  underwater: ['#ecd9a6', '#d9c08a'],
  sky: ['#a8dba0', '#8cc985'],
  farm: ['#c2dc7e', '#a6c862'],
  garden: ['#86d07e', '#68b762'],
  river: ['#8fd17e', '#6bb463'],
};

function shade(hex: string, factor: number): string {
  const v = parseInt(hex.slice(1), 16);
  const c = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((x) => Math.round(x * factor));
  return `#${c.map((x) => Math.min(255, x).toString(16).padStart(2, '0')).join('')}`;
}

const NIGHT_DIM = 0.55;
const dim = (colour: string, time: TimeOfDay) =>
  time === 'night' ? shade(colour, NIGHT_DIM) : time === 'evening' ? shade(colour, 0.88) : colour;

export function moonPath(cx: number, cy: number, r: number): string {
  return `<path class="moon" d="M${n(cx)} ${n(cy - r)} A ${r} ${r} 0 1 0 ${n(cx)} ${n(cy + r)} A ${n(r * 0.72)} ${r} 0 1 1 ${n(cx)} ${n(cy - r)} Z" fill="#fff3b8"/>`;
}

export interface SkyOptions {
  time: TimeOfDay;
  place: Place;
  luminary: Luminary;
  /** where the sun or moon stands (x, y), so compositions can keep it clear of the figures */
  at?: [number, number];
  /** the sky's lower edge */
  bottom: number;
}

/** The sky: one gradient, at most one sun or moon, clouds by day and stars by night. */
export function sky(opts: SkyOptions, random: Random): string {
  const { time, place } = opts;
  const [top, low] = place === 'space' ? ['#0b0d2a', '#27204e'] : place === 'underwater' ? DEEP[time] : SKY[time];
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
  if (place === 'underwater') {
    for (let i = 0; i < 5; i++)
      out += `<path d="M${between(random, 0, WIDTH)} 0 l70 0 l${between(random, -140, 140)} ${n(opts.bottom)} l-40 0 Z" fill="#ffffff" opacity="0.07"/>`;
    return out;
  }
  const [lx, ly] = opts.at ?? [between(random, 140, 880), between(random, 90, 150)];
  if (time === 'night' || place === 'space')
    for (let i = 0; i < 36; i++)
      out += `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 0, Math.max(60, opts.bottom - 40))}" r="${(random() * 2.2 + 0.8).toFixed(1)}" fill="#fffbe6" opacity="${(0.45 + random() / 2).toFixed(2)}"/>`;
  if (opts.luminary === 'moon')
    out += `<circle cx="${lx}" cy="${ly}" r="78" fill="#fff3b8" opacity="0.12"/>${moonPath(lx, ly, 52)}`;
  if (opts.luminary === 'sun') {
    const colour = time === 'day' ? '#ffd84a' : '#ff9a5c';
    out += `<circle cx="${lx}" cy="${ly}" r="96" fill="${colour}" opacity="0.22"/><circle class="sun" cx="${lx}" cy="${ly}" r="62" fill="${colour}"/>`;
  }
  if (time !== 'night' && place !== 'space')
    for (let i = 0; i < (place === 'sky' ? 5 : 3); i++) {
      const x = between(random, 30, 920);
      const y = between(random, 50, Math.max(90, Math.min(opts.bottom - 80, place === 'sky' ? 420 : 240)));
      const s = 0.7 + random() * 0.6;
      out += `<g fill="#ffffff" opacity="${time === 'day' ? 0.9 : 0.6}" transform="translate(${x} ${y}) scale(${s.toFixed(2)})"><ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="40" cy="-18" rx="44" ry="26"/><ellipse cx="-30" cy="-10" rx="34" ry="20"/></g>`;
    }
  return out;
}

const roundTree = (x: number, y: number, s: number, time: TimeOfDay) =>
  `<rect x="${n(x - 6 * s)}" y="${n(y - 40 * s)}" width="${n(12 * s)}" height="${n(40 * s)}" fill="${dim('#8a5a3b', time)}"/><circle cx="${n(x)}" cy="${n(y - 62 * s)}" r="${n(34 * s)}" fill="${dim('#4f9a4a', time)}"/><circle cx="${n(x - 20 * s)}" cy="${n(y - 48 * s)}" r="${n(22 * s)}" fill="${dim('#5cab55', time)}"/><circle cx="${n(x + 22 * s)}" cy="${n(y - 50 * s)}" r="${n(22 * s)}" fill="${dim('#468c42', time)}"/>`;

const pine = (x: number, y: number, s: number, colour: string, snow: boolean) =>
  `<rect x="${n(x - 5 * s)}" y="${n(y - 18 * s)}" width="${n(10 * s)}" height="${n(18 * s)}" fill="#6b4a2f"/>` +
  [0, 1, 2]
    .map((i) => {
      const w = (44 - i * 10) * s;
      const top = y - (18 + 30 * (i + 1) + 12) * s;
      const base = y - (10 + 30 * i) * s;
      return `<path d="M${n(x - w)} ${n(base)} L${n(x)} ${n(top)} L${n(x + w)} ${n(base)} Z" fill="${colour}"/>${snow ? `<path d="M${n(x - w * 0.35)} ${n(top + (base - top) * 0.38)} L${n(x)} ${n(top)} L${n(x + w * 0.35)} ${n(top + (base - top) * 0.38)} Z" fill="#ffffff"/>` : ''}`;
    })
    .join('');

const house = (x: number, y: number, s: number, wall: string, roof: string, time: TimeOfDay) =>
  `<rect x="${n(x - 40 * s)}" y="${n(y - 60 * s)}" width="${n(80 * s)}" height="${n(60 * s)}" fill="${dim(wall, time)}"/><path d="M${n(x - 50 * s)} ${n(y - 58 * s)} L${n(x)} ${n(y - 100 * s)} L${n(x + 50 * s)} ${n(y - 58 * s)} Z" fill="${dim(roof, time)}"/><rect x="${n(x - 28 * s)}" y="${n(y - 46 * s)}" width="${n(20 * s)}" height="${n(18 * s)}" fill="${time === 'night' || time === 'evening' ? '#ffe08a' : '#bfe3ff'}"/><rect x="${n(x + 6 * s)}" y="${n(y - 36 * s)}" width="${n(18 * s)}" height="${n(36 * s)}" fill="${dim('#8a5a3b', time)}"/>`;

function hillsPath(h: number, lift: number, random: Random): string {
  const a = between(random, -40, 40);
  const b = between(random, -40, 40);
  return `M0 ${n(h + 20)} C ${n(WIDTH * 0.2)} ${n(h - lift + a)} ${n(WIDTH * 0.4)} ${n(h - lift - a)} ${n(WIDTH * 0.55)} ${n(h)} S ${n(WIDTH * 0.85)} ${n(h - lift + b)} ${WIDTH} ${n(h + 10)} V ${HEIGHT} H 0 Z`;
}

function waves(y: number, colour: string, random: Random, amplitude = 10): string {
  let d = `M0 ${n(y)}`;
  const step = between(random, 60, 90);
  for (let x = 0; x <= WIDTH + step; x += step) d += ` q ${step / 2} ${-amplitude} ${step} 0`;
  return `<path d="${d} V ${HEIGHT} H 0 Z" fill="${colour}"/>`;
}

export interface LandOptions {
  place: Place;
  time: TimeOfDay;
  /** where the far land meets the sky */
  horizon: number;
  /** how big the far things are (1 for a normal view, less for a wide one) */
  depth: number;
}

/** The ground of the moon: a low curve and its craters. */
function moonGround(h: number, grass: string, hill: string, random: Random): string {
  let out = `<path d="M0 ${n(h)} Q ${WIDTH / 2} ${n(h - 60)} ${WIDTH} ${n(h)} V ${HEIGHT} H 0 Z" fill="${grass}"/>`;
  for (let i = 0; i < 6; i++)
    out += `<ellipse cx="${between(random, 40, WIDTH - 40)}" cy="${between(random, h + 20, HEIGHT - 30)}" rx="${between(random, 22, 60)}" ry="${between(random, 6, 14)}" fill="${hill}"/>`;
  return out;
}

/** The sea floor: sand in waves, swaying weed and rising bubbles. */
function seaFloor(h: number, depth: number, grass: string, random: Random): string {
  let out = waves(h, grass, random, 14);
  for (let i = 0; i < 7; i++) {
    const x = between(random, 10, WIDTH - 10);
    const tall = between(random, 120, 260) * depth;
    out += `<path d="M${x} ${n(h + 30)} q -22 ${n(-tall / 4)} 0 ${n(-tall / 2)} q 22 ${n(-tall / 4)} 0 ${n(-tall / 2)}" stroke="${pick(random, ['#3c9d5d', '#2f8a50', '#5db36f'])}" stroke-width="${n(12 * depth + 4)}" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 14; i++)
    out += `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 40, h)}" r="${between(random, 4, 12)}" fill="none" stroke="#e6f7ff" stroke-width="2.5" opacity="0.55"/>`;
  return out;
}

/** The land from the horizon down: far scenery by place, then the ground the figures stand on. */
export function land(opts: LandOptions, random: Random): string {
  const { place, time, horizon: h, depth } = opts;
  const [grass, hill] = LAND[place].map((c) => dim(c, time)) as [string, string];
  let out = '';
  if (place === 'space') return moonGround(h, grass, hill, random);
  if (place === 'underwater') return seaFloor(h, depth, grass, random);
  if (place === 'mountain' || place === 'snow') {
    const peaks = between(random, 2, 3);
    for (let i = 0; i < peaks; i++) {
      const x = between(random, 60, WIDTH - 60);
      const tall = between(random, 180, 300) * depth;
      const w = tall * 1.1;
      out += `<path d="M${n(x - w)} ${n(h + 10)} L${n(x)} ${n(h - tall)} L${n(x + w)} ${n(h + 10)} Z" fill="${dim(i % 2 ? '#8aa6b8' : '#7b98ab', time)}"/><path d="M${n(x - w * 0.28)} ${n(h - tall * 0.72)} L${n(x)} ${n(h - tall)} L${n(x + w * 0.28)} ${n(h - tall * 0.72)} Z" fill="#ffffff"/>`;
    }
  }
  if (place === 'city') {
    for (let x = between(random, -30, 30); x < WIDTH; x += between(random, 120, 180) * depth)
      out += `<rect x="${x}" y="${n(h - between(random, 90, 210) * depth)}" width="${n(between(random, 70, 110) * depth)}" height="400" rx="6" fill="${dim('#b3a9c9', time)}" opacity="0.85"/>`;
  }
  out += `<path d="${hillsPath(h, 60 * depth, random)}" fill="${hill}"/>`;
  if (place === 'sea' || place === 'river') {
    // the water runs along the horizon; the shore is in front
    out += `<rect x="0" y="${n(h - 4)}" width="${WIDTH}" height="${n(80 * depth + 30)}" fill="${dim('#3ea3dc', time)}"/>`;
    out += `<path d="M0 ${n(h + 20 * depth)} h${WIDTH}" stroke="#ffffff" stroke-width="3" stroke-dasharray="40 60" opacity="0.5"/>`;
    out += waves(h + 80 * depth + 20, grass, random, 8);
  } else out += waves(h + 30 * depth, grass, random, 6);
  const far = h + 26 * depth;
  if (place === 'forest')
    for (let x = between(random, -20, 40); x < WIDTH; x += between(random, 70, 130) * depth)
      out +=
        random() < 0.5 ? pine(x, far, 1.4 * depth, dim('#2f7d4a', time), false) : roundTree(x, far, 1.3 * depth, time);
  if (place === 'snow')
    for (let i = 0; i < 4; i++)
      out += pine(between(random, 0, WIDTH), far, depth * (0.9 + random() * 0.6), dim('#2f7d4a', time), true);
  if (place === 'city' || place === 'farm' || place === 'garden' || place === 'meadow') {
    const count = place === 'city' ? 4 : place === 'farm' ? 1 : between(random, 1, 2);
    for (let i = 0; i < count; i++) {
      const x = between(random, 60, WIDTH - 60);
      out +=
        place === 'farm'
          ? house(x, far, 1.2 * depth, '#c0392b', '#7b241c', time)
          : place === 'city'
            ? house(
                x,
                far,
                depth,
                pick(random, ['#f6d7a7', '#f3b49f', '#cde0c9', '#f9e79f']),
                pick(random, ['#c0392b', '#7d5a50', '#5d6d7e']),
                time,
              )
            : roundTree(x, far, depth, time);
    }
  }
  if (place === 'farm' || place === 'garden') {
    const y = far + 24 * depth;
    let fence = `<path d="M0 ${n(y - 14 * depth)} H${WIDTH} M0 ${n(y - 28 * depth)} H${WIDTH}" stroke="${dim('#c8a47a', time)}" stroke-width="${n(5 * depth)}"/>`;
    for (let x = 10; x < WIDTH; x += 46)
      fence += `<rect x="${x}" y="${n(y - 38 * depth)}" width="${n(7 * depth)}" height="${n(38 * depth)}" fill="${dim('#b08a5e', time)}"/>`;
    out += fence;
  }
  if (place === 'garden' || place === 'meadow' || place === 'sky')
    for (let i = 0; i < 14; i++) {
      const x = between(random, 0, WIDTH);
      const y = between(random, far + 30, HEIGHT - 10);
      out += `<circle cx="${x}" cy="${y}" r="${n(4 + 4 * depth)}" fill="${dim(pick(random, ['#ffffff', '#ffd84a', '#ff8fab', '#c39bd3']), time)}"/>`;
    }
  return out;
}
