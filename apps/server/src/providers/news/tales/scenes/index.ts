/** The scene specs of the bundled items that have them, by month-day (like ../items), and a telling's list per language. */
import type { AgeCluster, Locale } from '@tt/contract';
import { SCENES_01_02 } from './01-02.js';
import { SCENES_01_04 } from './01-04.js';
import { SCENES_01_06 } from './01-06.js';
import { SCENES_01_07 } from './01-07.js';
import { SCENES_01_09 } from './01-09.js';
import { SCENES_02_02 } from './02-02.js';
import { SCENES_02_04 } from './02-04.js';
import { SCENES_02_05 } from './02-05.js';
import { SCENES_02_07 } from './02-07.js';
import { SCENES_02_08 } from './02-08.js';
import { SCENES_03_02 } from './03-02.js';
import { SCENES_03_17 } from './03-17.js';
import { SCENES_03_21 } from './03-21.js';
import { SCENES_03_28 } from './03-28.js';
import { SCENES_04_02 } from './04-02.js';
import { SCENES_04_03 } from './04-03.js';
import { SCENES_04_04 } from './04-04.js';
import { SCENES_04_05 } from './04-05.js';
import { SCENES_04_08 } from './04-08.js';
import { SCENES_04_11 } from './04-11.js';
import { SCENES_04_18 } from './04-18.js';
import { SCENES_04_22 } from './04-22.js';
import { SCENES_04_25 } from './04-25.js';
import { SCENES_05_02 } from './05-02.js';
import { SCENES_05_09 } from './05-09.js';
import { SCENES_05_12 } from './05-12.js';
import { SCENES_05_16 } from './05-16.js';
import { SCENES_01_03 } from './01-03.js';
import { SCENES_01_05 } from './01-05.js';
import { SCENES_01_08 } from './01-08.js';
import { SCENES_01_12 } from './01-12.js';
import { SCENES_01_15 } from './01-15.js';
import { SCENES_01_18 } from './01-18.js';
import { SCENES_01_20 } from './01-20.js';
import { SCENES_01_25 } from './01-25.js';
import { SCENES_01_28 } from './01-28.js';
import { SCENES_01_30 } from './01-30.js';
import { SCENES_02_01 } from './02-01.js';
import { SCENES_02_03 } from './02-03.js';
import { SCENES_02_06 } from './02-06.js';
import { SCENES_02_09 } from './02-09.js';
import { SCENES_02_12 } from './02-12.js';
import { SCENES_02_15 } from './02-15.js';
import { SCENES_02_18 } from './02-18.js';
import { SCENES_02_22 } from './02-22.js';
import { SCENES_02_24 } from './02-24.js';
import { SCENES_02_27 } from './02-27.js';
import { SCENES_03_01 } from './03-01.js';
import { SCENES_03_07 } from './03-07.js';
import { SCENES_03_14 } from './03-14.js';
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
import { SCENES_03_03 } from './03-03.js';
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
import { SCENES_05_27 } from './05-27.js';
import { SCENES_06_03 } from './06-03.js';
import { SCENES_06_06 } from './06-06.js';
import { SCENES_06_11 } from './06-11.js';
import { SCENES_06_18 } from './06-18.js';
import { SCENES_06_20 } from './06-20.js';
import { SCENES_06_25 } from './06-25.js';
import { SCENES_06_28 } from './06-28.js';
import { SCENES_07_06 } from './07-06.js';
import { SCENES_07_13 } from './07-13.js';
import { SCENES_07_20 } from './07-20.js';
import { SCENES_07_27 } from './07-27.js';
import { SCENES_08_03 } from './08-03.js';
import { SCENES_08_10 } from './08-10.js';
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
import { SCENES_10_03 } from './10-03.js';
import { SCENES_10_10 } from './10-10.js';
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
import { SCENES_07_04 } from './07-04.js';
import { SCENES_07_08 } from './07-08.js';
import { SCENES_07_10 } from './07-10.js';
import { SCENES_07_15 } from './07-15.js';
import { SCENES_07_22 } from './07-22.js';
import { SCENES_07_29 } from './07-29.js';
import { SCENES_08_12 } from './08-12.js';
import { SCENES_08_14 } from './08-14.js';
import { SCENES_08_19 } from './08-19.js';
import { SCENES_08_21 } from './08-21.js';
import { SCENES_08_26 } from './08-26.js';
import { SCENES_05_01 } from './05-01.js';
import { SCENES_05_03 } from './05-03.js';
import { SCENES_05_04 } from './05-04.js';
import { SCENES_05_06 } from './05-06.js';
import { SCENES_05_08 } from './05-08.js';
import { SCENES_06_02 } from './06-02.js';
import { SCENES_06_04 } from './06-04.js';
import { SCENES_06_07 } from './06-07.js';
import { SCENES_06_09 } from './06-09.js';
import { SCENES_09_03 } from './09-03.js';
import { SCENES_09_05 } from './09-05.js';
import { SCENES_09_10 } from './09-10.js';
import { SCENES_09_12 } from './09-12.js';
import { SCENES_09_17 } from './09-17.js';
import { SCENES_10_08 } from './10-08.js';
import { SCENES_11_05 } from './11-05.js';
import { SCENES_11_12 } from './11-12.js';
import { SCENES_11_19 } from './11-19.js';
import { SCENES_12_05 } from './12-05.js';
import { SCENES_12_07 } from './12-07.js';
import { SCENES_12_09 } from './12-09.js';
import { SCENES_09_02 } from './09-02.js';
import { SCENES_09_04 } from './09-04.js';
import { SCENES_09_06 } from './09-06.js';
import { SCENES_09_09 } from './09-09.js';
import { SCENES_09_11 } from './09-11.js';
import { SCENES_09_13 } from './09-13.js';
import { SCENES_09_14 } from './09-14.js';
import { SCENES_09_16 } from './09-16.js';
import { SCENES_09_18 } from './09-18.js';
import { SCENES_10_02 } from './10-02.js';
import { SCENES_10_04 } from './10-04.js';
import { SCENES_10_05 } from './10-05.js';
import { SCENES_10_07 } from './10-07.js';
import { SCENES_10_09 } from './10-09.js';
import { SCENES_10_11 } from './10-11.js';
import { SCENES_10_14 } from './10-14.js';
import { SCENES_10_15 } from './10-15.js';
import { SCENES_08_08 } from './08-08.js';
import { SCENES_10_30 } from './10-30.js';
import { SCENES_10_24 } from './10-24.js';
import { SCENES_10_18 } from './10-18.js';
import { SCENES_07_02 } from './07-02.js';
import { SCENES_07_17 } from './07-17.js';
import { SCENES_08_07 } from './08-07.js';
import { SCENES_08_28 } from './08-28.js';
import { SCENES_11_06 } from './11-06.js';
import { SCENES_11_14 } from './11-14.js';
import { SCENES_11_21 } from './11-21.js';
import { SCENES_11_26 } from './11-26.js';
import type { ItemScenes, SceneSpec, TellingScenes } from './types.js';

export type { Feeling, ItemScenes, SceneSpec, SpecThing, TellingScenes } from './types.js';

export const ITEM_SCENES: Record<string, ItemScenes> = {
  '01-02': SCENES_01_02,
  '01-04': SCENES_01_04,
  '01-06': SCENES_01_06,
  '01-07': SCENES_01_07,
  '01-09': SCENES_01_09,
  '02-02': SCENES_02_02,
  '02-04': SCENES_02_04,
  '02-05': SCENES_02_05,
  '02-07': SCENES_02_07,
  '02-08': SCENES_02_08,
  '03-02': SCENES_03_02,
  '03-17': SCENES_03_17,
  '03-21': SCENES_03_21,
  '03-28': SCENES_03_28,
  '04-02': SCENES_04_02,
  '04-03': SCENES_04_03,
  '04-04': SCENES_04_04,
  '04-05': SCENES_04_05,
  '04-08': SCENES_04_08,
  '04-11': SCENES_04_11,
  '04-18': SCENES_04_18,
  '04-22': SCENES_04_22,
  '04-25': SCENES_04_25,
  '05-02': SCENES_05_02,
  '05-09': SCENES_05_09,
  '05-12': SCENES_05_12,
  '05-16': SCENES_05_16,
  '01-03': SCENES_01_03,
  '01-05': SCENES_01_05,
  '01-08': SCENES_01_08,
  '01-12': SCENES_01_12,
  '01-15': SCENES_01_15,
  '01-18': SCENES_01_18,
  '01-20': SCENES_01_20,
  '01-25': SCENES_01_25,
  '01-28': SCENES_01_28,
  '01-30': SCENES_01_30,
  '02-01': SCENES_02_01,
  '02-03': SCENES_02_03,
  '02-06': SCENES_02_06,
  '02-09': SCENES_02_09,
  '02-12': SCENES_02_12,
  '02-15': SCENES_02_15,
  '02-18': SCENES_02_18,
  '02-22': SCENES_02_22,
  '02-24': SCENES_02_24,
  '02-27': SCENES_02_27,
  '03-01': SCENES_03_01,
  '03-07': SCENES_03_07,
  '03-14': SCENES_03_14,
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
  '03-03': SCENES_03_03,
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
  '05-27': SCENES_05_27,
  '06-03': SCENES_06_03,
  '06-06': SCENES_06_06,
  '06-11': SCENES_06_11,
  '06-18': SCENES_06_18,
  '06-20': SCENES_06_20,
  '06-25': SCENES_06_25,
  '06-28': SCENES_06_28,
  '07-06': SCENES_07_06,
  '07-13': SCENES_07_13,
  '07-20': SCENES_07_20,
  '07-27': SCENES_07_27,
  '08-03': SCENES_08_03,
  '08-10': SCENES_08_10,
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
  '10-03': SCENES_10_03,
  '10-10': SCENES_10_10,
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
  '07-04': SCENES_07_04,
  '07-08': SCENES_07_08,
  '07-10': SCENES_07_10,
  '07-15': SCENES_07_15,
  '07-22': SCENES_07_22,
  '07-29': SCENES_07_29,
  '08-12': SCENES_08_12,
  '08-14': SCENES_08_14,
  '08-19': SCENES_08_19,
  '08-21': SCENES_08_21,
  '08-26': SCENES_08_26,
  '06-09': SCENES_06_09,
  '06-07': SCENES_06_07,
  '06-04': SCENES_06_04,
  '06-02': SCENES_06_02,
  '05-08': SCENES_05_08,
  '05-06': SCENES_05_06,
  '05-04': SCENES_05_04,
  '05-03': SCENES_05_03,
  '05-01': SCENES_05_01,
  '09-03': SCENES_09_03,
  '09-05': SCENES_09_05,
  '09-10': SCENES_09_10,
  '09-12': SCENES_09_12,
  '09-17': SCENES_09_17,
  '10-08': SCENES_10_08,
  '11-05': SCENES_11_05,
  '11-12': SCENES_11_12,
  '11-19': SCENES_11_19,
  '12-05': SCENES_12_05,
  '12-07': SCENES_12_07,
  '12-09': SCENES_12_09,
  '09-02': SCENES_09_02,
  '09-04': SCENES_09_04,
  '09-06': SCENES_09_06,
  '09-09': SCENES_09_09,
  '09-11': SCENES_09_11,
  '09-13': SCENES_09_13,
  '09-14': SCENES_09_14,
  '09-16': SCENES_09_16,
  '09-18': SCENES_09_18,
  '10-02': SCENES_10_02,
  '10-04': SCENES_10_04,
  '10-05': SCENES_10_05,
  '10-07': SCENES_10_07,
  '10-09': SCENES_10_09,
  '10-11': SCENES_10_11,
  '10-14': SCENES_10_14,
  '10-15': SCENES_10_15,
  '08-08': SCENES_08_08,
  '10-30': SCENES_10_30,
  '10-24': SCENES_10_24,
  '10-18': SCENES_10_18,
  '07-02': SCENES_07_02,
  '07-17': SCENES_07_17,
  '08-07': SCENES_08_07,
  '08-28': SCENES_08_28,
  '11-06': SCENES_11_06,
  '11-14': SCENES_11_14,
  '11-21': SCENES_11_21,
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
