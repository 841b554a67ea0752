/** Told for children: the bundled news item of 03-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_07: ItemTales = {
  heroLooks:
    'a tiny round baby rabbit with soft grey-brown fur, a white fluffy tail, a pink twitchy nose and one floppy ear',
  draw: [
    { picture: '🐇', en: ['rabbit', 'clover'], ru: ['крольч', 'ушастик'] },
    { picture: '🥕', en: ['carrot'], ru: ['морков'] },
    { picture: '🌾', en: ['hay'], ru: ['сено', 'сена', 'сеном'] },
    { picture: '🧑‍🌾', en: ['farmer'], ru: ['фермер'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '🏠', en: ['hutch'], ru: ['домик'] },
  ],
  en: {
    title: 'Baby rabbits on the farm',
    beats: {
      who: 'Clover and four more baby rabbits on a sunny farm',
      what: 'The baby rabbits opened their eyes for the first time and tasted their first carrot.',
      feeling: 'amazed by everything, then happy and full',
      helped: 'the farmer, who made them a soft bed of hay',
      why: 'A rabbit’s front teeth never stop growing, so rabbits chew hay all day; hay is their bed and their best food, and a carrot is a treat.',
    },
    hook: 'How many baby rabbits can you count tonight?',
    bedtime: 'Five little rabbits snuggle in the warm hay.',
    toddler: [
      {
        title: 'Five rabbits',
        text: 'One, two, three, four, five! Five little rabbits. Hop, hop, hop!',
      },
      {
        title: 'Blink',
        text: 'Eyes open. Blink, blink, blink! Look, there is the sun!',
      },
      {
        title: 'Crunch',
        text: 'Here is a carrot. Crunch, crunch, crunch! Now sleep in the soft hay.',
      },
    ],
    small: [
      {
        title: 'Five little rabbits',
        text: 'On a sunny farm lived five baby rabbits. The smallest, with one floppy ear, was called Clover.',
      },
      {
        title: 'Open eyes',
        text: 'One morning Clover opened his eyes for the very first time. Blink, blink! He saw his mum, his brothers and sisters and the bright sun.',
      },
      {
        title: 'A soft bed',
        text: 'The farmer made them a soft bed of hay and gave them a little orange carrot. Clover nibbled it. Crunch, crunch! Delicious!',
      },
      {
        title: 'Your turn',
        text: 'Clover was amazed by everything he saw. What would you show a baby rabbit first? Do you like crunchy carrots too?',
      },
    ],
    arc: [
      {
        title: 'A sunny farm',
        text: 'On a sunny farm, in a cosy wooden hutch, live five baby rabbits. The smallest one, with one floppy ear, is called Clover.',
        beat: 'where',
      },
      {
        title: 'Eyes shut tight',
        text: 'When they were born, the babies had no fur, and their eyes were shut tight. They could only snuggle together and drink their mother’s milk. Clover wished he could see the world.',
        beat: 'problem',
      },
      {
        title: 'Blink, blink',
        text: 'Day by day their soft fur grew. Then one morning Clover’s eyes opened, just a crack, then wide. Blink, blink! Light, colours, and four brothers and sisters!',
        beat: 'attempt',
      },
      {
        title: 'The farmer’s gift',
        text: 'The farmer came with an armful of golden hay and made them a soft new bed. Then he put down a little carrot. Clover sniffed it. What could it be?',
        beat: 'help',
      },
      {
        title: 'Why rabbits chew',
        text: 'A rabbit’s front teeth never stop growing, so rabbits must chew and chew to keep them short. Hay is their best food, and a carrot is a special treat. That is why the farmer brought so much hay: it is a bed and a dinner in one!',
        beat: 'why',
      },
      {
        title: 'Crunch!',
        text: 'Clover took a tiny bite. Crunch! It was sweet and orange and good. Soon all five babies were nibbling, with their noses going twitch, twitch, twitch.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'hay',
      inText: 'hay',
      explanation: 'Grass that has been cut and dried in the sun. Animals eat it and sleep on it.',
    },
    whatHappened:
      'On a sunny farm, five baby rabbits opened their eyes and tasted their first carrot. The farmer made them a soft bed of hay.',
    parent: {
      upto3: ['Can you count the five little rabbits?', 'Where is the orange carrot?'],
      '4to5': [
        'How do you think Clover felt when he opened his eyes for the first time?',
        'What is the first thing you like to see when you wake up?',
      ],
      '6to7': [
        'Why do you think rabbits need to chew so much?',
        'Could you pick some fresh grass, let some of it dry for a few days together and compare how it looks and smells?',
      ],
    },
  },
  ru: {
    title: 'Крольчата на ферме',
    beats: {
      who: 'крольчонок Ушастик и ещё четверо крольчат на солнечной ферме',
      what: 'Крольчата открыли глазки и попробовали первую в жизни морковку.',
      feeling: 'удивление всему на свете, а потом радость и сытость',
      helped: 'фермер, который постелил им мягкую подстилку из сена',
      why: 'Передние зубы у кроликов растут всю жизнь, поэтому им нужно всё время жевать сено: это и постель, и главная еда, а морковка — лакомство.',
    },
    hook: 'Сколько крольчат родилось, угадаешь?',
    bedtime: 'Пять крольчат сопят в тёплом сене.',
    toddler: [
      {
        title: 'Пять крольчат',
        text: 'Раз, два, три, четыре, пять! Пять крольчат. Прыг, прыг, прыг!',
      },
      {
        title: 'Глазки',
        text: 'Глазки открылись. Морг, морг, морг! А вот и солнышко!',
      },
      {
        title: 'Хрум',
        text: 'Вот морковка. Хрум, хрум, хрум! А теперь спать на мягком сене.',
      },
    ],
    small: [
      {
        title: 'Пять крольчат',
        text: 'На солнечной ферме жили пять крольчат. Самого маленького, с одним висячим ушком, звали Ушастик.',
      },
      {
        title: 'Глазки открылись',
        text: 'Однажды утром Ушастик впервые открыл глазки. Морг, морг! Он увидел маму, братьев и сестёр и яркое солнышко.',
      },
      {
        title: 'Мягкая подстилка',
        text: 'Фермер постелил им мягкую подстилку из сена и положил маленькую оранжевую морковку. Ушастик попробовал. Хрум, хрум! Вкусно!',
      },
      {
        title: 'А ты?',
        text: 'Ушастик удивлялся всему, что видел. Как думаешь, что показать крольчонку первым делом? А тебе нравится хрустеть морковкой?',
      },
    ],
    arc: [
      {
        title: 'Солнечная ферма',
        text: 'На солнечной ферме, в уютном деревянном домике, живут пять крольчат. Самого маленького, с одним висячим ушком, зовут Ушастик.',
        beat: 'where',
      },
      {
        title: 'Глазки закрыты',
        text: 'Крольчата родились голенькими, и глазки у них были крепко закрыты. Они только жались друг к другу и пили мамино молоко. А Ушастику так хотелось увидеть мир!',
        beat: 'problem',
      },
      {
        title: 'Морг-морг',
        text: 'День за днём у них отрастала мягкая шёрстка. И вот однажды утром глазки Ушастика приоткрылись, сначала чуть-чуть, а потом широко. Свет, краски и четверо братьев и сестёр!',
        beat: 'attempt',
      },
      {
        title: 'Подарок фермера',
        text: 'Тут пришёл фермер с охапкой золотистого сена и постелил крольчатам новую мягкую подстилку. А рядом положил маленькую морковку. Ушастик понюхал её. Что же это такое?',
        beat: 'help',
      },
      {
        title: 'Зачем кроликам жевать',
        text: 'Передние зубы у кроликов растут всю жизнь, поэтому им нужно всё время что-нибудь жевать. Лучшая еда для них — сено, а морковка — лакомство. Вот почему фермер принёс так много сена: это и постель, и обед сразу!',
        beat: 'why',
      },
      {
        title: 'Хрум!',
        text: 'Ушастик откусил крошечный кусочек. Хрум! Сладко! Скоро все пятеро крольчат грызли морковку, и носики у них так и шевелились.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'сено',
      inText: 'сена',
      explanation: 'Скошенная и высушенная на солнце трава. Животные её едят и спят на ней.',
    },
    whatHappened:
      'На солнечной ферме пять крольчат открыли глазки и попробовали первую морковку. Фермер постелил им мягкую подстилку из сена.',
    parent: {
      upto3: ['Посчитаем крольчат: раз, два, три, четыре, пять?', 'Покажешь оранжевую морковку?'],
      '4to5': [
        'Как думаешь, что почувствовал Ушастик, когда впервые открыл глазки?',
        'Что тебе больше всего нравится видеть, когда просыпаешься?',
      ],
      '6to7': [
        'Как думаешь, почему кроликам нужно так много жевать?',
        'Может, сорвёте вместе свежей травы, подсушите её несколько дней и сравните, как она выглядит и пахнет?',
      ],
    },
  },
};
