/**
 * Draws a scene spec as SVG: the place by time of day (one sun by day, a moon at night), the weather
 * the spec says (rain only while it rains: "the rain stopped" is a clear sky), then every thing where
 * the layout put it, each in a group whose id comes from the spec ("see-cat", "see-rainbow-2") so that
 * a check can find it, and the narrator small in the corner that hides nothing that must be seen.
 */
import type { Locale } from '@tt/contract';
import type { SceneSpec } from '../news/tales/scenes/types.js';
import { between, seeded } from '../random.js';
import { land, sky, type Luminary, type Place } from './backdrop.js';
import { interior } from './indoors.js';
import type { Box } from './creatures.js';
import { place, SHADOW_DEF } from './figures.js';
import { BLANKET, colourOf, KINDS } from './kinds.js';
import { narratorShape, type Pose } from './narrators.js';
import { H, layout, W, type Placed } from './spec-layout.js';

const PLACE: Record<SceneSpec['where'], Place | 'room' | 'barn'> = {
  meadow: 'meadow',
  garden: 'garden',
  orchard: 'garden',
  street: 'city',
  town: 'city',
  forest: 'forest',
  mountain: 'mountain',
  pond: 'meadow',
  sea: 'sea',
  underwater: 'underwater',
  snow: 'snow',
  farm: 'farm',
  zoo: 'meadow',
  barn: 'barn',
  room: 'room',
  bedroom: 'room',
  school: 'room',
  space: 'space',
};

const f = (v: number) => v.toFixed(1);

function weather(spec: SceneSpec, seed: number): string {
  const random = seeded(seed);
  let out = '';
  if (spec.weather === 'cloudy' || spec.weather === 'rain' || spec.weather === 'snow')
    for (let i = 0; i < 4; i++) {
      const x = between(random, 40, W - 40);
      const y = between(random, 50, 170);
      out += `<g class="cloud" fill="${spec.weather === 'rain' ? '#9aa7b8' : '#eef2f6'}" transform="translate(${x} ${y})"><ellipse rx="90" ry="32"/><ellipse cx="50" cy="-22" rx="56" ry="32"/><ellipse cx="-40" cy="-12" rx="44" ry="26"/></g>`;
    }
  if (spec.weather === 'rain')
    for (let i = 0; i < 70; i++) {
      const x = between(random, 0, W);
      const y = between(random, 150, H - 40);
      out += `<path class="rain" d="M${x} ${y} l-6 22" stroke="#6d8fc7" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
    }
  if (spec.weather === 'snow')
    for (let i = 0; i < 60; i++)
      out += `<circle class="snow" cx="${between(random, 0, W)}" cy="${between(random, 30, H - 30)}" r="${between(random, 3, 7)}" fill="#ffffff" opacity="0.9"/>`;
  if (spec.weather === 'wind')
    for (let i = 0; i < 6; i++) {
      const x = between(random, 40, W - 200);
      const y = between(random, 120, 420);
      out += `<path class="wind" d="M${x} ${y} q 60 -20 120 0 t 80 -10" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7" stroke-linecap="round"/>`;
    }
  return out;
}

/** A giraffe house or a stable: plank walls, a wide door, straw on the floor. */
function barn(time: SceneSpec['time']): string {
  const dark = time === 'night' ? 0.55 : 1;
  const wall = dark < 1 ? '#6b4a32' : '#b5835a';
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  for (let x = 0; x < W; x += 64) out += `<path d="M${x} 0 V${H * 0.64}" stroke="#8a5f3c" stroke-width="4"/>`;
  out += `<rect x="${W * 0.66}" y="${H * 0.12}" width="220" height="${H * 0.52}" fill="${dark < 1 ? '#1d2850' : '#9fd6f5'}"/><path d="M${W * 0.66} ${H * 0.12} h220 v${H * 0.52} h-220 Z M${W * 0.66 + 110} ${H * 0.12} v${H * 0.52}" stroke="#6b4226" stroke-width="10" fill="none"/>`;
  out += `<rect x="0" y="${H * 0.64}" width="${W}" height="${H * 0.36}" fill="${dark < 1 ? '#9a8440' : '#e8c872'}"/>`;
  for (let i = 0; i < 40; i++) {
    const x = (i * 97) % W;
    const y = H * 0.66 + ((i * 53) % (H * 0.32));
    out += `<path d="M${x} ${f(y)} l 26 -6" stroke="#c9a24a" stroke-width="3"/>`;
  }
  return out;
}

function drawn(p: Placed): string {
  const { thing, figure, x, y, s } = p;
  const attributes = `id="${p.id}" data-is="${thing.is}"${thing.feeling && KINDS[thing.is]?.face ? ` data-feeling="${thing.feeling}"` : ''}`;
  const transform = p.turned
    ? `translate(${f(x + (figure.h * s) / 2)} ${f(y - (figure.w * s) / 2)}) rotate(-90) scale(${s.toFixed(4)})`
    : `translate(${f(x)} ${f(y)}) scale(${(p.flip ? -s : s).toFixed(4)} ${s.toFixed(4)})`;
  const shadow =
    KINDS[thing.is]?.where === 'ground' && p.depth === 1
      ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(p.box.w * 0.5)}" ry="${f(Math.max(5, p.box.w * 0.08))}" fill="url(#shadow)"/>`
      : '';
  return `${shadow}<g ${attributes} transform="${transform}">${figure.svg}</g>`;
}

/** A quilt over the lower part of a box, the sleeper's head and shoulders left out (its head is on the left when turned). */
function tuck(b: Box, colour: string, headLeft: boolean): string {
  const [from, to] = headLeft ? [b.x + b.w * 0.22, b.x + b.w + 10] : [b.x - 10, b.x + b.w * 0.78];
  const top = b.y + b.h * 0.45;
  return `<path d="M${f(from)} ${f(b.y + b.h + 4)} L${f(from + 4)} ${f(top)} Q${f((from + to) / 2)} ${f(top - b.h * 0.2)} ${f(to)} ${f(top)} L${f(to)} ${f(b.y + b.h + 4)} Z" fill="${colour}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

export interface SpecPicture {
  svg: string;
  placed: Placed[];
}

/** The picture of a spec; `mirror` turns it round (another camera for a scene like an earlier one). */
export function composeSpec(
  spec: SceneSpec,
  opts: { locale: Locale; pose: Pose; seed: number; mirror?: boolean; narrator?: boolean },
): SpecPicture {
  const placed = layout(spec);
  const random = seeded(opts.seed);
  const where = PLACE[spec.where];
  // a sun, moon (a full one too) or Earth of the spec's own (a smiling sun, a low sun) replaces the sky's
  const ownSky = spec.things.some((t) => /^(sun|moon|full-moon|earth)\b/.test(t.is));
  const luminary: Luminary =
    ownSky || spec.weather !== 'clear' || where === 'underwater' ? 'none' : spec.time === 'night' ? 'moon' : 'sun';
  const horizon = H * 0.56;
  // a room whose spec has a window of its own (a windowsill, a snowy window, a space station's) shows that one only
  const ownWindow = spec.things.some((t) => /window/.test(t.is));
  let body =
    where === 'barn'
      ? barn(spec.time)
      : where === 'room'
        ? // a room whose spec has a window of its own shows that one only
          interior(
            'room',
            spec.time,
            H * 0.62,
            [ownWindow ? -400 : Math.round(between(random, 240, 780)), Math.round(H * 0.28)],
            luminary,
          )
        : sky(
            { time: spec.time, place: where, luminary, bottom: horizon, at: [between(random, 130, 300), 110] },
            random,
          ) + land({ place: where, time: spec.time, horizon, depth: 0.9 }, random);
  // indoors the weather is seen through a window, never falling in the room
  if (where !== 'room' && where !== 'barn') body += weather(spec, opts.seed);
  const covers = new Map<string, Placed>();
  for (const p of placed) {
    body += drawn(p);
    const host = p.thing.in ? placed.find((h) => h.thing.id === p.thing.in) : undefined;
    if (host && (host.thing.is === 'bed' || host.thing.is === 'blanket')) covers.set(host.id, host);
  }
  // a bed's quilt or a blanket goes over the lower part of whoever is in it
  for (const p of placed) {
    const host = p.thing.in ? covers.get(`see-${p.thing.in}`) : undefined;
    if (host)
      body += tuck(p.box, host.thing.is === 'bed' ? '#d4574e' : colourOf(host.thing.look, BLANKET), p.turned || p.flip);
  }
  if (opts.narrator !== false) {
    const must = new Set(spec.see);
    const seen = placed.filter((p) => must.has(p.thing.id)).map((p) => p.box);
    const corners = [W * 0.08, W * 0.92].map((cx) => {
      const box = { x: cx - 60, y: H - 150, w: 120, h: 150 };
      return { cx, hidden: seen.reduce((sum, b) => sum + overlap(b, box), 0) };
    });
    const corner = corners.sort((a, b) => a.hidden - b.hidden)[0]!;
    body += place(narratorShape(opts.locale, opts.pose), {
      x: corner.cx,
      y: H - 4,
      size: 130,
      flip: corner.cx > W / 2,
      standing: true,
    }).svg;
  }
  if (opts.mirror) body = `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${SHADOW_DEF}</defs>${body}</svg>`;
  return { svg, placed };
}
