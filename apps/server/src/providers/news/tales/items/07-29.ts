/** Told for children: the bundled news item of 07-29 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_29: ItemTales = {
  heroLooks:
    'a cheerful eighty-year-old grandma with short white curls, round pink cheeks, a flowery swimming cap and a blue swimsuit',
  draw: [
    { picture: '👵', en: ['grandma', 'lil'], ru: ['бабушк', 'валя', 'вале'] },
    { picture: '👧', en: ['amy'], ru: ['катя'] },
    { picture: '🏊', en: ['swim'], ru: ['плав', 'плыв'] },
  ],
  en: {
    title: 'Grandma learns to swim',
    beats: {
      who: 'Grandma Lil, eighty years old, and her granddaughter Amy, at the town swimming pool',
      what: 'Grandma Lil had never learned to swim; at eighty she joined a class for beginners and swam across the pool for the first time, with Amy cheering.',
      feeling: 'nervous, then determined, then joyful',
      helped: 'the swimming teacher, with a foam noodle to lean on, and Amy, who showed her the starfish float',
      why: 'The air in our chest helps us float, so a calm body lying back on the water stays up, and anyone can learn at any age.',
    },
    hook: 'Who learned something new at eighty?',
    bedtime: 'Grandma’s flowery swimming cap dries by the window.',
    toddler: [
      { title: 'The pool', text: 'Here is Grandma Lil. A flowery cap! Into the pool, splash!' },
      { title: 'Kick, kick', text: 'Blow bubbles, blub, blub. Kick, kick, kick!' },
      { title: 'Hooray!', text: 'Look, Grandma can swim! Amy claps. Hooray, hooray!' },
    ],
    small: [
      {
        title: 'Never too late',
        text: 'Grandma Lil is eighty years old, and she had never learned to swim. Every week she watched her granddaughter Amy at her swimming lesson. One day Grandma said: “I would like to try!”',
      },
      {
        title: 'Bubbles',
        text: 'So she joined a class for beginners at the town pool. At first she was nervous. The teacher gave her a long foam noodle, and Amy showed her how to blow bubbles.',
      },
      {
        title: 'Across the pool',
        text: 'Week after week Grandma practised. Then one morning she let go of the noodle and swam all the way across the pool! Amy cheered the loudest. What would you like to learn, like Grandma?',
      },
    ],
    arc: [
      {
        title: 'The town pool',
        text: 'In a small town there is a warm indoor swimming pool. Every Saturday Amy, who is six, has her swimming lesson there, and Grandma Lil sits on the bench and waves.',
        beat: 'where',
      },
      {
        title: 'A wish',
        text: 'Grandma Lil is eighty. When she was a girl, nobody taught her to swim. One Saturday she watched Amy glide through the water like a little fish and said: “I wish I could do that.”',
        beat: 'problem',
      },
      {
        title: 'The first splash',
        text: 'So Grandma joined a class for beginners. In her flowery cap, she stepped into the water and tried to lie back on it. But she went stiff, sank and came up spluttering.',
        beat: 'attempt',
      },
      {
        title: 'Why we float',
        text: 'Our chest is full of air, a bit like a balloon, so a calm body lying back on the water floats. A stiff, worried body sinks more easily. The trick is to breathe slowly and let go.',
        beat: 'why',
      },
      {
        title: 'The starfish float',
        text: 'The teacher gave Grandma a long foam noodle to lean on. Amy showed her the starfish float: arms and legs out wide, tummy up, eyes on the ceiling. Grandma breathed slowly, and she floated!',
        beat: 'help',
      },
      {
        title: 'Across the pool',
        text: 'Week after week she practised. Then one Saturday Grandma let go of the noodle and swam all the way across the pool. Amy cheered the loudest of all, and Grandma laughed with water dripping off her nose.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'beginner',
      inText: 'beginners',
      explanation: 'Someone who is only just starting to learn something.',
    },
    whatHappened:
      'An eighty-year-old grandmother who had never learned to swim joined a beginners’ class at her town pool. After weeks of practice, helped by the teacher and her six-year-old granddaughter, she swam across the pool.',
    parent: {
      upto3: ['Can you find Grandma’s flowery cap?', 'Can you blow bubbles like Grandma, blub, blub?'],
      '4to5': [
        'How do you think Grandma felt at first, in the pool?',
        'How did Amy feel when Grandma swam across the pool, do you think?',
      ],
      '6to7': [
        'Why do you think Grandma sank when she went stiff?',
        'Could you try the starfish float together, in the bath or at the pool?',
      ],
    },
  },
  ru: {
    title: 'Бабушка научилась плавать',
    beats: {
      who: 'восьмидесятилетняя бабушка Валя и её внучка Катя в городском бассейне',
      what: 'Бабушка Валя никогда не умела плавать; в восемьдесят лет она записалась в группу для начинающих и впервые проплыла через весь бассейн, а Катя хлопала громче всех.',
      feeling: 'волнение, потом упорство, потом радость',
      helped: 'тренер с длинной поролоновой палкой и Катя, которая показала «морскую звезду»',
      why: 'Воздух в груди помогает держаться на воде, поэтому спокойное тело лежит на воде, а научиться можно в любом возрасте.',
    },
    hook: 'Кто в восемьдесят лет научился новому?',
    bedtime: 'Бабушкина шапочка в цветочек сохнет на окне.',
    toddler: [
      { title: 'Бассейн', text: 'Вот бабушка Валя. Шапочка в цветочек! В бассейн — плюх!' },
      { title: 'Буль-буль', text: 'Пускаем пузыри: буль, буль! Ножками — шлёп, шлёп, шлёп!' },
      { title: 'Ура!', text: 'Смотри, бабушка плывёт! Катя хлопает. Ура, ура!' },
    ],
    small: [
      {
        title: 'Никогда не поздно',
        text: 'Бабушке Вале восемьдесят лет, а плавать она так и не научилась. Каждую неделю она смотрела, как плавает внучка Катя. Однажды бабушка сказала: «Я тоже хочу попробовать!»',
      },
      {
        title: 'Пузыри',
        text: 'Она записалась в группу для начинающих в городском бассейне. Сначала бабушка волновалась. Тренер дал ей длинную поролоновую палку, а Катя показала, как пускать пузыри.',
      },
      {
        title: 'Через весь бассейн',
        text: 'Бабушка занималась неделю за неделей. И однажды утром отпустила палку и проплыла через весь бассейн! Громче всех хлопала Катя. А чему тебе хочется научиться, как бабушке?',
      },
    ],
    arc: [
      {
        title: 'Городской бассейн',
        text: 'В маленьком городе есть тёплый крытый бассейн. По субботам шестилетняя Катя плавает там на занятиях, а бабушка Валя сидит на скамейке и машет ей.',
        beat: 'where',
      },
      {
        title: 'Мечта',
        text: 'Бабушке Вале восемьдесят лет. В детстве её никто не научил плавать. Однажды она смотрела, как Катя скользит по воде, будто рыбка, и вздохнула: «Вот бы и мне так».',
        beat: 'problem',
      },
      {
        title: 'Первый плюх',
        text: 'И бабушка записалась в группу для начинающих. В шапочке в цветочек она зашла в воду и попробовала лечь на спину. Но вся напряглась, ушла под воду и вынырнула, отфыркиваясь.',
        beat: 'attempt',
      },
      {
        title: 'Почему мы держимся на воде',
        text: 'В груди у нас много воздуха, почти как в воздушном шарике. Поэтому спокойное тело лежит на воде. А если напрячься и волноваться, держаться труднее. Главное — дышать медленно и расслабиться.',
        beat: 'why',
      },
      {
        title: 'Морская звезда',
        text: 'Тренер дал бабушке длинную поролоновую палку. А Катя показала «морскую звезду»: руки и ноги в стороны, живот вверх, смотришь в потолок. Бабушка задышала медленно — и легла на воду!',
        beat: 'help',
      },
      {
        title: 'Через весь бассейн',
        text: 'Неделю за неделей бабушка занималась. И однажды в субботу отпустила палку и проплыла через весь бассейн. Громче всех хлопала Катя, а бабушка смеялась, и с носа у неё капала вода.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'начинающий',
      inText: 'начинающих',
      explanation: 'Тот, кто только-только учится чему-то новому.',
    },
    whatHappened:
      'Восьмидесятилетняя бабушка, которая никогда не умела плавать, записалась в группу для начинающих в городском бассейне. Через несколько недель, с помощью тренера и шестилетней внучки, она проплыла через весь бассейн.',
    parent: {
      upto3: ['Покажешь бабушкину шапочку в цветочек?', 'Попускаем пузыри, как бабушка: буль-буль?'],
      '4to5': [
        'Как думаешь, что чувствовала бабушка сначала, в бассейне?',
        'А что почувствовала Катя, когда бабушка проплыла через весь бассейн?',
      ],
      '6to7': [
        'Как думаешь, почему бабушка сначала ушла под воду?',
        'Может, попробуете вместе «морскую звезду» в ванне или в бассейне?',
      ],
    },
  },
};
