/** Shorthand for writing scene specs by hand: one call per scene. */
import type { SceneSpec, SpecThing, TimeOfDay, Weather, Where } from './types.js';

export const scene = (
  doing: string,
  where: Where,
  time: TimeOfDay,
  weather: Weather,
  things: SpecThing[],
  see: string[],
): SceneSpec => ({ doing, where, time, weather, things, see });

/** A character or thing of an item, with what this scene adds (its feeling, where it is). */
export const cast =
  (base: SpecThing) =>
  (more: Partial<SpecThing> = {}): SpecThing => ({ ...base, ...more });
