/** The scene specs of the bundled items that have them, by month-day (like ../items), and a telling's list per language. */
import type { AgeCluster, Locale } from '@tt/contract';
import { SCENES_05_20 } from './05-20.js';
import { SCENES_06_01 } from './06-01.js';
import { SCENES_07_06 } from './07-06.js';
import { SCENES_07_20 } from './07-20.js';
import { SCENES_07_27 } from './07-27.js';
import { SCENES_08_03 } from './08-03.js';
import { SCENES_08_17 } from './08-17.js';
import { SCENES_08_24 } from './08-24.js';
import { SCENES_08_30 } from './08-30.js';
import { SCENES_09_01 } from './09-01.js';
import { SCENES_09_08 } from './09-08.js';
import { SCENES_09_15 } from './09-15.js';
import { SCENES_09_22 } from './09-22.js';
import { SCENES_09_29 } from './09-29.js';
import { SCENES_10_01 } from './10-01.js';
import { SCENES_10_06 } from './10-06.js';
import { SCENES_10_13 } from './10-13.js';
import { SCENES_10_20 } from './10-20.js';
import { SCENES_10_27 } from './10-27.js';
import { SCENES_11_03 } from './11-03.js';
import { SCENES_11_10 } from './11-10.js';
import { SCENES_11_17 } from './11-17.js';
import { SCENES_11_24 } from './11-24.js';
import { SCENES_11_28 } from './11-28.js';
import { SCENES_12_01 } from './12-01.js';
import { SCENES_12_03 } from './12-03.js';
import { SCENES_12_08 } from './12-08.js';
import { SCENES_12_10 } from './12-10.js';
import { SCENES_12_12 } from './12-12.js';
import { SCENES_12_15 } from './12-15.js';
import { SCENES_12_19 } from './12-19.js';
import { SCENES_12_22 } from './12-22.js';
import { SCENES_12_29 } from './12-29.js';
import { SCENES_12_31 } from './12-31.js';
import type { ItemScenes, SceneSpec, TellingScenes } from './types.js';

export type { Feeling, ItemScenes, SceneSpec, SpecThing, TellingScenes } from './types.js';

export const ITEM_SCENES: Record<string, ItemScenes> = {
  '05-20': SCENES_05_20,
  '06-01': SCENES_06_01,
  '07-06': SCENES_07_06,
  '07-20': SCENES_07_20,
  '07-27': SCENES_07_27,
  '08-03': SCENES_08_03,
  '08-17': SCENES_08_17,
  '08-24': SCENES_08_24,
  '08-30': SCENES_08_30,
  '09-01': SCENES_09_01,
  '09-08': SCENES_09_08,
  '09-15': SCENES_09_15,
  '09-22': SCENES_09_22,
  '09-29': SCENES_09_29,
  '10-01': SCENES_10_01,
  '10-06': SCENES_10_06,
  '10-13': SCENES_10_13,
  '10-20': SCENES_10_20,
  '10-27': SCENES_10_27,
  '11-03': SCENES_11_03,
  '11-10': SCENES_11_10,
  '11-17': SCENES_11_17,
  '11-24': SCENES_11_24,
  '11-28': SCENES_11_28,
  '12-01': SCENES_12_01,
  '12-03': SCENES_12_03,
  '12-08': SCENES_12_08,
  '12-10': SCENES_12_10,
  '12-12': SCENES_12_12,
  '12-15': SCENES_12_15,
  '12-19': SCENES_12_19,
  '12-22': SCENES_12_22,
  '12-29': SCENES_12_29,
  '12-31': SCENES_12_31,
};

/** One language's specs: the English ones, with the Russian telling's own where its scenes differ. */
export function tellingScenes(key: string, locale: Locale): TellingScenes | undefined {
  const item = ITEM_SCENES[key];
  if (!item) return undefined;
  if (locale === 'en' || !item.ru) return item.en;
  const list = (telling: 'toddler' | 'small' | 'arc'): SceneSpec[] => {
    const own = item.ru![telling];
    if (Array.isArray(own)) return own;
    return item.en[telling].map((spec, i) => own?.[i] ?? spec);
  };
  return {
    toddler: list('toddler'),
    small: list('small'),
    arc: list('arc'),
    bedtime: item.ru.bedtime ?? item.en.bedtime,
  };
}

/** The telling a cluster hears. */
export const TELLING: Record<AgeCluster, 'toddler' | 'small' | 'arc'> = {
  upto3: 'toddler',
  '4to5': 'small',
  '6to7': 'arc',
};
