/** Told for children: the bundled news item of 04-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_02: ItemTales = {
  heroLooks:
    'a gentle cream-white llama with thick curly wool, long banana-shaped ears, big dark eyes and a soft fuzzy chin',
  draw: [
    { picture: '🦙', en: ['coco', 'llama'], ru: ['кудряшк', 'лам'] },
    { picture: '👴', en: ['frank', 'grandpa'], ru: ['коля', 'коли', 'дедушк'] },
    { picture: '🥕', en: ['carrot'], ru: ['морковк'] },
    { picture: '🧑‍🌾', en: ['farmer'], ru: ['фермер'] },
  ],
  en: {
    title: 'A llama comes to visit',
    beats: {
      who: 'Coco, a calm llama from a nearby farm, and Grandpa Frank, who lives in a care home for older people',
      what: 'Coco came to visit the care home, and quiet Grandpa Frank, who had not wanted to join in, fed her a carrot, laughed and told stories about the farm he grew up on.',
      feeling: 'quiet and far away, then surprised, then warm and chatty',
      helped: 'Coco’s farmer, who brought her, and a carer who gave Frank a carrot to hold',
      why: 'Stroking a calm, gentle animal can help people feel relaxed and happy, and it gives them something to talk about.',
    },
    hook: 'Who clip-clops into the sitting room?',
    bedtime: 'Back at the farm, Coco dozes, humming softly.',
    toddler: [
      { title: 'Clip, clop', text: 'Clip, clop! Here is Coco, a llama. Hello, Coco!' },
      { title: 'Soft', text: 'Soft, soft wool. Stroke, stroke, stroke.' },
      { title: 'Munch', text: 'A carrot for Coco. Munch, munch! Hmm, hums Coco.' },
    ],
    small: [
      {
        title: 'A surprise visitor',
        text: 'One morning a farmer led a llama called Coco into a care home, where older people live. Everyone looked up and smiled at her soft, curly wool.',
      },
      {
        title: 'Grandpa Frank',
        text: 'But Grandpa Frank stayed in his chair by the window. He did not want to join in. He just looked out at the garden.',
      },
      {
        title: 'A carrot',
        text: 'A carer gave Frank a carrot. Coco walked over, bent her long neck and took it very gently. Hmm, she hummed. Frank began to laugh!',
      },
      {
        title: 'And you?',
        text: 'Then Frank told everyone about the farm where he grew up. Who could you visit to make them smile?',
      },
    ],
    arc: [
      {
        title: 'The care home',
        text: 'In a town there is a care home, where older people live and are looked after. Grandpa Frank lives there. Most days he sits quietly by the window.',
        beat: 'where',
      },
      {
        title: 'Clip, clop',
        text: 'One morning the door opened, and in walked a farmer with a llama on a lead. Her name was Coco. She had curly cream wool, long ears shaped like bananas and big, gentle eyes.',
        beat: 'where',
      },
      {
        title: 'Not for me',
        text: 'Everyone gathered round to stroke her. But Frank shook his head and turned back to the window. “Not for me,” he mumbled. The carers looked at each other.',
        beat: 'problem',
      },
      {
        title: 'Coco waits',
        text: 'Coco walked from chair to chair, letting people bury their fingers in her wool. Then she stopped beside Frank and stood very still, humming softly.',
        beat: 'attempt',
      },
      {
        title: 'A carrot to hold',
        text: 'A carer put a carrot into Frank’s hand. Coco lowered her long neck and took it so gently that her fuzzy chin tickled his fingers. Frank’s eyebrows went up, and then he laughed out loud.',
        beat: 'help',
      },
      {
        title: 'Stories',
        text: 'Soon Frank was stroking her neck and telling everyone about the farm where he grew up. It had two cows and a grumpy goat. The carers said it was the most he had talked in weeks.',
        beat: 'resolution',
      },
      {
        title: 'Why animals visit',
        text: 'Some animals are calm enough to visit hospitals and care homes. Stroking a gentle animal helps people feel relaxed and happy. It also gives them something to talk about.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'care home',
      inText: 'care home',
      explanation: 'A house where older people live and are looked after by helpers.',
    },
    whatHappened:
      'A farmer brought a calm llama to visit a care home for older people. A quiet resident fed her a carrot and began to talk about the farm of his childhood; visits from gentle animals can help people feel relaxed and happy.',
    parent: {
      upto3: ['Can you find Coco the llama?', 'Can you say “hmm” like Coco?'],
      '4to5': [
        'How do you think Grandpa Frank felt when Coco took the carrot?',
        'How do you think Frank felt when he laughed?',
      ],
      '6to7': [
        'Why do you think Coco stood so still beside Frank and waited?',
        'Could you ask an older person you know what animals they remember from when they were little?',
      ],
    },
  },
  ru: {
    title: 'Лама пришла в гости',
    beats: {
      who: 'спокойная лама Кудряшка с соседней фермы и дедушка Коля из дома престарелых',
      what: 'Кудряшка пришла в гости в дом престарелых, и молчаливый дедушка Коля, который сначала не хотел подходить, угостил её морковкой, рассмеялся и стал рассказывать про ферму своего детства.',
      feeling: 'сначала молчаливый и задумчивый, потом удивлённый, потом весёлый и разговорчивый',
      helped: 'фермер, который привёл ламу, и помощница, которая дала дедушке морковку',
      why: 'Гладить спокойное ласковое животное приятно: это успокаивает и радует людей и даёт им повод поговорить.',
    },
    hook: 'Кто цокает копытцами по гостиной?',
    bedtime: 'Кудряшка дремлет на ферме и тихонько мычит.',
    toddler: [
      { title: 'Цок-цок', text: 'Цок-цок! Вот Кудряшка, лама. Привет, Кудряшка!' },
      { title: 'Мягкая', text: 'Мягкая-мягкая шёрстка. Погладим, погладим.' },
      { title: 'Хрум', text: 'Морковка для Кудряшки. Хрум-хрум! М-м-м, мычит Кудряшка.' },
    ],
    small: [
      {
        title: 'Неожиданная гостья',
        text: 'Однажды утром фермер привёл ламу Кудряшку в дом престарелых, где живут пожилые люди. Все заулыбались, увидев её мягкую кудрявую шёрстку.',
      },
      {
        title: 'Дедушка Коля',
        text: 'А дедушка Коля остался сидеть в кресле у окна. Он не хотел подходить. Он просто смотрел в сад.',
      },
      {
        title: 'Морковка',
        text: 'Помощница дала дедушке морковку. Кудряшка подошла, наклонила длинную шею и очень бережно её взяла. «М-м-м», — промычала она. И дедушка рассмеялся!',
      },
      {
        title: 'А ты?',
        text: 'А потом дедушка Коля рассказал всем про ферму, где он вырос. А кого можно навестить, чтобы порадовать?',
      },
    ],
    arc: [
      {
        title: 'Дом престарелых',
        text: 'В городе есть дом престарелых, где живут пожилые люди и о них заботятся. Там живёт дедушка Коля. Обычно он молча сидит у окна.',
        beat: 'where',
      },
      {
        title: 'Цок-цок',
        text: 'Однажды утром дверь открылась, и вошёл фермер с ламой на поводке. Её звали Кудряшка. У неё была кудрявая светлая шерсть, длинные уши и большие добрые глаза.',
        beat: 'where',
      },
      {
        title: 'Не для меня',
        text: 'Все собрались вокруг, чтобы её погладить. Но дедушка Коля покачал головой и отвернулся к окну. «Это не для меня», — пробормотал он.',
        beat: 'problem',
      },
      {
        title: 'Кудряшка ждёт',
        text: 'Кудряшка ходила от кресла к креслу, и все её гладили. А потом она остановилась рядом с дедушкой и замерла, тихонько мыча.',
        beat: 'attempt',
      },
      {
        title: 'Морковка в руке',
        text: 'Помощница вложила дедушке в руку морковку. Кудряшка опустила длинную шею и взяла её так бережно, что подбородок пощекотал ему пальцы. Дедушка вдруг громко рассмеялся.',
        beat: 'help',
      },
      {
        title: 'Истории',
        text: 'Скоро дедушка Коля уже гладил её шею и рассказывал всем про ферму, где он вырос, с двумя коровами и ворчливой козой. Помощницы сказали, что давно не слышали от него столько слов.',
        beat: 'resolution',
      },
      {
        title: 'Зачем животные приходят в гости',
        text: 'Некоторые животные такие спокойные, что их приводят в больницы и дома престарелых. Гладить ласковое животное приятно: это успокаивает и радует. И появляется о чём поговорить.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'дом престарелых',
      inText: 'дом престарелых',
      explanation: 'Дом, где живут пожилые люди и где о них заботятся помощники.',
    },
    whatHappened:
      'Фермер привёл спокойную ламу в гости в дом престарелых. Молчаливый пожилой житель угостил её морковкой и начал рассказывать о ферме своего детства: встречи с ласковыми животными помогают людям успокоиться и порадоваться.',
    parent: {
      upto3: ['Где лама Кудряшка?', 'Помычим, как Кудряшка: м-м-м?'],
      '4to5': [
        'Как думаешь, что почувствовал дедушка Коля, когда Кудряшка взяла морковку?',
        'Что почувствовал дедушка, когда рассмеялся?',
      ],
      '6to7': [
        'Как думаешь, почему Кудряшка так тихо стояла рядом с дедушкой и ждала?',
        'Может, спросите у кого-нибудь из бабушек или дедушек, каких животных они помнят с детства?',
      ],
    },
  },
};
