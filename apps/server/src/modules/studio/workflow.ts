/** The story workflow: which teams run, in which order, for which purpose. */
import type { PURPOSE_TYPES } from '@tt/contract';

export const STORY_TEAMS = ['news', 'writer', 'safety', 'illustrator', 'narrator', 'composer', 'assembler'] as const;
export type TeamId = (typeof STORY_TEAMS)[number];
export type PurposeType = (typeof PURPOSE_TYPES)[number];

/** testText checks the writing only; every other purpose makes a whole story. */
export function workflowFor(type: PurposeType): { teamid: TeamId }[] {
  const teams: readonly TeamId[] = type === 'testText' ? ['news', 'writer', 'safety'] : STORY_TEAMS;
  return teams.map((teamid) => ({ teamid }));
}

/** The pause after each scene's voice before the next scene starts, in seconds. */
export const SCENE_PAUSE_S = 1;

export class StepFailure extends Error {}
