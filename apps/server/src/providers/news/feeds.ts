/**
 * The real news provider: RSS 2.0 and Atom feeds from configuration, deduplicated, with topics
 * unsuitable for small children dropped, and one item a day chosen deterministically.
 */
import { XMLParser } from 'fast-xml-parser';
import type { Locale } from '@tt/contract';
import { hashString } from '../random.js';
import { scaryWords, soften } from '../safety/soften.js';
import type { NewsItem, NewsProvider, SkippedItem } from '../types.js';

/** Stems of topics a small child should not hear about (en and ru). */
export const DEFAULT_BLOCKLIST = [
  'war',
  'kill',
  'dead',
  'death',
  'die',
  'murder',
  'crime',
  'shoot',
  'gun',
  'bomb',
  'attack',
  'terror',
  'disaster',
  'crash',
  'victim',
  'injur',
  'explos',
  'fire kills',
  'hostage',
  'abuse',
  'earthquake',
  'flood',
  'войн',
  'убий',
  'убит',
  'смерт',
  'погиб',
  'умер',
  'преступ',
  'стрельб',
  'оружи',
  'бомб',
  'атак',
  'теракт',
  'катастроф',
  'авари',
  'жертв',
  'ранен',
  'взрыв',
  'заложник',
  'насили',
  'землетрясен',
  'наводнен',
];

interface RawEntry {
  title: string;
  summary: string;
  link: string;
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return String((value as { '#text': unknown })['#text']);
  return '';
};
const strip = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function parseFeed(xml: string): RawEntry[] {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as Record<string, any>;
  if (doc.rss?.channel) {
    return list(doc.rss.channel.item).map((i: any) => ({
      title: strip(text(i.title)),
      summary: strip(text(i.description)),
      link: text(i.link),
    }));
  }
  if (doc.feed) {
    return list(doc.feed.entry).map((e: any) => ({
      title: strip(text(e.title)),
      summary: strip(text(e.summary) || text(e.content)),
      link:
        list(e.link)
          .map((l: any) => l?.['@href'] ?? '')
          .find(Boolean) ?? '',
    }));
  }
  throw new Error('The feed is neither RSS 2.0 nor Atom');
}

const normal = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const blockedTopic = (entry: RawEntry, blocklist: readonly string[]) => {
  const words = `${entry.title} ${entry.summary}`.toLowerCase();
  return blocklist.find((stem) => new RegExp(`(^|[^\\p{L}])${stem}`, 'u').test(words));
};

/** The skipped items the news step keeps for the moderators (the first few of the day). */
const MAX_SKIPPED_SHOWN = 10;

/** Why an item cannot be told to a small child: a blocked topic, or words still scary once softened. */
function unsuitableBecause(entry: RawEntry, blocklist: readonly string[], locale: Locale): string | null {
  const gentle = { ...entry, title: soften(entry.title, locale), summary: soften(entry.summary, locale) };
  const topic = blockedTopic(gentle, blocklist);
  if (topic) return `topic not for small children ("${topic}")`;
  const scary = scaryWords(`${gentle.title}. ${gentle.summary}`, locale);
  return scary.length ? `words a retelling cannot soften: ${scary.join(', ')}` : null;
}

export function createFeedNews(options: {
  feeds: string[];
  blocklist?: string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}): NewsProvider {
  const doFetch = options.fetch ?? fetch;
  const blocklist = options.blocklist ?? DEFAULT_BLOCKLIST;
  return {
    async pick(locale: Locale, date: Date): Promise<NewsItem> {
      const errors: string[] = [];
      const entries: RawEntry[] = [];
      for (const url of options.feeds) {
        try {
          const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          entries.push(...parseFeed(await res.text()));
        } catch (err) {
          errors.push(`${url}: ${(err as Error).message}`);
        }
      }
      const seen = new Set<string>();
      const unique = entries.filter((e) => {
        const keys = [normal(e.title), e.link].filter(Boolean);
        if (keys.some((k) => seen.has(k))) return false;
        keys.forEach((k) => seen.add(k));
        return e.title.length > 0;
      });
      if (!unique.length) {
        throw new Error(
          errors.length
            ? `No news feed could be read: ${errors.join('; ')}`
            : 'The news feeds had no item suitable for small children today',
        );
      }
      // the day's item, or the next one that can be told gently: one unsuitable item never stops the batch
      const day = date.toISOString().slice(0, 10);
      const start = hashString(day) % unique.length;
      const skipped: SkippedItem[] = [];
      let chosen: RawEntry | undefined;
      for (let k = 0; k < unique.length && !chosen; k++) {
        const entry = unique[(start + k) % unique.length]!;
        const reason = unsuitableBecause(entry, blocklist, locale);
        if (reason) skipped.push({ title: entry.title, reason });
        else chosen = entry;
      }
      if (!chosen)
        throw new Error(
          `The news feeds had no item suitable for small children today (${skipped.length} skipped: ${skipped
            .slice(0, 3)
            .map((s) => `"${s.title}": ${s.reason}`)
            .join('; ')})`,
        );
      const tags = Array.from(
        new Set(
          normal(`${chosen.title} ${chosen.summary}`)
            .split(' ')
            .filter((w) => w.length > 3),
        ),
      ).slice(0, 12);
      return {
        id: `feed-${hashString(chosen.link || chosen.title)}`,
        date: day,
        locale,
        title: chosen.title,
        summary: chosen.summary || chosen.title,
        tags,
        source: chosen.link || undefined,
        ...(skipped.length ? { skipped: skipped.slice(0, MAX_SKIPPED_SHOWN) } : {}),
      };
    },
  };
}
