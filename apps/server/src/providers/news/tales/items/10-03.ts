/** Told for children: the bundled news item of 10-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_03: ItemTales = {
  heroLooks: 'a small girl with two dark curly bunches, a yellow T-shirt and red trainers',
  draw: [
    { picture: '👧', en: ['nina', 'girl'], ru: ['нина', 'девоч'] },
    { picture: '🧑‍🚒', en: ['firefighter', 'tom'], ru: ['пожарн', 'тимур'] },
    { picture: '🚒', en: ['engine', 'truck'], ru: ['машин'] },
    { picture: '⛑', en: ['helmet'], ru: ['шлем', 'каск'] },
    { picture: '💦', en: ['hose', 'water'], ru: ['шланг', 'вод'] },
  ],
  en: {
    title: 'Children try the firefighters’ hose',
    beats: {
      who: 'Nina, a little girl, at her town’s fire station on its open day',
      what: 'The fire station opened its doors to children, who sat in the big red fire engine, tried on a huge helmet and held a real hose with a firefighter.',
      feeling: 'shy and a little unsure at first, then proud and brave',
      helped: 'firefighter Tom, who held the hose with her',
      why: 'Firefighters show children their engine and tools so that, one day, nobody is afraid of the people who come to help.',
    },
    hook: 'Whoosh, who is holding a real fire hose?',
    bedtime: 'Nina dreams of a big shiny helmet.',
    toddler: [
      {
        title: 'The red engine',
        text: 'A big red fire engine! Shiny and red. Nee-naw, nee-naw!',
      },
      {
        title: 'A big helmet',
        text: 'A big, big helmet. On Nina’s head! Down over her nose. Peek-a-boo!',
      },
      {
        title: 'Whoosh!',
        text: 'Nina holds the hose. The firefighter holds it too. Whoosh, whoosh, whoosh!',
      },
    ],
    small: [
      {
        title: 'Open doors',
        text: 'The big doors of the fire station stood wide open, and a little girl called Nina peeked inside. There was the red fire engine, so shiny she could see her face in it!',
      },
      {
        title: 'A helmet too big',
        text: 'Firefighter Tom let Nina try on his helmet. It was so big that it slid right down over her eyes. Everyone laughed, and Nina laughed loudest of all.',
      },
      {
        title: 'Hold tight',
        text: 'Then Tom gave Nina the end of a long hose. They held it together, tight, tight. Whoosh! The water flew across the yard and knocked over a row of orange cones.',
      },
      {
        title: 'And you?',
        text: 'Nina felt a little shy at first, then very proud. What would you like to try at a fire station?',
      },
    ],
    arc: [
      {
        title: 'The doors open',
        text: 'Once a year, the fire station in Nina’s town opens its big doors to everyone. Nina held her dad’s hand and walked in. The fire engine was even bigger than she had thought, bright red with silver ladders on top.',
        beat: 'where',
      },
      {
        title: 'A wriggly hose',
        text: 'Firefighter Tom gave the children a turn with a real hose. When Nina lifted the end, it wriggled like a big snake. She was not sure she could hold it.',
        beat: 'problem',
      },
      {
        title: 'Why a hose is so heavy',
        text: 'Water rushes through a fire hose very hard, so it pushes back and jumps about. That is why firefighters hold it with both hands and lean forward, and why they wear heavy helmets and boots.',
        beat: 'why',
      },
      {
        title: 'On her own',
        text: 'Nina squeezed the hose tight. A spurt of water splashed onto her red trainers, and the hose slid sideways. Oops!',
        beat: 'attempt',
      },
      {
        title: 'Feet apart',
        text: 'Tom knelt behind her and put his hands beside hers. “Feet apart, lean forward,” he said softly.',
        beat: 'help',
      },
      {
        title: 'Whoosh',
        text: 'Whoosh! Their water flew across the yard and knocked down every orange cone, one, two, three. The children cheered. Then Tom put his big helmet on Nina’s head. It slid down to her nose, and everyone laughed.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'hose',
      inText: 'hose',
      explanation: 'A long bendy tube that carries water from one place to another.',
    },
    whatHappened:
      'A town fire station held an open day for families. Children sat in the fire engine, tried on helmets and sprayed water from a real hose with a firefighter’s help.',
    parent: {
      upto3: ['Can you find the big red fire engine?', 'Where is the big helmet?'],
      '4to5': [
        'How do you think Nina felt when the helmet slid over her eyes?',
        'When did you last try something new and feel proud?',
      ],
      '6to7': [
        'Why do you think firefighters lean forward when they hold a hose?',
        'Could you find out together where your nearest fire station is?',
      ],
    },
  },
  ru: {
    title: 'Дети держали пожарный шланг',
    beats: {
      who: 'маленькая Нина в пожарной части своего города в день открытых дверей',
      what: 'Пожарная часть открыла двери для детей: они посидели в большой красной машине, примерили огромный шлем и подержали настоящий шланг вместе с пожарным.',
      feeling: 'сначала робость, потом гордость и смелость',
      helped: 'пожарный Тимур, который держал шланг вместе с ней',
      why: 'Пожарные показывают детям свою машину и снаряжение, чтобы никто не боялся тех, кто приходит на помощь.',
    },
    hook: 'Пшш, кто держит настоящий пожарный шланг?',
    bedtime: 'Нине снится большой блестящий шлем.',
    toddler: [
      {
        title: 'Красная машина',
        text: 'Большая красная машина! Блестит и сияет. Иу-иу-иу!',
      },
      {
        title: 'Большой шлем',
        text: 'Большой-большой шлем. Вот он у Нины на голове! Съехал на нос. Ку-ку!',
      },
      {
        title: 'Пшш!',
        text: 'Нина держит шланг. И пожарный держит. Пшш, пшш, пшш!',
      },
    ],
    small: [
      {
        title: 'Двери открыты',
        text: 'Большие ворота пожарной части были распахнуты настежь, и девочка Нина заглянула внутрь. А там стояла красная пожарная машина — такая блестящая, что Нина увидела в ней своё лицо!',
      },
      {
        title: 'Шлем великоват',
        text: 'Пожарный Тимур дал Нине примерить свой шлем. Он оказался таким большим, что съехал ей прямо на глаза. Все засмеялись, а громче всех — сама Нина.',
      },
      {
        title: 'Держи крепче',
        text: 'Потом Тимур дал Нине конец длинного шланга. Они держали его вдвоём, крепко-крепко. Пшш! Струя воды пролетела через весь двор и сбила ряд оранжевых конусов.',
      },
      {
        title: 'А ты?',
        text: 'Сначала Нина немного робела, а потом очень собой гордилась. А что хочется попробовать тебе в пожарной части?',
      },
    ],
    arc: [
      {
        title: 'Ворота открыты',
        text: 'Раз в год пожарная часть в городе, где живёт Нина, распахивает ворота для всех. Нина взяла папу за руку и вошла. Пожарная машина оказалась ещё больше, чем она думала: ярко-красная, с серебристыми лестницами на крыше.',
        beat: 'where',
      },
      {
        title: 'Непослушный шланг',
        text: 'Пожарный Тимур дал детям подержать настоящий шланг. Нина подняла его конец, и он заёрзал в руках, как большая змея. Удержать его было непросто.',
        beat: 'problem',
      },
      {
        title: 'Почему шланг такой тяжёлый',
        text: 'Вода несётся по пожарному шлангу с огромной силой, и шланг толкается и прыгает. Поэтому пожарные держат его двумя руками и наклоняются вперёд, а шлем и сапоги у них тяжёлые и крепкие.',
        beat: 'why',
      },
      {
        title: 'Сама',
        text: 'Нина крепко сжала шланг. Струйка воды плеснула ей на красные кроссовки, а шланг вильнул в сторону. Ой!',
        beat: 'attempt',
      },
      {
        title: 'Ноги пошире',
        text: 'Тимур присел позади и положил руки рядом с её руками. «Ноги пошире, наклонись вперёд», — тихо сказал он.',
        beat: 'help',
      },
      {
        title: 'Пшш!',
        text: 'Пшш! Струя пролетела через весь двор и сбила все оранжевые конусы. Дети захлопали. А Тимур надел Нине на голову свой большой шлем. Шлем съехал ей на нос, и все засмеялись.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шланг',
      inText: 'шланг',
      explanation: 'Длинная гибкая трубка, по которой течёт вода.',
    },
    whatHappened:
      'Пожарная часть в небольшом городе устроила день открытых дверей для семей. Дети посидели в пожарной машине, примерили шлемы и под присмотром пожарного полили из настоящего шланга.',
    parent: {
      upto3: ['Покажешь большую красную машину?', 'Где большой шлем?'],
      '4to5': [
        'Как думаешь, что почувствовала Нина, когда шлем съехал ей на глаза?',
        'А что ты чувствуешь, когда у тебя получается что-то новое?',
      ],
      '6to7': [
        'Как думаешь, зачем пожарному наклоняться вперёд, когда он держит шланг?',
        'Может, узнаете вместе, где ближайшая к вам пожарная часть?',
      ],
    },
  },
};
