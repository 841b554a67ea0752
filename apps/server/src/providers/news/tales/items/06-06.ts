/** Told for children: the bundled news item of 06-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_06: ItemTales = {
  heroLooks: 'a round, fluffy one-year-old panda cub with black ears, black eye patches, black legs and a white tummy',
  draw: [
    { picture: '🐼', en: ['panda', 'bao', 'lulu'], ru: ['панд', 'бао', 'лулу'] },
    { picture: '🎂', en: ['cake'], ru: ['торт'] },
    { picture: '🍎', en: ['apple'], ru: ['яблок', 'яблоч'] },
    { picture: '🥕', en: ['carrot'], ru: ['морков'] },
    { picture: '🎋', en: ['bamboo'], ru: ['бамбук'] },
  ],
  en: {
    title: 'A panda’s birthday cake of ice',
    beats: {
      who: 'Bao, a panda cub who turned one at a city zoo, and his mother Lulu',
      what: 'The keepers made Bao a birthday cake of ice with fruit and bamboo frozen inside; he did not know what to do with it until his mum showed him how to lick and dig out the treats.',
      feeling: 'curious, then puzzled, then gleeful',
      helped: 'his mother Lulu, who licked the ice and pulled out an apple for him to copy',
      why: 'Pandas come from cool mountain forests and like the cold, and an ice cake is a puzzle that keeps them curious and busy.',
    },
    hook: 'Whose birthday cake is made of ice?',
    bedtime: 'Bao dreams of apples frozen in ice.',
    toddler: [
      { title: 'A cake!', text: 'Happy birthday, Bao! A big cake of ice.' },
      { title: 'Slippery', text: 'Sniff, sniff. Slip, slide! Oh, so cold!' },
      { title: 'Yum', text: 'An apple in the ice. Crunch, crunch! Yum!' },
    ],
    small: [
      {
        title: 'One year old',
        text: 'At a city zoo, a panda cub called Bao turned one. The keepers made him a birthday cake of ice, with apples, carrots and bamboo frozen inside.',
      },
      {
        title: 'A slippery cake',
        text: 'Bao sniffed the cake and pushed it with his paw. It slid away across the floor! What was he meant to do with it?',
      },
      {
        title: 'Mum shows him',
        text: 'His mum licked the ice and pulled out a red apple. Bao copied her, and soon he was crunching and munching. What would you like on your birthday cake?',
      },
    ],
    arc: [
      {
        title: 'Bao’s birthday',
        text: 'At a city zoo lives a panda cub called Bao, with his mum, Lulu. This week Bao turned one year old, and the keepers made him a very special birthday cake.',
        beat: 'where',
      },
      {
        title: 'A cake of ice',
        text: 'The cake was a big block of ice, with apples, carrots and bamboo frozen inside and a number one on top. Bao sniffed it. It was cold and hard, and he had no idea what to do.',
        beat: 'problem',
      },
      {
        title: 'Slip, slide',
        text: 'Bao tried to hug the cake, but it was slippery. It slid away across the floor, and Bao went sliding after it, round and round. He sat down with a bump and looked puzzled.',
        beat: 'attempt',
      },
      {
        title: 'Why a cake of ice',
        text: 'Pandas come from cool, misty mountain forests, so they like the cold. An ice cake is a puzzle too. The pandas sniff, lick and dig for their treats, and that keeps them curious and busy.',
        beat: 'why',
      },
      {
        title: 'Mum’s way',
        text: 'Lulu came over slowly. She licked the ice until an apple peeked out, then pulled it free with her teeth. Bao watched carefully, then he licked and pulled too.',
        beat: 'help',
      },
      {
        title: 'Happy birthday!',
        text: 'Out came a carrot, then another apple. Crunch, munch! Soon Bao was sitting right on top of his cake, licking it happily, while the visitors sang happy birthday.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'bamboo',
      inText: 'bamboo',
      explanation: 'A tall, hard grass with hollow stems, the food pandas love most.',
    },
    whatHappened:
      'Keepers at a city zoo made a birthday cake of ice, with fruit and bamboo frozen inside, for a panda cub turning one. The cub learned from his mother how to lick and dig out the treats.',
    parent: {
      upto3: ['Can you find the apple in the ice?', 'Can you sniff like Bao?'],
      '4to5': ['How do you think Bao felt when the cake slid away?', 'How do you like to celebrate a birthday?'],
      '6to7': [
        'Why do you think the keepers made Bao’s cake out of ice?',
        'Could you freeze a little fruit in water together and watch it melt?',
      ],
    },
  },
  ru: {
    title: 'Торт изо льда для панды',
    beats: {
      who: 'панда Бао, которому в городском зоопарке исполнился год, и его мама Лулу',
      what: 'Смотрители сделали Бао торт изо льда с фруктами и бамбуком внутри; он не знал, что с ним делать, пока мама не показала, как вылизывать и выковыривать угощение.',
      feeling: 'любопытство, потом недоумение, потом восторг',
      helped: 'мама Лулу, которая лизнула лёд и вытащила яблоко, чтобы он повторил',
      why: 'Панды родом из прохладных горных лесов и любят холод, а ледяной торт — это загадка, которая не даёт им скучать.',
    },
    hook: 'У кого торт изо льда на день рождения?',
    bedtime: 'Бао снятся яблоки во льду.',
    toddler: [
      { title: 'Торт!', text: 'С днём рождения, Бао! Большой торт изо льда.' },
      { title: 'Скользко', text: 'Нюх-нюх. Ой, скользко! Ой, холодно!' },
      { title: 'Ням', text: 'Во льду яблочко. Хрум-хрум! Вкусно!' },
    ],
    small: [
      {
        title: 'Целый год',
        text: 'В городском зоопарке пандёнку Бао исполнился год. Смотрители сделали ему праздничный торт изо льда, а внутри заморозили яблоки, морковку и бамбук.',
      },
      {
        title: 'Скользкий торт',
        text: 'Бао понюхал торт и толкнул его лапой. А торт уехал по полу! Что же с ним делать?',
      },
      {
        title: 'Мама показывает',
        text: 'Мама лизнула лёд и вытащила красное яблоко. Бао повторил за ней, и скоро уже вовсю хрустел. А что тебе хочется на праздничном торте?',
      },
    ],
    arc: [
      {
        title: 'День рождения Бао',
        text: 'В городском зоопарке живёт пандёнок Бао со своей мамой Лулу. На этой неделе Бао исполнился год, и смотрители приготовили ему особенный праздничный торт.',
        beat: 'where',
      },
      {
        title: 'Торт изо льда',
        text: 'Торт был большой ледяной глыбой, внутри застыли яблоки, морковка и бамбук, а сверху стояла цифра один. Бао понюхал его. Торт был холодный и твёрдый, и Бао совсем не знал, что с ним делать.',
        beat: 'problem',
      },
      {
        title: 'Скользко!',
        text: 'Бао попробовал обнять торт, но тот был скользкий. Торт поехал по полу, а Бао за ним, по кругу. Потом Бао плюхнулся на пол и озадаченно огляделся.',
        beat: 'attempt',
      },
      {
        title: 'Зачем торт изо льда',
        text: 'Панды родом из прохладных туманных горных лесов, поэтому холод они любят. А ледяной торт — ещё и загадка: панды нюхают, лижут и выкапывают угощение, и им некогда скучать.',
        beat: 'why',
      },
      {
        title: 'Как делает мама',
        text: 'Лулу неторопливо подошла. Она лизала лёд, пока из него не показалось яблоко, а потом вытащила его зубами. Бао внимательно смотрел, а потом тоже стал лизать и тянуть.',
        beat: 'help',
      },
      {
        title: 'С днём рождения!',
        text: 'Вот появилась морковка, а за ней ещё одно яблоко. Хрум! Скоро Бао уже сидел прямо на своём торте и с удовольствием его лизал, а посетители пели ему: «С днём рождения!»',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'бамбук',
      inText: 'бамбук',
      explanation: 'Высокая твёрдая трава с полыми стеблями, любимая еда панд.',
    },
    whatHappened:
      'В городском зоопарке смотрители сделали пандёнку на первый день рождения торт изо льда с фруктами и бамбуком внутри. Малыш научился у мамы вылизывать и выковыривать угощение.',
    parent: {
      upto3: ['Покажешь яблочко во льду?', 'Понюхаем, как Бао: нюх-нюх?'],
      '4to5': [
        'Как думаешь, что почувствовал Бао, когда торт уехал по полу?',
        'А как ты любишь праздновать день рождения?',
      ],
      '6to7': [
        'Как думаешь, почему смотрители сделали торт для Бао изо льда?',
        'Может, заморозите вместе кусочек фрукта в воде и посмотрите, как он тает?',
      ],
    },
  },
};
