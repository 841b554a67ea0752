/** The scene specs of the bundled items that have them, by month-day (like ../items), and a telling's list per language. */
import type { AgeCluster, Locale } from '@tt/contract';
import { SCENES_05_20 } from './05-20.js';
import { SCENES_06_01 } from './06-01.js';
import { SCENES_07_06 } from './07-06.js';
import { SCENES_07_20 } from './07-20.js';
import { SCENES_07_27 } from './07-27.js';
import { SCENES_08_03 } from './08-03.js';
import { SCENES_08_17 } from './08-17.js';
import { SCENES_08_30 } from './08-30.js';
import { SCENES_09_01 } from './09-01.js';
import { SCENES_10_20 } from './10-20.js';
import { SCENES_07_02 } from './07-02.js';
import { SCENES_07_04 } from './07-04.js';
import { SCENES_07_08 } from './07-08.js';
import { SCENES_07_10 } from './07-10.js';
import { SCENES_07_15 } from './07-15.js';
import { SCENES_07_17 } from './07-17.js';
import { SCENES_07_22 } from './07-22.js';
import { SCENES_07_24 } from './07-24.js';
import { SCENES_07_29 } from './07-29.js';
import { SCENES_08_05 } from './08-05.js';
import { SCENES_08_07 } from './08-07.js';
import { SCENES_08_12 } from './08-12.js';
import { SCENES_08_14 } from './08-14.js';
import { SCENES_08_19 } from './08-19.js';
import { SCENES_08_21 } from './08-21.js';
import { SCENES_08_26 } from './08-26.js';
import { SCENES_08_28 } from './08-28.js';
import { SCENES_09_03 } from './09-03.js';
import { SCENES_09_05 } from './09-05.js';
import { SCENES_09_10 } from './09-10.js';
import { SCENES_09_12 } from './09-12.js';
import { SCENES_09_17 } from './09-17.js';
import { SCENES_10_08 } from './10-08.js';
import { SCENES_11_05 } from './11-05.js';
import { SCENES_11_12 } from './11-12.js';
import { SCENES_11_19 } from './11-19.js';
import { SCENES_11_26 } from './11-26.js';
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
  '08-30': SCENES_08_30,
  '09-01': SCENES_09_01,
  '10-20': SCENES_10_20,
  '07-02': SCENES_07_02,
  '07-04': SCENES_07_04,
  '07-08': SCENES_07_08,
  '07-10': SCENES_07_10,
  '07-15': SCENES_07_15,
  '07-17': SCENES_07_17,
  '07-22': SCENES_07_22,
  '07-24': SCENES_07_24,
  '07-29': SCENES_07_29,
  '08-05': SCENES_08_05,
  '08-07': SCENES_08_07,
  '08-12': SCENES_08_12,
  '08-14': SCENES_08_14,
  '08-19': SCENES_08_19,
  '08-21': SCENES_08_21,
  '08-26': SCENES_08_26,
  '08-28': SCENES_08_28,
  '09-03': SCENES_09_03,
  '09-05': SCENES_09_05,
  '09-10': SCENES_09_10,
  '09-12': SCENES_09_12,
  '09-17': SCENES_09_17,
  '10-08': SCENES_10_08,
  '11-05': SCENES_11_05,
  '11-12': SCENES_11_12,
  '11-19': SCENES_11_19,
  '11-26': SCENES_11_26,
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
