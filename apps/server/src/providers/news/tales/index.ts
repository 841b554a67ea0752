/** Every bundled item's tales, by month-day. */
import { TALES_1 } from './tales-1.js';
import { TALES_2 } from './tales-2.js';
import { TALES_3 } from './tales-3.js';
import { TALES_4 } from './tales-4.js';
import type { ItemTales } from './types.js';

export type { DrawThing, ItemTales, Tale, TaleBeats, TaleScene } from './types.js';

export const TALES: Record<string, ItemTales> = { ...TALES_1, ...TALES_2, ...TALES_3, ...TALES_4 };

/** The tales of a bundled news item id ("bundled-01-05-en"), if it has them. */
export function talesFor(newsId: string): ItemTales | undefined {
  return TALES[newsId.replace(/^bundled-|-(en|ru)$/g, '')];
}
