/** Told for children: the bundled news item of 12-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_01: ItemTales = {
  heroLooks:
    'a small boy with rosy cheeks, a green knitted hat with a pom-pom, a long red-and-white striped scarf and a blue coat',
  draw: [
    { picture: '👦', en: ['tim'], ru: ['тём'] },
    { picture: '🎄', en: ['tree'], ru: ['ёлк'] },
    { picture: '💡', en: ['light', 'bulb'], ru: ['огон', 'лампоч'] },
    { picture: '⭐', en: ['star'], ru: ['звезд'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🎶', en: ['sing', 'song'], ru: ['поют', 'пели', 'песн'] },
  ],
  en: {
    title: 'The city lights its tree',
    beats: {
      who: "a big city and its children's choir, with a boy called Tim singing in it",
      what: 'In its main square, the city lit a tall holiday tree with a thousand lights, while children sang and the lights came on one by one.',
      feeling: 'cold and excited, then full of wonder',
      helped: null,
      why: 'In winter the evenings are long and dark, so a bright tree in the main square gives the whole city a place to meet and feel cheerful.',
    },
    hook: 'Tonight a giant tree lights up the square.',
    bedtime: 'The big tree shines on while everyone sleeps.',
    toddler: [
      { title: 'A big tree', text: 'Wow, a big, big tree! Tall, tall, up to the sky. Snow on the branches.' },
      { title: 'Blink, blink', text: 'La, la, la! The children sing. Blink! One light. Blink, blink! Two lights.' },
      { title: 'So many lights', text: 'Lights, lights, so many lights! A star on top. Oooh!' },
    ],
    small: [
      {
        title: 'The main square',
        text: "In a big city, a tall fir tree stood in the main square. It was dark and snowy, and everyone was waiting. Tim stood with the children's choir, his nose red with cold.",
      },
      {
        title: 'One by one',
        text: 'The children began to sing. As they sang, the lights on the tree came on one by one, from bottom to top. Blink, blink, blink!',
      },
      {
        title: 'A thousand lights',
        text: 'Soon a thousand lights were shining, and a golden star glowed at the very top. Tim forgot all about his cold nose. What colour lights would you put on a tree?',
      },
    ],
    arc: [
      {
        title: 'The city square',
        text: "In the middle of a big city there is a main square. One winter evening, a tall fir tree stood there, covered in snow and in a thousand little light bulbs, all switched off. The whole city came to see the tree light up. Tim sang in the children's choir. It was dark and cold, and his toes were freezing in his boots.",
        beat: 'problem',
      },
      {
        title: 'The first song',
        text: 'The choir began to sing. Tim stamped his feet to keep warm and sang as loud as he could. But the tree stayed dark. Was something wrong?',
        beat: 'attempt',
      },
      {
        title: 'One light, then another',
        text: 'Then, at the bottom of the tree, one little light came on. Then another, and another! As the children sang, the lights climbed up the tree, one by one.',
        beat: 'help',
      },
      {
        title: 'Lights in the dark',
        text: 'In winter the sun sets early, and the evenings are long and dark. A bright tree in the main square gives the whole city a cheerful place to meet. The little bulbs hang on long wires, and electricity runs along them to make each one glow.',
        beat: 'why',
      },
      {
        title: 'A star on top',
        text: 'At the end of the last song, the golden star on top lit up. A thousand lights were shining! Everyone in the square clapped, and Tim forgot about his cold toes.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'square',
      inText: 'square',
      explanation: 'An open place in the middle of a town where people meet.',
    },
    whatHappened:
      'A big city lit a tall holiday tree with a thousand lights in its main square. Children sang songs while the lights came on one by one.',
    parent: {
      upto3: ['Can you point to the star on top of the tree?', 'Can you count the lights with me?'],
      '4to5': ['How do you think Tim felt when the lights came on?', 'What makes you feel warm on a cold day?'],
      '6to7': [
        'Why do you think people light up trees and windows in the darkest time of the year?',
        'Could you go for an evening walk together and count the lit-up trees and windows you see?',
      ],
    },
  },
  ru: {
    title: 'Город зажёг ёлку',
    beats: {
      who: 'большой город и детский хор, в котором поёт мальчик Тёма',
      what: 'На главной площади город зажёг высокую праздничную ёлку с тысячей огоньков, а дети пели, пока огоньки загорались один за другим.',
      feeling: 'сначала холодно и волнительно, потом восхищение',
      helped: null,
      why: 'Зимой вечера длинные и тёмные, и яркая ёлка на главной площади собирает весь город вместе и поднимает настроение.',
    },
    hook: 'На площади зажглась огромная ёлка.',
    bedtime: 'Ёлка светит, пока все спят.',
    toddler: [
      { title: 'Ёлка', text: 'Ух, какая большая-большая ёлка! Высокая-высокая, до неба. Снег на ветках.' },
      { title: 'Миг-миг', text: 'Тра-ля-ля! Дети поют. Мигает огонёк: миг-миг! Ещё огонёк! И ещё!' },
      { title: 'Огоньки', text: 'Огоньки, огоньки, сколько огоньков! Наверху звезда. Ах!' },
    ],
    small: [
      {
        title: 'Главная площадь',
        text: 'В большом городе на главной площади стояла высокая ёлка. Было темно и снежно, и все чего-то ждали. Тёма стоял вместе с детским хором, нос у него покраснел от мороза.',
      },
      {
        title: 'Один за другим',
        text: 'Дети запели. И пока они пели, на ёлке загорались огоньки — один за другим, снизу доверху. Миг, миг, миг!',
      },
      {
        title: 'Тысяча огоньков',
        text: 'Скоро засияла тысяча огоньков, а на самой верхушке загорелась золотая звезда. Тёма даже забыл про замёрзший нос. А какие огоньки ты повесишь на свою ёлку?',
      },
    ],
    arc: [
      {
        title: 'Площадь в центре',
        text: 'В центре большого города есть главная площадь. Однажды зимним вечером там встала высокая ёлка — вся в снегу и в тысяче маленьких лампочек, пока ещё тёмных. Весь город пришёл посмотреть, как зажгут ёлку. Тёма пел в детском хоре. Было темно и холодно, и пальцы на ногах совсем замёрзли.',
        beat: 'problem',
      },
      {
        title: 'Первая песня',
        text: 'Хор запел. Тёма притопывал, чтобы согреться, и пел изо всех сил. Но ёлка стояла тёмная. Неужели что-то не так?',
        beat: 'attempt',
      },
      {
        title: 'Огонёк за огоньком',
        text: 'И вдруг внизу, у самых нижних веток, зажёгся один огонёк. Потом ещё один, и ещё! Пока дети пели, огоньки поднимались по ёлке всё выше и выше.',
        beat: 'help',
      },
      {
        title: 'Огоньки в темноте',
        text: 'Зимой солнце садится рано, и вечера длинные и тёмные. Яркая ёлка на главной площади собирает весь город вместе. Лампочки висят на длинных проводах, а по проводам бежит электричество, и каждая лампочка светится.',
        beat: 'why',
      },
      {
        title: 'Звезда на макушке',
        text: 'С последней нотой загорелась золотая звезда на макушке. Сияла тысяча огоньков! Все на площади захлопали, а Тёма забыл про замёрзшие пальцы.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'площадь',
      inText: 'площади',
      explanation: 'Большое открытое место в городе, где собираются люди.',
    },
    whatHappened:
      'Большой город зажёг на главной площади высокую праздничную ёлку с тысячей огоньков. Дети пели песни, пока огоньки загорались один за другим.',
    parent: {
      upto3: ['Покажешь звезду наверху?', 'Посчитаем вместе огоньки?'],
      '4to5': [
        'Как думаешь, что почувствовал Тёма, когда загорелись огоньки?',
        'А что тебя согревает в холодный день?',
      ],
      '6to7': [
        'Как думаешь, почему люди зажигают огни в самое тёмное время года?',
        'Может, прогуляетесь вечером вместе и посчитаете, сколько светящихся ёлок и окон увидите?',
      ],
    },
  },
};
