/** Told for children: the bundled news item of 05-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_08: ItemTales = {
  heroLooks: 'a six-year-old boy with short brown hair, round cheeks, a white shirt and a red bow tie for the concert',
  draw: [
    { picture: '👦', en: ['theo'], ru: ['фед'] },
    { picture: '🥁', en: ['drum'], ru: ['барабан'] },
    { picture: '🎻', en: ['violin'], ru: ['скрипк'] },
    { picture: '🎺', en: ['trumpet'], ru: ['труб'] },
    { picture: '👩‍🏫', en: ['rosa', 'conductor'], ru: ['роза марковна', 'дирижёр'] },
  ],
  en: {
    title: 'A children’s orchestra plays its first concert',
    beats: {
      who: 'Theo, a boy of six who plays the big drum in a new children’s orchestra',
      what: 'Thirty children started an orchestra with borrowed instruments, and at their first concert Theo played his big boom at exactly the right moment.',
      feeling: 'excited, then embarrassed and worried, then proud',
      helped: 'the conductor, Ms Rosa, who told him to watch her baton instead of counting alone',
      why: 'The conductor’s baton shows every player the same beat, so many instruments can play one piece of music together.',
    },
    hook: 'Toot, toot, boom: who is warming up?',
    bedtime: 'Tucked in its case, the drum sleeps soundly.',
    toddler: [
      { title: 'Toot and la', text: 'Toot, toot! Here is a trumpet. La-la-la! A violin.' },
      { title: 'Boom!', text: 'Here is Theo. Here is a big drum. Boom, boom, boom!' },
      { title: 'Clap, clap', text: 'Everyone plays together. Boom! Clap, clap, clap!' },
    ],
    small: [
      {
        title: 'A brand-new orchestra',
        text: 'In Theo’s town, thirty children started an orchestra. Some got violins, some got flutes and trumpets. Theo got the biggest drum of all!',
      },
      {
        title: 'Watch the stick',
        text: 'Theo was afraid he would boom at the wrong moment. But the conductor, Ms Rosa, said, “Just watch my little white stick. When it points at you, play!”',
      },
      {
        title: 'Right on time',
        text: 'At the concert, Theo watched and watched. The stick pointed at him, and BOOM! Everyone clapped. Which instrument would you like to play?',
      },
    ],
    arc: [
      {
        title: 'Thirty new players',
        text: 'The music school in Theo’s town lent out its old instruments, and thirty children started an orchestra. There were violins, flutes, trumpets and a cello taller than its player. Theo got the big drum.',
        beat: 'where',
      },
      {
        title: 'Too early',
        text: 'At the first practice, Theo boomed too early. Everyone jumped, and a flute squeaked. Theo’s cheeks went hot. The concert was only three weeks away.',
        beat: 'problem',
      },
      {
        title: 'Counting alone',
        text: 'At home he practised counting: one, two, three, four, boom. But the music was long, and he kept losing his place. What if he boomed in the quiet part?',
        beat: 'attempt',
      },
      {
        title: 'The little white stick',
        text: 'The conductor, Ms Rosa, knelt by his drum. “You don’t have to count alone,” she said. “Watch my baton. When it points at you, that’s your boom.”',
        beat: 'help',
      },
      {
        title: 'Why an orchestra needs a conductor',
        text: 'In an orchestra, many players make one piece of music together. The baton shows them all the same beat. So they start, stop, and play loud or soft at the same moment.',
        beat: 'why',
      },
      {
        title: 'Boom, right on time',
        text: 'On concert night, the town hall was full. Theo kept his eyes on the baton. It swept through the air, then pointed straight at him. BOOM! The whole hall clapped, and Ms Rosa winked.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'conductor',
      inText: 'conductor',
      explanation: 'The person who stands in front of the players and shows them when and how to play.',
    },
    whatHappened:
      'Thirty children in a town started an orchestra with instruments lent by the local music school and gave their first concert in the town hall. A six-year-old drummer learned to follow the conductor’s baton to come in on time.',
    parent: {
      upto3: ['Can you find the big drum?', 'Can you go boom, boom, boom, like Theo?'],
      '4to5': ['How do you think Theo felt when everyone clapped?', 'How does it feel to wait for your turn?'],
      '6to7': [
        'Why do you think every player watches the conductor’s baton?',
        'Could you make a drum from a pot and take turns to be the conductor?',
      ],
    },
  },
  ru: {
    title: 'Первый концерт детского оркестра',
    beats: {
      who: 'шестилетний Федя, который играет на большом барабане в новом детском оркестре',
      what: 'Тридцать ребят собрали оркестр на инструментах из музыкальной школы, и на первом концерте Федя ударил в барабан точно вовремя.',
      feeling: 'радость, потом стыд и тревога, потом гордость',
      helped: 'дирижёр Роза Марковна, которая посоветовала следить за её палочкой, а не считать в одиночку',
      why: 'Палочка дирижёра показывает всем музыкантам один и тот же ритм, поэтому много инструментов могут играть одну музыку вместе.',
    },
    hook: 'Ту-ту, бум-бум: кто там настраивается?',
    bedtime: 'Барабан спит в своём чехле, тихо-тихо.',
    toddler: [
      { title: 'Ту-ту и ля-ля', text: 'Ту-ту! Вот труба. Ля-ля-ля! Вот скрипка.' },
      { title: 'Бум!', text: 'Вот Федя. Вот большой барабан. Бум, бум, бум!' },
      { title: 'Хлоп-хлоп', text: 'Все играют вместе. Бум! Хлоп, хлоп, хлоп!' },
    ],
    small: [
      {
        title: 'Новый оркестр',
        text: 'В городе, где живёт Федя, тридцать ребят собрали оркестр. Кому-то дали скрипку, кому-то флейту или трубу. А Феде достался самый большой барабан!',
      },
      {
        title: 'Следи за палочкой',
        text: 'Федя боялся ударить в барабан не вовремя. Но дирижёр Роза Марковна сказала: «Просто следи за моей белой палочкой. Покажу на тебя — играй!»',
      },
      {
        title: 'Точно вовремя',
        text: 'На концерте Федя смотрел и смотрел. Палочка показала на него — и БУМ! Все захлопали. А на каком инструменте хочется сыграть тебе?',
      },
    ],
    arc: [
      {
        title: 'Тридцать новых музыкантов',
        text: 'Музыкальная школа в городе, где живёт Федя, отдала ребятам свои старые инструменты, и тридцать детей собрали оркестр. Там были скрипки, флейты, трубы и виолончель выше своего музыканта. А Феде достался большой барабан.',
        beat: 'where',
      },
      {
        title: 'Слишком рано',
        text: 'На первой репетиции Федя ударил слишком рано. Все вздрогнули, а флейта пискнула. У Феди запылали щёки. А до концерта оставалось всего три недели.',
        beat: 'problem',
      },
      {
        title: 'Считаем сами',
        text: 'Дома он учился считать: раз, два, три, четыре, бум. Но музыка была длинная, и Федя всё время сбивался. А вдруг он бухнет в самом тихом месте?',
        beat: 'attempt',
      },
      {
        title: 'Белая палочка',
        text: 'Дирижёр Роза Марковна присела у барабана. «Не надо считать одному, — сказала она. — Следи за моей палочкой. Когда она покажет на тебя, это твой бум».',
        beat: 'help',
      },
      {
        title: 'Зачем оркестру дирижёр',
        text: 'В оркестре много музыкантов играют одну музыку вместе. Палочка дирижёра показывает им всем один и тот же ритм. Поэтому они вместе начинают, вместе замолкают и вместе играют то громко, то тихо.',
        beat: 'why',
      },
      {
        title: 'Бум точно вовремя',
        text: 'В вечер концерта городской зал был полон. Федя не сводил глаз с палочки. Она взлетела, а потом показала прямо на него. БУМ! Весь зал захлопал, а Роза Марковна подмигнула.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'дирижёр',
      inText: 'дирижёр',
      explanation: 'Тот, кто стоит перед музыкантами и показывает им, когда и как играть.',
    },
    whatHappened:
      'Тридцать детей в одном городе собрали оркестр на инструментах, которые дала местная музыкальная школа, и сыграли первый концерт в городском зале. Шестилетний барабанщик научился вступать вовремя, следя за палочкой дирижёра.',
    parent: {
      upto3: ['Где большой барабан?', 'Сделаешь «бум, бум, бум», как Федя?'],
      '4to5': ['Как думаешь, что почувствовал Федя, когда все захлопали?', 'Каково это — ждать своей очереди?'],
      '6to7': [
        'Как думаешь, зачем все музыканты смотрят на палочку дирижёра?',
        'Может, сделаете барабан из кастрюли и будете по очереди дирижёром?',
      ],
    },
  },
};
