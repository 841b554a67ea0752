/** The children module's public entry. */
export { createChildrenModule, type ChildrenModule } from './service.js';
export { childrenHandlers } from './handlers.js';
