/** Told for children: the bundled news item of 08-21 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_21: ItemTales = {
  heroLooks: 'a tiny bright green tree frog with big round orange eyes, a pale tummy and sticky round toe pads',
  draw: [
    { picture: '🐸', en: ['frog', 'lime'], ru: ['лягуш', 'кнопк'] },
    { picture: '🍌', en: ['banana'], ru: ['банан'] },
    { picture: '👨', en: ['mo'], ru: ['тимур'] },
  ],
  en: {
    title: 'A tiny frog in the bananas',
    beats: {
      who: 'a tiny tree frog who travelled in a box of bananas, and Mo, who works at a supermarket in a big town',
      what: 'Mo found a tiny green frog on the bananas that had come by ship from a warm faraway country; a zoo keeper gave the frog a new warm home in the zoo’s rainforest house.',
      feeling: 'surprised, chilly and sleepy, then warm and lively',
      helped: 'Mo, who kept him in a box with damp leaves, and the zoo keeper, who gave him a warm, damp home',
      why: 'Bananas grow in warm countries where tree frogs live, and a frog sometimes hides in a bunch and travels far by ship.',
    },
    hook: 'Who sailed across the sea with the bananas?',
    bedtime: 'A tiny frog sleeps on a big leaf.',
    toddler: [
      { title: 'Bananas', text: 'Yellow bananas, lots of bananas. And look, a frog!' },
      { title: 'Little frog', text: 'A tiny green frog. Big orange eyes. Blink, blink!' },
      { title: 'A warm home', text: 'A warm leaf, a warm home. Crick, crick, sings the frog!' },
    ],
    small: [
      {
        title: 'A surprise',
        text: 'Mo has a job at a supermarket. One morning he opened a big box of bananas. There, on a yellow banana, sat a tiny green frog!',
      },
      {
        title: 'Far from home',
        text: 'The frog had come all the way from a warm country, hidden in the bananas. He was a little stowaway! Here he was chilly and sleepy, so Mo put him gently in a box with damp leaves.',
      },
      {
        title: 'A warm home',
        text: 'A keeper from the zoo came to help. Now the little frog lives in the zoo’s warm rainforest house. He sits on a big leaf and sings, crick, crick! Where would you hide if you were a tiny frog?',
      },
    ],
    arc: [
      {
        title: 'A frog in the bananas',
        text: 'Mo has a job at a supermarket in a big town. One morning he opened a box of bananas that had come by ship from a warm, faraway country. There, on a yellow banana, sat a tiny green frog with big orange eyes. He was a little stowaway, very far from home.',
        beat: 'problem',
      },
      {
        title: 'How the frog got here',
        text: 'Bananas grow in warm, wet countries, where little tree frogs live. A frog may creep into a bunch of bananas to sleep. Then the bananas are packed, and off it goes across the sea.',
        beat: 'why',
      },
      {
        title: 'A box of leaves',
        text: 'Mo found a small box, poked holes in the lid and put in some damp leaves. But the frog sat very still. Here the air was too cool and dry for him, and he was getting sleepy.',
        beat: 'attempt',
      },
      {
        title: 'The frog keeper',
        text: 'Mo phoned the town zoo. A keeper who looks after frogs came straight away. She put the frog in a warm, misty tank, and little by little he began to wake up.',
        beat: 'help',
      },
      {
        title: 'A new home',
        text: 'Now the tiny frog lives in the zoo’s rainforest house, where it is always warm and damp. The keepers named him Lime. He climbs the big leaves on his sticky toes and sings, crick, crick, every evening.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'stowaway',
      inText: 'stowaway',
      explanation: 'Someone who hides on a ship or a plane to travel without anyone knowing.',
    },
    whatHappened:
      'A worker unpacking bananas at a supermarket found a tiny tree frog that had travelled by ship from a warm country. A zoo keeper took the frog to the warm, damp rainforest house of the town zoo, where it now lives.',
    parent: {
      upto3: ['Can you find the tiny green frog?', 'Can you blink your big eyes like the frog?'],
      '4to5': [
        'How do you think the frog felt, so far from home?',
        'How did Mo feel when he saw the frog on the banana, do you think?',
      ],
      '6to7': [
        'Why do you think a frog ended up in a box of bananas?',
        'Could you find on a map together a warm country where bananas grow?',
      ],
    },
  },
  ru: {
    title: 'Лягушонок в бананах',
    beats: {
      who: 'крошечный древесный лягушонок, который приплыл в коробке с бананами, и Тимур, который работает в магазине',
      what: 'Тимур нашёл крошечного зелёного лягушонка на бананах, которые приплыли на корабле из тёплой далёкой страны; смотрительница зоопарка поселила лягушонка в тёплом тропическом доме.',
      feeling: 'удивление, холод и сонливость, потом тепло и бодрость',
      helped:
        'Тимур, который посадил его в коробку с влажными листьями, и смотрительница, которая дала ему тёплый влажный дом',
      why: 'Бананы растут в тёплых странах, где живут древесные лягушки, и иногда лягушонок прячется в грозди и уплывает далеко на корабле.',
    },
    hook: 'Кто приплыл из-за моря вместе с бананами?',
    bedtime: 'Крошечный лягушонок спит на большом листе.',
    toddler: [
      { title: 'Бананы', text: 'Жёлтые бананы, много бананов. Смотри, лягушонок!' },
      { title: 'Глазки', text: 'Крошечный зелёный лягушонок. Большие оранжевые глаза. Морг, морг!' },
      { title: 'Тёплый дом', text: 'Тёплый листик, тёплый дом. Ква-ква, поёт лягушонок!' },
    ],
    small: [
      {
        title: 'Сюрприз',
        text: 'Тимур работает в магазине. Однажды утром он открыл большую коробку с бананами, а там, на жёлтом банане, сидел крошечный зелёный лягушонок!',
      },
      {
        title: 'Далеко от дома',
        text: 'Лягушонок приплыл из тёплой страны, спрятавшись в бананах. Вот это безбилетник! Здесь ему было прохладно, и его клонило в сон. Тимур бережно посадил его в коробку с влажными листьями.',
      },
      {
        title: 'Тёплый дом',
        text: 'На помощь пришла смотрительница из зоопарка. Теперь лягушонок живёт в тёплом тропическом доме зоопарка. Он сидит на большом листе и поёт: ква-ква! А где бы спрятаться крошечному лягушонку, как думаешь?',
      },
    ],
    arc: [
      {
        title: 'Лягушонок в бананах',
        text: 'Тимур работает в магазине в большом городе. Однажды утром он открыл коробку с бананами, которые приплыли на корабле из далёкой тёплой страны. А на жёлтом банане сидел крошечный зелёный лягушонок с большими оранжевыми глазами. Настоящий безбилетник, и так далеко от дома!',
        beat: 'problem',
      },
      {
        title: 'Как он сюда попал',
        text: 'Бананы растут в тёплых влажных странах, где живут маленькие древесные лягушки. Лягушонок может забраться в гроздь бананов поспать. Бананы упаковывают — и вот он уже плывёт через море.',
        beat: 'why',
      },
      {
        title: 'Коробка с листьями',
        text: 'Тимур нашёл маленькую коробку, проделал в крышке дырочки и положил влажные листья. Но лягушонок сидел совсем тихо. Здесь воздух был для него слишком прохладным и сухим, и его клонило в сон.',
        beat: 'attempt',
      },
      {
        title: 'Смотрительница лягушек',
        text: 'Тимур позвонил в городской зоопарк. Смотрительница, которая ухаживает за лягушками, приехала сразу. Она посадила лягушонка в тёплый влажный террариум, и понемногу он ожил.',
        beat: 'help',
      },
      {
        title: 'Новый дом',
        text: 'Теперь лягушонок живёт в тропическом доме зоопарка, где всегда тепло и влажно. Его назвали Кнопкой. Он лазает по большим листьям на липких пальчиках и каждый вечер поёт: ква-ква!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'безбилетник',
      inText: 'безбилетник',
      explanation: 'Тот, кто тайком едет на корабле или в поезде без билета.',
    },
    whatHappened:
      'Работник магазина, распаковывая бананы, нашёл крошечную древесную лягушку, которая приплыла на корабле из тёплой страны. Смотрительница зоопарка забрала её в тёплый влажный тропический дом, где она теперь живёт.',
    parent: {
      upto3: ['Покажешь крошечного зелёного лягушонка?', 'Поморгаем большими глазами, как лягушонок?'],
      '4to5': [
        'Как думаешь, каково было лягушонку так далеко от дома?',
        'А что почувствовал Тимур, когда увидел лягушонка на банане?',
      ],
      '6to7': [
        'Как думаешь, как лягушонок попал в коробку с бананами?',
        'Может, найдёте вместе на карте тёплую страну, где растут бананы?',
      ],
    },
  },
};
