/** Told for children: the bundled news item of 11-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_10: ItemTales = {
  heroLooks:
    'a huge long-necked dinosaur skeleton made of grey-brown stone bones, with a tiny head, a very long neck and a very long tail',
  draw: [
    { picture: '🦕', en: ['dinosaur', 'skeleton'], ru: ['динозавр', 'скелет'] },
    { picture: '🦴', en: ['bone'], ru: ['кост'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '🏛️', en: ['museum'], ru: ['музе'] },
    { picture: '📦', en: ['box'], ru: ['ящик'] },
    { picture: '👩‍🔬', en: ['mira'], ru: ['мира'] },
  ],
  en: {
    title: 'A dinosaur comes to the museum',
    beats: {
      who: 'a giant long-necked dinosaur skeleton in a city museum, and Mira, who helped to put it together',
      what: 'The skeleton was put together bone by bone, and now it is as long as three buses in a row.',
      feeling: 'curious and patient, then full of wonder',
      helped: 'the museum team, who fitted the bones together one by one',
      why: 'Bones that turned to stone long ago show us how big dinosaurs were, how they stood and how they lived.',
    },
    hook: 'A very, very long skeleton stands up tonight.',
    bedtime: 'The dinosaur stands quietly in the dark hall.',
    toddler: [
      { title: 'Bones, bones', text: 'Look, bones! Big bones, small bones. Click, clack, click!' },
      { title: 'Up it goes', text: 'A long, long neck. A long, long tail. Up goes the dinosaur!' },
      { title: 'Three buses', text: 'One bus, two buses, three buses long! Wow, what a big dinosaur!' },
    ],
    small: [
      {
        title: 'Boxes of bones',
        text: 'One morning, big wooden boxes arrived at a city museum. Inside were hundreds of bones, big and small. Mira, who works at the museum, clapped her hands.',
      },
      {
        title: 'Bone by bone',
        text: 'Mira and her team fitted the dinosaur skeleton together, bone by bone, like a giant puzzle. The tiny toe bones went on first, and the long neck went on last.',
      },
      {
        title: 'Three buses long',
        text: 'Now the dinosaur stands in the big hall. It is as long as three buses in a row! Children tip their heads back to see its tiny head. Which part would you look at first, the head or the tail?',
      },
    ],
    arc: [
      {
        title: 'A big empty hall',
        text: 'In a city museum there is a big empty hall with a tall glass roof. Mira works there. She knows a lot about dinosaurs, the giant animals that lived long, long ago. One day, wooden boxes arrived, full of bones. There were hundreds of them, heavy and brown like stone. Which bone goes where? It was the biggest puzzle Mira had ever seen.',
        beat: 'problem',
      },
      {
        title: 'Bones on the floor',
        text: 'Mira and her team laid the bones out on the floor, from head to tail. They counted them, measured them and matched each one to its place on a big drawing.',
        beat: 'attempt',
      },
      {
        title: 'Lifting the neck',
        text: 'Bone by bone, they fitted the skeleton onto a strong metal frame. The neck was so long that they needed a little crane to lift it. Slowly, slowly, up it went!',
        beat: 'help',
      },
      {
        title: 'What bones can tell',
        text: 'Over millions of years, dinosaur bones slowly turned to stone deep in the ground. When we put them together, we can see how big the dinosaur was and how it stood. Its long neck could reach the leaves at the tops of trees.',
        beat: 'why',
      },
      {
        title: 'Three buses long',
        text: 'At last the dinosaur stood in the hall, as long as three buses in a row. When the doors opened, the children gasped and looked up, up, up at its tiny head.',
        beat: 'resolution',
      },
    ],
    footnote: { word: 'skeleton', inText: 'skeleton', explanation: 'All the bones of a body, joined together.' },
    whatHappened:
      'A city museum put together a giant dinosaur skeleton, bone by bone. It is as long as three buses in a row.',
    parent: {
      upto3: ["Can you point to the dinosaur's long tail?", 'Can you stretch up tall, like the dinosaur?'],
      '4to5': [
        'How do you think the children felt when they saw the giant dinosaur?',
        'How do you feel when you finish a big puzzle?',
      ],
      '6to7': [
        'How do you think people know what a dinosaur looked like, when nobody ever saw one?',
        'Could you look at pictures of dinosaur skeletons together and find the longest one?',
      ],
    },
  },
  ru: {
    title: 'В музей приехал динозавр',
    beats: {
      who: 'огромный скелет длинношеего динозавра в городском музее и Мира, которая помогала его собирать',
      what: 'Скелет собрали косточка за косточкой, и теперь он длиной как три автобуса подряд.',
      feeling: 'любопытство и терпение, потом восхищение',
      helped: 'работники музея, которые соединяли кости одну за другой',
      why: 'Кости, которые давным-давно превратились в камень, рассказывают, какими большими были динозавры, как они стояли и как жили.',
    },
    hook: 'Сегодня встаёт очень-очень длинный скелет.',
    bedtime: 'Динозавр тихо стоит в тёмном зале.',
    toddler: [
      { title: 'Косточки', text: 'Смотри, косточки! Большие косточки, маленькие косточки. Тук, тук, тук!' },
      { title: 'Выше!', text: 'Длинная-длинная шея. Длинный-длинный хвост. Динозавр встаёт!' },
      { title: 'Три автобуса', text: 'Один автобус, два автобуса, три автобуса! Ого, какой динозавр!' },
    ],
    small: [
      {
        title: 'Ящики с костями',
        text: 'Однажды утром в городской музей привезли большие деревянные ящики. В них лежали сотни костей, больших и маленьких. Мира, которая работает в музее, даже в ладоши хлопнула.',
      },
      {
        title: 'Косточка за косточкой',
        text: 'Мира и её помощники собирали скелет динозавра косточка за косточкой, как огромный пазл. Сначала — крошечные кости пальцев, а длинную шею — в самом конце.',
      },
      {
        title: 'Длиной с три автобуса',
        text: 'Теперь динозавр стоит в большом зале. Он длиной как три автобуса подряд! Дети задирают головы, чтобы разглядеть его маленький череп. А тебе что хочется рассмотреть первым — голову или хвост?',
      },
    ],
    arc: [
      {
        title: 'Пустой зал',
        text: 'В городском музее есть большой пустой зал со стеклянной крышей. Там работает Мира. Она много знает о динозаврах — огромных животных, которые жили давным-давно. Однажды в музей привезли деревянные ящики с костями. Костей были сотни, тяжёлых и бурых, как камень. Какая кость куда? Такого большого пазла Мира ещё не видела.',
        beat: 'problem',
      },
      {
        title: 'Кости на полу',
        text: 'Мира и её помощники разложили кости на полу — от головы до хвоста. Они пересчитали их, измерили и нашли место каждой на большом чертеже.',
        beat: 'attempt',
      },
      {
        title: 'Поднимаем шею',
        text: 'Косточка за косточкой скелет собирали на прочной металлической раме. Шея оказалась такой длинной, что её поднимали небольшим подъёмным краном. Медленно-медленно, выше и выше!',
        beat: 'help',
      },
      {
        title: 'О чём рассказывают кости',
        text: 'За миллионы лет кости динозавров глубоко под землёй медленно превратились в камень. Собрав их вместе, мы видим, каким большим был динозавр и как он стоял. А длинная шея помогала ему доставать листья с верхушек деревьев.',
        beat: 'why',
      },
      {
        title: 'Длиной в три автобуса',
        text: 'И вот динозавр встал посреди зала — длиной как три автобуса подряд. Когда открылись двери, дети ахнули и посмотрели вверх, на его крошечную голову.',
        beat: 'resolution',
      },
    ],
    footnote: { word: 'скелет', inText: 'скелет', explanation: 'Все кости тела, соединённые вместе.' },
    whatHappened:
      'В городском музее собрали огромный скелет динозавра, косточка за косточкой. Он длиной как три автобуса подряд.',
    parent: {
      upto3: ['Покажешь, где у динозавра длинный хвост?', 'Потянешься вверх высоко-высоко, как динозавр?'],
      '4to5': [
        'Как думаешь, что почувствовали дети, когда увидели огромного динозавра?',
        'А тебе нравится, когда большой пазл наконец собран?',
      ],
      '6to7': [
        'Как думаешь, откуда люди знают, как выглядел динозавр, если его никто никогда не видел?',
        'Может, посмотрите вместе картинки скелетов динозавров и найдёте самый длинный?',
      ],
    },
  },
};
