/** Told for children: the bundled news item of 12-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_15: ItemTales = {
  heroLooks: 'a round smiley baker with a tall white hat, a white apron dusted with flour and a curly ginger moustache',
  draw: [
    { picture: '👨‍🍳', en: ['baker', 'ben'], ru: ['пекар', 'боря', 'боре'] },
    { picture: '🍪', en: ['cookie'], ru: ['печень'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд'] },
    { picture: '📦', en: ['box'], ru: ['коробк'] },
    { picture: '💌', en: ['note'], ru: ['записк'] },
    { picture: '🍞', en: ['bread'], ru: ['хлеб'] },
    { picture: '❄️', en: ['snow'], ru: ['снеж'] },
  ],
  en: {
    title: 'Cookies for everyone',
    beats: {
      who: 'a little bakery in a little street, and Ben, the baker who works there',
      what: 'The bakery baked star-shaped cookies for the whole town, and the baker put a tiny note of thanks in every box.',
      feeling: 'grateful and busy, then warm and happy',
      helped: null,
      why: "The town buys its bread at the bakery every day, and the cookies were the baker's way of saying thank you back.",
    },
    hook: 'Who bakes stars before the sun is up?',
    bedtime: 'The golden star cookies wait in their box.',
    toddler: [
      { title: 'Mix, mix', text: 'Flour, butter, sugar. Mix, mix, mix! Roll, roll, roll the dough.' },
      { title: 'Stars', text: 'Press, press! A star. Another star. So many stars! Into the oven.' },
      { title: 'For you', text: 'Golden stars in a box. A box for you, a box for me. Thank you!' },
    ],
    small: [
      {
        title: 'A little bakery',
        text: 'In a little street there is a little bakery. Every morning, Ben the baker makes fresh bread for the whole town. The windows are steamy, and it smells so good.',
      },
      {
        title: 'Star cookies',
        text: 'One snowy day, Ben decided to say thank you to everyone. He baked star-shaped cookies, trays and trays of them, golden and sweet.',
      },
      {
        title: 'A tiny note',
        text: 'In every box he put a tiny note that said: thank you. People opened the boxes, read the notes and smiled. Who would you like to give a thank-you cookie to?',
      },
    ],
    arc: [
      {
        title: 'The little bakery',
        text: 'On a little street, between the shoe shop and the post office, there is a small bakery. Ben, the baker, gets up before the sun to bake bread for the whole town. Every day the same friendly faces came for bread: the postman, the teacher, the children on their way to school. Ben wanted to thank them all. But how?',
        beat: 'problem',
      },
      {
        title: 'Trays and trays',
        text: 'One snowy morning he mixed flour, butter and sugar and rolled out the dough. He cut out stars, hundreds and hundreds of them, and baked them until they were golden.',
        beat: 'attempt',
      },
      {
        title: 'Something missing',
        text: 'The cookies smelled wonderful, but Ben felt that something was missing. Cookies are sweet, but they cannot talk. So he wrote a tiny note of thanks for every box.',
        beat: 'help',
      },
      {
        title: 'Stars for everyone',
        text: 'All day Ben gave out boxes of star-shaped cookies to the whole town. People read the little notes, smiled and said thank you back. The bakery felt as warm as the oven.',
        beat: 'resolution',
      },
      {
        title: 'Why a baker says thank you',
        text: "A baker works while the town is asleep, so the bread is fresh by breakfast. And the town comes back to the bakery every single day. Ben's cookies and notes were his way of saying: I am glad we look after each other.",
        beat: 'why',
      },
    ],
    footnote: {
      word: 'bakery',
      inText: 'bakery',
      explanation: 'A shop where fresh bread, buns and cakes are made and sold.',
    },
    whatHappened:
      'A small bakery baked star-shaped cookies for everyone in town. The baker put a tiny thank-you note in every box.',
    parent: {
      upto3: ['Can you point to the golden stars?', 'Can you draw a star in the air?'],
      '4to5': [
        'How do you think people felt when they found the thank-you notes?',
        'How do you feel when someone says thank you to you?',
      ],
      '6to7': [
        'Why do you think bakers get up so early in the morning?',
        'Could you bake or draw some thank-you stars together and give them to people who help you?',
      ],
    },
  },
  ru: {
    title: 'Печенье для всех',
    beats: {
      who: 'маленькая пекарня на тихой улочке и пекарь дядя Боря',
      what: 'Пекарня испекла печенье-звёздочки для всего города, а пекарь положил в каждую коробку записку со словом «спасибо».',
      feeling: 'благодарность и хлопоты, потом тепло и радость',
      helped: null,
      why: 'Город каждый день покупает в пекарне хлеб, и печенье стало для пекаря способом сказать «спасибо» в ответ.',
    },
    hook: 'Кто печёт звёздочки, пока солнце спит?',
    bedtime: 'Золотые звёздочки ждут утра в коробке.',
    toddler: [
      { title: 'Месим тесто', text: 'Мука, масло, сахар. Мешаем, мешаем, мешаем! Катаем, катаем тесто.' },
      { title: 'Звёздочки', text: 'Раз — звёздочка! Ещё звёздочка! Сколько звёздочек! Прыг — в печку.' },
      { title: 'Спасибо', text: 'Золотые звёздочки в коробке. Коробка тебе, коробка мне. Спасибо!' },
    ],
    small: [
      {
        title: 'Маленькая пекарня',
        text: 'На тихой улочке есть маленькая пекарня. Каждое утро пекарь дядя Боря печёт свежий хлеб для всего города. Окна запотели, а пахнет — просто чудо!',
      },
      {
        title: 'Печенье-звёздочки',
        text: 'Однажды снежным днём дядя Боря решил сказать всем спасибо. Он испёк печенье-звёздочки — противень за противнем, золотистые и сладкие.',
      },
      {
        title: 'Маленькая записка',
        text: 'В каждую коробку пекарь положил крошечную записку со словом «спасибо». Люди открывали коробки, читали записки и улыбались. А кому тебе хочется подарить печенье-спасибо?',
      },
    ],
    arc: [
      {
        title: 'Пекарня на улочке',
        text: 'На тихой улочке, между обувным магазином и почтой, есть маленькая пекарня. Пекарь дядя Боря встаёт раньше солнца, чтобы испечь хлеб для всего города. Каждый день за хлебом приходили знакомые лица: почтальон, учительница, ребята по дороге в школу. Дяде Боре хотелось поблагодарить их всех. Но как?',
        beat: 'problem',
      },
      {
        title: 'Противень за противнем',
        text: 'Однажды снежным утром он замесил тесто из муки, масла и сахара и раскатал его. Вырезал звёздочки — сотни и сотни звёздочек — и пёк, пока они не зарумянились.',
        beat: 'attempt',
      },
      {
        title: 'Чего-то не хватает',
        text: 'Печенье пахло чудесно, но дяде Боре казалось, что чего-то не хватает. Печенье сладкое, но говорить не умеет. И он написал для каждой коробки крошечную записку со словом «спасибо».',
        beat: 'help',
      },
      {
        title: 'Звёздочки для всех',
        text: 'Весь день дядя Боря раздавал горожанам коробки с печеньем-звёздочками. Люди читали записки, улыбались и говорили «спасибо» в ответ. В пекарне стало тепло, как у печки.',
        beat: 'resolution',
      },
      {
        title: 'Почему пекарь благодарит',
        text: 'Пекарь работает, пока город спит, чтобы к завтраку хлеб был свежим. А горожане каждый день возвращаются в его пекарню. Печенье и записки — это способ сказать: как хорошо, что мы заботимся друг о друге.',
        beat: 'why',
      },
    ],
    footnote: { word: 'пекарь', inText: 'пекарь', explanation: 'Тот, кто печёт хлеб, булочки и печенье.' },
    whatHappened:
      'Маленькая пекарня испекла печенье-звёздочки для всего города. Пекарь положил в каждую коробку крошечную записку со словом «спасибо».',
    parent: {
      upto3: ['Покажешь золотую звёздочку?', 'Нарисуешь пальчиком звёздочку в воздухе?'],
      '4to5': [
        'Как думаешь, что почувствовали люди, когда нашли записки?',
        'А что ты чувствуешь, когда тебе говорят «спасибо»?',
      ],
      '6to7': [
        'Как думаешь, почему пекари встают так рано?',
        'Может, испечёте или нарисуете вместе звёздочки-спасибо и подарите тем, кто вам помогает?',
      ],
    },
  },
};
