/** Chooses each team's provider from configuration: the offline default unless a real one is set. */
import type { StudioConfig } from '../config.js';
import { createComposer } from './composer/index.js';
import { createIllustrator } from './illustrator/index.js';
import { createNarrator } from './narrator/index.js';
import { createNewsProvider } from './news/index.js';
import { createFeedNews } from './news/feeds.js';
import { createSafety } from './safety/index.js';
import type {
  ComposerProvider,
  IllustratorProvider,
  NarratorProvider,
  NewsProvider,
  SafetyProvider,
  WriterProvider,
} from './types.js';
import { createWriter } from './writer/index.js';

export interface Providers {
  news: NewsProvider;
  writer: WriterProvider;
  safety: SafetyProvider;
  illustrator: IllustratorProvider;
  narrator: NarratorProvider;
  composer: ComposerProvider;
  /**
   * Feed news with no writer to tell it (NEWS_FEEDS set, LLM_BASE_URL not): the day's story is then a
   * bundled item, and the feed item goes to the moderators as a draft (purpose feedDraft).
   */
  feedDrafts?: NewsProvider;
}

export function createProviders(config: StudioConfig): Providers {
  // real news is never read raw: without a writer endpoint the feeds only feed the moderators' drafts
  const feeds = config.llm ? config.newsFeeds : [];
  return {
    news: createNewsProvider({ feeds }),
    ...(!config.llm && config.newsFeeds?.length ? { feedDrafts: createFeedNews({ feeds: config.newsFeeds }) } : {}),
    writer: createWriter({ llm: config.llm ?? undefined }),
    safety: createSafety({ llm: config.llm ?? undefined }),
    illustrator: createIllustrator({ images: config.images ?? undefined }),
    narrator: createNarrator({ speech: config.speech ?? undefined }),
    composer: createComposer(),
  };
}
