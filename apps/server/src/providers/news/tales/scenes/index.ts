/** The scene specs of the bundled items that have them, by month-day (like ../items), and a telling's list per language. */
import type { AgeCluster, Locale } from '@tt/contract';
import { SCENES_03_17 } from './03-17.js';
import { SCENES_03_21 } from './03-21.js';
import { SCENES_03_28 } from './03-28.js';
import { SCENES_04_04 } from './04-04.js';
import { SCENES_04_08 } from './04-08.js';
import { SCENES_04_11 } from './04-11.js';
import { SCENES_04_18 } from './04-18.js';
import { SCENES_04_22 } from './04-22.js';
import { SCENES_04_25 } from './04-25.js';
import { SCENES_05_02 } from './05-02.js';
import { SCENES_05_09 } from './05-09.js';
import { SCENES_05_12 } from './05-12.js';
import { SCENES_05_16 } from './05-16.js';
import { SCENES_05_20 } from './05-20.js';
import { SCENES_05_23 } from './05-23.js';
import { SCENES_05_30 } from './05-30.js';
import { SCENES_06_01 } from './06-01.js';
import { SCENES_06_05 } from './06-05.js';
import { SCENES_06_08 } from './06-08.js';
import { SCENES_06_15 } from './06-15.js';
import { SCENES_06_22 } from './06-22.js';
import { SCENES_06_29 } from './06-29.js';
import { SCENES_07_01 } from './07-01.js';
import { SCENES_07_06 } from './07-06.js';
import { SCENES_07_13 } from './07-13.js';
import { SCENES_07_20 } from './07-20.js';
import { SCENES_07_27 } from './07-27.js';
import { SCENES_08_03 } from './08-03.js';
import { SCENES_08_10 } from './08-10.js';
import { SCENES_08_17 } from './08-17.js';
import { SCENES_08_30 } from './08-30.js';
import { SCENES_09_01 } from './09-01.js';
import { SCENES_10_20 } from './10-20.js';
import { SCENES_12_05 } from './12-05.js';
import { SCENES_12_07 } from './12-07.js';
import { SCENES_12_09 } from './12-09.js';
import type { ItemScenes, SceneSpec, TellingScenes } from './types.js';

export type { Feeling, ItemScenes, SceneSpec, SpecThing, TellingScenes } from './types.js';

export const ITEM_SCENES: Record<string, ItemScenes> = {
  '03-17': SCENES_03_17,
  '03-21': SCENES_03_21,
  '03-28': SCENES_03_28,
  '04-04': SCENES_04_04,
  '04-08': SCENES_04_08,
  '04-11': SCENES_04_11,
  '04-18': SCENES_04_18,
  '04-22': SCENES_04_22,
  '04-25': SCENES_04_25,
  '05-02': SCENES_05_02,
  '05-09': SCENES_05_09,
  '05-12': SCENES_05_12,
  '05-16': SCENES_05_16,
  '05-20': SCENES_05_20,
  '05-23': SCENES_05_23,
  '05-30': SCENES_05_30,
  '06-01': SCENES_06_01,
  '06-05': SCENES_06_05,
  '06-08': SCENES_06_08,
  '06-15': SCENES_06_15,
  '06-22': SCENES_06_22,
  '06-29': SCENES_06_29,
  '07-01': SCENES_07_01,
  '07-06': SCENES_07_06,
  '07-13': SCENES_07_13,
  '07-20': SCENES_07_20,
  '07-27': SCENES_07_27,
  '08-03': SCENES_08_03,
  '08-10': SCENES_08_10,
  '08-17': SCENES_08_17,
  '08-30': SCENES_08_30,
  '09-01': SCENES_09_01,
  '10-20': SCENES_10_20,
  '12-05': SCENES_12_05,
  '12-07': SCENES_12_07,
  '12-09': SCENES_12_09,
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
