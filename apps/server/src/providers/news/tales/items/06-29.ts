/** Told for children: the bundled news item of 06-29 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_29: ItemTales = {
  heroLooks:
    'a small girl with two short brown pigtails, a yellow T-shirt and blue shorts, holding a red paper boat with black spots',
  draw: [
    { picture: '👧', en: ['zoe', 'girl', 'children'], ru: ['зоя', 'зои', 'зою', 'ребят'] },
    { picture: '⛵', en: ['boat'], ru: ['кораблик'] },
    { picture: '🐞', en: ['ladybird'], ru: ['божь', 'коровк'] },
    { picture: '⚓', en: ['harbour'], ru: ['гаван'] },
    { picture: '🌊', en: ['pond', 'water'], ru: ['пруд', 'вод'] },
    { picture: '🐦', en: ['seagull'], ru: ['чайк'] },
  ],
  en: {
    title: 'A paper boat race',
    beats: {
      who: 'a crowd of children at a little harbour by the sea',
      what: 'They raced paper boats across a calm pond, and the boat painted like a ladybird won.',
      feeling: 'excited, then proud and cheerful',
      helped: null,
      why: 'A paper boat floats because it is light and its folded sides keep the water out, just like a real boat.',
    },
    hook: 'Fold some paper, and you get a boat!',
    bedtime: 'The ladybird boat rests on the windowsill.',
    toddler: [
      {
        title: 'Fold a boat',
        text: 'Fold, fold, fold! A little paper boat. Put it on the water. It floats!',
      },
      { title: 'Puff!', text: 'Puff, puff, puff! Blow the boats along. Go, boats, go!' },
      {
        title: 'The ladybird wins',
        text: 'Red boat, black spots. A ladybird boat! It comes first. Hooray, hooray!',
      },
    ],
    small: [
      {
        title: 'Boats on the pond',
        text: 'Next to a little harbour by the sea, there is a calm, round pond. One sunny day, a crowd of children came there with paper boats. It was time for a race!',
      },
      {
        title: 'The ladybird boat',
        text: 'Zoe had painted her boat red with black spots, like a ladybird. She set it on the water and blew, puff, puff. Off it sailed!',
      },
      {
        title: 'The winner',
        text: 'The ladybird boat reached the other side first! Zoe jumped up and down, so proud of her little boat. How would you paint your paper boat?',
      },
    ],
    arc: [
      {
        title: 'The little harbour',
        text: 'By the sea there is a little harbour, where fishing boats rest and seagulls sit on the posts. Next to it lies a calm, round pond. One sunny day a crowd of children came there with paper boats. Everyone wanted to win the race. But Zoe’s first boat tipped over as soon as it touched the water, and its nose went soft and soggy.',
        beat: 'problem',
      },
      {
        title: 'A new boat',
        text: 'Zoe did not give up. She folded a new sheet slowly, pressing every fold flat with her thumb. Then she painted the boat red with round black spots, like a ladybird.',
        beat: 'attempt',
      },
      {
        title: 'What Zoe noticed',
        text: 'At the start, Zoe noticed that the boats with neat, sharp folds sat high on the water and stayed dry. A light breeze came from the sea, and the children helped it, puffing out their cheeks and blowing.',
        beat: 'help',
      },
      {
        title: 'Who is first?',
        text: 'Puff, puff! The ladybird boat sailed past the others and bumped into the far bank first. Everyone cheered, and then they floated their boats again and again until evening.',
        beat: 'resolution',
      },
      {
        title: 'Why a boat floats',
        text: 'A boat floats because it is light and its sides keep the water out, so it sits on top of the water. The real boats in the harbour float the same way, but wood and metal do not go soggy like paper.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'harbour',
      inText: 'harbour',
      explanation: 'A calm, sheltered spot by the sea where boats can stay safe from big waves.',
    },
    whatHappened:
      'Children at a little harbour held a paper boat race on a calm pond. The winning boat was painted like a ladybird.',
    parent: {
      upto3: ['Can you find the ladybird boat?', 'How many black spots can you count?'],
      '4to5': ['How did Zoe feel when her boat came first?', 'How do you feel when you win a game?'],
      '6to7': [
        'Why do you think the first boat went soft and soggy?',
        'Could you fold a paper boat together and see how long it floats in the bath?',
      ],
    },
  },
  ru: {
    title: 'Гонка бумажных корабликов',
    beats: {
      who: 'много ребят в маленькой гавани у моря',
      what: 'Ребята устроили гонку бумажных корабликов на тихом пруду, и победил кораблик, раскрашенный как божья коровка.',
      feeling: 'волнение, потом гордость и веселье',
      helped: null,
      why: 'Бумажный кораблик держится на воде, потому что он лёгкий, а бортики не пускают воду внутрь — как у настоящей лодки.',
    },
    hook: 'Сложи листок — и вот кораблик!',
    bedtime: 'Кораблик сохнет на окошке до утра.',
    toddler: [
      {
        title: 'Кораблик',
        text: 'Сложим, сложим, сложим! Вот бумажный кораблик. Кладём его на воду. Плывёт!',
      },
      { title: 'Дуем', text: 'Фу-фу-фу! Дуем на кораблики. Плывите, кораблики, плывите!' },
      {
        title: 'Божья коровка',
        text: 'Красный кораблик в чёрных точках. Как божья коровка! Он первый — ура, ура!',
      },
    ],
    small: [
      {
        title: 'Пруд у моря',
        text: 'У моря, возле маленькой гавани, есть тихий круглый пруд. Однажды туда пришло много ребят с бумажными корабликами. Сейчас будет гонка!',
      },
      {
        title: 'Кораблик-коровка',
        text: 'Зоя раскрасила свой кораблик красной краской и нарисовала чёрные точки — получилась настоящая божья коровка. Зоя опустила кораблик на воду и подула: фу-фу!',
      },
      {
        title: 'Победа!',
        text: 'Божья коровка первой доплыла до другого берега! Зоя прыгала от радости и гордости. А каким цветом ты раскрасишь свой кораблик?',
      },
    ],
    arc: [
      {
        title: 'Маленькая гавань',
        text: 'У моря есть маленькая гавань: там отдыхают рыбацкие лодки, а на столбиках сидят чайки. Возле гавани лежит тихий круглый пруд. Однажды туда пришло много ребят с бумажными корабликами. Всем хотелось победить в гонке. Но первый кораблик Зои сразу завалился набок, и нос у него размок.',
        beat: 'problem',
      },
      {
        title: 'Новый кораблик',
        text: 'Зоя не сдалась. Она взяла новый лист и сложила его медленно, проглаживая пальцем каждый сгиб. Потом раскрасила кораблик красным и нарисовала круглые чёрные точки, как у божьей коровки.',
        beat: 'attempt',
      },
      {
        title: 'Что заметила Зоя',
        text: 'На старте Зоя заметила: кораблики с ровными, острыми сгибами сидят на воде высоко и не намокают. С моря тянул лёгкий ветерок, а ребята помогали ему — надували щёки и дули.',
        beat: 'help',
      },
      {
        title: 'Кто первый?',
        text: 'Фу-фу! Божья коровка обогнала всех и первой ткнулась носом в дальний берег. Все захлопали, а потом ребята пускали кораблики снова и снова, до самого вечера.',
        beat: 'resolution',
      },
      {
        title: 'Почему кораблик плавает',
        text: 'Кораблик держится на воде, потому что он лёгкий, а бортики не пускают воду внутрь. Настоящие лодки в гавани плавают так же, только дерево и железо не размокают, как бумага.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'гавань',
      inText: 'гавани',
      explanation: 'Тихое место у моря, где лодки и корабли прячутся от больших волн.',
    },
    whatHappened:
      'Дети в маленькой гавани устроили гонку бумажных корабликов на тихом пруду. Победил кораблик, раскрашенный как божья коровка.',
    parent: {
      upto3: ['Покажешь кораблик — божью коровку?', 'Сколько чёрных точек на кораблике?'],
      '4to5': [
        'Как думаешь, что почувствовала Зоя, когда её кораблик приплыл первым?',
        'А что ты чувствуешь, когда выигрываешь?',
      ],
      '6to7': [
        'Как думаешь, почему первый кораблик размок?',
        'Может, сложите вместе бумажный кораблик и посмотрите, сколько он продержится в ванне?',
      ],
    },
  },
};
