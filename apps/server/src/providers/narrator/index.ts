import type { Endpoint } from '../openai/client.js';
import type { NarratorProvider } from '../types.js';
import { createEspeakNarrator } from './espeak-narrator.js';
import { createSpeechNarrator } from './speech-narrator.js';

export function createNarrator(config: { speech?: Endpoint & { voice: string } }): NarratorProvider {
  return config.speech ? createSpeechNarrator(config.speech) : createEspeakNarrator();
}
