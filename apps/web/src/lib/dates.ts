/**
 * Dates as consumer §9 shows them: relative while recent, MM/DD/YYYY after that in English; in
 * Russian the day comes first, as Russian readers write it (DD.MM.YYYY; issue 26 §6). Intl gives
 * both the relative words and the numeric date in the interface language.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_DAYS = 7;

/** 11/02/2026 in English, 02.11.2026 in Russian. */
function numericDate(d: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** A moment (ISO date-time): "5 minutes ago", "2 hours ago", "yesterday", "3 days ago", else the date. */
export function formatMoment(iso: string, language: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return rtf.format(0, 'second');
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY && startOfDay(at) === startOfDay(now)) return rtf.format(-Math.floor(ago / HOUR), 'hour');
  return formatDay(at, language, now);
}

/** A calendar day (YYYY-MM-DD or a Date): "today", "yesterday", "3 days ago", else the date. */
export function formatDay(day: string | Date, language: string, now = new Date()): string {
  const d = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T12:00:00`) : day;
  if (Number.isNaN(d.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY);
  if (days >= 0 && days < RELATIVE_DAYS)
    return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day');
  return numericDate(d, language);
}
