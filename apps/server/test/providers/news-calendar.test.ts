/** The calendar of the bundled items: told only in season, not again within 120 days, a named fallback. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@tt/contract';
import { chooseItem, fits, REPEAT_DAYS, simulateYear, type CalendarItem } from '../../src/providers/news/calendar.js';
import { BUNDLED_CALENDAR, bundledItems, createBundledNews } from '../../src/providers/news/bundled.js';
import { WHEN, type When } from '../../src/providers/news/tales/calendar.js';

const items = (prefix: string, n: number, when: When): CalendarItem[] =>
  Array.from({ length: n }, (_, i) => ({ key: `${prefix}-${i}`, when }));

/** Days within REPEAT_DAYS of the same item's previous telling. */
function repeats(picks: { key: string; date: string }[]): number {
  const last = new Map<string, number>();
  let n = 0;
  for (const [day, pick] of picks.entries()) {
    if (day - (last.get(pick.key) ?? -Infinity) < REPEAT_DAYS) n++;
    last.set(pick.key, day);
  }
  return n;
}

describe('the calendar', () => {
  it('reads seasons, date ranges over the new year and holidays', () => {
    expect(fits('winter', '2026-12-31')).toBe(true);
    expect(fits('winter', '2027-01-01')).toBe(true);
    expect(fits('winter', '2028-02-29')).toBe(true);
    expect(fits('winter', '2027-03-01')).toBe(false);
    expect(fits('summer', '2026-12-05')).toBe(false);
    expect(fits({ from: '08-29', to: '09-03' }, '2026-09-01')).toBe(true);
    expect(fits({ from: '08-29', to: '09-03' }, '2026-12-05')).toBe(false);
    expect(fits({ holiday: 'new-year' }, '2027-01-02')).toBe(true);
    expect(fits({ holiday: 'new-year' }, '2026-12-05')).toBe(false);
    expect(fits('any', '2026-07-01')).toBe(true);
  });

  it('over a year with enough items: every day in season, no item again within 120 days, no fallback', () => {
    const set = [
      ...items('any', 90, 'any'),
      ...items('winter', 30, 'winter'),
      ...items('spring', 30, 'spring'),
      ...items('summer', 30, 'summer'),
      ...items('autumn', 30, 'autumn'),
      ...items('nye', 1, { holiday: 'new-year' }),
      ...items('school', 1, { from: '08-29', to: '09-03' }),
    ];
    const whenOf = new Map(set.map((i) => [i.key, i.when]));
    // a year of warm-up, then the year measured (its history runs into the measured one)
    const picks = simulateYear(set, '2026-01-01', 730).slice(365);
    expect(picks.filter((p) => !fits(whenOf.get(p.key)!, p.date))).toEqual([]);
    expect(repeats(picks)).toBe(0);
    expect(picks.filter((p) => p.fallback)).toEqual([]);
    // the dated items are told in their window, and a season's items are spread over the season
    expect(picks.filter((p) => p.key.startsWith('nye') || p.key.startsWith('school'))).toHaveLength(2);
    const winterMonths = new Set(picks.filter((p) => p.key.startsWith('winter')).map((p) => p.date.slice(5, 7)));
    expect([...winterMonths].sort()).toEqual(['01', '02', '12']);
  });

  it('with too few items, falls back to the fitting item heard longest ago, never out of season', () => {
    const set = [...items('any', 20, 'any'), ...items('summer', 10, 'summer')];
    const picks = simulateYear(set, '2026-12-01', 60);
    expect(picks.every((p) => !p.key.startsWith('summer'))).toBe(true);
    expect(picks.slice(0, 20).some((p) => p.fallback)).toBe(false);
    // day 21: all twenty were heard in the last 20 days; the first of them is the oldest
    expect(picks[20]).toMatchObject({ fallback: true, key: picks[0]!.key, gap: 20 });
  });

  it('counts days either side: a past day queued after today does not repeat today', () => {
    const set = items('any', 3, 'any');
    const pick = chooseItem(set, '2026-12-04', [
      { key: 'any-0', date: '2026-12-05' },
      { key: 'any-1', date: '2026-12-10' },
    ]);
    expect(pick).toMatchObject({ key: 'any-2', fallback: false });
  });
});

describe('the bundled items on the calendar', () => {
  it('every bundled item says when it may be told', () => {
    const monthDays = bundledItems('en').map((i) => i.id.replace(/^bundled-|-en$/g, ''));
    expect(monthDays.filter((d) => !WHEN[d])).toEqual([]);
  });

  it('a planned item is told in both languages; without a plan, consecutive days differ and fit the season', async () => {
    const news = createBundledNews();
    const planned = await news.pick('ru', new Date('2026-12-05T12:00:00Z'), 'bundled-12-08');
    expect(planned).toMatchObject({ id: 'bundled-12-08-ru', date: '2026-12-05' });
    const whenOf = new Map(BUNDLED_CALENDAR.map((i) => [i.key, i.when]));
    for (const locale of LOCALES)
      for (let d = 1; d <= 31; d++) {
        const date = `2026-12-${String(d).padStart(2, '0')}`;
        const item = await news.pick(locale, new Date(`${date}T12:00:00Z`));
        expect(fits(whenOf.get(item.id.replace(/-(en|ru)$/, ''))!, date), `${item.id} on ${date}`).toBe(true);
      }
    const plan = news.plan!(new Date('2026-12-05T12:00:00Z'), []);
    expect(fits(whenOf.get(plan.key)!, '2026-12-05')).toBe(true);
  });
});
