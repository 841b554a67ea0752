/** The parts every composition is built of: the narrator and the lead, scenery, the backdrop and its camera. */
import { between } from '../random.js';
import { HEIGHT, land, sky, WIDTH, type Place } from './backdrop.js';
import { interior } from './indoors.js';
import type { Cast } from './cast.js';
import { actor, clamp, type Stage } from './actor.js';
import { place, shapeOf } from './figures.js';
import { narratorShape } from './narrators.js';
import type { ScenePlan } from './scene-plan.js';

export const n = (v: number) => v.toFixed(0);

/** In a scene with nobody on the ground (no animal, no person; a sun hero shines above), the narrator leads. */
const narratorLeads = (spec: ScenePlan) =>
  (!spec.hero || spec.hero.placement === 'sky') && !actors(spec.things).some((t) => t.alive);

/** The hero at the lead's place, and the narrator there when it leads (at most its own size). */
export function lead(
  spec: ScenePlan,
  x: number,
  size: number,
  stage: Stage,
  flip = false,
  ground = stage.ground,
): string {
  const hero = spec.hero ? actor(spec.hero, x, size, stage, flip, ground) : '';
  return hero + (narratorLeads(spec) ? narrator(spec, x, ground, Math.min(size, 400), flip) : '');
}

/** The narrator in its corner, unless it leads the scene. */
export const corner = (spec: ScenePlan, x: number, ground: number, size: number, flip = false) =>
  narratorLeads(spec) ? '' : narrator(spec, x, ground, size, flip);

export function narrator(spec: ScenePlan, x: number, ground: number, size: number, flip = false): string {
  return place(narratorShape(spec.narrator.locale, spec.narrator.pose), { x, y: ground, size, flip, standing: true })
    .svg;
}

/** Things far away at the horizon (houses, mountains, a big tree), and things of the sky. */
function scenery(spec: ScenePlan, horizon: number, depth: number, stage: Stage, skyBottom: number): string {
  const { random } = spec;
  let out = '';
  const slots = [0.22, 0.8, 0.5, 0.36];
  spec.things
    .filter((t) => t.placement === 'backdrop')
    .slice(0, 3)
    .forEach((t, i) => {
      const shape = shapeOf(t);
      if (shape)
        out += place(shape, {
          x: WIDTH * slots[i]!,
          y: horizon + 30 * depth,
          size: 230 * depth,
          standing: true,
          shadow: false,
        }).svg;
    });
  for (const t of spec.things.filter((c) => c.placement === 'sky')) {
    const shape = shapeOf(t);
    if (!shape || /^(☀|🌞|🌙|🌛|🌜|🌝|🌕)/u.test(t.drawn)) continue;
    const copies = t.drawn === '⭐' ? 3 : 1;
    for (let i = 0; i < copies; i++) {
      const size = t.drawn === '🌈' ? 420 : t.drawn === '⭐' ? 46 : 150;
      const x = t.drawn === '🌈' ? WIDTH * 0.5 : between(random, 120, WIDTH - 120);
      const y = t.drawn === '🌈' ? skyBottom * 0.45 : between(random, 70, Math.max(90, skyBottom - 120));
      out += place(shape, { x, y, size, standing: false }).svg;
    }
  }
  for (const t of spec.things.filter((c) => c.placement === 'fall')) {
    const shape = shapeOf(t);
    if (!shape) continue;
    for (let i = 0; i < 8; i++)
      out += place(shape, {
        x: between(random, 30, WIDTH - 30),
        y: between(random, 30, stage.ground - 60),
        size: between(random, 34, 58),
        standing: false,
      }).svg;
  }
  return out;
}

/** The figures of the scene that stand, fly, swim or float (not scenery). */
export const actors = (things: Cast[]) => things.filter((t) => !['backdrop', 'sky', 'fall'].includes(t.placement));

export interface Camera {
  horizon: number;
  depth: number;
  ground: number;
  zoom: number;
}

/** What is behind the figures: the story's place out of doors, or a room when the scene is inside. */
export function backdrop(spec: ScenePlan, camera: Camera, figures: (stage: Stage) => string, veil = 0): string {
  const { random, place: where } = spec;
  const { horizon, depth, ground } = camera;
  if (spec.indoor) {
    const floor = clamp(horizon, HEIGHT * 0.5, HEIGHT * 0.74);
    const window: [number, number] = [between(random, 200, 820), Math.round(floor * 0.45)];
    let out = interior(spec.indoor, spec.time, floor, window, spec.luminary);
    // indoors, only what floats about a room (notes, bubbles) is scattered
    out += scenery(
      { ...spec, things: spec.things.filter((t) => t.placement === 'fall' && !/❄|🍂|🍁|💧/u.test(t.drawn)) },
      floor,
      depth,
      { place: where, ground, underwater: false, random },
      floor,
    );
    if (veil) out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff" opacity="${veil}"/>`;
    return out + figures({ place: where, ground, underwater: false, random });
  }
  const floating = actors([...(spec.hero ? [spec.hero] : []), ...spec.things]).some(
    (t) => t.placement === 'swim' || t.placement === 'float',
  );
  const waterside = where === 'sea' || where === 'river';
  const stage: Stage = {
    place: where,
    ground,
    underwater: where === 'underwater',
    water: waterside ? [horizon + 4, floating ? ground - 30 : horizon + 80 * depth + 30] : undefined,
    random,
  };
  const luminaryAt: [number, number] | undefined =
    spec.luminary === 'none'
      ? undefined
      : [between(random, 150, 870), between(random, 80, Math.max(100, Math.min(170, horizon - 90)))];
  let out = sky({ time: spec.time, place: where, luminary: spec.luminary, at: luminaryAt, bottom: horizon }, random);
  out += land({ place: where, time: spec.time, horizon, depth }, random);
  if (stage.water && floating)
    out += `<rect x="0" y="${n(stage.water[0])}" width="${WIDTH}" height="${n(stage.water[1] - stage.water[0])}" fill="#3ea3dc"/><path d="M0 ${n(stage.water[1])} q 60 -14 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 V ${HEIGHT} H 0 Z" fill="#f2d59b"/>`;
  out += scenery(spec, horizon, depth, stage, horizon);
  if (veil) out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff" opacity="${veil}"/>`;
  return out + figures(stage);
}

/** The ground's own colour, for a hill in front. */
export function hillColour(spec: ScenePlan): [string] {
  const colour: Partial<Record<Place, string>> = {
    snow: '#eef5fc',
    sea: '#f2d59b',
    underwater: '#ecd9a6',
    space: '#a9a3bd',
    city: '#a9cf84',
  };
  const base = colour[spec.place] ?? '#7cc46f';
  return [spec.time === 'night' ? '#3d5a47' : base];
}
