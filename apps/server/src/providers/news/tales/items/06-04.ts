/** Told for children: the bundled news item of 06-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_04: ItemTales = {
  heroLooks:
    'a five-year-old boy with short black hair, brown skin, a yellow hoodie and blue trainers with white laces',
  draw: [
    { picture: '👦', en: ['kofi'], ru: ['кост'] },
    { picture: '👟', en: ['trainers', 'shoe', 'laces'], ru: ['кроссовк', 'ботин', 'шнурк'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
    { picture: '🐰', en: ['bunny'], ru: ['заяч'] },
  ],
  en: {
    title: 'Kofi ties his laces all by himself',
    beats: {
      who: 'Kofi, a boy of five, and his new trainers with real laces',
      what: 'Kofi’s laces kept coming undone and his own knots tangled, until his grandma taught him the bunny-ears bow.',
      feeling: 'fed up, then determined, then proud',
      helped: 'his grandma, who showed him the bunny-ears trick and let him practise on her old boot',
      why: 'A bow is a clever knot: pulling the loops squeezes its middle tight, but one tug on a loose end opens it again.',
    },
    hook: 'Flip, flop, whose laces are undone again?',
    bedtime: 'Kofi’s shoes wait by the door, laces tied.',
    toddler: [
      { title: 'Floppy laces', text: 'Here are Kofi’s shoes. Floppy laces. Flip, flop!' },
      { title: 'Bunny ears', text: 'One bunny ear. Two bunny ears. Cross them over!' },
      { title: 'A bow', text: 'Tuck and pull. A bow! Well done, Kofi!' },
    ],
    small: [
      {
        title: 'Shoes with laces',
        text: 'Kofi got new trainers with real laces. But the laces kept coming loose and flapping. Every morning, somebody had to tie them for him.',
      },
      {
        title: 'A bunny trick',
        text: 'Grandma showed him a trick. “Make one loop, like a bunny ear. Then make another. Cross them, tuck one under, and pull!”',
      },
      {
        title: 'A real bow',
        text: 'Kofi tried and tried. At last, there was a real bow on his shoe! He tied the other one too. What can you do all by yourself?',
      },
    ],
    arc: [
      {
        title: 'New trainers',
        text: 'Kofi is five, and he has new blue trainers with real laces. They are his favourite shoes in the whole world, except for one thing.',
        beat: 'where',
      },
      {
        title: 'Flip, flop',
        text: 'The laces would not stay tied. They flapped on the way to school and trailed along the pavement. Every morning Kofi had to wait for somebody to tie them.',
        beat: 'problem',
      },
      {
        title: 'A terrible tangle',
        text: 'One morning Kofi tried on his own. He twisted the laces round and round and pulled hard. The knot was so tight and tangled that nobody could undo it!',
        beat: 'attempt',
      },
      {
        title: 'Sticky straps?',
        text: '“Maybe I should wear my old shoes with sticky straps,” Kofi sighed. But his toes were too big for them now.',
        beat: 'attempt',
      },
      {
        title: 'How a bow holds',
        text: 'Grandma explained that a bow is a clever knot. When you pull its loops, they squeeze the middle tight. But one tug on a loose end, and it slips open again.',
        beat: 'why',
      },
      {
        title: 'The bunny-ears trick',
        text: 'Then she showed him the bunny-ears trick. Make one loop, then another. Cross the two ears, tuck one under and pull. Kofi practised on her old boot again and again.',
        beat: 'help',
      },
      {
        title: 'All by myself',
        text: 'On Monday, Kofi sat on the bottom step and tied both shoes himself. Two neat bows! He marched to school, and he did not trip once.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'bow',
      inText: 'bow',
      explanation: 'A knot with two loops that comes undone when you pull one end.',
    },
    whatHappened:
      'A five-year-old boy whose new trainers have laces learned to tie them himself with the “bunny ears” method his grandmother taught him.',
    parent: {
      upto3: ['Can you find the floppy laces?', 'Can you make two bunny ears with your fingers?'],
      '4to5': [
        'How do you think Kofi felt when there was a real bow on his shoe?',
        'How do you feel when you do something all by yourself?',
      ],
      '6to7': [
        'Why do you think one tug on a loose end opens a bow?',
        'Could you practise a bow together with a ribbon?',
      ],
    },
  },
  ru: {
    title: 'Костя сам завязал шнурки',
    beats: {
      who: 'пятилетний Костя и его новые кроссовки с настоящими шнурками',
      what: 'Шнурки у Кости всё время развязывались, а его узлы запутывались, пока бабушка не научила его завязывать бантик «заячьи ушки».',
      feeling: 'досада, потом упорство, потом гордость',
      helped: 'бабушка, которая показала хитрость с заячьими ушками и дала потренироваться на своём старом ботинке',
      why: 'Бантик — хитрый узел: петельки крепко стягивают серединку, а если дёрнуть за свободный кончик, он развязывается.',
    },
    hook: 'Шлёп-шлёп: у кого опять развязались шнурки?',
    bedtime: 'Кроссовки Кости ждут у двери, шнурки завязаны.',
    toddler: [
      { title: 'Шнурки', text: 'Вот кроссовки Кости. Шнурки болтаются. Шлёп-шлёп!' },
      { title: 'Заячьи ушки', text: 'Одно ушко. Второе ушко. Крест-накрест!' },
      { title: 'Бантик', text: 'Подсунули, потянули. Бантик! Молодец, Костя!' },
    ],
    small: [
      {
        title: 'Кроссовки со шнурками',
        text: 'Косте купили новые кроссовки с настоящими шнурками. Но шнурки всё время развязывались и болтались. Каждое утро кто-то завязывал их за него.',
      },
      {
        title: 'Хитрость',
        text: 'Бабушка показала ему хитрость. «Сделай петельку, как заячье ушко. Потом вторую. Скрести их, одно подсунь вниз и тяни!»',
      },
      {
        title: 'Настоящий бантик',
        text: 'Костя пробовал снова и снова. И вот на кроссовке красуется настоящий бантик! Второй он тоже завязал сам. А что у тебя уже получается без помощи?',
      },
    ],
    arc: [
      {
        title: 'Новые кроссовки',
        text: 'Косте пять лет, и у него новые синие кроссовки с настоящими шнурками. Это его самая любимая обувь на свете. Вот только есть одна беда.',
        beat: 'where',
      },
      {
        title: 'Шлёп-шлёп',
        text: 'Шнурки никак не хотели держаться. По дороге в садик они болтались и волочились по тротуару. Каждое утро Костя ждал, пока кто-нибудь их завяжет.',
        beat: 'problem',
      },
      {
        title: 'Запутанный узел',
        text: 'Однажды утром Костя попробовал сам. Он крутил шнурки и так и сяк и сильно потянул. Получился такой тугой и запутанный узел, что никто не мог его развязать!',
        beat: 'attempt',
      },
      {
        title: 'Может, на липучках?',
        text: '«Может, лучше надеть старые ботинки на липучках?» — вздохнул Костя. Но пальцам в них было уже тесно.',
        beat: 'attempt',
      },
      {
        title: 'Почему бантик держится',
        text: 'Бабушка объяснила, что бантик — очень хитрый узел. Если тянуть за петельки, они крепко стягивают серединку. А если дёрнуть за свободный кончик, бантик сразу развязывается.',
        beat: 'why',
      },
      {
        title: 'Заячьи ушки',
        text: 'Потом бабушка показала хитрость с заячьими ушками. Сделай петельку, потом вторую. Скрести ушки, одно подсунь вниз и затяни. Костя тренировался на её старом ботинке снова и снова.',
        beat: 'help',
      },
      {
        title: 'Я сам!',
        text: 'В понедельник Костя сел на нижнюю ступеньку и сам завязал обе кроссовки. Два аккуратных бантика! Он зашагал в садик и ни разу не споткнулся.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'бантик',
      inText: 'бантик',
      explanation: 'Узелок с двумя петельками, который развязывается, если потянуть за кончик.',
    },
    whatHappened:
      'Пятилетний мальчик, у которого новые кроссовки со шнурками, научился завязывать их сам способом «заячьи ушки», который показала ему бабушка.',
    parent: {
      upto3: ['Где болтаются шнурки?', 'Сделаешь из пальчиков бантик?'],
      '4to5': [
        'Как думаешь, что почувствовал Костя, когда у него получился бантик?',
        'Что ты чувствуешь, когда что-то получается без помощи?',
      ],
      '6to7': [
        'Как думаешь, почему бантик развязывается, если потянуть за кончик?',
        'Может, потренируетесь вместе завязывать бантик на ленточке?',
      ],
    },
  },
};
