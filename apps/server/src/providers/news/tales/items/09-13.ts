/** Told for children: the bundled news item of 09-13 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_13: ItemTales = {
  heroLooks: 'a girl of four with wavy fair hair in two bunches and a purple jumper with a duck on it',
  draw: [
    { picture: '👧', en: ['lily', 'girl'], ru: ['лиз'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
    { picture: '🤟', en: ['sign'], ru: ['знак', 'жест'] },
  ],
  en: {
    title: 'A dad learns sign language',
    beats: {
      who: 'Lily, a deaf girl of four, and her dad',
      what: 'Lily’s dad went to sign language classes so that he could tell her bedtime stories with his hands.',
      feeling: 'eager, then muddled and giggly, then close and loving',
      helped: 'Lily herself, who showed her dad the signs he mixed up',
      why: 'Sign language is a real language made with hands, faces and bodies, and deaf people use it to talk about anything.',
    },
    hook: 'What can two hands say without a sound?',
    bedtime: 'Snuggled up, Lily signs one last goodnight.',
    toddler: [
      { title: 'Hello hands', text: 'Lily talks with her hands. Wave, wave. Hello, Dad!' },
      { title: 'Dad learns', text: 'Dad learns too. Hands up, hands down. Oops! Lily giggles.' },
      { title: 'I love you', text: 'Dad makes a sign. I love you! Lily hugs him tight.' },
    ],
    small: [
      {
        title: 'Lily’s hands',
        text: 'Lily is four, and she is deaf: her ears do not hear sounds. So she talks with her hands, in sign language.',
      },
      {
        title: 'Dad’s class',
        text: 'Dad wanted to talk with Lily too. Every week he went to a class and practised in the kitchen. But sometimes his fingers got muddled.',
      },
      {
        title: 'A funny mix-up',
        text: 'One evening Dad meant to sign “duck”, but he signed “sock” instead! Lily giggled and moved his fingers the right way. Then Dad told her a whole story with his hands.',
      },
      {
        title: 'And you?',
        text: 'Now Lily and Dad chat with their hands every day. Can you wave hello with your hand, like Lily?',
      },
    ],
    arc: [
      {
        title: 'Eyes that notice',
        text: 'Lily is four, and she was born deaf. Her ears do not hear sounds, but her eyes notice everything. At nursery she learned to talk with her hands, in sign language.',
        beat: 'where',
      },
      {
        title: 'Stories for Lily',
        text: 'Dad could sign hello and goodbye, but not much more. He wanted to tell Lily stories, just as he did for her big brother. So every week he went to a sign language class.',
        beat: 'problem',
      },
      {
        title: 'Muddled fingers',
        text: 'At home Dad practised in front of the mirror. One evening he began a story about a duck. But his fingers got muddled, and he signed “sock” instead! Lily laughed until she rolled off the sofa.',
        beat: 'attempt',
      },
      {
        title: 'Talking with hands',
        text: 'Sign language is a real language, with its own words and its own rules. Faces talk too: raised eyebrows can make a question. With her hands and face, Lily can say anything.',
        beat: 'why',
      },
      {
        title: 'A little teacher',
        text: 'So Lily became Dad’s teacher. She took his big hands in her small ones and showed him the duck sign: fingers opening and closing like a beak. Dad copied her, slowly.',
        beat: 'help',
      },
      {
        title: 'The whole story',
        text: 'Then Dad signed the duck story from beginning to end. His face was surprised, then sleepy, then happy, just like the duck. At the end he made one more sign, and Lily signed it right back: I love you.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'sign language',
      inText: 'sign language',
      explanation: 'A way of talking with hands, faces and bodies instead of voices.',
    },
    whatHappened:
      'A dad whose four-year-old daughter was born deaf took sign language classes, so that he could tell her stories with his hands. She helped him when he mixed up a sign.',
    parent: {
      upto3: ['Can you wave hello like Lily?', 'Can you give me a tight hug, like Lily?'],
      '4to5': [
        'How do you think Lily felt when Dad signed “sock” instead of “duck”?',
        'How could you say hello without using your voice?',
      ],
      '6to7': [
        'How can a face help to say something in sign language?',
        'Could we look up the sign for “I love you” together?',
      ],
    },
  },
  ru: {
    title: 'Папа учит язык жестов',
    beats: {
      who: 'четырёхлетняя Лиза, которая не слышит, и её папа',
      what: 'Лизин папа пошёл на курсы языка жестов, чтобы рассказывать дочке сказки руками.',
      feeling: 'старание, потом смешная путаница, потом близость и нежность',
      helped: 'сама Лиза, которая показала папе перепутанный знак',
      why: 'Язык жестов — настоящий язык рук, лица и тела, и неслышащие люди говорят на нём обо всём на свете.',
    },
    hook: 'Что могут сказать руки без единого звука?',
    bedtime: 'Засыпая, Лиза показывает папе последнее «спокойной ночи».',
    toddler: [
      { title: 'Привет, ручки', text: 'Лиза говорит руками. Машет-машет. Привет, папа!' },
      { title: 'Папа учится', text: 'Папа тоже учится. Ручки вверх, ручки вниз. Ой! Лиза смеётся.' },
      { title: 'Я тебя люблю', text: 'Папа показывает знак. Я тебя люблю! Лиза крепко обнимает папу.' },
    ],
    small: [
      {
        title: 'Лизины руки',
        text: 'Лизе четыре года, и она не слышит: её ушки не различают звуков. Поэтому она разговаривает руками, на языке жестов.',
      },
      {
        title: 'Папины уроки',
        text: 'Папа тоже хотел разговаривать с Лизой. Каждую неделю он ходил на занятия и тренировался на кухне. Но пальцы у него иногда путались.',
      },
      {
        title: 'Смешная путаница',
        text: 'Однажды вечером папа хотел показать «утка», а показал «носок»! Лиза засмеялась и поправила ему пальцы. И папа рассказал ей руками целую сказку.',
      },
      {
        title: 'А ты?',
        text: 'Теперь Лиза и папа каждый день болтают руками. А ты можешь помахать рукой «привет», как Лиза?',
      },
    ],
    arc: [
      {
        title: 'Глаза всё замечают',
        text: 'Лизе четыре года, и она с рождения не слышит. Ушки у неё не различают звуков, зато глаза замечают всё. В садике Лиза научилась разговаривать руками, на языке жестов.',
        beat: 'where',
      },
      {
        title: 'Сказки для Лизы',
        text: 'Папа умел показать только «привет» и «пока». А ему так хотелось рассказывать Лизе сказки! И он стал каждую неделю ходить на курсы языка жестов.',
        beat: 'problem',
      },
      {
        title: 'Пальцы путаются',
        text: 'Дома папа тренировался перед зеркалом. Однажды вечером он начал сказку про утку. Но пальцы запутались, и вместо утки получился носок! Лиза так хохотала, что скатилась с дивана.',
        beat: 'attempt',
      },
      {
        title: 'Разговор руками',
        text: 'Язык жестов — настоящий язык, со своими словами и правилами. Лицо тоже говорит: если поднять брови, получится вопрос. Руками и лицом Лиза может сказать что угодно.',
        beat: 'why',
      },
      {
        title: 'Маленькая учительница',
        text: 'И Лиза стала папиной учительницей. Она взяла его большие ладони в свои маленькие и показала знак «утка»: пальцы открываются и закрываются, как клюв. Папа медленно повторил.',
        beat: 'help',
      },
      {
        title: 'Вся сказка',
        text: 'И папа рассказал руками всю сказку про утку, от начала до конца. Его лицо удивлялось, зевало и радовалось вместе с уткой. А в конце он показал ещё один знак, и Лиза ответила тем же: я тебя люблю.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'жест',
      inText: 'жест',
      explanation: 'Движение рук или лица, которое что-то означает.',
    },
    whatHappened:
      'Папа четырёхлетней девочки, которая с рождения не слышит, пошёл на курсы языка жестов, чтобы рассказывать ей сказки руками. Когда он перепутал знак, дочка его поправила.',
    parent: {
      upto3: ['Помашешь рукой, как Лиза?', 'Обнимешь меня крепко-крепко, как Лиза?'],
      '4to5': [
        'Как думаешь, что почувствовала Лиза, когда папа показал «носок» вместо «утки»?',
        'А как можно сказать «привет» без голоса?',
      ],
      '6to7': [
        'Как лицо помогает разговаривать на языке жестов?',
        'Может, узнаем вместе, как показать руками «я тебя люблю»?',
      ],
    },
  },
};
