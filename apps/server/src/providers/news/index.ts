import type { NewsProvider } from '../types.js';
import { createBundledNews } from './bundled.js';
import { createFeedNews } from './feeds.js';

/** Feeds when configured (NEWS_FEEDS), otherwise the bundled items. */
export function createNewsProvider(config: { feeds?: string[] }): NewsProvider {
  return config.feeds?.length ? createFeedNews({ feeds: config.feeds }) : createBundledNews();
}
