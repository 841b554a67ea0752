/** Told for children: the bundled news item of 09-22 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_22: ItemTales = {
  heroLooks: 'a small red squirrel with tufty ears, a big fluffy tail and a pale cream tummy',
  draw: [
    { picture: '🐿️', en: ['squirrel', 'hazel'], ru: ['белк', 'белоч', 'кисточк'] },
    { picture: '🌰', en: ['nut'], ru: ['орех', 'ореш'] },
    { picture: '🌲', en: ['pine'], ru: ['сосн'] },
    { picture: '🌱', en: ['sprout', 'grow'], ru: ['деревц', 'вырастают'] },
    { picture: '🍂', en: ['leaves'], ru: ['листь'] },
    { picture: '❄️', en: ['snow', 'winter'], ru: ['снег', 'зим'] },
  ],
  en: {
    title: 'A squirrel gets ready for winter',
    beats: {
      who: 'Hazel, a busy red squirrel in an old pine forest',
      what: 'She hid a hundred nuts for the winter.',
      feeling: 'busy and determined, then tired and proud',
      helped: null,
      why: 'Squirrels sometimes forget their nuts, and in spring those nuts grow into new trees.',
    },
    hook: 'Who is hiding nuts all over the forest?',
    bedtime: 'The red squirrel sleeps, wrapped in her tail.',
    toddler: [
      {
        title: 'Red squirrel',
        text: 'Who is that? A red squirrel. Fluffy tail, tufty ears. Hop, hop, hop!',
      },
      { title: 'Nuts', text: 'Here is a nut. Dig, dig, dig! Pop it in. Pat, pat, pat.' },
      { title: 'A tiny tree', text: 'Oops, one nut is left behind. In spring, peek! A tiny green tree!' },
    ],
    small: [
      {
        title: 'A busy squirrel',
        text: 'In an old pine forest, a red squirrel called Hazel was very busy. Winter was coming, and she wanted to hide lots and lots of nuts.',
      },
      {
        title: 'A hundred nuts',
        text: 'Dig a hole, pop in a nut, pat it down! Hazel hid a hundred nuts under moss and leaves. She was tired, but very proud.',
      },
      {
        title: 'New little trees',
        text: 'Squirrels sometimes forget a few nuts, and in spring new little trees grow from them. Where would you hide a nut?',
      },
    ],
    arc: [
      {
        title: 'An old pine forest',
        text: 'In an old pine forest lives a busy red squirrel called Hazel. She has tufty ears, a fluffy tail and a cosy nest high up in a pine tree. The days were getting cooler, and Hazel knew that in winter food is hard to find under the snow. She wanted to hide a hundred nuts, enough for all the cold days.',
        beat: 'problem',
      },
      {
        title: 'Dig, pop, pat',
        text: 'All day she scampered up and down the trees. She dug a little hole, popped in a nut and patted the earth down. One, two, three… fifty… a hundred!',
        beat: 'attempt',
      },
      {
        title: 'A clever nose',
        text: 'Later Hazel came back to check on her nuts. They were hidden so well that she could not see a single one! But her clever nose sniffed them out under the moss, one by one.',
        beat: 'help',
      },
      {
        title: 'Why forgetting helps',
        text: 'Squirrels sometimes forget their nuts, and in spring those nuts sprout and grow into new trees. So busy squirrels like Hazel help to plant the forest of tomorrow, without even knowing it.',
        beat: 'why',
      },
      {
        title: 'The forgotten nut',
        text: 'She found almost all of them. Only one nut, under an old pine cone, slipped her mind. It stayed there all winter, snug in the earth.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'forget',
      inText: 'forget',
      explanation: 'To not remember something, such as where you put it.',
    },
    whatHappened:
      'A busy red squirrel in an old pine forest hid a hundred nuts for the winter. Squirrels sometimes forget their nuts, and new trees grow from them.',
    parent: {
      upto3: ['Can you point to the squirrel’s fluffy tail?', 'Where is the nut?'],
      '4to5': [
        'How do you think Hazel felt after hiding a hundred nuts?',
        'How do you feel when you cannot find something you put away?',
      ],
      '6to7': [
        'Why do you think squirrels hide nuts in autumn instead of eating them all at once?',
        'Could you plant an acorn or a nut in a pot of soil together and see if a little tree grows?',
      ],
    },
  },
  ru: {
    title: 'Белка готовится к зиме',
    beats: {
      who: 'хлопотливая рыжая белка Кисточка в старом сосновом лесу',
      what: 'Кисточка спрятала сто орешков на зиму.',
      feeling: 'хлопоты и старание, потом усталость и гордость',
      helped: null,
      why: 'Иногда белки забывают про орешки, и весной из них вырастают новые деревья.',
    },
    hook: 'Кто прячет орешки по всему лесу?',
    bedtime: 'Белочка спит, укрывшись пушистым хвостом.',
    toddler: [
      {
        title: 'Белочка',
        text: 'Кто там? Рыжая белочка. Пушистый хвост, ушки с кисточками. Прыг, прыг, прыг!',
      },
      { title: 'Орешки', text: 'Вот орешек. Копаем, копаем, копаем! Спрятали. Лапкой хлоп-хлоп.' },
      { title: 'Деревце', text: 'Ой, один орешек забыли! А весной — глядь! Маленькое зелёное деревце!' },
    ],
    small: [
      {
        title: 'Хлопотливая белка',
        text: 'В старом сосновом лесу жила рыжая белка Кисточка. Скоро зима, и ей нужно было спрятать много-много орешков.',
      },
      {
        title: 'Сто орешков',
        text: 'Выкопать ямку, положить орешек, прихлопнуть лапкой! Кисточка спрятала сто орешков под мхом и листьями. Она устала, но очень гордилась собой.',
      },
      {
        title: 'Новое деревце',
        text: 'Иногда белки забывают про некоторые орешки, и весной из них вырастают новые деревца. А где ты спрячешь свой орешек?',
      },
    ],
    arc: [
      {
        title: 'Старый сосновый лес',
        text: 'В старом сосновом лесу живёт хлопотливая рыжая белка Кисточка. У неё ушки с кисточками, пушистый хвост и уютное гнездо высоко на сосне. Дни становились прохладнее, и Кисточка знала: зимой под снегом еду не найти. Ей хотелось спрятать сто орешков, чтобы хватило на все холодные дни.',
        beat: 'problem',
      },
      {
        title: 'Копаем и прячем',
        text: 'Целый день она носилась вверх и вниз по стволам. Выкопает ямку, положит орешек, прихлопнет лапкой. Один, два, три… пятьдесят… сто!',
        beat: 'attempt',
      },
      {
        title: 'Чуткий нос',
        text: 'Потом Кисточка вернулась проверить свои запасы. Орешки были спрятаны так хорошо, что она не видела ни одного! Но чуткий нос отыскал их под мхом, один за другим.',
        beat: 'help',
      },
      {
        title: 'Зачем белкам забывать',
        text: 'Иногда белки забывают про свои орешки, и весной из них вырастают новые деревья. Выходит, хлопотливые белки вроде Кисточки помогают сажать завтрашний лес, сами того не зная.',
        beat: 'why',
      },
      {
        title: 'Забытый орешек',
        text: 'Кисточка нашла почти все. Только про один орешек, под старой шишкой, она забыла. Он так и пролежал всю зиму в тёплой земле.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'забывать',
      inText: 'забывают',
      explanation: 'Не помнить, например, куда что положил.',
    },
    whatHappened:
      'Хлопотливая рыжая белка в старом сосновом лесу спрятала сто орешков на зиму. Иногда белки забывают про орешки, и из них вырастают новые деревья.',
    parent: {
      upto3: ['Покажешь пушистый хвост белочки?', 'Где орешек?'],
      '4to5': [
        'Как думаешь, что почувствовала Кисточка, когда спрятала сто орешков?',
        'А что ты чувствуешь, когда не можешь найти свою игрушку?',
      ],
      '6to7': [
        'Как думаешь, зачем белки прячут орешки осенью, а не съедают всё сразу?',
        'Может, посадите вместе жёлудь или орешек в горшок с землёй и посмотрите, вырастет ли деревце?',
      ],
    },
  },
};
