/**
 * A feed story a moderator writes in the panel (decision 085): a title, scenes of plain text for one age
 * cluster and the parent note. The server runs the writer's quality checks over every sentence and
 * answers 422 with the scene's field and the sentence's reason when one fails.
 */
import { z } from '../zod.js';
import { AGE_CLUSTERS } from '../constants.js';
import { uid } from './common.js';

/** The most scenes any cluster takes (6–7: 5 to 9); the server holds the cluster's own bounds. */
export const WRITTEN_STORY_MAX_SCENES = 9;

const line = (max: number) =>
  z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.tooLong' });

export const WrittenScene = z.object({ title: line(80), text: line(1200) });

export const WrittenStoryForm = z.object({
  ageCluster: z.enum(AGE_CLUSTERS),
  title: line(120),
  scenes: z.array(WrittenScene).min(1, { message: 'validation.required' }).max(WRITTEN_STORY_MAX_SCENES),
  parentNote: z.object({
    whatHappened: line(600),
    questions: z.tuple([line(200), line(200)]),
  }),
});
export type WrittenStoryForm = z.infer<typeof WrittenStoryForm>;

export const WriteFeedStoryRequest = WrittenStoryForm.extend({ uid });
export type WriteFeedStoryRequest = z.infer<typeof WriteFeedStoryRequest>;

/**
 * Why a sentence of the moderator's text is refused, one code per check (the messages' `story.check.*`):
 * agency phrasing, a fragment without a verb or without its subject, longer than the cluster allows, a
 * scary word; the scene count out of the cluster's bounds.
 */
export const STORY_CHECKS = ['agency', 'fragment', 'subjectless', 'long', 'scary', 'sceneCount'] as const;
export type StoryCheck = (typeof STORY_CHECKS)[number];
