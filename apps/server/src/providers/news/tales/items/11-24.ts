/** Told for children: the bundled news item of 11-24 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_24: ItemTales = {
  heroLooks: 'a small fluffy cream-white polar bear cub with a black nose, round little ears and big furry paws',
  draw: [
    { picture: '🐻‍❄️', en: ['bear', 'nanu', 'cub'], ru: ['медвед', 'медвеж', 'нану'] },
    { picture: '🧊', en: ['ice'], ru: ['лёд', 'льд'] },
    { picture: '🌊', en: ['sea', 'water'], ru: ['мор', 'вод'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🌬️', en: ['wind'], ru: ['ветер'] },
  ],
  en: {
    title: 'Polar bears wait for the ice',
    beats: {
      who: 'a polar bear mother and her cub, Nanu, on the shore of a northern bay',
      what: 'They waited for the sea to freeze, because on the ice they can walk far out over the sea.',
      feeling: 'patient, a little impatient, then glad',
      helped: null,
      why: 'Polar bears find their food far out on the sea ice, so each autumn they wait on the shore until the water freezes hard.',
    },
    hook: 'Two white bears are waiting by the sea.',
    bedtime: 'The little white bear snuggles into the snow.',
    toddler: [
      { title: 'Big bear, little bear', text: 'Big white bear. Little white bear. Pad, pad, pad on the snow.' },
      { title: 'Splash', text: 'The sea goes splash, splash. No ice yet. Wait, little bear, wait.' },
      { title: 'Ice!', text: 'Brrr! Cold, cold wind. Now the sea is ice! Off they go, pad, pad, pad.' },
    ],
    small: [
      {
        title: 'On the shore',
        text: 'A polar bear mother and her cub Nanu sat on the snowy shore of a northern bay. They were looking at the sea.',
      },
      {
        title: 'Not yet',
        text: 'The water still splashed and rolled. Nanu wanted to go, but Mum did not move. First the sea must freeze, hard and thick.',
      },
      {
        title: 'A white road',
        text: 'Every night the wind grew colder, and the ice grew thicker. One morning the whole bay was white! Off they went, far out over the sea. Can you walk slowly and heavily, like a big polar bear?',
      },
    ],
    arc: [
      {
        title: 'A bay in the north',
        text: 'Far in the north, on the shore of a big bay, live a polar bear mother and her cub. The cub is called Nanu. He is one year old, with a black nose and big furry paws. All summer the bears lived on the land. Now it was late autumn, and Nanu wanted to go out onto the sea, where the bears find their food. But the sea was still water, splashing and rolling.',
        beat: 'problem',
      },
      {
        title: 'Too thin',
        text: 'Nanu found a thin sheet of ice at the edge and put one paw on it. Crack! It bent, and cold water splashed over his toes. He jumped back onto the snow.',
        beat: 'attempt',
      },
      {
        title: 'Mum knows best',
        text: 'Mum did not hurry. She lay in the snow and rested, and Nanu snuggled up to her. Every night the wind blew colder, and the ice at the edge grew wider and thicker.',
        beat: 'help',
      },
      {
        title: 'The white road',
        text: 'One morning the whole bay was white and hard. Mum tested it with her big paw, and it held! Off went the two bears, far out over the frozen sea.',
        beat: 'resolution',
      },
      {
        title: 'Why the bears wait',
        text: 'Polar bears find most of their food far out on the sea ice. Sea water is salty, so it has to get even colder than a puddle before it can freeze. That is why the bears wait on the shore every autumn.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'freeze',
      inText: 'freeze',
      explanation: 'To turn hard and icy from the cold, like water in winter.',
    },
    whatHappened:
      'A polar bear mother and her cub waited on the shore of a northern bay for the sea to freeze. Once the ice is thick, polar bears can walk far out over the sea to find food.',
    parent: {
      upto3: ['Can you point to the little white bear?', 'Can you show me where the ice is?'],
      '4to5': ['How do you think Nanu felt while he was waiting?', 'What is hard for you to wait for?'],
      '6to7': [
        'Why do you think the sea freezes later than a puddle?',
        'Could you put a cup of plain water and a cup of salty water in the freezer and see which one freezes first?',
      ],
    },
  },
  ru: {
    title: 'Белые медведи ждут льда',
    beats: {
      who: 'медведица с медвежонком Нану на берегу северного залива',
      what: 'Они ждали, когда море замёрзнет: по льду белые медведи уходят далеко в море.',
      feeling: 'терпение, немножко нетерпения, потом радость',
      helped: null,
      why: 'Белые медведи находят еду далеко в море, на льду, поэтому каждую осень ждут на берегу, пока вода не замёрзнет.',
    },
    hook: 'Два белых медведя ждут у моря.',
    bedtime: 'Медвежонок уснул, прижавшись к маминой шубе.',
    toddler: [
      {
        title: 'Мама и малыш',
        text: 'Большая белая медведица. Маленький белый медвежонок. Топ-топ-топ по снегу.',
      },
      { title: 'Плюх', text: 'Море плещет: плюх, плюх. Льда ещё нет. Подожди, малыш, подожди.' },
      { title: 'Лёд!', text: 'Бррр! Холодный-холодный ветер. Вот и море замёрзло! Топ-топ — пошли по льду.' },
    ],
    small: [
      {
        title: 'На берегу',
        text: 'На берегу северного залива сидели в снегу медведица и её медвежонок Нану. Они смотрели на море.',
      },
      {
        title: 'Ещё не пора',
        text: 'Вода ещё плескалась и качалась. Нану хотелось идти, но мама не спешила: сначала море замёрзнет, крепко-крепко.',
      },
      {
        title: 'Белая дорога',
        text: 'Каждую ночь ветер становился холоднее, а лёд — толще. И однажды утром весь залив стал белым! Медведи пошли далеко-далеко в море. А ты умеешь ходить медленно и важно, как большой белый медведь?',
      },
    ],
    arc: [
      {
        title: 'Залив на севере',
        text: 'Далеко на севере, на берегу большого залива, живёт медведица со своим медвежонком. Его зовут Нану. Ему один год, у него чёрный нос и большие мохнатые лапы. Всё лето медведи жили на суше. Наступила поздняя осень, и Нану хотелось в море, туда, где медведи находят еду. Но море всё ещё плескалось волнами.',
        beat: 'problem',
      },
      {
        title: 'Слишком тонкий',
        text: 'У самого берега Нану нашёл тонкую корочку льда и ступил на неё лапой. Хрусь! Лёд прогнулся, и холодная вода плеснула ему на пальцы. Нану отпрыгнул обратно на снег.',
        beat: 'attempt',
      },
      {
        title: 'Мама не торопится',
        text: 'Мама не торопилась. Она лежала в снегу и отдыхала, а Нану прижимался к ней. Каждую ночь ветер дул всё холоднее, и лёд у берега становился шире и толще.',
        beat: 'help',
      },
      {
        title: 'Белая дорога',
        text: 'Однажды утром весь залив стал белым и твёрдым. Мама попробовала лёд большой лапой: держит! И медведи зашагали далеко-далеко по замёрзшему морю.',
        beat: 'resolution',
      },
      {
        title: 'Почему медведи ждут',
        text: 'Белые медведи добывают почти всю еду далеко в море, на льду. Морская вода солёная, и ей нужен мороз покрепче, чем лужице. Поэтому море замёрзнет позже, а медведи каждую осень терпеливо ждут на берегу.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'замёрзнуть',
      inText: 'замёрзнет',
      explanation: 'Стать твёрдым и ледяным от холода, как вода зимой.',
    },
    whatHappened:
      'Медведица с медвежонком ждали на берегу северного залива, когда море замёрзнет. По крепкому льду белые медведи уходят далеко в море за едой.',
    parent: {
      upto3: ['Покажешь, где у медвежонка чёрный нос?', 'Покажешь, где маленький медвежонок?'],
      '4to5': ['Как думаешь, каково было Нану так долго ждать?', 'А чего тебе бывает трудно дождаться?'],
      '6to7': [
        'Как думаешь, почему море замерзает позже, чем лужа?',
        'Может, поставите в морозилку стаканчик простой воды и стаканчик солёной и посмотрите, какая замёрзнет первой?',
      ],
    },
  },
};
