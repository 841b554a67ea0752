/** Told for children: the bundled news item of 10-11 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_11: ItemTales = {
  heroLooks: 'a girl of six with short curly black hair, big round glasses and a T-shirt with a whale on it',
  draw: [
    { picture: '👧', en: ['ada', 'girl'], ru: ['алис'] },
    { picture: '🤖', en: ['robot'], ru: ['робот'] },
    { picture: '🐟', en: ['fish'], ru: ['рыбк'] },
  ],
  en: {
    title: 'A deep-sea robot meets a new fish',
    beats: {
      who: 'Ada, a girl of six, and her class, watching a live dive from a research ship',
      what: 'A robot diving deep below the sea found a tiny pink fish with wing-like fins that nobody had ever seen before.',
      feeling: 'curious, then doubtful, then amazed',
      helped: 'the scientists on the ship, who switched off the robot’s motors and waited quietly',
      why: 'The deep sea is the biggest home on Earth, but it is so dark and deep that people have seen only a tiny part of it.',
    },
    hook: 'Who lives where sunlight never reaches?',
    bedtime: 'Deep down, the pink fish rests.',
    toddler: [
      { title: 'Down, down', text: 'A yellow robot goes down, down, down. Dark, dark sea.' },
      { title: 'Lights on', text: 'Click! The robot’s lights go on. Shh. Wait, wait.' },
      { title: 'Hello, fish', text: 'A little pink fish! Flap, flap. Hello, new fish!' },
    ],
    small: [
      {
        title: 'Watching from school',
        text: 'Ada’s class watched a live video from a ship far out at sea. A yellow robot with bright lights was diving deep, deep down.',
      },
      {
        title: 'Only darkness',
        text: 'The robot went deeper than any diver can go. On the screen there was only darkness. Did anything live down there at all?',
      },
      {
        title: 'A shy visitor',
        text: 'The scientists stopped the robot and waited quietly. Then a tiny pink fish with fins like wings swam into the light. Nobody had ever seen one like it!',
      },
      {
        title: 'And you?',
        text: 'Ada’s class got to choose its nickname: Little Wings. What name would you give a brand-new fish?',
      },
    ],
    arc: [
      {
        title: 'A live dive',
        text: 'Ada’s class crowded round the big screen at school. They were watching a live video from a ship far out at sea. Scientists were sending a yellow robot with bright lights down to the seabed.',
        beat: 'where',
      },
      {
        title: 'Dark all around',
        text: 'Down and down went the robot, deeper than any diver can go. The screen grew darker and darker, until there was nothing but black water. Ada wondered if anything lived there at all.',
        beat: 'problem',
      },
      {
        title: 'The biggest home',
        text: 'A scientist on the ship answered the children’s question. The deep sea is the biggest home on Earth. But it is so dark and deep that people have seen only a tiny part of it. That is why they send robots.',
        beat: 'why',
      },
      {
        title: 'Sand and rocks',
        text: 'The robot swept its lights left and right. Sand. Rocks. More sand. The children held their breath, but nothing moved.',
        beat: 'attempt',
      },
      {
        title: 'Quiet, please',
        text: 'Then the scientists had an idea. They stopped the robot’s little motors and dimmed its lights. Deep-sea animals are shy of noise, so everyone waited quietly.',
        beat: 'help',
      },
      {
        title: 'Little Wings',
        text: 'Slowly, a tiny pink fish drifted into the light. Its fins spread out like wings, and you could almost see through it. Nobody had ever seen one like it! Ada’s class chose its nickname: Little Wings.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'robot',
      inText: 'robot',
      explanation: 'A machine that moves and does jobs by itself or when people steer it.',
    },
    whatHappened:
      'Scientists on a research ship sent an underwater robot far down into the deep sea and found a small, almost see-through pink fish that had never been seen before. Schoolchildren watched the dive live.',
    parent: {
      upto3: ['Can you find the yellow robot?', 'Can you flap like the little pink fish?'],
      '4to5': [
        'How do you think Ada felt when the screen showed only darkness?',
        'How do you think the scientists felt when the pink fish swam into the light?',
      ],
      '6to7': [
        'Why do scientists send robots instead of divers to the deep sea?',
        'Could we find out together about another animal that lives in the deep sea?',
      ],
    },
  },
  ru: {
    title: 'Подводный робот нашёл новую рыбку',
    beats: {
      who: 'шестилетняя Алиса и её класс, которые смотрят прямую трансляцию с научного корабля',
      what: 'Робот, опустившийся на большую глубину, нашёл крошечную розовую рыбку с плавниками, как крылья, — таких раньше никто не видел.',
      feeling: 'любопытство, потом сомнение, потом восторг',
      helped: 'учёные на корабле, которые выключили у робота моторчики и тихо ждали',
      why: 'Глубокое море — самый большой дом на Земле, но там так темно и глубоко, что люди видели лишь крошечную его часть.',
    },
    hook: 'Кто живёт там, куда не доходит солнце?',
    bedtime: 'Глубоко-глубоко розовая рыбка отдыхает в темноте.',
    toddler: [
      { title: 'Вниз, вниз', text: 'Жёлтый робот идёт вниз, вниз, вниз. Тёмное-тёмное море.' },
      { title: 'Фонарики', text: 'Щёлк! Зажглись фонарики. Тсс. Ждём, ждём.' },
      { title: 'Привет, рыбка', text: 'Маленькая розовая рыбка! Шевелит плавниками. Привет, новая рыбка!' },
    ],
    small: [
      {
        title: 'Смотрим из школы',
        text: 'Класс Алисы смотрел прямую трансляцию с корабля далеко в море. Жёлтый робот с яркими фонарями опускался глубоко-глубоко.',
      },
      {
        title: 'Только темнота',
        text: 'Робот спустился глубже, чем может нырнуть любой водолаз. На экране была только темнота. Неужели там никто не живёт?',
      },
      {
        title: 'Стеснительная гостья',
        text: 'Учёные остановили робота и тихо ждали. И вот в луч света вплыла крошечная розовая рыбка с плавниками, похожими на крылья. Таких ещё никто не видел!',
      },
      {
        title: 'А ты?',
        text: 'Классу Алисы разрешили придумать ей прозвище: Крылышко. А какое имя тебе хочется дать совсем новой рыбке?',
      },
    ],
    arc: [
      {
        title: 'Погружение',
        text: 'Класс Алисы столпился у большого экрана. Ребята смотрели прямую трансляцию с корабля далеко в море. Учёные опускали на дно жёлтого робота с яркими фонарями.',
        beat: 'where',
      },
      {
        title: 'Вокруг темно',
        text: 'Всё ниже и ниже опускался робот, глубже, чем может нырнуть любой водолаз. Экран становился всё темнее, пока не осталась одна чёрная вода. Неужели тут никто не живёт?',
        beat: 'problem',
      },
      {
        title: 'Самый большой дом',
        text: 'Учёный с корабля ответил на вопрос ребят. Глубокое море — самый большой дом на Земле, но там так темно и глубоко, что люди видели лишь крошечную его часть. Поэтому туда и посылают робота.',
        beat: 'why',
      },
      {
        title: 'Песок и камни',
        text: 'Робот водил фонарями вправо и влево. Песок. Камни. Опять песок. Ребята затаили дыхание, но ничего не шевелилось.',
        beat: 'attempt',
      },
      {
        title: 'Тише, тише',
        text: 'И тут учёные придумали. Они выключили у робота моторчики и притушили фонари. Глубоководные жители стесняются шума, поэтому все тихо ждали.',
        beat: 'help',
      },
      {
        title: 'Крылышко',
        text: 'Медленно в луч света вплыла крошечная розовая рыбка. Её плавники раскрылись, как крылья, а сама она была почти прозрачная. Таких никто никогда не видел! Класс Алисы придумал ей прозвище — Крылышко.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'робот',
      inText: 'робот',
      explanation: 'Машина, которая двигается и работает сама или когда ею управляют люди.',
    },
    whatHappened:
      'Учёные с научного корабля отправили подводного робота на большую глубину и нашли маленькую, почти прозрачную розовую рыбку, которую раньше никто не видел. Школьники смотрели погружение в прямом эфире.',
    parent: {
      upto3: ['Где жёлтый робот?', 'Помашешь ручками, как рыбка плавниками?'],
      '4to5': [
        'Как думаешь, что почувствовала Алиса, когда на экране была только темнота?',
        'А что почувствовали учёные, когда в луч света вплыла рыбка?',
      ],
      '6to7': [
        'Почему в глубокое море посылают роботов, а не водолазов?',
        'Может, узнаем вместе о другом жителе морских глубин?',
      ],
    },
  },
};
