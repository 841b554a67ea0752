/**
 * What is behind the figures, in our own SVG: a sky by time of day with one sun or one moon at most,
 * the land of the story's place up to the horizon (hills, trees, houses, water, snow…), and two
 * interiors (a room; the narrator's cosy burrow). Nothing here is a thing a sentence could name: those
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

const SKY: Record<TimeOfDay, [string, string]> = {
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

/** The land from the horizon down: far scenery by place, then the ground the figures stand on. */
export function land(opts: LandOptions, random: Random): string {
  const { place, time, horizon: h, depth } = opts;
  const [grass, hill] = LAND[place].map((c) => dim(c, time)) as [string, string];
  let out = '';
  if (place === 'space') {
    out += `<path d="M0 ${n(h)} Q ${WIDTH / 2} ${n(h - 60)} ${WIDTH} ${n(h)} V ${HEIGHT} H 0 Z" fill="${grass}"/>`;
    for (let i = 0; i < 6; i++)
      out += `<ellipse cx="${between(random, 40, WIDTH - 40)}" cy="${between(random, h + 20, HEIGHT - 30)}" rx="${between(random, 22, 60)}" ry="${between(random, 6, 14)}" fill="${hill}"/>`;
    return out;
  }
  if (place === 'underwater') {
    out += waves(h, grass, random, 14);
    for (let i = 0; i < 7; i++) {
      const x = between(random, 10, WIDTH - 10);
      const tall = between(random, 120, 260) * depth;
      out += `<path d="M${x} ${n(h + 30)} q -22 ${n(-tall / 4)} 0 ${n(-tall / 2)} q 22 ${n(-tall / 4)} 0 ${n(-tall / 2)}" stroke="${pick(random, ['#3c9d5d', '#2f8a50', '#5db36f'])}" stroke-width="${n(12 * depth + 4)}" fill="none" stroke-linecap="round"/>`;
    }
    for (let i = 0; i < 14; i++)
      out += `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 40, h)}" r="${between(random, 4, 12)}" fill="none" stroke="#e6f7ff" stroke-width="2.5" opacity="0.55"/>`;
    return out;
  }
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

/** A room, a hall or the narrator's burrow: walls, a floor, a window onto the sky (its one sun or moon). */
export function interior(
  kind: 'room' | 'hall' | 'burrow',
  time: TimeOfDay,
  floor: number,
  window: [number, number],
  luminary: Luminary = time === 'night' ? 'moon' : 'sun',
): string {
  const [wx, wy] = window;
  const night = time === 'night' || time === 'evening';
  const [top, low] = SKY[time];
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient><radialGradient id="lamp"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient></defs>`;
  const stars =
    time === 'night'
      ? `<circle cx="${wx - 40}" cy="${wy + 20}" r="2.5" fill="#fffbe6"/><circle cx="${wx - 20}" cy="${wy - 46}" r="2" fill="#fffbe6"/><circle cx="${wx + 44}" cy="${wy + 36}" r="2" fill="#fffbe6"/>`
      : '';
  const light =
    luminary === 'moon'
      ? moonPath(wx + 18, wy - 14, 30)
      : luminary === 'sun'
        ? `<circle class="sun" cx="${wx + 20}" cy="${wy - 20}" r="26" fill="${night ? '#ff9a5c' : '#ffd84a'}"/>`
        : '';
  const glass = `<circle cx="${wx}" cy="${wy}" r="84" fill="url(#sky)"/>${stars}${light}`;
  if (kind === 'burrow') {
    out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#6e4a30"/>`;
    out += `<path d="M40 ${HEIGHT} V 300 Q 40 40 ${WIDTH / 2} 40 Q ${WIDTH - 40} 40 ${WIDTH - 40} 300 V ${HEIGHT} Z" fill="#c9976a"/>`;
    out += `<path d="M120 80 q 30 60 10 120 M${WIDTH - 160} 70 q -20 50 6 110" stroke="#8a5f3c" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    out +=
      glass +
      `<circle cx="${wx}" cy="${wy}" r="84" fill="none" stroke="#8a5f3c" stroke-width="14"/><path d="M${wx - 84} ${wy} H${wx + 84} M${wx} ${wy - 84} V${wy + 84}" stroke="#8a5f3c" stroke-width="7"/>`;
    out += `<rect x="0" y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#9a6a44"/><ellipse cx="${WIDTH / 2}" cy="${floor + 70}" rx="330" ry="46" fill="#d4574e" opacity="0.85"/><ellipse cx="${WIDTH / 2}" cy="${floor + 70}" rx="270" ry="34" fill="none" stroke="#f2c14e" stroke-width="6" stroke-dasharray="18 12"/>`;
  } else if (kind === 'hall') {
    // a museum or library hall: pale stone, columns, a tall arched window, a tiled floor
    out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e9e3d6"/>`;
    out += `<path d="M${wx - 90} ${floor - 20} V ${wy - 60} A 90 90 0 0 1 ${wx + 90} ${wy - 60} V ${floor - 20} Z" fill="url(#sky)" stroke="#ffffff" stroke-width="12"/>`;
    out += `<clipPath id="pane"><path d="M${wx - 90} ${floor - 20} V ${wy - 60} A 90 90 0 0 1 ${wx + 90} ${wy - 60} V ${floor - 20} Z"/></clipPath><g clip-path="url(#pane)">${glass.replace(/<circle cx="\d+" cy="\d+" r="84" fill="url\(#sky\)"\/>/, '')}</g>`;
    for (let x = 60; x < WIDTH; x += 230)
      if (Math.abs(x - wx) > 140)
        out += `<rect x="${x - 26}" y="40" width="52" height="${floor - 40}" fill="#d8cfbd"/><rect x="${x - 36}" y="30" width="72" height="18" fill="#cbbfa8"/><rect x="${x - 36}" y="${floor - 16}" width="72" height="16" fill="#cbbfa8"/>`;
    out += `<rect x="0" y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#cfc6b4"/>`;
    for (let x = -40, row = 0; x < WIDTH; x += 80, row++)
      out += `<path d="M${x} ${floor} L${x - 120} ${HEIGHT}" stroke="#bdb39f" stroke-width="3"/>`;
    out += `<path d="M0 ${floor + 60} H${WIDTH} M0 ${floor + 140} H${WIDTH}" stroke="#bdb39f" stroke-width="3"/>`;
  } else {
    out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4e1c1"/>`;
    for (let x = 30; x < WIDTH; x += 64)
      out += `<rect x="${x}" y="0" width="18" height="${floor}" fill="#ecd3ab" opacity="0.7"/>`;
    out += `<rect x="${wx - 110}" y="${wy - 100}" width="220" height="200" rx="10" fill="#ffffff"/><rect x="${wx - 96}" y="${wy - 86}" width="192" height="172" fill="url(#sky)"/>`;
    out += `<clipPath id="pane"><rect x="${wx - 96}" y="${wy - 86}" width="192" height="172"/></clipPath><g clip-path="url(#pane)">${glass.replace(/<circle cx="\d+" cy="\d+" r="84" fill="url\(#sky\)"\/>/, '')}</g>`;
    out += `<path d="M${wx} ${wy - 86} V${wy + 86} M${wx - 96} ${wy} H${wx + 96}" stroke="#ffffff" stroke-width="8"/>`;
    out += `<rect x="0" y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#c8955f"/>`;
    for (let x = 0; x < WIDTH; x += 128)
      out += `<path d="M${x} ${floor} V${HEIGHT}" stroke="#b5824f" stroke-width="3"/>`;
    out += `<ellipse cx="${WIDTH / 2}" cy="${floor + 90}" rx="360" ry="52" fill="#5b8fd6" opacity="0.8"/>`;
  }
  if (night) out += `<circle cx="${WIDTH - 170}" cy="${floor - 150}" r="200" fill="url(#lamp)"/>`;
  return out;
}

/** A bed with a pillow, its mattress top at (x, y), `w` wide (the quilt comes after the sleeper). */
export function bed(x: number, y: number, w: number): string {
  const h = w * 0.32;
  return (
    `<rect x="${n(x - 12)}" y="${n(y - h * 0.9)}" width="22" height="${n(h * 1.9)}" rx="8" fill="#8a5a3b"/>` +
    `<rect x="${n(x + w - 10)}" y="${n(y - h * 0.4)}" width="22" height="${n(h * 1.4)}" rx="8" fill="#8a5a3b"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.7)}" rx="10" fill="#a8704a"/>` +
    `<ellipse cx="${n(x + w * 0.16)}" cy="${n(y - 6)}" rx="${n(w * 0.14)}" ry="${n(h * 0.22)}" fill="#ffffff"/>`
  );
}

/** The quilt goes over the sleeper, so it is drawn after it. */
export function quilt(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.32;
  let out = `<path d="M${n(x + w * 0.3)} ${n(y - h * 0.28)} Q ${n(x + w * 0.62)} ${n(y - h * 0.5)} ${n(x + w)} ${n(y - h * 0.2)} L ${n(x + w)} ${n(y + h * 0.5)} L ${n(x + w * 0.28)} ${n(y + h * 0.5)} Z" fill="${colour}"/>`;
  for (let i = 1; i < 4; i++)
    out += `<path d="M${n(x + w * (0.3 + i * 0.17))} ${n(y - h * 0.4)} V ${n(y + h * 0.5)}" stroke="#ffffff" stroke-width="3" opacity="0.45"/>`;
  return out;
}
