/**
 * The calendar of the bundled items: which items fit a day, and which one a cohort hears next. An item
 * is told only in its season and not again within REPEAT_DAYS of the same cohort hearing it (before or
 * after: the demo queues past days after today). With no such item left it falls back to the fitting
 * item heard longest ago, and says so.
 */
import { HOLIDAYS, SEASONS, type MonthDay, type When } from './tales/calendar.js';

export const REPEAT_DAYS = 120;
const DAY_MS = 86_400_000;

export interface CalendarItem {
  key: string;
  when: When;
}
/** A cohort heard `key` on `date` (YYYY-MM-DD). */
export interface ToldNews {
  key: string;
  date: string;
}
export interface CalendarPick {
  key: string;
  /** No fitting item was left unheard for REPEAT_DAYS: this is the one heard longest ago. */
  fallback: boolean;
  /** Days between this day and the nearest time the cohort heard it (Infinity: never). */
  gap: number;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** The month-day range of a `when`, or null for any day. */
function rangeOf(when: When): [MonthDay, MonthDay] | null {
  if (when === 'any') return null;
  if (typeof when === 'string') return SEASONS[when];
  if ('holiday' in when) return HOLIDAYS[when.holiday];
  return [when.from, when.to];
}

export function fits(when: When, date: string): boolean {
  const range = rangeOf(when);
  if (!range) return true;
  const md = date.slice(5, 10);
  const [from, to] = range;
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}

/** Days from `date` to the last day of its window, counting `date` itself (Infinity for any day). */
function daysLeft(when: When, date: string): number {
  const range = rangeOf(when);
  if (!range) return Infinity;
  const year = Number(date.slice(0, 4));
  // 02-29 in a common year is read as 03-01 by Date: clamp to the last real day of February
  const endOf = (y: number) => {
    const end = `${y}-${range[1]}`;
    return range[1] === '02-29' && new Date(`${end}T00:00:00Z`).getUTCDate() !== 29 ? `${y}-02-28` : end;
  };
  const end = dayNumber(endOf(year)) >= dayNumber(date) ? endOf(year) : endOf(year + 1);
  return dayNumber(end) - dayNumber(date) + 1;
}

/** Days between `date` and the nearest time each key was told (only keys told at all). */
function gaps(told: ToldNews[], date: string): Map<string, number> {
  const today = dayNumber(date);
  const out = new Map<string, number>();
  for (const t of told) {
    const gap = Math.abs(dayNumber(t.date) - today);
    out.set(t.key, Math.min(gap, out.get(t.key) ?? Infinity));
  }
  return out;
}

/**
 * The item a cohort hears on `date`, given what it heard around it. Items of a season or a date range
 * go before evergreen ones only as fast as their window needs (unheard items ÷ days left, against the
 * evergreen pool's own rate), so a season's items are spread over the season instead of all told in its
 * first week; an item's window ending soonest breaks a tie; within a window, the one heard longest ago.
 */
export function chooseItem(items: CalendarItem[], date: string, told: ToldNews[]): CalendarPick {
  const gap = gaps(told, date);
  const gapOf = (key: string) => gap.get(key) ?? Infinity;
  const fitting = items.filter((i) => fits(i.when, date));
  const pool = fitting.length ? fitting : items;
  const fresh = pool.filter((i) => gapOf(i.key) >= REPEAT_DAYS);
  if (!fresh.length) {
    const key = pool.reduce((a, b) => (gapOf(b.key) > gapOf(a.key) ? b : a)).key;
    return { key, fallback: true, gap: gapOf(key) };
  }
  const groups = new Map<string, { left: number; items: CalendarItem[] }>();
  for (const item of fresh) {
    const id = JSON.stringify(rangeOf(item.when));
    const group = groups.get(id) ?? { left: daysLeft(item.when, date), items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  const pressure = (g: { left: number; items: CalendarItem[] }) =>
    g.items.length / (g.left === Infinity ? REPEAT_DAYS : g.left);
  const group = [...groups.values()].reduce((a, b) =>
    pressure(b) > pressure(a) || (pressure(b) === pressure(a) && b.left < a.left) ? b : a,
  );
  // heard longest ago first; never heard ones in a fixed order
  const item = group.items.reduce((a, b) =>
    gapOf(b.key) > gapOf(a.key) || (gapOf(b.key) === gapOf(a.key) && b.key < a.key) ? b : a,
  );
  return { key: item.key, fallback: false, gap: gapOf(item.key) };
}

/**
 * Without a cohort's history (a single pick, a test): the fitting items in turn, one a day, so
 * consecutive days differ and both languages agree.
 */
export function rotateItem(items: CalendarItem[], date: string): string {
  const fitting = items.filter((i) => fits(i.when, date));
  const pool = fitting.length ? fitting : items;
  return pool[dayNumber(date) % pool.length]!.key;
}

/** A cohort's year told day by day by chooseItem (the bench and the tests): its picks in order. */
export function simulateYear(items: CalendarItem[], start: string, days: number): (CalendarPick & { date: string })[] {
  const told: ToldNews[] = [];
  const out: (CalendarPick & { date: string })[] = [];
  for (let d = 0; d < days; d++) {
    const date = new Date((dayNumber(start) + d) * DAY_MS).toISOString().slice(0, 10);
    const pick = chooseItem(items, date, told);
    told.push({ key: pick.key, date });
    out.push({ ...pick, date });
  }
  return out;
}
