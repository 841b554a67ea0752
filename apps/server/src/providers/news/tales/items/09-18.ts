/** Told for children: the bundled news item of 09-18 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_18: ItemTales = {
  heroLooks: 'a boy of five with a brown fringe, a green T-shirt with a rocket on it and orange trainers',
  draw: [
    { picture: '👦', en: ['ben', 'boy'], ru: ['пет'] },
    { picture: '📦', en: ['box'], ru: ['коробк', 'коробок'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд'] },
  ],
  en: {
    title: 'A new home for Ben',
    beats: {
      who: 'Ben, a boy of five, and his mum and dad',
      what: 'Ben’s family moved to a new flat, and on the first night his room felt strange until they unpacked his own box of favourite things.',
      feeling: 'excited, then lonely and unsettled, then cosy',
      helped: 'his mum and dad, who unpacked his box first and stuck his stars on the ceiling',
      why: 'A new place feels strange because every sound, smell and shape is new, and after a few nights it starts to feel like home.',
    },
    hook: 'What goes into the very first box?',
    bedtime: 'Ben’s glowing stars shine on his new ceiling.',
    toddler: [
      { title: 'Boxes, boxes', text: 'Boxes, boxes, so many boxes! A big truck. Brrm, brrm!' },
      { title: 'New room', text: 'A new room. Hello, room! Ben’s teddy comes too.' },
      { title: 'Stars up high', text: 'Stick, stick! Stars on the ceiling. Night-night, new home.' },
    ],
    small: [
      {
        title: 'Packing up',
        text: 'Ben’s family was moving to a new flat across town. Ben packed his own box: his teddy, his night-light and his glowing stars. He drew a rocket on the lid.',
      },
      {
        title: 'A strange room',
        text: 'The new room was big and bare, and every little sound echoed. At bedtime Ben pulled the blanket over his head. It did not feel like home at all.',
      },
      {
        title: 'Ben’s box first',
        text: 'Dad said they would unpack Ben’s box first, the one with the rocket. Together they stuck the stars on the ceiling, just like in the old room. Teddy sat on the pillow, and the night-light glowed.',
      },
      {
        title: 'And you?',
        text: 'Ben fell asleep under his own stars. What would you put in your very first box?',
      },
    ],
    arc: [
      {
        title: 'The rocket box',
        text: 'Ben’s family was moving to a flat on the other side of town. The old rooms were full of boxes. Ben packed his own: his teddy, his night-light and his glow-in-the-dark stars. On the lid he drew a rocket.',
        beat: 'where',
      },
      {
        title: 'Too big, too quiet',
        text: 'The new flat had tall windows and creaky floors. Ben’s room was empty, and every sound echoed. At bedtime nothing was where it used to be, and he could not fall asleep.',
        beat: 'problem',
      },
      {
        title: 'Under the blanket',
        text: 'Ben pulled the blanket over his head and counted to a hundred. Then he counted again. But the room still felt strange, and he called for Mum.',
        beat: 'attempt',
      },
      {
        title: 'Unpacking the rocket',
        text: 'Mum and Dad came in. “Let’s unpack your box first,” said Dad, and found the one with the rocket. Teddy went on the pillow and the night-light by the bed. Then Ben climbed on Dad’s shoulders and stuck the stars on the ceiling.',
        beat: 'help',
      },
      {
        title: 'Why it feels strange',
        text: 'Mum explained that a new place feels strange because everything is new: the sounds, the smells, the shapes in the dark. After a few nights they grow familiar, and new turns into home.',
        beat: 'why',
      },
      {
        title: 'The same stars',
        text: 'Ben lay back and looked up. The same stars shone above him, in a new sky. He could hear Mum and Dad laughing in the kitchen, just like before. Ben smiled and closed his eyes.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'unpack',
      inText: 'unpack',
      explanation: 'To take things out of a box or a bag and put them where they belong.',
    },
    whatHappened:
      'A family moved to a new flat in another part of their town. On the first night their five-year-old could not settle until his own box of favourite things was unpacked and his glowing stars were back on the ceiling.',
    parent: {
      upto3: ['Can you find the big truck?', 'Can you point to the stars on the ceiling?'],
      '4to5': [
        'How do you think Ben felt in his new room at bedtime?',
        'What helps you feel cosy when you sleep somewhere new?',
      ],
      '6to7': [
        'Why does a new place feel strange at first?',
        'Could we make a list of the things that make our home feel like home?',
      ],
    },
  },
  ru: {
    title: 'Петя переезжает',
    beats: {
      who: 'пятилетний Петя и его мама с папой',
      what: 'Петина семья переехала в новую квартиру, и в первую ночь комната казалась чужой, пока не распаковали Петину коробку с любимыми вещами.',
      feeling: 'радостное волнение, потом неуют и одиночество, потом покой',
      helped: 'мама и папа, которые первой распаковали его коробку и наклеили звёздочки на потолок',
      why: 'На новом месте всё кажется чужим, потому что звуки, запахи и очертания незнакомы, а через несколько ночей оно становится домом.',
    },
    hook: 'Что положить в самую первую коробку?',
    bedtime: 'На новом потолке светятся звёздочки Пети.',
    toddler: [
      { title: 'Коробки', text: 'Коробки, коробки, всюду коробки! Большая машина. Би-бип!' },
      { title: 'Новая комната', text: 'Новая комната. Здравствуй, комната! Петин мишка тоже тут.' },
      { title: 'Звёздочки', text: 'Клеим, клеим! Звёздочки на потолке. Спокойной ночи, новый дом!' },
    ],
    small: [
      {
        title: 'Собираем вещи',
        text: 'Семья Пети переезжала в новую квартиру на другом конце города. Петя сам собрал свою коробку: мишку, ночник и светящиеся звёздочки. А на крышке нарисовал ракету.',
      },
      {
        title: 'Чужая комната',
        text: 'Новая комната была большая и пустая, и каждый звук отдавался эхом. Перед сном Петя натянул одеяло на голову. Совсем не похоже на дом!',
      },
      {
        title: 'Сначала коробка Пети',
        text: 'Папа сказал, что первой они распакуют коробку Пети, ту, что с ракетой. Вместе они наклеили звёздочки на потолок, как в старой комнате. Мишка сел на подушку, засветился ночник.',
      },
      {
        title: 'А ты?',
        text: 'И Петя уснул под своими звёздочками. А что тебе хочется положить в самую первую коробку?',
      },
    ],
    arc: [
      {
        title: 'Коробка с ракетой',
        text: 'Семья Пети переезжала в квартиру на другом конце города. Старые комнаты были заставлены коробками. Петя сам собрал свою: мишку, ночник и звёздочки, которые светятся в темноте. А на крышке нарисовал ракету.',
        beat: 'where',
      },
      {
        title: 'Слишком тихо',
        text: 'В новой квартире были высокие окна и скрипучий пол. Комната стояла пустая, и каждый звук отдавался эхом. Всё было не на своих местах, и Петя никак не мог уснуть.',
        beat: 'problem',
      },
      {
        title: 'Под одеялом',
        text: 'Петя натянул одеяло на голову и сосчитал до ста. Потом ещё раз. Но комната всё равно казалась чужой, и он позвал маму.',
        beat: 'attempt',
      },
      {
        title: 'Ракета на крышке',
        text: 'Пришли мама с папой. Папа сказал, что сначала они распакуют коробку Пети, и нашёл ту, что с ракетой. Мишка отправился на подушку, ночник — к кровати. А Петя забрался папе на плечи и наклеил звёздочки на потолок.',
        beat: 'help',
      },
      {
        title: 'Почему всё чужое',
        text: 'Мама объяснила: на новом месте всё незнакомое — звуки, запахи, очертания в темноте. Через несколько ночей к ним привыкаешь, и новое становится домом.',
        beat: 'why',
      },
      {
        title: 'Те же звёздочки',
        text: 'Петя лёг и посмотрел вверх. Над ним горели те же звёздочки, только в новом небе. С кухни доносился смех мамы и папы, совсем как раньше. Петя улыбнулся и закрыл глаза.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'распаковать',
      inText: 'распакуют',
      explanation: 'Достать вещи из коробки или сумки и разложить по местам.',
    },
    whatHappened:
      'Семья переехала в новую квартиру в другом районе города. В первую ночь пятилетний сын не мог уснуть, пока не распаковали его коробку с любимыми вещами и не вернули на потолок светящиеся звёздочки.',
    parent: {
      upto3: ['Покажешь большую машину?', 'Где звёздочки на потолке?'],
      '4to5': [
        'Как думаешь, что почувствовал Петя в новой комнате перед сном?',
        'А что помогает тебе уютно уснуть в новой комнате?',
      ],
      '6to7': [
        'Почему на новом месте сначала всё кажется чужим?',
        'Может, составим вместе список того, что делает наш дом домом?',
      ],
    },
  },
};
