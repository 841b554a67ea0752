/**
 * Bundled news items, written for Tiny Tidings: gentle, real-world-like events for small children,
 * one file per month (the row's month-day). Their tellings are in ../tales/items/<MM-DD>.ts, and when
 * each may be told in ../tales/calendar.ts.
 * Each row: month-day, tags, then English [title, hero, heroThe, place, event, detail, word, explanation]
 * and Russian [title, hero, place, event, detail, word, explanation]. The detail contains the word.
 */
export type ItemRow = [
  string,
  string[],
  [string, string, string, string, string, string, string, string],
  [string, string, string, string, string, string, string],
];
