/** Told for children: the bundled news item of 09-17 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_17: ItemTales = {
  heroLooks:
    'a six-year-old girl with a short ginger bob, a yellow life jacket over a stripy top, standing on a long red and green canal boat',
  draw: [
    { picture: '🛥️', en: ['boat'], ru: ['лодк'] },
    { picture: '👧', en: ['isla'], ru: ['полин'] },
    { picture: '👴', en: ['keeper'], ru: ['смотрител'] },
  ],
  en: {
    title: 'A boat climbs a hill on water',
    beats: {
      who: 'Isla, a six-year-old girl who lives on a canal boat with her family, and a lock keeper',
      what: 'Where the canal climbed a hill, Isla’s boat went up through a lock, which filled with water and lifted the boat like a lift.',
      feeling: 'puzzled, then curious, then amazed',
      helped: 'the lock keeper, who showed Isla how to close the heavy gates and let the water in',
      why: 'A lock is a step made of water: when water flows into it, the boat floats up to the higher part of the canal.',
    },
    hook: 'Can a boat climb up a hill?',
    bedtime: 'By the towpath, the canal boat rocks gently.',
    toddler: [
      { title: 'A boat', text: 'Here is Isla on her long red boat. Chug, chug!' },
      { title: 'Whoosh', text: 'Close the gates. Whoosh, whoosh! The water comes in.' },
      { title: 'Up, up', text: 'Up, up, up goes the boat! Hello, top of the hill!' },
    ],
    small: [
      {
        title: 'A hill ahead',
        text: 'Isla lives on a long red canal boat. One morning the canal came to a hill. But boats cannot sail uphill! What would they do?',
      },
      {
        title: 'The lock',
        text: 'At the bottom of the hill was a lock. It was like a big box of water with gates at each end. The lock keeper shut the gates behind the boat and let water pour in. Whoosh!',
      },
      {
        title: 'Like a lift',
        text: 'The water rose, and the boat rose with it, like a lift. Then the top gates opened, and the boat chugged on, higher up the hill. What else goes up and down like a lift?',
      },
    ],
    arc: [
      {
        title: 'Home on the water',
        text: 'Isla lives on a long red and green canal boat with her mum, her dad and a sleepy cat. Their home floats slowly along the canal, past fields, towns and tall trees.',
        beat: 'where',
      },
      {
        title: 'A hill in the way',
        text: 'One morning Isla saw that the canal ahead went up a hill. But water cannot run uphill, and boats cannot sail uphill either. How would they ever get to the top?',
        beat: 'problem',
      },
      {
        title: 'Steps made of water',
        text: 'Where a canal climbs a hill, it has locks, like giant steps made of water. A lock is a long box with gates at each end. When water flows in, anything floating inside is lifted up.',
        beat: 'why',
      },
      {
        title: 'Push!',
        text: 'At the first lock Isla jumped off and pushed the long wooden arm of the gate as hard as she could. It did not move at all. The gate was as heavy as a bus!',
        beat: 'attempt',
      },
      {
        title: 'The lock keeper',
        text: 'The lock keeper came out of his cottage and laughed kindly. He showed Isla how to lean her back on the arm and walk slowly. Together they closed the gates, and he opened little hatches to let the water in.',
        beat: 'help',
      },
      {
        title: 'Up like a lift',
        text: 'Whoosh! The water rushed in, and the boat rose up and up, like a lift. When the lock was full, the top gates swung open, and the boat chugged out, one step higher.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'lock',
      inText: 'lock',
      explanation: 'A part of a canal with gates at each end, where the water goes up or down to carry boats.',
    },
    whatHappened:
      'A family living on a canal boat took it up a hill through a lock: the lock keeper and their six-year-old daughter closed the gates, water flowed in, and the boat rose to the higher part of the canal.',
    parent: {
      upto3: ['Can you find Isla’s long red boat?', 'Can you go up, up, up like the boat?'],
      '4to5': [
        'How do you think Isla felt when she saw the hill?',
        'How did Isla feel when the boat went up like a lift, do you think?',
      ],
      '6to7': [
        'Why do you think filling the lock with water lifts the boat?',
        'Could you float a toy boat in a bowl together and pour in water to lift it?',
      ],
    },
  },
  ru: {
    title: 'Лодка поднимается в горку по воде',
    beats: {
      who: 'шестилетняя Полина, которая живёт с семьёй на лодке, и смотритель шлюза',
      what: 'Там, где канал поднимался в горку, лодка Полины прошла через шлюз: он наполнился водой и поднял лодку, как лифт.',
      feeling: 'недоумение, потом любопытство, потом восхищение',
      helped: 'смотритель шлюза, который показал Полине, как закрыть тяжёлые ворота и впустить воду',
      why: 'Шлюз — это ступенька из воды: когда в него набирается вода, лодка всплывает к верхней части канала.',
    },
    hook: 'Может ли лодка подняться в горку?',
    bedtime: 'У тропинки тихонько покачивается лодка.',
    toddler: [
      { title: 'Лодка', text: 'Вот Полина на длинной красной лодке. Пых-пых!' },
      { title: 'Ш-ш-ш', text: 'Ворота закрыли. Ш-ш-ш! Вода прибывает.' },
      { title: 'Вверх', text: 'Вверх, вверх, вверх плывёт лодка! Привет, верх горки!' },
    ],
    small: [
      {
        title: 'Впереди горка',
        text: 'Полина живёт на длинной красной лодке. Однажды утром канал упёрся в горку. Лодки ведь не плавают в гору! Что же делать?',
      },
      {
        title: 'Шлюз',
        text: 'Внизу у горки был шлюз — будто огромный ящик с водой и воротами с двух сторон. Смотритель закрыл ворота за лодкой и пустил воду. Ш-ш-ш!',
      },
      {
        title: 'Как на лифте',
        text: 'Вода поднималась, а с ней и лодка, как на лифте. Потом открылись верхние ворота, и лодка поплыла дальше, выше по горке. А что ещё поднимается и опускается, как лифт?',
      },
    ],
    arc: [
      {
        title: 'Дом на воде',
        text: 'Полина живёт на длинной красно-зелёной лодке с мамой, папой и сонным котом. Их дом медленно плывёт по каналу мимо полей, городков и высоких деревьев.',
        beat: 'where',
      },
      {
        title: 'Горка на пути',
        text: 'Однажды утром Полина увидела, что впереди канал поднимается в горку. Но вода в гору не течёт, и лодки в гору не плавают. Как же им забраться наверх?',
        beat: 'problem',
      },
      {
        title: 'Ступеньки из воды',
        text: 'Там, где канал поднимается в гору, строят шлюзы — огромные ступеньки из воды. Шлюз — это длинный ящик с воротами с двух сторон. Когда в него набирается вода, всё, что плавает внутри, поднимается.',
        beat: 'why',
      },
      {
        title: 'Толкаем!',
        text: 'У первого шлюза Полина спрыгнула на берег и толкнула длинную деревянную ручку ворот. Ворота даже не шелохнулись — тяжёлые, как автобус!',
        beat: 'attempt',
      },
      {
        title: 'Смотритель шлюза',
        text: 'Из домика вышел смотритель и добродушно засмеялся. Он показал Полине, как упереться спиной в ручку и медленно идти. Вместе они закрыли ворота, а потом смотритель открыл маленькие заслонки, чтобы впустить воду.',
        beat: 'help',
      },
      {
        title: 'Как на лифте',
        text: 'Ш-ш-ш! Вода хлынула внутрь, и лодка поплыла вверх, выше и выше, как на лифте. Когда шлюз наполнился, верхние ворота открылись, и лодка выплыла на ступеньку выше.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шлюз',
      inText: 'шлюз',
      explanation: 'Часть канала с воротами с двух сторон, где вода поднимает или опускает лодки.',
    },
    whatHappened:
      'Семья, которая живёт на лодке, поднялась по каналу в горку через шлюз: смотритель и шестилетняя дочка закрыли ворота, внутрь набралась вода, и лодка поднялась к верхней части канала.',
    parent: {
      upto3: ['Покажешь длинную красную лодку?', 'Поднимемся вместе: вверх, вверх, вверх?'],
      '4to5': [
        'Как думаешь, что почувствовала Полина, когда увидела горку?',
        'А что почувствовала Полина, когда лодка поднялась, как на лифте?',
      ],
      '6to7': [
        'Как думаешь, почему вода в шлюзе поднимает лодку?',
        'Может, пустите вместе игрушечный кораблик в миске и будете подливать воду?',
      ],
    },
  },
};
