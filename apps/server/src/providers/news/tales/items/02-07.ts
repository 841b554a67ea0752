/** Told for children: the bundled news item of 02-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_07: ItemTales = {
  heroLooks:
    'a girl of six with two bouncy black puffs of hair, a yellow raincoat-style jacket and a small green notebook',
  draw: [
    { picture: '👧', en: ['ada', 'girl'], ru: ['ася', 'аси', 'асе', 'асю', 'девочк'] },
    { picture: '🐜', en: ['ant'], ru: ['муравь', 'муравей'] },
    { picture: '🍃', en: ['leaf', 'leaves'], ru: ['лист'] },
    { picture: '🔍', en: ['magnifying'], ru: ['лупу', 'лупа'] },
  ],
  en: {
    title: 'Leafcutter ants at the museum',
    beats: {
      who: 'Ada, a girl of six, visiting the leafcutter ants that live behind glass at a natural history museum',
      what: 'Ada followed a line of ants carrying bits of leaf along a rope above her head and found out that they use the leaves to grow a garden, not to eat.',
      feeling: 'curious and puzzled, then amazed',
      helped: 'a museum guide with a magnifying glass',
      why: 'Leafcutter ants are farmers: they chew leaves into a soft bed and grow a fungus on it, which is their food.',
    },
    hook: 'Tiny green flags are marching over our heads!',
    bedtime: 'Ada dreams of tiny ants and their garden.',
    toddler: [
      { title: 'Ants', text: 'Look, Ada! Ants! March, march, march.' },
      { title: 'Green leaves', text: 'Each ant holds a leaf. Up, like a little flag!' },
      { title: 'In they go', text: 'Along the rope. Into the nest. Bye-bye, ants!' },
    ],
    small: [
      {
        title: 'A line of ants',
        text: 'At the museum, Ada looked up and gasped. Along a rope above her head marched a long line of ants. Each one held a bit of green leaf, like a tiny flag.',
      },
      {
        title: 'Where do they go?',
        text: 'Ada followed them to a big glass box. The ants carried their leaves inside, through little tunnels. “Are they going to eat them?” she asked.',
      },
      {
        title: 'An ant garden',
        text: 'A museum guide gave her a magnifying glass. Inside, the ants were chewing the leaves and growing a soft, white garden on them. That garden is their food!',
      },
      {
        title: 'And you?',
        text: 'Ada drew the ants in her notebook. If you could grow a tiny garden, what would you grow?',
      },
    ],
    arc: [
      {
        title: 'A busy rope',
        text: 'At a natural history museum, Ada looked up and saw something moving along a rope above the visitors’ heads. It was a long line of ants, each one holding a bit of green leaf high, like a tiny flag.',
        beat: 'where',
      },
      {
        title: 'Where to?',
        text: 'Ada wanted to know where all those leaves were going. She followed the line along the wall to a big glass box full of tunnels.',
        beat: 'problem',
      },
      {
        title: 'A guess',
        text: 'The ants carried their leaves into the tunnels and came out with empty jaws. “They must be very hungry,” Ada said. But she watched for ages and never saw one ant take a bite.',
        beat: 'attempt',
      },
      {
        title: 'The guide’s glass',
        text: 'A museum guide knelt beside her and gave her a magnifying glass. “Look in the middle room,” she said. There, in the dark, lay something soft and white, like a sponge, with ants busy all over it.',
        beat: 'help',
      },
      {
        title: 'Why ants cut leaves',
        text: 'Leafcutter ants are farmers. They chew the leaves into a mush and grow a fungus on it, a bit like a mushroom. The fungus is their food. So the leaves are not their dinner. They are the garden where dinner grows.',
        beat: 'why',
      },
      {
        title: 'Ada’s drawing',
        text: 'Ada sat on the museum floor and drew the ants in her notebook: the rope, the tiny flags and the white garden. At the top she wrote, in big letters, “The smallest farmers in the world.”',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'museum',
      inText: 'museum',
      explanation: 'A building where people go to look at special things and learn about them.',
    },
    whatHappened:
      'A natural history museum keeps a colony of leafcutter ants that carry pieces of leaf along a rope above visitors’ heads. The ants do not eat the leaves: they use them to grow a fungus, which is their food.',
    parent: {
      upto3: ['Can you find the ants?', 'Can you march like a little ant?'],
      '4to5': [
        'How do you think Ada felt when she saw the ant garden?',
        'How do you think Ada felt when she saw the long line of ants?',
      ],
      '6to7': [
        'Why do you think the ants carry leaves if they do not eat them?',
        'Could you watch ants outside together and see where their line goes?',
      ],
    },
  },
  ru: {
    title: 'Муравьи-листорезы в музее',
    beats: {
      who: 'шестилетняя Ася в музее природы, где за стеклом живут муравьи-листорезы',
      what: 'Ася прошла вдоль цепочки муравьёв, которые несли кусочки листьев по верёвке над её головой, и узнала, что листья нужны им не для еды, а чтобы растить сад.',
      feeling: 'любопытство и недоумение, потом восхищение',
      helped: 'экскурсовод музея с лупой',
      why: 'Муравьи-листорезы — настоящие фермеры: они пережёвывают листья в мягкую подстилку и выращивают на ней грибок, которым питаются.',
    },
    hook: 'Над головами шагают крошечные зелёные флажки!',
    bedtime: 'Ася видит во сне муравьиный садик.',
    toddler: [
      { title: 'Муравьи', text: 'Смотри, Ася! Муравьи! Топ, топ, топ.' },
      { title: 'Листики', text: 'Каждый несёт листик. Вверх, как флажок!' },
      { title: 'Домой', text: 'По верёвочке. В домик. Пока-пока, муравьи!' },
    ],
    small: [
      {
        title: 'Муравьиная цепочка',
        text: 'В музее Ася подняла голову и ахнула. По верёвке над ней шагала длинная цепочка муравьёв. Каждый держал кусочек зелёного листа, как крошечный флажок.',
      },
      {
        title: 'Куда они идут?',
        text: 'Ася пошла за ними к большому стеклянному ящику. Муравьи уносили листья внутрь, по узким ходам. «Они будут их есть?» — спросила Ася.',
      },
      {
        title: 'Муравьиный сад',
        text: 'Экскурсовод дала ей лупу. Внутри муравьи пережёвывали листья и выращивали на них мягкий белый садик. Этот садик и есть их еда!',
      },
      {
        title: 'А ты?',
        text: 'Ася нарисовала муравьёв в тетрадке. А что можно вырастить в крошечном садике?',
      },
    ],
    arc: [
      {
        title: 'Верёвочная дорожка',
        text: 'В музее природы Ася подняла голову и увидела, что по верёвке над посетителями что-то движется. Это шла длинная цепочка муравьёв, и каждый высоко держал кусочек зелёного листа, как крошечный флажок.',
        beat: 'where',
      },
      {
        title: 'Куда?',
        text: 'Асе захотелось узнать, куда они несут столько листьев. Она пошла вдоль цепочки к большому стеклянному ящику, полному ходов.',
        beat: 'problem',
      },
      {
        title: 'Догадка',
        text: 'Муравьи заносили листья в ходы и выходили уже без них. «Наверное, они очень голодные», — решила Ася. Но сколько она ни смотрела, ни один муравей не откусил ни кусочка.',
        beat: 'attempt',
      },
      {
        title: 'Лупа экскурсовода',
        text: 'Экскурсовод присела рядом и протянула ей лупу. «Посмотри в среднюю комнатку», — сказала она. Там, в темноте, лежало что-то мягкое и белое, похожее на губку, и по нему сновали муравьи.',
        beat: 'help',
      },
      {
        title: 'Зачем муравьям листья',
        text: 'Муравьи-листорезы — настоящие фермеры. Они пережёвывают листья в кашицу и выращивают на ней грибок, немножко похожий на плесень. Этим грибком они и питаются. Листья для них не обед, а грядка, на которой обед растёт.',
        beat: 'why',
      },
      {
        title: 'Рисунок Аси',
        text: 'Ася села прямо на пол и нарисовала в тетрадке верёвку, крошечные флажки и белый садик. А сверху крупно написала: «Самые маленькие фермеры на свете».',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'экскурсовод',
      inText: 'экскурсовод',
      explanation: 'Человек, который водит посетителей по музею и рассказывает о том, что там есть.',
    },
    whatHappened:
      'В музее природы живёт колония муравьёв-листорезов, которые носят кусочки листьев по верёвке над головами посетителей. Муравьи не едят листья: они выращивают на них грибок, которым питаются.',
    parent: {
      upto3: ['Где муравьи?', 'Пошагаем, как муравьи: топ-топ?'],
      '4to5': [
        'Как думаешь, что почувствовала Ася, когда увидела муравьиный сад?',
        'Что почувствовала Ася, когда увидела длинную цепочку муравьёв?',
      ],
      '6to7': [
        'Как думаешь, зачем муравьи носят листья, если не едят их?',
        'Может, понаблюдаете вместе за муравьями на улице и посмотрите, куда ведёт их дорожка?',
      ],
    },
  },
};
