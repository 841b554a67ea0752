import type { Endpoint } from '../openai/client.js';
import type { WriterProvider } from '../types.js';
import { createChatWriter } from './chat-writer.js';
import { createTemplateWriter } from './template-writer.js';

/** The chat-completions writer when LLM_BASE_URL is set, otherwise the template writer. */
export function createWriter(config: { llm?: Endpoint & { criticModel?: string } }): WriterProvider {
  return config.llm ? createChatWriter(config.llm, { criticModel: config.llm.criticModel }) : createTemplateWriter();
}
