/** Told for children: the bundled news item of 09-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_01: ItemTales = {
  heroLooks: 'a small boy with messy fair hair, a big blue backpack with a yellow star on it and new red shoes',
  draw: [
    { picture: '👦', en: ['ben'], ru: ['ваня', 'ване', 'ваню'] },
    { picture: '🎒', en: ['backpack'], ru: ['рюкзак'] },
    { picture: '🏫', en: ['school'], ru: ['школ'] },
    { picture: '🧑‍🏫', en: ['teacher'], ru: ['учител'] },
    { picture: '💐', en: ['flower'], ru: ['цвет'] },
    { picture: '📚', en: ['book'], ru: ['книг', 'книжк'] },
    { picture: '🦊', en: ['fox'], ru: ['лисён', 'лисят'] },
  ],
  en: {
    title: 'The first day of school',
    beats: {
      who: 'many little children all over the country, among them Ben with his big blue backpack',
      what: 'They went to school for the very first time, and their teachers met them with flowers and bright new books.',
      feeling: 'shy and a little wobbly at first, then happy and proud',
      helped: 'the teachers, who welcomed the children with flowers and new books',
      why: 'At school, teachers help children learn to read, write and count, a little every day.',
    },
    hook: 'Someone has a brand-new backpack today!',
    bedtime: 'The big blue backpack waits by the bed.',
    toddler: [
      { title: 'Backpack', text: 'Here is a backpack. A big blue backpack! Off to school we go.' },
      {
        title: 'Flowers and books',
        text: 'Look, a teacher! A flower, a book. Thank you, thank you!',
      },
      { title: 'New friends', text: 'Sit, sit, sit. New friends all around. Clap, clap, clap!' },
    ],
    small: [
      {
        title: 'The first morning',
        text: 'All over the country, many little children went to school for the very first time. Ben put on his big blue backpack and held Mum’s hand tight.',
      },
      {
        title: 'Flowers and books',
        text: 'At the door, the teachers were waiting with flowers and bright new books. Ben’s teacher smiled and gave him a book with a fox on the cover.',
      },
      {
        title: 'A new friend',
        text: 'Ben felt shy at first. But then a girl called Mia sat next to him and said she liked foxes too! What would you like to learn at school?',
      },
    ],
    arc: [
      {
        title: 'A big new day',
        text: 'On the first day of September, many little children all over the country set off to school for the very first time. One of them was Ben, with a big blue backpack and new red shoes.',
      },
      {
        title: 'A wobbly tummy',
        text: 'At the school gate Ben stopped. The building was so big, and there were so many children he did not know! His tummy felt wobbly, and he held Mum’s hand tight.',
      },
      {
        title: 'One small step',
        text: 'He took one small step, then another. Inside the door he looked around for a quiet corner to hide his shy face.',
      },
      {
        title: 'A kind teacher',
        text: 'The teachers were waiting for the children with flowers and bright new books. Ben’s teacher knelt down beside him with a kind smile. She gave him a flower and a book with a fox on the cover, and said she was glad he had come.',
      },
      {
        title: 'A new friend',
        text: 'In the classroom Ben sat next to a girl called Mia, who had the same fox book. By lunchtime they were laughing together, and the school did not feel so big any more.',
      },
      {
        title: 'Why we go to school',
        text: 'At school, teachers help children learn to read, write and count, step by step, a little every day. Soon Ben will read the fox book all by himself, and one day he will read any book he likes.',
      },
    ],
    footnote: {
      word: 'teacher',
      inText: 'teachers',
      explanation: 'A grown-up at school who helps children learn to read, count and find out new things.',
    },
    whatHappened:
      'Many little children all over the country went to school for the very first time. Their teachers met them with flowers and bright new books.',
    parent: {
      upto3: ['Can you find the big blue backpack?', "Where is the teacher's flower?"],
      '4to5': [
        'How do you think Ben felt when Mia sat next to him?',
        'What helps you feel brave when you go somewhere new?',
      ],
      '6to7': [
        'Why do you think learning to read takes a little practice every day?',
        'Could you make a little book together, with pictures and a few words you can write yourself?',
      ],
    },
  },
  ru: {
    title: 'Первый день в школе',
    beats: {
      who: 'малыши по всей стране, и среди них Ваня с большим синим рюкзаком',
      what: 'Малыши впервые пошли в школу, а учителя встретили их цветами и яркими новыми книгами.',
      feeling: 'сначала робость и волнение, потом радость и гордость',
      helped: 'учителя, которые встретили детей цветами и новыми книгами',
      why: 'В школе учителя помогают детям научиться читать, писать и считать — понемногу каждый день.',
    },
    hook: 'У кого-то сегодня новый рюкзак!',
    bedtime: 'Новый рюкзак ждёт утра у кровати.',
    toddler: [
      { title: 'Рюкзак', text: 'Вот рюкзак. Большой синий рюкзак! Топ-топ — идём в школу.' },
      { title: 'Цветы и книжки', text: 'Смотри, учительница! Цветочек, книжка. Спасибо, спасибо!' },
      { title: 'Друзья', text: 'Сели за парты. Вокруг новые друзья. Хлоп, хлоп, хлоп!' },
    ],
    small: [
      {
        title: 'Первое утро',
        text: 'По всей стране малыши впервые пошли в школу. Ваня надел большой синий рюкзак и крепко взял маму за руку.',
      },
      {
        title: 'Цветы и книжки',
        text: 'У дверей их ждали учителя с цветами и яркими новыми книжками. Учительница улыбнулась Ване и протянула ему книжку с лисёнком на обложке.',
      },
      {
        title: 'Новая подружка',
        text: 'Сначала Ваня стеснялся. Но тут рядом с ним села девочка Маша и сказала, что тоже любит лисят! А чему тебе хочется научиться в школе?',
      },
    ],
    arc: [
      {
        title: 'Большой день',
        text: 'Первого сентября по всей стране малыши впервые пошли в школу. Среди них был и Ваня — с большим синим рюкзаком и в новых красных ботинках.',
      },
      {
        title: 'Ёкнуло сердечко',
        text: 'У школьных ворот Ваня остановился. Школа такая большая, а вокруг столько незнакомых ребят! Ваня покрепче сжал мамину руку.',
      },
      {
        title: 'Шаг за шагом',
        text: 'Он сделал один маленький шаг, потом ещё один. За дверью Ваня огляделся и стал искать тихий уголок, где можно спрятаться.',
      },
      {
        title: 'Добрая учительница',
        text: 'У дверей малышей встречали учителя с цветами и яркими новыми книжками. Ванина учительница присела рядом с ним и ласково улыбнулась. Она подарила ему цветок и книжку с лисёнком на обложке и сказала, что очень ему рада.',
      },
      {
        title: 'Новая подружка',
        text: 'В классе Ваня сел рядом с девочкой Машей — у неё была такая же книжка. К обеду они уже вместе смеялись, и школа больше не казалась огромной.',
      },
      {
        title: 'Зачем ходят в школу',
        text: 'В школе учителя помогают детям научиться читать, писать и считать — шаг за шагом, понемногу каждый день. Скоро Ваня сам прочитает книжку про лисёнка, а потом — любую книжку, какую захочет.',
      },
    ],
    footnote: {
      word: 'учитель',
      inText: 'учителя',
      explanation: 'Взрослый, который в школе объясняет детям новое и помогает им узнавать мир.',
    },
    whatHappened: 'Малыши по всей стране впервые пошли в школу. Учителя встретили их цветами и яркими новыми книгами.',
    parent: {
      upto3: ['Покажешь большой синий рюкзак?', 'Где учительница?'],
      '4to5': [
        'Как думаешь, что чувствовал Ваня у дверей школы?',
        'А что помогает тебе стать смелее, когда всё вокруг новое?',
      ],
      '6to7': [
        'Как думаешь, почему научиться читать получается не сразу, а понемногу каждый день?',
        'Может, сделаете вместе маленькую книжку с картинками и парой слов, которые получится написать самим?',
      ],
    },
  },
};
