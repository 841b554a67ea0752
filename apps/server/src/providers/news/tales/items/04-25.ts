/** Told for children: the bundled news item of 04-25 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_25: ItemTales = {
  heroLooks:
    'a little girl with a short black bob, a red helmet with white dots and a small blue bike with a silver bell',
  draw: [
    { picture: '👧', en: ['mila', 'girl'], ru: ['мил', 'девоч'] },
    { picture: '🚲', en: ['bike'], ru: ['велосипед', 'велодорожк'] },
    { picture: '🪧', en: ['sign'], ru: ['знак'] },
    { picture: '🦆', en: ['duck'], ru: ['утк', 'уточк'] },
    { picture: '🐸', en: ['frog'], ru: ['лягуш'] },
    { picture: '🔔', en: ['bell', 'ring'], ru: ['звоноч', 'дзынь'] },
    { picture: '🏞️', en: ['river'], ru: ['рек'] },
  ],
  en: {
    title: 'A new bike path opens',
    beats: {
      who: 'the children of a small town, and a girl called Mila on her blue bike',
      what: 'A brand new bike path opened along a green river bank, and the children rode on it.',
      feeling: 'eager, then fast and brave, then delighted',
      helped: null,
      why: 'A bike path keeps riders away from cars, and its picture signs tell everyone, even children who cannot read, where to slow down.',
    },
    hook: 'Ring, ring: a bike is coming through!',
    bedtime: 'Mila sleeps; her bike waits by the door.',
    toddler: [
      {
        title: 'Ring, ring',
        text: 'Here is Mila on her bike. Ring, ring! Round and round go the wheels.',
      },
      {
        title: 'Look, a sign',
        text: 'A sign with a duck! Quack, quack. A sign with a frog! Ribbit, ribbit.',
      },
      {
        title: 'Slow down',
        text: 'Slow, slow, Mila. Here are real ducks! Wave to the ducks.',
      },
    ],
    small: [
      {
        title: 'A new path',
        text: 'In a small town, along a green river bank, there was a brand new bike path. All the children came to ride on it, and Mila came too, on her blue bike.',
      },
      {
        title: 'Ring, ring!',
        text: 'Mila pedalled hard. The wind blew her hair, and her little bell went ring, ring. She felt fast and brave.',
      },
      {
        title: 'Funny signs',
        text: 'Along the path stood little signs: one with a duck, one with a frog. Mila slowed down to look. Behind the reeds, a real frog went plop into the water!',
      },
      {
        title: 'Your turn',
        text: 'If you made a sign for the path, which animal would you draw on it?',
      },
    ],
    arc: [
      {
        title: 'A town by the river',
        text: 'In a small town, along a green river bank, lives a girl called Mila. She has a blue bike with a bell, and she has only just learned to ride it.',
        beat: 'where',
      },
      {
        title: 'Too busy',
        text: 'Mila wanted to ride all the way to the river to see the ducks. But the road to the river was full of cars, and Mum said it was too busy for a bike.',
        beat: 'problem',
      },
      {
        title: 'Round the yard',
        text: 'So Mila rode round and round the yard: round the swing, round the tree, round the swing again. It was fun, but it was not the river.',
        beat: 'attempt',
      },
      {
        title: 'A surprise',
        text: 'One morning Mum came in smiling: the new bike path was open! It ran along the river bank, far from the cars, just for bikes and people on foot.',
        beat: 'help',
      },
      {
        title: 'Why signs have pictures',
        text: 'Signs use pictures so that everyone understands them at once, even children who cannot read yet. A duck on a sign means that ducks may cross here, so riders slow down and look.',
        beat: 'why',
      },
      {
        title: 'Ducks and frogs',
        text: 'All the children of the town came to ride. Mila rang her bell and pedalled along. Little signs with ducks and frogs showed where to slow down, and there, by the water, swam real ducks.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'sign',
      inText: 'signs',
      explanation: 'A board with a picture or words on it that tells you something, like where to stop.',
    },
    whatHappened:
      'A small town opened a new bike path along its river, and the children came to ride on it. Along the path there are little signs with pictures of ducks and frogs.',
    parent: {
      upto3: ['Can you find the sign with the frog?', 'Where are the real ducks?'],
      '4to5': ['How do you think Mila felt when she rode along the new path?', 'What makes you feel brave?'],
      '6to7': [
        'Why do you think the signs have pictures and not just words?',
        'Could you look for signs with pictures on your next walk together and guess what each one means?',
      ],
    },
  },
  ru: {
    title: 'Открылась новая велодорожка',
    beats: {
      who: 'дети маленького города и девочка Мила на синем велосипеде',
      what: 'Вдоль зелёного берега реки открылась новенькая велодорожка, и дети по ней прокатились.',
      feeling: 'нетерпение, потом скорость и смелость, потом восторг',
      helped: null,
      why: 'На велодорожке нет машин, а знаки с картинками понятны всем, даже тем, кто ещё не умеет читать.',
    },
    hook: 'Дзынь-дзынь: по дорожке едет велосипед!',
    bedtime: 'Мила спит, а велосипед ждёт у двери.',
    toddler: [
      {
        title: 'Дзынь-дзынь',
        text: 'Вот Мила на велосипеде. Дзынь-дзынь! Колёса крутятся, крутятся, крутятся!',
      },
      {
        title: 'Знаки',
        text: 'Знак с уточкой! Кря-кря. Знак с лягушкой! Ква-ква.',
      },
      {
        title: 'Тише, Мила',
        text: 'Тише, тише, Мила! Вот настоящие утки. Помаши уточкам!',
      },
    ],
    small: [
      {
        title: 'Новая дорожка',
        text: 'В маленьком городе, вдоль зелёного берега реки, открылась новенькая велодорожка. Покататься пришли все дети, и Мила тоже — на своём синем велосипеде.',
      },
      {
        title: 'Дзынь!',
        text: 'Мила крутила педали изо всех сил. Ветер трепал ей волосы, а звоночек пел: дзынь-дзынь! Мила чувствовала себя быстрой и смелой.',
      },
      {
        title: 'Смешные знаки',
        text: 'Вдоль дорожки стояли маленькие знаки: на одном утка, на другом лягушка. Мила притормозила и присмотрелась. А в камышах настоящая лягушка — плюх в воду!',
      },
      {
        title: 'А ты?',
        text: 'Какого зверька ты нарисуешь на своём знаке для велодорожки?',
      },
    ],
    arc: [
      {
        title: 'Город у реки',
        text: 'В маленьком городе, вдоль зелёного берега реки, живёт девочка Мила. У неё синий велосипед со звоночком, и кататься она научилась совсем недавно.',
        beat: 'where',
      },
      {
        title: 'Слишком много машин',
        text: 'Миле хотелось доехать до реки и посмотреть на уток. Но по дороге к реке ездило столько машин, что мама сказала: на велосипеде туда нельзя.',
        beat: 'problem',
      },
      {
        title: 'Круги по двору',
        text: 'Пришлось Миле кататься по двору: вокруг качелей, вокруг дерева и снова вокруг качелей. Весело, но это же не река!',
        beat: 'attempt',
      },
      {
        title: 'Сюрприз',
        text: 'Однажды утром мама улыбнулась: «Открыли новую велодорожку!» Она шла вдоль берега, далеко от машин, — только для велосипедов и пешеходов.',
        beat: 'help',
      },
      {
        title: 'Зачем на знаках картинки',
        text: 'На знаках рисуют картинки, чтобы все понимали их сразу, даже малыши, которые ещё не умеют читать. Утка на знаке значит: здесь могут переходить утки, поезжай потише.',
        beat: 'why',
      },
      {
        title: 'Утки и лягушки',
        text: 'Покататься пришли все дети города. Мила звенела звоночком и ехала вперёд. Знаки с утками и лягушками подсказывали, где притормозить, а у воды плавали настоящие утки.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'знак',
      inText: 'знаки',
      explanation: 'Табличка с картинкой или словами, которая что-то подсказывает, например где остановиться.',
    },
    whatHappened:
      'В маленьком городе вдоль реки открыли новую велодорожку, и дети пришли на ней покататься. На дорожке стоят знаки с утками и лягушками.',
    parent: {
      upto3: ['Покажешь знак с лягушкой?', 'Где настоящие утки?'],
      '4to5': [
        'Как думаешь, что почувствовала Мила, когда поехала по новой дорожке?',
        'А когда тебе бывает смело и весело?',
      ],
      '6to7': [
        'Как думаешь, почему на знаках рисуют картинки, а не только пишут слова?',
        'Может, на прогулке поищете вместе знаки с картинками и угадаете, что значит каждый?',
      ],
    },
  },
};
