/** Told for children: the bundled news item of 05-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_05: ItemTales = {
  heroLooks:
    'a six-year-old girl with two curly red bunches, freckles, a yellow T-shirt with a rocket on it and a purple backpack',
  draw: [
    { picture: '🪨', en: ['rock', 'meteorite'], ru: ['камен', 'камн', 'метеорит'] },
    { picture: '👧', en: ['ruby'], ru: ['рита', 'риты', 'рите', 'риту'] },
    { picture: '🏛️', en: ['museum'], ru: ['музе'] },
    { picture: '🧑‍🏫', en: ['guide', 'tan'], ru: ['экскурсовод'] },
    { picture: '🌕', en: ['moon'], ru: ['лун'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд', 'звезд'] },
  ],
  en: {
    title: 'A rock from space you can touch',
    beats: {
      who: 'Ruby, a six-year-old girl, on a class trip to a museum all about the sky',
      what: 'The museum opened a new hall where children may touch a real meteorite, and Ruby, who always wished to touch something from space, put both hands on it.',
      feeling: 'longing, then a little let down by the glass, then amazed',
      helped: 'Mr Tan, the museum guide, who led the class to the new hall',
      why: 'A meteorite is a rock that travelled through space for a very long time and fell to Earth; most space rocks only glow for a moment as falling stars.',
    },
    hook: 'This news fell from the sky long ago.',
    bedtime: 'In the dark museum, the space rock rests.',
    toddler: [
      { title: 'A big rock', text: 'Look, a big dark rock. It came from space!' },
      { title: 'Touch', text: 'Ruby touches it. Cold, cold! Bumpy, bumpy!' },
      { title: 'Sparkle', text: 'Tiny shiny spots. Sparkle, sparkle, sparkle! Wow!' },
    ],
    small: [
      {
        title: 'Please touch!',
        text: 'A city museum opened a new hall. In the middle stood a dark, bumpy rock, and a sign said: “Please touch!”',
      },
      {
        title: 'From space',
        text: 'The rock was a meteorite. It flew through space for a very, very long time, and then it fell to Earth.',
      },
      {
        title: 'Cold and heavy',
        text: 'Ruby put her hand on it. It was cold and heavy, with tiny shiny spots. “I touched space!” she whispered. What would you like to touch from far away?',
      },
    ],
    arc: [
      {
        title: 'A museum of the sky',
        text: 'In a big city there is a museum all about the sky, with planets, stars and rockets. Ruby’s class came on a trip, and Ruby skipped all the way from the bus.',
        beat: 'where',
      },
      {
        title: 'Behind the glass',
        text: 'Ruby loves space more than anything, and she has always wished she could touch something from it. But in the museum everything stood behind glass, with little signs that said “Please do not touch”.',
        beat: 'problem',
      },
      {
        title: 'A finger to the Moon',
        text: 'Ruby pressed her nose to the glass and reached a finger towards a big model of the Moon. Tap! Her finger touched only the glass, and she sighed.',
        beat: 'attempt',
      },
      {
        title: 'The new hall',
        text: 'Then Mr Tan, the museum guide, smiled. “Follow me,” he said, and led the class into a brand-new hall. In the middle, on a low stand, sat a dark, bumpy rock with a sign: “Please touch!”',
        beat: 'help',
      },
      {
        title: 'What a meteorite is',
        text: 'It was a meteorite, a rock from space. It flew between the planets for billions of years before it fell to Earth. Most space rocks are tiny and only glow for a moment as falling stars, so a big one is very rare.',
        beat: 'why',
      },
      {
        title: 'Touching space',
        text: 'Ruby put both hands on it. It was cold, heavy and bumpy, with tiny shiny spots of metal. Ruby whispered, “I touched space!” She smiled all the way back to school.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'meteorite',
      inText: 'meteorite',
      explanation: 'A rock from space that has fallen to the ground.',
    },
    whatHappened:
      'A city museum about the sky opened a new hall where visitors may touch a real meteorite. A six-year-old girl on a class trip put both hands on the rock from space.',
    parent: {
      upto3: ['Can you find the big dark rock?', 'Can you show me how Ruby touches it?'],
      '4to5': ['How do you think Ruby felt when she touched the rock?', 'What would you most like to see in a museum?'],
      '6to7': [
        'Why do you think most space rocks never reach the ground?',
        'Could you look at the night sky together and watch for a falling star?',
      ],
    },
  },
  ru: {
    title: 'Камень из космоса, который можно потрогать',
    beats: {
      who: 'шестилетняя девочка Рита на экскурсии с классом в музее неба и космоса',
      what: 'В музее открыли новый зал, где детям можно потрогать настоящий метеорит, и Рита, которая всегда мечтала дотронуться до космоса, положила на него обе ладони.',
      feeling: 'мечта, потом огорчение из-за стекла, потом изумление',
      helped: 'экскурсовод Тимур, который отвёл класс в новый зал',
      why: 'Метеорит — камень, который очень долго летел в космосе и упал на Землю; большинство космических камней только вспыхивают на миг падающими звёздами.',
    },
    hook: 'Эта новость упала с неба очень давно.',
    bedtime: 'В тёмном музее отдыхает камень из космоса.',
    toddler: [
      { title: 'Камень', text: 'Смотри, большой тёмный камень. Он прилетел из космоса!' },
      { title: 'Потрогай', text: 'Рита его трогает. Холодный! Шершавый!' },
      { title: 'Блестит', text: 'Маленькие блестящие точки. Блестят, блестят! Ух ты!' },
    ],
    small: [
      {
        title: 'Можно трогать!',
        text: 'В городском музее открыли новый зал. Посередине лежал тёмный шершавый камень, а рядом табличка: «Пожалуйста, потрогайте!»',
      },
      {
        title: 'Из космоса',
        text: 'Этот камень — метеорит. Он очень-очень долго летел в космосе, а потом упал на Землю.',
      },
      {
        title: 'Холодный и тяжёлый',
        text: 'Рита положила на него ладонь. Камень был холодный, тяжёлый, с крошечными блестящими точками. «Я потрогала космос!» — прошептала она. А что тебе хочется потрогать из далёких краёв?',
      },
    ],
    arc: [
      {
        title: 'Музей неба',
        text: 'В большом городе есть музей неба и космоса: там планеты, звёзды и ракеты. Класс Риты приехал туда на экскурсию, и Рита от автобуса до дверей бежала вприпрыжку.',
        beat: 'where',
      },
      {
        title: 'За стеклом',
        text: 'Рита больше всего на свете любит космос и всегда мечтала до него дотронуться. Но в музее всё стояло за стеклом, а рядом висели таблички «Руками не трогать».',
        beat: 'problem',
      },
      {
        title: 'Пальцем до Луны',
        text: 'Рита прижалась носом к стеклу и потянулась пальцем к большой модели Луны. Тук! Палец упёрся в стекло, и Рита вздохнула.',
        beat: 'attempt',
      },
      {
        title: 'Новый зал',
        text: 'Тогда экскурсовод Тимур улыбнулся. «Идёмте за мной», — сказал он и повёл класс в новый зал. Посередине, на низкой подставке, лежал тёмный шершавый камень с табличкой: «Пожалуйста, потрогайте!»',
        beat: 'help',
      },
      {
        title: 'Что такое метеорит',
        text: 'Это был метеорит — камень из космоса. Миллиарды лет он летал между планетами, а потом упал на Землю. Почти все космические камешки крошечные и лишь на миг вспыхивают падающими звёздами, так что большой метеорит — большая редкость.',
        beat: 'why',
      },
      {
        title: 'Потрогать космос',
        text: 'Рита положила на камень обе ладони. Он был холодный, тяжёлый и шершавый, с крошечными блестящими крапинками. «Я потрогала космос!» — прошептала Рита и улыбалась всю дорогу до школы.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'метеорит',
      inText: 'метеорит',
      explanation: 'Камень из космоса, который упал на землю.',
    },
    whatHappened:
      'В городском музее неба и космоса открыли новый зал, где посетители могут потрогать настоящий метеорит. Шестилетняя девочка на экскурсии с классом положила на камень из космоса обе ладони.',
    parent: {
      upto3: ['Покажешь большой тёмный камень?', 'Покажешь, как Рита его трогает?'],
      '4to5': [
        'Как думаешь, что почувствовала Рита, когда потрогала камень?',
        'А что тебе больше всего хочется увидеть в музее?',
      ],
      '6to7': [
        'Как думаешь, почему большинство космических камней не долетает до земли?',
        'Может, посмотрите вместе на ночное небо и поищете падающую звезду?',
      ],
    },
  },
};
