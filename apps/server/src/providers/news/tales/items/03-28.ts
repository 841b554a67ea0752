/** Told for children: the bundled news item of 03-28 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_28: ItemTales = {
  heroLooks: 'a little girl with two brown plaits, a yellow raincoat, green wellies and a red watering can',
  draw: [
    { picture: '👧', en: ['nina', 'girl'], ru: ['нин', 'девоч'] },
    { picture: '🌱', en: ['seedling', 'little tree'], ru: ['саженец', 'деревц'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🪏', en: ['spade'], ru: ['лопат'] },
    { picture: '💧', en: ['water', 'drink'], ru: ['вод', 'буль', 'полива'] },
    { picture: '🏞️', en: ['river'], ru: ['рек', 'речк'] },
  ],
  en: {
    title: 'A town plants a thousand trees',
    beats: {
      who: 'the people of a town by a wide river, and a girl called Nina with a red watering can',
      what: 'In one day the whole town planted a thousand little trees: grown-ups dug the holes and children watered each seedling.',
      feeling: 'busy and excited, then tired and proud',
      helped: 'the children, who watered every seedling',
      why: 'Tree roots hold the river bank together, and in a few years the trees will give shade and homes for birds.',
    },
    hook: 'Little trees need a lot of help.',
    bedtime: 'Nina sleeps, and her little trees sleep too.',
    toddler: [
      {
        title: 'Dig, dig',
        text: 'Dig, dig, dig! Mums and dads dig little holes. One hole, two holes, so many holes!',
      },
      {
        title: 'Glug, glug',
        text: 'Here is a little tree. In it goes! Nina has a red can. Glug, glug, glug! Drink up, little tree.',
      },
      {
        title: 'Lots of trees',
        text: 'A tree, a tree, and one more tree! They stand in a row by the river.',
      },
    ],
    small: [
      {
        title: 'An early start',
        text: 'In a town by a wide river, everyone got up early. Today the whole town was going to plant trees, a thousand of them!',
      },
      {
        title: 'Holes and water',
        text: 'The grown-ups dug holes with their spades. Nina brought her red watering can. She gave each seedling a drink: glug, glug, glug.',
      },
      {
        title: 'A thousand trees',
        text: 'By the evening, a thousand little trees stood in rows along the river. Nina was tired, but oh, so proud! If you could plant a tree, would it be an apple tree or an oak?',
      },
    ],
    arc: [
      {
        title: 'A town by the river',
        text: 'A town stands by a wide river. A girl called Nina lives there. She has a red watering can, and she loves everything green. The river bank was bare and muddy, with hardly a tree on it. Nina wished for some shade to sit in and for birds to sing in the branches.',
        beat: 'problem',
      },
      {
        title: 'A thousand holes',
        text: 'One spring day the whole town came out to plant a thousand little trees in a single day. The grown-ups dug hole after hole with their spades.',
        beat: 'attempt',
      },
      {
        title: 'A job for children',
        text: 'The children had an important job too. Nina and her friends filled their cans at the river and watered each seedling, one by one, so its roots could drink.',
        beat: 'help',
      },
      {
        title: 'Rows of green',
        text: 'By sunset a thousand young trees stood in neat rows along the bank. Nina watered the very last one and patted the earth around it.',
        beat: 'resolution',
      },
      {
        title: 'Why a river needs trees',
        text: 'Tree roots hold the soil of the bank together, so the rain cannot wash it into the river. In a few years these trees will give shade and homes for birds.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'seedling',
      inText: 'seedling',
      explanation: 'A very young plant, just a thin stem and a few leaves, ready to go into the ground.',
    },
    whatHappened:
      'People in a town by a wide river planted a thousand young trees in one day. Grown-ups dug the holes and children watered each seedling.',
    parent: {
      upto3: ["Can you point to Nina's red can?", 'Where is the little tree?'],
      '4to5': [
        'How do you think Nina felt when the last tree was planted?',
        'Which job would you like more, digging or watering?',
      ],
      '6to7': [
        'Why do you think trees are good for a river bank?',
        'Could you plant a seed in a pot together and water it every day?',
      ],
    },
  },
  ru: {
    title: 'Город посадил тысячу деревьев',
    beats: {
      who: 'жители города на берегу широкой реки и девочка Нина с красной лейкой',
      what: 'За один день весь город посадил тысячу деревцев: взрослые копали ямки, а дети поливали каждый саженец.',
      feeling: 'весёлые хлопоты, потом усталость и гордость',
      helped: 'дети, которые поливали каждый саженец',
      why: 'Корни деревьев держат берег реки, а через несколько лет деревья дадут тень и дом для птиц.',
    },
    hook: 'Маленьким деревцам нужна помощь.',
    bedtime: 'Нина спит, и её деревца тоже спят.',
    toddler: [
      {
        title: 'Копаем ямки',
        text: 'Копай, копай, копай! Мамы и папы копают ямки. Одна ямка, две ямки, много ямок!',
      },
      {
        title: 'Буль-буль',
        text: 'Вот маленькое деревце. Прыг в ямку! У Нины красная лейка. Буль-буль-буль! Пей, деревце, пей!',
      },
      {
        title: 'Целый ряд',
        text: 'Деревце, ещё деревце, ещё и ещё! Стоят деревца у речки рядком.',
      },
    ],
    small: [
      {
        title: 'Рано утром',
        text: 'В городе на берегу широкой реки все проснулись рано. Сегодня весь город будет сажать деревья — целую тысячу!',
      },
      {
        title: 'Ямки и лейки',
        text: 'Взрослые копали ямки лопатами. А Нина взяла свою красную лейку и поливала каждый саженец: буль-буль-буль, пей на здоровье!',
      },
      {
        title: 'Тысяча деревцев',
        text: 'К вечеру вдоль реки выстроились ровные ряды молодых деревьев. Нина устала, но как же она гордилась! А какое дерево тебе хочется посадить — яблоню или дуб?',
      },
    ],
    arc: [
      {
        title: 'Город у реки',
        text: 'На берегу широкой реки стоит город. Там живёт девочка Нина. У неё есть красная лейка, и она очень любит всё зелёное. Берег у реки был голый и грязный, почти без деревьев. Нине так хотелось, чтобы там была тень, а на ветках пели птицы.',
        beat: 'problem',
      },
      {
        title: 'Тысяча ямок',
        text: 'И вот весной весь город вышел сажать деревья — тысячу за один день! Взрослые копали лопатами ямку за ямкой.',
        beat: 'attempt',
      },
      {
        title: 'Работа для детей',
        text: 'У детей тоже было важное дело. Нина и её друзья набирали в реке воду и поливали каждый саженец, чтобы корешки напились.',
        beat: 'help',
      },
      {
        title: 'Зелёные ряды',
        text: 'К закату вдоль берега выстроилась тысяча молодых деревьев. Нина полила самое последнее и ласково примяла вокруг него землю.',
        beat: 'resolution',
      },
      {
        title: 'Зачем реке деревья',
        text: 'Корни деревьев крепко держат землю на берегу, и дождь не смывает её в реку. А через несколько лет здесь будет тень и дом для птиц.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'саженец',
      inText: 'саженец',
      explanation: 'Совсем молодое растение, которое уже можно сажать в землю.',
    },
    whatHappened:
      'Жители города на берегу широкой реки за один день посадили тысячу молодых деревьев. Взрослые копали ямки, а дети поливали каждый саженец.',
    parent: {
      upto3: ['Покажешь, где у Нины лейка?', 'Где здесь маленькое деревце?'],
      '4to5': [
        'Как думаешь, что почувствовала Нина, когда полила последнее деревце?',
        'Что тебе больше нравится: копать ямки или поливать?',
      ],
      '6to7': [
        'Как думаешь, зачем деревья нужны берегу реки?',
        'Может, посадите вместе семечко в горшок и будете поливать его каждый день?',
      ],
    },
  },
};
