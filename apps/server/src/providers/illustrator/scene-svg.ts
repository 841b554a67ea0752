/**
 * Composes one picture as SVG. A composition is chosen per scene (by its beat and text): the narrator
 * greeting us (meet), small figures in a big landscape (wide), the hero large (close), the hero busy
 * among the things named (action), the hero with a helper (duo), the hero on a hilltop under a big
 * sky (high), one thing large (detail), the narrator asleep in a cosy burrow (sleep). A scene set
 * indoors frames any of these in a room or a hall. A variant number changes the camera (mirrored,
 * nearer with more land, farther with more sky) when two scenes of a story would otherwise look alike.
 */
import { HEIGHT, WIDTH, type Luminary, type Place, type TimeOfDay } from './backdrop.js';
import { SHADOW_DEF } from './figures.js';
import { composeSpec } from './spec-scene.js';
import { compose } from './compositions.js';
import type { ScenePlan } from './scene-plan.js';

export { HEIGHT, WIDTH };
export type { Place, TimeOfDay, Luminary };
export { COMPOSITIONS, type Composition, type ScenePlan } from './scene-plan.js';

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
