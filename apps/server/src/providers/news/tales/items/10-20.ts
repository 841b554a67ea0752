/** Told for children: the bundled news item of 10-20 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_20: ItemTales = {
  heroLooks:
    'a small fluffy orange fox cub with big pointed ears, a white chin, black socks on its paws and a bushy white-tipped tail',
  draw: [
    { picture: '🦊', en: ['fox', 'cub', 'rusty'], ru: ['лис', 'рыжик'] },
    { picture: '🌕', en: ['moon'], ru: ['лун'] },
    { picture: '📷', en: ['camera'], ru: ['камер'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🌿', en: ['grass'], ru: ['трав'] },
    { picture: '👩‍🔬', en: ['nina'], ru: ['нина', 'нины'] },
  ],
  en: {
    title: 'A fox family on camera',
    beats: {
      who: 'a fox family at the edge of a forest: a mother fox and her cubs, with the smallest cub called Rusty',
      what: 'They played in the moonlight in front of a hidden camera; the cubs chased each other and rolled in the grass.',
      feeling: 'playful and happy',
      helped: null,
      why: 'Foxes are shy and come out mostly at night, so a hidden camera lets people see how they really live without disturbing them.',
    },
    hook: 'What do foxes do when nobody is watching?',
    bedtime: 'The fox cubs curl up, noses under tails.',
    toddler: [
      { title: 'The moon', text: 'Look, the moon! Round and bright. Who is there in the grass?' },
      { title: 'Foxes!', text: 'A fox! And cubs: one, two, three! Hop, hop, hop!' },
      {
        title: 'Roll and tumble',
        text: 'Roll, roll, roll in the grass. Tails up, paws up! Click, click, goes the camera.',
      },
    ],
    small: [
      {
        title: 'Under the moon',
        text: 'At the edge of a forest, the moon came out, round and bright. A mother fox peeked out of her den, and her cubs came tumbling after her.',
      },
      {
        title: 'Chase and roll',
        text: 'The cubs chased each other round and round. Little Rusty rolled in the grass with his paws in the air. Mum sat nearby with her ears up.',
      },
      {
        title: 'A secret camera',
        text: 'Nobody saw them, except a little camera hidden on a tree. In the morning, people watched the video and smiled. Do you like to roll in the grass, like Rusty?',
      },
    ],
    arc: [
      {
        title: 'A den at the forest edge',
        text: 'At the edge of a forest, under the roots of an old tree, a fox family has its den. There is a mother fox and three cubs, and the smallest one is Rusty.',
      },
      {
        title: 'Who lives here?',
        text: 'Nina studies forest animals. She found little paw prints by the old tree and wanted to know whose they were. But foxes are shy: when people come near, they hide.',
      },
      {
        title: 'A hidden camera',
        text: 'So Nina tied a small camera to a tree and covered it with leaves. It switches on by itself when something moves. Then she went home and waited.',
      },
      {
        title: 'What the camera saw',
        text: 'In the morning Nina watched the video. The moon was bright, and out of the den came the foxes, one, two, three, four!',
      },
      {
        title: 'Moonlight games',
        text: "The cubs chased each other and rolled in the grass. Rusty pounced on his brother's tail, and Mum kept watch over them all. Nina laughed out loud at her screen.",
      },
      {
        title: 'Why cubs play',
        text: 'Foxes are shy and come out mostly in the evening and at night. The hidden camera let Nina see them without disturbing them. And by playing, cubs learn to jump and pounce, so one day they can find their own food.',
      },
    ],
    footnote: { word: 'cub', inText: 'cubs', explanation: 'A baby fox, bear or lion.' },
    whatHappened:
      'A hidden camera at the edge of a forest filmed a fox family playing in the moonlight. The cubs chased each other and rolled in the grass.',
    parent: {
      upto3: ["Can you find the fox's fluffy tail?", 'Where is the round moon?'],
      '4to5': ['How do you think Rusty felt, rolling in the grass?', 'What games do you like to play at home?'],
      '6to7': [
        'Why do you think Nina used a hidden camera instead of watching the foxes herself?',
        'Could you find out together which other animals come out at night?',
      ],
    },
  },
  ru: {
    title: 'Лисья семья попала на камеру',
    beats: {
      who: 'лисья семья на опушке леса: мама-лиса и её лисята, а самого маленького зовут Рыжик',
      what: 'Лисы играли при луне перед спрятанной камерой: лисята гонялись друг за другом и катались по траве.',
      feeling: 'весело и озорно',
      helped: null,
      why: 'Лисы осторожные и выходят в основном ночью, а спрятанная камера показывает людям их жизнь и не тревожит зверей.',
    },
    hook: 'Что делают лисята, когда никто не видит?',
    bedtime: 'Лисята спят, укрыв носы хвостами.',
    toddler: [
      { title: 'Луна', text: 'Смотри, луна! Круглая, яркая. А кто там в траве?' },
      { title: 'Лисята', text: 'Лиса! И лисята: раз, два, три! Прыг-скок, прыг-скок!' },
      { title: 'Кувырком', text: 'Кувырк, кувырк по траве! Хвосты вверх, лапки вверх! А камера: щёлк, щёлк.' },
    ],
    small: [
      {
        title: 'При луне',
        text: 'На опушке леса взошла луна, круглая и яркая. Из норы выглянула мама-лиса, а за ней кувырком выкатились лисята.',
      },
      {
        title: 'Догонялки',
        text: 'Лисята гонялись друг за другом по кругу. Маленький Рыжик катался по траве, задрав лапки кверху. А мама сидела рядом, навострив уши.',
      },
      {
        title: 'Тайная камера',
        text: 'Никто их не видел — только маленькая камера, спрятанная на дереве. Утром люди посмотрели запись и заулыбались. А тебе нравится кувыркаться в траве, как Рыжику?',
      },
    ],
    arc: [
      {
        title: 'Нора на опушке',
        text: 'На опушке леса, под корнями старого дерева, живёт лисья семья. Там мама-лиса и трое лисят, а самого маленького зовут Рыжик.',
      },
      {
        title: 'Кто здесь живёт?',
        text: 'Нина изучает лесных зверей. Она нашла у старого дерева маленькие следы и захотела узнать, чьи они. Но лисы осторожные: заслышат людей — и сразу прячутся.',
      },
      {
        title: 'Спрятанная камера',
        text: 'Тогда Нина привязала к дереву маленькую камеру и прикрыла её листьями. Камера сама включается, когда рядом кто-то шевелится. Нина ушла домой и стала ждать.',
      },
      {
        title: 'Что увидела камера',
        text: 'Утром Нина посмотрела запись. Светила яркая луна, и из норы одна за другой вышли лисы: раз, два, три, четыре!',
      },
      {
        title: 'Игры при луне',
        text: 'Лисята гонялись друг за другом и катались по траве. Рыжик прыгнул на хвост брату, а мама-лиса присматривала за всеми. Нина смеялась, глядя на экран.',
      },
      {
        title: 'Зачем лисята играют',
        text: 'Лисы осторожные и выходят в основном вечером и ночью. Спрятанная камера помогла увидеть их и не потревожить. А играя, лисята учатся прыгать и ловко хватать, чтобы потом самим добывать себе еду.',
      },
    ],
    footnote: { word: 'лисёнок', inText: 'лисята', explanation: 'Детёныш лисы.' },
    whatHappened:
      'Спрятанная на опушке леса камера сняла лисью семью, которая играла при луне. Лисята гонялись друг за другом и катались по траве.',
    parent: {
      upto3: ['Покажешь, где у лисы пушистый хвост?', 'Где круглая луна?'],
      '4to5': ['Как думаешь, весело было Рыжику кувыркаться в траве?', 'А во что тебе нравится играть всей семьёй?'],
      '6to7': [
        'Как думаешь, почему Нина поставила камеру, а не пошла смотреть на лис сама?',
        'Может, узнаете вместе, какие ещё звери выходят гулять ночью?',
      ],
    },
  },
};
