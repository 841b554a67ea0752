/**
 * Lays out a scene spec: every thing gets a box in the 1024×768 picture from what it is and where the
 * spec says it is. True relative scale: heights follow the real ones (a cat 0.3 m, a tree 6 m), pressed
 * together by a power under 1 so that an apple stays visible beside its tree while the order never
 * flips. Relations: on/in a tree → in its crown (apples spread over the leaves) or on its branch (a
 * climber); in a bed, a pond, a nest → inside; on anything else → on its back or top; under a tree →
 * at its trunk; beside → next to it; holding → in the holder's hand. Counted things are drawn that many
 * times; two rainbows make a double rainbow.
 */
import type { SceneSpec, SpecThing } from '../news/tales/scenes/types.js';
import type { Box, Figure } from './creatures.js';
import { figureOf, KINDS } from './kinds.js';

export const W = 1024;
export const H = 768;
export const GROUND = 668;
/** the tallest thing on the ground is drawn this tall */
const STAGE = 470;
/** how much real heights are pressed together: drawn = STAGE × (h / tallest)^PRESS */
const PRESS = 0.55;
/** nothing that must be seen is drawn smaller than this */
export const MIN_SIZE = 30;

export interface Placed {
  /** the element id: "see-cat", "see-apples-3" */
  id: string;
  thing: SpecThing;
  figure: Figure;
  /** figure units → picture: the figure's (0, 0) at (x, y), scaled by s, mirrored when flip */
  x: number;
  y: number;
  s: number;
  flip: boolean;
  /** lying down: turned a quarter to the left */
  turned: boolean;
  box: Box;
  /** drawn after what it is on or in */
  depth: number;
}

const copies = (t: SpecThing) => Math.max(1, t.count ?? 1);
export const elementIds = (t: SpecThing) =>
  t.count && t.count > 1 ? Array.from({ length: t.count }, (_, k) => `see-${t.id}-${k + 1}`) : [`see-${t.id}`];

const realHeight = (t: SpecThing) => (KINDS[t.is]?.height ?? 0.5) * (t.young ? 0.55 : 1);
const hostOf = (t: SpecThing) => t.on ?? t.in;

/** Where in a crown the copies of a counted thing hang: spread over the leaves, front first. */
const CROWN_SPOTS: [number, number][] = [
  [0.25, 0.55],
  [0.7, 0.45],
  [0.48, 0.75],
  [0.12, 0.3],
  [0.85, 0.72],
  [0.4, 0.25],
  [0.62, 0.15],
  [0.3, 0.85],
  [0.9, 0.25],
];

function boxOf(f: Figure, x: number, y: number, s: number, turned: boolean): Box {
  if (turned) return { x: x - (f.h * s) / 2, y: y - f.w * s, w: f.h * s, h: f.w * s };
  return { x: x - (f.w * s) / 2, y: y - f.h * s, w: f.w * s, h: f.h * s };
}

/** People lie down turned on their side; animals lie with their legs tucked in. */
const isPerson = (t: SpecThing) => /^(girl|boy|child|woman|man|grand|teacher|farmer|shepherd|firefighter)/.test(t.is);
/** A lying animal keeps the scale it has standing. */
const uprightHeight = (t: SpecThing) => figureOf({ ...t, pose: undefined })!.h;

/** Puts copy k of a thing with its figure's foot at (x, y), px tall, at a depth in the drawing order. */
type Put = (t: SpecThing, k: number, x: number, y: number, px: number, depth: number, outer?: boolean) => void;

/** How tall each thing is drawn: true relative scale, with a bed or a blanket big enough for who is in it. */
function sizer(things: SpecThing[], onStage: SpecThing[]): (t: SpecThing) => number {
  // a scene of small things only is a near view, but not a giant one: a cat alone is not drawn house-high
  const tallest = Math.max(1.5, ...onStage.map(realHeight));
  const trueSize = (t: SpecThing) => Math.max(MIN_SIZE, STAGE * (realHeight(t) / tallest) ** PRESS);
  return (t: SpecThing) => {
    const own = figureOf(t);
    const content = things.find((c) => c.in === t.id);
    const inner = content && figureOf(content);
    if (!own?.inside || !inner) return trueSize(t);
    const person = content.pose === 'lying' && isPerson(content);
    const needed =
      ((trueSize(content) * (person ? inner.h : inner.w)) / (person ? inner.h : uprightHeight(content))) *
      1.1 *
      (own.h / own.inside.w);
    return Math.max(trueSize(t), needed);
  };
}

/** A Put that adds what it places to `placed`, turned, mirrored and scaled as the thing's kind says. */
function placer(placed: Placed[]): Put {
  return (t, k, x, y, px, depth, outer = false) => {
    const figure = figureOf(t, outer);
    if (!figure) return;
    const turned = t.pose === 'lying' && isPerson(t);
    // true scale goes by height; the sky and the far land are fitted by their larger side
    const ground = KINDS[t.is]!.where === 'ground' || KINDS[t.is]!.where === 'fly';
    const tall = t.pose === 'lying' && !turned ? uprightHeight(t) : figure.h;
    const s = px / (ground && !turned ? tall : Math.max(figure.h, figure.w * 0.8));
    const flip = !turned && x > W * 0.55 && KINDS[t.is]!.face === true;
    placed.push({
      id: elementIds(t)[k]!,
      thing: t,
      figure,
      x,
      y,
      s,
      flip,
      turned,
      box: boxOf(figure, x, y, s, turned),
      depth,
    });
  };
}

/** The sky: two rainbows are one double rainbow; a sun, a moon, stars, clouds up high. */
function placeSky(things: SpecThing[], put: Put): void {
  const sky = things.filter((t) => KINDS[t.is]!.where === 'sky');
  sky.forEach((t, i) => {
    for (let k = 0; k < copies(t); k++) {
      // the second bow of a double rainbow stands outside the first, wider and paler
      if (t.is === 'rainbow') put(t, k, W * 0.5, H * 0.58, 500 * (k ? 1.45 : 1), 0, k > 0);
      // the northern lights fill the sky from side to side
      else if (t.is === 'aurora') put(t, k, W * 0.5, H * 0.5, 760, 0);
      else put(t, k, W * (0.18 + ((i * 3 + k) % 7) * 0.11), 90 + (k % 2) * 40, 90, 0);
    }
  });
}

/** The things standing on the ground, left to right: what is beside something just before it. */
function groundOrder(roots: SpecThing[]): SpecThing[] {
  const order: SpecThing[] = [];
  for (const t of roots) {
    if (order.includes(t)) continue;
    const partner = t.beside ? roots.find((r) => r.id === t.beside) : undefined;
    if (partner && !order.includes(partner)) order.push(partner);
    order.push(t);
  }
  return order;
}

/** Stands the ground things side by side, pressed together to fit; answers how much they were pressed. */
function placeGround(order: SpecThing[], size: (t: SpecThing) => number, put: Put): number {
  const widthOf = (t: SpecThing) => {
    const f = figureOf(t);
    if (!f) return 0;
    const px = size(t);
    return ((f.w * px) / f.h) * copies(t) + 24 * copies(t);
  };
  const widths = order.map(widthOf);
  const total = widths.reduce((a, b) => a + b, 0);
  const squeeze = Math.min(1, (W - 120) / Math.max(1, total));
  let x = (W - total * squeeze) / 2;
  order.forEach((t, i) => {
    const each = (widths[i]! * squeeze) / copies(t);
    for (let k = 0; k < copies(t); k++) {
      const cx = x + each * (k + 0.5);
      const air = KINDS[t.is]!.where === 'fly' ? GROUND - STAGE * 0.75 + (k % 2) * 50 : GROUND + (i % 2) * 14;
      put(t, k, cx, air, size(t) * squeeze, 1);
    }
    x += widths[i]! * squeeze;
  });
  return squeeze;
}

/** Far things stand small at the horizon, where the figures in front hide them least. */
function placeFar(things: SpecThing[], placed: Placed[], put: Put): void {
  const spots = [0.78, 0.22, 0.5, 0.9, 0.1].map((f) => f * W);
  for (const t of things.filter((o) => KINDS[o.is]!.where === 'far'))
    for (let k = 0; k < copies(t); k++) {
      const wide = t.is === 'mountain' ? 420 : 130;
      const hidden = (x: number) =>
        placed
          .filter((p) => p.depth > 0)
          .reduce(
            (sum, p) => sum + Math.max(0, Math.min(p.box.x + p.box.w, x + wide / 2) - Math.max(p.box.x, x - wide / 2)),
            0,
          );
      const free = spots.filter((x) => !placed.some((p) => p.depth === 0 && Math.abs(p.x - x) < wide * 0.6));
      const x = free.sort((a, b) => hidden(a) - hidden(b))[0] ?? W / 2;
      put(t, k, x, H * 0.58, wide, 0);
    }
}

interface HostedStage {
  things: SpecThing[];
  size: (t: SpecThing) => number;
  squeeze: number;
  put: Put;
}

/** Places every copy of a thing under, on, in or in the hand of its host, which is already placed. */
function placeOnHost(t: SpecThing, host: Placed, { things, size, squeeze, put }: HostedStage): void {
  const hs = host.s;
  const hf = host.figure;
  const px = Math.max(MIN_SIZE, size(t) * squeeze);
  // drawn after what it is on, and never counted as standing on the stage (a captain on a boat far out at sea)
  const depth = Math.max(2, host.depth + 1);
  const at = (ux: number, uy: number): [number, number] => [host.x + (host.flip ? -ux : ux) * hs, host.y + uy * hs];
  // several things in one host stand side by side in it
  const mates = things.filter((o) => hostOf(o) === hostOf(t) && !o.under);
  const before = mates.slice(0, mates.indexOf(t)).reduce((n, o) => n + copies(o), 0);
  const all = mates.reduce((n, o) => n + copies(o), 0);
  for (let k = 0; k < copies(t); k++) {
    const slot = (before + k - (all - 1) / 2) / Math.max(1, all);
    if (t.under) {
      const [cx] = at(hf.crown ? hf.w * 0.12 + 10 * k : 0, 0);
      put(t, k, cx + (host.flip ? -1 : 1) * k * 40, host.y + 8, Math.max(MIN_SIZE, size(t) * squeeze), depth);
    } else if (host.thing.holding === t.id && hf.hand && realHeight(t) > realHeight(host.thing) * 0.5) {
      // a long stick is held upright, standing on the ground at the hand
      put(t, k, at(hf.hand[0], 0)[0] + 6, host.y, px, depth);
    } else if (host.thing.holding === t.id && hf.hand) {
      const [hx, hy] = at(hf.hand[0], hf.hand[1]);
      put(t, k, hx + k * 20, hy + px * 0.4, Math.min(px, host.box.h * 0.28), depth);
    } else if (KINDS[t.is]!.atop && hf.top) {
      // a star on a fir stands on its tip, its middle at the top
      const [tx, ty] = at(hf.top[0], hf.top[1]);
      put(t, k, tx, ty + px * 0.5, px, depth);
    } else if (hf.crown && (copies(t) > 1 || !KINDS[t.is]!.face)) {
      const [sx, sy] = CROWN_SPOTS[k % CROWN_SPOTS.length]!;
      const [cx, cy] = at(hf.crown.x + hf.crown.w * sx, hf.crown.y + hf.crown.h * sy);
      put(t, k, cx, cy + px / 2, px, depth);
    } else if (hf.branch) {
      const [bx, by] = at(hf.branch[0], hf.branch[1]);
      put(t, k, bx - (host.flip ? -1 : 1) * 6, by + 4, px, depth);
    } else if (hf.inside) {
      const [cx, cy] = at(hf.inside.x + hf.inside.w * (0.5 + slot * (all > 1 ? 0.9 : 0)), hf.inside.y + hf.inside.h);
      const inner = figureOf(t)!;
      const aspect = t.pose === 'lying' ? 1 : inner.h / inner.w;
      put(t, k, cx, cy, Math.max(MIN_SIZE, Math.min(px, hf.inside.w * hs * 0.95 * aspect)), depth);
    } else {
      const [bx, by] = hf.back ? at(hf.back[0], hf.back[1]) : [host.x, host.box.y + 4];
      put(t, k, bx + k * px * 0.6, by, Math.max(MIN_SIZE, Math.min(px, host.box.h * 0.7)), depth);
    }
  }
}

export function layout(spec: SceneSpec): Placed[] {
  const things = spec.things.filter((t) => KINDS[t.is]);
  const byId = new Map(things.map((t) => [t.id, t]));
  const onStage = things.filter((t) => KINDS[t.is]!.where === 'ground' || KINDS[t.is]!.where === 'fly');
  const size = sizer(things, onStage);
  const placed: Placed[] = [];
  const put = placer(placed);

  placeSky(things, put);
  // what is painted on the ground lies across it, under everyone
  things.filter((t) => KINDS[t.is]!.where === 'floor').forEach((t) => put(t, 0, W * 0.5, GROUND + 70, W * 0.78, 0));
  // the ground: things not on, in or held by another, side by side (what is beside something next to it)
  const held = new Set(things.map((t) => t.holding).filter(Boolean));
  const roots = onStage.filter(
    (t) => !(hostOf(t) && byId.has(hostOf(t)!)) && !held.has(t.id) && !(t.under && byId.has(t.under)),
  );
  const squeeze = placeGround(groundOrder(roots), size, put);
  placeFar(things, placed, put);

  // what is under a tree stands at its trunk; what is on, in or held goes where its host says
  let pending = onStage.filter((t) => !roots.includes(t));
  for (let round = 0; round < 4 && pending.length; round++) {
    pending = pending.filter((t) => {
      const hostId = t.under ?? hostOf(t) ?? things.find((h) => h.holding === t.id)?.id;
      const host = placed.find((p) => p.thing.id === hostId);
      if (!host) return true;
      placeOnHost(t, host, { things, size, squeeze, put });
      return false;
    });
  }
  return placed.sort((a, b) => a.depth - b.depth);
}
