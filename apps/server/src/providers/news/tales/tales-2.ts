/** Told for children: bundled items (see types.ts). Written for Tiny Tidings. */
import type { ItemTales } from './types.js';

export const TALES_2: Record<string, ItemTales> = {};
