/** The "news item" behind the story about the storyteller (aboutStory) and the partner programme's. */
import type { Locale } from '@tt/contract';
import { talesFor } from '../../providers/news/tales/index.js';
import type { NewsItem } from '../../providers/types.js';

export function aboutNews(purpose: 'aboutStory' | 'partnershipStory', locale: Locale, date: string): NewsItem {
  const tale = talesFor(purpose)![locale];
  return {
    id: `${purpose}-${locale}`,
    date,
    locale,
    title: tale.title,
    summary: tale.whatHappened,
    tags: ['book', 'star', 'family'],
  };
}
