/** Told for children: the bundled news item of 05-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_07: ItemTales = {
  heroLooks:
    'a small sea otter pup with fluffy light-brown fur, a pale cream face, round black eyes and long white whiskers',
  draw: [
    { picture: '🦦', en: ['otter', 'pebble'], ru: ['выдр', 'камуш'] },
    { picture: '🐚', en: ['shell'], ru: ['ракуш'] },
    { picture: '🪨', en: ['rock'], ru: ['камен', 'камн'] },
    { picture: '👩', en: ['keeper'], ru: ['смотрительниц'] },
  ],
  en: {
    title: 'Sea otters hold paws to sleep',
    beats: {
      who: 'Pebble, a young sea otter pup in a family of otters at a big aquarium by the sea',
      what: 'Pebble kept drifting away from his family during naps on the water, until his mum took his paw and the whole family slept holding paws.',
      feeling: 'puzzled and a little lonely, then snug and close',
      helped: 'his mum, who floated beside him and held his paw',
      why: 'Sea otters sleep floating on their backs, and they hold paws so the moving water does not carry them apart.',
    },
    hook: 'Whose paws are holding on, even asleep?',
    bedtime: 'Two otters bob on the water, paws held.',
    toddler: [
      {
        title: 'Float, float',
        text: 'Splash! A fluffy little otter. Float, float, float on his back.',
      },
      { title: 'Drifting', text: 'The otter falls asleep. Drift, drift, drift away! Where is Mum?' },
      { title: 'Paw in paw', text: 'Mum takes his paw. Hold tight, hold tight. Snooze, snooze!' },
    ],
    small: [
      {
        title: 'A fluffy pup',
        text: 'At a big aquarium by the sea, a family of sea otters lives in a salty pool. The youngest is a fluffy pup called Pebble. He floats on his back and cracks shells on his tummy.',
      },
      {
        title: 'All alone',
        text: 'But when the otters napped, the water rocked them gently. Pebble drifted away and woke up all alone, far from his family. Where had everyone gone?',
      },
      {
        title: 'A little raft',
        text: 'Then his mum swam over and took his paw in hers. Now they sleep side by side, paw in paw, like a little otter raft. Whose hand do you like to hold?',
      },
    ],
    arc: [
      {
        title: 'A pool by the sea',
        text: 'At a big aquarium by the sea there is a pool of cold, salty water with rocks around it. A family of sea otters lives there. The youngest is Pebble, a fluffy pup who loves floating on his back and cracking shells on his tummy.',
        beat: 'where',
      },
      {
        title: 'Drifting away',
        text: 'Every afternoon the otters take a nap on the water. But each time Pebble dozed off, the water rocked him slowly away from his family. He kept waking up alone in a corner.',
        beat: 'problem',
      },
      {
        title: 'Holding a rock',
        text: 'Pebble had an idea. He curled up next to a big rock and held on to it with his paws. But the rock was wet and slippery, and splash, off he slid.',
        beat: 'attempt',
      },
      {
        title: 'Why otters hold on',
        text: 'Sea otters sleep floating on their backs, and the water never stops moving. So otters hold paws while they sleep. Out in the wild sea, they also wrap long seaweed around their tummies, so they stay in one place.',
        beat: 'why',
      },
      {
        title: 'Mum’s paw',
        text: 'That afternoon his mum floated right beside him. She took his little paw in hers. The keeper smiled and wrote in her notebook: “Holding paws!”',
        beat: 'help',
      },
      {
        title: 'A raft of otters',
        text: 'Soon the whole family floated together, paw in paw, in a long wobbly line. A group of otters like this is called a raft. Pebble snored a tiny snore, and he did not drift away once.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'raft',
      inText: 'raft',
      explanation: 'A group of sea otters floating together, side by side.',
    },
    whatHappened:
      'At a big aquarium, a young sea otter kept drifting away from his family while he napped on the water, until his mother took his paw. Sea otters hold paws while they sleep so the water does not carry them apart.',
    parent: {
      upto3: ['Can you find the fluffy otter on the water?', 'Can you show how Mum holds his paw?'],
      '4to5': [
        'How do you think Pebble felt when he woke up all alone?',
        'How do you feel when someone holds your hand?',
      ],
      '6to7': [
        'Why do you think sea otters hold paws when they sleep?',
        'Could you float two bottle tops in a bowl of water together and see if they drift apart?',
      ],
    },
  },
  ru: {
    title: 'Выдры спят, держась за лапки',
    beats: {
      who: 'выдрёнок Камушек из семьи морских выдр в большом океанариуме у моря',
      what: 'Камушек всё время уплывал от семьи, пока спал на воде, а потом мама взяла его за лапку, и вся семья уснула, держась за лапки.',
      feeling: 'недоумение и немного одиночества, потом уют и близость',
      helped: 'мама, которая подплыла и взяла его за лапку',
      why: 'Морские выдры спят на спине прямо на воде и держатся за лапки, чтобы волны их не разнесли.',
    },
    hook: 'Кто спит на воде, держась за лапки?',
    bedtime: 'Две выдры качаются на воде, лапка в лапке.',
    toddler: [
      { title: 'Плывёт', text: 'Плюх! Пушистая выдра. Плывёт на спинке, плывёт.' },
      { title: 'Уплывает', text: 'Выдра задремала. Уплывает, уплывает! А где мама?' },
      { title: 'Лапка в лапке', text: 'Мама держит лапку. Крепко-крепко держит. Баю-бай!' },
    ],
    small: [
      {
        title: 'Пушистый малыш',
        text: 'В большом океанариуме у моря живёт семья морских выдр. Самый младший — пушистый выдрёнок Камушек. Он плавает на спинке и разбивает ракушки прямо на животе.',
      },
      {
        title: 'Совсем один',
        text: 'Когда выдры спали, вода тихонько их покачивала. Камушек уплыл и проснулся совсем один, далеко от всех. Куда же все подевались?',
      },
      {
        title: 'Лапка в лапке',
        text: 'Тогда мама подплыла и взяла его лапку в свою. Теперь они спят рядом, лапка в лапке. А в море выдры ещё заворачиваются в длинные водоросли. А ты любишь держаться за руку?',
      },
    ],
    arc: [
      {
        title: 'Бассейн у моря',
        text: 'В большом океанариуме у моря есть бассейн с холодной солёной водой, а вокруг него камни. Там живёт семья морских выдр. Самый младший — пушистый выдрёнок Камушек. Он любит плавать на спинке и разбивать ракушки прямо на животе.',
        beat: 'where',
      },
      {
        title: 'Куда он уплыл?',
        text: 'Каждый день после обеда выдры спят прямо на воде. Но стоило Камушку задремать, как вода уносила его от семьи. И вот он опять один в дальнем углу бассейна.',
        beat: 'problem',
      },
      {
        title: 'Держаться за камень',
        text: 'Камушек придумал: надо за что-нибудь держаться! Он прижался к большому камню и обхватил его лапками. Но камень был мокрый и скользкий, и — плюх! — Камушек соскользнул в воду.',
        beat: 'attempt',
      },
      {
        title: 'Почему выдры держатся',
        text: 'Морские выдры спят на спине, а вода никогда не стоит на месте. Поэтому выдры во сне держатся за лапки. А в море они ещё заворачиваются в длинные водоросли, чтобы их не унесло.',
        beat: 'why',
      },
      {
        title: 'Мамина лапка',
        text: 'В тот день мама подплыла к Камушку совсем близко. Она взяла его лапку в свою. Смотрительница улыбнулась и записала в блокнот: «Опять держатся за лапки!»',
        beat: 'help',
      },
      {
        title: 'Все вместе',
        text: 'Скоро вся семья уже покачивалась на воде длинной неровной цепочкой, лапка в лапке. Камушек тихонько посапывал и больше ни разу не уплыл.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'водоросли',
      inText: 'водоросли',
      explanation: 'Растения, которые растут прямо в воде, например в море.',
    },
    whatHappened:
      'В большом океанариуме маленький морской выдрёнок во сне всё время уплывал от семьи, пока мама не взяла его за лапку. Морские выдры спят на воде, держась за лапки, чтобы их не разнесло.',
    parent: {
      upto3: ['Покажешь пушистую выдру на воде?', 'Покажешь, как мама держит лапку?'],
      '4to5': [
        'Как думаешь, что почувствовал Камушек, когда проснулся совсем один?',
        'А тебе спокойнее, когда кто-то держит тебя за руку?',
      ],
      '6to7': [
        'Как думаешь, зачем морские выдры держатся за лапки, когда спят?',
        'Может, пустите вместе две пробки в миску с водой и посмотрите, расплывутся ли они?',
      ],
    },
  },
};
