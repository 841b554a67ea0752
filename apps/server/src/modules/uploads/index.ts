/** The uploads module's public entry: the user's picture. */
export { createUploadsModule, type UploadsModule } from './service.js';
export { uploadHandlers, uploadRoutes } from './handlers.js';
