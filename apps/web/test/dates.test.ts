import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from '../src/lib/dates';

const now = new Date(2026, 10, 23, 15, 0, 0);

describe('dates as the spec shows them', () => {
  it('shows recent days in words, in the interface language', () => {
    expect(formatDay('2026-11-23', 'en', now)).toBe('today');
    expect(formatDay('2026-11-22', 'en', now)).toBe('yesterday');
    expect(formatDay('2026-11-20', 'en', now)).toBe('3 days ago');
    expect(formatDay('2026-11-22', 'ru', now)).toBe('вчера');
  });

  it('shows older days as MM/DD/YYYY in English and DD.MM.YYYY in Russian', () => {
    expect(formatDay('2026-11-02', 'en', now)).toBe('11/02/2026');
    expect(formatDay('2025-01-09', 'en', now)).toBe('01/09/2025');
    expect(formatDay('2025-01-09', 'ru', now)).toBe('09.01.2025');
    expect(formatMoment(new Date(2026, 9, 1).toISOString(), 'ru', now)).toBe('01.10.2026');
  });

  it('shows moments of today in minutes or hours', () => {
    expect(formatMoment(new Date(2026, 10, 23, 14, 55).toISOString(), 'en', now)).toBe('5 minutes ago');
    expect(formatMoment(new Date(2026, 10, 23, 12, 0).toISOString(), 'en', now)).toBe('3 hours ago');
    expect(formatMoment(new Date(2026, 10, 23, 14, 59, 50).toISOString(), 'ru', now)).toBe('сейчас');
    expect(formatMoment(new Date(2026, 9, 1).toISOString(), 'en', now)).toBe('10/01/2026');
  });

  it('shows nothing for a broken date rather than "Invalid Date"', () => {
    expect(formatMoment('not a date', 'en', now)).toBe('');
  });
});
