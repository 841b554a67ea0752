/** Told for children: the bundled news item of 07-20 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_20: ItemTales = {
  heroLooks: 'a small fluffy ginger kitten with green eyes, a white tip on his tail and a pink nose',
  draw: [
    { picture: '🐈', en: ['cat', 'marmalade'], ru: ['котён', 'рыжик'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🪜', en: ['ladder'], ru: ['лестниц'] },
    { picture: '🧑‍🚒', en: ['firefighter', 'sam'], ru: ['пожарн', 'саша'] },
    { picture: '🦋', en: ['butterfl'], ru: ['бабоч'] },
    { picture: '🚒', en: ['truck'], ru: ['машин'] },
    { picture: '🏠', en: ['house', 'home'], ru: ['домик', 'дом'] },
  ],
  en: {
    title: 'A cat comes down from a tree',
    beats: {
      who: 'Marmalade, a small ginger cat in a quiet street',
      what: 'He got stuck high up a tall tree and climbed down with help from firefighters, who brought a long ladder and a soft blanket.',
      feeling: 'worried up high, then relieved and cosy',
      helped: 'the firefighters, with a long ladder and a soft blanket',
      why: 'Cats’ claws curve backwards, so climbing up is easy but coming down is tricky, and firefighters help even the smallest neighbours.',
    },
    hook: 'Mew, mew: who is stuck up a tree?',
    bedtime: 'The ginger cat purrs in his soft blanket.',
    toddler: [
      { title: 'Up the tree', text: 'Up, up, up! A little ginger cat. High in the tree. Mew, mew, mew!' },
      {
        title: 'A long ladder',
        text: 'Here come the firefighters! A long, long ladder. Step, step, step.',
      },
      { title: 'A warm hug', text: 'Down comes the cat. A soft blanket, a warm hug. Purr, purr, purr!' },
    ],
    small: [
      {
        title: 'Too high',
        text: 'In a quiet street, a small ginger cat called Marmalade chased a butterfly up a tall tree. Up he went, higher and higher. Then he looked down. Oh dear!',
      },
      {
        title: 'The firefighters',
        text: 'A neighbour called the firefighters, and their red truck came down the street. They leaned a long ladder against the tree and spread a soft blanket below.',
      },
      {
        title: 'Step by step',
        text: 'Firefighter Sam climbed up and held out his hand. Marmalade crept onto the ladder and came down with him, step by step. Purr!',
      },
      {
        title: 'Your turn',
        text: 'Marmalade was worried at first, and then so glad to be down. Who helps you when something feels too hard?',
      },
    ],
    arc: [
      {
        title: 'A quiet street',
        text: 'In a quiet street with neat little houses lives a small ginger cat called Marmalade. He has a white tip on his tail, and he loves chasing butterflies. One morning a butterfly fluttered up a tall tree, and Marmalade raced after it. Up he went, right to a high branch. But when he looked down, he could not work out how to get back.',
        beat: 'problem',
      },
      {
        title: 'Trying to come down',
        text: 'He stretched one paw down the trunk, then pulled it back. Going head first felt all wrong! So he sat on the branch and mewed, and a kind neighbour heard him.',
        beat: 'attempt',
      },
      {
        title: 'Help arrives',
        text: 'The neighbour called the firefighters. They leaned a long ladder against the tree and spread a soft blanket at the bottom. Then firefighter Sam climbed up slowly.',
        beat: 'help',
      },
      {
        title: 'Step by step',
        text: 'Sam held out his hand and spoke softly. Marmalade crept onto the ladder and came down beside him, step by step. At the bottom they wrapped him in the blanket, and he purred all the way home.',
        beat: 'resolution',
      },
      {
        title: 'Why cats get stuck',
        text: 'A cat’s claws curve backwards, like tiny hooks. They grip the bark well on the way up, but they cannot hold on when the cat goes down head first. Cats have to climb down backwards, tail first, and young cats are still learning how.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'ladder',
      inText: 'ladder',
      explanation: 'Two long poles joined by little steps, for climbing up and down.',
    },
    whatHappened:
      'A small ginger cat got stuck in a tall tree in a quiet street. Firefighters helped him climb down, using a long ladder and a soft blanket.',
    parent: {
      upto3: ['Can you find the ginger cat in the tree?', 'Where is the long ladder?'],
      '4to5': ['How do you think Marmalade felt, high up in the tall tree?', 'How do you feel when someone helps you?'],
      '6to7': [
        'Why do you think it is easier for a cat to climb up than down?',
        'Could you look closely at a cat’s paw in a picture together and find its curved claws?',
      ],
    },
  },
  ru: {
    title: 'Котёнок слез с дерева',
    beats: {
      who: 'маленький рыжий котёнок Рыжик с тихой улицы',
      what: 'Рыжик забрался высоко на дерево и слез с помощью пожарных, которые принесли длинную лестницу и мягкое одеяло.',
      feeling: 'тревога наверху, потом облегчение и уют',
      helped: 'пожарные с длинной лестницей и мягким одеялом',
      why: 'Когти у кошек загнуты назад, поэтому лезть вверх легко, а спускаться трудно; пожарные помогают даже самым маленьким соседям.',
    },
    hook: 'Мяу-мяу: кто застрял на дереве?',
    bedtime: 'Рыжий котёнок спит, завернувшись в одеяло.',
    toddler: [
      {
        title: 'На дереве',
        text: 'Вверх, вверх, вверх! Рыжий котёнок высоко на дереве. Мяу, мяу, мяу!',
      },
      { title: 'Лестница', text: 'Едут пожарные! Длинная-длинная лестница. Топ, топ, топ — наверх.' },
      { title: 'Тёплое одеяло', text: 'Вот котёнок внизу. Мягкое одеяло, тёплые руки. Мур-мур-мур!' },
    ],
    small: [
      {
        title: 'Слишком высоко',
        text: 'На тихой улице жил маленький рыжий котёнок Рыжик. Однажды он погнался за бабочкой и забрался высоко-высоко на дерево. Глянул вниз — ой-ой-ой!',
      },
      {
        title: 'Пожарные',
        text: 'Соседка позвала пожарных, и по улице приехала красная пожарная машина. Пожарные приставили к дереву длинную лестницу, а внизу расстелили мягкое одеяло.',
      },
      {
        title: 'Ступенька за ступенькой',
        text: 'Пожарный Саша поднялся наверх и протянул руку. Рыжик перебрался на лестницу и спустился вместе с ним, ступенька за ступенькой. Мур!',
      },
      {
        title: 'А ты?',
        text: 'Сначала Рыжику было тревожно, а потом стало так радостно! А кто помогает тебе, когда что-то не получается?',
      },
    ],
    arc: [
      {
        title: 'Тихая улица',
        text: 'На тихой улице, среди аккуратных домиков, живёт маленький рыжий котёнок Рыжик. У него белый кончик хвоста, и больше всего он любит гоняться за бабочками. Однажды утром бабочка вспорхнула на высокое дерево, и Рыжик бросился за ней. Он забрался на самую верхнюю ветку, глянул вниз — и понял, что не знает, как слезть.',
        beat: 'problem',
      },
      {
        title: 'Как же спуститься?',
        text: 'Он потянулся одной лапкой вниз по стволу и тут же отдёрнул её. Головой вниз было совсем неудобно! Тогда Рыжик сел на ветку и замяукал, и добрая соседка его услышала.',
        beat: 'attempt',
      },
      {
        title: 'Приехали пожарные',
        text: 'Соседка позвала пожарных. Они приставили к дереву длинную лестницу и расстелили внизу мягкое одеяло, а пожарный Саша медленно полез наверх.',
        beat: 'help',
      },
      {
        title: 'Ступенька за ступенькой',
        text: 'Саша протянул руку и ласково заговорил с котёнком. Рыжик перебрался на лестницу и вместе с Сашей спустился, ступенька за ступенькой. Внизу его закутали в одеяло, и он замурлыкал.',
        beat: 'resolution',
      },
      {
        title: 'Почему котята застревают',
        text: 'Когти у кошек загнуты назад, как маленькие крючки. Когда кошка лезет вверх, они крепко цепляются за кору, а головой вниз ими не удержаться. Спускаться кошкам приходится задом, хвостом вперёд, а котята этому ещё только учатся.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'лестница',
      inText: 'лестницу',
      explanation: 'Две длинные палки со ступеньками между ними, чтобы подниматься и спускаться.',
    },
    whatHappened:
      'Маленький рыжий котёнок забрался на высокое дерево на тихой улице и не мог слезть. Пожарные помогли ему спуститься: принесли длинную лестницу и мягкое одеяло.',
    parent: {
      upto3: ['Покажешь рыжего котёнка на дереве?', 'Где длинная лестница?'],
      '4to5': ['Как думаешь, что чувствовал Рыжик высоко на дереве?', 'А что ты чувствуешь, когда тебе помогают?'],
      '6to7': [
        'Как думаешь, почему кошке легче залезть на дерево, чем слезть?',
        'Может, рассмотрите вместе кошачью лапу на картинке и найдёте загнутые коготки?',
      ],
    },
  },
};
