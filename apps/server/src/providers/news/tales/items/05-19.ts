/** Told for children: the bundled news item of 05-19 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_19: ItemTales = {
  heroLooks:
    'a five-year-old boy with sandy hair under a blue bobble hat, a green padded coat and red wellies, carrying a little dish of water',
  draw: [
    {
      picture: '🐦',
      en: ['sparrow', 'bird', 'robin', 'tit'],
      ru: ['воробь', 'воробей', 'птич', 'птиц', 'синиц', 'зарянк'],
    },
    { picture: '👦', en: ['arthur'], ru: ['антон'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
    { picture: '🥣', en: ['dish'], ru: ['мисочк'] },
    { picture: '🧊', en: ['ice', 'frost'], ru: ['лёд', 'льд', 'мороз'] },
  ],
  en: {
    title: 'Warm water for winter birds',
    beats: {
      who: 'Arthur, a five-year-old boy, his grandma and the birds in their frosty garden',
      what: 'All the water in the garden froze, so Arthur and Grandma put out a shallow dish of warm water with stones in it every morning, and the birds came to drink and bathe.',
      feeling: 'worried for the thirsty birds, then busy, then delighted',
      helped: 'his grandma, who knew to put out warm water every morning and take it in at night',
      why: 'Birds need water all winter, to drink and to wash their feathers, because clean fluffy feathers hold warm air close like a coat.',
    },
    hook: 'What do birds drink when everything is frozen?',
    bedtime: 'The little dish waits for the morning birds.',
    toddler: [
      { title: 'Ice', text: 'Tap, tap! The water is ice. Poor little birds!' },
      { title: 'Warm water', text: 'Arthur brings a dish of warm water. Here you are!' },
      { title: 'Sip, sip', text: 'Sip, sip, splash! Happy little birds. Tweet, tweet!' },
    ],
    small: [
      {
        title: 'All frozen',
        text: 'In a hard frost, everything in Arthur’s garden froze, even the bird bath. The sparrows pecked at the ice, but they could not drink.',
      },
      {
        title: 'A warm dish',
        text: 'So Arthur and Grandma put out a shallow dish of warm water. They put a few stones in it for little feet.',
      },
      {
        title: 'Visitors',
        text: 'Soon sparrows, a blue tit and a robin came to drink, and one even had a bath! How else could we help birds in winter?',
      },
    ],
    arc: [
      {
        title: 'Frozen water',
        text: 'One January morning, Arthur looked out at the garden. Everything was white with frost, and the bird bath had frozen solid. A sparrow hopped onto the ice, pecked at it and looked puzzled.',
        beat: 'problem',
      },
      {
        title: 'A stick',
        text: 'Arthur ran out and cracked the ice with a stick. The birds came back at once. But by lunchtime the water had frozen again, hard as glass.',
        beat: 'attempt',
      },
      {
        title: 'Why birds need water',
        text: 'Birds need water even in winter. They drink it, and they wash their feathers in it. Clean, fluffy feathers hold warm air close to their bodies, like a feather coat.',
        beat: 'why',
      },
      {
        title: 'Grandma’s trick',
        text: 'Grandma had a trick. Every morning they filled a shallow dish with warm water and put a few stones in it, so little feet could stand. At night they took it in, before it could freeze.',
        beat: 'help',
      },
      {
        title: 'A busy dish',
        text: 'Soon the dish was the busiest place in the garden. Sparrows, a blue tit and a robin came to drink, and one sparrow even splashed about in it. Arthur counted them all from the window.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'sparrow',
      inText: 'sparrow',
      explanation: 'A small brown bird that often lives near people’s houses.',
    },
    whatHappened:
      'In a hard frost, when all the water in a garden froze, a boy and his grandmother put out a shallow dish of warm water with stones in it every morning. Sparrows, a blue tit and a robin came to drink and bathe.',
    parent: {
      upto3: ['Can you find the little birds?', 'Can you say tweet, tweet, like a bird?'],
      '4to5': [
        'How do you think the sparrows felt when they found the warm water?',
        'How do you like to help animals when it is cold?',
      ],
      '6to7': [
        'Why do you think birds need water to wash their feathers, even in winter?',
        'Could you put out a shallow dish of water together and count the birds that come?',
      ],
    },
  },
  ru: {
    title: 'Тёплая вода для зимних птиц',
    beats: {
      who: 'пятилетний мальчик Антон, его бабушка и птицы в заиндевевшем саду',
      what: 'Вся вода в саду замёрзла, и Антон с бабушкой каждое утро ставили мелкую мисочку тёплой воды с камешками, а птицы прилетали пить и купаться.',
      feeling: 'тревога за птиц, потом хлопоты, потом радость',
      helped: 'бабушка, которая знала, что воду надо выносить утром и забирать на ночь',
      why: 'Птицам всю зиму нужна вода — пить и мыть перья, ведь чистые пушистые перья держат тёплый воздух, как шубка.',
    },
    hook: 'Что пьют птицы, когда всё замёрзло?',
    bedtime: 'Мисочка ждёт утренних гостей на подоконнике.',
    toddler: [
      { title: 'Лёд', text: 'Тук-тук! Вода стала льдом. Бедные птички!' },
      { title: 'Тёплая вода', text: 'Антон несёт мисочку тёплой воды. Пейте, птички!' },
      { title: 'Пьют', text: 'Клюют водичку, плещутся. Весёлые птички! Чик-чирик!' },
    ],
    small: [
      {
        title: 'Всё замёрзло',
        text: 'В сильный мороз в саду у Антона всё замёрзло, даже поилка для птиц. Воробьи клевали лёд, но попить не могли.',
      },
      {
        title: 'Тёплая мисочка',
        text: 'Тогда Антон с бабушкой поставили мелкую мисочку с тёплой водой. А в неё положили камешки, чтобы маленьким лапкам было где стоять.',
      },
      {
        title: 'Гости',
        text: 'Скоро прилетели попить воробьи, синица и зарянка, а один воробей даже искупался! А как ещё можно помочь птицам зимой?',
      },
    ],
    arc: [
      {
        title: 'Замёрзшая вода',
        text: 'Однажды январским утром Антон выглянул в сад. Всё было белым от инея, а поилка для птиц промёрзла насквозь. Воробей прыгнул на лёд, клюнул его и растерянно огляделся.',
        beat: 'problem',
      },
      {
        title: 'Палка',
        text: 'Антон выбежал и разбил лёд палкой. Птицы сразу вернулись. Но к обеду вода снова замёрзла, твёрдая, как стекло.',
        beat: 'attempt',
      },
      {
        title: 'Зачем птицам вода',
        text: 'Птицам вода нужна и зимой. Они её пьют и моют в ней перья. Чистые пушистые перья держат тёплый воздух у самого тела, как пуховая шубка.',
        beat: 'why',
      },
      {
        title: 'Бабушкина хитрость',
        text: 'У бабушки была хитрость. Каждое утро они наливали в мелкую мисочку тёплую воду и клали туда камешки, чтобы маленьким лапкам было где стоять. А на ночь забирали мисочку домой, пока не замёрзла.',
        beat: 'help',
      },
      {
        title: 'Птичья столовая',
        text: 'Скоро мисочка стала самым оживлённым местом в саду. Прилетали воробьи, синица и зарянка, а один воробей даже плескался в ней. Антон считал их всех из окна.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'воробей',
      inText: 'воробьи',
      explanation: 'Маленькая серо-коричневая птичка, которая живёт рядом с людьми.',
    },
    whatHappened:
      'В сильный мороз, когда вся вода в саду замёрзла, мальчик с бабушкой каждое утро выставляли мелкую мисочку тёплой воды с камешками. Попить и искупаться прилетали воробьи, синица и зарянка.',
    parent: {
      upto3: ['Покажешь маленьких птичек?', 'Скажем вместе «чик-чирик», как птички?'],
      '4to5': [
        'Как думаешь, что почувствовали воробьи, когда нашли тёплую воду?',
        'А как ты помогаешь зверям и птицам, когда холодно?',
      ],
      '6to7': [
        'Как думаешь, зачем птицам мыть перья даже зимой?',
        'Может, поставите вместе мелкую мисочку с водой и посчитаете, сколько птиц прилетит?',
      ],
    },
  },
};
