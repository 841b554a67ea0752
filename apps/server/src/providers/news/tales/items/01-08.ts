/** Told for children: the bundled news item of 01-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_08: ItemTales = {
  heroLooks:
    'a six-year-old girl with short dark curly hair, a yellow knitted hat, a green winter coat and dark blue mittens, holding a round magnifying glass',
  draw: [
    { picture: '👧', en: ['nadia', 'girl'], ru: ['надя', 'нади', 'надин'] },
    { picture: '❄️', en: ['snowflake', 'flake'], ru: ['снежин'] },
    { picture: '🔍', en: ['magnifying'], ru: ['лупа', 'лупу', 'лупой'] },
    { picture: '⬛', en: ['paper'], ru: ['бумаг'] },
    { picture: '🏫', en: ['school', 'yard'], ru: ['школ', 'двор'] },
  ],
  en: {
    title: 'Every snowflake is different',
    beats: {
      who: 'Nadia and her class at a small school, on a snowy winter morning',
      what: 'The children caught falling snowflakes on black paper and looked at them through magnifying glasses: every one had six points, and no two were the same.',
      feeling: 'curious, then amazed',
      helped:
        'their teacher, who gave them the black paper and the magnifying glasses and told them to breathe to the side',
      why: 'Each snowflake grows from a tiny speck of ice as it falls, and each meets slightly different cold, damp air on its way, so each grows its own shape.',
    },
    hook: 'Catch it quick, before it melts away!',
    bedtime: 'Outside, new snowflakes are still falling.',
    toddler: [
      { title: 'Snow', text: 'Look, snow is falling! Flakes, flakes, flakes. On the black paper!' },
      { title: 'A big glass', text: 'Nadia has a big round glass. Look closer! A tiny star.' },
      { title: 'Star, star', text: 'Star, star, another star! Each one is different. Ooh!' },
    ],
    small: [
      {
        title: 'Black paper',
        text: 'One snowy morning, Nadia’s class went out into the school yard. The teacher gave each child a sheet of black paper and a magnifying glass.',
      },
      {
        title: 'Catch a snowflake',
        text: 'The children held up their paper, and snowflakes landed on it. On the black paper, the white flakes were easy to see.',
      },
      {
        title: 'Tiny stars',
        text: 'Nadia looked through her magnifying glass. The flake was a tiny star with six points! The next one had six points too, but a different pattern.',
      },
      {
        title: 'Quick, look!',
        text: 'Nadia had to look quickly and breathe to the side, or the flake would melt. Can you count to six on your fingers, one for each point of a snowflake?',
      },
    ],
    arc: [
      {
        title: 'A snowy school yard',
        text: 'At a small school, on a quiet winter morning, snow was falling in big soft flakes. Nadia and her class put on their coats and went out into the yard with their teacher.',
      },
      {
        title: 'What shape is a snowflake?',
        text: 'Nadia had caught snowflakes on her mitten many times, but she only ever saw white specks. She wished she could see one properly. What shape is a snowflake, really?',
      },
      {
        title: 'Too quick to see',
        text: 'She caught a flake on her tongue, and it was gone. She caught one on her warm hand, and it turned into a drop of water. Snowflakes do not wait for anyone!',
      },
      {
        title: 'Black paper and a glass',
        text: 'The teacher gave everyone a sheet of cold black paper and a magnifying glass. She told them to breathe to the side, or their warm breath would melt the flakes. Now the flakes landed and stayed.',
      },
      {
        title: 'Six points',
        text: 'Under the glass, each flake was a tiny star with six points. Some had feathery arms, and some looked like little flowers. The class looked at dozens, and no two were the same!',
      },
      {
        title: 'Why no two are alike',
        text: 'A snowflake starts as a tiny speck of ice high in a cloud. As it falls, it grows, and the cold, damp air shapes it on the way. Every flake takes its own path, so every flake grows its own pattern.',
      },
    ],
    footnote: {
      word: 'magnifying glass',
      inText: 'magnifying glass',
      explanation: 'A round lens in a frame that makes small things look much bigger.',
    },
    whatHappened:
      'On a snowy morning a school class caught falling snowflakes on black paper and looked at them through magnifying glasses. Every snowflake had six points, and no two had the same shape.',
    parent: {
      upto3: ['Can you find the tiny star?', 'Can you show me the big round glass?'],
      '4to5': [
        'How do you think Nadia felt when she saw the tiny star?',
        'Why did Nadia breathe to the side, do you think?',
      ],
      '6to7': [
        'Why do you think no two snowflakes grow the same?',
        'Could you fold and cut a paper snowflake together, with six points like a real one?',
      ],
    },
  },
  ru: {
    title: 'Все снежинки разные',
    beats: {
      who: 'Надя и её класс в маленькой школе снежным зимним утром',
      what: 'Дети ловили падающие снежинки на чёрную бумагу и разглядывали их в лупы: у каждой было шесть лучей, и ни одна не повторилась.',
      feeling: 'любопытство, потом изумление',
      helped: 'учительница, которая раздала чёрную бумагу и лупы и подсказала дышать в сторону',
      why: 'Каждая снежинка вырастает из крошечной льдинки, пока падает, а холод и влага на её пути чуть-чуть другие, поэтому и узор у каждой свой.',
    },
    hook: 'Лови скорее, пока не растаяло!',
    bedtime: 'А за окном всё падают новые снежинки.',
    toddler: [
      { title: 'Снег', text: 'Смотри, снег идёт! Снежинки, снежинки! Прямо на чёрную бумагу.' },
      { title: 'Лупа', text: 'У Нади большая круглая лупа. Посмотрим поближе! Крошечная звёздочка.' },
      { title: 'Звёздочки', text: 'Звёздочка, ещё звёздочка, и ещё! Все разные. Ух ты!' },
    ],
    small: [
      {
        title: 'Чёрная бумага',
        text: 'Однажды снежным утром Надин класс вышел во двор школы. Учительница дала каждому листок чёрной бумаги и лупу.',
      },
      {
        title: 'Поймай снежинку',
        text: 'Ребята подняли листочки, и на них стали садиться снежинки. На чёрной бумаге белые снежинки хорошо видно.',
      },
      {
        title: 'Крошечные звёздочки',
        text: 'Надя посмотрела в лупу. Снежинка оказалась крошечной звёздочкой с шестью лучами! У следующей тоже шесть лучей, но узор другой.',
      },
      {
        title: 'Скорее смотри!',
        text: 'Смотреть надо быстро и дышать в сторону, а то снежинка растает. А ты можешь посчитать до шести на пальцах, по одному на каждый лучик?',
      },
    ],
    arc: [
      {
        title: 'Снежный школьный двор',
        text: 'В маленькой школе тихим зимним утром шёл снег, крупный и мягкий. Надя и её класс надели куртки и вышли с учительницей во двор.',
      },
      {
        title: 'Какая она, снежинка?',
        text: 'Надя много раз ловила снежинки на варежку, но видела только белые точки. Ей хотелось рассмотреть снежинку как следует. Какой же она формы на самом деле?',
      },
      {
        title: 'Не успеть',
        text: 'Она поймала снежинку на язык, и та пропала. Поймала на тёплую ладошку, и снежинка стала капелькой. Снежинки никого не ждут!',
      },
      {
        title: 'Бумага и лупа',
        text: 'Учительница раздала всем по листку холодной чёрной бумаги и лупу. «Дышите в сторону, — сказала она, — а то снежинки растают». Теперь снежинки садились на бумагу и не таяли.',
      },
      {
        title: 'Шесть лучей',
        text: 'Под лупой каждая снежинка была крошечной звёздочкой с шестью лучами. У одних лучи как пёрышки, другие похожи на цветочки. Ребята рассмотрели десятки снежинок, и ни одна не повторилась!',
      },
      {
        title: 'Почему двух одинаковых нет',
        text: 'Снежинка рождается высоко в облаке из крошечной льдинки. Пока она падает, она растёт, а холодный влажный воздух по пути придаёт ей форму. У каждой снежинки свой путь, поэтому и узор у каждой свой.',
      },
    ],
    footnote: {
      word: 'лупа',
      inText: 'лупу',
      explanation: 'Круглое стекло в оправе, через которое маленькие вещи кажутся большими.',
    },
    whatHappened:
      'Снежным утром школьники ловили падающие снежинки на чёрную бумагу и рассматривали их в лупы. У каждой снежинки оказалось шесть лучей, и ни одна не повторилась.',
    parent: {
      upto3: ['Покажешь крошечную звёздочку?', 'Где у Нади лупа?'],
      '4to5': [
        'Как думаешь, что почувствовала Надя, когда увидела звёздочку?',
        'Как думаешь, зачем Надя дышала в сторону?',
      ],
      '6to7': [
        'Как думаешь, почему не бывает двух одинаковых снежинок?',
        'Может, сложите и вырежете вместе бумажную снежинку с шестью лучами, как у настоящей?',
      ],
    },
  },
};
