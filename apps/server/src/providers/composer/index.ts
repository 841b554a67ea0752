import type { ComposerProvider } from '../types.js';
import { createSynthComposer } from './synth-composer.js';

export function createComposer(): ComposerProvider {
  return createSynthComposer();
}
