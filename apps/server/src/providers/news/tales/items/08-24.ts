/** Told for children: the bundled news item of 08-24 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_24: ItemTales = {
  heroLooks: 'a sleek young grey dolphin with a pale belly, a curved back fin and a happy, smiling beak',
  draw: [
    { picture: '🐬', en: ['dolphin', 'zippy'], ru: ['дельфин', 'шустрик'] },
    { picture: '⛵', en: ['boat', 'sail'], ru: ['лодк', 'лодоч', 'парус'] },
    { picture: '🌊', en: ['sea', 'waves'], ru: ['мор', 'волн'] },
    { picture: '👧', en: ['girl'], ru: ['девочк'] },
    { picture: '🐟', en: ['fish'], ru: ['рыб'] },
  ],
  en: {
    title: 'Dolphins play with a boat',
    beats: {
      who: 'a pod of dolphins in the warm blue sea, and Zippy, the youngest',
      what: 'The dolphins jumped and played next to a little sailing boat.',
      feeling: 'curious and playful, full of joy',
      helped: null,
      why: 'Dolphins talk to each other with clicks and whistles, and each one has its own whistle, almost like a name.',
    },
    hook: 'Who is clicking and whistling in the sea?',
    bedtime: 'The dolphins rest, rocked by the warm sea.',
    toddler: [
      { title: 'Splash!', text: 'Splish, splash, splosh! Here come the dolphins. Up they jump!' },
      { title: 'Click and whistle', text: 'Click, click, click! Whee, whee! The dolphins are talking.' },
      {
        title: 'A little boat',
        text: 'A little white boat. The dolphins swim beside it. Wave to the dolphins!',
      },
    ],
    small: [
      {
        title: 'A sailing boat',
        text: 'In the warm blue sea, a little sailing boat was bobbing along. Suddenly, splash! A young dolphin called Zippy jumped up right beside it.',
      },
      {
        title: 'The whole family',
        text: 'Zippy called his family with clicks and whistles, and the whole pod came to play. They jumped and dived and splashed all around the boat.',
      },
      {
        title: 'A happy day',
        text: 'The people on the boat clapped and laughed, and the dolphins seemed to smile back. Zippy felt as bubbly as the sea. How do you think Zippy calls his mum?',
      },
    ],
    arc: [
      {
        title: 'The warm blue sea',
        text: 'In the warm blue sea lives a pod of dolphins, one big dolphin family. The youngest is Zippy, who can jump higher than a wave.',
        beat: 'where',
      },
      {
        title: 'Something new',
        text: 'One morning Zippy saw something new on the water: a little boat with a white sail. He wanted to play with it, but would the boat want to play with him?',
        beat: 'problem',
      },
      {
        title: 'Zippy tries',
        text: 'He swam close and peeked up. A girl on the deck waved and laughed. Zippy leapt out of the water, splash, and dived right beside the boat.',
        beat: 'attempt',
      },
      {
        title: 'Calling the family',
        text: 'Then Zippy called his family with quick clicks and happy whistles. Click, click, wheee! The whole pod came racing through the water.',
        beat: 'help',
      },
      {
        title: 'How dolphins talk',
        text: 'Dolphins talk to each other with clicks and whistles. Each dolphin even has its own special whistle, a bit like a name, so its family always knows who is calling. They use clicks, too, to find fish in the sea.',
        beat: 'why',
      },
      {
        title: 'Playing together',
        text: 'The dolphins jumped and dived next to the boat and rode the little waves in front of it. The people on deck clapped, and the dolphins swam alongside for a long, long time.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'whistle',
      inText: 'whistles',
      explanation: 'A high, thin sound you can make by blowing through rounded lips.',
    },
    whatHappened:
      'A pod of dolphins jumped and played next to a little sailing boat in the warm blue sea. Dolphins talk to each other with clicks and whistles.',
    parent: {
      upto3: ['Can you find a dolphin jumping up?', 'Where is the little white boat?'],
      '4to5': [
        'How do you think the people on the boat felt when the dolphins came?',
        'What makes you feel so happy that you want to jump?',
      ],
      '6to7': [
        'Why do you think each dolphin has its own whistle?',
        'Could you listen to dolphin sounds together and try to copy the clicks and whistles?',
      ],
    },
  },
  ru: {
    title: 'Дельфины играли с лодкой',
    beats: {
      who: 'стая дельфинов в тёплом синем море и самый младший дельфин Шустрик',
      what: 'Дельфины прыгали и играли рядом с маленькой парусной лодкой.',
      feeling: 'любопытство, игривость и радость',
      helped: null,
      why: 'Дельфины разговаривают друг с другом щелчками и свистом, и у каждого есть свой свист — почти как имя.',
    },
    hook: 'Кто это щёлкает и свистит в море?',
    bedtime: 'Дельфины отдыхают, их качает тёплое море.',
    toddler: [
      { title: 'Плюх!', text: 'Буль-буль-буль! Вот плывут дельфины. Прыг — из воды!' },
      { title: 'Щёлк и свист', text: 'Щёлк-щёлк-щёлк! Фьють, фьють! Это дельфины разговаривают.' },
      {
        title: 'Лодочка',
        text: 'Маленькая белая лодочка. Дельфины плывут рядом. Помаши дельфинам!',
      },
    ],
    small: [
      {
        title: 'Парусная лодка',
        text: 'В тёплом синем море покачивалась маленькая парусная лодка. Вдруг — плюх! Рядом с ней выпрыгнул из воды молодой дельфин Шустрик.',
      },
      {
        title: 'Вся стая',
        text: 'Шустрик позвал свою семью щелчками и свистом, и вся стая приплыла поиграть. Дельфины прыгали, ныряли и брызгались вокруг лодки.',
      },
      {
        title: 'Весёлый день',
        text: 'Люди в лодке хлопали в ладоши и смеялись, а дельфины будто улыбались в ответ. Шустрику было весело, как никогда. Как думаешь, как Шустрик зовёт свою маму?',
      },
    ],
    arc: [
      {
        title: 'Тёплое море',
        text: 'В тёплом синем море живёт стая дельфинов — одна большая дельфинья семья. Самый младший в ней — Шустрик, он умеет прыгать выше волны.',
        beat: 'where',
      },
      {
        title: 'Белый парус',
        text: 'Однажды утром Шустрик увидел на воде что-то новое: маленькую лодку с белым парусом. Ему захотелось с ней поиграть — но захочет ли лодка играть с ним?',
        beat: 'problem',
      },
      {
        title: 'Шустрик пробует',
        text: 'Он подплыл поближе и выглянул из воды. Девочка на палубе помахала ему и засмеялась. Шустрик выпрыгнул — плюх! — и нырнул у самой лодки.',
        beat: 'attempt',
      },
      {
        title: 'Зовём всех!',
        text: 'Тогда Шустрик позвал свою семью быстрыми щелчками и весёлым свистом. Щёлк-щёлк, фьють! И вся стая помчалась к лодке.',
        beat: 'help',
      },
      {
        title: 'Как разговаривают дельфины',
        text: 'Дельфины разговаривают друг с другом щелчками и свистом. У каждого дельфина даже есть свой особый свист, почти как имя, поэтому семья всегда знает, кто её зовёт. А щелчками дельфины ещё и находят рыбу в море.',
        beat: 'why',
      },
      {
        title: 'Игра у лодки',
        text: 'Дельфины прыгали и ныряли рядом с лодкой и катались на маленьких волнах, которые бежали от её носа. Люди на палубе хлопали, а дельфины долго-долго плыли рядом.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'свист',
      inText: 'свистом',
      explanation: 'Тонкий высокий звук, который получается, когда дуют сквозь сложенные трубочкой губы.',
    },
    whatHappened:
      'Стая дельфинов прыгала и играла рядом с маленькой парусной лодкой в тёплом синем море. Дельфины разговаривают друг с другом щелчками и свистом.',
    parent: {
      upto3: ['Покажешь дельфина, который выпрыгнул из воды?', 'Где белый парус?'],
      '4to5': [
        'Как думаешь, что почувствовали люди в лодке, когда приплыли дельфины?',
        'А от чего тебе становится так весело, что хочется прыгать?',
      ],
      '6to7': [
        'Как думаешь, зачем каждому дельфину свой собственный свист?',
        'Может, послушаете вместе, как звучат дельфины, и попробуете повторить их щелчки и свист?',
      ],
    },
  },
};
