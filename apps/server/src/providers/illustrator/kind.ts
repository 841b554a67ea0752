/** What the catalogue holds for one kind (kinds.ts and the files it spreads in share this shape). */
import type { Feeling, SpecThing } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';

/** floor: lies flat across the ground under everything (a rainbow painted on a playground) */
export type Where = 'ground' | 'fly' | 'sky' | 'far' | 'floor';

export interface Kind {
  /** true height in metres (the larger side for long things) */
  height: number;
  where: Where;
  /** an emoji, or a figure of our own */
  emoji?: string;
  draw?: (thing: SpecThing, feeling: Feeling) => Figure;
  /** our own figure draws a face with the feeling */
  face?: boolean;
  /** put on something that has a top (a fir), it goes on the very top: a star */
  atop?: boolean;
}
