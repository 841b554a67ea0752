/**
 * The story about the storyteller (aboutStory, partnershipStory): who Pip and Тиша are and why they
 * bring one gentle piece of news a night — a story like the others, with no talk of the product.
 */
import type { ItemTales } from './types.js';

const ABOUT: ItemTales = {
  heroLooks: 'the storyteller himself or herself, exactly as in every other picture',
  draw: [
    { picture: '✉️', en: ['letter'], ru: ['письм'] },
    { picture: '🐦', en: ['bird', 'swallow'], ru: ['птич', 'птиц', 'ласточ'] },
    { picture: '🐝', en: ['bee'], ru: ['пчёл'] },
    { picture: '🌳', en: ['oak'], ru: ['дуб'] },
    { picture: '🌷', en: ['flower'], ru: ['цвет'] },
    { picture: '🌊', en: ['sea'], ru: ['мор'] },
  ],
  en: {
    title: 'How Pip carries the news',
    beats: {
      who: 'Pip, a small brown mouse with a red scarf and a satchel of letters',
      what: 'Every day Pip gathers one gentle piece of news from around the world and brings it to a child at bedtime.',
      feeling: 'curious by day, cosy at night',
      helped: 'birds, bees and friends everywhere who tell Pip what they saw',
      why: 'Little ones can learn about the big world in a way that feels safe and warm.',
    },
    hook: 'Tonight I will tell you about me.',
    bedtime: 'Pip hangs her satchel on its hook.',
    toddler: [
      { title: 'A little mouse', text: 'Here is a little mouse. Brown fur, red scarf. Pip has a bag of letters!' },
      {
        title: 'Listen, listen',
        text: 'Pip listens to the birds. Tweet, tweet, tweet! Pip listens to the sea. Swish, swish, swish!',
      },
      { title: 'Just for you', text: 'Pip runs and runs to your door. One story, just for you.' },
    ],
    small: [
      {
        title: 'Pip listens',
        text: 'Pip is a small brown mouse with a red scarf. All day long she listens to the world. She hears birds on the roofs and waves by the sea.',
      },
      {
        title: 'A satchel of letters',
        text: 'The swallows tell her who has hatched. The bees tell her which flowers are open. Pip writes it all down and tucks the letters into her satchel.',
      },
      {
        title: 'The kindest one',
        text: 'In the evening Pip picks one piece of news, the kindest one. Then she runs all the way to your pillow to tell it.',
      },
      {
        title: 'Your turn',
        text: 'Pip loves to hear your news, too. What happened today that you would tell Pip?',
      },
    ],
    arc: [
      {
        title: 'A mouse with a satchel',
        text: 'In a cosy burrow under an old oak lives Pip, a small brown mouse. She has a red scarf and a satchel full of letters.',
      },
      {
        title: 'A big, big world',
        text: 'Pip wished that little ones could know about the big world. But the world is huge, and much of its news is loud and grown-up.',
      },
      {
        title: 'Listening',
        text: 'So Pip began to listen. She sat on rooftops, by the sea and in the park, and wrote down everything she heard.',
      },
      {
        title: 'Friends everywhere',
        text: 'Soon friends began to help. The swallows brought news from faraway countries, and the bees told her which flowers had opened.',
      },
      {
        title: 'One story a night',
        text: 'Now every evening Pip chooses one gentle piece of news. She brings it to a child at bedtime, with pictures and a quiet tune.',
      },
      {
        title: 'Why Pip does it',
        text: 'Knowing a little about the world helps us feel at home in it. And a story told softly at night is a good way to learn.',
      },
    ],
    footnote: {
      word: 'satchel',
      inText: 'satchel',
      explanation: 'A bag with a long strap that you wear over your shoulder.',
    },
    whatHappened:
      'This is the story of our narrator, Pip the mouse, who gathers one gentle piece of news each day and tells it to children at bedtime.',
    parent: {
      upto3: ["Can you find Pip's red scarf?", "Where is Pip's bag of letters?"],
      '4to5': ['How do you think Pip feels when she finds good news?', 'What happened today that you would tell Pip?'],
      '6to7': [
        'Why do you think Pip chooses only gentle news?',
        'Could you draw one piece of news from your day together?',
      ],
    },
  },
  ru: {
    title: 'Как ёжик Тиша носит новости',
    beats: {
      who: 'ёжик Тиша в синем шарфике, с сумкой писем',
      what: 'Каждый день Тиша находит одну добрую новость о мире и приносит её малышу перед сном.',
      feeling: 'днём любопытство, вечером уют',
      helped: 'птицы, пчёлы и друзья повсюду, которые рассказывают Тише, что видели',
      why: 'Малыши узнают о большом мире так, что им спокойно и тепло.',
    },
    hook: 'Сегодня я расскажу тебе о себе.',
    bedtime: 'Тиша вешает сумку на крючок.',
    toddler: [
      { title: 'Маленький ёжик', text: 'Вот маленький ёжик. Колючки, синий шарфик. У Тиши сумка с письмами!' },
      { title: 'Слушай, слушай', text: 'Тиша слушает птичек. Чик-чирик! Тиша слушает море. Шу-шу-шу!' },
      { title: 'Только для тебя', text: 'Топ-топ-топ — Тиша бежит к тебе. Одна сказка, только для тебя.' },
    ],
    small: [
      {
        title: 'Тиша слушает',
        text: 'Тиша — маленький ёжик в синем шарфике. Весь день он слушает, что происходит в мире. Он слышит птиц на крышах и волны у моря.',
      },
      {
        title: 'Сумка с письмами',
        text: 'Ласточки рассказывают ему, у кого вылупились птенцы. Пчёлы — какие раскрылись цветы. Тиша всё записывает и складывает письма в сумку.',
      },
      {
        title: 'Самая добрая',
        text: 'Вечером Тиша выбирает одну новость, самую добрую. И бежит со всех лапок к твоей подушке, чтобы её рассказать.',
      },
      { title: 'А у тебя?', text: 'Тише тоже интересны твои новости. О чём из сегодняшнего дня ты расскажешь Тише?' },
    ],
    arc: [
      {
        title: 'Ёжик с сумкой',
        text: 'В уютной норке под старым дубом живёт ёжик Тиша. У него синий шарфик, а в сумке письма.',
      },
      {
        title: 'Большой-большой мир',
        text: 'Тише очень хотелось, чтобы малыши узнали о большом мире. Но мир огромный, и многие его новости громкие и взрослые.',
      },
      {
        title: 'Тиша слушает',
        text: 'Тогда Тиша стал слушать. Он сидел на крышах, у моря и в парке и записывал всё, что слышал.',
      },
      {
        title: 'Друзья повсюду',
        text: 'Скоро ему начали помогать друзья. Ласточки приносили вести из далёких стран, а пчёлы рассказывали, какие цветы раскрылись.',
      },
      {
        title: 'Одна сказка на ночь',
        text: 'Теперь каждый вечер Тиша выбирает одну добрую новость. Он приносит её малышу перед сном, с картинками и тихой музыкой.',
      },
      {
        title: 'Зачем Тиша это делает',
        text: 'Когда мы хоть немного знаем о мире, нам в нём спокойнее. А сказка, рассказанная тихо на ночь, — хороший способ узнать новое.',
      },
    ],
    footnote: {
      word: 'письмо',
      inText: 'письма',
      explanation: 'Листок со словами, который посылают кому-нибудь издалека.',
    },
    whatHappened:
      'Это история нашего рассказчика, ёжика Тиши, который каждый день находит одну добрую новость и рассказывает её детям перед сном.',
    parent: {
      upto3: ['Покажешь, где у Тиши синий шарфик?', 'А где сумка с письмами?'],
      '4to5': [
        'Как думаешь, что чувствует Тиша, когда находит добрую новость?',
        'Что сегодня случилось такого, о чём можно рассказать Тише?',
      ],
      '6to7': [
        'Как думаешь, почему Тиша выбирает только добрые новости?',
        'Может, нарисуете вместе одну новость из сегодняшнего дня?',
      ],
    },
  },
};

export const ABOUT_TALES: Record<string, ItemTales> = { aboutStory: ABOUT, partnershipStory: ABOUT };
