/** The "news item" behind stories about Tiny Tidings itself and its partner programme. */
import type { Locale } from '@tt/contract';
import type { NewsItem } from '../../providers/types.js';

const ABOUT: Record<Locale, Omit<NewsItem, 'id' | 'date' | 'locale'>> = {
  en: {
    title: 'A new story friend is here',
    summary:
      'Tiny Tidings tells little ones about the world every day. Each story has pictures, a kind voice and soft music. Children can listen with their grown-ups and talk about what they heard.',
    tags: ['book', 'star', 'family', 'sun'],
  },
  ru: {
    title: 'У нас появился новый друг-сказочник',
    summary:
      'Tiny Tidings каждый день рассказывает малышам о мире. В каждой истории есть картинки, добрый голос и тихая музыка. Дети слушают вместе со взрослыми и потом говорят об услышанном.',
    tags: ['book', 'star', 'family', 'sun'],
  },
};

export function aboutNews(purpose: 'aboutStory' | 'partnershipStory', locale: Locale, date: string): NewsItem {
  return { id: `${purpose}-${locale}`, date, locale, ...ABOUT[locale] };
}
