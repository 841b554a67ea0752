/** Told for children: the bundled news item of 01-28 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_28: ItemTales = {
  heroLooks:
    'a young star watcher with a dark curly ponytail, round glasses, a red knitted hat with a bobble and a puffy blue jacket',
  draw: [
    { picture: '👩‍🔬', en: ['anya', 'watcher', 'team'], ru: ['аня', 'аню', 'звездочёт', 'команд'] },
    { picture: '🔭', en: ['telescope'], ru: ['телескоп'] },
    { picture: '⭐', en: ['star'], ru: ['звезд', 'звёзд'] },
    { picture: '⛰️', en: ['mountain'], ru: ['гор'] },
    { picture: '☕', en: ['cocoa'], ru: ['какао'] },
    { picture: '🗺️', en: ['map'], ru: ['карт'] },
  ],
  en: {
    title: 'A new star is found',
    beats: {
      who: 'Anya, the youngest of a team of star watchers high on a mountain',
      what: 'Looking through a huge telescope all night long, the team found a tiny new star far, far away.',
      feeling: 'patient and sleepy, then amazed and overjoyed',
      helped: null,
      why: 'A big telescope gathers much more light than our eyes, so it can show stars that are too far and too faint to see, and each one found tells us more about how big the sky is.',
    },
    hook: 'Look up: a brand-new star was found!',
    bedtime: 'Far away, the tiny new star twinkles on.',
    toddler: [
      {
        title: 'Up the mountain',
        text: 'Up, up, up the mountain! Here is a big, big telescope. Look, look, look!',
      },
      {
        title: 'Twinkle',
        text: 'So many stars! Twinkle, twinkle, twinkle. One star is tiny, tiny, tiny.',
      },
      {
        title: 'Found it!',
        text: 'Found it! A new little star. Hooray, hooray, hooray!',
      },
    ],
    small: [
      {
        title: 'High on a mountain',
        text: 'High on a mountain, a team of star watchers looked up at the sky. They had a huge telescope, as big as a house.',
      },
      {
        title: 'All night long',
        text: 'They looked through the telescope all night long. Anya, the youngest, sipped cocoa to stay awake. Her eyes were tired, but she kept on looking.',
      },
      {
        title: 'A tiny dot',
        text: 'Then she saw it: a tiny new star, far, far away! Nobody had ever seen it before. The whole team clapped and cheered.',
      },
      {
        title: 'Your turn',
        text: 'Anya felt as bright as a star herself. Do you like looking at the stars? How many can you count from your window?',
      },
    ],
    arc: [
      {
        title: 'Above the clouds',
        text: 'High on a mountain, above the clouds, stands a round white building with a roof that opens to the sky. Inside is a huge telescope, and a team of star watchers works there. The youngest is called Anya. Anya wished she could find a star that nobody had ever seen. But the sky is full of stars, and the ones still hidden are tiny and faint.',
        beat: 'problem',
      },
      {
        title: 'Looking and looking',
        text: 'All night long the team took turns at the telescope. They pointed it at one small dark patch of sky and looked, and looked. The cocoa in their cups went cold, and still there was nothing new.',
        beat: 'attempt',
      },
      {
        title: 'A dot of light',
        text: 'Just before dawn, Anya saw it: a tiny dot of light where the star map showed no star at all. She called softly to the others: “Come and look!”',
        beat: 'help',
      },
      {
        title: 'Why nobody saw it before',
        text: 'The star was not really new: it had been shining for a very long time. It is just so far away that its light is very faint. A big telescope gathers far more light than our eyes can. And high on a mountain the air is clear, with no bright city lights.',
        beat: 'why',
      },
      {
        title: 'A new star',
        text: 'The team checked it again and again. It was real: a new star, far, far away! Everyone hugged, and the star got a number and its own place on the map.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'telescope',
      inText: 'telescope',
      explanation: 'A long tube with glass or mirrors inside that makes faraway things look close and bright.',
    },
    whatHappened:
      'A team of astronomers at a mountain observatory found a faint, very distant star that no one had seen before. They watched the sky through a large telescope all night.',
    parent: {
      upto3: ['Can you point to the telescope?', 'Can you find the tiniest star in the picture?'],
      '4to5': [
        'How do you think Anya felt when she saw the new star?',
        'How do you feel when you finally find something you were looking for?',
      ],
      '6to7': [
        'Why do you think star watchers build their telescopes high on mountains?',
        'Could you go outside together on a clear evening and find the brightest star you can see?',
      ],
    },
  },
  ru: {
    title: 'Учёные нашли новую звезду',
    beats: {
      who: 'Аня, самая младшая в команде звездочётов высоко в горах',
      what: 'Звездочёты всю ночь смотрели в огромный телескоп и нашли далеко-далеко крошечную новую звезду.',
      feeling: 'терпение и сонливость, а потом изумление и огромная радость',
      helped: null,
      why: 'Большой телескоп собирает гораздо больше света, чем глаз, поэтому в него видны даже очень далёкие и тусклые звёзды, а каждая найденная звезда рассказывает, как огромно небо.',
    },
    hook: 'На небе нашли новую крошечную звёздочку.',
    bedtime: 'Далеко-далеко мерцает новая звёздочка.',
    toddler: [
      {
        title: 'На гору',
        text: 'Вверх, вверх, вверх, на гору! Вот большой-пребольшой телескоп. Смотрим, смотрим!',
      },
      {
        title: 'Звёзды',
        text: 'Сколько звёзд! Мерцают, мигают, сияют. Одна звёздочка крошечная-крошечная.',
      },
      {
        title: 'Нашли!',
        text: 'Нашли! Новая звёздочка! Ура, ура, ура!',
      },
    ],
    small: [
      {
        title: 'Высоко в горах',
        text: 'Высоко в горах команда звездочётов смотрела на небо. У них был огромный телескоп, размером с целый дом.',
      },
      {
        title: 'Всю ночь',
        text: 'Всю ночь они по очереди смотрели в телескоп. Самая младшая, Аня, пила какао, чтобы не уснуть. Глаза у неё устали, но она всё смотрела и смотрела.',
      },
      {
        title: 'Крошечная точка',
        text: 'И вдруг Аня увидела её: крошечную новую звезду далеко-далеко! Раньше её никто никогда не видел. Вся команда захлопала в ладоши.',
      },
      {
        title: 'А ты?',
        text: 'Аня так обрадовалась, что сама засияла, как звёздочка. А ты любишь смотреть на звёзды? Сколько звёзд видно из твоего окна?',
      },
    ],
    arc: [
      {
        title: 'Над облаками',
        text: 'Высоко в горах, над облаками, стоит круглая белая башня, и крыша у неё открывается прямо в небо. Внутри огромный телескоп, а работают там звездочёты. Самую младшую зовут Аня. Аня мечтала найти звезду, которую ещё никто не видел. Но звёзд на небе очень много, а те, что пока не найдены, совсем крошечные и тусклые.',
        beat: 'problem',
      },
      {
        title: 'Смотрели и смотрели',
        text: 'Всю ночь звездочёты по очереди смотрели в телескоп. Они навели его на маленький тёмный кусочек неба и смотрели, смотрели. Какао в чашках давно остыло, а ничего нового всё не было.',
        beat: 'attempt',
      },
      {
        title: 'Точка света',
        text: 'Перед самым рассветом Аня заметила крошечную точку света там, где на звёздной карте не было ни одной звезды. «Скорее сюда!» — тихонько позвала она.',
        beat: 'help',
      },
      {
        title: 'Почему её не видели раньше',
        text: 'На самом деле звезда вовсе не новая: она светит уже очень давно. Просто она так далеко, что свет от неё совсем слабый. Большой телескоп собирает гораздо больше света, чем наш глаз, а высоко в горах воздух чистый и нет ярких городских огней.',
        beat: 'why',
      },
      {
        title: 'Новая звезда',
        text: 'Звездочёты проверили ещё раз, и ещё, и ещё. Да, это новая звезда, далеко-далеко! Все обнимались, а звезде дали номер и место на карте.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'телескоп',
      inText: 'телескоп',
      explanation: 'Длинная труба со стёклами или зеркалами: через неё далёкое видно близко и ярко.',
    },
    whatHappened:
      'Астрономы в горной обсерватории всю ночь наблюдали небо в большой телескоп. Они нашли очень далёкую тусклую звезду, которую раньше никто не видел.',
    parent: {
      upto3: ['Покажешь, где телескоп?', 'Найдёшь на картинке самую маленькую звёздочку?'],
      '4to5': [
        'Как думаешь, что почувствовала Аня, когда увидела новую звезду?',
        'А тебе приходилось долго-долго что-то искать? Как радостно, когда находишь, правда?',
      ],
      '6to7': [
        'Как думаешь, почему телескопы строят высоко в горах?',
        'Может, выйдете вместе ясным вечером во двор и найдёте самую яркую звезду?',
      ],
    },
  },
};
