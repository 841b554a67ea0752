/** Told for children: the bundled news item of 01-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_12: ItemTales = {
  heroLooks:
    'a small round penguin chick with a black back and head, a white tummy, orange-pink feet and one last tuft of grey fluff on top of his head',
  draw: [
    { picture: '🐧', en: ['penguin', 'tuk'], ru: ['пингвин', 'тук'] },
    { picture: '🌊', en: ['sea', 'wave', 'water'], ru: ['мор', 'волн', 'вод'] },
    { picture: '🧊', en: ['ice'], ru: ['льд', 'лёд'] },
    { picture: '🪶', en: ['feather', 'fluff'], ru: ['перья', 'пух'] },
    { picture: '🐟', en: ['fish'], ru: ['рыб'] },
  ],
  en: {
    title: 'Penguin chicks learn to swim',
    beats: {
      who: 'Tuk, the smallest of a family of penguin chicks on a cold shore far in the south',
      what: 'The chicks jumped into the sea for their very first swim.',
      feeling: 'a little wobbly at the edge, then proud and happy',
      helped: null,
      why: 'Penguins find all their food in the sea, and thick, tightly packed feathers keep them warm and dry in icy water.',
    },
    hook: 'Some fluffy chicks are about to get wet!',
    bedtime: 'The penguin chicks huddle up, dry and warm.',
    toddler: [
      {
        title: 'Little penguins',
        text: 'Waddle, waddle, waddle! Here come the penguin chicks. Fluffy chicks on the cold ice.',
      },
      {
        title: 'Splash!',
        text: 'Here is the big blue sea. One, two, three… Splash, splash, splash! In they jump!',
      },
      {
        title: 'A cosy coat',
        text: 'Swim, swim, swim! Cold water, warm feathers. Snug as a cosy coat!',
      },
    ],
    small: [
      {
        title: 'On the cold shore',
        text: 'Far in the south, on a cold shore, a family of penguin chicks stood by the sea. The smallest one was called Tuk.',
      },
      {
        title: 'The first jump',
        text: 'Tuk looked at the big grey waves. They were so cold and so wet! Then his brother jumped, and his sister jumped, and Tuk jumped too. Splash!',
      },
      {
        title: 'Warm feathers',
        text: 'Under the water Tuk was not cold at all. His thick feathers kept him warm, like a cosy coat. He zoomed about as fast as a fish.',
      },
      {
        title: 'Your turn',
        text: 'Tuk felt wobbly for a moment, and then very proud. Do you like splashing in the bath? What do you put on when it is cold outside?',
      },
    ],
    arc: [
      {
        title: 'A shore in the south',
        text: 'Far in the south, where the sea is cold and the shore is covered with ice, lives a big penguin family. The smallest chick is called Tuk. For weeks Tuk was covered in soft grey fluff. Every day his mum and dad swam off to catch fish, and Tuk wanted to go too. But fluff soaks up water like a sponge, so he had to wait.',
        beat: 'problem',
      },
      {
        title: 'At the edge',
        text: 'One morning Tuk waddled to the very edge of the ice. He looked down at the dark water and took a little step back. It looked so cold!',
        beat: 'attempt',
      },
      {
        title: 'A new coat',
        text: 'Then Tuk took a good look at himself. His grey fluff had nearly all fallen away, and underneath were smooth new feathers, black and white, just like his dad’s.',
        beat: 'help',
      },
      {
        title: 'The first swim',
        text: 'His brothers and sisters jumped in, one after another. Tuk took a deep breath and jumped too. Splash! The water was icy, but he felt warm and dry, and he zoomed along like a little fish.',
        beat: 'resolution',
      },
      {
        title: 'Why feathers matter',
        text: 'Penguin feathers are short and thick, and they lie close together like tiles on a roof. They keep the icy water out and the warmth in. Now Tuk can swim in the cold sea and catch fish, just like the grown-ups.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'feather',
      inText: 'feathers',
      explanation: 'The soft, light coat that covers a bird’s body and keeps it warm and dry.',
    },
    whatHappened:
      'A family of young penguin chicks on a cold southern shore jumped into the sea for their first swim. Their thick new feathers kept them warm in the icy water.',
    parent: {
      upto3: ['Can you point to the penguin’s white tummy?', 'Where is the sea in the picture?'],
      '4to5': [
        'How do you think Tuk felt just before he jumped?',
        'What helps you feel brave when you try something new?',
      ],
      '6to7': [
        'Why do you think a penguin chick has to wait for its new feathers before it can swim?',
        'If you find a feather on a walk, could you drip a little water on it together and watch how the drops roll off?',
      ],
    },
  },
  ru: {
    title: 'Пингвинята учатся плавать',
    beats: {
      who: 'пингвинёнок Тук, самый маленький в семье пингвинят на холодном берегу далеко на юге',
      what: 'Пингвинята впервые прыгнули в море и поплыли.',
      feeling: 'сначала страшновато на краю льда, потом радостно и гордо',
      helped: null,
      why: 'Всю еду пингвины добывают в море, а густые плотные перья греют их в ледяной воде.',
    },
    hook: 'Пушистые малыши собрались нырять в море!',
    bedtime: 'Пингвинята прижались друг к другу, сухие и тёплые.',
    toddler: [
      {
        title: 'Пингвинята',
        text: 'Топ-топ-топ! Идут пингвинята. Пушистые малыши на холодном льду.',
      },
      {
        title: 'Плюх!',
        text: 'Вот большое синее море. Раз, два, три… Плюх, плюх, плюх! Прыгнули!',
      },
      {
        title: 'Тёплая шубка',
        text: 'Плывут, плывут, плывут! Вода холодная, а перья тёплые. Как шубка!',
      },
    ],
    small: [
      {
        title: 'На холодном берегу',
        text: 'Далеко на юге, на холодном берегу, стояла у моря семья пингвинят. Самого маленького звали Тук.',
      },
      {
        title: 'Первый прыжок',
        text: 'Тук посмотрел на серые волны. Какие они холодные и мокрые! Но вот прыгнул братик, за ним сестрёнка, и Тук тоже прыгнул. Плюх!',
      },
      {
        title: 'Тёплые перья',
        text: 'А в воде Туку оказалось совсем не холодно. Густые перья грели его, как тёплая шубка. Он носился под водой быстрее рыбки.',
      },
      {
        title: 'А ты?',
        text: 'Сначала Туку было страшновато, а потом он очень собой гордился. А ты любишь плескаться в ванне? Что ты надеваешь, когда на улице холодно?',
      },
    ],
    arc: [
      {
        title: 'Берег далеко на юге',
        text: 'Далеко на юге, где море холодное, а берег покрыт льдом, живёт большая семья пингвинов. Самого маленького пингвинёнка зовут Тук. Много недель Тук ходил в мягком сером пуху. Мама и папа каждый день уплывали в море за рыбой, и Туку очень хотелось с ними. Но пух намокает, как губка, и приходилось ждать.',
        beat: 'problem',
      },
      {
        title: 'На краю льда',
        text: 'Однажды утром Тук подошёл к самому краю льда. Он глянул вниз, на тёмную воду, и попятился. Уж очень холодной она казалась!',
        beat: 'attempt',
      },
      {
        title: 'Новая шубка',
        text: 'Тут Тук оглядел себя. Серый пух почти весь облетел, а под ним выросли гладкие новые перья, чёрные и белые, совсем как у папы.',
        beat: 'help',
      },
      {
        title: 'Первое плавание',
        text: 'Братья и сёстры прыгали в воду один за другим. Тук набрал побольше воздуха и прыгнул следом. Плюх! Вода была ледяная, но Туку было тепло и сухо, и он понёсся вперёд, ловкий, как рыбка.',
        beat: 'resolution',
      },
      {
        title: 'Зачем пингвину перья',
        text: 'Перья у пингвина короткие, густые и лежат плотно, как черепица на крыше. Они не пускают к телу ледяную воду и берегут тепло. Теперь Тук может плавать в холодном море и ловить рыбу, как взрослые.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'перо',
      inText: 'перья',
      explanation: 'Лёгкая мягкая одёжка птицы: она согревает её и не пропускает воду.',
    },
    whatHappened:
      'Пингвинята на холодном южном берегу впервые прыгнули в море и поплыли. Густые новые перья согревали их в ледяной воде.',
    parent: {
      upto3: ['Покажешь, где у пингвинёнка белый животик?', 'Где на картинке море?'],
      '4to5': [
        'Как думаешь, что чувствовал Тук перед самым прыжком?',
        'Что помогает тебе стать смелее, когда пробуешь что-то новое?',
      ],
      '6to7': [
        'Как думаешь, почему пингвинёнку нельзя плавать, пока он весь в пуху?',
        'Если найдёте на прогулке птичье перо, может, капнете на него водой и посмотрите, как скатываются капли?',
      ],
    },
  },
};
