/** Told for children: the bundled news item of 09-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_04: ItemTales = {
  heroLooks: 'a boy of six with curly black hair, big brown eyes and striped blue pyjamas',
  draw: [
    { picture: '👦', en: ['amir', 'boy'], ru: ['миш'] },
    { picture: '🌕', en: ['moon'], ru: ['луна', 'луну', 'луне'] },
    { picture: '👩', en: ['mum'], ru: ['мам'] },
  ],
  en: {
    title: 'The night the Moon turned red',
    beats: {
      who: 'Amir, a boy of six, and his mum on their balcony',
      what: 'In a lunar eclipse the Earth’s shadow slid across the full Moon and turned it a soft copper red, and then the silver Moon came back.',
      feeling: 'puzzled, a little worried, then amazed',
      helped: 'his mum, who showed him the shadow with a torch, an orange and a ball',
      why: 'When the Earth passes right between the Sun and the Moon, the Earth’s shadow falls on the Moon.',
    },
    hook: 'What made the silver Moon turn red?',
    bedtime: 'The silver Moon shines again over Amir’s balcony.',
    toddler: [
      { title: 'Big round Moon', text: 'Look! A big round Moon. Silver, silver. Amir and Mum say hello.' },
      { title: 'A dark bite', text: 'Oh! A dark bite. Bigger, bigger. Now the Moon is red!' },
      { title: 'Back again', text: 'Slowly, slowly, the silver comes back. Hello again, Moon!' },
    ],
    small: [
      {
        title: 'Up late',
        text: 'Amir was allowed to stay up late, because something special was going to happen to the Moon. He sat on the balcony with Mum and a cup of cocoa.',
      },
      {
        title: 'Where is it going?',
        text: 'Slowly, a dark shadow crept over the bright round Moon. Amir held Mum’s hand. Was the Moon going away?',
      },
      {
        title: 'A red Moon',
        text: 'Then the whole Moon glowed a soft copper red, like a lantern. Mum smiled and said it was an eclipse: the Earth’s shadow on the Moon. Later, the silver came back.',
      },
      {
        title: 'And you?',
        text: 'Amir waved to the silver Moon before bed. Would you like to look at the Moon with a grown-up tonight?',
      },
    ],
    arc: [
      {
        title: 'A special night',
        text: 'Amir was allowed to stay up late tonight. He and Mum sat on the balcony, wrapped in one big blanket. The full Moon hung over the roofs, round and silver. Then Amir saw a dark edge creeping across it. “Mum, something is nibbling the Moon!”',
        beat: 'problem',
      },
      {
        title: 'Puff, puff',
        text: 'Amir blew at the sky as hard as he could, to puff the shadow away. He even shone his torch at it. But the dark part only grew, until it covered the whole Moon.',
        beat: 'attempt',
      },
      {
        title: 'A torch and an orange',
        text: 'Mum took him to the kitchen table. She switched on the torch and held up an orange. The torch was the Sun, the orange was the Earth, and Amir’s little ball was the Moon. When he moved the ball behind the orange, it went dark.',
        beat: 'help',
      },
      {
        title: 'The Earth’s shadow',
        text: 'So that was it! Tonight the Sun, the Earth and the Moon stood in one straight line. The Earth was in the middle, and its shadow fell on the Moon. Grown-ups call this an eclipse.',
        beat: 'why',
      },
      {
        title: 'A lantern in the sky',
        text: 'Back on the balcony, the Moon was not gone at all. It glowed a soft copper red, like a lantern. Bit by bit the shadow slid away, and the silver Moon was back. Amir waved to it.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'eclipse',
      inText: 'eclipse',
      explanation: 'When something in the sky hides another thing, or covers it with its shadow.',
    },
    whatHappened:
      'In a total lunar eclipse the full Moon moves into the Earth’s shadow and glows a coppery red for a while. A boy watched one from his balcony with his mum, who showed him how it works with a torch and an orange.',
    parent: {
      upto3: ['Can you show me the big round Moon?', 'What colour did the Moon turn?'],
      '4to5': [
        'How do you think Amir felt when the shadow crept over the Moon?',
        'What would you like to do if you could stay up late one night?',
      ],
      '6to7': [
        'Why do you think the Earth’s shadow falls on the Moon only sometimes?',
        'Could we make an eclipse at home with a torch and an orange?',
      ],
    },
  },
  ru: {
    title: 'Ночь, когда Луна стала красной',
    beats: {
      who: 'шестилетний Миша и его мама на балконе',
      what: 'Во время лунного затмения тень Земли наползла на полную Луну и окрасила её в мягкий медный цвет, а потом Луна снова стала серебристой.',
      feeling: 'удивление, немного тревоги, потом восторг',
      helped: 'мама, которая показала тень с фонариком, апельсином и мячиком',
      why: 'Когда Земля оказывается точно между Солнцем и Луной, её тень падает на Луну.',
    },
    hook: 'Отчего серебристая Луна вдруг покраснела?',
    bedtime: 'Над балконом Миши снова сияет серебристая Луна.',
    toddler: [
      { title: 'Большая Луна', text: 'Смотри! Большая круглая Луна. Светит-светит. Миша и мама говорят: «Привет!»' },
      { title: 'Тёмный краешек', text: 'Ой! Тёмный краешек. Больше, больше. Луна стала красная!' },
      { title: 'Снова привет', text: 'Тихо-тихо вернулось серебро. Здравствуй снова, Луна!' },
    ],
    small: [
      {
        title: 'Не спать допоздна',
        text: 'Мише разрешили не ложиться допоздна: сегодня с Луной должно было случиться что-то особенное. Он сидел с мамой на балконе и пил какао.',
      },
      {
        title: 'Куда она уходит?',
        text: 'Медленно-медленно на яркую круглую Луну наползла тёмная тень. Миша взял маму за руку. Неужели Луна уходит?',
      },
      {
        title: 'Красная Луна',
        text: 'А потом вся Луна засветилась мягким медным светом, как фонарик. Мама улыбнулась и сказала, что это затмение: тень Земли легла на Луну. Скоро серебро вернулось.',
      },
      {
        title: 'А ты?',
        text: 'Перед сном Миша помахал серебристой Луне. А тебе хочется посмотреть на Луну вместе со взрослыми?',
      },
    ],
    arc: [
      {
        title: 'Особенная ночь',
        text: 'Мише разрешили не спать допоздна. Они с мамой сидели на балконе, завернувшись в один большой плед. Над крышами висела полная Луна, круглая и серебристая. Вдруг Миша заметил, как на неё наползает тёмный край. «Мама, кто-то откусывает Луну!»',
        beat: 'problem',
      },
      {
        title: 'Фу-фу',
        text: 'Миша изо всех сил подул на небо, чтобы сдуть тень. Он даже посветил на неё фонариком. Но тёмный край всё рос, пока не закрыл всю Луну.',
        beat: 'attempt',
      },
      {
        title: 'Фонарик и апельсин',
        text: 'Мама позвала его на кухню. Она включила фонарик и взяла апельсин. Фонарик — это Солнце, апельсин — Земля, а Мишин мячик — Луна. Миша спрятал мячик за апельсин, и мячик потемнел.',
        beat: 'help',
      },
      {
        title: 'Тень Земли',
        text: 'Вот в чём дело! Сегодня Солнце, Земля и Луна выстроились в одну линию. Земля оказалась посередине, и её тень упала на Луну. Это и называется затмение.',
        beat: 'why',
      },
      {
        title: 'Фонарь в небе',
        text: 'Миша выбежал на балкон. Луна никуда не делась! Она светилась мягким медным светом, словно фонарь. Понемногу тень сползла, и серебристая Луна вернулась. Миша помахал ей рукой.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'затмение',
      inText: 'затмение',
      explanation: 'Когда одно небесное светило заслоняет другое или накрывает его своей тенью.',
    },
    whatHappened:
      'Во время полного лунного затмения Луна попадает в тень Земли и на время становится медно-красной. Мальчик смотрел на это с балкона вместе с мамой, а она показала, как это устроено, с фонариком и апельсином.',
    parent: {
      upto3: ['Покажешь большую круглую Луну?', 'Какого цвета стала Луна?'],
      '4to5': [
        'Как думаешь, что почувствовал Миша, когда на Луну наползла тень?',
        'А чем тебе хотелось бы заняться, если бы можно было не спать допоздна?',
      ],
      '6to7': [
        'Как думаешь, почему тень Земли падает на Луну только иногда?',
        'Может, устроим затмение дома, с фонариком и апельсином?',
      ],
    },
  },
};
