/** Composes one picture as SVG: sky by time of day, ground by place, and emoji characters. */
import { between, pick, type Random } from '../random.js';
import { emojiSvg, type Place } from './emoji.js';

export const WIDTH = 1024;
export const HEIGHT = 768;
export type TimeOfDay = 'morning' | 'day' | 'evening' | 'night';

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
};
const DECOR: Record<Place, string[]> = {
  meadow: ['🌼', '🌻', '🌿'],
  forest: ['🌲', '🍄', '🌳'],
  city: ['🏠', '🏡', '🌳'],
  sea: ['🐚', '🌊', '⛵'],
  snow: ['❄', '🌲', '⛄'],
  space: ['🪐', '✨', '🌍'],
  mountain: ['⛰', '🌲', '🌼'],
};

function place(emoji: string, x: number, y: number, size: number): string {
  const inner = emojiSvg(emoji);
  return inner
    ? `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 36).toFixed(3)})">${inner}</g>`
    : '';
}

function sky(time: TimeOfDay, placeName: Place, random: Random): string {
  const [top, bottom] = placeName === 'space' ? ['#0e1030', '#2b2250'] : SKY[time];
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
  out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
  if (time === 'night' || placeName === 'space') {
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 0, 420)}" r="${(random() * 2.5 + 1).toFixed(1)}" fill="#fffbe6" opacity="${(0.5 + random() / 2).toFixed(2)}"/>`;
    out += `<circle cx="${between(random, 650, 900)}" cy="120" r="60" fill="#fff6c8"/>`;
  } else {
    out += `<circle cx="${between(random, 120, 900)}" cy="${time === 'evening' ? 330 : 130}" r="70" fill="${time === 'evening' ? '#ff8f5a' : '#ffe066'}"/>`;
    for (let i = 0; i < 3; i++) {
      const x = between(random, 40, 900);
      const y = between(random, 60, 260);
      out += `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="70" ry="28"/><ellipse cx="${x + 45}" cy="${y - 18}" rx="45" ry="26"/></g>`;
    }
  }
  return out;
}

function ground(placeName: Place, random: Random): string {
  const color = GROUND[placeName];
  const h = HEIGHT * 0.62;
  const wave = (offset: number) =>
    `M0 ${h + offset} Q ${WIDTH * 0.25} ${h - 40 + offset + between(random, -20, 20)} ${WIDTH * 0.5} ${h + offset} T ${WIDTH} ${h + offset} V ${HEIGHT} H 0 Z`;
  let out = `<path d="${wave(0)}" fill="${color}"/>`;
  if (placeName === 'sea') out += `<path d="${wave(60)}" fill="#2f94d0" opacity="0.7"/>`;
  else out += `<path d="${wave(70)}" fill="${color}" opacity="0.6" style="filter:brightness(0.9)"/>`;
  if (placeName === 'mountain')
    out += `<path d="M80 ${h} L300 220 L520 ${h} Z" fill="#8aa6b8"/><path d="M420 ${h} L650 180 L880 ${h} Z" fill="#7b98ab"/><path d="M600 240 L650 180 L700 240 Z" fill="#fff"/>`;
  for (let i = 0; i < 4; i++)
    out += place(
      pick(random, DECOR[placeName]),
      between(random, 0, WIDTH - 90),
      between(random, h + 10, HEIGHT - 120),
      between(random, 60, 90),
    );
  return out;
}

/** A scene: the main character large in the middle, up to two friends beside it. */
export function composeScene(opts: { characters: string[]; place: Place; time: TimeOfDay; random: Random }): string {
  const { random } = opts;
  const [hero, ...friends] = opts.characters.length ? opts.characters : ['🌟'];
  let body = sky(opts.time, opts.place, random) + ground(opts.place, random);
  friends.slice(0, 2).forEach((emoji, i) => {
    body += place(
      emoji,
      i === 0 ? between(random, 60, 220) : between(random, 700, 860),
      between(random, 330, 420),
      between(random, 130, 170),
    );
  });
  body += place(hero!, WIDTH / 2 - 150 + between(random, -40, 40), HEIGHT * 0.62 - 250, 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}
