/** Told for children: the bundled news item of 03-19 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_19: ItemTales = {
  heroLooks:
    'a small six-year-old boy with red cheeks and fair hair poking out of a green bobble hat, a thick blue coat and big brown boots',
  draw: [
    { picture: '🏮', en: ['lantern'], ru: ['фонарик'] },
    { picture: '👦', en: ['ollie'], ru: ['петя', 'пети', 'петей', 'петю'] },
    { picture: '🪣', en: ['bucket'], ru: ['ведр', 'ведёр'] },
    { picture: '🧊', en: ['ice'], ru: ['лёд', 'льд', 'ледян'] },
    { picture: '👴', en: ['grandad'], ru: ['дедушк'] },
  ],
  en: {
    title: 'Lanterns made of ice',
    beats: {
      who: 'Ollie, a six-year-old boy, and his grandad in a snowy village in the north',
      what: 'Ollie’s first bucket of water froze solid, but with Grandad he froze one for a single night, tipped out a bowl of ice and made glowing ice lanterns for the path.',
      feeling: 'puzzled and a bit cross, then patient, then proud',
      helped: 'his grandad, who showed him to check the bucket after just one night',
      why: 'Water freezes from the outside in, so after one frosty night a bucket holds a bowl of ice with water still in the middle.',
    },
    hook: 'Can you make a lantern out of ice?',
    bedtime: 'Along the path, the ice lanterns glow.',
    toddler: [
      { title: 'Water', text: 'Pour the water. Glug, glug! Into the bucket.' },
      { title: 'Ice', text: 'A cold, cold night. In the morning: ice!' },
      { title: 'Glow', text: 'A little light inside. Glow, glow, glow! So pretty!' },
    ],
    small: [
      {
        title: 'A bucket of water',
        text: 'In a snowy village, Ollie filled a bucket with water and left it outside. That night was very, very frosty.',
      },
      {
        title: 'A bowl of ice',
        text: 'In the morning, Grandad tipped the bucket over. Out slid a bowl of ice! The outside had frozen hard, but the middle was still water.',
      },
      {
        title: 'A lantern',
        text: 'They poured out the water and put a little lamp inside. The ice glowed like a lantern! Where would you put a lantern made of ice?',
      },
    ],
    arc: [
      {
        title: 'A frozen lump',
        text: 'In a snowy village in the north, families make ice lanterns on the coldest nights. Ollie filled a bucket with water and left it on the porch. But he forgot it for three frosty nights. When he tipped it out, it was a solid lump of ice, with no room for a light.',
        beat: 'problem',
      },
      {
        title: 'Scrape, scrape',
        text: 'Ollie tried to scrape a hole in it with a spoon. Scrape, scrape! The ice was as hard as stone, and he made only a tiny dent.',
        beat: 'attempt',
      },
      {
        title: 'How water freezes',
        text: 'Water freezes from the outside in. The frosty air touches the sides and the top first, so ice grows there first. The middle stays water for a while, but after a few nights it freezes too.',
        beat: 'why',
      },
      {
        title: 'Just one night',
        text: 'Grandad smiled. “Let’s try again, and this time we’ll look in the morning.” After just one night, he tipped the bucket over. Out slid a thick bowl of ice, with water still sloshing inside.',
        beat: 'help',
      },
      {
        title: 'Glowing ice',
        text: 'They poured the water out and put a little lamp inside. The ice glowed blue and gold! By the evening Ollie had made five lanterns, and he set them along the path for the neighbours.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'lantern',
      inText: 'lantern',
      explanation: 'A light in a little case that you can carry or hang up.',
    },
    whatHappened:
      'In a snowy northern village, families make lanterns from ice on frosty nights: a bucket of water freezes for one night, the bowl of ice is tipped out and a small light is put inside. A six-year-old boy made five for the path.',
    parent: {
      upto3: ['Can you find the little light inside the ice?', 'Can you say glug, glug, like the water?'],
      '4to5': [
        'How do you think Ollie felt when the ice began to glow?',
        'What do you like to make with your grandma or grandad?',
      ],
      '6to7': [
        'Why do you think the middle of the bucket was still water after one night?',
        'Could you put a cup of water in the freezer together and look at it every hour?',
      ],
    },
  },
  ru: {
    title: 'Фонарики изо льда',
    beats: {
      who: 'шестилетний мальчик Петя и его дедушка в заснеженной северной деревне',
      what: 'Первое ведро воды у Пети промёрзло насквозь, а вместе с дедушкой они заморозили ведро всего на одну ночь, вытряхнули ледяную чашу и сделали светящиеся фонарики для дорожки.',
      feeling: 'недоумение и досада, потом терпение, потом гордость',
      helped: 'дедушка, который подсказал заглянуть в ведро уже после одной ночи',
      why: 'Вода замерзает снаружи внутрь, поэтому после одной морозной ночи в ведре получается ледяная чаша, а в середине ещё вода.',
    },
    hook: 'Можно ли сделать фонарик изо льда?',
    bedtime: 'Вдоль дорожки светятся ледяные фонарики.',
    toddler: [
      { title: 'Вода', text: 'Нальём в ведро воды. Буль-буль-буль!' },
      { title: 'Лёд', text: 'Холодная-холодная ночь. А утром — лёд!' },
      { title: 'Светится', text: 'Внутри огонёк. Светится, светится! Красота!' },
    ],
    small: [
      {
        title: 'Ведро воды',
        text: 'В заснеженной деревне Петя налил в ведро воды и оставил его на улице. Ночь была очень-очень морозная.',
      },
      {
        title: 'Ледяная чаша',
        text: 'Утром дедушка перевернул ведро. И оттуда выскользнула ледяная чаша! Снаружи вода замёрзла, а в середине ещё плескалась.',
      },
      {
        title: 'Фонарик',
        text: 'Они вылили воду и поставили внутрь маленькую лампочку. Лёд засветился, как настоящий фонарик! А куда тебе хочется поставить ледяной фонарик?',
      },
    ],
    arc: [
      {
        title: 'Ледяная глыба',
        text: 'В заснеженной северной деревне в самые морозные ночи делают ледяные фонарики. Петя налил в ведро воды и поставил на крыльцо. Но забыл о нём на целых три ночи, а когда перевернул ведро, оттуда вывалилась сплошная ледяная глыба — лампочку не поставишь.',
        beat: 'problem',
      },
      {
        title: 'Скрип-скрип',
        text: 'Петя попробовал выскрести в ней ямку ложкой. Скрип-скрип! Но лёд был твёрдый, как камень, и осталась только крошечная царапинка.',
        beat: 'attempt',
      },
      {
        title: 'Как замерзает вода',
        text: 'Вода замерзает снаружи внутрь. Морозный воздух сначала касается стенок ведёрка, там и появляется лёд. Середина ещё долго остаётся водой, но за несколько ночей промерзает и она.',
        beat: 'why',
      },
      {
        title: 'Всего одна ночь',
        text: 'Дедушка улыбнулся: «Давай ещё раз, только утром заглянем». Через одну ночь он перевернул ведро, и оттуда выскользнула толстая ледяная чаша, а внутри плескалась вода.',
        beat: 'help',
      },
      {
        title: 'Светящийся лёд',
        text: 'Они вылили воду и поставили внутрь маленькую лампочку. Лёд засветился голубым и золотым! К вечеру Петя сделал пять фонариков и расставил их вдоль дорожки для соседей.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'фонарик',
      inText: 'фонарик',
      explanation: 'Маленький светильник, который можно нести в руке или повесить.',
    },
    whatHappened:
      'В заснеженной северной деревне в морозные ночи делают фонарики изо льда: ведро воды замораживают на одну ночь, вытряхивают ледяную чашу и ставят внутрь огонёк. Шестилетний мальчик сделал пять фонариков для дорожки.',
    parent: {
      upto3: ['Покажешь огонёк внутри льда?', 'Скажем вместе «буль-буль», как вода?'],
      '4to5': [
        'Как думаешь, что почувствовал Петя, когда лёд засветился?',
        'А что тебе нравится мастерить вместе с бабушкой или дедушкой?',
      ],
      '6to7': [
        'Как думаешь, почему в середине ведра после одной ночи ещё была вода?',
        'Может, поставите вместе стаканчик воды в морозилку и будете заглядывать каждый час?',
      ],
    },
  },
};
