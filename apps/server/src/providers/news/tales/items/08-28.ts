/** Told for children: the bundled news item of 08-28 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_28: ItemTales = {
  heroLooks:
    'a six-year-old girl with a long dark plait, flour on her nose, a big white apron down to her shoes and a small baker’s hat',
  draw: [
    { picture: '🍞', en: ['bread', 'loaves'], ru: ['хлеб', 'буханк'] },
    { picture: '👧', en: ['nadia'], ru: ['надя', 'нади', 'наде', 'надин'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
    { picture: '🥣', en: ['bowl'], ru: ['миск'] },
  ],
  en: {
    title: 'Bread that rises while we sleep',
    beats: {
      who: 'Nadia, a six-year-old girl, and her dad, the baker of a little town bakery',
      what: 'Nadia stayed at the bakery one evening to help her dad make bread for the morning; the dough would not rise until they set it by the warm oven, and by sunrise the whole street smelled of fresh bread.',
      feeling: 'excited, then worried, then proud and sleepy',
      helped: 'her dad, who knew that dough rises best where it is warm',
      why: 'Yeast in the dough eats a little sugar and breathes out tiny bubbles that puff the dough up, and it works fastest where it is warm.',
    },
    hook: 'Who bakes bread while the town sleeps?',
    bedtime: 'Soft, warm loaves cool on the bakery shelves.',
    toddler: [
      { title: 'Dough', text: 'Here is Nadia. Squish, squish, squash! Soft white dough.' },
      { title: 'Puff', text: 'The dough grows big. Puff, puff, puff!' },
      { title: 'Bread', text: 'Into the oven it goes. Mmm, smell the bread!' },
    ],
    small: [
      {
        title: 'At the bakery',
        text: 'Nadia’s dad is a baker. One evening Nadia stayed at the bakery to help him make bread for the morning. She squished and squashed the soft dough.',
      },
      {
        title: 'Too flat',
        text: 'Then they waited for the dough to grow. But it stayed flat! “It is too cool in here,” said Dad. He set the bowl beside the warm oven.',
      },
      {
        title: 'Fresh bread',
        text: 'Soon the dough puffed up like a pillow. Into the oven it went. In the morning the whole street smelled of fresh bread! What shape of bread would you bake?',
      },
    ],
    arc: [
      {
        title: 'Bread for the morning',
        text: 'Nadia’s dad is the baker in a little town. Every night, while the town sleeps, he makes bread for the morning. One evening Nadia was allowed to stay and help. They mixed flour, water and yeast, and Nadia kneaded the soft dough. Then they waited for it to grow.',
        beat: 'problem',
      },
      {
        title: 'Still flat',
        text: 'They waited and waited. Nadia peeked under the cloth every few minutes, but the dough stayed as flat as a pancake. She poked it gently with one finger. Nothing happened.',
        beat: 'attempt',
      },
      {
        title: 'The tiny helpers',
        text: 'Yeast is made of tiny living things, too small to see. In the dough they nibble a little sugar and breathe out tiny bubbles. The bubbles puff the dough up like a balloon. But yeast works slowly in the cool.',
        beat: 'why',
      },
      {
        title: 'By the oven',
        text: 'Dad felt the bowl. “It is too cool in here for the yeast,” he said. He carried the bowl over to the warm oven, and they drank cocoa while they waited.',
        beat: 'help',
      },
      {
        title: 'The smell of bread',
        text: 'Soon the dough puffed up, round and soft like a pillow. Into the oven it went. When the sun came up, the whole street smelled of fresh bread, and Nadia was fast asleep on a sack of flour.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'dough',
      inText: 'dough',
      explanation: 'A soft mix of flour and water that is baked into bread.',
    },
    whatHappened:
      'A six-year-old girl helped her father, a town baker, make the bread for the morning. The dough did not rise in the cool bakery until they set it beside the warm oven, and by sunrise the bread was baked.',
    parent: {
      upto3: ['Can you squish pretend dough like Nadia?', 'Can you sniff the bread, mmm?'],
      '4to5': [
        'How do you think Nadia felt when the dough stayed flat?',
        'How did Nadia feel when the whole street smelled of bread, do you think?',
      ],
      '6to7': [
        'Why do you think the dough grew faster beside the warm oven?',
        'Could you mix a little yeast, sugar and warm water together and watch the bubbles?',
      ],
    },
  },
  ru: {
    title: 'Хлеб, который растёт, пока мы спим',
    beats: {
      who: 'шестилетняя Надя и её папа, пекарь маленькой городской пекарни',
      what: 'Однажды вечером Надя осталась в пекарне помогать папе печь хлеб к утру; тесто не поднималось, пока его не поставили к тёплой печи, а на рассвете вся улица запахла свежим хлебом.',
      feeling: 'радостное волнение, потом тревога, потом гордость и сонливость',
      helped: 'папа, который знал, что тесто лучше поднимается в тепле',
      why: 'Дрожжи в тесте едят немного сахара и выдыхают крошечные пузырьки, которые надувают тесто, а в тепле они работают быстрее.',
    },
    hook: 'Кто печёт хлеб, пока весь город спит?',
    bedtime: 'Мягкие тёплые буханки остывают на полках.',
    toddler: [
      { title: 'Тесто', text: 'Вот Надя. Мнём, мнём, мнём! Мягкое белое тесто.' },
      { title: 'Пых', text: 'Тесто растёт. Пых, пых, пых!' },
      { title: 'Хлеб', text: 'Тесто в печку! М-м-м, как пахнет хлеб!' },
    ],
    small: [
      {
        title: 'В пекарне',
        text: 'Надин папа — пекарь. Однажды вечером Надя осталась в пекарне помогать ему печь хлеб к утру. Она мяла мягкое тесто.',
      },
      {
        title: 'Не поднимается',
        text: 'Потом они ждали, когда тесто поднимется. А оно всё плоское! «Здесь прохладно», — сказал папа и поставил миску поближе к тёплой печи.',
      },
      {
        title: 'Свежий хлеб',
        text: 'Скоро тесто поднялось, как подушка. Его отправили в печь. А утром вся улица пахла свежим хлебом! А какой хлеб тебе хотелось бы испечь?',
      },
    ],
    arc: [
      {
        title: 'Хлеб к утру',
        text: 'Надин папа — пекарь в маленьком городке. Каждую ночь, пока город спит, он печёт хлеб к утру. Однажды вечером Наде разрешили остаться и помогать. Они смешали муку, воду и дрожжи, и Надя вымесила мягкое тесто. Потом стали ждать, когда оно подрастёт.',
        beat: 'problem',
      },
      {
        title: 'Всё плоское',
        text: 'Ждали-ждали. Надя то и дело заглядывала под полотенце, но тесто лежало плоское, как блин. Она осторожно ткнула его пальцем. Ничего не изменилось.',
        beat: 'attempt',
      },
      {
        title: 'Крошечные помощники',
        text: 'Дрожжи — это крошечные живые существа, их не разглядеть глазом. В тесте они едят немножко сахара и выдыхают крошечные пузырьки. Пузырьки надувают тесто, как шарик. Но в прохладе дрожжи работают медленно.',
        beat: 'why',
      },
      {
        title: 'Поближе к печи',
        text: 'Папа потрогал миску: «Здесь дрожжам прохладно». Он перенёс миску к тёплой печи, и пока они ждали, пили какао.',
        beat: 'help',
      },
      {
        title: 'Запах хлеба',
        text: 'Скоро тесто поднялось, круглое и мягкое, как подушка. Его отправили в печь. Когда взошло солнце, вся улица пахла свежим хлебом, а Надя сладко спала на мешке с мукой.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'тесто',
      inText: 'тесто',
      explanation: 'Мягкая смесь муки и воды, из которой пекут хлеб.',
    },
    whatHappened:
      'Шестилетняя девочка помогала папе, городскому пекарю, печь хлеб к утру. В прохладной пекарне тесто не поднималось, пока его не поставили к тёплой печи, и к рассвету хлеб был готов.',
    parent: {
      upto3: ['Помнёшь понарошку тесто, как Надя?', 'Понюхаем хлеб: м-м-м?'],
      '4to5': [
        'Как думаешь, что чувствовала Надя, когда тесто не поднималось?',
        'А что почувствовала Надя, когда вся улица запахла хлебом?',
      ],
      '6to7': [
        'Как думаешь, почему у тёплой печи тесто поднялось быстрее?',
        'Может, смешаете вместе немного дрожжей, сахара и тёплой воды и посмотрите на пузырьки?',
      ],
    },
  },
};
