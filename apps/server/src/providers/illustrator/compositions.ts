/** The eight compositions, each placing the figures of a scene on its backdrop through its own camera. */
import { HEIGHT, WIDTH } from './backdrop.js';
import { bed, interior, quilt } from './indoors.js';
import { actor, clamp, type Stage } from './actor.js';
import type { Cast } from './cast.js';
import { place, shapeOf, type Shape } from './figures.js';
import { narratorShape } from './narrators.js';
import type { Composition, ScenePlan } from './scene-plan.js';
import { actors, backdrop, type Camera, corner, hillColour, lead, n, narrator } from './scene-parts.js';

const W = WIDTH;

/** What every composition gets: the plan, its figures besides the hero, the zoom and the camera of its variant. */
interface Shot {
  spec: ScenePlan;
  others: Cast[];
  z: number;
  camera: (horizon: number, depth: number, ground: number) => Camera;
}

export function compose(spec: ScenePlan): string {
  // the cameras of a composition: as planned, then nearer with more land, farther with more sky, and more so
  const step = Math.floor(spec.variant / 2) % 5;
  const z = [1, 1.12, 0.84, 1.2, 0.76][step]!;
  const shift = [0, -0.12, 0.12, -0.2, 0.2][step]! * HEIGHT;
  const camera = (horizon: number, depth: number, ground: number) => ({
    horizon: clamp(horizon + shift, HEIGHT * 0.3, ground - 60),
    depth,
    ground,
    zoom: z,
  });
  return FRAMES[spec.composition]({ spec, others: actors(spec.things), z, camera });
}

function meet({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * 0.62, 0.9, HEIGHT * 0.93);
  return backdrop(spec, view, (stage) => {
    let out = '';
    if (spec.hero) out += actor(spec.hero, W * 0.74, 250 * z, stage, true);
    others
      .slice(0, 2)
      .forEach((t, i) => (out += actor(t, W * (0.55 + i * 0.35), 170 * z, stage, true, stage.ground - 20)));
    return out + narrator(spec, W * 0.3, HEIGHT * 0.97, 420 * z);
  });
}

function wide({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * (0.46 + 0.04 * (z - 1)), 1.25, HEIGHT * 0.8);
  return backdrop(spec, view, (stage) => {
    let out = '';
    const slots = [0.3, 0.8, 0.92, 0.4];
    others
      .slice(0, 4)
      .forEach((t, i) => (out += actor(t, W * slots[i]!, 140 * z, stage, i % 2 === 1, stage.ground - 16 + i * 10)));
    out += lead(spec, W * 0.57, 210 * z, stage);
    return out + corner(spec, W * 0.12, HEIGHT * 0.96, 150 * z);
  });
}

function close({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * 0.56, 0.8, HEIGHT * 0.965);
  return backdrop(spec, view, (stage) => {
    let out = '';
    const slots: [number, number, number][] = [
      [0.34, stage.ground - 30, 190],
      [0.92, stage.ground - 30, 190],
      [0.82, HEIGHT * 0.66, 120],
    ];
    others
      .slice(0, 3)
      .forEach((t, i) => (out += actor(t, W * slots[i]![0], slots[i]![2] * z, stage, i > 0, slots[i]![1])));
    out += lead(spec, W * 0.63, 500 * z, stage);
    return out + corner(spec, W * 0.13, HEIGHT * 0.985, 190);
  });
}

function action({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * 0.64, 1, HEIGHT * 0.88);
  return backdrop(spec, view, (stage) => {
    let out = '';
    const slots = [0.76, 0.2, 0.92];
    others
      .slice(0, 3)
      .forEach((t, i) => (out += actor(t, W * slots[i]!, 220 * z, stage, i === 0, stage.ground - 10 + i * 12)));
    out += lead(spec, W * 0.46, 320 * z, stage);
    return out + corner(spec, W * 0.9, HEIGHT * 0.985, 140, true);
  });
}

function duo({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * 0.58, 0.9, HEIGHT * 0.92);
  return backdrop(spec, view, (stage) => {
    let out = '';
    const slots: [number, number, number][] = [
      [0.9, stage.ground - 40, 160],
      [0.53, stage.ground + 20, 160],
      [0.2, HEIGHT * 0.64, 110],
    ];
    others
      .filter((t) => t !== spec.helper)
      .slice(0, 3)
      .forEach((t, i) => (out += actor(t, W * slots[i]![0], slots[i]![2], stage, true, slots[i]![1])));
    if (spec.helper) out += actor(spec.helper, W * 0.36, 340 * z, stage);
    if (spec.hero) out += actor(spec.hero, W * 0.7, 340 * z, stage, true);
    return out + narrator(spec, W * 0.09, HEIGHT * 0.985, 130);
  });
}

function high({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * 0.8, 0.55, HEIGHT * 0.97);
  return backdrop(spec, view, (stage) => {
    const top = HEIGHT * 0.6;
    const [grass] = hillColour(spec);
    let out = `<path d="M0 ${HEIGHT} L0 ${n(HEIGHT * 0.86)} C ${n(W * 0.25)} ${n(HEIGHT * 0.8)} ${n(W * 0.38)} ${n(top)} ${n(W * 0.56)} ${n(top)} C ${n(W * 0.74)} ${n(top)} ${n(W * 0.86)} ${n(HEIGHT * 0.82)} ${W} ${n(HEIGHT * 0.88)} L${W} ${HEIGHT} Z" fill="${grass}"/>`;
    const slots: [number, number][] = [
      [0.82, HEIGHT * 0.9],
      [0.3, HEIGHT * 0.86],
      [0.95, HEIGHT * 0.97],
      [0.42, HEIGHT * 0.98],
    ];
    others.slice(0, 4).forEach((t, i) => (out += actor(t, W * slots[i]![0], 150 * z, stage, i === 0, slots[i]![1])));
    out += lead(spec, W * 0.56, 270 * z, stage, false, top + 8);
    return out + corner(spec, W * 0.12, HEIGHT * 0.99, 170);
  });
}

function detail({ spec, others, z, camera }: Shot): string {
  const view = camera(HEIGHT * 0.7, 0.6, HEIGHT * 0.9);
  return backdrop(
    spec,
    view,
    (stage) => {
      const cx = W * 0.56;
      let out = `<circle cx="${n(cx)}" cy="${n(HEIGHT * 0.52)}" r="${n(300 * z)}" fill="#ffffff" opacity="0.55"/><circle cx="${n(cx)}" cy="${n(HEIGHT * 0.52)}" r="${n(300 * z)}" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.8"/>`;
      const focus = spec.focus;
      if (focus) {
        const shape = shapeOf(focus);
        if (shape)
          out += place(shape, {
            x: cx,
            y: focus.placement === 'ground' ? HEIGHT * 0.5 + 190 * z : HEIGHT * 0.52,
            size: 380 * z,
            standing: focus.placement === 'ground',
          }).svg;
      }
      others
        .filter((t) => t !== focus)
        .slice(0, 2)
        .forEach((t, i) => (out += actor(t, W * (i ? 0.3 : 0.9), 150, stage, i === 0, stage.ground + 20)));
      if (spec.hero && spec.hero !== focus) out += actor(spec.hero, W * 0.88, 220, stage, true);
      return out + narrator(spec, W * 0.13, HEIGHT * 0.985, 210);
    },
    0.3,
  );
}

function sleep({ spec, others }: Shot): string {
  const floor = HEIGHT * 0.72;
  const window: [number, number] = [Math.round(W * 0.74), Math.round(HEIGHT * 0.3)];
  let out = interior('burrow', spec.time, floor, window, spec.luminary);
  if (spec.portrait && spec.hero) {
    const shape = shapeOf(spec.hero);
    if (shape) {
      out += `<rect x="${n(W * 0.3)}" y="${n(HEIGHT * 0.12)}" width="200" height="220" rx="8" fill="#fff8e8" stroke="#a8703f" stroke-width="14"/>`;
      out += place(shape, {
        x: W * 0.3 + 100,
        y: HEIGHT * 0.12 + 200,
        size: 170,
        standing: true,
        shadow: false,
      }).svg;
    }
  }
  const bedX = W * 0.1;
  const bedY = HEIGHT * 0.7;
  const bedW = W * 0.52;
  out += bed(bedX, bedY, bedW);
  const sleeper: Shape = narratorShape(spec.narrator.locale, 'sleep');
  out += place(sleeper, { x: bedX + bedW * 0.4, y: bedY + 18, size: 300, standing: true, shadow: false }).svg;
  out += quilt(bedX, bedY, bedW, spec.narrator.locale === 'ru' ? '#4a78c8' : '#d4574e');
  const stage: Stage = { place: spec.place, ground: HEIGHT * 0.94, underwater: false, random: spec.random };
  others.slice(0, 2).forEach((t, i) => (out += actor(t, W * (0.76 + i * 0.14), 150, stage, true)));
  return out;
}

const FRAMES: Record<Composition, (shot: Shot) => string> = { meet, wide, close, action, duo, high, detail, sleep };
