/** Told for children: the bundled news item of 01-18 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_18: ItemTales = {
  heroLooks:
    'a six-year-old boy with a round freckled face, a green bobble hat, an orange snowsuit and a small notebook with a pencil',
  draw: [
    { picture: '👦', en: ['yasha'], ru: ['яша', 'яши'] },
    { picture: '🐾', en: ['track', 'print'], ru: ['след', 'отпечат'] },
    { picture: '🐇', en: ['hare'], ru: ['заяц', 'зайц'] },
    { picture: '🦊', en: ['fox'], ru: ['лиса', 'лисы'] },
    { picture: '🐦', en: ['bird'], ru: ['птич', 'птиц'] },
    { picture: '📓', en: ['notebook'], ru: ['тетрадк'] },
  ],
  en: {
    title: 'Tracks in the snow',
    beats: {
      who: 'Yasha, a six-year-old boy, on a winter walk in the forest with a ranger called Olga',
      what: 'After fresh snow, the ranger showed a group of children how to read the tracks in the snow, and they found the footprints of a hare, a fox and a little bird.',
      feeling: 'curious and puzzled, then excited, like a detective',
      helped: 'Olga the ranger, who showed the children what each footprint looks like',
      why: 'Fresh snow keeps every footprint, so in winter you can tell which animals walked by, even if you never see them.',
    },
    hook: 'Who left these footprints in the snow?',
    bedtime: 'New snow is softly covering all the tracks.',
    toddler: [
      { title: 'Footprints', text: 'Look, footprints in the snow! Who walked here?' },
      { title: 'A hare and a fox', text: 'Long prints, two and two: a hare! Small prints in a neat line: a fox!' },
      { title: 'Tiny stars', text: 'Tiny stars in the snow. A bird! Yasha smiles.' },
    ],
    small: [
      {
        title: 'Fresh snow',
        text: 'In the night, fresh snow fell in the forest. In the morning, Yasha and his group went for a walk with Olga, the forest ranger.',
      },
      {
        title: 'Who was here?',
        text: 'All along the path there were footprints. Nobody saw the animals, but the snow remembered them. Who walked here?',
      },
      {
        title: 'Reading the snow',
        text: 'Olga showed them how to read the tracks. Two long prints and two round ones, over and over: a hare!',
      },
      {
        title: 'Little stars',
        text: 'A neat line of small paw prints: a fox! Under a bush, Yasha found tiny prints like stars, where a bird had hopped. Whose footprints would you look for?',
      },
    ],
    arc: [
      {
        title: 'A white morning',
        text: 'In the night, fresh snow fell over the forest near a small town. In the morning Yasha, who is six, went on a winter walk with his group and Olga, the forest ranger.',
      },
      {
        title: 'An empty forest?',
        text: 'The forest was white and still. Yasha looked and looked, but he could not see a single animal. Where was everybody? Olga smiled and said the snow would tell them.',
      },
      {
        title: 'The first tracks',
        text: 'Yasha found a line of prints and guessed it was a dog. But Olga showed him the shape: two long prints in front and two small ones behind, over and over. It was a hare, hopping!',
      },
      {
        title: 'Reading the snow',
        text: 'Olga taught the children to read tracks. A neat line of small paw prints, one after another, was a fox. Tiny prints like stars, in pairs, were a bird that had hopped.',
      },
      {
        title: 'A notebook of tracks',
        text: 'By lunchtime Yasha had drawn six different tracks in his notebook. He had not seen one animal, but he knew that a hare, a fox, a squirrel and birds had been there.',
      },
      {
        title: 'What snow remembers',
        text: 'Fresh snow is soft, so every paw and foot leaves its shape in it. That is why winter is the best time to learn who lives in a forest. Animals hide well, but their tracks give them away.',
      },
    ],
    footnote: {
      word: 'track',
      inText: 'tracks',
      explanation: 'The marks that feet or paws leave on soft ground or in snow.',
    },
    whatHappened:
      'After a fresh snowfall, a forest ranger took a group of children on a winter walk and taught them to read animal tracks in the snow. They found the footprints of a hare, a fox, a squirrel and birds.',
    parent: {
      upto3: ['Can you find the tiny stars in the snow?', 'Can you hop like a hare?'],
      '4to5': [
        'How do you think Yasha felt when he found the tiny prints?',
        'How do you think Yasha felt, looking for animals he could not see?',
      ],
      '6to7': [
        'Why do you think winter is the best time to read animal tracks?',
        'Could you press a toy’s feet into some flour or play dough together and guess whose tracks they are?',
      ],
    },
  },
  ru: {
    title: 'Следы на снегу',
    beats: {
      who: 'шестилетний Яша на зимней прогулке в лесу с лесничей Ольгой',
      what: 'После свежего снегопада лесничая показала детям, как читать следы на снегу, и они нашли следы зайца, лисы и маленькой птички.',
      feeling: 'любопытство и недоумение, потом азарт, как у сыщика',
      helped: 'лесничая Ольга, которая показала детям, как выглядит каждый след',
      why: 'Свежий снег сохраняет каждый след, поэтому зимой можно узнать, какие звери здесь ходили, даже если их не видно.',
    },
    hook: 'Чьи это следы на снегу?',
    bedtime: 'Новый снег тихо укрывает все следы.',
    toddler: [
      { title: 'Следы', text: 'Смотри, следы на снегу! Кто тут ходил?' },
      { title: 'Заяц и лиса', text: 'Длинные следы парами: заяц! Ровная цепочка: лиса!' },
      { title: 'Звёздочки', text: 'Крошечные звёздочки на снегу. Это птичка! Яша улыбается.' },
    ],
    small: [
      {
        title: 'Свежий снег',
        text: 'Ночью в лесу выпал свежий снег. Утром Яша и его группа пошли гулять с Ольгой, лесничей.',
      },
      {
        title: 'Кто тут был?',
        text: 'Вдоль тропинки было полно следов. Зверей никто не видел, но снег их запомнил. Кто же здесь ходил?',
      },
      {
        title: 'Читаем снег',
        text: 'Ольга показала, как читать следы. Два длинных отпечатка и два круглых, снова и снова: это заяц!',
      },
      {
        title: 'Маленькие звёздочки',
        text: 'Ровная цепочка маленьких лап — лиса! А под кустом Яша нашёл крошечные следы, похожие на звёздочки: тут прыгала птичка. А чьи следы тебе хотелось бы найти?',
      },
    ],
    arc: [
      {
        title: 'Белое утро',
        text: 'Ночью над лесом у маленького города выпал свежий снег. Утром шестилетний Яша пошёл на зимнюю прогулку со своей группой и лесничей Ольгой.',
      },
      {
        title: 'Пустой лес?',
        text: 'Лес стоял белый и тихий. Яша смотрел во все глаза, но не видел ни одного зверя. Куда же все подевались? Ольга улыбнулась и сказала, что снег всё расскажет.',
      },
      {
        title: 'Первые следы',
        text: 'Яша нашёл цепочку отпечатков и решил, что это собака. Но Ольга показала форму: впереди два длинных следа, позади два маленьких, и так снова и снова. Это прыгал заяц!',
      },
      {
        title: 'Читаем снег',
        text: 'Ольга учила ребят читать следы. Ровная цепочка маленьких лап, одна за другой, — это лиса. А крошечные звёздочки парами — это птичка, которая прыгала.',
      },
      {
        title: 'Тетрадка со следами',
        text: 'К обеду Яша зарисовал в тетрадке шесть разных следов. Он не увидел ни одного зверя, но теперь знал, что здесь побывали заяц, лиса, белка и птицы.',
      },
      {
        title: 'Что помнит снег',
        text: 'Свежий снег мягкий, и каждая лапа оставляет в нём свой отпечаток. Поэтому зима — лучшее время, чтобы узнать, кто живёт в лесу. Звери прячутся хорошо, а следы их выдают.',
      },
    ],
    footnote: {
      word: 'след',
      inText: 'следы',
      explanation: 'Отпечаток, который оставляют ноги или лапы на мягкой земле или снегу.',
    },
    whatHappened:
      'После свежего снегопада лесничая повела детей на зимнюю прогулку и научила их читать следы зверей на снегу. Дети нашли следы зайца, лисы, белки и птиц.',
    parent: {
      upto3: ['Покажешь звёздочки на снегу?', 'Попрыгаешь, как заяц?'],
      '4to5': [
        'Как думаешь, что почувствовал Яша, когда нашёл крошечные следы?',
        'Как думаешь, что чувствовали ребята, когда искали зверей, которых не видно?',
      ],
      '6to7': [
        'Как думаешь, почему зима — лучшее время, чтобы читать следы?',
        'Может, прижмёте лапки игрушки к муке или пластилину и попробуете угадать, чьи это следы?',
      ],
    },
  },
};
