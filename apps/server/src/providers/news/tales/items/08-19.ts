/** Told for children: the bundled news item of 08-19 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_19: ItemTales = {
  heroLooks:
    'a fluffy grey flamingo chick with long knobbly legs, a short dark curved beak and bright eyes, standing among tall pink flamingos',
  draw: [
    { picture: '🦩', en: ['flamingo', 'rosie', 'chick'], ru: ['фламинго', 'зефирк', 'птен'] },
    { picture: '🌸', en: ['flower'], ru: ['цветов'] },
    { picture: '👩', en: ['jo', 'keeper'], ru: ['юля', 'смотрительн'] },
  ],
  en: {
    title: 'The grey flamingo chick',
    beats: {
      who: 'Rosie, a fluffy grey flamingo chick at a zoo, and her pink flock',
      what: 'Rosie was the only grey bird among the pink flamingos; she tried to turn pink, and month by month, eating the same food as the grown-ups, her feathers slowly turned pink too.',
      feeling: 'left out and impatient, then hopeful and proud',
      helped: 'keeper Jo, who explained that the pink comes from food and filled the feeders',
      why: 'Flamingos hatch grey and turn pink from the colour in the tiny shrimp and plants they eat.',
    },
    hook: 'Why is one flamingo grey, not pink?',
    bedtime: 'On one leg, the flamingos doze.',
    toddler: [
      { title: 'Pink, pink', text: 'Pink bird, pink bird, pink bird! And one grey chick. Hello, Rosie!' },
      { title: 'One leg', text: 'Stand on one leg. Wobble, wobble, plop!' },
      { title: 'A little pink', text: 'Yum, yum, pink food. Look! Rosie is turning pink!' },
    ],
    small: [
      {
        title: 'The only grey one',
        text: 'At a zoo there is a lake with a big flock of pink flamingos. Among them stands one fluffy grey chick called Rosie. She wished she were pink too.',
      },
      {
        title: 'Trying to be pink',
        text: 'Rosie stood in the pink sunset light. She stood next to pink flowers. She even tried standing on one leg, like the grown-ups. Wobble, plop! She was still grey.',
      },
      {
        title: 'The pink secret',
        text: 'Keeper Jo smiled and told her that the pink comes from food. So Rosie ate and ate, and month by month her feathers turned pink. What colour would you like to be?',
      },
    ],
    arc: [
      {
        title: 'The flamingo lake',
        text: 'At a big zoo there is a shallow lake where a flock of flamingos lives. They stand on long thin legs, dip their heads in the water and chatter, honk, honk.',
        beat: 'where',
      },
      {
        title: 'The only grey one',
        text: 'This year a chick hatched, and her name is Rosie. The grown-ups were all pink, but Rosie was fluffy and grey. She wished and wished she could be pink like them.',
        beat: 'problem',
      },
      {
        title: 'Trying to be pink',
        text: 'Rosie stood in the pink sunset light, but only the sky turned pink. She stood beside pink flowers. She tried to stand on one leg, but wobbled and plopped into the water, still grey.',
        beat: 'attempt',
      },
      {
        title: 'Keeper Jo',
        text: 'Keeper Jo knelt by the water. Every flamingo starts out grey, she said, and the pink comes later, from food. Then she filled the feeders with special food.',
        beat: 'help',
      },
      {
        title: 'Where the pink comes from',
        text: 'In the wild, flamingos eat tiny pink shrimp and little plants from the water. These hold a colour that slowly goes into the birds’ feathers. No pink food, no pink flamingo!',
        beat: 'why',
      },
      {
        title: 'Pink at last',
        text: 'Rosie ate and ate. Month by month her grey fluff turned into pale pink feathers. One morning she stood on one leg, quite still, and from far away nobody could tell her from the others.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'flock',
      inText: 'flock',
      explanation: 'A big group of birds that live and fly together.',
    },
    whatHappened:
      'A flamingo chick at a zoo hatched fluffy and grey among the pink grown-ups, as all flamingos do. Over the months, eating the same food, her feathers slowly turned pink; the colour comes from what flamingos eat.',
    parent: {
      upto3: ['Can you find the grey chick, Rosie?', 'Can you stand on one leg, wobble, wobble?'],
      '4to5': [
        'How do you think Rosie felt when she was the only grey one?',
        'How did Rosie feel when her feathers turned pink, do you think?',
      ],
      '6to7': [
        'Why do you think flamingos turn pink?',
        'Could you look at the food on your plate together and name all its colours?',
      ],
    },
  },
  ru: {
    title: 'Серый фламинго',
    beats: {
      who: 'пушистый серый птенец фламинго Зефирка из зоопарка и её розовая стая',
      what: 'Зефирка была единственной серой птицей среди розовых фламинго; она пыталась стать розовой, и месяц за месяцем, питаясь той же едой, что и взрослые, порозовела.',
      feeling: 'обида и нетерпение, потом надежда и гордость',
      helped: 'смотрительница Юля, которая объяснила, что розовый цвет берётся из еды, и насыпала корм',
      why: 'Фламинго вылупляются серыми и розовеют от краски в крошечных рачках и растениях, которые едят.',
    },
    hook: 'Почему один фламинго серый, а не розовый?',
    bedtime: 'Фламинго дремлют, стоя на одной ноге.',
    toddler: [
      { title: 'Розовые', text: 'Розовая птица, розовая, розовая! И серый птенчик. Привет, Зефирка!' },
      { title: 'Одна нога', text: 'Стоим на одной ноге. Шатаемся, шатаемся — плюх!' },
      { title: 'Розовеет', text: 'Ням-ням, розовая еда. Смотри! Зефирка розовеет!' },
    ],
    small: [
      {
        title: 'Одна серая',
        text: 'В зоопарке есть пруд, где живёт большая стая розовых фламинго. Среди них стоит пушистый серый птенчик Зефирка. Ей так хотелось тоже стать розовой!',
      },
      {
        title: 'Как стать розовой',
        text: 'Зефирка стояла в розовом свете заката. Стояла возле розовых цветов. Даже пробовала стоять на одной ноге, как взрослые. Шатается — плюх! Всё равно серая.',
      },
      {
        title: 'Розовый секрет',
        text: 'Смотрительница Юля улыбнулась и сказала, что розовый цвет берётся из еды. Зефирка ела и ела, и месяц за месяцем её перья розовели. А каким цветом тебе хотелось бы стать?',
      },
    ],
    arc: [
      {
        title: 'Пруд фламинго',
        text: 'В большом зоопарке есть мелкий пруд, где живёт стая фламинго. Они стоят на длинных тонких ногах, опускают головы в воду и гогочут.',
        beat: 'where',
      },
      {
        title: 'Одна серая',
        text: 'Недавно у них вылупился птенец, его назвали Зефиркой. Все взрослые были розовые, а Зефирка — пушистая и серая. Ей так хотелось стать розовой, как они!',
        beat: 'problem',
      },
      {
        title: 'Как стать розовой',
        text: 'Зефирка вставала в розовый свет заката, но розовело только небо. Вставала возле розовых цветов. Попробовала постоять на одной ноге, но закачалась и плюхнулась в воду — всё такая же серая.',
        beat: 'attempt',
      },
      {
        title: 'Смотрительница Юля',
        text: 'Смотрительница Юля присела у воды. Все фламинго сначала серые, сказала она, а розовый цвет приходит потом, от еды. И насыпала в кормушки особый корм.',
        beat: 'help',
      },
      {
        title: 'Откуда розовый цвет',
        text: 'На воле фламинго едят крошечных розовых рачков и маленькие растения из воды. В них есть краска, которая понемногу переходит в перья. Нет розовой еды — нет розового фламинго!',
        beat: 'why',
      },
      {
        title: 'Наконец розовая',
        text: 'Зефирка ела и ела. Месяц за месяцем серый пух сменился бледно-розовыми перьями. Однажды утром она встала на одну ногу, совсем неподвижно, и издалека её было не отличить от других.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'стая',
      inText: 'стая',
      explanation: 'Много птиц, которые живут и летают вместе.',
    },
    whatHappened:
      'Птенец фламинго в зоопарке вылупился пушистым и серым среди розовых взрослых, как и все фламинго. Месяц за месяцем, питаясь той же едой, он порозовел: розовый цвет берётся из того, что едят фламинго.',
    parent: {
      upto3: ['Покажешь серого птенчика Зефирку?', 'Постоишь на одной ноге: шатаемся, шатаемся?'],
      '4to5': [
        'Как думаешь, что чувствовала Зефирка, когда была одна серая?',
        'А что почувствовала Зефирка, когда перья стали розоветь?',
      ],
      '6to7': [
        'Как думаешь, почему фламинго становятся розовыми?',
        'Может, посмотрите вместе на еду в тарелке и назовёте все её цвета?',
      ],
    },
  },
};
