/** The library module's public entry. */
export { createLibraryModule, type LibraryDeps, type LibraryModule } from './service.js';
export { libraryHandlers } from './handlers.js';
