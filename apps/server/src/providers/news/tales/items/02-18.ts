/** Told for children: the bundled news item of 02-18 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_18: ItemTales = {
  heroLooks:
    'a slim young red fox with a thick orange winter coat, a white chest, black socks on her legs, tall black-tipped ears and a big bushy tail with a white tip',
  draw: [
    { picture: '🦊', en: ['fox', 'poppy'], ru: ['лис', 'рыжул'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🐭', en: ['mouse', 'mice'], ru: ['мыш'] },
    { picture: '📷', en: ['camera', 'photographer'], ru: ['фотограф'] },
    { picture: '🌲', en: ['pine', 'forest'], ru: ['сосн', 'лес'] },
  ],
  en: {
    title: 'A fox jumps into the snow',
    beats: {
      who: 'Poppy, a young red fox in a snowy meadow at the edge of a pine forest',
      what: 'She heard a mouse moving under the deep snow, leapt high into the air and dived nose-first into the snow, and a wildlife photographer caught the jump on camera.',
      feeling: 'hungry and watchful, then proud of her catch',
      helped: null,
      why: 'A fox’s big ears can hear a mouse rustling under deep snow, and a high jump lets it break through the hard crust and land right on top.',
    },
    hook: 'Listen hard, and then jump!',
    bedtime: 'Poppy curls her bushy tail over her nose.',
    toddler: [
      { title: 'Listen', text: 'A red fox in the white snow. Quiet now, she listens.' },
      { title: 'Jump!', text: 'High she jumps! And down, nose first. Plop!' },
      { title: 'A snowy nose', text: 'Poppy pops out. Her nose is white! Achoo, achoo!' },
    ],
    small: [
      {
        title: 'A snowy meadow',
        text: 'At the edge of a forest lies a snowy meadow. A red fox called Poppy walks across it slowly, turning her ears this way and that.',
      },
      {
        title: 'What is that sound?',
        text: 'Poppy stops. Under the deep snow, a little mouse is scratching. She cannot see it, but she can hear it!',
      },
      {
        title: 'The big jump',
        text: 'Poppy crouches and makes a big pounce, high into the air and nose-first into the snow. Plop! Only her bushy tail sticks out.',
      },
      {
        title: 'Try again',
        text: 'Poppy pops out with snow all over her nose, and she listens again. A photographer caught her jump on camera. Can you listen very quietly, like a fox?',
      },
    ],
    arc: [
      {
        title: 'The winter meadow',
        text: 'At the edge of a pine forest lies a wide meadow, deep in snow. A young red fox called Poppy lives nearby. Her winter coat is thick and orange, and her tail is as bushy as a scarf.',
      },
      {
        title: 'Nothing to see',
        text: 'Poppy was hungry, but the meadow was white and still. The mice were hidden deep under the snow, in their warm tunnels. How could she find them?',
      },
      {
        title: 'Ears first',
        text: 'Poppy stood still and turned her big ears this way and that. Scratch, scratch. Somewhere under the snow, a mouse was moving. She crept closer, step by quiet step.',
      },
      {
        title: 'The pounce',
        text: 'Then she crouched and made a pounce, springing high into the air and coming down nose-first, like a diver. Plop! Only her tail stuck out. But she came up with nothing but snow on her nose.',
      },
      {
        title: 'Once more',
        text: 'Poppy listened again, jumped again, and this time she found her supper. A wildlife photographer, hiding behind a tree, caught her jump on camera, with her tail up high.',
      },
      {
        title: 'Why foxes jump',
        text: 'A fox’s ears are so sharp that it can hear a mouse under deep snow. A high jump lets it break through the hard crust on top. That is why foxes leap so high in winter, and why their noses are often white.',
      },
    ],
    footnote: {
      word: 'pounce',
      inText: 'pounce',
      explanation: 'A sudden jump to land on something and catch it.',
    },
    whatHappened:
      'A wildlife photographer filmed a young red fox looking for food in a snowy meadow: she listened for a mouse under the snow, leapt high and dived nose-first into the snow.',
    parent: {
      upto3: ['Can you jump like Poppy?', 'Can you find the fox’s white nose?'],
      '4to5': [
        'How do you think Poppy felt with snow all over her nose?',
        'How do you think Poppy felt when she heard the little mouse?',
      ],
      '6to7': [
        'Why do you think the fox listens before it jumps?',
        'Could you close your eyes together and guess where a small sound is coming from?',
      ],
    },
  },
  ru: {
    title: 'Лиса ныряет в снег',
    beats: {
      who: 'Рыжуля, молодая рыжая лиса на заснеженной поляне у соснового леса',
      what: 'Она услышала, как под глубоким снегом шуршит мышь, высоко подпрыгнула и нырнула в снег носом вниз, а фотограф снял этот прыжок.',
      feeling: 'голод и внимание, потом радость удачи',
      helped: null,
      why: 'Большие уши лисы слышат мышь даже под толстым снегом, а высокий прыжок помогает пробить твёрдую корку и приземлиться прямо сверху.',
    },
    hook: 'Сначала слушай, а потом прыгай!',
    bedtime: 'Рыжуля укрыла нос пушистым хвостом.',
    toddler: [
      { title: 'Тише', text: 'Рыжая лиса на белом снегу. Тс-с! Она слушает.' },
      { title: 'Прыг!', text: 'Прыг высоко-высоко! И вниз, носом в снег. Бух!' },
      { title: 'Белый нос', text: 'Рыжуля выныривает. Нос белый! Апчхи, апчхи!' },
    ],
    small: [
      {
        title: 'Снежная поляна',
        text: 'На опушке леса лежит снежная поляна. По ней неспешно идёт рыжая лиса Рыжуля и поворачивает уши то туда, то сюда.',
      },
      {
        title: 'Что там шуршит?',
        text: 'Рыжуля замерла. Под глубоким снегом скребётся маленькая мышка. Лиса её не видит, но хорошо слышит!',
      },
      {
        title: 'Большой прыжок',
        text: 'Рыжуля пригнулась, прыгнула высоко вверх и нырнула носом прямо в снег! Бух! Торчит только пушистый хвост. Это лиса мышкует.',
      },
      {
        title: 'Ещё разок',
        text: 'Рыжуля вынырнула, а нос весь в снегу. И снова прислушалась! Фотограф снял её прыжок. А ты умеешь слушать тихо-тихо, как лиса?',
      },
    ],
    arc: [
      {
        title: 'Зимняя поляна',
        text: 'На опушке соснового леса лежит широкая поляна, вся в глубоком снегу. Неподалёку живёт молодая лиса Рыжуля. Зимняя шубка у неё густая и рыжая, а хвост пушистый, как шарф.',
      },
      {
        title: 'Ничего не видно',
        text: 'Рыжуля проголодалась, но поляна была белой и тихой. Мыши спрятались глубоко под снегом, в своих тёплых ходах. Как же их найти?',
      },
      {
        title: 'Сначала уши',
        text: 'Рыжуля замерла и стала поворачивать большие уши то туда, то сюда. Шур-шур. Где-то под снегом шевелилась мышка. Лиса тихонько подкралась ближе.',
      },
      {
        title: 'Прыжок',
        text: 'Потом она пригнулась, взвилась высоко в воздух и нырнула вниз носом, как пловец с вышки. Бух! Торчит только хвост. Но вынырнула она с одним снегом на носу.',
      },
      {
        title: 'Ещё раз!',
        text: 'Рыжуля снова прислушалась, снова прыгнула, и на этот раз нашла себе ужин. А фотограф, спрятавшийся за деревом, снял её прыжок: хвост вверх, нос в снегу.',
      },
      {
        title: 'Зачем лиса прыгает',
        text: 'Лиса так хорошо слышит, что различает мышиный шорох под толстым снегом. Высокий прыжок помогает пробить твёрдую корку сверху. Про такую охоту говорят: лиса мышкует. Вот почему зимой у лис часто белые носы.',
      },
    ],
    footnote: {
      word: 'мышковать',
      inText: 'мышкует',
      explanation: 'Ловить мышей, подпрыгивая и ныряя в снег, как лиса.',
    },
    whatHappened:
      'Фотограф снял молодую рыжую лису на заснеженной поляне: она услышала мышь под снегом, высоко подпрыгнула и нырнула в снег носом вниз.',
    parent: {
      upto3: ['Покажешь, как прыгает Рыжуля?', 'Где у лисы белый нос?'],
      '4to5': [
        'Как думаешь, что почувствовала Рыжуля, когда вынырнула с носом в снегу?',
        'Как думаешь, что почувствовала Рыжуля, когда услышала мышку?',
      ],
      '6to7': [
        'Как думаешь, почему лиса сначала слушает, а потом прыгает?',
        'Может, закроете вместе глаза и попробуете угадать, откуда доносится тихий звук?',
      ],
    },
  },
};
