/** Told for children: the bundled news item of 01-20 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_20: ItemTales = {
  heroLooks:
    'a round snow-white owl with a few tiny grey specks, big round yellow eyes and fluffy feathered feet like slippers',
  draw: [
    { picture: '🦉', en: ['owl', 'lumi'], ru: ['сов', 'луми'] },
    { picture: '⛄', en: ['snowman'], ru: ['снеговик'] },
    { picture: '🧒', en: ['child', 'girl'], ru: ['дет', 'девочк'] },
    { picture: '🏘️', en: ['village', 'house', 'roof'], ru: ['деревн', 'крыш'] },
    { picture: '🥕', en: ['carrot'], ru: ['морков'] },
    { picture: '🌙', en: ['moon'], ru: ['лун'] },
  ],
  en: {
    title: 'A snowy owl visits a village',
    beats: {
      who: 'Lumi, a white snowy owl, near a quiet village in the north',
      what: 'She sat on a fence and watched the children build a snowman.',
      feeling: 'curious and calm; the children were delighted by their quiet guest',
      helped: null,
      why: 'Snowy owls have huge yellow eyes that see well even in the long northern nights, and unlike most owls they are awake by day too.',
    },
    hook: 'Who sits so still on a snowy fence?',
    bedtime: 'The white owl keeps watch over the snowman.',
    toddler: [
      {
        title: 'Who is there?',
        text: 'Look, on the fence! A white owl. Hoo, hoo, hoo! Big yellow eyes.',
      },
      {
        title: 'A snowman',
        text: 'Roll, roll, roll the snow! One ball, two balls, three. Here is a snowman!',
      },
      {
        title: 'Blink, blink',
        text: 'The owl looks at the snowman. Blink, blink, blink! The snowman looks back. Two white friends.',
      },
    ],
    small: [
      {
        title: 'A white visitor',
        text: 'Near a quiet village in the north lives a snowy owl called Lumi. One day she flew down and sat on a fence. She was as white as the snow around her.',
      },
      {
        title: 'A snowman in the yard',
        text: 'In the yard, children were building a snowman. They rolled the snowballs round and round, and the balls grew bigger and bigger.',
      },
      {
        title: 'Big yellow eyes',
        text: 'Lumi watched it all with her big yellow eyes. Owl eyes are so good that they can see well even at night. The children waved, and Lumi blinked back slowly.',
      },
      {
        title: 'Your turn',
        text: 'Lumi was curious, and the children were glad to have such a quiet guest. What would you give a snowman for a nose? Can you blink slowly, like an owl?',
      },
    ],
    arc: [
      {
        title: 'A village in the north',
        text: 'Near a quiet village in the north, where deep snow lies all winter, lives a snowy owl called Lumi. Her feathers are white, and her feet are fluffy, like slippers.',
        beat: 'where',
      },
      {
        title: 'What is that noise?',
        text: 'One frosty day Lumi heard laughing. In the village, children were rolling big balls of snow. What were they making? Lumi wanted to see.',
        beat: 'problem',
      },
      {
        title: 'On the fence',
        text: 'She flew over the roofs without a sound and landed on a wooden fence. Owls cannot move their eyes from side to side, so Lumi turned her whole head to watch.',
        beat: 'attempt',
      },
      {
        title: 'A quiet welcome',
        text: 'A girl spotted her first. “Shh,” she whispered, “an owl is watching us!” Nobody ran at Lumi or made a fuss. The children just waved and went on working quietly.',
        beat: 'help',
      },
      {
        title: 'Eyes for the dark',
        text: 'Snowy owls live in the far north, where winter nights are long. Their big yellow eyes catch even a little moonlight, so they see well at night. Unlike most owls, they are awake by day too, and that is how Lumi could watch the snowman grow.',
        beat: 'why',
      },
      {
        title: 'The snowman',
        text: 'The snowman had a big ball, a middle ball and a small ball on top. It had a carrot nose and two pebble eyes. The snowman and the owl looked at each other, both white and round-eyed. In the evening Lumi flew off under the moon.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'eye',
      inText: 'eyes',
      explanation: 'What we see with. An owl’s are very large, to catch even a little light in the dark.',
    },
    whatHappened:
      'A snowy owl came close to a quiet village in the north. It sat on a fence and watched the children build a snowman.',
    parent: {
      upto3: ['Can you point to the owl’s big yellow eyes?', 'Can you find the snowman?'],
      '4to5': [
        'How do you think the children felt when they saw the owl?',
        'Why did the children stay quiet, do you think?',
      ],
      '6to7': [
        'Why do you think owls need such big eyes?',
        'Could you sit very still by a window together and count how many birds you can spot?',
      ],
    },
  },
  ru: {
    title: 'Полярная сова прилетела в деревню',
    beats: {
      who: 'белая полярная сова Луми у тихой северной деревни',
      what: 'Сова села на забор и смотрела, как дети лепят снеговика.',
      feeling: 'любопытство и спокойствие; дети обрадовались тихой гостье',
      helped: null,
      why: 'У полярных сов огромные жёлтые глаза, которые хорошо видят в долгие северные ночи, а ещё, в отличие от многих сов, они не спят и днём.',
    },
    hook: 'Кто это сидит на заборе так тихо?',
    bedtime: 'Белая сова сторожит сон тихой деревни.',
    toddler: [
      {
        title: 'Кто там?',
        text: 'Смотри, на заборе сова! Белая-белая. Угу, угу, угу! Глаза большие, жёлтые.',
      },
      {
        title: 'Снеговик',
        text: 'Катим, катим снежный ком! Раз комок, два, три. Вот и снеговик!',
      },
      {
        title: 'Хлоп-хлоп',
        text: 'Сова моргает: хлоп, хлоп, хлоп. Снеговик смотрит на сову. Два белых друга!',
      },
    ],
    small: [
      {
        title: 'Белая гостья',
        text: 'У тихой северной деревни живёт полярная сова Луми. Однажды она прилетела и села на забор. Сама белая-белая, как снег вокруг.',
      },
      {
        title: 'Снеговик во дворе',
        text: 'Во дворе дети лепили снеговика. Они катали снежные комья, и комья становились всё больше и больше.',
      },
      {
        title: 'Жёлтые глаза',
        text: 'Луми смотрела на детей, а глаза у неё большие и жёлтые. Такие глаза хорошо видят даже ночью. Дети помахали сове, а она медленно моргнула в ответ.',
      },
      {
        title: 'А ты?',
        text: 'Луми было любопытно, а дети радовались тихой гостье. Как думаешь, из чего сделать снеговику нос? А ты умеешь медленно моргать, как сова?',
      },
    ],
    arc: [
      {
        title: 'Деревня на севере',
        text: 'У тихой северной деревни, где всю зиму лежит глубокий снег, живёт полярная сова Луми. Перья у неё белые, а лапы мохнатые, будто в тапочках.',
        beat: 'where',
      },
      {
        title: 'Что там за смех?',
        text: 'Однажды морозным днём Луми услышала смех. Дети в деревне катали большие снежные комья. Что же они делают? Луми очень захотелось посмотреть.',
        beat: 'problem',
      },
      {
        title: 'На заборе',
        text: 'Она бесшумно пролетела над крышами и села на деревянный забор. Совы не умеют водить глазами, как мы, поэтому Луми поворачивала всю голову и глядела во все глаза.',
        beat: 'attempt',
      },
      {
        title: 'Тихие соседи',
        text: 'Первой её заметила девочка. «Тише, — шепнула она, — на нас смотрит сова!» Никто не побежал к Луми и не стал шуметь. Дети помахали ей и тихонько продолжили работу.',
        beat: 'help',
      },
      {
        title: 'Глаза для темноты',
        text: 'Полярные совы живут на далёком севере, где зимние ночи очень длинные. Их большие жёлтые глаза ловят даже слабый лунный свет, поэтому совы хорошо видят ночью. А ещё они не спят и днём, вот Луми и увидела, как растёт снеговик.',
        beat: 'why',
      },
      {
        title: 'Снеговик готов',
        text: 'Большой ком, средний ком, а сверху маленький. Нос из морковки, глаза из камешков. Снеговик и сова смотрели друг на друга, оба белые и круглоглазые. А вечером Луми улетела при свете луны.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'глаз',
      inText: 'глаза',
      explanation: 'То, чем мы смотрим и видим. У сов они очень большие, чтобы замечать всё в темноте.',
    },
    whatHappened:
      'Полярная сова прилетела к тихой северной деревне. Она села на забор и смотрела, как дети лепят снеговика.',
    parent: {
      upto3: ['Покажешь, где у совы жёлтые глаза?', 'А где у снеговика нос-морковка?'],
      '4to5': [
        'Как думаешь, что почувствовали дети, когда увидели сову?',
        'Почему дети говорили шёпотом, как тебе кажется?',
      ],
      '6to7': [
        'Как думаешь, зачем совам такие большие глаза?',
        'Может, посидите вместе тихо-тихо у окна и посчитаете, сколько птиц заметите?',
      ],
    },
  },
};
