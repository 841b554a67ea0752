/** Told for children: the bundled news item of 06-28 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_28: ItemTales = {
  heroLooks: 'a six-year-old girl with a long dark plait, a turquoise snowsuit, a pink scarf and a small red shovel',
  draw: [
    { picture: '👧', en: ['kira'], ru: ['кира', 'киры', 'кире', 'киру'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '⛄', en: ['snowman'], ru: ['снеговик'] },
    { picture: '🧑‍🔧', en: ['caretaker'], ru: ['дворник', 'гена', 'гены'] },
    { picture: '🏫', en: ['school', 'yard'], ru: ['школ', 'двор'] },
  ],
  en: {
    title: 'A maze of snow in the schoolyard',
    beats: {
      who: 'Kira, a six-year-old girl, her class and Mr Bo, the caretaker, in a snowed-in schoolyard',
      what: 'After a night of heavy snow the children could not play, until Mr Bo drew a plan and everyone dug a maze with walls of snow.',
      feeling: 'surprised by the snow, then stuck and a bit cross, then giggly and proud',
      helped: 'Mr Bo, the caretaker, who drew the maze plan and handed out shovels',
      why: 'Snowflakes have tiny arms that hook together when pressed, so patted snow packs into firm walls.',
    },
    hook: 'Left, right, left: where does this path go?',
    bedtime: 'Under the moon, the snow maze stands quiet.',
    toddler: [
      { title: 'Lots of snow', text: 'Snow, snow, so much snow! Up to our knees.' },
      { title: 'Dig, dig', text: 'Dig, dig, dig a path. Pat, pat the walls.' },
      { title: 'Where now?', text: 'Round we go, left and right. Here is the snowman!' },
    ],
    small: [
      {
        title: 'Buried in snow',
        text: 'One night so much snow fell that the schoolyard disappeared. In the morning, the snow came up to the children’s knees!',
      },
      {
        title: 'Digging paths',
        text: 'Mr Bo, the caretaker, drew a plan on paper. Then everyone dug paths with shovels, just like the plan, and patted the snowy walls smooth.',
      },
      {
        title: 'The maze',
        text: 'By lunchtime there was a real snow maze! Kira ran left and right, got a little lost and found a snowman in the middle. Where would you hide in a snow maze?',
      },
    ],
    arc: [
      {
        title: 'The schoolyard',
        text: 'Kira’s school has a small yard with a climbing frame and a bench. At break time the children usually play tag there, round and round.',
        beat: 'where',
      },
      {
        title: 'Too much snow',
        text: 'One night so much snow fell that the yard disappeared. The bench was a white lump, and the snow came up to the children’s knees. Nobody could run at all.',
        beat: 'problem',
      },
      {
        title: 'One giant snowman',
        text: 'The children tried to use up the snow by building one giant snowman. They rolled and rolled, but the snowman grew bigger than a car, and the yard was still full.',
        beat: 'attempt',
      },
      {
        title: 'Why snow makes walls',
        text: 'Fresh snow is light and fluffy, full of air. But snowflakes have tiny arms that hook together when you press them. Pat the snow down, and it packs into a firm wall.',
        beat: 'why',
      },
      {
        title: 'Mr Bo’s plan',
        text: 'Mr Bo, the caretaker, had an idea. He drew a maze on a big sheet of paper. Then everyone took a shovel and dug the paths just like the plan, patting the walls smooth.',
        beat: 'help',
      },
      {
        title: 'Lost and found',
        text: 'By lunchtime there was a real snow maze, with walls as tall as the children. Kira ran left, right and left again, got a little lost and laughed. In the very middle stood the giant snowman.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'maze',
      inText: 'maze',
      explanation: 'A puzzle of twisting paths where you must find the way through.',
    },
    whatHappened:
      'After a night of heavy snow, a school caretaker drew a plan and the children dug a maze with walls of snow in the schoolyard. Packed snow holds together because snowflakes hook onto each other.',
    parent: {
      upto3: ['Can you find the snowman?', 'Can you dig, dig, dig a path?'],
      '4to5': [
        'How do you think Kira felt when she got a little lost in the maze?',
        'What would you build if it snowed all night?',
      ],
      '6to7': [
        'Why do you think patted snow makes a firm wall?',
        'Could you draw a little maze on paper together and try to find the way through?',
      ],
    },
  },
  ru: {
    title: 'Снежный лабиринт во дворе школы',
    beats: {
      who: 'шестилетняя девочка Кира, её класс и школьный дворник дядя Гена в заваленном снегом школьном дворе',
      what: 'После ночного снегопада детям негде было играть, пока дядя Гена не нарисовал план и все вместе не выкопали лабиринт со снежными стенами.',
      feeling: 'удивление, потом досада, потом смех и гордость',
      helped: 'дворник дядя Гена, который нарисовал план лабиринта и раздал лопаты',
      why: 'У снежинок крошечные лучики, которые сцепляются, если снег прижать, поэтому утоптанный снег держится крепкой стеной.',
    },
    hook: 'Налево, направо… куда ведёт эта тропинка?',
    bedtime: 'Под луной тихо стоит снежный лабиринт.',
    toddler: [
      { title: 'Снег', text: 'Снег, снег, сколько снега! Выше коленок.' },
      { title: 'Копаем', text: 'Копаем, копаем дорожку. Хлоп-хлоп по стенкам.' },
      { title: 'Куда?', text: 'Налево, направо, кругом. Вот и снеговик!' },
    ],
    small: [
      {
        title: 'Всё в снегу',
        text: 'Однажды ночью выпало столько снега, что школьный двор пропал. Утром снег был детям по колено!',
      },
      {
        title: 'Копаем дорожки',
        text: 'Дворник дядя Гена нарисовал на бумаге план. Все взяли лопаты, прокопали дорожки, как на плане, и прихлопали снежные стенки.',
      },
      {
        title: 'Лабиринт',
        text: 'К обеду получился настоящий снежный лабиринт! Кира бегала налево и направо, чуть-чуть заблудилась и нашла в середине снеговика. А где тебе хочется спрятаться в снежном лабиринте?',
      },
    ],
    arc: [
      {
        title: 'Школьный двор',
        text: 'Кира учится в школе с небольшим двором, где есть горка и скамейка. На переменках дети обычно играют там в догонялки, бегают по кругу.',
        beat: 'where',
      },
      {
        title: 'Столько снега',
        text: 'Однажды ночью выпало столько снега, что двор пропал. Скамейка превратилась в белый сугроб, а снег был детям по колено. Бегать стало совсем невозможно.',
        beat: 'problem',
      },
      {
        title: 'Огромный снеговик',
        text: 'Дети решили слепить одного огромного снеговика, чтобы снег закончился. Они катали и катали ком, снеговик стал больше машины, а снега во дворе меньше не стало.',
        beat: 'attempt',
      },
      {
        title: 'Почему снег держит стену',
        text: 'Свежий снег лёгкий и пушистый, в нём много воздуха. Но у снежинок есть крошечные лучики, и, если снег прижать, они сцепляются. Похлопаешь снег ладонями — и он становится крепкой стенкой.',
        beat: 'why',
      },
      {
        title: 'План дяди Гены',
        text: 'Тогда дворник дядя Гена придумал. Он нарисовал лабиринт на большом листе бумаги. Все взяли лопаты и прокопали дорожки точно по плану и прихлопали стенки.',
        beat: 'help',
      },
      {
        title: 'Заблудились и нашлись',
        text: 'К обеду во дворе стоял настоящий снежный лабиринт со стенами ростом с детей. Кира бежала налево, направо, снова налево, заблудилась и рассмеялась. А в самой середине стоял огромный снеговик.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'лабиринт',
      inText: 'лабиринт',
      explanation: 'Запутанные дорожки, по которым нужно найти путь.',
    },
    whatHappened:
      'После ночного снегопада школьный дворник нарисовал план, и дети прокопали во дворе лабиринт со снежными стенами. Утоптанный снег держится, потому что снежинки сцепляются друг с другом.',
    parent: {
      upto3: ['Покажешь снеговика?', 'Покопаем, как дети: копаем, копаем?'],
      '4to5': [
        'Как думаешь, что почувствовала Кира, когда чуть-чуть заблудилась в лабиринте?',
        'А что тебе хочется построить, если снег будет идти всю ночь?',
      ],
      '6to7': [
        'Как думаешь, почему прихлопанный снег держится стенкой?',
        'Может, нарисуете вместе маленький лабиринт на бумаге и попробуете найти выход?',
      ],
    },
  },
};
