/** Told for children: the bundled news item of 08-14 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_14: ItemTales = {
  heroLooks:
    'a smiling astronaut woman with short brown hair floating up around her head, a blue flight suit with bright patches, holding a picture book',
  draw: [
    { picture: '🧑‍🚀', en: ['astronaut', 'lena'], ru: ['космонавт', 'лен'] },
    { picture: '📖', en: ['book'], ru: ['книж'] },
    { picture: '🌍', en: ['earth'], ru: ['земл'] },
    { picture: '🛰️', en: ['station'], ru: ['станци'] },
  ],
  en: {
    title: 'A bedtime story from space',
    beats: {
      who: 'Lena, an astronaut on the space station, and children watching on Earth',
      what: 'Lena read a bedtime picture book to children on Earth from the space station, while her hair and the book floated, and at the end she showed them the Earth at night.',
      feeling: 'excited and giggly, then calm and dreamy',
      helped: 'her crewmate Raj, who caught the floating book and held the camera',
      why: 'The space station is always falling around the Earth, so everything inside it floats together.',
    },
    hook: 'Who reads bedtime stories upside down?',
    bedtime: 'Far above, the space station glides on.',
    toddler: [
      { title: 'Up in space', text: 'Look, up in space! Here is Lena. Her hair floats!' },
      { title: 'The book floats', text: 'The book floats away. Catch it, catch it! Whoops!' },
      { title: 'Bye-bye', text: 'The big blue Earth! Lena smiles. Bye-bye!' },
    ],
    small: [
      {
        title: 'A story from space',
        text: 'High above the Earth flies a space station. An astronaut called Lena lives there. One evening she read a bedtime story to children on Earth, who watched on a big screen.',
      },
      {
        title: 'Everything floats',
        text: 'Everything in the space station floats. Lena’s hair stood up like a fluffy cloud. The book slipped out of her hands and drifted away! Her friend Raj caught it.',
      },
      {
        title: 'Good night, Earth',
        text: 'At the end, Lena turned the camera to the window. There was the Earth, dark and sparkly with city lights. The children waved. Would you like to read a story upside down?',
      },
    ],
    arc: [
      {
        title: 'A house in space',
        text: 'High above the Earth, a space station flies around and around. Astronauts live and work inside it. One of them is Lena, and tonight she has a special job.',
        beat: 'where',
      },
      {
        title: 'A story for Earth',
        text: 'Lena is going to read a bedtime story to children on Earth, who will watch on a big screen in a library. But reading in space is not as easy as reading at home.',
        beat: 'problem',
      },
      {
        title: 'Why everything floats',
        text: 'The space station is always falling around the Earth, very fast, so it never lands. Everything inside falls along with it, and so everything floats: pencils, spoons, astronauts and books.',
        beat: 'why',
      },
      {
        title: 'The runaway book',
        text: 'Lena opened the book and began to read. But her hair stood up like a cloud. As she turned a page, the book slipped out of her hands and floated off to the ceiling!',
        beat: 'attempt',
      },
      {
        title: 'Raj helps',
        text: 'Her crewmate Raj caught the book and laughed. He tucked Lena’s feet under a strap so that she would stay in one place, and he held the camera steady.',
        beat: 'help',
      },
      {
        title: 'Good night, Earth',
        text: 'Lena read the whole story, upside down and smiling. At the end she turned the camera to the window. There was the Earth, dark and sparkling with city lights, and all the children waved goodbye.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'astronaut',
      inText: 'astronaut',
      explanation: 'Someone who travels into space and lives and works there.',
    },
    whatHappened:
      'An astronaut on the space station read a bedtime picture book to children on Earth by video, with her hair and the book floating, and at the end turned the camera to show them the Earth at night.',
    parent: {
      upto3: ['Can you find Lena’s floating hair?', 'Can you wave bye-bye to the Earth?'],
      '4to5': [
        'How do you think Lena felt when the book drifted away?',
        'How did the children feel when they saw the Earth, do you think?',
      ],
      '6to7': [
        'Why do you think everything floats in the space station?',
        'Could you read a story together lying upside down on the sofa, like an astronaut?',
      ],
    },
  },
  ru: {
    title: 'Сказка на ночь из космоса',
    beats: {
      who: 'космонавт Лена на космической станции и дети, которые смотрели на неё с Земли',
      what: 'Лена читала детям на Земле сказку на ночь прямо с космической станции, а волосы и книжка у неё парили в воздухе; в конце она показала им ночную Землю.',
      feeling: 'радостное волнение и смех, потом тихая мечтательность',
      helped: 'её товарищ Радж, который поймал улетевшую книжку и держал камеру',
      why: 'Космическая станция всё время падает вокруг Земли, поэтому всё внутри неё парит.',
    },
    hook: 'Кто читает сказки вверх ногами?',
    bedtime: 'Высоко над нами плывёт космическая станция.',
    toddler: [
      { title: 'В космосе', text: 'Смотри, в космосе! Вот Лена. Волосы летают!' },
      { title: 'Книжка', text: 'Книжка улетает! Лови её, лови!' },
      { title: 'Пока-пока', text: 'Большая голубая Земля! Лена машет. Пока-пока!' },
    ],
    small: [
      {
        title: 'Сказка из космоса',
        text: 'Высоко над Землёй летает космическая станция. Там живёт космонавт Лена. Однажды вечером она читала сказку детям на Земле, а они смотрели на большом экране.',
      },
      {
        title: 'Всё парит',
        text: 'На космической станции всё парит в воздухе. Волосы у Лены встали облачком. Книжка выскользнула из рук и поплыла прочь! Её поймал друг Лены, Радж.',
      },
      {
        title: 'Спокойной ночи, Земля',
        text: 'В конце Лена повернула камеру к окну. А там Земля — тёмная, в сверкающих огоньках городов. Дети замахали руками. А тебе хотелось бы почитать сказку вверх ногами?',
      },
    ],
    arc: [
      {
        title: 'Дом в космосе',
        text: 'Высоко над Землёй кружит космическая станция. В ней живут и работают космонавты. Одна из них — Лена, и сегодня у неё особое дело.',
        beat: 'where',
      },
      {
        title: 'Сказка для Земли',
        text: 'Лена будет читать сказку на ночь детям на Земле, а они будут смотреть на большом экране в библиотеке. Но читать в космосе совсем не так просто, как дома.',
        beat: 'problem',
      },
      {
        title: 'Почему всё парит',
        text: 'Космическая станция всё время падает вокруг Земли, очень быстро, и поэтому никогда не приземляется. Всё внутри падает вместе с ней и потому парит: карандаши, ложки, космонавты и книжки.',
        beat: 'why',
      },
      {
        title: 'Книжка-беглянка',
        text: 'Лена открыла книжку и начала читать. Но волосы у неё встали облачком, а когда она перевернула страницу, книжка выскользнула из рук и уплыла к потолку!',
        beat: 'attempt',
      },
      {
        title: 'Радж помогает',
        text: 'Её товарищ Радж поймал книжку и засмеялся. Он пристегнул Лене ноги ремешком, чтобы она не улетала, и крепко держал камеру.',
        beat: 'help',
      },
      {
        title: 'Спокойной ночи, Земля',
        text: 'Лена прочитала всю сказку — вверх ногами и с улыбкой. В конце она повернула камеру к окну. А там Земля, тёмная, в сверкающих огоньках городов, и все дети замахали на прощанье.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'космонавт',
      inText: 'космонавт',
      explanation: 'Человек, который летает в космос, живёт и работает там.',
    },
    whatHappened:
      'Космонавт на космической станции прочитала детям на Земле по видеосвязи сказку на ночь; волосы и книжка у неё парили, а в конце она показала им ночную Землю.',
    parent: {
      upto3: ['Покажешь, как у Лены летают волосы?', 'Помашем Земле: пока-пока?'],
      '4to5': [
        'Как думаешь, что почувствовала Лена, когда книжка поплыла прочь?',
        'А что почувствовали дети, когда увидели Землю?',
      ],
      '6to7': [
        'Как думаешь, почему на космической станции всё парит?',
        'Может, почитаете вместе сказку, лёжа вверх ногами на диване, как космонавты?',
      ],
    },
  },
};
