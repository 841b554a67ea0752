/** The pin module's public entry. */
export { createPinModule, PIN_CHECKS_PER_WINDOW, type PinModule } from './service.js';
export { pinHandlers } from './handlers.js';
