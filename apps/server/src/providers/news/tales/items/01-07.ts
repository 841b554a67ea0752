/** Told for children: the bundled news item of 01-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_07: ItemTales = {
  heroLooks:
    'a newborn camel calf with fluffy pale cream fur, very long wobbly legs, knobbly knees, big dark eyes with long lashes and no hump yet',
  draw: [
    { picture: '🐪', en: ['sunny', 'camel', 'calf'], ru: ['барханчик', 'верблюж', 'верблюдиц'] },
    { picture: '👩', en: ['keeper'], ru: ['смотрительниц'] },
    { picture: '🌾', en: ['straw'], ru: ['солом'] },
  ],
  en: {
    title: 'A baby camel’s first steps',
    beats: {
      who: 'Sunny, a camel calf born at a zoo, and his mother Dune',
      what: 'On the day he was born, Sunny wobbled and tumbled on his long legs until, with his mum nudging him, he stood up and took his first steps.',
      feeling: 'wobbly and puzzled, then determined, then bouncy and proud',
      helped: 'his mother Dune, who nudged him up with her soft nose',
      why: 'Camel calves stand up within hours of being born, so that they can walk beside their mothers.',
    },
    hook: 'Four long legs, and which one goes first?',
    bedtime: 'Sunny rests his head on Mum’s warm side.',
    toddler: [
      { title: 'Hello, Sunny', text: 'Here is Sunny, a baby camel. Look at his long, long legs!' },
      { title: 'Wobble', text: 'Up he gets. Wobble, wobble… bump! Up again, Sunny!' },
      { title: 'Step, step', text: 'Mum gives a nudge. Step, step, step. Sunny walks!' },
    ],
    small: [
      {
        title: 'A new baby',
        text: 'At the zoo, a camel calf was born in a barn full of straw. His name is Sunny. He has fluffy cream fur and the longest legs you ever saw.',
      },
      {
        title: 'Too many legs',
        text: 'Sunny tried to stand. His back legs went up, his front legs folded, and bump, he sat down again. Four legs are a lot to think about!',
      },
      {
        title: 'A nudge from Mum',
        text: 'His mum bent down and nudged him with her soft nose. Sunny pushed, wobbled and stood. Then he took one step, and another, right to her side.',
      },
      {
        title: 'What about you?',
        text: 'Sunny felt bouncy and proud. Do you know how old you were when you took your first steps?',
      },
    ],
    arc: [
      {
        title: 'Born in the barn',
        text: 'Early one morning, in the camel barn at a zoo, a calf was born. The keeper named him Sunny. He had fluffy cream fur, big dark eyes with long lashes, and legs so long they seemed to go on forever.',
        beat: 'where',
      },
      {
        title: 'A tangle of legs',
        text: 'Sunny’s mother, Dune, licked him clean and waited. It was time to stand up. But Sunny did not know what to do with so many legs.',
        beat: 'problem',
      },
      {
        title: 'Bump!',
        text: 'First he pushed up his back legs, and his nose went into the straw. Then he straightened his front legs, and his back legs slid apart. Bump! He sat down with a puzzled blink.',
        beat: 'attempt',
      },
      {
        title: 'Mum’s soft nose',
        text: 'Dune lowered her long neck and gently nudged him from behind. Sunny tucked his legs under him, pushed with all four at once, and stood. He swayed like a tall grass in the breeze, but he stayed up.',
        beat: 'help',
      },
      {
        title: 'Why calves stand so soon',
        text: 'Camel calves stand up a few hours after they are born. In the wild they need to walk beside their mothers straight away. Sunny has no hump yet. It will grow as he drinks milk and gets bigger.',
        beat: 'why',
      },
      {
        title: 'First steps',
        text: 'Sunny lifted one knobbly knee, then another. Step, step, wobble, step! He reached his mum’s side and found her warm milk. The keeper, watching from the gate, let out a happy sigh.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'calf',
      inText: 'calf',
      explanation: 'A baby camel, cow, elephant or giraffe.',
    },
    whatHappened:
      'A camel calf was born at a zoo and, with his mother nudging him, stood up and took his first steps within hours. Camel calves are born without a hump and can walk soon after birth.',
    parent: {
      upto3: ['Can you find Sunny’s long legs?', 'Can you wobble like Sunny?'],
      '4to5': [
        'How do you think Sunny felt when he sat down again, bump?',
        'How do you think Sunny felt when he walked to his mum?',
      ],
      '6to7': [
        'Why do you think baby camels stand up so soon after they are born?',
        'Could you look at photos together and find out when you took your first steps?',
      ],
    },
  },
  ru: {
    title: 'Первые шаги верблюжонка',
    beats: {
      who: 'верблюжонок Барханчик, родившийся в зоопарке, и его мама-верблюдица Дюна',
      what: 'В день своего рождения Барханчик качался и падал на длинных ножках, пока мама не подтолкнула его носом, и он встал и сделал первые шаги.',
      feeling: 'растерянность и шаткость, потом упорство, потом радость и гордость',
      helped: 'мама Дюна, которая подталкивала его мягким носом',
      why: 'Верблюжата встают на ноги через несколько часов после рождения, чтобы идти рядом с мамой.',
    },
    hook: 'Четыре длинные ноги — а какую ставить первой?',
    bedtime: 'Барханчик положил голову маме на тёплый бок.',
    toddler: [
      { title: 'Барханчик', text: 'Вот Барханчик, маленький верблюжонок. Какие у него длинные ножки!' },
      { title: 'Шатается', text: 'Встаёт, встаёт… Качается… Бух! Ещё разок, Барханчик!' },
      { title: 'Топ-топ', text: 'Мама носом подтолкнула. Топ, топ, топ. Барханчик идёт!' },
    ],
    small: [
      {
        title: 'Малыш родился',
        text: 'В зоопарке, в сарае с мягкой соломой, родился верблюжонок. Его назвали Барханчиком. Шёрстка у него светлая и пушистая, а ножки такие длинные, что просто удивительно.',
      },
      {
        title: 'Столько ног!',
        text: 'Барханчик попробовал встать. Задние ноги поднялись, передние подогнулись — и бух, он опять сел. Четыре ноги — это так сложно!',
      },
      {
        title: 'Мамин нос',
        text: 'Мама наклонилась и подтолкнула его мягким носом. Барханчик поднатужился, покачнулся и встал. А потом шагнул раз, другой — и вот он уже рядом с мамой.',
      },
      {
        title: 'А ты?',
        text: 'Барханчик так радовался и гордился! А тебе рассказывали, когда были твои первые шаги?',
      },
    ],
    arc: [
      {
        title: 'Рождение',
        text: 'Рано утром в верблюжьем сарае зоопарка родился верблюжонок. Смотрительница назвала его Барханчиком. У него была светлая пушистая шёрстка, большие тёмные глаза с длинными ресницами и ноги такие длинные, будто им нет конца.',
        beat: 'where',
      },
      {
        title: 'Путаница ног',
        text: 'Мама-верблюдица Дюна вылизала его и стала ждать. Пора было вставать. Но Барханчик не знал, что делать со всеми своими ногами.',
        beat: 'problem',
      },
      {
        title: 'Бух!',
        text: 'Сначала он поднял задние ноги — и уткнулся носом в солому. Потом выпрямил передние — и задние разъехались. Бух! Он сел и удивлённо моргнул.',
        beat: 'attempt',
      },
      {
        title: 'Мамин мягкий нос',
        text: 'Дюна опустила длинную шею и осторожно подтолкнула его сзади. Барханчик подобрал ноги, упёрся всеми четырьмя сразу и встал. Он качался, как высокая травинка на ветру, но стоял.',
        beat: 'help',
      },
      {
        title: 'Почему так рано',
        text: 'Верблюжата встают через несколько часов после рождения. На воле им сразу нужно идти рядом с мамой. Горба у Барханчика пока нет. Он вырастет, когда малыш будет пить молоко и подрастать.',
        beat: 'why',
      },
      {
        title: 'Первые шаги',
        text: 'Барханчик поднял одну шишковатую коленку, потом другую. Шаг, шаг, качнулся, шаг! Он добрался до мамы и нашёл тёплое молоко. А смотрительница у ворот радостно вздохнула.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'верблюжонок',
      inText: 'верблюжонок',
      explanation: 'Детёныш верблюда.',
    },
    whatHappened:
      'В зоопарке родился верблюжонок и уже через несколько часов с маминой помощью встал и сделал первые шаги. Верблюжата рождаются без горба и начинают ходить вскоре после рождения.',
    parent: {
      upto3: ['Покажешь длинные ножки Барханчика?', 'Покачаемся, как Барханчик?'],
      '4to5': [
        'Как думаешь, что почувствовал Барханчик, когда опять сел — бух?',
        'Что почувствовал Барханчик, когда дошёл до мамы?',
      ],
      '6to7': [
        'Как думаешь, почему верблюжата встают на ноги так скоро после рождения?',
        'Может, посмотрите вместе старые фото и узнаете, когда были твои первые шаги?',
      ],
    },
  },
};
