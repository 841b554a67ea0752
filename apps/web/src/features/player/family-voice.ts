/** The story as it plays in a family's own voice (decision 066): its scenes' voices, timings and times replaced. */
import type { FamilyNarration, Story } from '@tt/contract';

export function withFamilyVoice(story: Story, narration: FamilyNarration): Story {
  return {
    ...story,
    duration: narration.duration,
    scenes: story.scenes.map((scene, i) => ({ ...scene, ...narration.scenes[i] })),
  };
}

/** A file of the story: under its media path, or already a whole address (a family's voice, an object URL). */
export const storyFile = (story: Story, path: string) => (/^blob:/.test(path) ? path : `${story.basePath}${path}`);
