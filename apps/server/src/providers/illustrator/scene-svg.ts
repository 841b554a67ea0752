/**
 * Composes one picture as SVG. A composition is chosen per scene (by its beat and text): the narrator
 * greeting us (meet), small figures in a big landscape (wide), the hero large (close), the hero busy
 * among the things named (action), the hero with a helper (duo), the hero on a hilltop under a big
 * sky (high), one thing large (detail), the narrator asleep in a cosy burrow (sleep). A scene set
 * indoors frames any of these in a room or a hall. A variant number changes the camera (mirrored,
 * nearer with more land, farther with more sky) when two scenes of a story would otherwise look alike.
 */
import type { Locale } from '@tt/contract';
import { between, type Random } from '../random.js';
import {
  bed,
  HEIGHT,
  interior,
  land,
  quilt,
  sky,
  WIDTH,
  type Luminary,
  type Place,
  type TimeOfDay,
} from './backdrop.js';
import type { Cast } from './cast.js';
import { actor, clamp, type Stage } from './actor.js';
import { place, shapeOf, SHADOW_DEF, type Shape } from './figures.js';
import { narratorShape, type Pose } from './narrators.js';
import type { SceneSpec } from '../news/tales/scenes/types.js';
import { composeSpec } from './spec-scene.js';

export { HEIGHT, WIDTH };
export type { Place, TimeOfDay, Luminary };

export const COMPOSITIONS = ['meet', 'wide', 'close', 'action', 'duo', 'high', 'detail', 'sleep'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

export interface ScenePlan {
  composition: Composition;
  place: Place;
  time: TimeOfDay;
  luminary: Luminary;
  /** the story's hero, when the scene is about it */
  hero?: Cast;
  /** the other things the scene names, in order of mention */
  things: Cast[];
  /** the one object a detail shows large */
  focus?: Cast;
  /** a helper a duo shows beside the hero */
  helper?: Cast;
  narrator: { locale: Locale; pose: Pose };
  /** the scene happens in a room or a hall (a museum): every composition is framed indoors */
  indoor?: 'room' | 'hall';
  /** a bedtime scene that names the hero: its portrait hangs on the burrow wall */
  portrait?: boolean;
  /** another camera for the same composition */
  variant: number;
  /** the scene's hand-written spec (news/tales/scenes): the picture is laid out from it, not from words */
  authored?: { spec: SceneSpec; seed: number };
  /** compositions that also suit the scene, for when this one comes out like another scene */
  fallbacks: Composition[];
  random: Random;
}

const n = (v: number) => v.toFixed(0);

/** In a scene with nobody on the ground (no animal, no person; a sun hero shines above), the narrator leads. */
const narratorLeads = (spec: ScenePlan) =>
  (!spec.hero || spec.hero.placement === 'sky') && !actors(spec.things).some((t) => t.alive);

/** The hero at the lead's place, and the narrator there when it leads (at most its own size). */
function lead(spec: ScenePlan, x: number, size: number, stage: Stage, flip = false, ground = stage.ground): string {
  const hero = spec.hero ? actor(spec.hero, x, size, stage, flip, ground) : '';
  return hero + (narratorLeads(spec) ? narrator(spec, x, ground, Math.min(size, 400), flip) : '');
}

/** The narrator in its corner, unless it leads the scene. */
const corner = (spec: ScenePlan, x: number, ground: number, size: number, flip = false) =>
  narratorLeads(spec) ? '' : narrator(spec, x, ground, size, flip);

function narrator(spec: ScenePlan, x: number, ground: number, size: number, flip = false): string {
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
const actors = (things: Cast[]) => things.filter((t) => !['backdrop', 'sky', 'fall'].includes(t.placement));

interface Camera {
  horizon: number;
  depth: number;
  ground: number;
  zoom: number;
}

/** What is behind the figures: the story's place out of doors, or a room when the scene is inside. */
function backdrop(spec: ScenePlan, camera: Camera, figures: (stage: Stage) => string, veil = 0): string {
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
function hillColour(spec: ScenePlan): [string] {
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

function compose(spec: ScenePlan): string {
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
  const others = actors(spec.things);
  const W = WIDTH;
  switch (spec.composition) {
    case 'meet': {
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
    case 'wide': {
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
    case 'close': {
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
    case 'action': {
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
    case 'duo': {
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
    case 'high': {
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
        others
          .slice(0, 4)
          .forEach((t, i) => (out += actor(t, W * slots[i]![0], 150 * z, stage, i === 0, slots[i]![1])));
        out += lead(spec, W * 0.56, 270 * z, stage, false, top + 8);
        return out + corner(spec, W * 0.12, HEIGHT * 0.99, 170);
      });
    }
    case 'detail': {
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
    case 'sleep': {
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
  }
}

export function composeScene(spec: ScenePlan): string {
  if (spec.authored)
    return composeSpec(spec.authored.spec, {
      locale: spec.narrator.locale,
      pose: spec.narrator.pose === 'sleep' ? 'wave' : spec.narrator.pose,
      seed: spec.authored.seed + Math.floor(spec.variant / 2) * 101,
      mirror: spec.variant % 2 === 1,
    }).svg;
  let body = compose(spec);
  if (spec.variant % 2 === 1) body = `<g transform="translate(${WIDTH} 0) scale(-1 1)">${body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${SHADOW_DEF}</defs>${body}</svg>`;
}
