/** Told for children: the bundled news item of 09-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_15: ItemTales = {
  heroLooks:
    'a tall old maple tree with a wide, round top of gold, red and orange leaves and a wooden bench beneath it',
  draw: [
    { picture: '🍁', en: ['maple'], ru: ['клён', 'клен'] },
    { picture: '🍂', en: ['leaf', 'leaves'], ru: ['листь', 'листоч', 'листок'] },
    { picture: '👦', en: ['theo'], ru: ['тём', 'тем'] },
    { picture: '👧', en: ['lucy'], ru: ['лиза', 'лизе'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🪑', en: ['bench'], ru: ['скамейк'] },
  ],
  en: {
    title: 'Leaves turn gold',
    beats: {
      who: 'the trees in a big city park, and the old maple in the middle of it',
      what: 'The trees turned gold, red and orange, and children made a huge pile of leaves and jumped in it.',
      feeling: 'impatient for autumn, then bouncy and joyful',
      helped: null,
      why: 'In autumn, as the days get shorter, trees stop making the green in their leaves, so the yellow and orange hiding underneath can show.',
    },
    hook: 'Listen: the leaves are crunching under our feet.',
    bedtime: 'The old maple rests in the quiet park.',
    toddler: [
      {
        title: 'Falling leaves',
        text: 'See the leaves? Yellow leaves, red leaves, orange leaves. Down, down, down they float.',
      },
      { title: 'Crunch', text: 'Rustle, rustle, rustle! A big pile of leaves.' },
      { title: 'Jump!', text: 'One, two, three, jump! Wheee! Leaves in your hair!' },
    ],
    small: [
      {
        title: 'Gold and red',
        text: 'In a big city park, the trees had turned gold, red and orange. Leaves twirled down from the old maple tree like bright little flags.',
      },
      {
        title: 'A huge pile',
        text: 'Theo and his little sister Lucy gathered the leaves into a huge pile, as high as Theo’s nose. Crunch, rustle, crunch!',
      },
      {
        title: 'Jump in!',
        text: 'One, two, three, jump! The children landed in the pile, and leaves flew everywhere. Theo laughed so much that a leaf got stuck in his hair. Which colour leaf do you like best?',
      },
    ],
    arc: [
      {
        title: 'A park in the city',
        text: 'In a big city there is a park with wide paths and a pond. In the middle stands an old maple tree, the tallest in the park, with a bench beneath it.',
        beat: 'where',
      },
      {
        title: 'A wish for leaves',
        text: 'Theo and his little sister Lucy wanted to jump into a big pile of leaves, like the children in their favourite book. But all summer the maple stayed green, and its leaves held tight to the branches.',
        beat: 'problem',
      },
      {
        title: 'Theo tries',
        text: 'One cool morning Theo gave a low branch a shake. Only one leaf came down, a small yellow one, and it twirled slowly to the ground.',
        beat: 'attempt',
      },
      {
        title: 'The park changes',
        text: 'A week later, the park looked different! The trees had turned gold, red and orange, and leaves were drifting down everywhere like coloured paper.',
        beat: 'help',
      },
      {
        title: 'Why leaves change colour',
        text: 'In autumn the days get shorter and cooler, so trees stop making the green colour in their leaves. Then the yellow and orange that were hiding underneath can show. Later the leaves fall, and the tree rests all winter.',
        beat: 'why',
      },
      {
        title: 'One, two, three!',
        text: 'The children raked the leaves into a huge pile, as high as Theo’s nose. One, two, three, jump! The leaves crunched and flew up, and everyone laughed.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'pile',
      inText: 'pile',
      explanation: 'Lots of things heaped up, one on top of another.',
    },
    whatHappened:
      'The trees in a big city park turned gold, red and orange. Children made a huge pile of leaves and jumped in it.',
    parent: {
      upto3: ['Can you find a red leaf?', 'Where is the big pile of leaves?'],
      '4to5': [
        'How do you think Theo felt when he jumped into the pile?',
        'What sound do dry leaves make when you step on them?',
      ],
      '6to7': [
        'Why do you think the leaves were green all summer?',
        'Could you collect leaves of different colours together and line them up from green to red?',
      ],
    },
  },
  ru: {
    title: 'Листья стали золотыми',
    beats: {
      who: 'деревья в большом городском парке и старый клён посреди него',
      what: 'Деревья стали золотыми, красными и оранжевыми, а дети собрали огромную кучу листьев и прыгали в неё.',
      feeling: 'нетерпение, потом веселье и восторг',
      helped: null,
      why: 'Осенью дни становятся короче, деревья перестают делать в листьях зелёную краску, и становятся видны жёлтые и оранжевые цвета.',
    },
    hook: 'Слушай, как шуршат листья под ногами.',
    bedtime: 'Старый клён дремлет в тихом парке.',
    toddler: [
      {
        title: 'Листочки',
        text: 'Гляди! Жёлтые листочки, красные листочки, оранжевые листочки. Кружатся, падают вниз.',
      },
      { title: 'Шурх', text: 'Шурх, шурх, шурх! Большая куча листьев.' },
      { title: 'Прыг!', text: 'Раз, два, три — прыг! Ух! Листочки в волосах!' },
    ],
    small: [
      {
        title: 'Золотой парк',
        text: 'В большом городском парке деревья стали золотыми, красными и оранжевыми. Со старого клёна, кружась, летели листья, как яркие флажки.',
      },
      {
        title: 'Огромная куча',
        text: 'Тёма и его сестрёнка Лиза сгребли листья в огромную кучу — Тёме до самого носа. Шурх, шурх!',
      },
      {
        title: 'Прыгаем!',
        text: 'Раз, два, три — прыг! Дети плюхнулись в кучу, и листья взлетели во все стороны. Тёма так смеялся, что у него в волосах застрял листок. А тебе какие листья нравятся больше — жёлтые или красные?',
      },
    ],
    arc: [
      {
        title: 'Парк в городе',
        text: 'В большом городе есть парк с широкими дорожками и прудом. Посреди парка растёт старый клён — самый высокий, а под ним стоит скамейка.',
        beat: 'where',
      },
      {
        title: 'Хочется прыгнуть',
        text: 'Тёме и его сестрёнке Лизе очень хотелось прыгнуть в большую кучу листьев, как дети в их любимой книжке. Но всё лето клён стоял зелёный, и листья крепко держались за ветки.',
        beat: 'problem',
      },
      {
        title: 'Тёма пробует',
        text: 'Однажды прохладным утром Тёма потряс нижнюю ветку. Упал только один листок, маленький и жёлтый, и медленно закружился в воздухе.',
        beat: 'attempt',
      },
      {
        title: 'Парк не узнать',
        text: 'А через неделю парк было не узнать! Деревья стали золотыми, красными и оранжевыми, и листья летели отовсюду, как цветная бумага.',
        beat: 'help',
      },
      {
        title: 'Почему листья меняют цвет',
        text: 'Осенью дни становятся короче и прохладнее, и деревья перестают делать в листьях зелёную краску. Тогда видны жёлтые и оранжевые цвета, которые под ней прятались. Потом листья опадают, и дерево отдыхает всю зиму.',
        beat: 'why',
      },
      {
        title: 'Раз, два, три!',
        text: 'Дети сгребли листья в огромную кучу — Тёме до самого носа. Раз, два, три — прыг! Листья зашуршали и взлетели, и все засмеялись.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'куча',
      inText: 'кучу',
      explanation: 'Много вещей, сложенных горкой одна на другую.',
    },
    whatHappened:
      'Деревья в большом городском парке стали золотыми, красными и оранжевыми. Дети собрали огромную кучу листьев и прыгали в неё.',
    parent: {
      upto3: ['Покажешь красный листочек?', 'Где большая куча листьев?'],
      '4to5': [
        'Как думаешь, что почувствовал Тёма, когда прыгнул в огромную кучу?',
        'А как шуршат сухие листья, когда по ним идёшь?',
      ],
      '6to7': [
        'Как думаешь, почему летом листья были зелёными?',
        'Может, соберёте вместе листья разного цвета и разложите их от зелёного до красного?',
      ],
    },
  },
};
