/** The scene specs of the bundled items that have them, by month-day (like ../items), and a telling's list per language. */
import type { AgeCluster, Locale } from '@tt/contract';
import { SCENES_03_03 } from './03-03.js';
import { SCENES_03_05 } from './03-05.js';
import { SCENES_03_10 } from './03-10.js';
import { SCENES_03_19 } from './03-19.js';
import { SCENES_03_24 } from './03-24.js';
import { SCENES_03_31 } from './03-31.js';
import { SCENES_04_01 } from './04-01.js';
import { SCENES_04_06 } from './04-06.js';
import { SCENES_04_13 } from './04-13.js';
import { SCENES_04_20 } from './04-20.js';
import { SCENES_04_27 } from './04-27.js';
import { SCENES_05_05 } from './05-05.js';
import { SCENES_05_07 } from './05-07.js';
import { SCENES_05_14 } from './05-14.js';
import { SCENES_05_19 } from './05-19.js';
import { SCENES_05_20 } from './05-20.js';
import { SCENES_05_27 } from './05-27.js';
import { SCENES_06_01 } from './06-01.js';
import { SCENES_06_03 } from './06-03.js';
import { SCENES_06_06 } from './06-06.js';
import { SCENES_06_11 } from './06-11.js';
import { SCENES_06_13 } from './06-13.js';
import { SCENES_06_18 } from './06-18.js';
import { SCENES_06_20 } from './06-20.js';
import { SCENES_06_25 } from './06-25.js';
import { SCENES_06_28 } from './06-28.js';
import { SCENES_07_06 } from './07-06.js';
import { SCENES_07_20 } from './07-20.js';
import { SCENES_07_27 } from './07-27.js';
import { SCENES_08_03 } from './08-03.js';
import { SCENES_08_17 } from './08-17.js';
import { SCENES_08_30 } from './08-30.js';
import { SCENES_09_01 } from './09-01.js';
import { SCENES_10_20 } from './10-20.js';
import type { ItemScenes, SceneSpec, TellingScenes } from './types.js';

export type { Feeling, ItemScenes, SceneSpec, SpecThing, TellingScenes } from './types.js';

export const ITEM_SCENES: Record<string, ItemScenes> = {
  '03-03': SCENES_03_03,
  '03-05': SCENES_03_05,
  '03-10': SCENES_03_10,
  '03-19': SCENES_03_19,
  '03-24': SCENES_03_24,
  '03-31': SCENES_03_31,
  '04-01': SCENES_04_01,
  '04-06': SCENES_04_06,
  '04-13': SCENES_04_13,
  '04-20': SCENES_04_20,
  '04-27': SCENES_04_27,
  '05-05': SCENES_05_05,
  '05-07': SCENES_05_07,
  '05-14': SCENES_05_14,
  '05-19': SCENES_05_19,
  '05-20': SCENES_05_20,
  '05-27': SCENES_05_27,
  '06-01': SCENES_06_01,
  '06-03': SCENES_06_03,
  '06-06': SCENES_06_06,
  '06-11': SCENES_06_11,
  '06-13': SCENES_06_13,
  '06-18': SCENES_06_18,
  '06-20': SCENES_06_20,
  '06-25': SCENES_06_25,
  '06-28': SCENES_06_28,
  '07-06': SCENES_07_06,
  '07-20': SCENES_07_20,
  '07-27': SCENES_07_27,
  '08-03': SCENES_08_03,
  '08-17': SCENES_08_17,
  '08-30': SCENES_08_30,
  '09-01': SCENES_09_01,
  '10-20': SCENES_10_20,
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
