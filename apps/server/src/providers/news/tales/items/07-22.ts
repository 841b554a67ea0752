/** Told for children: the bundled news item of 07-22 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_22: ItemTales = {
  heroLooks:
    'a five-year-old girl with short black curls, dark brown skin, a white cotton dress with blue dots and bare sandy feet',
  draw: [
    { picture: '🌊', en: ['wave', 'sea'], ru: ['волн', 'мор'] },
    { picture: '👧', en: ['nia'], ru: ['ния', 'ние', 'нию'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🌙', en: ['moon'], ru: ['лун'] },
    { picture: '✨', en: ['spark'], ru: ['искорк'] },
  ],
  en: {
    title: 'The sea that glows at night',
    beats: {
      who: 'Nia, a five-year-old girl on a warm faraway island, and her grandpa',
      what: 'On a dark night without a moon, the waves on Nia’s beach glowed bright blue, and every splash in the wet sand made sparks of light.',
      feeling: 'disappointed, then patient, then amazed',
      helped: 'Grandpa, who knew the glow shows best on the darkest nights and took her down to the shore',
      why: 'The sea is full of tiny living things called plankton, and some of them flash blue light when the water moves around them.',
    },
    hook: 'Have you ever seen the sea sparkle blue?',
    bedtime: 'Little blue sparks fade, one by one.',
    toddler: [
      { title: 'The sea', text: 'Here is Nia. Here is Grandpa. Shh, shh, says the sea.' },
      { title: 'Sparkle!', text: 'Splosh! The waves glow blue. Sparkle, sparkle, sparkle!' },
      { title: 'Blue toes', text: 'Nia wiggles her toes. Blue sparks! Wow, wow!' },
    ],
    small: [
      {
        title: 'Grandpa’s secret',
        text: 'On a warm faraway island lives a girl called Nia. Her grandpa told her a secret: on some nights, the sea sparkles with blue light!',
      },
      {
        title: 'Waiting',
        text: 'Every night Nia looked, but the sea was just dark. Grandpa said: “We need a night with no moon.” So they waited.',
      },
      {
        title: 'Blue sparks',
        text: 'At last came a dark night. At the beach, every wave glowed blue! Tiny living things called plankton were flashing their lights. Nia wiggled her toes in the wet sand, and blue sparks popped up. How would you make the sea sparkle?',
      },
    ],
    arc: [
      {
        title: 'An island far away',
        text: 'Far away, in a warm blue sea, there is a little island with a sandy beach. Nia lives there with her grandpa, in a house by the shore.',
        beat: 'where',
      },
      {
        title: 'The sea that sparkles',
        text: 'Grandpa told Nia that on some nights the waves sparkle with blue light. Nia wanted to see it more than anything. But whenever she looked out, the sea was only dark.',
        beat: 'problem',
      },
      {
        title: 'Tiny lights',
        text: 'The sea is full of tiny living things called plankton, most too small to see. Some of them flash blue when the water moves around them. On bright nights, moonlight hides their glow.',
        beat: 'why',
      },
      {
        title: 'Not tonight',
        text: 'One night Nia ran down to the water and splashed and splashed. But a big round moon was shining, and she saw no sparks at all. She walked home with sandy feet and a sad face.',
        beat: 'attempt',
      },
      {
        title: 'Grandpa’s plan',
        text: 'Grandpa looked at his moon calendar. In a few nights, he said, the moon would hide, and it would be dark enough. So every evening Nia crossed off one more day.',
        beat: 'help',
      },
      {
        title: 'Blue sparks',
        text: 'At last came a night with no moon. Grandpa and Nia walked down to the beach. A wave rolled in and glowed blue from end to end! Nia drew circles in the wet sand with her toes, and every circle sparkled.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'plankton',
      inText: 'plankton',
      explanation: 'Tiny living things that drift in the sea, many of them too small to see.',
    },
    whatHappened:
      'On a warm island, the waves on a beach glowed blue on a dark, moonless night. The light comes from tiny sea plankton that flash when the water moves; a grandfather took his granddaughter down to see it.',
    parent: {
      upto3: ['Can you find Nia and Grandpa by the sea?', 'Can you wiggle your toes like Nia?'],
      '4to5': [
        'How do you think Nia felt when the sea was just dark?',
        'How did Nia feel when every wave glowed blue, do you think?',
      ],
      '6to7': [
        'Why do you think the sparks were easier to see on a night with no moon?',
        'Could you look at the moon together each evening and draw how it changes?',
      ],
    },
  },
  ru: {
    title: 'Море, которое светится ночью',
    beats: {
      who: 'пятилетняя Ния с тёплого далёкого острова и её дедушка',
      what: 'В тёмную безлунную ночь волны у пляжа засветились ярко-голубым, и каждый всплеск на мокром песке рассыпал искорки.',
      feeling: 'разочарование, терпение, потом восторг',
      helped: 'дедушка, который знал, что свечение лучше видно в самые тёмные ночи, и повёл её к морю',
      why: 'В море живёт планктон — крошечные существа, и некоторые из них вспыхивают голубым, когда вода вокруг движется.',
    },
    hook: 'Где волны светятся голубым светом?',
    bedtime: 'Голубые искорки гаснут одна за другой.',
    toddler: [
      { title: 'Море', text: 'Вот Ния. Вот дедушка. Ш-ш-ш, шумит море!' },
      { title: 'Сверкает!', text: 'Плюх! Волны светятся голубым. Блестят, сверкают, искрятся!' },
      { title: 'Искорки', text: 'Ния шевелит пальчиками. Голубые искорки! Ух ты!' },
    ],
    small: [
      {
        title: 'Дедушкин секрет',
        text: 'На тёплом далёком острове живёт девочка Ния. Дедушка открыл ей секрет: в некоторые ночи море светится голубым!',
      },
      {
        title: 'Ожидание',
        text: 'Каждую ночь Ния смотрела на море, но оно было просто тёмным. «Нужна ночь без луны», — сказал дедушка. И они стали ждать.',
      },
      {
        title: 'Голубые искорки',
        text: 'И вот пришла тёмная ночь. На пляже каждая волна светилась голубым! Это мигал планктон — крошечные живые существа. Ния шевелила пальцами в мокром песке, и вспыхивали голубые искорки. А как можно заставить море сверкать, как думаешь?',
      },
    ],
    arc: [
      {
        title: 'Остров далеко-далеко',
        text: 'Далеко-далеко, в тёплом синем море, есть маленький остров с песчаным пляжем. Там, в домике у самой воды, живёт Ния со своим дедушкой.',
        beat: 'where',
      },
      {
        title: 'Светящееся море',
        text: 'Дедушка рассказал Ние, что в некоторые ночи волны сверкают голубым светом. Ния очень хотела это увидеть. Но когда она выглядывала в окно, море было просто тёмным.',
        beat: 'problem',
      },
      {
        title: 'Крошечные огоньки',
        text: 'В море живёт планктон — множество крошечных существ, почти невидимых глазу. Некоторые из них вспыхивают голубым, когда вода вокруг движется. Но в светлые ночи луна прячет их свет.',
        beat: 'why',
      },
      {
        title: 'Не сегодня',
        text: 'Однажды ночью Ния сбежала к воде и долго шлёпала по волнам. Но в небе сияла большая круглая луна, и искорок не было. Домой Ния вернулась с мокрыми ногами и грустным лицом.',
        beat: 'attempt',
      },
      {
        title: 'Дедушкин план',
        text: 'Дедушка заглянул в свой лунный календарь. «Через несколько ночей луна спрячется, — сказал он. — Тогда станет достаточно темно». И каждый вечер Ния зачёркивала ещё один день.',
        beat: 'help',
      },
      {
        title: 'Голубые искорки',
        text: 'Наконец пришла ночь без луны. Дедушка и Ния спустились к морю. Набежала волна — и засветилась голубым от начала до конца! Ния рисовала пальцами ног круги на мокром песке, и каждый круг сверкал.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'планктон',
      inText: 'планктон',
      explanation: 'Крошечные живые существа, которые плавают в море; многих даже не разглядеть.',
    },
    whatHappened:
      'На тёплом острове волны у пляжа светились голубым в тёмную безлунную ночь. Свет дают крошечные морские существа — планктон: они вспыхивают, когда вода движется. Дедушка повёл внучку посмотреть.',
    parent: {
      upto3: ['Покажешь, где Ния и дедушка?', 'Пошевелишь пальчиками, как Ния?'],
      '4to5': [
        'Как думаешь, что чувствовала Ния, когда море было просто тёмным?',
        'А что почувствовала Ния, когда волны засветились голубым?',
      ],
      '6to7': [
        'Как думаешь, почему искорки лучше видно в ночь без луны?',
        'Может, будете вместе каждый вечер смотреть на луну и рисовать, какая она?',
      ],
    },
  },
};
