/** What one picture is to show: its composition, place, time, figures and camera (composed by scene-svg.ts). */
import type { Locale } from '@tt/contract';
import type { Random } from '../random.js';
import type { Luminary, Place, TimeOfDay } from './backdrop.js';
import type { Cast } from './cast.js';
import type { Pose } from './narrators.js';
import type { SceneSpec } from '../news/tales/scenes/types.js';

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
