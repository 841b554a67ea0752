/** Told for children: the bundled news item of 11-21 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_21: ItemTales = {
  heroLooks: 'a bus driver with a short grey beard, a blue uniform jacket and a blue cap',
  draw: [
    { picture: '🧔', en: ['sam', 'driver'], ru: ['гриш', 'водител'] },
    { picture: 'svg:town-bus', en: ['bus'], ru: ['автобус'] },
    { picture: '👩‍⚕️', en: ['rosa', 'nurse'], ru: ['роз', 'медсестр'] },
  ],
  en: {
    title: 'The night bus',
    beats: {
      who: 'Sam, who drives the night bus, and Rosa, a nurse on her way home',
      what: 'While the town slept, Sam drove the night bus gently so that a tired nurse could doze, and woke her softly at her stop.',
      feeling: 'cosy, a little worried, then warm and glad',
      helped: 'Mr Bell the baker, who lives by Rosa’s stop',
      why: 'Night buses carry the people who work while the town sleeps, such as nurses and bakers, so that everything is ready in the morning.',
    },
    hook: 'Who drives through town while you sleep?',
    bedtime: 'Sam’s bus hums softly through the sleeping town.',
    toddler: [
      {
        title: 'Beep, beep',
        text: 'Beep, beep! A blue bus drives in the dark. Its windows glow. Sam is the driver. Hello, Sam!',
      },
      {
        title: 'Slowly, slowly',
        text: 'Rosa gets on. Rosa yawns. Her eyes close. Sam drives slowly, slowly.',
      },
      {
        title: 'Wake up, Rosa',
        text: 'Here is Rosa’s stop. Wake up, Rosa! Rosa smiles. Bye-bye, bus!',
      },
    ],
    small: [
      {
        title: 'The night bus',
        text: 'When children are asleep in bed, Sam drives the night bus. Its windows glow yellow in the dark streets. It carries grown-ups to work and home again.',
      },
      {
        title: 'A sleepy nurse',
        text: 'Rosa the nurse was Sam’s first passenger, tired after a long day at the hospital. Soon her eyes closed. Sam drove extra gently and remembered her stop.',
      },
      {
        title: 'Your stop, Rosa',
        text: 'At the bakery with the green door, Sam stopped softly. “Rosa, your stop!” he called. Rosa woke up, smiled and waved goodbye.',
      },
      {
        title: 'And you?',
        text: 'Sam hummed a tune as he drove on. If you drove a bus, where would you take people?',
      },
    ],
    arc: [
      {
        title: 'A lantern on wheels',
        beat: 'where',
        text: 'When the children of the town are asleep, Sam’s work begins. He drives the night bus, number nine, round the quiet streets. Its yellow windows glow like a lantern rolling along.',
      },
      {
        title: 'A sleepy passenger',
        beat: 'problem',
        text: 'Near midnight, Rosa the nurse got on, tired after a long day at the hospital. She sat by the window, and her eyes began to close. Sam saw it in his mirror. What if she slept past her stop?',
      },
      {
        title: 'Who rides at night',
        beat: 'why',
        text: 'Sam knows his night passengers well. Nurses, bakers, cleaners and train drivers work while the town sleeps. The night bus takes them to work and home, so the town is ready in the morning.',
      },
      {
        title: 'Gently over the bumps',
        beat: 'attempt',
        text: 'So Sam drove extra gently over the bumps and turned his radio down low. He watched every street. Rosa’s stop was the bakery with the green door.',
      },
      {
        title: 'Mr Bell',
        beat: 'help',
        text: 'At the next stop, Mr Bell the baker got on, on his way to bake the morning bread. He knew Rosa: she lived above his bakery. So he sat down near her, ready to help.',
      },
      {
        title: 'Your stop!',
        beat: 'resolution',
        text: 'At the bakery, Sam stopped as softly as he could. “Rosa, your stop!” he called, and Mr Bell touched her arm. She woke with a smile. They got off together, the bakery lights came on, and the bus rolled away.',
      },
    ],
    footnote: {
      word: 'passenger',
      inText: 'passenger',
      explanation: 'Someone who rides in a bus, a train or a car but does not drive it.',
    },
    whatHappened:
      'Many towns run night buses for people who work late or very early, such as nurses, bakers and cleaners. A night bus driver drove gently so a tired nurse could doze, and woke her at her stop.',
    parent: {
      upto3: ['Can you find the glowing windows of the bus?', 'Can you say “beep, beep” like the bus?'],
      '4to5': [
        'How do you think Rosa felt after her long day?',
        'How do you think Sam felt when Rosa smiled and waved goodbye?',
      ],
      '6to7': [
        'Why does a town need a bus that runs at night?',
        'Could we find out which grown-ups we know work while we sleep?',
      ],
    },
  },
  ru: {
    title: 'Ночной автобус',
    beats: {
      who: 'дядя Гриша, водитель ночного автобуса, и медсестра Роза, которая едет домой',
      what: 'Пока город спал, дядя Гриша вёл ночной автобус так мягко, что уставшая медсестра задремала, а на её остановке тихонько её разбудил.',
      feeling: 'уют, немного тревоги, потом тепло и радость',
      helped: 'пекарь Борис, который живёт у Розиной остановки',
      why: 'Ночные автобусы возят тех, кто работает, пока город спит, — медсестёр, пекарей, уборщиков, — чтобы утром всё было готово.',
    },
    hook: 'Кто везёт людей по городу, пока ты спишь?',
    bedtime: 'Автобус дяди Гриши тихо гудит по спящему городу.',
    toddler: [
      {
        title: 'Би-би',
        text: 'Би-би! Синий автобус едет в темноте. Окошки светятся. Его ведёт дядя Гриша. Привет, дядя Гриша!',
      },
      {
        title: 'Тихо, тихо',
        text: 'Роза садится в автобус. Роза зевает. Глазки закрываются. Дядя Гриша едет тихо, тихо.',
      },
      {
        title: 'Просыпайся, Роза',
        text: 'Вот остановка Розы. Просыпайся, Роза! Роза улыбается. Пока-пока, автобус!',
      },
    ],
    small: [
      {
        title: 'Ночной автобус',
        text: 'Когда дети спят в кроватках, дядя Гриша водит ночной автобус. Его окна светятся жёлтым на тёмных улицах. Он возит взрослых на работу и домой.',
      },
      {
        title: 'Сонная медсестра',
        text: 'Первой пассажиркой была медсестра Роза, уставшая после долгого дня в больнице. Скоро глаза у неё закрылись. Дядя Гриша повёл автобус совсем мягко и запомнил её остановку.',
      },
      {
        title: 'Ваша остановка',
        text: 'У пекарни с зелёной дверью дядя Гриша тихонько остановился. «Роза, ваша остановка!» — позвал он. Роза проснулась, улыбнулась и помахала ему.',
      },
      {
        title: 'А ты?',
        text: 'Дядя Гриша напевал песенку и ехал дальше. А куда тебе хотелось бы отвезти людей на автобусе?',
      },
    ],
    arc: [
      {
        title: 'Фонарик на колёсах',
        beat: 'where',
        text: 'Когда дети в городе засыпают, у дяди Гриши начинается работа. Он водит ночной автобус номер девять по тихим улицам. Его жёлтые окна светятся, будто по городу катится фонарик.',
      },
      {
        title: 'Сонная пассажирка',
        beat: 'problem',
        text: 'Около полуночи в автобус села медсестра Роза, уставшая после долгого дня в больнице. Она села у окна, и глаза у неё начали закрываться. Дядя Гриша увидел это в зеркало. А вдруг она проспит свою остановку?',
      },
      {
        title: 'Кто едет ночью',
        beat: 'why',
        text: 'Дядя Гриша хорошо знает своих ночных пассажиров. Медсёстры, пекари, уборщики и машинисты работают, пока город спит. Ночной автобус везёт их на работу и домой, чтобы утром город был готов.',
      },
      {
        title: 'Мягко по кочкам',
        beat: 'attempt',
        text: 'Поэтому дядя Гриша вёл автобус особенно мягко и сделал радио потише. Он следил за каждой улицей. Роза выходит у пекарни с зелёной дверью.',
      },
      {
        title: 'Пекарь Борис',
        beat: 'help',
        text: 'На следующей остановке вошёл пекарь Борис, который ехал печь утренний хлеб. Он знал Розу: она живёт над его пекарней. Борис сел рядом, чтобы помочь.',
      },
      {
        title: 'Ваша остановка!',
        beat: 'resolution',
        text: 'У пекарни дядя Гриша остановился тихо-тихо и позвал: «Роза, ваша остановка!» Борис тронул её за плечо, и она проснулась с улыбкой. Они вышли вместе, в пекарне зажёгся свет, а автобус покатил дальше.',
      },
    ],
    footnote: {
      word: 'пассажир',
      inText: 'пассажир',
      explanation: 'Тот, кто едет в автобусе, поезде или машине, но не ведёт их.',
    },
    whatHappened:
      'Во многих городах ходят ночные автобусы для тех, кто работает поздно вечером или рано утром: медсестёр, пекарей, уборщиков. Водитель ночного автобуса вёл его мягко, чтобы уставшая медсестра могла подремать, и разбудил её на её остановке.',
    parent: {
      upto3: ['Покажешь светлые окошки автобуса?', 'Скажешь «би-би», как автобус?'],
      '4to5': [
        'Как думаешь, как чувствовала себя Роза после долгого дня?',
        'А что почувствовал дядя Гриша, когда Роза улыбнулась и помахала?',
      ],
      '6to7': [
        'Зачем городу автобус, который ходит ночью?',
        'Может, узнаем, кто из наших знакомых работает, пока мы спим?',
      ],
    },
  },
};
