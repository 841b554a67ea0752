/** Told for children: the bundled news item of 10-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_15: ItemTales = {
  heroLooks: 'a girl of six with a short black bob, a yellow jacket and red wellies',
  draw: [
    { picture: '👧', en: ['mei', 'girl'], ru: ['ник'] },
    { picture: '🎈', en: ['balloon'], ru: ['шар'] },
    { picture: '👩', en: ['aunt'], ru: ['тёт'] },
  ],
  en: {
    title: 'A weather balloon goes up',
    beats: {
      who: 'Mei, a girl of six, and her aunt Lin, who works at a weather station',
      what: 'Mei helped to let a big white weather balloon go, and its little box sent messages about the air all the way up.',
      feeling: 'excited, then unsure about letting go, then proud',
      helped: 'Aunt Lin, who showed her the little box of instruments under the balloon',
      why: 'People all over the world let these balloons go at the same moment, and what their boxes measure high up helps forecasters say what tomorrow will be like.',
    },
    hook: 'Why would anyone let a balloon go?',
    bedtime: 'Mei’s balloon drifts high above her dreams.',
    toddler: [
      { title: 'Big balloon', text: 'Look! A big white balloon. Bob, bob, bob.' },
      { title: 'One, two, three', text: 'Mei holds on tight. One, two, three… let go!' },
      { title: 'Up, up', text: 'Up, up, up it goes! Bye-bye, balloon!' },
    ],
    small: [
      {
        title: 'A big white balloon',
        text: 'Mei visited her aunt Lin at the weather station. Today Mei could help to send a big white balloon up into the sky!',
      },
      {
        title: 'Do not go!',
        text: 'The balloon tugged at its string like a puppy. Mei held on tight. If she let go, would it be lost forever?',
      },
      {
        title: 'Messages from the sky',
        text: 'Aunt Lin showed her the little box hanging underneath. It would send messages about the air all the way up. So Mei counted to three and let go!',
      },
      {
        title: 'And you?',
        text: 'The balloon rose until it was a tiny white dot. What do you think it could see from up there?',
      },
    ],
    arc: [
      {
        title: 'A little house in a field',
        text: 'Mei’s aunt Lin works at a weather station, a little white house in a wide field full of instruments. Twice a day, at exactly the same time, she sends a big white balloon up into the sky. Today Mei came to help.',
      },
      {
        title: 'Tugging like a puppy',
        text: 'The balloon was as tall as Aunt Lin and tugged at its string like a puppy on a lead. A little orange box hung underneath. Mei frowned. If they let it go, would it be lost forever?',
      },
      {
        title: 'Holding on',
        text: 'So Mei held the string with both hands. She did not want to let go. The balloon bobbed and pulled.',
      },
      {
        title: 'The little box',
        text: 'Aunt Lin knelt beside her and showed her the little box. It has tiny instruments inside, she said, and a radio that talks to the computer all the way up.',
      },
      {
        title: 'Messages from the sky',
        text: 'Mei counted: one, two, three! She opened her hands, and up it went, higher and higher, until it was a tiny white dot. Soon numbers began to appear on the computer: messages from the sky.',
      },
      {
        title: 'All at the same moment',
        text: 'Aunt Lin said people all over the world let balloons go at the same moment. Their boxes measure how warm and damp the air is, high above us. That helps forecasters say what tomorrow will be like.',
      },
    ],
    footnote: {
      word: 'weather station',
      inText: 'weather station',
      explanation: 'A place with instruments that measure the air, so people can say what tomorrow will be like.',
    },
    whatHappened:
      'Weather stations all over the world let balloons go at the same times every day; a small box under each one measures the air and radios the numbers back. A girl helped her aunt let one go.',
    parent: {
      upto3: ['Can you find the big white balloon?', 'Can you count to three and let go, like Mei?'],
      '4to5': [
        'How do you think Mei felt when she had to let go?',
        'How do you think Mei felt when the balloon became a tiny white dot?',
      ],
      '6to7': [
        'Why do people all over the world let balloons go at the same moment?',
        'Could we find out what tomorrow is meant to be like, and check if it comes true?',
      ],
    },
  },
  ru: {
    title: 'Метеозонд улетает в небо',
    beats: {
      who: 'шестилетняя Ника и её тётя Лена, которая работает на метеостанции',
      what: 'Ника помогла запустить большой белый шар-зонд, и его коробочка всю дорогу вверх присылала вести о воздухе.',
      feeling: 'радость, потом сомнение, стоит ли отпускать, потом гордость',
      helped: 'тётя Лена, которая показала коробочку с приборами под шаром',
      why: 'Люди по всему миру запускают такие шары в одну и ту же минуту, и то, что измеряют их коробочки, помогает узнать, каким будет завтрашний день.',
    },
    hook: 'Зачем отпускать воздушный шар нарочно?',
    bedtime: 'Никин шар плывёт высоко над её снами.',
    toddler: [
      { title: 'Большой шар', text: 'Смотри! Большой белый шар. Качается, качается.' },
      { title: 'Раз, два, три', text: 'Ника крепко держит. Раз, два, три… отпускай!' },
      { title: 'Вверх, вверх', text: 'Вверх, вверх, вверх! Пока-пока, шарик!' },
    ],
    small: [
      {
        title: 'Большой белый шар',
        text: 'Ника приехала в гости к тёте Лене, которая работает на метеостанции. Сегодня Нике разрешили помочь запустить в небо большой белый шар!',
      },
      {
        title: 'Не улетай!',
        text: 'Шар тянул верёвку, как щенок поводок. Ника крепко держала. Если отпустить, он же потеряется навсегда?',
      },
      {
        title: 'Вести с неба',
        text: 'Тётя Лена показала ей маленькую коробочку под шаром. Всю дорогу вверх она будет присылать вести о воздухе. И Ника сосчитала до трёх и отпустила!',
      },
      {
        title: 'А ты?',
        text: 'Шар поднимался, пока не стал крошечной белой точкой. А как думаешь, что видно оттуда, сверху?',
      },
    ],
    arc: [
      {
        title: 'Домик в поле',
        text: 'Тётя Лена работает на метеостанции — в белом домике посреди широкого поля, полного приборов. Два раза в день, в одно и то же время, она запускает в небо большой белый шар. Сегодня Ника приехала помогать.',
      },
      {
        title: 'Шар тянет',
        text: 'Шар был ростом с тётю Лену и тянул верёвку, как щенок поводок. Снизу висела маленькая оранжевая коробочка. Ника нахмурилась. Если его отпустить, он же потеряется навсегда?',
      },
      {
        title: 'Держу крепко',
        text: 'И Ника вцепилась в верёвку обеими руками. Отпускать совсем не хотелось. Шар покачивался и рвался вверх.',
      },
      {
        title: 'Коробочка',
        text: 'Тётя Лена присела рядом и показала коробочку. Внутри крошечные приборы и радио, сказала она, и всю дорогу вверх они будут разговаривать с компьютером.',
      },
      {
        title: 'Вести с неба',
        text: 'Ника сосчитала: раз, два, три! Она разжала руки, и шар полетел выше и выше, пока не стал крошечной белой точкой. Скоро на компьютере побежали цифры — вести с неба.',
      },
      {
        title: 'Все вместе',
        text: 'Тётя Лена сказала, что люди по всему миру отпускают такие шары в одну и ту же минуту. Коробочки измеряют, насколько тёплый и влажный воздух высоко над нами. Так синоптики узнают, каким будет завтрашний день.',
      },
    ],
    footnote: {
      word: 'метеостанция',
      inText: 'метеостанции',
      explanation: 'Место с приборами, которые измеряют воздух, чтобы узнать, каким будет завтрашний день.',
    },
    whatHappened:
      'Метеостанции по всему миру каждый день в одно и то же время запускают шары-зонды; коробочка под шаром измеряет воздух и посылает цифры по радио. Девочка помогла своей тёте запустить такой шар.',
    parent: {
      upto3: ['Покажешь большой белый шар?', 'Посчитаем: раз, два, три — и отпустим, как Ника?'],
      '4to5': [
        'Как думаешь, что почувствовала Ника, когда нужно было отпустить шар?',
        'А что почувствовала Ника, когда шар стал крошечной точкой?',
      ],
      '6to7': [
        'Зачем люди по всему миру отпускают шары в одну и ту же минуту?',
        'Может, узнаем вместе, каким обещают завтрашний день, и проверим?',
      ],
    },
  },
};
