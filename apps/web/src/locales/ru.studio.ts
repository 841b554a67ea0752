/** Тексты студии сказок в модерации: проверки качества задачи. */
export const ruStudio = {
  'moderation.checks': 'Проверки качества',
  'moderation.checksPassed': 'Все проверки качества пройдены.',
  'moderation.checksFailed': 'Почему сказка ждёт модератора:',
};
