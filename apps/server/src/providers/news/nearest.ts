/**
 * The bundled item nearest in subject to a feed item (a whale rescue → the whales' story): what a
 * moderator is offered to tell instead of a feed item no writer has told yet.
 */
import type { Locale } from '@tt/contract';
import type { NewsItem } from '../types.js';
import { bundledItems } from './bundled.js';

/** Word starts long enough to say a subject: "whale", "whales" and "whaling" share "whal". */
const stems = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, Math.min(5, w.length - 1))));

export function nearestBundled(item: NewsItem, locale: Locale): { id: string; title: string } {
  const wanted = stems(`${item.title} ${item.summary} ${item.tags.join(' ')}`);
  let best = { id: '', title: '', shared: -1 };
  for (const bundled of bundledItems(locale)) {
    const own = stems(`${bundled.title} ${bundled.summary} ${bundled.tags.join(' ')}`);
    // tags say the subject best: they count twice
    const shared =
      [...own].filter((s) => wanted.has(s)).length +
      bundled.tags.filter((t) => wanted.has(t.toLowerCase().slice(0, Math.min(5, t.length - 1)))).length;
    if (shared > best.shared) best = { id: bundled.id, title: bundled.title, shared };
  }
  return { id: best.id, title: best.title };
}
