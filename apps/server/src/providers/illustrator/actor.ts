/** Puts a cast member on the stage by how it moves: it stands, flies, swims or floats; a group stands side by side. */
import type { Random } from '../random.js';
import { HEIGHT, type Place } from './backdrop.js';
import { castOf, type Cast } from './cast.js';
import { place, shapeOf } from './figures.js';

const n = (v: number) => v.toFixed(0);

/** A group picture ("👧🧒👦") is several figures side by side. */
function members(cast: Cast): Cast[] {
  if (cast.build.kind === 'own') return [cast];
  const parts = Array.from(new Intl.Segmenter().segment(cast.drawn), (g) => g.segment);
  if (parts.length < 2) return [cast];
  return parts.map((p) => castOf(p)).filter((c): c is Cast => c !== null);
}

export interface Stage {
  place: Place;
  /** the line figures stand on */
  ground: number;
  /** where the water is, when there is water: swimmers and boats go there */
  water?: [number, number];
  underwater: boolean;
  random: Random;
}

export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Puts one cast member (or group) at a slot by how it moves: stands, flies, swims or floats. */
export function actor(cast: Cast, x: number, size: number, stage: Stage, flip = false, ground = stage.ground): string {
  const group = members(cast);
  if (group.length > 1) {
    const gap = size * 0.42;
    return group
      .map((m, i) =>
        actor(
          m,
          x + (i - (group.length - 1) / 2) * gap,
          size * (i === 1 ? 0.82 : 0.9),
          stage,
          flip,
          ground + (i === 1 ? 8 : 0),
        ),
      )
      .join('');
  }
  const shape = shapeOf(cast);
  if (!shape) return '';
  // what flies is seen smaller up in the sky; a tree stands taller than the figures
  const s = cast.tall ? Math.max(size * cast.scale, 300) : size * cast.scale * (cast.placement === 'fly' ? 0.65 : 1);
  switch (cast.placement) {
    case 'sky':
      // a sky hero (the sun, the moon, a rainbow) shines high above the ground
      return place(shape, {
        x,
        y: clamp(Math.min(ground - s * 1.25, HEIGHT * 0.28), s / 2 + 16, HEIGHT - s),
        size: Math.max(s * 0.8, 170),
        flip,
        standing: false,
      }).svg;
    case 'fly':
      return place(shape, {
        x,
        y: clamp(ground - s * 1.5 - 40, s / 2 + 20, HEIGHT - s),
        size: s,
        flip,
        standing: false,
      }).svg;
    case 'swim':
    case 'float': {
      // under the sea a boat is seen at the surface above, a fish anywhere in the water
      if (stage.underwater)
        return place(shape, {
          x,
          y: cast.placement === 'float' ? s * 0.4 + 10 : ground - s * 0.7,
          size: s,
          flip,
          standing: false,
        }).svg;
      if (stage.water) {
        const [top, bottom] = stage.water;
        const fit = Math.min(s, (bottom - top) * 1.1);
        const y = cast.placement === 'float' ? (top + bottom) / 2 + fit * 0.3 : (top + bottom) / 2;
        const body = place(shape, { x, y, size: fit, flip, standing: cast.placement === 'float' }).svg;
        return (
          body +
          `<path d="M${n(x - fit * 0.6)} ${n(y + (cast.placement === 'float' ? 2 : fit * 0.2))} q ${n(fit * 0.15)} -10 ${n(fit * 0.3)} 0 t ${n(fit * 0.3)} 0 t ${n(fit * 0.3)} 0 t ${n(fit * 0.3)} 0" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.8" stroke-linecap="round"/>`
        );
      }
      // no water here: a little pond of its own
      const pond = `<ellipse cx="${n(x)}" cy="${n(ground - s * 0.08)}" rx="${n(s * 0.75)}" ry="${n(s * 0.2)}" fill="#4fb3e8"/><ellipse cx="${n(x)}" cy="${n(ground - s * 0.08)}" rx="${n(s * 0.6)}" ry="${n(s * 0.13)}" fill="#7cc8f0"/>`;
      return pond + place(shape, { x, y: ground - s * 0.12, size: s * 0.8, flip, standing: true, shadow: false }).svg;
    }
    default:
      return place(shape, { x, y: ground, size: s, flip, standing: true }).svg;
  }
}
