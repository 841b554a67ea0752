import type { Endpoint } from '../openai/client.js';
import type { IllustratorProvider } from '../types.js';
import { createEmojiIllustrator } from './emoji-illustrator.js';
import { createImagesIllustrator } from './images-illustrator.js';

export function createIllustrator(config: { images?: Endpoint }): IllustratorProvider {
  return config.images ? createImagesIllustrator(config.images) : createEmojiIllustrator();
}
