/** Told for children: the bundled news item of 08-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_12: ItemTales = {
  heroLooks:
    'a six-year-old girl with two bunches of dark hair, brown eyes, a gap-toothed smile and a striped yellow top',
  draw: [
    { picture: '🦷', en: ['tooth', 'teeth'], ru: ['зуб'] },
    { picture: '👧', en: ['zara'], ru: ['вар'] },
    { picture: '🍎', en: ['apple'], ru: ['яблок'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
  ],
  en: {
    title: 'The first wobbly tooth',
    beats: {
      who: 'Zara, a six-year-old girl, and her dad',
      what: 'Zara’s first baby tooth had been wobbly for days; it came out when she bit into an apple at lunch, and a new tooth was already peeping through underneath.',
      feeling: 'fidgety and impatient, then surprised and proud',
      helped: 'her dad, who told her there was no hurry and gave her a tiny box for the tooth',
      why: 'Baby teeth fall out to make room for bigger grown-up teeth, which are already growing underneath them.',
    },
    hook: 'Wiggle, wiggle: guess what came out today?',
    bedtime: 'A tiny tooth waits in its box.',
    toddler: [
      { title: 'Wobble', text: 'Here is Zara. Her tooth wobbles. Wiggle, wiggle!' },
      { title: 'Crunch', text: 'Crunch! A big red apple. Oh!' },
      { title: 'A gap', text: 'Out pops the tooth! A gap, a smile. Hooray!' },
    ],
    small: [
      {
        title: 'A wobbly tooth',
        text: 'Zara is six. One morning her front tooth began to wobble. She wiggled it with her tongue all day long. Would it ever come out?',
      },
      {
        title: 'Crunch!',
        text: 'At lunch Zara bit into a big red apple. Crunch! Something tiny and white was stuck in the apple. It was her tooth!',
      },
      {
        title: 'A new tooth',
        text: 'Dad gave her a little box for it. Zara smiled in the mirror, and there was a gap. Deep in the gap, a new tooth was already peeping through! How many teeth do you have, do you think?',
      },
    ],
    arc: [
      {
        title: 'A wobbly tooth',
        text: 'Zara is six. One Monday morning, as she brushed her teeth, one of her front teeth moved. It was wobbly! All week she wiggled it with her tongue and her finger, but it would not come out.',
        beat: 'problem',
      },
      {
        title: 'Trying everything',
        text: 'Zara tried jumping up and down. She tried pulling funny faces in the mirror. She even asked her big brother to tickle her. The tooth just wobbled and stayed where it was.',
        beat: 'attempt',
      },
      {
        title: 'Why teeth wobble',
        text: 'A baby tooth wobbles when a grown-up tooth is growing underneath it. The new tooth slowly pushes the old one out of the way. Children have twenty baby teeth, and one by one they make room.',
        beat: 'why',
      },
      {
        title: 'No hurry',
        text: 'Dad sat down beside her. A tooth comes out when it is ready, he said, so there is no hurry. Then he gave her a tiny wooden box to keep it in, just in case.',
        beat: 'help',
      },
      {
        title: 'Crunch!',
        text: 'On Friday, at lunch, Zara bit into a big red apple. Crunch! Something small and white was stuck in the apple. Her tooth! She grinned at her gap in the mirror, and deep inside, a new tooth was already peeping through.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'gap',
      inText: 'gap',
      explanation: 'An empty space where something is missing.',
    },
    whatHappened:
      'A six-year-old girl’s first baby tooth, wobbly for a week, came out when she bit into an apple at lunch. A grown-up tooth was already growing in its place.',
    parent: {
      upto3: ['Can you find Zara’s wobbly tooth?', 'Can you crunch like Zara biting the apple?'],
      '4to5': [
        'How do you think Zara felt when her tooth came out in the apple?',
        'How did Zara feel when she saw the new tooth, do you think?',
      ],
      '6to7': ['Why do you think baby teeth wobble and fall out?', 'Could you count your teeth together in a mirror?'],
    },
  },
  ru: {
    title: 'Первый шатающийся зуб',
    beats: {
      who: 'шестилетняя Варя и её папа',
      what: 'Первый молочный зуб у Вари шатался несколько дней и выпал, когда она откусила яблоко за обедом, а под ним уже выглядывал новый.',
      feeling: 'нетерпение, потом удивление и гордость',
      helped: 'папа, который сказал, что спешить некуда, и дал ей коробочку для зуба',
      why: 'Молочные зубы выпадают, чтобы освободить место для больших постоянных зубов, которые уже растут под ними.',
    },
    hook: 'Угадай, что выпало сегодня за обедом?',
    bedtime: 'Крошечный зубик спит в своей коробочке.',
    toddler: [
      { title: 'Шатается', text: 'Вот Варя. Зубик шатается. Туда-сюда, туда-сюда!' },
      { title: 'Хрум', text: 'Хрум! Большое красное яблоко. Ой-ой-ой!' },
      { title: 'Дырочка', text: 'Выпал зубик! Дырочка, улыбка. Ура!' },
    ],
    small: [
      {
        title: 'Шатающийся зуб',
        text: 'Варе шесть лет. Однажды утром у неё зашатался передний молочный зуб. Весь день Варя трогала его языком. Неужели он выпадет?',
      },
      {
        title: 'Хрум!',
        text: 'За обедом Варя откусила большое красное яблоко. Хрум! А в яблоке застряло что-то маленькое и белое. Это был её зуб!',
      },
      {
        title: 'Новый зуб',
        text: 'Папа дал ей коробочку для зуба. Варя улыбнулась в зеркало: на месте зуба была дырочка. А в дырочке уже выглядывал новый зуб! А как думаешь, сколько у тебя зубов?',
      },
    ],
    arc: [
      {
        title: 'Зуб шатается',
        text: 'Варе шесть лет. Однажды утром в понедельник она чистила зубы, и передний зуб вдруг сдвинулся. Он шатался! Всю неделю Варя трогала его языком и пальцем. Зуб качался, но не выпадал.',
        beat: 'problem',
      },
      {
        title: 'Чего только не пробовала',
        text: 'Варя прыгала на месте. Корчила рожицы перед зеркалом. Даже попросила старшего брата её пощекотать. А зуб всё шатался и оставался на месте.',
        beat: 'attempt',
      },
      {
        title: 'Почему зубы шатаются',
        text: 'Молочный зуб шатается, когда под ним растёт новый, постоянный. Новый зуб потихоньку выталкивает старый. У детей двадцать молочных зубов, и они по одному уступают место.',
        beat: 'why',
      },
      {
        title: 'Спешить некуда',
        text: 'Папа сел рядом и сказал, что зуб выпадет, когда будет готов, так что спешить некуда. И дал ей крошечную деревянную коробочку, на всякий случай.',
        beat: 'help',
      },
      {
        title: 'Хрум!',
        text: 'В пятницу за обедом Варя откусила большое красное яблоко. Хрум! В яблоке застряло что-то маленькое и белое. Её зуб! Варя улыбнулась в зеркало, а в дырочке уже выглядывал новый зуб.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'молочный зуб',
      inText: 'молочный',
      explanation: 'Первый детский зуб; потом на его месте вырастает новый, постоянный.',
    },
    whatHappened:
      'У шестилетней девочки неделю шатался первый молочный зуб и выпал, когда она откусила яблоко за обедом. На его месте уже растёт постоянный зуб.',
    parent: {
      upto3: ['Покажешь, где у Вари шатается зубик?', 'Похрустим, как Варя яблоком: хрум?'],
      '4to5': [
        'Как думаешь, что почувствовала Варя, когда зуб остался в яблоке?',
        'А что почувствовала Варя, когда увидела новый зуб?',
      ],
      '6to7': [
        'Как думаешь, почему молочные зубы шатаются и выпадают?',
        'Может, посчитаете вместе свои зубы перед зеркалом?',
      ],
    },
  },
};
