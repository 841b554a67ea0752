/** Told for children: the bundled news item of 04-18 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_18: ItemTales = {
  heroLooks:
    'a tiny dark grey-green sea turtle hatchling, no bigger than a biscuit, with a patterned shell and paddle-shaped flippers',
  draw: [
    { picture: '🐢', en: ['turtle', 'kiki'], ru: ['черепа', 'кики'] },
    { picture: '🥚', en: ['egg'], ru: ['яйц', 'яиц'] },
    { picture: '🏖️', en: ['beach', 'sand'], ru: ['пляж', 'песо', 'песк', 'песч'] },
    { picture: '🌊', en: ['wave', 'sea'], ru: ['волн', 'мор'] },
    { picture: '🧑‍🤝‍🧑', en: ['helper'], ru: ['помощник'] },
    { picture: '🌙', en: ['moon'], ru: ['лун'] },
  ],
  en: {
    title: 'Baby turtles reach the sea',
    beats: {
      who: 'a hundred tiny sea turtles on a warm sandy beach, and the smallest of them, Kiki',
      what: 'The baby turtles hatched from their eggs in the sand and crawled all the way down to the sea.',
      feeling: 'tired and a little unsure which way to go, then happy in the waves',
      helped: 'helpers on the beach, who made a safe, smooth path to the water',
      why: 'Baby turtles find the sea by the light over the water, and when the girls grow up, they come back to the same beach to lay their eggs.',
    },
    hook: 'Tiny flippers are racing down to the sea.',
    bedtime: 'The tiny turtle bobs on the gentle waves.',
    toddler: [
      {
        title: 'Crack!',
        text: 'Crack, crack, crack! Out of the sand pops a tiny turtle. Tiny head, tiny flippers, tiny shell!',
      },
      {
        title: 'Scritch, scratch',
        text: 'Scritch, scratch, scritch! Down the sand she goes. One turtle, two turtles, so many turtles!',
      },
      {
        title: 'Into the sea',
        text: 'Here are the waves. Swoosh! Swim, little turtle, swim!',
      },
    ],
    small: [
      {
        title: 'Under the sand',
        text: 'On a warm sandy beach, a hundred eggs lay hidden under the sand. One evening they hatched, and a hundred tiny turtles wriggled out. The smallest one was Kiki.',
      },
      {
        title: 'Which way?',
        text: 'Kiki looked around. Which way was the sea? She saw the moon shining on the water and began to crawl: scritch, scratch.',
      },
      {
        title: 'A safe path',
        text: 'Kind helpers had smoothed a path in the sand and taken away the sticks and rubbish. So every little turtle reached the waves.',
      },
      {
        title: 'Your turn',
        text: 'Kiki was tired, but so happy when the first wave lifted her up. Can you paddle your arms like turtle flippers?',
      },
    ],
    arc: [
      {
        title: 'A warm beach',
        text: 'On a warm sandy beach, deep in the sand, a mother sea turtle had hidden a hundred eggs. In one of them was the smallest turtle of all, Kiki.',
      },
      {
        title: 'Out of the egg',
        text: 'One evening the eggs hatched, and the baby turtles pushed their way up through the sand. Kiki had one wish: to reach the sea. But which way was it?',
      },
      {
        title: 'Scritch, scratch',
        text: 'Kiki began to crawl. The sand was bumpy and full of footprints, and her flippers were so small. Scritch, scratch, she went, slowly, slowly.',
      },
      {
        title: "The helpers' path",
        text: 'But helpers had been waiting. They had smoothed a wide path down to the water. They had also switched off the lamps on the beach, so only the moon shone over the sea.',
      },
      {
        title: 'The first wave',
        text: 'Kiki followed the shining water all the way down the path. A soft wave lifted her up, and she swam away with a hundred other tiny turtles.',
      },
      {
        title: 'Why turtles follow the light',
        text: 'Baby turtles find the sea by the light that shines over the water. Bright lamps on a beach can lead them the wrong way. One day Kiki will come back to this very beach to lay her own eggs.',
      },
    ],
    footnote: {
      word: 'hatch',
      inText: 'hatched',
      explanation: 'To come out of an egg, by breaking the shell from the inside.',
    },
    whatHappened:
      'On a warm beach, a hundred baby sea turtles came out of their eggs and crawled to the sea. Helpers made a safe path so that every turtle reached the waves.',
    parent: {
      upto3: ['Can you find the tiny turtle?', 'Where are the waves?'],
      '4to5': [
        'How do you think Kiki felt when the first wave lifted her up?',
        'How do you feel when you finally get home after a long walk?',
      ],
      '6to7': [
        'Why do you think the helpers switched off the lamps on the beach?',
        'Could you find pictures of sea turtles together and see how big they grow?',
      ],
    },
  },
  ru: {
    title: 'Черепашки добрались до моря',
    beats: {
      who: 'сто крошечных морских черепашек на тёплом песчаном пляже и самая маленькая из них — Кики',
      what: 'Черепашки вылупились из яиц в песке и поползли к морю.',
      feeling: 'усталость и растерянность — куда ползти? — а потом радость в волнах',
      helped: 'помощники на пляже, которые проложили к воде безопасную ровную дорожку',
      why: 'Черепашки находят море по свету над водой, а когда вырастут, возвращаются на тот же пляж откладывать яйца.',
    },
    hook: 'Крошечные черепашки спешат к морю.',
    bedtime: 'Черепашку баюкают тёплые волны.',
    toddler: [
      {
        title: 'Крак!',
        text: 'Крак, крак, крак! Из песка — головка. Вот черепашка! Крошечные лапки, крошечный панцирь.',
      },
      {
        title: 'Шур-шур',
        text: 'Шур-шур-шур по песочку! Одна черепашка, две, три — много-много!',
      },
      {
        title: 'В море',
        text: 'Вот и море. Шшш — волна! Плыви, черепашка, плыви!',
      },
    ],
    small: [
      {
        title: 'Под песком',
        text: 'На тёплом песчаном пляже под песком лежали сто яиц. Однажды вечером из них вылупились сто крошечных черепашек. Самую маленькую звали Кики.',
      },
      {
        title: 'Куда ползти?',
        text: 'Кики огляделась. Где же море? Над водой сияла луна, и Кики поползла на свет: шур-шур, шур-шур.',
      },
      {
        title: 'Безопасная дорожка',
        text: 'Добрые помощники заранее разровняли дорожку на песке и убрали палки и мусор. Поэтому все черепашки добрались до волн.',
      },
      {
        title: 'А ты?',
        text: 'Кики устала, но как же она обрадовалась, когда её подхватила первая волна! Покажешь, как черепашка гребёт ластами?',
      },
    ],
    arc: [
      {
        title: 'Тёплый пляж',
        text: 'На тёплом песчаном пляже, глубоко в песке, мама-черепаха спрятала сто яиц. В одном из них сидела самая маленькая черепашка — Кики.',
      },
      {
        title: 'Скорее к морю',
        text: 'Однажды вечером черепашки вылупились и стали выбираться наверх. Кики мечтала только об одном — добраться до моря. Но в какой оно стороне?',
      },
      {
        title: 'Шур-шур по песку',
        text: 'Кики поползла. Песок был неровный, весь в ямках от чужих следов, а ласты такие маленькие! Шур-шур, медленно-медленно.',
      },
      {
        title: 'Дорожка помощников',
        text: 'А на пляже уже ждали помощники. Они разровняли широкую дорожку до самой воды и погасили фонари, чтобы над морем светила одна луна.',
      },
      {
        title: 'Первая волна',
        text: 'Кики ползла по этой дорожке к блестящей воде. Мягкая волна подняла её, и она поплыла вместе с сотней других черепашек.',
      },
      {
        title: 'Почему черепашки ползут на свет',
        text: 'Маленькие черепашки находят море по свету над водой, поэтому яркие фонари на берегу могут их запутать. А когда Кики вырастет, она вернётся на этот самый пляж и отложит свои яйца.',
      },
    ],
    footnote: {
      word: 'вылупиться',
      inText: 'вылупились',
      explanation: 'Выбраться из яйца, когда малыш изнутри разбивает скорлупку.',
    },
    whatHappened:
      'На тёплом пляже сто морских черепашек выбрались из яиц и поползли к морю. Помощники проложили безопасную дорожку, чтобы все черепашки добрались до волн.',
    parent: {
      upto3: ['Покажешь крошечную черепашку?', 'Где здесь волны?'],
      '4to5': [
        'Как думаешь, что почувствовала Кики, когда её подняла первая волна?',
        'Что ты чувствуешь, когда после долгой прогулки наконец добираешься до дома?',
      ],
      '6to7': [
        'Как думаешь, зачем помощники погасили фонари на пляже?',
        'Может, найдёте вместе картинки морских черепах и узнаете, какими большими они вырастают?',
      ],
    },
  },
};
