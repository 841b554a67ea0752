/** Тексты студии сказок в модерации: проверки качества задачи. */
export const ruStudio = {
  'moderation.checks': 'Проверки качества',
  'moderation.skippedNews': 'Пропущено в лентах',
  'moderation.skippedNewsLead': 'Шаг новостей пропустил эти новости для сегодняшней сказки:',
  'moderation.checksPassed': 'Все проверки качества пройдены.',
  'moderation.checksFailed': 'Почему сказка ждёт модератора:',
};
