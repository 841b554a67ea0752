/** The uploads module's public entry: the user's picture. */
export { createUploadsModule, type UploadsModule } from './service.js';
export { registerPictureUpload, uploadHandlers } from './handlers.js';
