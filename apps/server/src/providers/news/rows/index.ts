/** Every bundled news row, in month-day order. */
import type { ItemRow } from './types.js';
import { ROWS_01 } from './01.js';
import { ROWS_02 } from './02.js';
import { ROWS_03 } from './03.js';
import { ROWS_04 } from './04.js';
import { ROWS_05 } from './05.js';
import { ROWS_06 } from './06.js';
import { ROWS_07 } from './07.js';
import { ROWS_08 } from './08.js';
import { ROWS_09 } from './09.js';
import { ROWS_10 } from './10.js';
import { ROWS_11 } from './11.js';
import { ROWS_12 } from './12.js';

export type { ItemRow };

export const ITEM_ROWS: ItemRow[] = [
  ...ROWS_01,
  ...ROWS_02,
  ...ROWS_03,
  ...ROWS_04,
  ...ROWS_05,
  ...ROWS_06,
  ...ROWS_07,
  ...ROWS_08,
  ...ROWS_09,
  ...ROWS_10,
  ...ROWS_11,
  ...ROWS_12,
].sort((a, b) => a[0].localeCompare(b[0]));
