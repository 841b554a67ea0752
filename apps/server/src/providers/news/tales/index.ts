/** Every bundled item's tales, by month-day, and the storyteller's own (aboutStory, partnershipStory). */
import { ABOUT_TALES } from './about.js';
import { TALES_1 } from './tales-1.js';
import { TALES_2 } from './tales-2.js';
import { TALES_3 } from './tales-3.js';
import { TALES_4 } from './tales-4.js';
import type { ItemTales } from './types.js';

export type { DrawThing, ItemTales, Tale, TaleBeats, TaleScene } from './types.js';

export const BUNDLED_TALES: Record<string, ItemTales> = { ...TALES_1, ...TALES_2, ...TALES_3, ...TALES_4 };
export const TALES: Record<string, ItemTales> = { ...BUNDLED_TALES, ...ABOUT_TALES };

/** A news item id's key among the tales: "bundled-01-05-en" → "01-05", "aboutStory-ru" → "aboutStory". */
export const taleKey = (newsId: string) => newsId.replace(/^bundled-|-(en|ru)$/g, '');

/** The tales of a news item, if it has them. */
export function talesFor(newsId: string): ItemTales | undefined {
  return TALES[taleKey(newsId)];
}
