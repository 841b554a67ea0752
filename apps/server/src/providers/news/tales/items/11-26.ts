/** Told for children: the bundled news item of 11-26 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_26: ItemTales = {
  heroLooks:
    'a five-year-old girl with rosy cheeks, a fluffy white hat with a pompom, a long green scarf and blue mittens, holding a bubble wand',
  draw: [
    { picture: '🫧', en: ['bubble'], ru: ['пузыр'] },
    { picture: '👧', en: ['maya'], ru: ['майя', 'майе'] },
    { picture: '👦', en: ['jack'], ru: ['кост'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
  ],
  en: {
    title: 'Bubbles that freeze',
    beats: {
      who: 'Maya, a five-year-old girl, and her big brother Jack, in their garden on a very frosty morning',
      what: 'Maya blew soap bubbles on the coldest morning of the winter, and one that landed gently on the snow froze into a glittering ball of ice patterns.',
      feeling: 'disappointed when the bubbles popped, then amazed',
      helped: 'her brother Jack, who showed her how to blow slowly and let a bubble land on soft snow',
      why: 'In very cold air the thin soapy skin of a bubble freezes, and ice crystals grow across it like tiny feathers.',
    },
    hook: 'What happens to a bubble in the frost?',
    bedtime: 'A tiny ice ball sparkles on the snow.',
    toddler: [
      { title: 'Blow!', text: 'Here is Maya. Blow, blow! A big round bubble!' },
      { title: 'Pop!', text: 'Pop, pop! Oh no, the bubbles pop.' },
      { title: 'Ice!', text: 'One bubble lands on the snow. Look! It turns to ice. Sparkle!' },
    ],
    small: [
      {
        title: 'A frosty morning',
        text: 'It was the coldest morning of the winter. Maya put on her hat and mittens and went into the snowy garden with her bubble wand.',
      },
      {
        title: 'Pop, pop',
        text: 'She blew a big bubble, but it popped straight away. Pop, pop, pop! Then her brother Jack showed her how to blow slowly, so a bubble floats down gently.',
      },
      {
        title: 'An ice bubble',
        text: 'One bubble landed on the soft snow and stayed. Slowly, tiny ice crystals grew across it, like feathers. The bubble had frozen! What else do you think freezes in the cold?',
      },
    ],
    arc: [
      {
        title: 'Bubbles in the frost',
        text: 'It was the coldest morning of the winter, and the snow sparkled in the garden. Maya’s big brother Jack said that on a day this cold, a bubble could freeze. Maya wanted to see it more than anything.',
        beat: 'problem',
      },
      {
        title: 'Pop, pop',
        text: 'She dipped her wand and blew hard. A big bubble wobbled out, and pop! She blew another, and another, but each one popped in the air or on a twig.',
        beat: 'attempt',
      },
      {
        title: 'Slowly, slowly',
        text: 'Jack showed her how to blow very slowly, so the bubble grew big and gentle. Then they let it float down onto a soft patch of snow, where nothing would poke it.',
        beat: 'help',
      },
      {
        title: 'Ice feathers',
        text: 'The bubble sat on the snow, shining. Then tiny white crystals began to grow across it, swirling like feathers, until the whole bubble was a glittering ball of ice. Maya held her breath.',
        beat: 'resolution',
      },
      {
        title: 'Why bubbles freeze',
        text: 'A bubble’s skin is water with a little soap, thinner than a hair. In very cold air that thin skin freezes fast, and ice crystals spread across it like frost on a window.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'crystal',
      inText: 'crystals',
      explanation: 'A tiny, sparkly piece of ice shaped like a star or a feather.',
    },
    whatHappened:
      'On a very frosty winter morning, a five-year-old girl blew soap bubbles in her garden. With her brother’s help one landed gently on the snow and froze into a ball of ice crystals.',
    parent: {
      upto3: ['Can you find Maya’s big round bubble?', 'Can you say pop, pop like the bubbles?'],
      '4to5': [
        'How do you think Maya felt when her first bubble popped?',
        'How did Maya feel when the bubble turned to ice, do you think?',
      ],
      '6to7': [
        'Why do you think the bubble froze on such a cold day?',
        'Could you blow a bubble together on a frosty day and see if it freezes?',
      ],
    },
  },
  ru: {
    title: 'Мыльные пузыри замёрзли',
    beats: {
      who: 'пятилетняя Майя и её старший брат Костя у себя в саду морозным утром',
      what: 'В самое холодное утро зимы Майя пускала мыльные пузыри, и один, мягко опустившись на снег, замёрз и стал блестящим ледяным шариком с узорами.',
      feeling: 'огорчение, когда пузыри лопались, потом восхищение',
      helped: 'брат Костя, который показал, как дуть медленно и опустить пузырь на мягкий снег',
      why: 'На сильном морозе тонкая мыльная стенка пузыря замерзает, и по ней растут ледяные кристаллы, похожие на пёрышки.',
    },
    hook: 'Что станет с пузырём на морозе?',
    bedtime: 'На снегу блестит крошечный ледяной шарик.',
    toddler: [
      { title: 'Дуем!', text: 'Вот Майя. Дуем, дуем! Большой круглый пузырь!' },
      { title: 'Лоп!', text: 'Лоп, лоп! Ой, пузыри лопаются.' },
      { title: 'Лёд!', text: 'Один пузырь сел на снег. Смотри! Он стал ледяным. Блестит!' },
    ],
    small: [
      {
        title: 'Морозное утро',
        text: 'Это было самое холодное утро зимы. Майя надела шапку и варежки и вышла в заснеженный сад с мыльными пузырями.',
      },
      {
        title: 'Лоп, лоп',
        text: 'Она надула большой пузырь, но он сразу лопнул. Лоп, лоп, лоп! Тогда брат Костя показал, как дуть медленно, чтобы пузырь плавно опускался.',
      },
      {
        title: 'Ледяной пузырь',
        text: 'Один пузырь сел на мягкий снег и не лопнул. Медленно по нему побежали ледяные кристаллы, будто пёрышки. Пузырь замёрз! А что ещё, как думаешь, замерзает на морозе?',
      },
    ],
    arc: [
      {
        title: 'Пузыри на морозе',
        text: 'Это было самое холодное утро зимы, и в саду искрился снег. Старший брат Костя сказал, что в такой мороз мыльный пузырь может замёрзнуть. Майе очень хотелось на это посмотреть.',
        beat: 'problem',
      },
      {
        title: 'Лоп, лоп',
        text: 'Она окунула палочку и сильно дунула. Вылетел большой пузырь — и лоп! Она надувала ещё и ещё, но каждый лопался в воздухе или натыкался на веточку.',
        beat: 'attempt',
      },
      {
        title: 'Медленно-медленно',
        text: 'Костя показал, как дуть совсем медленно, чтобы пузырь вырастал большим и мягким. Потом они опустили его на пушистый снег, где ничто не могло его проколоть.',
        beat: 'help',
      },
      {
        title: 'Ледяные пёрышки',
        text: 'Пузырь лежал на снегу и блестел. Вдруг по нему поползли крошечные белые кристаллы, закручиваясь, как пёрышки, и скоро весь пузырь стал сверкающим ледяным шариком. Майя даже дышать перестала.',
        beat: 'resolution',
      },
      {
        title: 'Почему пузыри замерзают',
        text: 'Стенка пузыря — это вода с капелькой мыла, тоньше волоса. На сильном морозе эта тонкая стенка быстро замерзает, и по ней разбегаются ледяные кристаллы, как узоры на окне.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'кристалл',
      inText: 'кристаллы',
      explanation: 'Крошечный блестящий кусочек льда в форме звёздочки или пёрышка.',
    },
    whatHappened:
      'Очень морозным зимним утром пятилетняя девочка пускала в саду мыльные пузыри. С помощью брата один пузырь мягко опустился на снег и замёрз, превратившись в шарик из ледяных кристаллов.',
    parent: {
      upto3: ['Покажешь большой круглый пузырь?', 'Скажем вместе, как лопаются пузыри: лоп?'],
      '4to5': [
        'Как думаешь, что почувствовала Майя, когда пузыри лопались?',
        'А что почувствовала Майя, когда пузырь стал ледяным?',
      ],
      '6to7': [
        'Как думаешь, почему пузырь замёрз в сильный мороз?',
        'Может, попробуете вместе выдуть пузырь в морозный день и посмотрите, замёрзнет ли он?',
      ],
    },
  },
};
