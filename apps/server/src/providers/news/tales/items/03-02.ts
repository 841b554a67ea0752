/** Told for children: the bundled news item of 03-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_02: ItemTales = {
  heroLooks:
    'a young peacock with a bright blue neck, a little crown of feathers on his head and a long green tail covered in shiny eye spots',
  draw: [
    { picture: '🦚', en: ['percy', 'peacock'], ru: ['персик', 'павлин'] },
    { picture: '👧', en: ['girl'], ru: ['девочк'] },
  ],
  en: {
    title: 'A peacock opens his tail',
    beats: {
      who: 'Percy, a young peacock at a city park, and Rajah, the oldest peacock there',
      what: 'Percy’s long tail feathers had just grown, but he could not lift them, until he watched old Rajah and learned to push his tail up and shake it into a great fan.',
      feeling: 'eager, then flustered, then dazzlingly proud',
      helped: 'Rajah, the old peacock, whom Percy watched and copied',
      why: 'A peacock lifts its long feathers with strong muscles at the base of its tail and shakes them, so they shimmer and rustle.',
    },
    hook: 'Whose tail has a hundred shiny eyes?',
    bedtime: 'Percy roosts in a tree, tail folded.',
    toddler: [
      { title: 'Percy', text: 'Here is Percy, a peacock. Look at his long tail!' },
      { title: 'Up, up', text: 'Up, tail, up! Oops, flop. Up again!' },
      { title: 'Wow', text: 'Shake, shake, whoosh! A big fan. Wow, Percy!' },
    ],
    small: [
      {
        title: 'A long tail',
        text: 'In a city park lives a young peacock called Percy. This year his tail grew long, green and full of shiny spots that look like eyes.',
      },
      {
        title: 'Flop!',
        text: 'Percy wanted to open his tail like a fan. He puffed and pushed, but it flopped down behind him. He felt a little silly.',
      },
      {
        title: 'Watch Rajah',
        text: 'Then he watched old Rajah. Rajah leaned forward, pushed his tail up and gave it a shake. Percy tried, and whoosh, up went his tail!',
      },
      {
        title: 'And you?',
        text: 'A girl on the path clapped. How could you show that you feel proud?',
      },
    ],
    arc: [
      {
        title: 'The park peacocks',
        text: 'In a big city park, peacocks stroll across the lawns and call from the trees. The youngest is Percy. He has a bright blue neck and a little crown of feathers on his head.',
        beat: 'where',
      },
      {
        title: 'A new tail',
        text: 'This year, at last, Percy’s tail had grown. It was long and green, with shiny spots like eyes. Percy wanted to open it into a fan, the way the big peacocks did. But it just trailed along the grass.',
        beat: 'problem',
      },
      {
        title: 'Puff and push',
        text: 'Percy puffed out his chest and stood on tiptoe. He flapped his wings and hopped. The tail lifted a tiny bit and flopped down again. A sparrow on the bench seemed to giggle.',
        beat: 'attempt',
      },
      {
        title: 'Old Rajah',
        text: 'Then Percy noticed old Rajah by the fountain. Rajah leaned forward a little. Slowly, his tail rose behind him, higher and higher. Then he gave it a quick shiver, and the feathers rustled like rain.',
        beat: 'help',
      },
      {
        title: 'Why the tail stands up',
        text: 'A peacock’s long feathers grow from a short, strong tail underneath. The bird pushes with its tail muscles to lift them up like a fan. Then it shakes them, so the eye spots shimmer and rustle.',
        beat: 'why',
      },
      {
        title: 'Percy’s fan',
        text: 'Percy leaned forward, pushed with his tail, and shook. Whoosh! Up rose a great fan, shimmering green and blue. A girl on the path stopped and gasped. Percy turned round slowly, so that everyone could see.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'fan',
      inText: 'fan',
      explanation: 'Something that opens out wide into a half circle.',
    },
    whatHappened:
      'Visitors to a city park watched a young peacock open his tail into a fan for the first time. Peacocks lift their long feathers with strong tail muscles and shake them so that they shimmer and rustle.',
    parent: {
      upto3: ['Can you find Percy’s long tail?', 'Can you shake, shake like Percy?'],
      '4to5': [
        'How do you think Percy felt when his tail flopped down?',
        'How do you think Percy felt when his tail went up?',
      ],
      '6to7': [
        'Why do you think Percy watched old Rajah so carefully?',
        'Could you fold a paper fan together and see how it opens wide?',
      ],
    },
  },
  ru: {
    title: 'Павлин раскрыл хвост',
    beats: {
      who: 'Персик, молодой павлин в городском парке, и Раджа, самый старый павлин',
      what: 'У Персика только что выросли длинные перья хвоста, но он не мог их поднять, пока не посмотрел на старого Раджу и не научился поднимать хвост и встряхивать его огромным веером.',
      feeling: 'нетерпение, потом смущение, потом сияющая гордость',
      helped: 'старый павлин Раджа, на которого Персик смотрел и за которым повторял',
      why: 'Павлин поднимает длинные перья сильными мышцами у основания хвоста и встряхивает их, чтобы они переливались и шелестели.',
    },
    hook: 'У кого на хвосте сто глаз?',
    bedtime: 'Персик дремлет на дереве, сложив хвост.',
    toddler: [
      { title: 'Персик', text: 'Вот Персик, павлин. Какой у него длинный хвост!' },
      { title: 'Вверх', text: 'Хвост, вверх! Ой, шлёп. Ещё разок!' },
      { title: 'Ух ты', text: 'Тряс-тряс, вжух! Большой веер. Ух ты, Персик!' },
    ],
    small: [
      {
        title: 'Длинный хвост',
        text: 'В городском парке живёт молодой павлин Персик. В этом году у него вырос длинный зелёный хвост с блестящими пятнами, похожими на глаза.',
      },
      {
        title: 'Шлёп!',
        text: 'Персик хотел раскрыть хвост веером. Он пыжился и тужился, но хвост шлёпался на землю. Персику стало неловко.',
      },
      {
        title: 'Как Раджа',
        text: 'Тогда он посмотрел на старого Раджу. Раджа наклонился вперёд, поднял хвост и встряхнул его. Персик попробовал — и вжух, хвост поднялся!',
      },
      {
        title: 'А ты?',
        text: 'Девочка на дорожке захлопала в ладоши. А как ты показываешь, что гордишься?',
      },
    ],
    arc: [
      {
        title: 'Павлины в парке',
        text: 'В большом городском парке по лужайкам гуляют павлины и кричат с деревьев. Самый молодой из них — Персик. Шея у него ярко-синяя, а на голове маленькая корона из перьев.',
        beat: 'where',
      },
      {
        title: 'Новый хвост',
        text: 'В этом году у Персика наконец вырос хвост: длинный, зелёный, с блестящими пятнами, похожими на глаза. Персику хотелось раскрыть его веером, как большие павлины. Но хвост просто волочился по траве.',
        beat: 'problem',
      },
      {
        title: 'Пыжится и тужится',
        text: 'Персик выпятил грудь и встал на цыпочки. Похлопал крыльями, подпрыгнул. Хвост чуть-чуть приподнялся и снова шлёпнулся. Воробей на скамейке будто захихикал.',
        beat: 'attempt',
      },
      {
        title: 'Старый Раджа',
        text: 'И тут Персик заметил у фонтана старого Раджу. Раджа чуть наклонился вперёд. Хвост медленно поднимался за его спиной, всё выше и выше. А потом Раджа быстро встряхнул его, и перья зашелестели, как дождь.',
        beat: 'help',
      },
      {
        title: 'Как поднимается хвост',
        text: 'Длинные перья павлина растут из короткого крепкого хвоста. Мышцами этого хвоста павлин поднимает их веером. А потом встряхивает, и пятна-глаза переливаются и шелестят.',
        beat: 'why',
      },
      {
        title: 'Веер Персика',
        text: 'Персик наклонился, поднажал хвостом и встряхнул. Вжух! Поднялся огромный веер и засиял зелёным и синим. Девочка на дорожке остановилась и ахнула. А Персик медленно повернулся, чтобы все смогли рассмотреть.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'веер',
      inText: 'веером',
      explanation: 'То, что раскрывается широким полукругом.',
    },
    whatHappened:
      'Посетители городского парка видели, как молодой павлин впервые раскрыл хвост веером. Павлины поднимают длинные перья сильными мышцами хвоста и встряхивают их, чтобы они переливались и шелестели.',
    parent: {
      upto3: ['Покажешь, где длинный хвост?', 'Потрясём хвостиком, как Персик?'],
      '4to5': [
        'Как думаешь, что почувствовал Персик, когда хвост шлёпнулся?',
        'Что почувствовал Персик, когда хвост поднялся?',
      ],
      '6to7': [
        'Как думаешь, почему Персик так внимательно смотрел на старого Раджу?',
        'Может, сложите вместе бумажный веер и посмотрите, как широко он раскрывается?',
      ],
    },
  },
};
