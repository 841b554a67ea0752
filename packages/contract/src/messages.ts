/**
 * Texts shared by server and client: the error catalogue and the validation messages (consumer and panel §8, §5).
 * The server puts the English text in problem documents; the web app shows the text of the
 * user's language by key. Keys are flat so both i18next and plain lookups can use them. Each language
 * is a module of its own (messages-en.ts, messages-ru.ts): the web app loads the one on screen.
 */
import type { Locale } from './constants.js';
import { messagesEn, type MessageKey } from './messages-en.js';
import { messagesRu } from './messages-ru.js';

export { messagesEn, messagesRu, type MessageKey };

export const sharedMessages: Record<Locale, Record<MessageKey, string>> = { en: messagesEn, ru: messagesRu };

/** Fills {{name}} placeholders, as i18next does, for the server side. */
export function formatMessage(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = sharedMessages[locale][key] ?? sharedMessages.en[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
