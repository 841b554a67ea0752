/** Told for children: the bundled news item of 09-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_08: ItemTales = {
  heroLooks: 'a little round hedgehog with soft brown prickles, a pointed pink nose, shiny black eyes and tiny paws',
  draw: [
    { picture: '🦔', en: ['hedgehog', 'conker'], ru: ['ёжик', 'ежик', 'фырчик', 'ежин'] },
    { picture: '🧑‍⚕️', en: ['vet'], ru: ['ветеринар'] },
    { picture: '📦', en: ['box'], ru: ['коробк'] },
    { picture: '👧', en: ['girl'], ru: ['девочк'] },
    { picture: '🌿', en: ['bush'], ru: ['куст'] },
    { picture: '🪲', en: ['beetle'], ru: ['жук'] },
    { picture: '🍂', en: ['leaves'], ru: ['листь'] },
  ],
  en: {
    title: 'A hedgehog hospital',
    beats: {
      who: 'Conker, a little hedgehog at a hedgehog hospital in a village by the forest',
      what: 'He got better and went back home to the garden.',
      feeling: 'tired and weak at first, then lively and glad to be home',
      helped: 'the vets, who gave him good food and a warm box to sleep in',
      why: 'Hedgehogs sleep all winter on the fat they store in autumn, so a thin hedgehog needs to grow round before the cold comes.',
    },
    hook: 'A prickly little friend needed some help.',
    bedtime: 'The little hedgehog curls up under a bush.',
    toddler: [
      { title: 'Prickly', text: 'A little hedgehog. Prickly, prickly! Snuffle, snuffle, snuffle.' },
      { title: 'A warm box', text: 'Yummy food. A warm box. Sleep, little hedgehog, sleep.' },
      { title: 'Home!', text: 'Now he is well. Off he goes! Trot, trot, trot, home to the garden.' },
    ],
    small: [
      {
        title: 'A tired hedgehog',
        text: 'In a village by the forest, someone found a little hedgehog called Conker. He was thin and very tired. He was taken to a hedgehog hospital.',
      },
      {
        title: 'The vets',
        text: 'The vets gave him good food and a warm box with soft hay to sleep in. Conker munched and snoozed, munched and snoozed, and grew rounder every day.',
      },
      {
        title: 'Home again',
        text: 'At last Conker was well! He went back home to his garden and trotted off under a bush, snuffle, snuffle. How do you think he felt to be home?',
      },
    ],
    arc: [
      {
        title: 'The hedgehog hospital',
        text: 'In a village at the edge of a forest there is a hedgehog hospital. The vets there look after hedgehogs who are poorly, tired or too small. One day a girl brought in a little hedgehog she had found in her garden, curled up alone. He was thin and sleepy, and his prickles looked dull. The vets called him Conker.',
        beat: 'problem',
      },
      {
        title: 'Conker tries',
        text: 'Conker sniffed the air, snuffle, snuffle, but he was too tired to eat. He rolled into a tight, prickly ball and hid his nose.',
        beat: 'attempt',
      },
      {
        title: 'The vets help',
        text: 'The vets gave him good food and a warm box with soft hay to sleep in. Every day they weighed him on a tiny scale, and little by little Conker grew rounder and livelier.',
        beat: 'help',
      },
      {
        title: 'Going home',
        text: 'At last Conker was well again. The girl carried him back to her garden, and he trotted off under a big bush, snuffling for beetles.',
        beat: 'resolution',
      },
      {
        title: 'Why a hedgehog must be round',
        text: 'Hedgehogs sleep all winter in a cosy nest of leaves, living on the fat they stored up in autumn. That is why a hedgehog needs to be round and heavy before the cold comes. Now Conker is ready for his long winter sleep.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'vet',
      inText: 'vets',
      explanation: 'A doctor who looks after animals when they are poorly.',
    },
    whatHappened:
      'A little hedgehog got better at a hedgehog hospital in a village and went back home to the garden. Vets gave him good food and a warm box to sleep in.',
    parent: {
      upto3: ['Can you find the little hedgehog?', 'Where is the warm box?'],
      '4to5': [
        'How do you think Conker felt when he went back to his garden?',
        'What makes you feel better when you are poorly?',
      ],
      '6to7': [
        'Why do you think hedgehogs need to eat a lot in autumn?',
        'Could you leave a little pile of leaves in a corner of a garden or park together, as a hedgehog’s winter bed?',
      ],
    },
  },
  ru: {
    title: 'Больница для ёжиков',
    beats: {
      who: 'маленький ёжик Фырчик в ежиной больнице в деревне у леса',
      what: 'Фырчик выздоровел и вернулся домой в сад.',
      feeling: 'сначала усталость и слабость, потом бодрость и радость, что он снова дома',
      helped: 'ветеринары, которые кормили его и уложили спать в тёплую коробку',
      why: 'Зимой ёжики спят и живут запасом жира, поэтому худенькому ёжику надо до холодов стать круглым.',
    },
    hook: 'Колючему малышу понадобилась помощь.',
    bedtime: 'Ёжик свернулся клубком под кустом в саду.',
    toddler: [
      { title: 'Ёжик', text: 'Маленький ёжик. Колючий, колючий! Фыр-фыр-фыр.' },
      { title: 'Тёплая коробка', text: 'Вкусная еда. Тёплая коробка. Спи, ёжик, спи.' },
      { title: 'Домой!', text: 'Ёжик здоров. Топ-топ-топ — домой, в сад!' },
    ],
    small: [
      {
        title: 'Усталый ёжик',
        text: 'В деревне у леса нашли маленького ёжика Фырчика. Он сидел один, свернувшись клубком, худой и очень усталый. Его отнесли в ежиную больницу.',
      },
      {
        title: 'Ветеринары',
        text: 'Ветеринары кормили его вкусной едой и уложили спать в тёплую коробку с мягким сеном. Фырчик ел и спал, ел и спал и с каждым днём становился круглее.',
      },
      {
        title: 'Снова дома',
        text: 'И вот Фырчик выздоровел! Он вернулся домой, в свой сад, и потопал под куст: фыр-фыр. Как думаешь, радуется Фырчик, что он снова дома?',
      },
    ],
    arc: [
      {
        title: 'Ежиная больница',
        text: 'В деревне на краю леса есть ежиная больница. Ветеринары там заботятся о ёжиках, которые заболели, устали или слишком малы. Однажды девочка принесла туда маленького ёжика: она нашла его в своём саду, одного, свернувшегося клубком. Он был худой и сонный, а иголки у него потускнели. Ветеринары назвали его Фырчиком.',
        beat: 'problem',
      },
      {
        title: 'Фырчик пробует',
        text: 'Фырчик понюхал воздух — фыр-фыр, — но есть у него не было сил. Он свернулся в тугой колючий клубок и спрятал нос.',
        beat: 'attempt',
      },
      {
        title: 'Ветеринары помогают',
        text: 'Ветеринары давали ему вкусную еду и уложили спать в тёплую коробку с мягким сеном. Каждый день его взвешивали на крошечных весах, и понемногу Фырчик становился круглее и бодрее.',
        beat: 'help',
      },
      {
        title: 'Домой, в сад',
        text: 'Наконец Фырчик выздоровел. Девочка отнесла его обратно в сад, и он деловито потопал под куст искать жуков.',
        beat: 'resolution',
      },
      {
        title: 'Зачем ёжику быть круглым',
        text: 'Всю зиму ёжики спят в уютном гнезде из листьев и живут запасом жира, который накопили осенью. Поэтому до холодов ёжику надо стать круглым и тяжёлым. Теперь Фырчик готов к долгому зимнему сну.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'ветеринар',
      inText: 'ветеринары',
      explanation: 'Доктор, который лечит животных.',
    },
    whatHappened:
      'Маленький ёжик выздоровел в ежиной больнице в деревне и вернулся домой в сад. Ветеринары кормили его и уложили спать в тёплую коробку.',
    parent: {
      upto3: ['Покажешь, где у ёжика носик?', 'Где тёплая коробка?'],
      '4to5': [
        'Как думаешь, что почувствовал Фырчик, когда вернулся в свой сад?',
        'А что помогает тебе, когда ты болеешь?',
      ],
      '6to7': [
        'Как думаешь, зачем ёжикам осенью так много есть?',
        'Может, оставите вместе кучку листьев в уголке сада или парка — ёжику для зимней спальни?',
      ],
    },
  },
};
