/**
 * Composes one picture as SVG: a sky by time of day, a background by place, the scene's subjects
 * (emoji) and the narrator character, arranged by a framing (wide, centred, close, side by side,
 * high), so the scenes of one story look like pages of one book but never alike.
 */
import { between, pick, type Random } from '../random.js';
import { emojiSvg, type Place } from './emoji.js';

export const WIDTH = 1024;
export const HEIGHT = 768;
export type TimeOfDay = 'morning' | 'day' | 'evening' | 'night';
export const FRAMINGS = ['centre', 'wide', 'close', 'duo', 'high'] as const;
export type Framing = (typeof FRAMINGS)[number];

const SKY: Record<TimeOfDay, [string, string]> = {
  morning: ['#ffd6a5', '#fff4e0'],
  day: ['#8fd3ff', '#e6f7ff'],
  evening: ['#f7a072', '#ffd6c0'],
  night: ['#1d2b5a', '#45508a'],
};
const GROUND: Record<Place, string> = {
  meadow: '#8fd17e',
  forest: '#5fae6a',
  city: '#c9c2b8',
  sea: '#4fb3e8',
  snow: '#f4f8ff',
  space: '#2b2250',
  mountain: '#9fc48d',
  underwater: '#e9d8a6',
  sky: '#a8dba0',
  farm: '#b5d77a',
  garden: '#7ccf7a',
  river: '#8fd17e',
};
const DECOR: Record<Place, string[]> = {
  meadow: ['🌼', '🌻', '🌿'],
  forest: ['🌲', '🍄', '🌳'],
  city: ['🏠', '🏡', '🌳'],
  sea: ['🐚', '🌊', '⛵'],
  snow: ['❄', '🌲', '⛄'],
  space: ['🪐', '✨', '🌍'],
  mountain: ['⛰', '🌲', '🌼'],
  underwater: ['🐚', '🪸', '🫧', '🐟'],
  sky: ['☁', '🌼', '🌿'],
  farm: ['🌾', '🐓', '🏡', '🚜'],
  garden: ['🌷', '🌻', '🌿', '🍃'],
  river: ['🌿', '🪷', '🌾'],
};

function put(emoji: string, x: number, y: number, size: number, flip = false): string {
  const inner = emojiSvg(emoji);
  if (!inner) return '';
  const mirror = flip ? ` translate(${size.toFixed(1)} 0) scale(-1 1)` : '';
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})${mirror} scale(${(size / 36).toFixed(3)})">${inner}</g>`;
}

function sky(time: TimeOfDay, placeName: Place, random: Random): string {
  const deep: Record<TimeOfDay, [string, string]> = {
    morning: ['#1479a8', '#6fd0e8'],
    day: ['#0f6fa8', '#5cc3e6'],
    evening: ['#16557f', '#4f9fc6'],
    night: ['#0a2c4a', '#1d6690'],
  };
  const [top, bottom] =
    placeName === 'space' ? ['#0e1030', '#2b2250'] : placeName === 'underwater' ? deep[time] : SKY[time];
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
  out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
  if (placeName === 'underwater') {
    for (let i = 0; i < 6; i++)
      out += `<path d="M${between(random, 0, WIDTH)} 0 l60 0 l${between(random, -120, 120)} ${HEIGHT * 0.6} l-30 0 Z" fill="#ffffff" opacity="0.08"/>`;
    for (let i = 0; i < 18; i++)
      out += `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 40, 500)}" r="${between(random, 4, 14)}" fill="none" stroke="#e6f7ff" stroke-width="3" opacity="0.6"/>`;
    return out;
  }
  if (time === 'night' || placeName === 'space') {
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 0, 420)}" r="${(random() * 2.5 + 1).toFixed(1)}" fill="#fffbe6" opacity="${(0.5 + random() / 2).toFixed(2)}"/>`;
    out += `<circle cx="${between(random, 120, 900)}" cy="${between(random, 90, 160)}" r="60" fill="#fff6c8"/>`;
  } else {
    const sunY = time === 'evening' ? 330 : time === 'morning' ? 300 : 130;
    out += `<circle cx="${between(random, 120, 900)}" cy="${sunY}" r="70" fill="${time === 'day' ? '#ffe066' : '#ff8f5a'}"/>`;
    for (let i = 0; i < (placeName === 'sky' ? 6 : 3); i++) {
      const x = between(random, 40, 900);
      const y = between(random, 60, placeName === 'sky' ? 420 : 260);
      out += `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="70" ry="28"/><ellipse cx="${x + 45}" cy="${y - 18}" rx="45" ry="26"/></g>`;
    }
  }
  return out;
}

function ground(placeName: Place, horizon: number, random: Random): string {
  const color = GROUND[placeName];
  const h = horizon;
  const wave = (offset: number) =>
    `M0 ${h + offset} Q ${WIDTH * 0.25} ${h - 40 + offset + between(random, -20, 20)} ${WIDTH * 0.5} ${h + offset} T ${WIDTH} ${h + offset} V ${HEIGHT} H 0 Z`;
  let out = '';
  if (placeName === 'mountain' || placeName === 'snow')
    out += `<path d="M${between(random, 0, 200)} ${h} L${between(random, 250, 350)} ${h - 280} L${between(random, 480, 560)} ${h} Z" fill="#8aa6b8"/><path d="M${between(random, 380, 480)} ${h} L${between(random, 620, 700)} ${h - 330} L${between(random, 860, 1000)} ${h} Z" fill="#7b98ab"/>`;
  if (placeName === 'city')
    for (let x = between(random, -40, 20); x < WIDTH; x += between(random, 110, 170))
      out += `<rect x="${x}" y="${h - between(random, 90, 220)}" width="${between(random, 70, 100)}" height="300" rx="6" fill="#b3a9c9" opacity="0.8"/>`;
  out += `<path d="${wave(0)}" fill="${color}"/>`;
  if (placeName === 'sea' || placeName === 'river')
    out += `<path d="${wave(placeName === 'sea' ? 60 : 90)}" fill="#2f94d0" opacity="0.75"/>`;
  else out += `<path d="${wave(70)}" fill="${color}" opacity="0.6" style="filter:brightness(0.9)"/>`;
  if (placeName === 'underwater')
    for (let i = 0; i < 5; i++) {
      const x = between(random, 20, WIDTH - 40);
      out += `<path d="M${x} ${HEIGHT} q -25 -80 0 -160 q 25 -80 0 -160" stroke="#3c9d5d" stroke-width="14" fill="none" opacity="0.8"/>`;
    }
  for (let i = 0; i < 4; i++)
    out += put(
      pick(random, DECOR[placeName]),
      between(random, 0, WIDTH - 90),
      between(random, h + 10, HEIGHT - 120),
      between(random, 60, 90),
    );
  return out;
}

export interface SceneSpec {
  /** The scene's subjects, the first one largest. */
  characters: string[];
  /** The storyteller, drawn in every picture so the scenes belong together. */
  narrator?: string;
  place: Place;
  time: TimeOfDay;
  framing?: Framing;
  /** Mirrors the whole layout (the second time round the framings). */
  mirror?: boolean;
  random: Random;
}

export function composeScene(opts: SceneSpec): string {
  const { random } = opts;
  const framing = opts.framing ?? 'centre';
  const [hero, ...friends] = opts.characters.length ? opts.characters : [opts.narrator ?? '🌟'];
  const horizon = framing === 'wide' ? HEIGHT * 0.55 : framing === 'high' ? HEIGHT * 0.75 : HEIGHT * 0.62;
  let body = sky(opts.time, opts.place, random) + ground(opts.place, horizon, random);
  const narrator = opts.narrator && opts.narrator !== hero ? opts.narrator : undefined;
  const jitter = () => between(random, -30, 30);
  switch (framing) {
    case 'wide':
      friends.slice(0, 2).forEach((e, i) => (body += put(e, 160 + i * 520 + jitter(), horizon - 60, 120)));
      body += put(hero!, WIDTH / 2 - 90 + jitter(), horizon - 150, 180);
      if (narrator) body += put(narrator, 60 + jitter(), HEIGHT - 190, 130);
      break;
    case 'close':
      body += put(hero!, 160 + jitter(), HEIGHT - 470, 470);
      if (friends[0]) body += put(friends[0], 40, 40, 150);
      if (narrator) body += put(narrator, WIDTH - 280, HEIGHT - 260, 220, true);
      break;
    case 'duo':
      if (narrator) body += put(narrator, 90 + jitter(), horizon - 170, 300);
      body += put(hero!, WIDTH - 420 + jitter(), horizon - 210, 320, true);
      if (friends[0]) body += put(friends[0], WIDTH / 2 - 70, horizon + 60, 130);
      break;
    case 'high':
      body += put(hero!, WIDTH / 2 - 130 + jitter() * 3, 90 + jitter(), 260);
      friends.slice(0, 2).forEach((e, i) => (body += put(e, 120 + i * 640, 180 + jitter(), 130)));
      if (narrator) body += put(narrator, WIDTH / 2 - 90, HEIGHT - 210, 180);
      break;
    default:
      friends.slice(0, 2).forEach((e, i) => {
        body += put(
          e,
          i === 0 ? between(random, 60, 200) : between(random, 700, 840),
          between(random, 330, 420),
          between(random, 130, 170),
        );
      });
      body += put(hero!, WIDTH / 2 - 150 + jitter(), horizon - 250, 300);
      if (narrator) body += put(narrator, WIDTH - 200, HEIGHT - 200, 150, true);
  }
  if (opts.mirror) body = `<g transform="translate(${WIDTH} 0) scale(-1 1)">${body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}
