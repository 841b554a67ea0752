/** Told for children: the bundled news item of 09-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_03: ItemTales = {
  heroLooks:
    'a baby elephant with wrinkly grey skin, big floppy ears, a short wiggly trunk, a tuft of hair on her head and bright little eyes',
  draw: [
    { picture: '🐘', en: ['elephant', 'zuri'], ru: ['слон', 'зури'] },
    { picture: '💧', en: ['water'], ru: ['вод'] },
  ],
  en: {
    title: 'A baby elephant learns to use her trunk',
    beats: {
      who: 'Zuri, a baby elephant in a warm grassland far away, and her mother',
      what: 'Zuri’s trunk kept flopping about, so she could not drink with it; watching her mother, she learned to suck up water with her trunk and spray it into her mouth.',
      feeling: 'muddled and a little cross, then proud and splashy',
      helped: 'her mother, who stood beside her at the water hole and showed her, slowly, again and again',
      why: 'An elephant’s trunk has no bones but many thousands of tiny muscles, and a calf takes months to learn to use it.',
    },
    hook: 'What is long, wiggly and tricky to use?',
    bedtime: 'Under the wide night sky, the elephants rest.',
    toddler: [
      { title: 'A wiggly trunk', text: 'Here is baby Zuri. Her trunk goes wiggle, wiggle, flop!' },
      { title: 'Slurp', text: 'Mum dips her trunk in the water. Slurp, slurp!' },
      { title: 'Splash!', text: 'Zuri tries too. Slurp! Splash! Hooray for Zuri!' },
    ],
    small: [
      {
        title: 'A floppy trunk',
        text: 'Far away, where the grass is wide and the sun is warm, lives a herd of elephants. The smallest is a baby called Zuri. Her trunk was long and wiggly, and it flopped about wherever it liked!',
      },
      {
        title: 'Thirsty',
        text: 'At the water hole Zuri was thirsty. She knelt down and tried to drink with her mouth. Her trunk got in the way, and she tumbled in, splosh!',
      },
      {
        title: 'Just like Mum',
        text: 'Mum showed her again, slowly: trunk in the water, slurp, then into the mouth. Zuri tried and tried, and at last she drank a big gulp! Can you make a long trunk with your arm?',
      },
    ],
    arc: [
      {
        title: 'A wiggly trunk',
        text: 'Far away, in a wide warm grassland, lives a herd of elephants. The smallest is Zuri, only a few months old. Her trunk is long and wiggly, and it does whatever it likes. It swings, it flops, and sometimes it trips her up.',
        beat: 'problem',
      },
      {
        title: 'Why trunks are tricky',
        text: 'An elephant’s trunk is its nose and top lip together. It has no bones at all, but many thousands of tiny muscles. A calf needs months to learn to use them all.',
        beat: 'why',
      },
      {
        title: 'Drinking the wrong way',
        text: 'At the water hole Zuri was very thirsty. She knelt down on her front knees and tried to drink with her mouth, like a puppy. But her trunk flopped into the way, and she tumbled in with a splosh.',
        beat: 'attempt',
      },
      {
        title: 'Mum shows her',
        text: 'Her mother came and stood close beside her. Slowly she dipped her trunk into the water and sucked some up. Then she curled her trunk round and squirted the water into her mouth.',
        beat: 'help',
      },
      {
        title: 'Slurp and squirt',
        text: 'Zuri tried it. The first time the water dribbled out. The second time she sprayed her own ear! But on the third try, slurp and squirt, she took a big cool drink, and she trumpeted for joy.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'herd',
      inText: 'herd',
      explanation: 'A big group of animals that live and move about together.',
    },
    whatHappened:
      'A baby elephant in a warm faraway grassland learned to drink with her trunk, copying her mother at the water hole. Trunks have no bones but thousands of small muscles, and calves take months to learn to use them.',
    parent: {
      upto3: ['Can you find baby Zuri’s wiggly trunk?', 'Can you say slurp, slurp like Mum drinking?'],
      '4to5': [
        'How do you think Zuri felt when she tumbled in, splosh?',
        'How did Zuri feel when she drank a big gulp at last, do you think?',
      ],
      '6to7': [
        'Why do you think it takes a baby elephant so long to learn to use its trunk?',
        'Could you try picking up a sock together without using your thumbs?',
      ],
    },
  },
  ru: {
    title: 'Слонёнок учится пить хоботом',
    beats: {
      who: 'слонёнок Зури из тёплой далёкой саванны и её мама',
      what: 'Хобот у Зури болтался как хотел, и пить им не получалось; глядя на маму, она научилась набирать хоботом воду и выливать её в рот.',
      feeling: 'растерянность и досада, потом гордость и веселье',
      helped: 'мама, которая стояла рядом у водопоя и медленно показывала снова и снова',
      why: 'В хоботе слона нет костей, зато тысячи маленьких мышц, и слонёнок много месяцев учится с ними управляться.',
    },
    hook: 'Что длинное, гибкое и очень непослушное?',
    bedtime: 'Под широким ночным небом отдыхают слоны.',
    toddler: [
      { title: 'Хобот', text: 'Вот слонёнок Зури. Хобот туда-сюда, туда-сюда — плюх!' },
      { title: 'Хлюп', text: 'Мама опускает хобот в воду. Хлюп, хлюп!' },
      { title: 'Брызги!', text: 'Зури тоже пробует. Хлюп! Брызги! Ура, Зури!' },
    ],
    small: [
      {
        title: 'Непослушный хобот',
        text: 'Далеко-далеко, где трава до самого неба и тёплое солнце, живёт стадо слонов. Самая маленькая в нём — слонёнок Зури. Хобот у неё длинный и гибкий и болтается как ему вздумается!',
      },
      {
        title: 'Хочется пить',
        text: 'У водопоя Зури захотелось пить. Она встала на колени и попробовала пить ртом. Но хобот мешался, и Зури бултыхнулась в воду!',
      },
      {
        title: 'Как мама',
        text: 'Мама медленно показала ещё раз: хобот в воду, хлюп, а потом в рот. Зури пробовала снова и снова и наконец сделала большой глоток! А ты сможешь сделать из руки длинный хобот?',
      },
    ],
    arc: [
      {
        title: 'Непослушный хобот',
        text: 'Далеко-далеко, в широкой тёплой саванне, живёт стадо слонов. Самая маленькая — Зури, ей всего несколько месяцев. Хобот у неё длинный и гибкий и делает что хочет: качается, болтается, а иногда даже мешает ходить.',
        beat: 'problem',
      },
      {
        title: 'Почему хобот такой хитрый',
        text: 'Хобот слона — это нос и верхняя губа вместе. В нём нет ни одной косточки, зато тысячи маленьких мышц. Слонёнку нужно много месяцев, чтобы научиться с ними управляться.',
        beat: 'why',
      },
      {
        title: 'Не так пьют',
        text: 'У водопоя Зури очень захотелось пить. Она опустилась на передние колени и попробовала пить ртом, как щенок. Но хобот путался и мешал, и Зури бултыхнулась в воду.',
        beat: 'attempt',
      },
      {
        title: 'Мама показывает',
        text: 'Мама подошла и встала совсем рядом. Медленно опустила хобот в воду и набрала её. Потом загнула хобот и брызнула воду себе в рот.',
        beat: 'help',
      },
      {
        title: 'Хлюп и брызь',
        text: 'Зури попробовала. В первый раз вода вылилась. Во второй раз Зури обрызгала собственное ухо! А на третий — хлюп и брызь — она сделала большой прохладный глоток и радостно затрубила.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'стадо',
      inText: 'стадо',
      explanation: 'Много животных, которые живут и ходят вместе.',
    },
    whatHappened:
      'Слонёнок в далёкой тёплой саванне научился пить хоботом, повторяя за мамой у водопоя. В хоботе нет костей, зато тысячи маленьких мышц, и слонята много месяцев учатся им пользоваться.',
    parent: {
      upto3: ['Покажешь хобот слонёнка Зури?', 'Скажем вместе, как мама пьёт: хлюп-хлюп?'],
      '4to5': [
        'Как думаешь, что почувствовала Зури, когда бултыхнулась в воду?',
        'А что почувствовала Зури, когда наконец сделала большой глоток?',
      ],
      '6to7': [
        'Как думаешь, почему слонёнку так долго приходится учиться управлять хоботом?',
        'Может, попробуете вместе поднять носок, не помогая себе большими пальцами?',
      ],
    },
  },
};
