/** Every moderation query starts with this key, so a decision reloads the list and the task at once. */
export const moderationKey = ['moderation'] as const;
