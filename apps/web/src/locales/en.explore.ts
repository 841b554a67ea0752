/** Texts of explore, the menus, the fast menu, Get story's language choice and the locale dialog (issue 14). */

export const enExplore = {
  'explore.title': 'Explore',
  'explore.search': 'Search stories',
  'explore.placeholder': 'A word from a story, like "kite"',
  'explore.results': 'Stories found',
  'explore.nothing': 'No stories found for "{{query}}". Try another word.',
  'explore.history': 'History',
  'explore.historyMenu': 'History menu',
  'explore.clear': 'Clear history',
  'explore.cleared': 'History cleared',
  'explore.noHistory': 'Nothing here yet: your searches and the stories you open show up here.',
  'explore.group.search': 'Searches',
  'explore.group.story': 'Stories',
  'explore.showMore': 'Show more ({{count}})',
  'explore.showLess': 'Show less',
  'menu.explore': 'Explore',
  'menu.faq': 'Questions and answers',
  'menu.support': 'Support',
  'menu.terms': 'Terms',
  'menu.help': 'Help',
  'fastmenu.title': 'Shortcuts',
  'fastmenu.open': 'Shortcuts: explore and help',
  'getStory.language': 'Story language',
  'getStory.any': 'Any',
  'getStory.noNewStory.any':
    'No new story yet: you already have every story there is for this age. A new one comes tomorrow.',
  'getStory.noNewStory.en':
    'No new story in English yet: you already have the ones there are. A new one comes tomorrow, or choose another language.',
  'getStory.noNewStory.ru':
    'No new story in Russian yet: you already have the ones there are. A new one comes tomorrow, or choose another language.',
  'locale.title': 'Language',
  'locale.save': 'Save',
  'locale.saved': 'Language saved',
  'moderation.stepDone': 'Done',
};
