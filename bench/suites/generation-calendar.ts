/**
 * The calendar over a year, per language: one cohort's daily picks (the studio's rule, calendar.ts)
 * simulated for a warm-up year and then 365 days from today. Printed: items told out of season,
 * repeats within REPEAT_DAYS and the days that fell back (goal 0 each), and the items per season.
 */
import { LOCALES } from '@tt/contract';
import { bundledItems, BUNDLED_CALENDAR } from '@tt/server/src/providers/news/bundled.js';
import { fits, REPEAT_DAYS, simulateYear } from '@tt/server/src/providers/news/calendar.js';

const DAYS = 365;

export function calendarSuite(start = new Date().toISOString().slice(0, 10)): void {
  const warmUp = new Date(Date.parse(`${start}T00:00:00Z`) - DAYS * 86_400_000).toISOString().slice(0, 10);
  for (const locale of LOCALES) {
    // the calendar of the items this language really has
    const ids = new Set(bundledItems(locale).map((i) => i.id.replace(/-(en|ru)$/, '')));
    const items = BUNDLED_CALENDAR.filter((i) => ids.has(i.key));
    const whenOf = new Map(items.map((i) => [i.key, i.when]));
    const year = simulateYear(items, warmUp, 2 * DAYS);
    const picks = year.slice(DAYS);
    const outOfSeason = picks.filter((p) => !fits(whenOf.get(p.key)!, p.date)).length;
    // a repeat counts against the warm-up year's days too
    const last = new Map<string, number>();
    let repeats = 0;
    for (const [day, p] of year.entries()) {
      if (day >= DAYS && day - (last.get(p.key) ?? -Infinity) < REPEAT_DAYS) repeats++;
      last.set(p.key, day);
    }
    const fallbacks = picks.filter((p) => p.fallback);
    const months = [...new Set(fallbacks.map((p) => p.date.slice(0, 7)))].join(', ');
    const fitting = (md: string) => items.filter((i) => fits(i.when, `2027-${md}`)).length;
    console.log(
      `calendar (${locale}): ${items.length} items; ${DAYS} days from ${start}: told out of season ${outOfSeason} (goal 0), repeats within ${REPEAT_DAYS} days ${repeats} (goal 0), days with no fitting unheard item ${fallbacks.length}${months ? ` (in ${months})` : ''}; items fitting 15 Jan ${fitting('01-15')}, 15 Apr ${fitting('04-15')}, 15 Jul ${fitting('07-15')}, 15 Oct ${fitting('10-15')}`,
    );
  }
}
