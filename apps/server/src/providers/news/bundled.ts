/** The offline news: the bundled items, one per day, chosen by the calendar (calendar.ts). */
import type { Locale } from '@tt/contract';
import type { NewsItem, NewsProvider } from '../types.js';
import { chooseItem, rotateItem, type CalendarItem } from './calendar.js';
import { WHEN } from './tales/calendar.js';
import { ITEM_ROWS as ROWS, type ItemRow } from './rows/index.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function toItem(row: ItemRow, locale: Locale, year: number): NewsItem {
  const [monthDay, tags, en, ru] = row;
  const date = `${year}-${monthDay}`;
  if (locale === 'ru') {
    const [title, hero, place, event, detail, word, explanation] = ru;
    return {
      id: `bundled-${monthDay}-ru`,
      date,
      locale,
      title,
      tags,
      summary: `${capital(place)} ${hero} ${event}. ${detail}`,
      kid: { hero, heroThe: hero, place, event, detail, word, explanation },
    };
  }
  const [title, hero, heroThe, place, event, detail, word, explanation] = en;
  return {
    id: `bundled-${monthDay}-en`,
    date,
    locale,
    title,
    tags,
    summary: `${capital(hero)} ${place} ${event}. ${detail}`,
    kid: { hero, heroThe, place, event, detail, word, explanation },
  };
}

export function bundledItems(locale: Locale, year = 2026): NewsItem[] {
  return ROWS.map((row) => toItem(row, locale, year));
}

/** Every bundled item and when it may be told, keyed as a story keeps its news ("bundled-12-08"). */
export const BUNDLED_CALENDAR: CalendarItem[] = ROWS.map(([monthDay]) => ({
  key: `bundled-${monthDay}`,
  when: WHEN[monthDay] ?? 'any',
}));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createBundledNews(): NewsProvider {
  return {
    async pick(locale, date, key) {
      const day = isoDay(date);
      const chosen = key && BUNDLED_CALENDAR.some((i) => i.key === key) ? key : rotateItem(BUNDLED_CALENDAR, day);
      const item = bundledItems(locale, date.getUTCFullYear()).find((i) => i.id === `${chosen}-${locale}`)!;
      return { ...item, date: day };
    },
    plan: (date, told) => chooseItem(BUNDLED_CALENDAR, isoDay(date), told),
  };
}
