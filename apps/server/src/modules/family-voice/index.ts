/** The family-voice module's public entry: a parent's own recordings of stories (decision 066). */
export { createFamilyVoiceModule, familyVoiceFolder, familyVoicesOf, type FamilyVoiceModule } from './service.js';
export { familyVoiceHandlers, familyVoiceRoutes } from './handlers.js';
