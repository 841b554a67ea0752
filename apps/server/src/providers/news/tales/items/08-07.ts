/** Told for children: the bundled news item of 08-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_07: ItemTales = {
  heroLooks:
    'a six-year-old girl with a short black bob and a fringe, brown skin, a purple top, denim shorts and white trainers whose soles flash red, green and blue',
  draw: [
    { picture: '👧', en: ['priya'], ru: ['зоя', 'зои', 'зое'] },
    { picture: '👟', en: ['trainers', 'shoe', 'laces'], ru: ['кроссовк', 'шнурк'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
    { picture: '🔋', en: ['battery'], ru: ['батарейк'] },
    { picture: '💡', en: ['lights'], ru: ['огоньк'] },
  ],
  en: {
    title: 'Shoes that light up',
    beats: {
      who: 'Priya, a girl of six, and her very first light-up trainers',
      what: 'Priya’s new trainers flash with every step, but their laces kept coming loose until her dad taught her to tie them.',
      feeling: 'thrilled, then cross with the floppy laces, then proud',
      helped: 'her dad, who taught her the loop-swoop-and-pull bow and the double knot',
      why: 'Inside each sole a tiny switch closes when the heel bumps down and lets a battery light the little lamps.',
    },
    hook: 'Stamp, stamp, flash: whose shoes are shining?',
    bedtime: 'Priya’s trainers rest by her bed, lights off.',
    toddler: [
      {
        title: 'Flash!',
        text: 'New shoes for Priya! Stamp, stamp. Flash, flash! Red and blue lights!',
      },
      { title: 'Loop and swoop', text: 'Dad makes a loop. Swoop round and pull through. Ta-da, a bow!' },
      {
        title: 'Jump!',
        text: 'Priya jumps. Flash! The laces stay tied. Jump, jump, flash!',
      },
    ],
    small: [
      {
        title: 'Shoes with lights',
        text: 'Priya got her very first light-up trainers. Every time her heel touched the ground, little lights flashed red, green and blue!',
      },
      {
        title: 'Floppy laces',
        text: 'But the trainers had real laces, and Priya could not tie them yet. When she jumped, the laces flopped loose and she had to stop.',
      },
      {
        title: 'Loop, swoop and pull',
        text: 'Dad showed her a trick. Priya made a loop, swooped the other lace round it and pulled it through. She tried it five times. Then she jumped all the way down the hall, flashing. What would you like to learn next?',
      },
    ],
    arc: [
      {
        title: 'Red, green and blue',
        text: 'Priya, who is six, got her very first light-up trainers. Stamp! Red, green and blue lights flashed round the soles. But the trainers had real laces, and Priya could not tie a bow yet.',
        beat: 'problem',
      },
      {
        title: 'Tucked away',
        text: 'At first she tucked the loose laces inside her shoes. They tickled her ankles and wriggled out again. Then she tied a knot of her own, but it came undone after three jumps.',
        beat: 'attempt',
      },
      {
        title: 'Where the flash comes from',
        text: 'Why do the lights flash? Inside each sole there is a tiny battery and a little switch. When the heel bumps down, the switch closes for a moment, and electricity runs from the battery to the lights.',
        beat: 'why',
      },
      {
        title: 'Loop, swoop and pull',
        text: 'Dad sat down next to her on the step. He showed her how to make one loop and hold it. Then she swooped the other lace round it, poked it through and pulled. Dad showed her one more trick: tie the two loops together once again. That is a double knot, and it holds even when you jump.',
        beat: 'help',
      },
      {
        title: 'Flash, flash, flash',
        text: 'Priya practised until her fingers knew the way. The first bow was wonky, and the second one slipped. The third one held! She tied both shoes and jumped down the hall. The lights blinked with every jump, and the laces stayed tied.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'lace',
      inText: 'laces',
      explanation: 'A thin cord that goes through the holes of a shoe and holds it on the foot.',
    },
    whatHappened:
      'A six-year-old girl got her first trainers with lights in the soles and learned to tie their laces herself with a simple bow and a double knot her father taught her.',
    parent: {
      upto3: ['Can you find the red and blue lights?', 'Can you stamp your feet like Priya?'],
      '4to5': [
        'How do you think Priya felt when her laces kept flopping loose?',
        'How do you feel when you learn a new trick?',
      ],
      '6to7': [
        'Why do you think the lights flash only when the heel bumps down?',
        'Could you try a loop-swoop-and-pull bow together with a ribbon?',
      ],
    },
  },
  ru: {
    title: 'Кроссовки с огоньками',
    beats: {
      who: 'шестилетняя Зоя и её первые кроссовки с огоньками',
      what: 'Новые кроссовки Зои мигают при каждом шаге, но шнурки у них всё время развязывались, пока папа не научил её их завязывать.',
      feeling: 'восторг, потом досада на шнурки, потом гордость',
      helped: 'папа, который научил её бантику «петелька и вокруг» и двойному узлу',
      why: 'В подошве прячется крошечный выключатель: когда пятка стукает об пол, он замыкается, и батарейка зажигает огоньки.',
    },
    hook: 'Топ-топ — чьи это кроссовки светятся?',
    bedtime: 'Зоя спит, а кроссовки у кровати погасли.',
    toddler: [
      {
        title: 'Мигают!',
        text: 'У Зои новые кроссовки! Топ-топ. Мигают огоньки, красный и синий!',
      },
      { title: 'Петелька', text: 'Папа делает петельку. Вокруг — и в дырочку. Тянем — бантик!' },
      {
        title: 'Прыг!',
        text: 'Зоя прыгает. Прыг — мигают огоньки! А шнурки не развязались. Прыг-скок!',
      },
    ],
    small: [
      {
        title: 'Кроссовки с огоньками',
        text: 'Зое купили её первые кроссовки с огоньками. Стоит стукнуть пяткой об пол — и огоньки мигают красным, зелёным и синим!',
      },
      {
        title: 'Шнурки болтаются',
        text: 'Но шнурки у кроссовок были настоящие, а Зоя ещё не умела их завязывать. Когда она прыгала, шнурки развязывались, и приходилось останавливаться.',
      },
      {
        title: 'Петелька и вокруг',
        text: 'Папа показал хитрость: «Сделай петельку, оберни вокруг неё второй шнурок и протяни в дырочку!» Зоя попробовала пять раз. А потом поскакала по коридору, и кроссовки замигали. Чему тебе хотелось бы научиться?',
      },
    ],
    arc: [
      {
        title: 'Красный, зелёный, синий',
        text: 'Шестилетней Зое купили её первые кроссовки с огоньками. Топ! По краю подошвы побежали красные, зелёные и синие огоньки. Но шнурки у кроссовок были настоящие, а бантик Зоя завязывать ещё не умела.',
        beat: 'problem',
      },
      {
        title: 'Спрятать шнурки',
        text: 'Сначала она засунула шнурки внутрь кроссовок. Но они щекотали ей лодыжки и вылезали наружу. Тогда Зоя завязала свой узел, но он развязался после трёх прыжков.',
        beat: 'attempt',
      },
      {
        title: 'Откуда берётся свет',
        text: 'Почему огоньки мигают? В каждой подошве спрятаны крошечная батарейка и маленький выключатель. Когда пятка стукает об пол, выключатель на миг замыкается, и ток бежит от батарейки к огонькам.',
        beat: 'why',
      },
      {
        title: 'Петелька и вокруг',
        text: 'Папа сел рядом с ней на ступеньку. «Сделай петельку и держи, — сказал он. — Второй шнурок оберни вокруг, протяни в дырочку и тяни». А потом показал, как связать две петельки ещё разок. «Это двойной узел. Он не развяжется, даже если прыгать».',
        beat: 'help',
      },
      {
        title: 'Мигают и держатся',
        text: 'Зоя тренировалась, пока пальцы не запомнили дорогу. Первый бантик вышел кривой, второй соскользнул. А третий держался! Зоя завязала обе кроссовки и поскакала по коридору. Огоньки мигали при каждом прыжке, а шнурки так и не развязались.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шнурок',
      inText: 'шнурки',
      explanation: 'Тонкая верёвочка, которую продевают в дырочки ботинка, чтобы он крепко сидел на ноге.',
    },
    whatHappened:
      'Шестилетней девочке купили первые кроссовки с огоньками в подошве, и она научилась сама завязывать на них шнурки простым бантиком и двойным узлом, как показал папа.',
    parent: {
      upto3: ['Покажешь, где красные и синие огоньки?', 'А ты умеешь топать, как Зоя?'],
      '4to5': [
        'Как думаешь, что чувствовала Зоя, когда шнурки всё время развязывались?',
        'А что ты чувствуешь, когда получается что-то новое?',
      ],
      '6to7': [
        'Как думаешь, почему огоньки мигают, только когда пятка стукает об пол?',
        'Может, попробуете вместе завязать бантик «петелька и вокруг» на ленточке?',
      ],
    },
  },
};
