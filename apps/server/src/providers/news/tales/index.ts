/** Every bundled item's tales, by month-day, and the storyteller's own (aboutStory, partnershipStory). */
import { ABOUT_TALES } from './about.js';
import { TALE_01_02 } from './items/01-02.js';
import { TALE_01_03 } from './items/01-03.js';
import { TALE_01_04 } from './items/01-04.js';
import { TALE_01_05 } from './items/01-05.js';
import { TALE_01_06 } from './items/01-06.js';
import { TALE_01_07 } from './items/01-07.js';
import { TALE_01_08 } from './items/01-08.js';
import { TALE_01_09 } from './items/01-09.js';
import { TALE_01_12 } from './items/01-12.js';
import { TALE_01_15 } from './items/01-15.js';
import { TALE_01_18 } from './items/01-18.js';
import { TALE_01_20 } from './items/01-20.js';
import { TALE_01_25 } from './items/01-25.js';
import { TALE_01_28 } from './items/01-28.js';
import { TALE_01_30 } from './items/01-30.js';
import { TALE_02_01 } from './items/02-01.js';
import { TALE_02_02 } from './items/02-02.js';
import { TALE_02_03 } from './items/02-03.js';
import { TALE_02_04 } from './items/02-04.js';
import { TALE_02_05 } from './items/02-05.js';
import { TALE_02_06 } from './items/02-06.js';
import { TALE_02_07 } from './items/02-07.js';
import { TALE_02_08 } from './items/02-08.js';
import { TALE_02_09 } from './items/02-09.js';
import { TALE_02_12 } from './items/02-12.js';
import { TALE_02_15 } from './items/02-15.js';
import { TALE_02_18 } from './items/02-18.js';
import { TALE_02_22 } from './items/02-22.js';
import { TALE_02_24 } from './items/02-24.js';
import { TALE_02_27 } from './items/02-27.js';
import { TALE_03_01 } from './items/03-01.js';
import { TALE_03_02 } from './items/03-02.js';
import { TALE_03_03 } from './items/03-03.js';
import { TALE_03_07 } from './items/03-07.js';
import { TALE_03_10 } from './items/03-10.js';
import { TALE_03_14 } from './items/03-14.js';
import { TALE_03_17 } from './items/03-17.js';
import { TALE_03_19 } from './items/03-19.js';
import { TALE_03_21 } from './items/03-21.js';
import { TALE_03_24 } from './items/03-24.js';
import { TALE_03_28 } from './items/03-28.js';
import { TALE_03_31 } from './items/03-31.js';
import { TALE_04_01 } from './items/04-01.js';
import { TALE_04_02 } from './items/04-02.js';
import { TALE_04_03 } from './items/04-03.js';
import { TALE_04_04 } from './items/04-04.js';
import { TALE_04_05 } from './items/04-05.js';
import { TALE_04_06 } from './items/04-06.js';
import { TALE_04_08 } from './items/04-08.js';
import { TALE_04_11 } from './items/04-11.js';
import { TALE_04_13 } from './items/04-13.js';
import { TALE_04_18 } from './items/04-18.js';
import { TALE_04_20 } from './items/04-20.js';
import { TALE_04_22 } from './items/04-22.js';
import { TALE_04_25 } from './items/04-25.js';
import { TALE_04_27 } from './items/04-27.js';
import { TALE_05_02 } from './items/05-02.js';
import { TALE_05_05 } from './items/05-05.js';
import { TALE_05_07 } from './items/05-07.js';
import { TALE_05_09 } from './items/05-09.js';
import { TALE_05_12 } from './items/05-12.js';
import { TALE_05_14 } from './items/05-14.js';
import { TALE_05_16 } from './items/05-16.js';
import { TALE_05_19 } from './items/05-19.js';
import { TALE_05_20 } from './items/05-20.js';
import { TALE_05_23 } from './items/05-23.js';
import { TALE_05_27 } from './items/05-27.js';
import { TALE_05_30 } from './items/05-30.js';
import { TALE_06_01 } from './items/06-01.js';
import { TALE_06_03 } from './items/06-03.js';
import { TALE_06_05 } from './items/06-05.js';
import { TALE_06_06 } from './items/06-06.js';
import { TALE_06_08 } from './items/06-08.js';
import { TALE_06_11 } from './items/06-11.js';
import { TALE_06_15 } from './items/06-15.js';
import { TALE_06_18 } from './items/06-18.js';
import { TALE_06_20 } from './items/06-20.js';
import { TALE_06_22 } from './items/06-22.js';
import { TALE_06_25 } from './items/06-25.js';
import { TALE_06_28 } from './items/06-28.js';
import { TALE_06_29 } from './items/06-29.js';
import { TALE_07_01 } from './items/07-01.js';
import { TALE_07_06 } from './items/07-06.js';
import { TALE_07_13 } from './items/07-13.js';
import { TALE_07_20 } from './items/07-20.js';
import { TALE_07_27 } from './items/07-27.js';
import { TALE_08_03 } from './items/08-03.js';
import { TALE_08_10 } from './items/08-10.js';
import { TALE_08_17 } from './items/08-17.js';
import { TALE_08_24 } from './items/08-24.js';
import { TALE_08_30 } from './items/08-30.js';
import { TALE_09_01 } from './items/09-01.js';
import { TALE_09_08 } from './items/09-08.js';
import { TALE_09_15 } from './items/09-15.js';
import { TALE_09_22 } from './items/09-22.js';
import { TALE_09_29 } from './items/09-29.js';
import { TALE_10_01 } from './items/10-01.js';
import { TALE_10_03 } from './items/10-03.js';
import { TALE_10_06 } from './items/10-06.js';
import { TALE_10_10 } from './items/10-10.js';
import { TALE_10_13 } from './items/10-13.js';
import { TALE_10_20 } from './items/10-20.js';
import { TALE_10_27 } from './items/10-27.js';
import { TALE_11_03 } from './items/11-03.js';
import { TALE_11_10 } from './items/11-10.js';
import { TALE_11_17 } from './items/11-17.js';
import { TALE_11_24 } from './items/11-24.js';
import { TALE_11_28 } from './items/11-28.js';
import { TALE_12_01 } from './items/12-01.js';
import { TALE_12_03 } from './items/12-03.js';
import { TALE_12_08 } from './items/12-08.js';
import { TALE_12_10 } from './items/12-10.js';
import { TALE_12_12 } from './items/12-12.js';
import { TALE_12_15 } from './items/12-15.js';
import { TALE_12_19 } from './items/12-19.js';
import { TALE_12_22 } from './items/12-22.js';
import { TALE_12_29 } from './items/12-29.js';
import { TALE_12_31 } from './items/12-31.js';
import { TALE_07_04 } from './items/07-04.js';
import { TALE_07_08 } from './items/07-08.js';
import { TALE_07_10 } from './items/07-10.js';
import { TALE_07_15 } from './items/07-15.js';
import { TALE_07_22 } from './items/07-22.js';
import { TALE_07_29 } from './items/07-29.js';
import { TALE_08_12 } from './items/08-12.js';
import { TALE_08_14 } from './items/08-14.js';
import { TALE_08_19 } from './items/08-19.js';
import { TALE_08_21 } from './items/08-21.js';
import { TALE_08_26 } from './items/08-26.js';
import { TALE_05_01 } from './items/05-01.js';
import { TALE_05_03 } from './items/05-03.js';
import { TALE_05_04 } from './items/05-04.js';
import { TALE_05_06 } from './items/05-06.js';
import { TALE_05_08 } from './items/05-08.js';
import { TALE_06_02 } from './items/06-02.js';
import { TALE_06_04 } from './items/06-04.js';
import { TALE_06_07 } from './items/06-07.js';
import { TALE_06_09 } from './items/06-09.js';
import { TALE_09_03 } from './items/09-03.js';
import { TALE_09_05 } from './items/09-05.js';
import { TALE_09_10 } from './items/09-10.js';
import { TALE_09_12 } from './items/09-12.js';
import { TALE_09_17 } from './items/09-17.js';
import { TALE_10_08 } from './items/10-08.js';
import { TALE_11_05 } from './items/11-05.js';
import { TALE_11_12 } from './items/11-12.js';
import { TALE_11_19 } from './items/11-19.js';
import { TALE_12_05 } from './items/12-05.js';
import { TALE_12_07 } from './items/12-07.js';
import { TALE_12_09 } from './items/12-09.js';
import { TALE_09_02 } from './items/09-02.js';
import { TALE_09_04 } from './items/09-04.js';
import { TALE_09_06 } from './items/09-06.js';
import { TALE_09_09 } from './items/09-09.js';
import { TALE_09_11 } from './items/09-11.js';
import { TALE_09_13 } from './items/09-13.js';
import { TALE_09_14 } from './items/09-14.js';
import { TALE_09_16 } from './items/09-16.js';
import { TALE_09_18 } from './items/09-18.js';
import { TALE_10_02 } from './items/10-02.js';
import { TALE_10_04 } from './items/10-04.js';
import { TALE_10_05 } from './items/10-05.js';
import { TALE_10_07 } from './items/10-07.js';
import { TALE_10_09 } from './items/10-09.js';
import { TALE_10_11 } from './items/10-11.js';
import { TALE_10_14 } from './items/10-14.js';
import { TALE_10_15 } from './items/10-15.js';
import { TALE_10_18 } from './items/10-18.js';
import { TALE_10_24 } from './items/10-24.js';
import { TALE_10_30 } from './items/10-30.js';
import { TALE_08_08 } from './items/08-08.js';
import { TALE_07_02 } from './items/07-02.js';
import { TALE_07_17 } from './items/07-17.js';
import { TALE_08_07 } from './items/08-07.js';
import { TALE_08_28 } from './items/08-28.js';
import { TALE_11_06 } from './items/11-06.js';
import { TALE_11_14 } from './items/11-14.js';
import { TALE_11_21 } from './items/11-21.js';
import { TALE_11_26 } from './items/11-26.js';
import type { ItemTales } from './types.js';

export type { ArcBeat, ArcScene, DrawThing, ItemTales, Tale, TaleBeats, TaleScene } from './types.js';

/** One file per bundled item, named by its month-day, so a tale is read and changed on its own. */
export const BUNDLED_TALES: Record<string, ItemTales> = {
  '01-02': TALE_01_02,
  '01-03': TALE_01_03,
  '01-04': TALE_01_04,
  '01-05': TALE_01_05,
  '01-06': TALE_01_06,
  '01-07': TALE_01_07,
  '01-08': TALE_01_08,
  '01-09': TALE_01_09,
  '01-12': TALE_01_12,
  '01-15': TALE_01_15,
  '01-18': TALE_01_18,
  '01-20': TALE_01_20,
  '01-25': TALE_01_25,
  '01-28': TALE_01_28,
  '01-30': TALE_01_30,
  '02-01': TALE_02_01,
  '02-02': TALE_02_02,
  '02-03': TALE_02_03,
  '02-04': TALE_02_04,
  '02-05': TALE_02_05,
  '02-06': TALE_02_06,
  '02-07': TALE_02_07,
  '02-08': TALE_02_08,
  '02-09': TALE_02_09,
  '02-12': TALE_02_12,
  '02-15': TALE_02_15,
  '02-18': TALE_02_18,
  '02-22': TALE_02_22,
  '02-24': TALE_02_24,
  '02-27': TALE_02_27,
  '03-01': TALE_03_01,
  '03-02': TALE_03_02,
  '03-03': TALE_03_03,
  '03-07': TALE_03_07,
  '03-10': TALE_03_10,
  '03-14': TALE_03_14,
  '03-17': TALE_03_17,
  '03-19': TALE_03_19,
  '03-21': TALE_03_21,
  '03-24': TALE_03_24,
  '03-28': TALE_03_28,
  '03-31': TALE_03_31,
  '04-01': TALE_04_01,
  '04-02': TALE_04_02,
  '04-03': TALE_04_03,
  '04-04': TALE_04_04,
  '04-05': TALE_04_05,
  '04-06': TALE_04_06,
  '04-08': TALE_04_08,
  '04-11': TALE_04_11,
  '04-13': TALE_04_13,
  '04-18': TALE_04_18,
  '04-20': TALE_04_20,
  '04-22': TALE_04_22,
  '04-25': TALE_04_25,
  '04-27': TALE_04_27,
  '05-02': TALE_05_02,
  '05-05': TALE_05_05,
  '05-07': TALE_05_07,
  '05-09': TALE_05_09,
  '05-12': TALE_05_12,
  '05-14': TALE_05_14,
  '05-16': TALE_05_16,
  '05-19': TALE_05_19,
  '05-20': TALE_05_20,
  '05-23': TALE_05_23,
  '05-27': TALE_05_27,
  '05-30': TALE_05_30,
  '06-01': TALE_06_01,
  '06-03': TALE_06_03,
  '06-05': TALE_06_05,
  '06-06': TALE_06_06,
  '06-08': TALE_06_08,
  '06-11': TALE_06_11,
  '06-15': TALE_06_15,
  '06-18': TALE_06_18,
  '06-20': TALE_06_20,
  '06-22': TALE_06_22,
  '06-25': TALE_06_25,
  '06-28': TALE_06_28,
  '06-29': TALE_06_29,
  '07-01': TALE_07_01,
  '07-06': TALE_07_06,
  '07-13': TALE_07_13,
  '07-20': TALE_07_20,
  '07-27': TALE_07_27,
  '08-03': TALE_08_03,
  '08-10': TALE_08_10,
  '08-17': TALE_08_17,
  '08-24': TALE_08_24,
  '08-30': TALE_08_30,
  '09-01': TALE_09_01,
  '09-08': TALE_09_08,
  '09-15': TALE_09_15,
  '09-22': TALE_09_22,
  '09-29': TALE_09_29,
  '10-01': TALE_10_01,
  '10-03': TALE_10_03,
  '10-06': TALE_10_06,
  '10-10': TALE_10_10,
  '10-13': TALE_10_13,
  '10-20': TALE_10_20,
  '10-27': TALE_10_27,
  '11-03': TALE_11_03,
  '11-10': TALE_11_10,
  '11-17': TALE_11_17,
  '11-24': TALE_11_24,
  '11-28': TALE_11_28,
  '12-01': TALE_12_01,
  '12-03': TALE_12_03,
  '12-08': TALE_12_08,
  '12-10': TALE_12_10,
  '12-12': TALE_12_12,
  '12-15': TALE_12_15,
  '12-19': TALE_12_19,
  '12-22': TALE_12_22,
  '12-29': TALE_12_29,
  '12-31': TALE_12_31,
  '07-04': TALE_07_04,
  '07-08': TALE_07_08,
  '07-10': TALE_07_10,
  '07-15': TALE_07_15,
  '07-22': TALE_07_22,
  '07-29': TALE_07_29,
  '08-12': TALE_08_12,
  '08-14': TALE_08_14,
  '08-19': TALE_08_19,
  '08-21': TALE_08_21,
  '08-26': TALE_08_26,
  '06-09': TALE_06_09,
  '06-07': TALE_06_07,
  '06-04': TALE_06_04,
  '06-02': TALE_06_02,
  '05-08': TALE_05_08,
  '05-06': TALE_05_06,
  '05-04': TALE_05_04,
  '05-03': TALE_05_03,
  '05-01': TALE_05_01,
  '09-03': TALE_09_03,
  '09-05': TALE_09_05,
  '09-10': TALE_09_10,
  '09-12': TALE_09_12,
  '09-17': TALE_09_17,
  '10-08': TALE_10_08,
  '11-05': TALE_11_05,
  '11-12': TALE_11_12,
  '11-19': TALE_11_19,
  '12-05': TALE_12_05,
  '12-07': TALE_12_07,
  '12-09': TALE_12_09,
  '09-02': TALE_09_02,
  '09-04': TALE_09_04,
  '09-06': TALE_09_06,
  '09-09': TALE_09_09,
  '09-11': TALE_09_11,
  '09-13': TALE_09_13,
  '09-14': TALE_09_14,
  '09-16': TALE_09_16,
  '09-18': TALE_09_18,
  '10-02': TALE_10_02,
  '10-04': TALE_10_04,
  '10-05': TALE_10_05,
  '10-07': TALE_10_07,
  '10-09': TALE_10_09,
  '10-11': TALE_10_11,
  '10-14': TALE_10_14,
  '10-15': TALE_10_15,
  '10-18': TALE_10_18,
  '10-24': TALE_10_24,
  '10-30': TALE_10_30,
  '08-08': TALE_08_08,
  '07-02': TALE_07_02,
  '07-17': TALE_07_17,
  '08-07': TALE_08_07,
  '08-28': TALE_08_28,
  '11-06': TALE_11_06,
  '11-14': TALE_11_14,
  '11-21': TALE_11_21,
  '11-26': TALE_11_26,
};
export const TALES: Record<string, ItemTales> = { ...BUNDLED_TALES, ...ABOUT_TALES };

/** A news item id's key among the tales: "bundled-01-05-en" → "01-05", "aboutStory-ru" → "aboutStory". */
export const taleKey = (newsId: string) => newsId.replace(/^bundled-|-(en|ru)$/g, '');

/** The tales of a news item, if it has them. */
export function talesFor(newsId: string): ItemTales | undefined {
  return TALES[taleKey(newsId)];
}
