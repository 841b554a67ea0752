/** Told for children: the bundled news item of 08-28 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_28: ItemTales = {
  heroLooks: 'a shy six-year-old boy with sandy hair that sticks up at the back, pink cheeks and a blue jumper',
  draw: [
    { picture: '👦', en: ['finn'], ru: ['федя', 'феди', 'федю'] },
    { picture: '🎭', en: ['theatre', 'show'], ru: ['театр', 'спектакл'] },
    { picture: '🦊', en: ['fox'], ru: ['лис'] },
    { picture: '🧦', en: ['sock'], ru: ['носок', 'носк'] },
    { picture: '👩', en: ['rosa'], ru: ['роза', 'розы'] },
    { picture: '🎩', en: ['hat'], ru: ['шляп'] },
  ],
  en: {
    title: 'A puppet show at the library',
    beats: {
      who: 'Finn, a shy boy of six, at a puppet show in his town library',
      what: 'A little puppet theatre came to the library, and after the show the children made puppets of their own from socks.',
      feeling: 'shy, then brave with a puppet on his hand',
      helped: 'Rosa, the puppeteer, who showed the children how to make and move a sock puppet',
      why: 'A glove puppet comes alive from the hand inside it, and the puppeteer hides behind the booth so we watch only the puppet.',
    },
    hook: 'Who is hiding behind the little red curtains?',
    bedtime: 'Finn sleeps, his sock fox on his pillow.',
    toddler: [
      {
        title: 'Curtains',
        text: 'Look, a little theatre! The red curtains open. Who is there?',
      },
      {
        title: 'Hello, Fox',
        text: 'A fox pops up. It waves its paws. Hello, hello!',
      },
      {
        title: 'Finn’s sock',
        text: 'Finn has a sock. Two button eyes! Now the sock is a fox too. Hello, Finn!',
      },
    ],
    small: [
      {
        title: 'A theatre in the library',
        text: 'One day a little puppet theatre came to the town library. It had blue and yellow stripes and red curtains. The children sat on the carpet, and the curtains opened.',
      },
      {
        title: 'Where is the hat?',
        text: 'A fox puppet popped up. “Have you seen my hat?” it asked. Finn could see the hat, but he felt too shy to say so.',
      },
      {
        title: 'A fox of his own',
        text: 'After the show, Rosa the puppeteer gave every child a sock and two buttons. Finn made a sock fox that squeaked: “Your hat is there!” What voice would your puppet have?',
      },
    ],
    arc: [
      {
        title: 'The striped booth',
        text: 'A little puppet theatre came to the town library. It was a striped booth with red curtains, just big enough for one puppeteer inside. Finn, who is six, sat in the very front row.',
        beat: 'where',
      },
      {
        title: 'The lost hat',
        text: 'A fox puppet popped up and looked everywhere. “Has anybody seen my hat?” it asked. Finn had seen it, hanging on the edge of the curtain! But Finn is shy, and his voice hid deep inside him.',
        beat: 'problem',
      },
      {
        title: 'Half a hand',
        text: 'He lifted his hand halfway, then pulled it down again. A girl called out, “Behind you!” and everybody laughed. Finn laughed too, but he wished he had said it.',
        beat: 'attempt',
      },
      {
        title: 'A hand inside',
        text: 'After the show, Rosa the puppeteer came out from behind the booth with the empty fox. A glove puppet needs a hand inside, she explained. One finger moves its head, and two more move its arms. Rosa hides behind the booth, so the audience watches only the puppet.',
        beat: 'why',
      },
      {
        title: 'Socks and buttons',
        text: 'Then Rosa gave each child a sock, two buttons and some felt. Finn made an orange fox with pointy ears. “A puppet can say things we feel too shy to say,” Rosa whispered.',
        beat: 'help',
      },
      {
        title: 'Sock Fox speaks',
        text: 'Finn crouched behind the booth and lifted his hand. His sock fox peeped over the edge. “Hello, everybody! I found the hat!” it squeaked. The children clapped, and Finn came out smiling.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'puppet',
      inText: 'puppet',
      explanation: 'A toy that moves and seems to talk when somebody’s hand or strings move it.',
    },
    whatHappened:
      'A travelling puppet theatre gave a show at a town library, and afterwards the puppeteer helped the children make glove puppets from socks and buttons.',
    parent: {
      upto3: ['Can you find the red curtains?', 'Can you wave hello like the fox?'],
      '4to5': [
        'How do you think Finn felt when he was too shy to say where the hat was?',
        'What helps you feel brave when you are shy?',
      ],
      '6to7': [
        'Why do you think the puppeteer hides behind the booth?',
        'Could you make a puppet together from an old sock and put on a little show?',
      ],
    },
  },
  ru: {
    title: 'Кукольный театр в библиотеке',
    beats: {
      who: 'застенчивый шестилетний Федя на кукольном спектакле в городской библиотеке',
      what: 'В библиотеку приехал маленький кукольный театр, а после спектакля дети сделали своих кукол из носков.',
      feeling: 'сначала стеснение, потом смелость с куклой на руке',
      helped: 'кукольница Роза, которая показала детям, как сделать куклу из носка и водить её',
      why: 'Перчаточную куклу оживляет рука внутри, а кукольница прячется за ширмой, и зрители видят только куклу.',
    },
    hook: 'Кто прячется за красным занавесом?',
    bedtime: 'Федя спит, а лисёнок-носок лежит у подушки.',
    toddler: [
      {
        title: 'Занавес',
        text: 'Смотри, маленький театр! Красный занавес открывается. Кто там?',
      },
      {
        title: 'Привет, лиса',
        text: 'Вот выглянула лиса. Машет лапками. Привет-привет!',
      },
      {
        title: 'Федин носок',
        text: 'У Феди носок. Глазки-пуговки! И носок стал лисёнком. Привет, Федя!',
      },
    ],
    small: [
      {
        title: 'Театр в библиотеке',
        text: 'Однажды в городскую библиотеку приехал маленький кукольный театр. Он был в синюю и жёлтую полоску, с красным занавесом. Дети сели на ковёр, и занавес открылся.',
      },
      {
        title: 'Где шляпа?',
        text: 'Над ширмой появилась кукла-лиса. «Где же моя шляпка?» — спросила она. Федя видел шляпу, но постеснялся сказать.',
      },
      {
        title: 'Свой лисёнок',
        text: 'После спектакля кукольница Роза дала каждому носок и две пуговицы. Федя сделал своего лисёнка. Лисёнок вынырнул у него на руке и пропищал: «Шляпа вон там!» А каким голосом будет говорить твоя кукла?',
      },
    ],
    arc: [
      {
        title: 'Полосатая ширма',
        text: 'В городскую библиотеку приехал маленький кукольный театр. Это была полосатая ширма с красным занавесом, а за ней пряталась кукольница. Шестилетний Федя сел в самый первый ряд.',
        beat: 'where',
      },
      {
        title: 'Потерянная шляпа',
        text: 'Над ширмой появилась кукла-лиса и всюду заглядывала. «Кто-нибудь видел, где моя шляпка?» — спросила она. Федя видел: шляпа висела на краю занавеса! Но Федя стеснительный, и голос у него куда-то спрятался.',
        beat: 'problem',
      },
      {
        title: 'Полруки',
        text: 'Он поднял руку до половины и опустил. Какая-то девочка подсказала: «Сзади!» — и все засмеялись. Федя тоже засмеялся, но ему было жаль, что это сказал не он.',
        beat: 'attempt',
      },
      {
        title: 'Рука внутри',
        text: 'После спектакля кукольница Роза вышла из-за ширмы с пустой лисой. «Перчаточной кукле нужна рука внутри, — сказала она. — Один палец двигает голову, а ещё два — лапки». Кукольница прячется за ширмой, чтобы зрители смотрели только на куклу.',
        beat: 'why',
      },
      {
        title: 'Носки и пуговицы',
        text: 'Потом Роза дала каждому носок, две пуговицы и кусочки фетра. Федя сделал рыжего лисёнка с острыми ушками. «Кукла скажет то, что мы сами сказать стесняемся», — шепнула Роза.',
        beat: 'help',
      },
      {
        title: 'Лисёнок говорит',
        text: 'Федя присел за ширмой и поднял руку. Над краем выглянул его лисёнок-носок. «Всем привет! Я нашёл шляпу!» — пропищал он. Дети захлопали, и Федя вышел из-за ширмы с улыбкой.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'кукольница',
      inText: 'кукольница',
      explanation: 'Артистка, которая водит кукол и говорит за них разными голосами.',
    },
    whatHappened:
      'В городскую библиотеку приехал кукольный театр, а после спектакля кукольница помогла детям сделать перчаточных кукол из носков и пуговиц.',
    parent: {
      upto3: ['Покажешь, где красный занавес?', 'А ты можешь помахать, как лиса?'],
      '4to5': [
        'Как думаешь, что чувствовал Федя, когда постеснялся сказать, где шляпа?',
        'А что помогает тебе стать смелее, когда стесняешься?',
      ],
      '6to7': [
        'Как думаешь, зачем кукольница прячется за ширмой?',
        'Может, сделаете вместе куклу из старого носка и покажете маленький спектакль?',
      ],
    },
  },
};
