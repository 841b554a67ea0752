/**
 * What the page for a client-side route shows and fetches before its scripts run: made by the
 * library module (modules/library/page-hints.ts), written into index.html by plugins/web.ts.
 */
export interface PageHints {
  /** Pictures to fetch at once. */
  preloads: string[];
  /** HTML to stand in #root until the app renders. */
  shell: string;
}
export type HintsFor = (pathname: string, query: URLSearchParams) => Promise<PageHints>;

/** For text and attribute values put into the page. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
