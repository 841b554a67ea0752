/** Told for children: the bundled news item of 07-27 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_27: ItemTales = {
  heroLooks: 'a small fluffy white lamb with a black face, black legs and a tiny bell on a red ribbon',
  draw: [
    { picture: '🐑', en: ['sheep', 'lamb', 'clover'], ru: ['овц', 'овеч', 'кудряшк', 'отар'] },
    { picture: '🧑‍🌾', en: ['shepherd'], ru: ['пастух'] },
    { picture: '🐕', en: ['dog', 'patch'], ru: ['собак', 'пёс', 'дружок', 'дружк'] },
    { picture: '⛰️', en: ['mountain'], ru: ['гор'] },
    { picture: '🌱', en: ['grass'], ru: ['трав'] },
    { picture: '🔔', en: ['bell'], ru: ['колокольчик'] },
    { picture: '🌼', en: ['flower'], ru: ['цвет'] },
  ],
  en: {
    title: 'Sheep go to the mountains',
    beats: {
      who: 'a big flock of sheep in a green mountain valley, and the smallest lamb, Clover',
      what: 'The sheep walked up the mountain to fresh summer grass, with a shepherd and his dog beside them all the way.',
      feeling: 'tired on the long path, then happy and full',
      helped: 'the shepherd and his dog, who walked with the flock and kept the little ones going',
      why: 'In summer the snow melts high up and fresh grass grows there, just when the valley grass gets short and dry.',
    },
    hook: 'Ding, ding go the bells up the mountain.',
    bedtime: 'The little lamb dozes in the high grass.',
    toddler: [
      {
        title: 'Baa!',
        text: 'Baa, baa, baa! Here come the sheep. Big sheep, little sheep. Ding, ding, go the bells.',
      },
      {
        title: 'Up we go',
        text: 'Up, up, up the mountain. Woof, woof! The dog runs too. The shepherd walks too.',
      },
      { title: 'Yummy grass', text: 'Green grass, fresh grass. Munch, munch, munch! A happy little lamb.' },
    ],
    small: [
      {
        title: 'Off we go',
        text: 'In a green mountain valley, a big flock of sheep set off up the mountain. The smallest lamb, Clover, walked at the back with her little bell: ding, ding!',
      },
      {
        title: 'The shepherd and his dog',
        text: 'A shepherd and his dog walked with them all the way. When Clover stopped to sniff a flower, the dog, Patch, trotted back and gently nudged her on.',
      },
      {
        title: 'At the top',
        text: 'Up high there was fresh summer grass, soft and sweet. Clover was tired, but oh, so happy! What would you like to see from the top of a mountain?',
      },
    ],
    arc: [
      {
        title: 'A green valley',
        text: 'In a green mountain valley lives a big flock of sheep. The smallest of them is a lamb called Clover, with a black face and a tiny bell that goes ding, ding.',
        beat: 'where',
      },
      {
        title: 'A long way up',
        text: 'In summer the grass in the valley grows short and dry. High on the mountain, fresh grass is waiting, but the path is long and steep, and Clover’s legs are short.',
        beat: 'problem',
      },
      {
        title: 'Up the path',
        text: 'The whole flock set off: baa, baa, ding, ding! Clover trotted and hopped over stones, but soon she fell behind and stopped to nibble a flower.',
        beat: 'attempt',
      },
      {
        title: 'The shepherd and Patch',
        text: 'The shepherd’s dog, Patch, ran back and gently nudged her along. The shepherd waited for her, leaning on his long stick, and let her walk right beside him for a while.',
        beat: 'help',
      },
      {
        title: 'Why sheep go up',
        text: 'In summer the snow melts high on the mountains, and fresh grass grows there, just when the valley grass gets dry. So shepherds walk their sheep up for the summer and bring them down again in autumn, before the snow comes back.',
        beat: 'why',
      },
      {
        title: 'Fresh grass',
        text: 'By evening they reached a wide meadow near the top, full of fresh green grass and tiny flowers. Clover munched and munched, then curled up next to her mum.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'shepherd',
      inText: 'shepherd',
      explanation: 'A person whose job is to look after sheep, lead them to good grass and keep them together.',
    },
    whatHappened:
      'A big flock of sheep walked up from a green mountain valley to fresh summer grass. A shepherd and his dog walked with them all the way.',
    parent: {
      upto3: ['Can you find the little lamb with the bell?', 'What does a sheep say?'],
      '4to5': ['How do you think Clover felt when she fell behind?', 'How do you feel after a big walk?'],
      '6to7': [
        'Why do you think the sheep go up the mountain for the summer?',
        'Could you find a picture of mountain meadows together and look for the sheep and the shepherd?',
      ],
    },
  },
  ru: {
    title: 'Овцы ушли в горы',
    beats: {
      who: 'большая отара овец из зелёной горной долины и самая маленькая овечка Кудряшка',
      what: 'Овцы поднялись в горы на свежую летнюю траву, и всю дорогу с ними шли пастух и его собака.',
      feeling: 'усталость в долгой дороге, потом радость и сытость',
      helped: 'пастух и его собака, которые шли с отарой и подгоняли отстающих',
      why: 'Летом в горах тает снег и наверху растёт свежая трава, а в долине трава как раз высыхает.',
    },
    hook: 'Динь-динь — звенят колокольчики в горах.',
    bedtime: 'Ягнёнок дремлет в мягкой горной траве.',
    toddler: [
      {
        title: 'Бе-е-е!',
        text: 'Бе-е, бе-е, бе-е! Идут овечки. Большие овечки, маленькие овечки. Динь-динь — звенят колокольчики.',
      },
      {
        title: 'В гору',
        text: 'Вверх, вверх, вверх — в гору! Гав-гав! Собака бежит рядом. И пастух шагает с ними.',
      },
      { title: 'Травка', text: 'Зелёная травка, свежая травка. Ням, ням, ням! Довольная овечка.' },
    ],
    small: [
      {
        title: 'В путь',
        text: 'В зелёной горной долине большая отара овец отправилась в горы. Самая маленькая овечка, Кудряшка, шла позади, и на шее у неё звенел колокольчик: динь-динь!',
      },
      {
        title: 'Пастух и Дружок',
        text: 'Всю дорогу с ними шли пастух и его собака Дружок. Когда Кудряшка остановилась понюхать цветок, Дружок вернулся и ласково подтолкнул её носом.',
      },
      {
        title: 'Наверху',
        text: 'Наверху росла свежая летняя трава — мягкая и сладкая. Кудряшка устала, но как же она радовалась! А что тебе хочется увидеть с вершины горы?',
      },
    ],
    arc: [
      {
        title: 'Зелёная долина',
        text: 'В зелёной горной долине живёт большая отара овец. Самая маленькая в ней — овечка Кудряшка с чёрной мордочкой и колокольчиком на шее.',
        beat: 'where',
      },
      {
        title: 'Долгая дорога',
        text: 'Летом трава в долине становится короткой и сухой. Высоко в горах ждёт свежая трава, но дорога туда длинная и крутая, а ножки у Кудряшки короткие.',
        beat: 'problem',
      },
      {
        title: 'Вверх по тропе',
        text: 'Вся отара двинулась в путь: бе-е, бе-е, динь-динь! Кудряшка семенила и перепрыгивала через камни, но скоро отстала и принялась жевать цветок.',
        beat: 'attempt',
      },
      {
        title: 'Пастух и его пёс',
        text: 'Тогда пёс Дружок прибежал назад и тихонько подтолкнул её носом. Пастух остановился, опёрся на длинную палку и подождал, а потом Кудряшка долго шла рядом с ним.',
        beat: 'help',
      },
      {
        title: 'Зачем овцы идут в горы',
        text: 'Летом в горах тает снег, и наверху вырастает свежая трава — как раз когда в долине она высыхает. Поэтому пастухи на лето уводят овец в горы, а осенью, пока не выпал снег, спускаются с ними обратно.',
        beat: 'why',
      },
      {
        title: 'Свежая трава',
        text: 'К вечеру отара добралась до широкого луга почти у самой вершины. Там было полно свежей травы и крошечных цветов! Кудряшка наелась и уснула рядом с мамой.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'пастух',
      inText: 'пастух',
      explanation: 'Человек, который ухаживает за овцами: водит их на траву и следит, чтобы никто не потерялся.',
    },
    whatHappened:
      'Большая отара овец поднялась из зелёной горной долины на свежую летнюю траву. Всю дорогу с ними шли пастух и его собака.',
    parent: {
      upto3: ['Покажешь овечку с колокольчиком?', 'Как говорит овечка?'],
      '4to5': [
        'Как думаешь, что почувствовала Кудряшка, когда отстала от всех?',
        'А что ты чувствуешь в конце долгой прогулки?',
      ],
      '6to7': [
        'Как думаешь, почему овцы уходят на лето в горы?',
        'Может, найдёте вместе картинки горных лугов и поищете на них овец и пастуха?',
      ],
    },
  },
};
