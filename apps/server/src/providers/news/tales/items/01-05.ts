/** Told for children: the bundled news item of 01-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_05: ItemTales = {
  heroLooks: 'a round panda cub with black ears, black eye patches, black legs and a white fluffy tummy',
  draw: [
    { picture: '🐼', en: ['panda', 'mei'], ru: ['панд', 'мэй'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж', 'сугроб'] },
    { picture: '🎋', en: ['bamboo'], ru: ['бамбук'] },
    { picture: '🧑‍🌾', en: ['keeper'], ru: ['смотрител'] },
    { picture: '⛰️', en: ['hill', 'mountain'], ru: ['горк', 'гор'] },
  ],
  en: {
    title: 'A panda meets the first snow',
    beats: {
      who: 'Mei, a one-year-old panda cub at a big zoo in China',
      what: 'She woke up to her very first snow, and her keeper made her a snowball with bamboo inside.',
      feeling: 'surprised and a little puzzled, then delighted',
      helped: 'her keeper, who hid her breakfast in a snowball',
      why: 'Wild pandas live in cold, misty mountains, so snow is part of where pandas come from.',
    },
    hook: 'Guess who saw snow for the first time?',
    bedtime: 'The panda curls up, round as a snowball.',
    toddler: [
      {
        title: 'Snow!',
        text: 'Look, look! White snow! The little panda sees the snow. Soft snow, cold snow, snow on her nose!',
      },
      {
        title: 'Roll and tumble',
        text: 'Roll, roll, roll! Down the hill she goes. Bump! Into the snow. The panda laughs.',
      },
      { title: 'A snowy treat', text: 'Here is a snowball with bamboo inside. Crunch, crunch, crunch. Yummy!' },
    ],
    small: [
      {
        title: 'Something white',
        text: 'In a big zoo in China, a panda cub called Mei woke up and blinked. Everything outside was white! She had never seen snow before.',
      },
      {
        title: 'Cold paws',
        text: 'Mei put one paw in the snow. Cold! She pulled it back, then tried again. Soon she was rolling down the hill, round as a ball.',
      },
      {
        title: "The keeper's surprise",
        text: 'Her keeper came with a treat: a snowball with bamboo leaves inside. Mei hugged it and munched it, crunch, crunch.',
      },
      {
        title: 'Your turn',
        text: 'Mei was surprised at first, and then very happy. Have you ever touched snow? Was it cold on your fingers too?',
      },
    ],
    arc: [
      {
        title: 'A zoo in the hills',
        text: 'In a big zoo in China lives a panda cub called Mei. She is one year old and loves bamboo more than anything.',
      },
      {
        title: 'Where is breakfast?',
        text: 'One morning Mei woke up and everything was white. Her bamboo had gone under the snow! She sniffed and sniffed, but she could not find her breakfast.',
      },
      {
        title: 'Digging',
        text: 'Mei dug with her front paws. The snow was cold and it tickled her nose. She slipped and rolled all the way down the little hill.',
      },
      {
        title: "The keeper's idea",
        text: 'Her keeper saw it all and smiled. He packed snow around some bamboo leaves and rolled it to Mei: a snowball with breakfast inside!',
      },
      {
        title: 'A snowy game',
        text: 'Mei hugged the snowball and munched the leaves. Then she climbed the hill and rolled down again, on purpose this time.',
      },
      {
        title: 'Why pandas like snow',
        text: "Wild pandas live high in cold, misty mountains, where snow falls every winter. Mei's first snow was a little taste of where pandas come from.",
      },
    ],
    footnote: {
      word: 'keeper',
      inText: 'keeper',
      explanation: 'A person who looks after the animals in a zoo: feeds them, cleans their homes and plays with them.',
    },
    whatHappened:
      'A young giant panda at a zoo in China saw snow for the first time. Her keeper gave her a snowball with bamboo leaves inside as a treat.',
    parent: {
      upto3: ["Can you point to the panda's black ears?", 'What colour is snow?'],
      '4to5': ['How did Mei feel when she first touched the snow?', 'What would you like to do in the snow?'],
      '6to7': [
        'Why do you think pandas have such thick, woolly fur?',
        'Could you find the mountains of China on a map together, where wild pandas live?',
      ],
    },
  },
  ru: {
    title: 'Панда впервые увидела снег',
    beats: {
      who: 'панда Мэй, которой всего год, в большом зоопарке в Китае',
      what: 'Мэй впервые увидела снег, а смотритель слепил ей снежок с бамбуком внутри.',
      feeling: 'сначала удивление и растерянность, потом радость',
      helped: 'смотритель, который спрятал завтрак в снежок',
      why: 'Дикие панды живут в прохладных горах, где часто идёт снег: снег — часть их родины.',
    },
    hook: 'Угадай, кто впервые увидел снег?',
    bedtime: 'Панда спит, свернувшись пушистым клубочком.',
    toddler: [
      { title: 'Снег!', text: 'Ой, смотри! Белый снег! Панда видит снег. Снег на лапках, снег на носике!' },
      { title: 'Кувырком', text: 'Кувырк, кувырк, кувырк! С горки вниз. Бух — в сугроб! Панда смеётся.' },
      { title: 'Вкусный снежок', text: 'Вот снежок, а в нём бамбук. Хрум, хрум, хрум. Вкусно!' },
    ],
    small: [
      {
        title: 'Всё белое',
        text: 'В большом зоопарке в Китае живёт маленькая панда Мэй. Утром она выглянула из домика и зажмурилась: всё вокруг стало белым!',
      },
      {
        title: 'Холодные лапки',
        text: 'Мэй осторожно потрогала снег лапкой. Холодно! Она отдёрнула лапку, потом попробовала ещё раз. И вот она уже катится с горки, как пушистый мячик.',
      },
      {
        title: 'Подарок смотрителя',
        text: 'Тут пришёл смотритель и принёс угощение: снежок, а внутри листья бамбука. Мэй обняла его и захрустела.',
      },
      {
        title: 'А ты?',
        text: 'Сначала Мэй удивилась, а потом очень обрадовалась. А ты любишь играть в снегу? Какой снег на ощупь — мягкий или колючий?',
      },
    ],
    arc: [
      {
        title: 'Зоопарк среди гор',
        text: 'В большом зоопарке в Китае живёт панда Мэй. Ей всего год, и больше всего на свете она любит бамбук.',
      },
      {
        title: 'Куда пропал завтрак?',
        text: 'Однажды утром Мэй проснулась, а вокруг всё белым-бело. Бамбук спрятался под снегом! Мэй нюхала, нюхала, но завтрак так и не нашла.',
      },
      {
        title: 'Мэй копает',
        text: 'Она стала копать передними лапами. Снег был холодный и щекотал нос. Мэй поскользнулась и кубарем скатилась с горки.',
      },
      {
        title: 'Придумал смотритель',
        text: 'Смотритель всё видел и улыбнулся. Он облепил листья бамбука снегом и подкатил к Мэй снежок с завтраком внутри!',
      },
      {
        title: 'Снежная игра',
        text: 'Мэй обняла снежок и съела все листочки. А потом снова забралась на горку и скатилась вниз — теперь уже нарочно.',
      },
      {
        title: 'Почему пандам хорошо в снегу',
        text: 'Дикие панды живут высоко в горах, где прохладно и зимой идёт снег. Первый снег показал Мэй, какой бывает родина панд.',
      },
    ],
    footnote: {
      word: 'смотритель',
      inText: 'смотритель',
      explanation: 'Человек, который заботится о животных в зоопарке: кормит их, убирает у них и играет с ними.',
    },
    whatHappened:
      'Молодая большая панда в зоопарке Китая впервые увидела снег. Смотритель угостил её снежком с листьями бамбука внутри.',
    parent: {
      upto3: ['Покажешь, где у панды чёрные ушки?', 'Какого цвета снег?'],
      '4to5': [
        'Как думаешь, что почувствовала Мэй, когда впервые потрогала снег?',
        'Во что тебе хочется поиграть в снегу?',
      ],
      '6to7': [
        'Как думаешь, зачем пандам такой густой и тёплый мех?',
        'Может, найдёте вместе на карте горы Китая, где живут дикие панды?',
      ],
    },
  },
};
