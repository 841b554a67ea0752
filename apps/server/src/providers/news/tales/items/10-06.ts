/** Told for children: the bundled news item of 10-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_06: ItemTales = {
  heroLooks: 'a giant round orange pumpkin, wider than a bathtub, with deep ridges and a thick curly green stem',
  draw: [
    { picture: '🎃', en: ['pumpkin'], ru: ['тыкв'] },
    { picture: '🧑‍🌾', en: ['farmer', 'tom'], ru: ['фермер', 'фома', 'фоме', 'фомы'] },
    { picture: '🏅', en: ['prize', 'ribbon'], ru: ['приз', 'лент'] },
    { picture: '🚜', en: ['tractor'], ru: ['трактор'] },
    { picture: '🍎', en: ['apple'], ru: ['яблок'] },
    { picture: '🍯', en: ['honey'], ru: ['мёд'] },
  ],
  en: {
    title: 'A giant pumpkin',
    beats: {
      who: "Farmer Tom's giant pumpkin at a village fair",
      what: 'It won the prize for the biggest pumpkin, and it was so heavy that ten people helped to lift it.',
      feeling: 'proud and amazed',
      helped: 'ten people from the village, who lifted the pumpkin together',
      why: 'A whole giant pumpkin grows from one small seed, with sunshine, water and a lot of care.',
    },
    hook: 'This pumpkin is bigger than a bathtub!',
    bedtime: 'The giant pumpkin sleeps under its blue ribbon.',
    toddler: [
      {
        title: 'Big, big, big',
        text: 'Look at this pumpkin! Big, big, big! Bigger than a bathtub. Orange and round.',
      },
      { title: 'Heave-ho', text: 'One, two, three… ten people lift it! Heave-ho, heave-ho! Up it goes.' },
      { title: 'A prize', text: 'Here is a blue ribbon. The biggest pumpkin wins! Hooray for the pumpkin!' },
    ],
    small: [
      {
        title: 'At the fair',
        text: 'At a village fair, there were apples, jars of honey and pumpkins of every size. But one pumpkin was the biggest of all. Farmer Tom had grown it.',
      },
      {
        title: 'Ten helpers',
        text: 'It was so heavy that one person could not move it. Ten people held on and lifted it together. Heave-ho!',
      },
      {
        title: 'The prize',
        text: "Tom's pumpkin won the prize for the biggest pumpkin: a blue ribbon. Tom was so proud that he patted it like a good old horse.",
      },
      {
        title: 'Your turn',
        text: 'Children tried to hug the pumpkin, but their arms did not reach around it. How big a pumpkin would you like to grow?',
      },
    ],
    arc: [
      {
        title: 'A pumpkin patch',
        text: 'On a farm near a village lives Farmer Tom. Every spring he plants pumpkin seeds. This year, one small seed grew into something very special.',
        beat: 'where',
      },
      {
        title: 'Too big to move',
        text: 'All summer that pumpkin grew and grew, until it was wider than a bathtub. Tom wanted to take it to the village fair. But how do you move a pumpkin that big?',
        beat: 'problem',
      },
      {
        title: 'Push and pull',
        text: 'Tom pushed. Tom pulled. He rocked it this way and that way. The giant pumpkin did not move an inch.',
        beat: 'attempt',
      },
      {
        title: 'Ten helpers',
        text: 'Then his neighbours came, one after another, until there were ten of them. They slid a strong sheet under the pumpkin, held the edges and lifted it onto a trailer behind the tractor.',
        beat: 'help',
      },
      {
        title: 'How a pumpkin grows',
        text: 'A pumpkin starts as a flat seed no bigger than a fingernail. Its wide leaves catch the sunshine, and its roots drink lots of water. In the middle of summer, a giant pumpkin grows heavier every single day.',
        beat: 'why',
      },
      {
        title: 'The biggest of all',
        text: 'At the fair, the pumpkin was put on a giant scale. It was the heaviest one there! Tom won the prize for the biggest pumpkin, and everyone clapped.',
        beat: 'resolution',
      },
    ],
    footnote: { word: 'prize', inText: 'prize', explanation: 'A gift you get for winning.' },
    whatHappened:
      'A farmer brought a giant pumpkin to a village fair, and it won the prize for the biggest pumpkin. It was so heavy that ten people had to lift it together.',
    parent: {
      upto3: ['Can you point to the big orange pumpkin?', 'Can you show me with your arms how big it was?'],
      '4to5': [
        'How do you think Farmer Tom felt when his pumpkin won?',
        'How does it feel when friends help you with something hard?',
      ],
      '6to7': [
        'How do you think one small seed can grow into such a huge pumpkin?',
        'Could you plant a pumpkin seed in a pot together and watch it sprout?',
      ],
    },
  },
  ru: {
    title: 'Огромная тыква',
    beats: {
      who: 'огромная тыква фермера Фомы на деревенской ярмарке',
      what: 'Тыква получила приз как самая большая, а была она такой тяжёлой, что её поднимали десять человек.',
      feeling: 'гордость и изумление',
      helped: 'десять соседей, которые вместе подняли тыкву',
      why: 'Огромная тыква вырастает из одного маленького семечка — от солнца, воды и заботы.',
    },
    hook: 'Эта тыква больше ванны!',
    bedtime: 'Тыква дремлет с синей лентой на боку.',
    toddler: [
      { title: 'Вот так тыква!', text: 'Смотри, какая тыква! Большая-пребольшая! Больше ванны. Круглая, оранжевая.' },
      { title: 'Раз-два, взяли!', text: 'Один, два, три… десять человек! Раз-два — взяли! Подняли тыкву! Ух!' },
      { title: 'Приз', text: 'Вот синяя лента. Самая большая тыква победила! Ура тыкве!' },
    ],
    small: [
      {
        title: 'На ярмарке',
        text: 'На деревенской ярмарке было всё: яблоки, мёд в банках и тыквы всех размеров. Но одна тыква была больше всех. Её вырастил фермер Фома.',
      },
      {
        title: 'Десять помощников',
        text: 'Тыква была такая тяжёлая, что одному её не сдвинуть. Десять человек ухватились за неё и подняли все вместе. Раз-два, взяли!',
      },
      {
        title: 'Синяя лента',
        text: 'Тыква Фомы получила приз как самая большая — синюю ленту. Фома так гордился, что похлопал тыкву по боку, как доброго коня.',
      },
      {
        title: 'А тебе?',
        text: 'Дети пробовали обнять тыкву, но руки не сходились. А какую тыкву тебе хочется вырастить?',
      },
    ],
    arc: [
      {
        title: 'Тыквенная грядка',
        text: 'На ферме у деревни живёт фермер Фома. Каждую весну он сажает тыквенные семечки. В этот раз одно маленькое семечко выросло в настоящее чудо.',
        beat: 'where',
      },
      {
        title: 'Как её довезти?',
        text: 'Всё лето тыква росла и росла, пока не стала шире ванны. Фома хотел отвезти её на деревенскую ярмарку. Но как сдвинуть с места такую великаншу?',
        beat: 'problem',
      },
      {
        title: 'Толкал и тянул',
        text: 'Фома толкал её. Фома тянул её. Качал туда и сюда. А тыква не сдвинулась ни на сантиметр.',
        beat: 'attempt',
      },
      {
        title: 'Десять помощников',
        text: 'Тогда пришли соседи, один за другим, и набралось их десять. Они подсунули под тыкву крепкое полотно, взялись за края и подняли её в тележку за трактором.',
        beat: 'help',
      },
      {
        title: 'Как растёт тыква',
        text: 'Тыква начинается с плоского семечка размером с ноготок. Широкие листья ловят солнце, а корни пьют много воды. В середине лета огромная тыква тяжелеет с каждым днём.',
        beat: 'why',
      },
      {
        title: 'Самая большая',
        text: 'На ярмарке тыкву поставили на огромные весы. Она оказалась тяжелее всех! Тыква Фомы получила приз как самая большая, и все захлопали.',
        beat: 'resolution',
      },
    ],
    footnote: { word: 'приз', inText: 'приз', explanation: 'Подарок для того, кто победил.' },
    whatHappened:
      'Фермер привёз на деревенскую ярмарку огромную тыкву, и она получила приз как самая большая. Тыква была такой тяжёлой, что её поднимали десять человек.',
    parent: {
      upto3: ['Покажешь, где большая оранжевая тыква?', 'Покажешь руками, какая она огромная?'],
      '4to5': [
        'Как думаешь, что почувствовал фермер Фома, когда его тыква победила?',
        'А тебе приятно, когда друзья помогают с трудным делом?',
      ],
      '6to7': [
        'Как думаешь, как из маленького семечка вырастает такая огромная тыква?',
        'Может, посадите вместе тыквенное семечко в горшок и посмотрите, как оно прорастёт?',
      ],
    },
  },
};
