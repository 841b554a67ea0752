/** Told for children: the bundled news item of 10-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_04: ItemTales = {
  heroLooks: 'twins of four with the same fair curls, Ella in a red dungaree dress and Finn in blue dungarees',
  draw: [
    { picture: '👧', en: ['ella', 'girl'], ru: ['ан'] },
    { picture: '👦', en: ['finn', 'boy'], ru: ['ван'] },
    { picture: '🎨', en: ['paint'], ru: ['краск', 'рису'] },
  ],
  en: {
    title: 'Twins’ first day at nursery',
    beats: {
      who: 'Ella and Finn, twins of four, on their first day at nursery',
      what: 'Finn ran off to play with new friends, and Ella felt left behind until she made a friend of her own at the paint table.',
      feeling: 'excited, then lonely, then happy and proud',
      helped: 'Miss Joy, their teacher, who asked Ella to help mix the paints',
      why: 'Twins share a birthday, but they are two different people who can like different things and make their own friends.',
    },
    hook: 'Two coats, two pegs, two brave twins!',
    bedtime: 'Ella and Finn whisper from bed to bed.',
    toddler: [
      { title: 'Two pegs', text: 'Ella and Finn. Two coats, two pegs. Hello, nursery!' },
      { title: 'Where is Finn?', text: 'Finn builds a tower. Ella looks and looks. Where is Finn?' },
      { title: 'New friends', text: 'Ella paints with Amara. Finn builds with Sam. Hooray!' },
    ],
    small: [
      {
        title: 'Always together',
        text: 'Ella and Finn are twins. They had always done everything together, until their very first day at nursery.',
      },
      {
        title: 'Finn runs off',
        text: 'Finn ran straight to the big blocks with two new boys. Ella stood by the door, holding her coat. She felt left behind.',
      },
      {
        title: 'A painting friend',
        text: 'Their teacher, Miss Joy, asked Ella to help mix the paints. A girl called Amara came to help too. Soon they were painting a purple cat together.',
      },
      {
        title: 'And you?',
        text: 'At home time the twins ran to Mum, both talking at once. Who would you like to play with on your first day?',
      },
    ],
    arc: [
      {
        title: 'Two pegs in a row',
        text: 'Ella and Finn are twins, and they are four. They had always played together, eaten together and even fallen asleep holding hands. Today was their first day at nursery, and their pegs hung side by side.',
        beat: 'where',
      },
      {
        title: 'Off to the blocks',
        text: 'Finn saw the big wooden blocks and ran straight over. In a moment he was building a tower with two new boys. Ella stood by the door, holding her coat, feeling left behind.',
        beat: 'problem',
      },
      {
        title: 'Following Finn',
        text: 'Ella went to the blocks and tugged Finn’s sleeve. But Finn was busy counting bricks and hardly looked up. Ella’s lip wobbled.',
        beat: 'attempt',
      },
      {
        title: 'Two different people',
        text: 'Miss Joy, their teacher, knelt down beside her. She said that twins share a birthday, but they are two different people. It is fine to play different games and make your own friends.',
        beat: 'why',
      },
      {
        title: 'Paint pots',
        text: 'Then she asked Ella to help mix the paints. A girl called Amara came to stir the yellow. Together they painted a purple cat with big yellow eyes.',
        beat: 'help',
      },
      {
        title: 'Home time',
        text: 'At home time the twins ran to Mum, both talking at once. Finn had built the tallest tower ever. Ella had a new friend, Amara, and a purple cat for the fridge.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'twins',
      inText: 'twins',
      explanation: 'Two children born to the same mum on the same day.',
    },
    whatHappened:
      'Four-year-old twins started nursery on the same day. At first the sister felt left behind when her brother ran off to play, but with a little help from the teacher she made a friend of her own.',
    parent: {
      upto3: ['Can you find Finn’s tower?', 'Can you show me two of something, like two coats?'],
      '4to5': [
        'How do you think Ella felt when Finn ran off to the blocks?',
        'What would you like to paint, if you could paint anything?',
      ],
      '6to7': [
        'Why is it fine for twins to make different friends?',
        'Could we think of a way to help someone new feel welcome?',
      ],
    },
  },
  ru: {
    title: 'Близнецы идут в садик',
    beats: {
      who: 'четырёхлетние близнецы Аня и Ваня в первый день в садике',
      what: 'Ваня убежал играть с новыми ребятами, и Аня почувствовала себя одинокой, пока не подружилась с девочкой за столом с красками.',
      feeling: 'радостное волнение, потом одиночество, потом радость и гордость',
      helped: 'воспитательница Ольга, которая попросила Аню помочь развести краски',
      why: 'У близнецов один день рождения, но это два разных человека, которые могут любить разное и заводить своих друзей.',
    },
    hook: 'Два шкафчика, две курточки, два близнеца!',
    bedtime: 'Аня и Ваня шепчутся, засыпая в своих кроватках.',
    toddler: [
      { title: 'Два шкафчика', text: 'Аня и Ваня. Две курточки, два шкафчика. Здравствуй, садик!' },
      { title: 'Где Ваня?', text: 'Ваня строит башню. Аня смотрит и смотрит. Где же Ваня?' },
      { title: 'Новые друзья', text: 'Аня рисует с Зариной. Ваня строит с Димой. Ура!' },
    ],
    small: [
      {
        title: 'Всегда вместе',
        text: 'Аня и Ваня — близнецы. Они всегда всё делали вместе, до самого первого дня в садике.',
      },
      {
        title: 'Ваня убежал',
        text: 'Ваня сразу убежал к большим кубикам, где играли два мальчика. А Аня стояла у двери с курточкой в руках. Ей стало одиноко.',
      },
      {
        title: 'Подружка',
        text: 'Воспитательница Ольга попросила Аню помочь развести краски. Подошла девочка Зарина, и скоро они вдвоём рисовали фиолетового кота.',
      },
      {
        title: 'А ты?',
        text: 'Вечером близнецы бежали к маме и говорили наперебой. А с кем тебе хотелось бы поиграть в первый день в садике?',
      },
    ],
    arc: [
      {
        title: 'Два шкафчика рядом',
        text: 'Аня и Ваня — близнецы, им по четыре года. Они всегда играли вместе, ели вместе и даже спали, держась за руки. Сегодня они впервые пришли в садик, и их шкафчики стояли рядом.',
        beat: 'where',
      },
      {
        title: 'К кубикам',
        text: 'Ваня увидел большие деревянные кубики и сразу побежал к ним. Через минуту он уже строил башню с двумя новыми мальчиками. А Аня стояла у двери с курточкой в руках, и ей было одиноко.',
        beat: 'problem',
      },
      {
        title: 'За Ваней',
        text: 'Аня подошла к кубикам и потянула брата за рукав. Но Ваня считал кубики и даже не поднял головы. У Ани задрожали губы.',
        beat: 'attempt',
      },
      {
        title: 'Два разных человека',
        text: 'Воспитательница Ольга присела рядом. Она сказала, что у близнецов один день рождения, но они два разных человека. Можно играть в разные игры и заводить своих друзей.',
        beat: 'why',
      },
      {
        title: 'Краски',
        text: 'Потом она попросила Аню помочь развести краски. Подошла девочка Зарина и стала размешивать жёлтую. Вдвоём они нарисовали фиолетового кота с большими жёлтыми глазами.',
        beat: 'help',
      },
      {
        title: 'Домой',
        text: 'Вечером близнецы бежали к маме и говорили наперебой. Ваня построил самую высокую башню на свете. А у Ани появилась подружка Зарина и фиолетовый кот для холодильника.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'близнецы',
      inText: 'близнецы',
      explanation: 'Двое детей, которые родились у одной мамы в один день.',
    },
    whatHappened:
      'Четырёхлетние близнецы в один день пошли в садик. Сначала сестре стало одиноко, когда брат убежал играть, но с небольшой помощью воспитательницы она нашла себе подружку.',
    parent: {
      upto3: ['Покажешь Ванину башню?', 'А можешь показать две курточки?'],
      '4to5': [
        'Как думаешь, что почувствовала Аня, когда Ваня убежал к кубикам?',
        'А что тебе хочется нарисовать красками?',
      ],
      '6to7': [
        'Почему близнецам можно дружить с разными ребятами?',
        'Может, придумаем вместе, как помочь новенькому почувствовать себя своим?',
      ],
    },
  },
};
