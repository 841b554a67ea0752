/** The chat module's public entry. */
export { createChatModule, type ChatModule, type ChatDeps } from './service.js';
export { chatHandlers } from './handlers.js';
