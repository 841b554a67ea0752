/** Texts of the story studio in moderation: the quality checks of a task. */
export const enStudio = {
  'moderation.checks': 'Quality checks',
  'moderation.skippedNews': 'Passed over in the feeds',
  'moderation.skippedNewsLead': 'The news step skipped these items for today’s story:',
  'moderation.checksPassed': 'Every quality check passed.',
  'moderation.checksFailed': 'Why this story waits for a moderator:',
};
