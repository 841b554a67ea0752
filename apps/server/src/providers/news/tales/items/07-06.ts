/** Told for children: the bundled news item of 07-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_06: ItemTales = {
  heroLooks:
    'a tall, wobbly baby giraffe with a long neck, orange-brown patches on cream fur, two little fluffy horns and long knobbly legs',
  draw: [
    { picture: '🦒', en: ['giraffe', 'tim'], ru: ['жираф', 'тим'] },
    { picture: '🌿', en: ['leaf', 'leaves'], ru: ['лист'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🧑‍🌾', en: ['keeper'], ru: ['смотрител'] },
    { picture: '🥛', en: ['milk'], ru: ['молок', 'молоч'] },
    { picture: '🌾', en: ['straw'], ru: ['солом'] },
  ],
  en: {
    title: 'A giraffe is born',
    beats: {
      who: 'Tim, a baby giraffe at a big zoo',
      what: 'He was born, and on his very first day he was already taller than a grown-up.',
      feeling: 'wobbly and surprised, then proud',
      helped: 'his mum, who nudged him gently while he learned to stand',
      why: 'Giraffes have long necks to reach leaves high in the trees, where other animals cannot get them.',
    },
    hook: 'A very tall baby was born this week.',
    bedtime: 'The baby giraffe sleeps, its long neck curled.',
    toddler: [
      { title: 'Tall baby', text: 'Who is this? A baby giraffe. Long legs, long neck. Tall, tall, tall!' },
      { title: 'Wobble', text: 'Wobble, wobble, flop! Up again. Wobble, wobble, stand!' },
      {
        title: 'Munch and sip',
        text: 'Mum stretches up high. Munch, munch, munch, green leaves! Baby drinks warm milk. Sip, sip, sip.',
      },
    ],
    small: [
      {
        title: 'A tall baby',
        text: 'In a big zoo, a baby giraffe called Tim was born. He was tiny for a giraffe, but he was already taller than a grown-up!',
      },
      {
        title: 'Wobbly legs',
        text: 'Tim’s legs were long and wobbly. Wobble, wobble, flop, down he went into the straw! His mum nuzzled him with her nose, and Tim tried again. Up he stood!',
      },
      {
        title: 'Long necks',
        text: 'Tim stretched his neck and sniffed a green leaf. He felt very proud. Giraffes have long necks to reach leaves high in the trees. How tall do you think you will grow?',
      },
    ],
    arc: [
      {
        title: 'A new baby',
        text: 'In a big zoo, in a warm giraffe house full of straw, a baby giraffe was born. His name is Tim, and on his very first day he was already taller than a grown-up! Tim wanted to stand up and look around. But his legs were so long and so thin that they wobbled like jelly.',
        beat: 'problem',
      },
      {
        title: 'Trying again',
        text: 'He pushed up his back legs, then his front legs. Wobble, wobble, flop! He sat down in the straw. He tried again, and again.',
        beat: 'attempt',
      },
      {
        title: 'Mum helps',
        text: 'His mum bent her long neck down, licked the top of his head and nudged him gently with her nose. The keeper watched quietly from the door and smiled.',
        beat: 'help',
      },
      {
        title: 'Why giraffes are so tall',
        text: 'Giraffes have long necks to reach leaves high in the trees, where other animals cannot get them. That is why even a baby giraffe starts out so tall. One day Tim will nibble leaves from the very tops of the trees.',
        beat: 'why',
      },
      {
        title: 'Standing tall',
        text: 'At last Tim stood on all four legs, and his head was higher than the keeper’s cap! Baby giraffes usually stand up within an hour of being born, and Tim did too. Then he had his first drink of milk.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'neck',
      inText: 'necks',
      explanation: 'The part of the body between the head and the shoulders.',
    },
    whatHappened:
      'A baby giraffe was born at a big zoo, and on his first day he was already taller than a grown-up person. Giraffes have long necks to reach leaves high in the trees.',
    parent: {
      upto3: ['Can you point to the giraffe’s long neck?', 'Where are your own neck and ears?'],
      '4to5': [
        'How do you think Tim felt when he stood up for the first time?',
        'How do you feel when you try something new and it works?',
      ],
      '6to7': [
        'Why do you think giraffes need such long necks?',
        'Could you measure how tall you are together and compare it with a baby giraffe, almost two metres?',
      ],
    },
  },
  ru: {
    title: 'Родился жирафёнок',
    beats: {
      who: 'жирафёнок Тим в большом зоопарке',
      what: 'Тим родился и в первый же день оказался выше взрослого человека.',
      feeling: 'сначала неуверенность и удивление, потом гордость',
      helped: 'мама, которая ласково подталкивала его носом, пока он учился стоять',
      why: 'У жирафов длинная шея, чтобы доставать листья высоко на деревьях, куда другим зверям не дотянуться.',
    },
    hook: 'На свет появился очень высокий малыш.',
    bedtime: 'Жирафёнок спит, свернув длинную шею колечком.',
    toddler: [
      {
        title: 'Жирафёнок',
        text: 'Кто это? Маленький жирафёнок. Длинные ножки, длинная шея. Высокий-высокий!',
      },
      { title: 'Шатается', text: 'Шат-шат — плюх! Снова встаёт. Шат-шат — и стоит!' },
      {
        title: 'Ням-ням',
        text: 'Мама тянется высоко-высоко. Ням-ням-ням — зелёные листочки! А малыш пьёт молочко.',
      },
    ],
    small: [
      {
        title: 'Высокий малыш',
        text: 'В большом зоопарке родился жирафёнок Тим. Для жирафа он совсем кроха, а всё равно уже выше взрослого человека!',
      },
      {
        title: 'Ножки-ходули',
        text: 'Ножки у Тима длинные и шатаются. Шат-шат — плюх на солому! Мама ласково потёрлась о него носом, и Тим попробовал ещё раз. Встал!',
      },
      {
        title: 'Длинная шея',
        text: 'Тим гордо вытянул шею и понюхал зелёный листок. Шея у жирафов длинная, чтобы доставать листья на деревьях. А как думаешь, до какой ветки ты дотянешься, когда подрастёшь?',
      },
    ],
    arc: [
      {
        title: 'Малыш в зоопарке',
        text: 'В большом зоопарке, в тёплом жирафьем домике с мягкой соломой, родился жирафёнок Тим. Он только появился на свет, а уже выше взрослого человека! Тиму хотелось встать и осмотреться. Но ножки у него были такие длинные и тонкие, что качались, как травинки.',
        beat: 'problem',
      },
      {
        title: 'Ещё разок',
        text: 'Он выпрямил задние ноги, потом передние. Шат-шат — плюх! Тим сел на солому. И снова попробовал, и ещё раз.',
        beat: 'attempt',
      },
      {
        title: 'Мама рядом',
        text: 'Мама наклонила к нему длинную шею, облизала ему макушку и тихонько подтолкнула носом. Смотритель стоял в дверях и улыбался.',
        beat: 'help',
      },
      {
        title: 'Зачем жирафу длинная шея',
        text: 'Шея у жирафов длинная, чтобы доставать листья высоко на деревьях, куда другим зверям не дотянуться. Поэтому жирафята и рождаются такими высокими. Когда-нибудь Тим будет обедать листьями с самых верхушек.',
        beat: 'why',
      },
      {
        title: 'Тим стоит!',
        text: 'И вот Тим встал на все четыре ноги, и голова его оказалась выше кепки смотрителя! Жирафята обычно встают в первый же час жизни — Тим тоже успел. А потом он впервые попил маминого молока.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шея',
      inText: 'шея',
      explanation: 'Часть тела между головой и плечами.',
    },
    whatHappened:
      'В большом зоопарке родился жирафёнок и в первый же день оказался выше взрослого человека. У жирафов длинная шея, чтобы доставать листья высоко на деревьях.',
    parent: {
      upto3: ['Покажешь, где у жирафёнка длинная шея?', 'А где у тебя шейка и ушки?'],
      '4to5': [
        'Как думаешь, что почувствовал Тим, когда впервые встал на ножки?',
        'А что ты чувствуешь, когда у тебя получается что-то новое?',
      ],
      '6to7': [
        'Как думаешь, зачем жирафам такая длинная шея?',
        'Может, измерите вместе твой рост и сравните с жирафёнком — он почти два метра?',
      ],
    },
  },
};
