/** Told for children: the bundled news item of 01-30 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_30: ItemTales = {
  heroLooks:
    'a tiny newborn brown bear cub with short soft fuzz, small round ears, a pale pink snout and closed sleepy eyes, no bigger than a loaf of bread, beside a huge sleeping mother bear',
  draw: [
    { picture: '🐻', en: ['bear', 'cub', 'tiny'], ru: ['медвед', 'медвеж', 'кроха'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
    { picture: '📷', en: ['camera'], ru: ['камер'] },
    { picture: '🌲', en: ['fir', 'tree'], ru: ['ели', 'дерев'] },
  ],
  en: {
    title: 'Bear cubs born under the snow',
    beats: {
      who: 'a mother brown bear and her two newborn cubs, the smaller one called Tiny, in a den under the snow in a deep forest',
      what: 'In the middle of winter two tiny cubs were born in the den, and a hidden camera left by forest rangers showed them drinking milk and sleeping beside their mother.',
      feeling: 'sleepy, warm and cosy',
      helped: 'their mother, who keeps them warm and feeds them all winter without leaving the den',
      why: 'Bear cubs are born in the middle of winter, very small, so they can grow in the quiet den on their mother’s milk until spring.',
    },
    hook: 'Shh, this news is whispering under the snow.',
    bedtime: 'Tiny snuggles into his mother’s warm fur.',
    toddler: [
      { title: 'Under the snow', text: 'Snow, snow, deep white snow. Under the snow, a den.' },
      { title: 'Two cubs', text: 'In the den, Mummy Bear. And two tiny cubs!' },
      { title: 'Snuggle up', text: 'Drink, drink, warm milk. Snuggle up, Tiny. Shh, sleep.' },
    ],
    small: [
      {
        title: 'A den under the snow',
        text: 'Deep in a snowy forest, under a fallen tree, there is a den. Snow covers it like a thick white blanket.',
      },
      {
        title: 'Two new cubs',
        text: 'Inside, a mother bear is sleeping. In the middle of winter, two tiny cubs were born there! The smaller one is called Tiny.',
      },
      {
        title: 'A secret camera',
        text: 'Forest rangers had left a little camera near the den. On the screen they saw the cubs drinking milk and snuggling into their mother.',
      },
      {
        title: 'Growing slowly',
        text: 'All winter the cubs will drink milk and grow. In spring they will come out to see the forest. What do you think they will see first?',
      },
    ],
    arc: [
      {
        title: 'The snowy forest',
        text: 'Deep in a snowy forest, under the roots of a fallen fir tree, there is a bear’s den. In autumn a mother bear dug it, lined it with moss and lay down to sleep.',
      },
      {
        title: 'A winter surprise',
        text: 'In the middle of winter, while the snow piled up outside, two cubs were born in the den. They were tiny, no bigger than a loaf of bread, and their eyes were still shut.',
      },
      {
        title: 'Cold outside',
        text: 'Outside, the frost was hard and the wind blew. There was no food anywhere in the forest. But the cubs did not need to go out. They had everything in the den.',
      },
      {
        title: 'A warm mother',
        text: 'Their mother curled around them like a big furry nest. She fed them her rich milk and kept them warm, and she did not leave the den once, all winter long.',
      },
      {
        title: 'What the camera saw',
        text: 'Forest rangers had hidden a small camera near the den. On the screen they watched the cubs drinking milk, yawning and falling asleep in a furry heap. The smaller one, Tiny, always snuggled closest.',
      },
      {
        title: 'Why cubs are born in winter',
        text: 'A bear cub is born very small, in the middle of winter. In the quiet den it can grow all winter on its mother’s milk. By spring it is strong enough to come out and follow her through the forest.',
      },
    ],
    footnote: {
      word: 'den',
      inText: 'den',
      explanation: 'A hidden, sheltered home where a wild animal sleeps and has its babies.',
    },
    whatHappened:
      'A brown bear gave birth to two cubs in her winter den deep in a snowy forest. A hidden camera left by forest rangers showed the cubs drinking milk and sleeping beside their mother.',
    parent: {
      upto3: ['Can you find the two tiny cubs?', 'Can you snuggle up like Tiny?'],
      '4to5': [
        'How do you think Tiny feels, snuggled up to his mother?',
        'How do you think the rangers felt when they saw the cubs on the screen?',
      ],
      '6to7': [
        'Why do you think the mother bear does not leave the den all winter?',
        'Could you build a cosy den together from blankets and cushions?',
      ],
    },
  },
  ru: {
    title: 'Под снегом родились медвежата',
    beats: {
      who: 'медведица и двое новорождённых медвежат, младший по имени Кроха, в берлоге под снегом в глухом лесу',
      what: 'Посреди зимы в берлоге родились два крошечных медвежонка, и спрятанная лесниками камера показала, как они пьют молоко и спят рядом с мамой.',
      feeling: 'сонно, тепло и уютно',
      helped: 'мама-медведица, которая всю зиму греет и кормит их, не выходя из берлоги',
      why: 'Медвежата рождаются посреди зимы совсем маленькими, чтобы до весны подрасти в тихой берлоге на мамином молоке.',
    },
    hook: 'Тише, эта новость шепчет из-под снега.',
    bedtime: 'Кроха зарылся носом в тёплый мамин мех.',
    toddler: [
      { title: 'Под снегом', text: 'Снег, снег, белый снег. А под снегом — берлога.' },
      { title: 'Два медвежонка', text: 'В берлоге мама-медведица. И два маленьких медвежонка!' },
      { title: 'Баю-бай', text: 'Пьют, пьют тёплое молоко. Спи, Кроха. Тс-с, баю-бай.' },
    ],
    small: [
      {
        title: 'Берлога под снегом',
        text: 'Глубоко в заснеженном лесу, под упавшим деревом, есть берлога. Снег укрыл её, как толстое белое одеяло.',
      },
      {
        title: 'Два медвежонка',
        text: 'Внутри спит медведица. И посреди зимы там родились два крошечных медвежонка! Младшего зовут Кроха.',
      },
      {
        title: 'Тайная камера',
        text: 'Лесники оставили у берлоги маленькую камеру. На экране они увидели, как медвежата пьют молоко и прижимаются к маме.',
      },
      {
        title: 'Растут потихоньку',
        text: 'Всю зиму медвежата будут пить молоко и расти. А весной выйдут посмотреть на лес. Как думаешь, что они увидят первым?',
      },
    ],
    arc: [
      {
        title: 'Заснеженный лес',
        text: 'Глубоко в заснеженном лесу, под корнями упавшей ели, есть медвежья берлога. Осенью медведица вырыла её, выстлала мхом и легла спать.',
      },
      {
        title: 'Зимний сюрприз',
        text: 'Посреди зимы, пока снаружи наметало сугробы, в берлоге родились два медвежонка. Они были крошечные, не больше буханки хлеба, и глазки у них были ещё закрыты.',
      },
      {
        title: 'Снаружи мороз',
        text: 'Снаружи трещал мороз и дул ветер. В лесу нигде не было еды. Но медвежатам и не нужно было выходить: всё, что нужно, было в берлоге.',
      },
      {
        title: 'Тёплая мама',
        text: 'Мама свернулась вокруг них, как большое пушистое гнездо. Она кормила их густым молоком и грела, и за всю зиму ни разу не вышла наружу.',
      },
      {
        title: 'Что показала камера',
        text: 'Лесники спрятали у берлоги маленькую камеру. На экране было видно, как медвежата пьют молоко, зевают и засыпают пушистой кучкой. Младший, Кроха, всегда прижимался к маме ближе всех.',
      },
      {
        title: 'Почему медвежата рождаются зимой',
        text: 'Медвежонок рождается совсем маленьким, посреди зимы. В тихой берлоге он всю зиму растёт на мамином молоке. А к весне становится достаточно сильным, чтобы выйти и пойти за мамой по лесу.',
      },
    ],
    footnote: {
      word: 'берлога',
      inText: 'берлога',
      explanation: 'Тёплое укрытие в лесу, где медведи спят всю зиму.',
    },
    whatHappened:
      'Медведица родила двух медвежат в зимней берлоге в глухом заснеженном лесу. Спрятанная лесниками камера показала, как малыши пьют молоко и спят рядом с мамой.',
    parent: {
      upto3: ['Покажешь двух медвежат?', 'Покажешь, как Кроха прижимается к маме?'],
      '4to5': [
        'Как думаешь, что чувствует Кроха рядом с мамой?',
        'Как думаешь, что почувствовали лесники, когда увидели медвежат на экране?',
      ],
      '6to7': [
        'Как думаешь, почему медведица всю зиму не выходит из берлоги?',
        'Может, построите вместе уютную берлогу из одеял и подушек?',
      ],
    },
  },
};
