/**
 * The studio module's public entry. createStudioModule builds the story studio once (tasks, steps
 * queued on the job queue through `enqueue`, moderation) and hands other modules the studio's
 * stories: the one rule for which story may be played, search, the bot feed's reads, the
 * cohort's tasks. A published story is announced to its readers (arrivals.ts).
 */
export { BOT_ROOM, storyEvent } from './arrivals.js';
export type { FeedStoryRow } from './repositories/feed.js';
export type { StoryHitRow, StoryRow } from './stories.js';
export { today, type EnqueueStep, type Studio, type TaskPurposeInput } from './studio.js';
export { studioHandlers } from './handlers.js';
export { narrationRoutes, readTakes, type TakesUpload } from './narration-upload.js';
export { prepareSceneTakes, withVoices, type SceneVoice } from './narration.js';
export { createStudioModule, type StudioModule, type StudioModuleDeps } from './module.js';
