/** Told for children: the bundled news item of 03-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_05: ItemTales = {
  heroLooks:
    'a small young snow monkey with thick fluffy grey-brown fur, a round bright red face, little pink hands and snowflakes on her head',
  draw: [
    { picture: '🐒', en: ['monkey', 'momo'], ru: ['обезьян', 'момо', 'макак'] },
    { picture: '♨️', en: ['pool', 'spring', 'water'], ru: ['источник', 'вод'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🏔️', en: ['mountain'], ru: ['гор'] },
  ],
  en: {
    title: 'Snow monkeys take a warm bath',
    beats: {
      who: 'Momo, a young snow monkey, and her troop high in the snowy mountains of Japan',
      what: 'Momo was shivering but afraid of the steaming pool where the grown-up monkeys bathe, until her grandma lowered her in slowly, and she sat in the warm water up to her chin.',
      feeling: 'cold and unsure, then surprised, then snug and sleepy',
      helped: 'her grandma, who held her hand and lowered her in one paw at a time',
      why: 'The pool is a warm spring: its water comes from deep under the mountain, where the rocks are warm, so it stays warm in the coldest winter.',
    },
    hook: 'Who takes a warm bath in the snow?',
    bedtime: 'Snowflakes settle on Momo’s head as she dozes.',
    toddler: [
      { title: 'So cold', text: 'So cold! Snow on little Momo’s fur.' },
      { title: 'Warm water', text: 'A warm pool. Steam goes up, up, up!' },
      { title: 'Ahh', text: 'In goes Momo. Ahh, so warm! Cosy, cosy.' },
    ],
    small: [
      {
        title: 'A snowy mountain',
        text: 'High in the snowy mountains of Japan live monkeys with thick fur and red faces. Little Momo was shivering in the snow.',
      },
      {
        title: 'A steamy pool',
        text: 'Nearby was a warm spring, with steam rising from its pool. The big monkeys were bathing in it, but Momo was afraid to go in.',
      },
      {
        title: 'Up to her chin',
        text: 'Her grandma held her hand and lowered her in, slowly, slowly. Ahh! Momo sat in the warm water up to her chin. How do you warm up on a cold day?',
      },
    ],
    arc: [
      {
        title: 'Monkeys in the snow',
        text: 'High in the mountains of Japan, the winter is long and snowy. A troop of monkeys lives there, with thick grey-brown fur and bright red faces. The smallest is Momo.',
        beat: 'where',
      },
      {
        title: 'Shivering',
        text: 'One frosty morning, snow piled up on Momo’s fur, and she shivered from her ears to her tail. The grown-up monkeys climbed into a steaming pool, but Momo had never been in water, and she stayed on the bank.',
        beat: 'problem',
      },
      {
        title: 'A warm spring',
        text: 'The pool is a warm spring. Its water comes from deep under the mountain, where the rocks are very warm. So it stays warm even when everything around it is frozen.',
        beat: 'why',
      },
      {
        title: 'One toe',
        text: 'Momo crept to the edge and dipped in one toe. It felt so strange that she pulled it straight back and huddled under a snowy bush. She shivered even more.',
        beat: 'attempt',
      },
      {
        title: 'Grandma’s hand',
        text: 'Then her grandma climbed out, took Momo’s hand and sat with her at the edge. Slowly, slowly, she lowered her into the water, one paw at a time.',
        beat: 'help',
      },
      {
        title: 'Warm at last',
        text: 'Ahh! The warmth wrapped round Momo like a blanket. She sat in the water up to her chin, eyes half closed, while snowflakes landed softly on her head.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'spring',
      inText: 'spring',
      explanation: 'A place where water comes up out of the ground by itself.',
    },
    whatHappened:
      'High in the snowy mountains of Japan, monkeys warm up in winter by bathing in a warm spring. A young monkey who was afraid of the water was lowered in gently by her grandmother.',
    parent: {
      upto3: ['Can you find little Momo in the warm pool?', 'Can you say ahh, like Momo?'],
      '4to5': [
        'How do you think Momo felt when she sat in the warm water?',
        'What helps you feel brave when something is new?',
      ],
      '6to7': [
        'Why do you think the water in the spring stays warm in winter?',
        'Could you find Japan on a map or a globe together?',
      ],
    },
  },
  ru: {
    title: 'Снежные обезьяны принимают тёплую ванну',
    beats: {
      who: 'маленькая обезьянка Момо и её стая высоко в снежных горах Японии',
      what: 'Момо дрожала от холода, но боялась парящего пруда, где купаются взрослые обезьяны, пока бабушка не опустила её в воду медленно-медленно.',
      feeling: 'холод и робость, потом удивление, потом тепло и сонный уют',
      helped: 'бабушка, которая держала её за руку и опускала в воду по одной лапке',
      why: 'Пруд — это тёплый источник: вода идёт из глубины горы, где камни горячие, поэтому она тёплая даже в самую холодную зиму.',
    },
    hook: 'Кто купается в тёплой воде среди снега?',
    bedtime: 'Снежинки садятся Момо на макушку, а она дремлет.',
    toddler: [
      { title: 'Холодно', text: 'Ой, холодно! Снег на шубке у Момо.' },
      { title: 'Тёплая вода', text: 'Тёплый пруд. Пар идёт вверх, вверх!' },
      { title: 'Ах', text: 'Момо в воде. Ах, как тепло! Хорошо!' },
    ],
    small: [
      {
        title: 'Снежные горы',
        text: 'Высоко в снежных горах Японии живут обезьяны с густой шерстью и красными мордочками. Маленькая Момо дрожала в снегу.',
      },
      {
        title: 'Тёплый пруд',
        text: 'Рядом был тёплый источник, и над его прудом поднимался пар. Большие обезьяны купались в нём, а Момо боялась зайти в воду.',
      },
      {
        title: 'По самый подбородок',
        text: 'Бабушка взяла её за руку и медленно-медленно опустила в воду. Ах! Момо сидела в тёплой воде по самый подбородок. А как ты греешься в холодный день?',
      },
    ],
    arc: [
      {
        title: 'Обезьяны в снегу',
        text: 'Высоко в горах Японии зима долгая и снежная. Там живёт стая обезьян с густой серо-бурой шерстью и ярко-красными мордочками. Самая маленькая из них — Момо.',
        beat: 'where',
      },
      {
        title: 'Дрожь',
        text: 'Однажды морозным утром снег облепил Момо шубку, и она дрожала от ушей до хвоста. Взрослые обезьяны забрались в пруд, над которым шёл пар. А Момо ни разу не была в воде и осталась на берегу.',
        beat: 'problem',
      },
      {
        title: 'Тёплый источник',
        text: 'Этот пруд — тёплый источник. Вода в нём идёт из глубины горы, где камни очень тёплые. Поэтому она не остывает, даже когда всё вокруг замёрзло.',
        beat: 'why',
      },
      {
        title: 'Один пальчик',
        text: 'Момо подкралась к краю и окунула в воду один пальчик. Было так непривычно, что она тут же отдёрнула лапку и спряталась под заснеженный куст. Но там она задрожала ещё сильнее.',
        beat: 'attempt',
      },
      {
        title: 'Бабушкина рука',
        text: 'Тогда бабушка вылезла из воды, взяла Момо за руку и села с ней на краю. И медленно-медленно опустила её в воду, по одной лапке.',
        beat: 'help',
      },
      {
        title: 'Наконец тепло',
        text: 'Ах! Тепло укутало Момо, как одеяло. Она сидела в воде по самый подбородок, прикрыв глаза, а на голову ей тихо падали снежинки.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'источник',
      inText: 'источник',
      explanation: 'Место, где вода сама выходит из-под земли.',
    },
    whatHappened:
      'Высоко в снежных горах Японии обезьяны зимой греются, купаясь в тёплом источнике. Маленькую обезьянку, которая боялась воды, бабушка бережно опустила в пруд.',
    parent: {
      upto3: ['Покажешь маленькую Момо в тёплом пруду?', 'Скажем вместе «ах», как Момо?'],
      '4to5': ['Как думаешь, что почувствовала Момо в тёплой воде?', 'А что помогает тебе решиться на что-то новое?'],
      '6to7': [
        'Как думаешь, почему вода в источнике тёплая даже зимой?',
        'Может, найдёте вместе Японию на карте или на глобусе?',
      ],
    },
  },
};
