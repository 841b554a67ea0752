/** Told for children: the bundled news item of 01-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_02: ItemTales = {
  heroLooks:
    'a small red panda cub with russet fur, a white face with red tear marks, dark legs and a thick tail ringed in red and cream',
  draw: [
    { picture: 'svg:red-panda', en: ['ruby', 'panda', 'cub'], ru: ['ягодк', 'панд'] },
    { picture: '🌳', en: ['tree', 'branch'], ru: ['дерев', 'ветк'] },
  ],
  en: {
    title: 'A red panda’s first climb',
    beats: {
      who: 'Ruby, a red panda cub, and her mother Rani in the red panda garden of a city zoo',
      what: 'Ruby was scared of the tall tree until her mum showed her how to hold on with her claws and balance with her tail, and she climbed to the first branch.',
      feeling: 'shy and wobbly at first, then brave, then very proud',
      helped: 'her mother Rani, who climbed beside her and waited on the branch',
      why: 'Red pandas eat, rest and sleep up in the trees, so every cub has to learn to climb.',
    },
    hook: 'Up, up, up goes a furry red tail!',
    bedtime: 'Ruby naps up high, wrapped in her tail.',
    toddler: [
      { title: 'Ruby', text: 'Here is Ruby, a little red panda. Here is a big, tall tree.' },
      { title: 'Hold on', text: 'Paws on the tree. Hold on tight! Scritch, scratch, up she goes.' },
      { title: 'On the branch', text: 'Up, up, up! Ruby sits on the branch. Hello, Mum!' },
    ],
    small: [
      {
        title: 'The tall tree',
        text: 'At the zoo lives a red panda cub called Ruby. Her fur is red like a fox, and her tail has stripes. Her mum likes to nap high up in a tall tree.',
      },
      {
        title: 'Too high',
        text: 'Ruby put her paws on the trunk and looked up. The branches were so far away! She felt wobbly and hid behind a bush.',
      },
      {
        title: 'Claws and a tail',
        text: 'Mum climbed down and showed her. Hold on with your sharp little claws. Keep your tail out to balance. Scritch, scratch, and Ruby was up on the first branch!',
      },
      {
        title: 'Your turn',
        text: 'Ruby was so proud that she swished her tail. What would you like to climb one day?',
      },
    ],
    arc: [
      {
        title: 'The red panda garden',
        text: 'In a city zoo there is a green garden full of trees, where the red pandas live. Ruby is the smallest. She has russet fur, a white face with red marks under her eyes, and a fluffy striped tail.',
        beat: 'where',
      },
      {
        title: 'Mum’s favourite tree',
        text: 'Every afternoon Ruby’s mum, Rani, climbed the tallest tree and napped on a wide branch. Ruby wanted to nap up there too. But when she looked up, the branch seemed as high as the sky.',
        beat: 'problem',
      },
      {
        title: 'A slippery try',
        text: 'Ruby hugged the trunk and pushed with her back paws. She slid down, bump, onto the soft grass. She tried again and slid again. Her ears went flat, and she crept behind a bush.',
        beat: 'attempt',
      },
      {
        title: 'Mum climbs down',
        text: 'Rani climbed down and sat beside her. Then they went up together, very slowly. Rani dug in her claws and held her tail out to the side. Paw over paw, Ruby did the same.',
        beat: 'help',
      },
      {
        title: 'Why red pandas climb',
        text: 'Red pandas spend most of their lives in trees. They eat bamboo leaves and sleep on the branches. Their sharp curved claws hold on, and a long tail helps them balance, like a tightrope walker’s pole.',
        beat: 'why',
      },
      {
        title: 'The first branch',
        text: 'At last Ruby pulled herself onto the first branch. She sat very still, then peeked down at the smiling keeper. Ruby curled up next to her mum and yawned a big red panda yawn.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'balance',
      inText: 'balance',
      explanation: 'To stay steady without falling over.',
    },
    whatHappened:
      'At a city zoo, keepers watched a young red panda cub climb a tall tree for the first time, following her mother. Red pandas live mostly in trees, and cubs learn to climb in their first months.',
    parent: {
      upto3: ['Can you find Ruby’s stripy tail?', 'Can you show me how Ruby holds on tight?'],
      '4to5': [
        'How do you think Ruby felt when the branches looked so far away?',
        'How did Ruby feel when she got up onto the first branch?',
      ],
      '6to7': [
        'Why do you think Ruby held her tail out to the side when she climbed?',
        'Could you walk along a line on the floor with your arms out and feel how they help you balance?',
      ],
    },
  },
  ru: {
    title: 'Красная панда лезет на дерево',
    beats: {
      who: 'детёныш красной панды Ягодка и её мама Рани в вольере городского зоопарка',
      what: 'Ягодка боялась высокого дерева, пока мама не показала ей, как цепляться коготками и держать равновесие хвостом, и она забралась на первую ветку.',
      feeling: 'робость и неуверенность, потом смелость и гордость',
      helped: 'мама Рани, которая лезла рядом и ждала на ветке',
      why: 'Красные панды едят, отдыхают и спят на деревьях, поэтому каждый малыш должен научиться лазать.',
    },
    hook: 'Чей это рыжий хвост ползёт вверх?',
    bedtime: 'Ягодка укрылась хвостом на своей ветке.',
    toddler: [
      { title: 'Ягодка', text: 'Вот Ягодка, маленькая красная панда. А вот большое высокое дерево.' },
      { title: 'Держись', text: 'Лапки на дерево. Держись крепко! Цап-царап, и вверх.' },
      { title: 'На ветке', text: 'Выше, выше! Ягодка сидит на ветке. Привет, мама!' },
    ],
    small: [
      {
        title: 'Высокое дерево',
        text: 'В зоопарке живёт малышка красной панды Ягодка. Шубка у неё рыжая, как у лисы, а хвост полосатый. Её мама любит дремать высоко на дереве.',
      },
      {
        title: 'Слишком высоко',
        text: 'Ягодка поставила лапки на ствол и посмотрела вверх. Ветки были так далеко! Ей стало боязно, и она спряталась за куст.',
      },
      {
        title: 'Коготки и хвост',
        text: 'Мама спустилась и показала: держись острыми коготками, а хвост отставь в сторону для равновесия. Цап-царап — и Ягодка уже на первой ветке!',
      },
      {
        title: 'А ты?',
        text: 'Ягодка так гордилась, что даже помахала хвостом. А куда тебе хочется забраться?',
      },
    ],
    arc: [
      {
        title: 'Сад красных панд',
        text: 'В городском зоопарке есть зелёный сад с деревьями, и живут в нём красные панды. Ягодка там самая маленькая. Шубка у неё рыжая, мордочка белая, а пушистый хвост весь в полоску.',
        beat: 'where',
      },
      {
        title: 'Мамино дерево',
        text: 'Каждый день мама Рани забиралась на самое высокое дерево и дремала на широкой ветке. Ягодке тоже хотелось туда. Но снизу эта ветка казалась высокой, как небо.',
        beat: 'problem',
      },
      {
        title: 'Скользко',
        text: 'Ягодка обхватила ствол и оттолкнулась лапками. Но соскользнула и шлёпнулась на мягкую траву. Попробовала ещё раз и снова съехала. Ушки у неё поникли, и она забилась под куст.',
        beat: 'attempt',
      },
      {
        title: 'Мама рядом',
        text: 'Рани спустилась и села рядом. А потом они полезли вместе, медленно-медленно. Мама будто говорила: «Цепляйся коготками. Хвост отставь в сторону». Лапка за лапкой Ягодка ползла за ней.',
        beat: 'help',
      },
      {
        title: 'Зачем пандам деревья',
        text: 'Красные панды почти всю жизнь проводят на деревьях. Там они едят листья бамбука и спят на ветках. Острые изогнутые когти помогают им держаться, а длинный хвост помогает не терять равновесия, как шест у канатоходца.',
        beat: 'why',
      },
      {
        title: 'Первая ветка',
        text: 'И вот Ягодка забралась на первую ветку! Она замерла, а потом глянула вниз, на смотрительницу. Та улыбалась. Ягодка свернулась клубочком рядом с мамой и сладко зевнула.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'равновесие',
      inText: 'равновесия',
      explanation: 'Это когда ты ровно держишься и не падаешь.',
    },
    whatHappened:
      'В городском зоопарке смотрители видели, как малышка красной панды впервые забралась на высокое дерево вслед за мамой. Красные панды живут в основном на деревьях, и детёныши учатся лазать в первые месяцы жизни.',
    parent: {
      upto3: ['Покажешь, где у Ягодки полосатый хвост?', 'Покажешь, как Ягодка крепко держится?'],
      '4to5': [
        'Как думаешь, что почувствовала Ягодка, когда увидела, как далеко ветки?',
        'Что почувствовала Ягодка, когда забралась на первую ветку?',
      ],
      '6to7': [
        'Как думаешь, зачем Ягодка отставляла хвост в сторону, когда лезла?',
        'Может, пройдёте по линии на полу, раскинув руки, и почувствуете, как они помогают держать равновесие?',
      ],
    },
  },
};
