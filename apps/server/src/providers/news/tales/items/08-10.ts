/** Told for children: the bundled news item of 08-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_10: ItemTales = {
  heroLooks:
    'a little girl with curly black hair, a yellow jumper with tiny stars and a blue blanket round her shoulders',
  draw: [
    { picture: '👧', en: ['mila', 'girl'], ru: ['мила', 'милы', 'миле', 'девоч'] },
    { picture: '☄️', en: ['falling'], ru: ['падающ', 'звездопад'] },
    { picture: '⭐', en: ['star'], ru: ['звезд', 'звёзд'] },
    { picture: '🌙', en: ['night', 'sky'], ru: ['ноч', 'неб'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
    { picture: '🦗', en: ['cricket'], ru: ['сверчк', 'сверчок'] },
    { picture: '🌾', en: ['field'], ru: ['поле', 'поля', 'полю'] },
  ],
  en: {
    title: 'Falling stars at night',
    beats: {
      who: 'many families in fields far from the city lights, among them Mila and her dad',
      what: 'They watched falling stars light up the night sky.',
      feeling: 'patient and a little sleepy, then amazed and full of wishes',
      helped: 'her dad, who explained that eyes need time to get used to the dark',
      why: 'Falling stars are tiny space stones that glow as they rush into the air, and far from city lights you can see many more of them.',
    },
    hook: 'Did you ever wish on a star?',
    bedtime: 'The falling stars keep your wishes till morning.',
    toddler: [
      { title: 'Night', text: 'Shh, shh. It is night. Lie on a blanket. Look up, up, up!' },
      {
        title: 'Whoosh!',
        text: 'Whoosh! A falling star. Zip, there goes another! So many stars!',
      },
      {
        title: 'Make a wish',
        text: 'Little star, bright star. Make a wish. Twinkle, twinkle, sleepy eyes.',
      },
    ],
    small: [
      {
        title: 'Far from the lights',
        text: 'One warm summer night, many families drove to the fields, far from the city lights. Mila lay on a blanket with her dad and looked up at the dark sky.',
      },
      {
        title: 'Falling stars',
        text: 'Suddenly a bright streak zipped across the sky, then another, and another! Falling stars! They are tiny space stones that glow as they fly.',
      },
      {
        title: 'A wish for every star',
        text: 'Mila whispered a wish to every falling star she saw. She felt tiny and happy under the big sky. What would you wish for on a falling star?',
      },
    ],
    arc: [
      {
        title: 'A summer night',
        text: 'On a warm night in August, many families left the city and drove out to the quiet fields. Mila and her dad spread a big blanket on the grass.',
      },
      {
        title: 'Where are the stars?',
        text: 'Mila wanted to see falling stars more than anything. But when she lay down and looked up, she saw only a few pale stars and no falling ones at all.',
      },
      {
        title: 'Waiting in the dark',
        text: 'Dad said they should wait, so they lay still and listened to the crickets. Mila counted the stars she could see: ten, twenty, fifty, and more kept coming!',
      },
      {
        title: 'Eyes in the dark',
        text: 'Dad explained that our eyes need a little while to get used to the dark, and then they see much more. Just then, a bright streak zipped across the sky!',
      },
      {
        title: 'So many wishes',
        text: 'Whoosh, there went another, and another! Everyone in the field said “Ooh!” at the same time. Mila made a wish on every falling star, until her eyes grew heavy.',
      },
      {
        title: 'What falling stars are',
        text: 'Falling stars are not really stars. They are tiny space stones, smaller than a grain of rice, that glow as they rush into the air high above us. Every August our Earth passes through a trail of this space dust, so there are lots of them to see.',
      },
    ],
    footnote: {
      word: 'glow',
      inText: 'glow',
      explanation: 'To shine with a soft, gentle light, like a night lamp.',
    },
    whatHappened:
      'Many families went out to fields far from the city lights to watch falling stars in the night sky. Falling stars are tiny space stones that glow as they fly through the air.',
    parent: {
      upto3: ['Can you point to a falling star?', 'Can you find a falling star?'],
      '4to5': ['How do you think Mila felt when she saw the first falling star?', 'What would you like to wish for?'],
      '6to7': [
        'Why do you think we see more stars far from the city lights?',
        'Could you go outside together on a clear night, wait a few minutes and count how many stars you can see?',
      ],
    },
  },
  ru: {
    title: 'Звездопад ночью',
    beats: {
      who: 'много семей в полях вдали от городских огней, среди них Мила и её папа',
      what: 'Люди любовались звездопадом в ночном небе.',
      feeling: 'терпеливое ожидание, потом восторг и много желаний',
      helped: 'папа, который объяснил, что глазам нужно время, чтобы привыкнуть к темноте',
      why: 'Падающие звёзды — крошечные космические камешки, которые светятся, влетая в воздух; вдали от городских огней их видно гораздо больше.',
    },
    hook: 'Успеешь загадать желание на звезду?',
    bedtime: 'Звёздочки берегут твои желания до утра.',
    toddler: [
      { title: 'Ночь', text: 'Тш-ш-ш. Наступила ночь. Ложимся на одеяло. Смотрим вверх!' },
      { title: 'Звёздочки летят', text: 'Ух! Летит звёздочка. Вжик — ещё одна! Сколько звёздочек!' },
      {
        title: 'Желание',
        text: 'Звёздочка, звёздочка, светлая звёздочка. Загадай желание. Глазки закрываются.',
      },
    ],
    small: [
      {
        title: 'Подальше от огней',
        text: 'Тёплой летней ночью много семей поехало в поля, подальше от городских огней. Мила легла на одеяло рядом с папой и посмотрела в тёмное небо.',
      },
      {
        title: 'Звездопад',
        text: 'Вдруг по небу пронеслась яркая полоска, за ней ещё одна и ещё! Звездопад! Падающие звёзды — это крошечные космические камешки, которые светятся в полёте.',
      },
      {
        title: 'Желание для каждой звезды',
        text: 'Мила шёпотом загадывала желание на каждую падающую звезду. Под огромным небом ей было тихо и радостно. А какое желание загадаешь ты?',
      },
    ],
    arc: [
      {
        title: 'Летняя ночь',
        text: 'Тёплой августовской ночью много семей уехало из города в тихие поля. Мила с папой расстелили на траве большое одеяло.',
      },
      {
        title: 'Где же звёзды?',
        text: 'Миле больше всего на свете хотелось увидеть падающие звёзды. Но она легла, посмотрела вверх — и увидела лишь несколько бледных звёздочек.',
      },
      {
        title: 'Ждём в темноте',
        text: 'Папа сказал, что надо подождать. Они лежали тихо и слушали сверчков. Мила считала звёзды: десять, двадцать, пятьдесят — их становилось всё больше!',
      },
      {
        title: 'Глаза привыкают',
        text: 'Папа объяснил: глазам нужно немного времени, чтобы привыкнуть к темноте, и тогда они видят гораздо больше. И тут по небу пронеслась яркая полоска!',
      },
      {
        title: 'Столько желаний',
        text: 'Вжик — ещё одна, и ещё! Все в поле разом ахнули. Мила загадывала желание на каждую падающую звезду, пока глаза у неё не начали слипаться.',
      },
      {
        title: 'Что такое падающие звёзды',
        text: 'Падающие звёзды — вовсе не звёзды. Это крошечные космические камешки, меньше рисового зёрнышка, которые светятся, когда влетают в воздух высоко над нами. Каждый август Земля проходит сквозь облако такой космической пыли, поэтому падающих звёзд так много.',
      },
    ],
    footnote: {
      word: 'светиться',
      inText: 'светятся',
      explanation: 'Мягко сиять, как ночник в тёмной комнате.',
    },
    whatHappened:
      'Много семей выехало в поля подальше от городских огней и любовались звездопадом. Падающие звёзды — крошечные космические камешки, которые светятся в полёте.',
    parent: {
      upto3: ['Покажешь, где летит звёздочка?', 'Где одеяло?'],
      '4to5': [
        'Как думаешь, что почувствовала Мила, когда увидела первую падающую звезду?',
        'А какое желание тебе хочется загадать?',
      ],
      '6to7': [
        'Как думаешь, почему вдали от города звёзд видно больше?',
        'Может, выйдете вместе на улицу ясной ночью, подождёте несколько минут и посчитаете звёзды?',
      ],
    },
  },
};
