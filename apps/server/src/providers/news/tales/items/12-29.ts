/** Told for children: the bundled news item of 12-29 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_29: ItemTales = {
  heroLooks: 'a small boy in a bright blue snowsuit, a yellow bobble hat and big red mittens',
  draw: [
    { picture: '👦', en: ['finn'], ru: ['федя', 'федин'] },
    { picture: '⛄', en: ['snowm'], ru: ['снегов'] },
    { picture: '🧣', en: ['scarf'], ru: ['шарф'] },
    { picture: '🥕', en: ['carrot'], ru: ['морков'] },
    { picture: '🌳', en: ['park'], ru: ['парк'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'A snowman festival',
    beats: {
      who: 'a whole town in a snowy park, with a boy called Finn and his dad among them',
      what: 'The town built a hundred snowmen in one day, and the tallest snowman wore a big orange scarf.',
      feeling: 'busy and excited, then proud and joyful',
      helped: 'everyone in the town, who rolled and stacked the snowballs together',
      why: 'Slightly wet snow sticks together well, and with a whole town helping, even a hundred snowmen can be built in a single day.',
    },
    hook: 'How many snowmen can fit in one park?',
    bedtime: 'A hundred snowmen keep watch over the park.',
    toddler: [
      { title: 'Roll, roll', text: 'Roll, roll, roll the snow. Big ball, bigger ball, biggest ball!' },
      {
        title: 'Snowmen',
        text: 'One snowman, two snowmen, lots of snowmen! Carrot noses. Pebble eyes.',
      },
      { title: 'Orange scarf', text: 'The tallest snowman is so, so big. Big orange scarf! Hooray!' },
    ],
    small: [
      {
        title: 'In the snowy park',
        text: 'One winter day, a whole town came to a snowy park with shovels, sledges and carrots. Their plan: a hundred snowmen in one day! Finn came with his dad.',
      },
      {
        title: 'Roll and stack',
        text: 'Finn rolled a snowball until it was as big as a pumpkin. Dad lifted it onto another ball, and Finn stuck on two pebble eyes and a carrot nose.',
      },
      {
        title: 'The tallest snowman',
        text: "By evening there were a hundred snowmen in the park! The tallest one wore a big orange scarf, and Finn's snowman stood right next to it. What would you give your snowman to wear?",
      },
    ],
    arc: [
      {
        title: 'A snowy park',
        text: 'In a snowy town there is a big park with old trees and a frozen pond. One winter morning, the whole town came there with shovels, sledges, buckets and carrots. Finn came too, with his dad. The town had a plan: to build a hundred snowmen in one single day. That is a lot of snowmen! Could they really do it before dark?',
        beat: 'problem',
      },
      {
        title: 'Snow that would not stick',
        text: 'Finn tried to roll a snowball, but the snow was dry and powdery, like flour. It fell apart in his mittens. Finn frowned.',
        beat: 'attempt',
      },
      {
        title: 'Sticky snow',
        text: 'Then the sun came out, and the snow grew a little soft and wet. Now it packed together! Finn rolled a ball as big as a pumpkin, and Dad helped him to stack it.',
        beat: 'help',
      },
      {
        title: 'How snow sticks',
        text: 'Snow is made of tiny ice crystals. When the snow is a little wet, the crystals hold on to each other. Then a rolling ball picks up more and more snow. With a whole town helping, a hundred snowmen took just one day.',
        beat: 'why',
      },
      {
        title: 'One hundred!',
        text: 'All day, people rolled and stacked, rolled and stacked. As the sky turned pink, they counted: ninety-eight, ninety-nine, one hundred! The tallest snowman got a big orange scarf, and everybody cheered.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'scarf',
      inText: 'scarf',
      explanation: 'A long, soft piece of cloth you wrap around your neck to keep warm.',
    },
    whatHappened:
      'A whole town built a hundred snowmen in a snowy park in one day. The tallest snowman wore a big orange scarf.',
    parent: {
      upto3: ["Can you point to the snowman's carrot nose?", 'Can you find the orange scarf?'],
      '4to5': [
        'How do you think Finn felt when they counted to one hundred?',
        'How does it feel to build something big with lots of people?',
      ],
      '6to7': [
        'Why do you think dry, powdery snow does not stick together?',
        'Next time it snows, could you make one snowball from dry snow and one from wet snow and see which holds together?',
      ],
    },
  },
  ru: {
    title: 'Фестиваль снеговиков',
    beats: {
      who: 'целый городок в заснеженном парке, а среди всех — мальчик Федя с папой',
      what: 'Городок слепил за один день сто снеговиков, и самый высокий снеговик был в большом оранжевом шарфе.',
      feeling: 'хлопоты и азарт, потом гордость и радость',
      helped: 'все жители городка, которые вместе катали и ставили снежные комья',
      why: 'Чуть влажный снег хорошо лепится, и когда за дело берётся весь город, даже сто снеговиков можно слепить за день.',
    },
    hook: 'Сколько снеговиков поместится в одном парке?',
    bedtime: 'Сто снеговиков сторожат парк до утра.',
    toddler: [
      { title: 'Катим ком', text: 'Катим, катим, катим снег. Ком большой, больше, самый большой!' },
      {
        title: 'Снеговики',
        text: 'Один снеговик, два снеговика, много снеговиков! Носы-морковки. Глазки-камешки.',
      },
      { title: 'Оранжевый шарф', text: 'Самый высокий снеговик — вот какой! Большой оранжевый шарф! Ура!' },
    ],
    small: [
      {
        title: 'В заснеженном парке',
        text: 'Однажды зимой целый городок пришёл в заснеженный парк с лопатами, санками и морковками. План такой: сто снеговиков за один день! Федя пришёл с папой.',
      },
      {
        title: 'Катаем и ставим',
        text: 'Федя катал снежный ком, пока тот не стал большим, как тыква. Папа поставил его на другой ком, а Федя приделал глазки-камешки и нос-морковку.',
      },
      {
        title: 'Самый высокий',
        text: 'К вечеру в парке стояло сто снеговиков! Самый высокий был в большом оранжевом шарфе, а Федин снеговик стоял с ним рядом. А что ты наденешь на своего снеговика?',
      },
    ],
    arc: [
      {
        title: 'Заснеженный парк',
        text: 'В снежном городке есть большой парк со старыми деревьями и замёрзшим прудом. Однажды зимним утром туда пришёл весь город с лопатами, санками, вёдрами и морковками. Пришёл и Федя с папой. План был такой: слепить сто снеговиков за один-единственный день. Это очень много снеговиков! Успеют ли до темноты?',
        beat: 'problem',
      },
      {
        title: 'Снег не лепится',
        text: 'Федя стал катать ком, но снег был сухой, как мука. Он рассыпался прямо в варежках. Федя нахмурился.',
        beat: 'attempt',
      },
      {
        title: 'Липкий снег',
        text: 'Тут выглянуло солнце, и снег чуть-чуть подтаял и стал влажным. Теперь он лепился! Федя скатал ком величиной с тыкву, а папа помог поставить его на место.',
        beat: 'help',
      },
      {
        title: 'Почему снег лепится',
        text: 'Снег состоит из крошечных ледяных кристалликов. Когда он чуть-чуть влажный, кристаллики цепляются друг за друга, и ком, пока катится, обрастает снегом всё толще и толще. А когда помогает весь город, сто снеговиков получаются всего за день.',
        beat: 'why',
      },
      {
        title: 'Сто!',
        text: 'Весь день люди катали и ставили, катали и ставили. Когда небо порозовело, все стали считать: девяносто восемь, девяносто девять, сто! Самый высокий снеговик теперь стоял в большом оранжевом шарфе, и все дружно захлопали.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шарф',
      inText: 'шарфе',
      explanation: 'Длинная мягкая полоса ткани, которую обматывают вокруг шеи, чтобы было тепло.',
    },
    whatHappened:
      'Целый городок слепил в заснеженном парке сто снеговиков за один день. Самый высокий снеговик был в большом оранжевом шарфе.',
    parent: {
      upto3: ['Покажешь, где у снеговика нос-морковка?', 'Найдёшь оранжевый шарф?'],
      '4to5': [
        'Как думаешь, что почувствовал Федя, когда все досчитали до ста?',
        'А тебе нравится строить что-нибудь большое вместе со всеми?',
      ],
      '6to7': [
        'Как думаешь, почему сухой снег не лепится?',
        'Может, в следующий снегопад слепите вместе снежок из сухого снега и из влажного и посмотрите, какой крепче?',
      ],
    },
  },
};
