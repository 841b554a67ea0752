/** The offline news: the bundled items, one per day, chosen by the day of the year. */
import type { Locale } from '@tt/contract';
import type { NewsItem, NewsProvider } from '../types.js';
import { ITEMS_A, type ItemRow } from './items-a.js';
import { ITEMS_B } from './items-b.js';
import { ITEMS_C } from './items-c.js';

const ROWS: ItemRow[] = [...ITEMS_A, ...ITEMS_B, ...ITEMS_C].sort((a, b) => a[0].localeCompare(b[0]));

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

function dayOfYear(date: Date): number {
  return Math.floor(
    (Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - Date.UTC(date.getUTCFullYear(), 0, 1)) /
      86_400_000,
  );
}

export function createBundledNews(): NewsProvider {
  return {
    async pick(locale, date) {
      const items = bundledItems(locale, date.getUTCFullYear());
      const item = items[dayOfYear(date) % items.length]!;
      return { ...item, date: date.toISOString().slice(0, 10) };
    },
  };
}
