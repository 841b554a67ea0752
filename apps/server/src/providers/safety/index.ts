import type { Endpoint } from '../openai/client.js';
import type { SafetyProvider } from '../types.js';
import { createLexiconSafety } from './lexicon-safety.js';
import { createLlmSafety } from './llm-safety.js';

export function createSafety(config: { llm?: Endpoint }): SafetyProvider {
  return config.llm ? createLlmSafety(config.llm) : createLexiconSafety();
}
