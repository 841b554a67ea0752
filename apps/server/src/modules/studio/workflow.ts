/** The story workflow: which teams run, in which order, for which purpose. */
import type { PURPOSE_TYPES } from '@tt/contract';

export const STORY_TEAMS = ['news', 'writer', 'safety', 'illustrator', 'narrator', 'composer', 'assembler'] as const;
export type TeamId = (typeof STORY_TEAMS)[number];
export type PurposeType = (typeof PURPOSE_TYPES)[number];

/**
 * testText checks the writing only, and so does feedDraft (a feed item told to a moderator, never a
 * story of its own); every other purpose makes a whole story.
 */
export function workflowFor(type: PurposeType): { teamid: TeamId }[] {
  const teams: readonly TeamId[] =
    type === 'testText' || type === 'feedDraft' ? ['news', 'writer', 'safety'] : STORY_TEAMS;
  return teams.map((teamid) => ({ teamid }));
}

/**
 * What each team reads. A team runs once everything it needs is done, so the illustrator draws while
 * the narrator speaks (both need only the checked text); the composer needs the narration's length.
 */
export const NEEDS: Record<TeamId, readonly TeamId[]> = {
  news: [],
  writer: ['news'],
  safety: ['writer'],
  illustrator: ['news', 'safety'],
  narrator: ['safety'],
  composer: ['narrator'],
  assembler: ['illustrator', 'narrator', 'composer'],
};

/**
 * The teams that run together as the next step: the first one not done, and every later one not done
 * whose needs are all done already. One team at a time for workflows without such neighbours.
 */
export function nextStage(workflow: readonly { teamid: string }[], completed: readonly string[]): TeamId[] {
  const pending = workflow.map((s) => s.teamid as TeamId).filter((t) => !completed.includes(t));
  if (!pending.length) return [];
  const ready = (t: TeamId) => NEEDS[t].every((n) => completed.includes(n));
  return [pending[0]!, ...pending.slice(1).filter(ready)];
}

/** The pause after each scene's voice before the next scene starts, in seconds. */
export const SCENE_PAUSE_S = 1;

export class StepFailure extends Error {}
