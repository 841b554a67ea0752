/** Chooses each team's provider from configuration: the offline default unless a real one is set. */
import type { StudioConfig } from '../config.js';
import { createComposer } from './composer/index.js';
import { createIllustrator } from './illustrator/index.js';
import { createNarrator } from './narrator/index.js';
import { createNewsProvider } from './news/index.js';
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
}

export function createProviders(config: StudioConfig): Providers {
  return {
    news: createNewsProvider({ feeds: config.newsFeeds }),
    writer: createWriter({ llm: config.llm ?? undefined }),
    safety: createSafety({ llm: config.llm ?? undefined }),
    illustrator: createIllustrator({ images: config.images ?? undefined }),
    narrator: createNarrator({ speech: config.speech ?? undefined }),
    composer: createComposer(),
  };
}
