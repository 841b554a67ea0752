/** Told for children: the bundled news item of 11-26 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_26: ItemTales = {
  heroLooks: 'a boy of six with short black hair, round glasses, a red T-shirt and blue dungarees',
  draw: [
    { picture: '👦', en: ['max', 'boy'], ru: ['тём'] },
    { picture: 'svg:tiny-house', en: ['house'], ru: ['домик'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
  ],
  en: {
    title: 'A tiny house on wheels',
    beats: {
      who: 'Max, a boy of six, and his mum and dad',
      what: 'The family built a tiny house on a trailer, found clever room for everything, and took their home with them to a field by a lake.',
      feeling: 'excited, then worried there was no room, then snug and proud',
      helped: 'Dad, who showed Max how to use the space up high',
      why: 'A tiny house needs less wood to build and less power to warm and light, and on wheels it can go wherever the family wants to live.',
    },
    hook: 'Whose house can go on a trip?',
    bedtime: 'In his loft, Max watches one last star.',
    toddler: [
      {
        title: 'Bang, bang',
        text: 'Bang, bang! Max and Dad build a house. The house is tiny, tiny!',
      },
      {
        title: 'Round and round',
        text: 'The tiny house has wheels. Round and round! Off it goes.',
      },
      {
        title: 'Up to bed',
        text: 'Max climbs up to his bed. His bed is under the roof. Night-night, tiny house!',
      },
    ],
    small: [
      {
        title: 'A house on wheels',
        text: 'Max and his mum and dad built a tiny house on a trailer with two wheels. Bang, bang went the hammers! Max painted the door blue.',
      },
      {
        title: 'Where is my bed?',
        text: 'But the house was so small! Max worried that there was no room for his bed. Then Dad showed him a loft up under the roof, just for him.',
      },
      {
        title: 'Off we go',
        text: 'A car towed the tiny house to a field by a lake. That night, Max slept in his loft and looked at the stars through a round window.',
      },
      {
        title: 'And you?',
        text: 'Max felt as snug as a bird in a nest. If your house had wheels, where would you take it?',
      },
    ],
    arc: [
      {
        title: 'A house on two wheels',
        beat: 'where',
        text: 'Max and his parents dreamed of a home that could travel with them. So they bought a long trailer with two wheels and began to build a tiny house on it.',
      },
      {
        title: 'Eight steps long',
        beat: 'problem',
        text: 'Max paced along the trailer: eight steps long, three steps wide. Where would his bed go, and his blocks and his drum? It was smaller than their kitchen!',
      },
      {
        title: 'Why so small?',
        beat: 'why',
        text: 'Mum said that a tiny house needs less wood to build and less power to warm and light. On wheels, it can go wherever the family wants to live.',
      },
      {
        title: 'A crowded plan',
        beat: 'attempt',
        text: 'Max drew a plan on a big sheet of paper: his bed, his toy box, his tent. But they filled the whole house!',
      },
      {
        title: 'Up high',
        beat: 'help',
        text: 'Dad showed him a builder’s trick: use the space up high. The stairs got drawers for toys, and a table folded down from the wall. Under the roof, they made a loft for Max’s bed.',
      },
      {
        title: 'A round window',
        beat: 'resolution',
        text: 'Max painted the door blue, and Dad cut a round window beside his bed. On the first night, Max lay in his loft and watched the stars. The little house felt like a hug.',
      },
      {
        title: 'Off we go',
        beat: 'resolution',
        text: 'Then a car towed the tiny house slowly to a field by a lake. Max waved from the steps. Their home had travelled with them!',
      },
    ],
    footnote: {
      word: 'trailer',
      inText: 'trailer',
      explanation: 'A platform on wheels that a car pulls along behind it.',
    },
    whatHappened:
      'Some families build tiny houses on trailers: small homes that use little material and energy and can be towed to a new place. A boy helped his parents build one and sleeps in a loft under its roof.',
    parent: {
      upto3: ['Can you find the wheels of the tiny house?', 'Can you say “bang, bang” like Max and Dad?'],
      '4to5': [
        'How do you think Max felt when he thought there was no room for his bed?',
        'How do you think Max felt in his loft under the roof?',
      ],
      '6to7': [
        'How did the family find room for everything in such a tiny house?',
        'Could we draw a plan of a tiny house of our own?',
      ],
    },
  },
  ru: {
    title: 'Домик на колёсах',
    beats: {
      who: 'шестилетний Тёма, его мама и папа',
      what: 'Семья построила крошечный домик на прицепе, нашла в нём место для всего и увезла свой дом на поле у озера.',
      feeling: 'радость, потом тревога, что места не хватит, потом уют и гордость',
      helped: 'папа, который показал Тёме, как занимать место наверху',
      why: 'На крошечный дом нужно меньше дерева, а чтобы его согреть и осветить, нужно меньше энергии; а на колёсах он может поехать туда, где семья захочет жить.',
    },
    hook: 'У чьего дома есть колёса?',
    bedtime: 'Тёма под крышей смотрит на последнюю звёздочку.',
    toddler: [
      {
        title: 'Тук-тук',
        text: 'Тук-тук! Тёма и папа строят дом. Домик совсем крошечный!',
      },
      {
        title: 'Колёса',
        text: 'У домика есть колёса. Крутятся, крутятся! Домик поехал.',
      },
      {
        title: 'Под крышей',
        text: 'Тёма залезает наверх. Кроватка стоит под самой крышей. Спокойной ночи, домик!',
      },
    ],
    small: [
      {
        title: 'Дом на колёсах',
        text: 'Тёма с мамой и папой построили крошечный домик на прицепе с двумя колёсами. Тук-тук, стучали молотки! Тёма покрасил дверь в синий цвет.',
      },
      {
        title: 'Где моя кровать?',
        text: 'Но домик был такой маленький! Тёма переживал, что для его кровати нет места. Тогда папа показал ему спальное место наверху, под самой крышей.',
      },
      {
        title: 'Поехали!',
        text: 'Машина отвезла домик на поле у озера. Ночью Тёма спал под крышей и смотрел на звёзды в круглое окошко.',
      },
      {
        title: 'А ты?',
        text: 'Тёме было уютно, как птенцу в гнезде. А куда тебе хотелось бы отправиться, если бы у дома были колёса?',
      },
    ],
    arc: [
      {
        title: 'Дом на двух колёсах',
        beat: 'where',
        text: 'Тёма с родителями мечтали о доме, который может путешествовать вместе с ними. Они купили длинный прицеп с двумя колёсами и начали строить на нём крошечный домик.',
      },
      {
        title: 'Восемь шагов',
        beat: 'problem',
        text: 'Тёма прошагал по прицепу: восемь шагов в длину, три в ширину. Куда же поставить кровать, кубики и барабан? Домик был меньше их кухни!',
      },
      {
        title: 'Зачем такой маленький?',
        beat: 'why',
        text: 'Мама объяснила, что на маленький дом нужно меньше дерева, а чтобы его согреть и осветить, нужно меньше энергии. А на колёсах он может поехать туда, где семья захочет жить.',
      },
      {
        title: 'Тесный план',
        beat: 'attempt',
        text: 'Тёма нарисовал свой план на большом листе: кровать, ящик для игрушек, палатку. Но они заняли весь домик!',
      },
      {
        title: 'Наверху',
        beat: 'help',
        text: 'Папа рассказал про хитрость строителей: занимать место наверху. В ступеньках лестницы сделали ящики для игрушек, стол откидывается от стены, а под крышей устроили спальное место для Тёмы.',
      },
      {
        title: 'Круглое окошко',
        beat: 'resolution',
        text: 'Тёма покрасил дверь в синий цвет, а папа выпилил круглое окошко рядом с его кроватью. В первую ночь Тёма лежал под крышей и смотрел на звёзды. Домик был уютный, как объятие.',
      },
      {
        title: 'Поехали!',
        beat: 'resolution',
        text: 'Потом машина отвезла домик на поле у озера. Тёма махал с крылечка. Их дом путешествовал вместе с ними!',
      },
    ],
    footnote: {
      word: 'прицеп',
      inText: 'прицеп',
      explanation: 'Тележка на колёсах, которую тянет за собой машина.',
    },
    whatHappened:
      'Некоторые семьи строят крошечные дома на прицепах: на них уходит мало материалов и энергии, и их можно перевезти на новое место. Мальчик помог родителям построить такой дом и спит под его крышей.',
    parent: {
      upto3: ['Покажешь колёса у домика?', 'Постучим «тук-тук», как Тёма и папа?'],
      '4to5': [
        'Как думаешь, что почувствовал Тёма, когда решил, что для кровати нет места?',
        'А что почувствовал Тёма, когда спал под крышей?',
      ],
      '6to7': [
        'Как семья нашла место для всего в таком маленьком доме?',
        'Может, нарисуем вместе план своего крошечного дома?',
      ],
    },
  },
};
