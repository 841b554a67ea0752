/** Told for children: the bundled news item of 06-13 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_13: ItemTales = {
  heroLooks:
    'a young black Labrador puppy with a shiny coat, floppy ears, a waggy tail and a little yellow training vest',
  draw: [
    { picture: '🐕‍🦺', en: ['pepper', 'puppy', 'dog'], ru: ['перчик', 'щен', 'собак'] },
    { picture: '⚽', en: ['ball'], ru: ['мяч'] },
    { picture: '👩', en: ['trainer', 'jess'], ru: ['дрессировщиц', 'женя', 'жени'] },
    { picture: '👨‍🦯', en: ['rami'], ru: ['рами'] },
    { picture: '🛣️', en: ['road', 'street', 'kerb'], ru: ['дорог', 'улиц', 'бордюр'] },
  ],
  en: {
    title: 'A puppy learns to be a guide dog',
    beats: {
      who: 'Pepper, a black puppy at a school for guide dogs, his trainer Jess and Mr Rami, a man who cannot see',
      what: 'Pepper kept pulling towards a ball across a busy road until Jess taught him the waiting game at every kerb; after a year he became Mr Rami’s guide dog.',
      feeling: 'excited and bouncy, then patient, then proud',
      helped: 'his trainer Jess, who practised stopping, sitting and waiting with him every day',
      why: 'A guide dog helps someone who cannot see, so it must stay calm and always stop at the kerb to show that a road is there.',
    },
    hook: 'Guess which puppy is going to school?',
    bedtime: 'Pepper snoozes by Mr Rami’s slippers.',
    toddler: [
      { title: 'A puppy', text: 'Here is Pepper, a little puppy. Woof, woof!' },
      { title: 'Stop!', text: 'A busy road. Stop, Pepper! Sit and wait.' },
      { title: 'Walk, walk', text: 'Now Pepper helps Mr Rami. Walk, walk, walk!' },
    ],
    small: [
      {
        title: 'Puppy school',
        text: 'Pepper is a puppy who goes to a special school. He is learning to be a guide dog, to help people who cannot see.',
      },
      {
        title: 'A ball!',
        text: 'On a busy street, Pepper saw a ball across the road and pulled hard. But a guide dog must always stop at the kerb!',
      },
      {
        title: 'Sit and wait',
        text: 'His trainer, Jess, practised with him every day: stop, sit, wait. Now Pepper walks Mr Rami to the park every morning.',
      },
      {
        title: 'Your turn',
        text: 'Pepper is so proud of his new job. What do you do before you cross a road?',
      },
    ],
    arc: [
      {
        title: 'A ball across the road',
        text: 'Pepper is a black puppy with a waggy tail, and he goes to a special school for guide dogs. One day, on a busy street, he spotted a red ball across the road. He pulled and pulled, right to the edge of the kerb.',
        beat: 'problem',
      },
      {
        title: 'A treat in a pocket',
        text: 'His trainer, Jess, stopped and held the lead firmly. She gave him a treat every time he looked at her. But the ball was more exciting than any treat.',
        beat: 'attempt',
      },
      {
        title: 'The waiting game',
        text: 'So Jess made up a game. At every kerb they stopped. “Sit,” she said, and Pepper sat. “Wait,” she said, and he waited. Each time he got a big “Good dog!”',
        beat: 'help',
      },
      {
        title: 'Why guide dogs stop',
        text: 'A guide dog helps someone who cannot see. It leads them around lampposts and puddles and always stops at the kerb, so its person knows a road is there. So it must stay calm, even near a bouncing ball.',
        beat: 'why',
      },
      {
        title: 'A new job',
        text: 'After a year of practice, Pepper finished school. Now he is the guide dog of Mr Rami, who cannot see. Every morning they walk to the park together, stopping at every kerb.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'kerb',
      inText: 'kerb',
      explanation: 'The edge of the pavement, where it steps down to the road.',
    },
    whatHappened:
      'A puppy training to be a guide dog kept pulling towards a ball across a busy road, until his trainer practised stopping and waiting at every kerb with him. A year later he became the guide dog of a man who cannot see.',
    parent: {
      upto3: ['Can you say woof, woof, like Pepper?', 'Can you sit and wait, like the puppy?'],
      '4to5': ['How do you think Pepper felt when he saw the ball?', 'What do you do before you cross a busy street?'],
      '6to7': [
        'Why do you think a guide dog must always stop at the kerb?',
        'Could you practise stop, look and listen together at the next road you cross?',
      ],
    },
  },
  ru: {
    title: 'Щенок учится быть собакой-поводырём',
    beats: {
      who: 'чёрный щенок Перчик из школы собак-поводырей, его дрессировщица Женя и Рами, который не видит',
      what: 'Перчик всё время тянул поводок к мячику через шумную дорогу, пока Женя не научила его игре в ожидание у каждого бордюра; через год он стал поводырём Рами.',
      feeling: 'азарт и непоседливость, потом терпение, потом гордость',
      helped: 'дрессировщица Женя, которая каждый день училась с ним останавливаться, садиться и ждать',
      why: 'Собака-поводырь помогает тому, кто не видит, поэтому она должна быть спокойной и всегда останавливаться у бордюра, показывая, что впереди дорога.',
    },
    hook: 'Угадай, какой щенок ходит в школу?',
    bedtime: 'У тапочек Рами сладко сопит Перчик.',
    toddler: [
      { title: 'Щенок', text: 'Вот Перчик, маленький щенок. Гав-гав!' },
      { title: 'Стоп!', text: 'Шумная дорога. Стоп, Перчик! Сидим и ждём.' },
      { title: 'Идём', text: 'Теперь Перчик помогает Рами. Топ, топ, топ!' },
    ],
    small: [
      {
        title: 'Школа для щенков',
        text: 'Перчик — щенок, который ходит в особую школу. Он учится быть собакой-поводырём, чтобы помогать людям, которые не видят.',
      },
      {
        title: 'Мячик!',
        text: 'На шумной улице Перчик увидел мячик на другой стороне дороги и сильно потянул. Но поводырь всегда должен останавливаться у бордюра!',
      },
      {
        title: 'Сидеть и ждать',
        text: 'Его дрессировщица Женя занималась с ним каждый день: стоп, сидеть, ждать. Теперь Перчик каждое утро водит Рами в парк.',
      },
      {
        title: 'А ты?',
        text: 'Перчик так гордится своей новой работой! А что ты делаешь, прежде чем перейти дорогу?',
      },
    ],
    arc: [
      {
        title: 'Мячик через дорогу',
        text: 'Перчик — чёрный щенок с весёлым хвостом, и он ходит в особую школу для собак-поводырей. Однажды на шумной улице он заметил на другой стороне дороги красный мячик. Перчик тянул и тянул, до самого края бордюра.',
        beat: 'problem',
      },
      {
        title: 'Лакомство в кармане',
        text: 'Его дрессировщица Женя остановилась и крепко держала поводок. Она давала ему лакомство каждый раз, когда он на неё смотрел. Но мячик был интереснее любого лакомства.',
        beat: 'attempt',
      },
      {
        title: 'Игра в ожидание',
        text: 'Тогда Женя придумала игру. У каждого бордюра они останавливались. «Сидеть», — говорила она, и Перчик садился. «Ждать», — и он ждал. И каждый раз слышал: «Молодец!»',
        beat: 'help',
      },
      {
        title: 'Зачем поводырь останавливается',
        text: 'Собака-поводырь помогает человеку, который не видит. Она обходит с ним столбы и лужи и всегда останавливается у бордюра, чтобы он знал: впереди дорога. Поэтому поводырь должен быть спокойным, даже когда рядом прыгает мячик.',
        beat: 'why',
      },
      {
        title: 'Новая работа',
        text: 'После года учёбы Перчик закончил школу. Теперь он поводырь у Рами, который не видит. Каждое утро они вместе ходят в парк и останавливаются у каждого бордюра.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'бордюр',
      inText: 'бордюра',
      explanation: 'Край тротуара, где он спускается к дороге.',
    },
    whatHappened:
      'Щенок, который учился на собаку-поводыря, всё время тянул к мячику через шумную дорогу, пока дрессировщица не стала каждый день учить его останавливаться и ждать у бордюра. Через год он стал поводырём человека, который не видит.',
    parent: {
      upto3: ['Скажем вместе «гав-гав», как Перчик?', 'Посидим и подождём, как щенок?'],
      '4to5': [
        'Как думаешь, что почувствовал Перчик, когда увидел мячик?',
        'А что ты делаешь, прежде чем перейти шумную улицу?',
      ],
      '6to7': [
        'Как думаешь, почему собака-поводырь всегда останавливается у бордюра?',
        'Может, потренируетесь вместе у ближайшей дороги: остановиться, посмотреть и послушать?',
      ],
    },
  },
};
