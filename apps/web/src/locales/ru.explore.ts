/** Тексты поиска, меню, быстрого меню, выбора языка сказки и окна языка (задача 14). */
import type { enExplore } from './en.explore';

export const ruExplore: Record<keyof typeof enExplore, string> = {
  'explore.title': 'Поиск',
  'explore.search': 'Искать сказки',
  'explore.placeholder': 'Слово из сказки, например «ёжик»',
  'explore.results': 'Найденные сказки',
  'explore.nothing': 'По запросу «{{query}}» сказок нет. Попробуйте другое слово.',
  'explore.history': 'История',
  'explore.historyMenu': 'Меню истории',
  'explore.clear': 'Очистить историю',
  'explore.cleared': 'История очищена',
  'explore.noHistory': 'Пока пусто: здесь появятся ваши поиски и открытые сказки.',
  'explore.group.search': 'Поиски',
  'explore.group.story': 'Сказки',
  'explore.showMore': 'Показать ещё ({{count}})',
  'explore.showLess': 'Свернуть',
  'menu.explore': 'Поиск',
  'menu.faq': 'Вопросы и ответы',
  'menu.support': 'Поддержка',
  'menu.terms': 'Условия',
  'menu.help': 'Помощь',
  'fastmenu.title': 'Быстрые ссылки',
  'fastmenu.open': 'Быстрые ссылки: поиск и помощь',
  'getStory.language': 'Язык сказки',
  'getStory.any': 'Любой',
  'getStory.noNewStory.any': 'Новой сказки пока нет: все сказки для этого возраста у вас уже есть. Новая будет завтра.',
  'getStory.noNewStory.en':
    'Новой сказки на английском пока нет: все, что есть, у вас уже есть. Новая будет завтра, или выберите другой язык.',
  'getStory.noNewStory.ru':
    'Новой сказки на русском пока нет: все, что есть, у вас уже есть. Новая будет завтра, или выберите другой язык.',
  'locale.title': 'Язык',
  'locale.save': 'Сохранить',
  'locale.saved': 'Язык сохранён',
  'moderation.stepDone': 'Готово',
};
