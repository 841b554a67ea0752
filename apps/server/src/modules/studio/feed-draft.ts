/**
 * A feed item with no writer to tell it (NEWS_FEEDS set, LLM_BASE_URL not) goes to the moderators as a
 * draft: its facts and source, the offline retelling with the quality checks' reasons, and the bundled
 * item nearest in subject to tell instead. It never becomes a story of its own (decision 071).
 */
import type { Locale } from '@tt/contract';
import type { Providers } from '../../providers/index.js';
import { nearestBundled } from '../../providers/news/nearest.js';
import type { NewsItem } from '../../providers/types.js';
import { StepFailure } from './workflow.js';

/** Why a feed draft always waits for a moderator, and what makes a story of it. */
export const WAITS_FOR_A_WRITER =
  'real news is told only by the writer endpoint or a moderator: set LLM_BASE_URL to have it written, or tell the suggested bundled item instead';

export async function feedDraftNews(providers: Providers, locale: Locale, day: Date): Promise<NewsItem> {
  if (!providers.feedDrafts)
    throw new StepFailure('No feed to draft from: set NEWS_FEEDS (feed drafts are made only without LLM_BASE_URL).');
  const item = await providers.feedDrafts.pick(locale, day);
  return { ...item, suggested: nearestBundled(item, locale) };
}
