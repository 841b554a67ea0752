/** Told for children: the bundled news item of 07-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_02: ItemTales = {
  heroLooks:
    'a round little grey-pink hippo calf with tiny round ears, small shiny eyes, a wide smiley mouth and short stubby legs',
  draw: [
    { picture: '🦛', en: ['hippo', 'pebble'], ru: ['бегемот', 'пышк'] },
    { picture: '👩', en: ['keeper'], ru: ['смотрительн'] },
  ],
  en: {
    title: 'A baby hippo walks under water',
    beats: {
      who: 'Pebble, a baby hippo at a zoo, and her mother Rosa',
      what: 'In the warm pool of the zoo’s hippo house, Pebble went under water for the first time and found that hippos do not swim: they walk and bounce along the bottom.',
      feeling: 'unsure at the edge, then delighted',
      helped: 'her mum, who walked in first and stayed close beside her',
      why: 'Hippos are too heavy to float, so they close their noses and ears, hold their breath and bounce along the bottom.',
    },
    hook: 'Bubble, bubble: who is walking under water?',
    bedtime: 'Pebble dozes, pressed against her mum’s warm side.',
    toddler: [
      { title: 'Splash!', text: 'Here is baby hippo Pebble. Big mum, little Pebble. Splish, splash, into the water!' },
      {
        title: 'Under the water',
        text: 'Down, down, down she goes. Bubble, bubble, bubble! Bounce, bounce along the bottom!',
      },
      { title: 'A little nose', text: 'Up pops a little nose. Puff! Hello again, Pebble!' },
    ],
    small: [
      {
        title: 'A warm pool',
        text: 'At a zoo, a baby hippo called Pebble lives in a warm house with a big pool. She is a hippo calf, just a few weeks old. Every day she watched her mum slide into the water.',
      },
      {
        title: 'The first dip',
        text: 'One morning Pebble stepped up to the edge. The water looked so deep! Mum walked in first and waited for her. Then Pebble jumped in, splash!',
      },
      {
        title: 'Bounce, bounce',
        text: 'Down she sank, all the way to the bottom. Pebble did not swim. She bounced along the bottom on her tiptoes, then popped up to breathe. Puff! Can you bounce on your tiptoes like Pebble?',
      },
    ],
    arc: [
      {
        title: 'The hippo house',
        text: 'At a big zoo there is a warm hippo house with a deep pool. Pebble lives there with her mum, Rosa. She is a hippo calf, only a few weeks old, and already as heavy as a grown man.',
        beat: 'where',
      },
      {
        title: 'Too deep',
        text: 'Rosa spent most of the day in the water, with only her eyes and ears poking out. Pebble wanted to be with her. But whenever she came to the edge, the water looked far too deep.',
        beat: 'problem',
      },
      {
        title: 'One foot in',
        text: 'One morning she dipped a front foot in, then pulled it back. She tried the other foot. Splash! She slid in up to her tummy, scrambled out again and snorted.',
        beat: 'attempt',
      },
      {
        title: 'Why hippos do not swim',
        text: 'Hippos cannot really swim, because their big bodies are too heavy to float. Instead they close their noses and ears, hold their breath and walk along the bottom.',
        beat: 'why',
      },
      {
        title: 'Mum shows the way',
        text: 'Rosa walked slowly down the slope into the pool and stopped. Pebble pressed close against her side. Then together they went down, down, under the water.',
        beat: 'help',
      },
      {
        title: 'Pebble can dive',
        text: 'On the bottom Pebble pushed off with her feet, bounce, bounce, like a ball. She came up beside her mum’s big head, took a breath, puff, and went straight down again. The keeper laughed and wrote in her notebook: “Pebble can dive!”',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'calf',
      inText: 'calf',
      explanation: 'A baby hippo, cow, elephant or whale.',
    },
    whatHappened:
      'A baby hippo at a zoo went into the indoor pool of the hippo house for the first time, following her mother. Like all hippos she did not swim but walked and bounced along the bottom, coming up to breathe.',
    parent: {
      upto3: ['Can you find little Pebble and her big mum?', 'Can you say bubble, bubble, bubble under the water?'],
      '4to5': [
        'How do you think Pebble felt when the water looked so deep?',
        'How did she feel bouncing along the bottom, do you think?',
      ],
      '6to7': [
        'Why do you think hippos walk on the bottom instead of swimming?',
        'Could you fill a bowl with water together and see which of your toys float and which sink?',
      ],
    },
  },
  ru: {
    title: 'Бегемотик гуляет под водой',
    beats: {
      who: 'маленькая бегемотиха Пышка из зоопарка и её мама Роза',
      what: 'В тёплом бассейне в доме бегемотов Пышка впервые ушла под воду и оказалось, что бегемоты не плавают, а ходят и прыгают по дну.',
      feeling: 'сначала боязно у края, потом весело',
      helped: 'мама, которая зашла в воду первой и была рядом',
      why: 'Бегемоты слишком тяжёлые, вода их не держит, поэтому они закрывают ноздри и уши, задерживают дыхание и ходят по дну.',
    },
    hook: 'Буль-буль: кто гуляет под водой?',
    bedtime: 'Пышка дремлет, прижавшись к маминому тёплому боку.',
    toddler: [
      { title: 'Плюх!', text: 'Вот бегемотик Пышка. Мама большая, а Пышка маленькая. Плюх — в воду!' },
      { title: 'Под водой', text: 'Вниз, вниз, вниз — на самое дно. Буль-буль-буль! Прыг-скок по дну!' },
      { title: 'Носик', text: 'Вот показался маленький носик. Пф-ф! Привет, Пышка!' },
    ],
    small: [
      {
        title: 'Тёплый бассейн',
        text: 'В зоопарке, в тёплом доме с большим бассейном, живёт бегемотик Пышка. Ей всего несколько недель, она ещё детёныш. Каждый день Пышка смотрела, как мама заходит в воду.',
      },
      {
        title: 'В первый раз',
        text: 'Однажды утром Пышка подошла к самому краю. Вода казалась такой глубокой! Мама зашла первой и ждала её. И Пышка прыгнула — плюх!',
      },
      {
        title: 'Прыг-скок по дну',
        text: 'Она опустилась на самое дно. Пышка не поплыла, а запрыгала по дну на цыпочках, а потом вынырнула подышать. Пф-ф! А ты умеешь прыгать на цыпочках, как Пышка?',
      },
    ],
    arc: [
      {
        title: 'Дом бегемотов',
        text: 'В большом зоопарке есть тёплый дом для бегемотов с глубоким бассейном. Там живёт Пышка со своей мамой Розой. Пышка ещё детёныш, ей всего несколько недель, но весит она уже как взрослый человек.',
        beat: 'where',
      },
      {
        title: 'Слишком глубоко',
        text: 'Мама почти весь день сидела в воде, только глаза и уши торчали наружу. Пышке очень хотелось к ней. Но стоило подойти к краю, и вода казалась слишком глубокой.',
        beat: 'problem',
      },
      {
        title: 'Одна нога',
        text: 'Однажды утром Пышка опустила в воду переднюю ногу и тут же выдернула. Попробовала другой. Плюх! Она съехала в воду по самый живот, выскочила обратно и зафыркала.',
        beat: 'attempt',
      },
      {
        title: 'Почему бегемоты не плавают',
        text: 'Бегемоты почти не умеют плавать: они слишком тяжёлые, и вода их не держит. Зато они закрывают ноздри и уши, задерживают дыхание и ходят по дну.',
        beat: 'why',
      },
      {
        title: 'Мама показывает',
        text: 'Роза медленно спустилась по склону в бассейн и остановилась. Пышка крепко прижалась к её боку. И они вместе ушли вниз, под воду.',
        beat: 'help',
      },
      {
        title: 'Пышка ныряет',
        text: 'На дне Пышка оттолкнулась ногами и запрыгала, как мячик. Потом вынырнула рядом с маминой большой головой, вдохнула — пф-ф! — и снова нырнула. Смотрительница засмеялась и записала в блокнот: «Пышка умеет нырять!»',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'детёныш',
      inText: 'детёныш',
      explanation: 'Малыш у зверей: у бегемота, у коровы, у кита.',
    },
    whatHappened:
      'Маленькая бегемотиха в зоопарке впервые зашла вслед за мамой в бассейн в доме бегемотов. Как все бегемоты, она не поплыла, а ходила и прыгала по дну, выныривая подышать.',
    parent: {
      upto3: [
        'Покажешь, где маленькая Пышка, а где большая мама?',
        'Скажем вместе, как Пышка под водой: буль-буль-буль?',
      ],
      '4to5': [
        'Как думаешь, что чувствовала Пышка, когда вода казалась такой глубокой?',
        'А как ей было прыгать по дну, как думаешь?',
      ],
      '6to7': [
        'Как думаешь, почему бегемоты ходят по дну, а не плавают?',
        'Может, нальёте воды в таз и проверите вместе, какие игрушки тонут, а какие нет?',
      ],
    },
  },
};
