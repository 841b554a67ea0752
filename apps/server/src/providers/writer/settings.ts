/**
 * Story settings: where a story happens decides its scenery lines, its picture's background and the
 * words that would contradict it (the quality checks refuse a story that uses them).
 */
import type { Locale } from '@tt/contract';

export const SETTINGS = [
  'sea',
  'underwater',
  'sky',
  'night',
  'space',
  'snow',
  'forest',
  'farm',
  'garden',
  'river',
  'mountain',
  'town',
] as const;
export type Setting = (typeof SETTINGS)[number];

interface SettingWords {
  /** Scene title for "where we are". */
  title: string;
  /** For the youngest: at most eight words. */
  where: string;
  /** Calm lines about the place, none naming time of day or season. */
  scenery: [string, string, string];
  /** Words (whole, lower case) that contradict the setting. */
  clash: string[];
}

/** Tags (or words in the place) that decide the setting, first match wins. */
const RULES: [Setting, RegExp][] = [
  ['underwater', /\b(coral)\b/],
  ['space', /\b(space|rocket|telescope|astronaut)/],
  ['night', /\b(night)\b/],
  ['sky', /\b(balloon|kite|rainbow|sky)\b/],
  ['snow', /\b(snow|ice|polar bear|reindeer)/],
  ['sea', /\b(sea|beach|whale|dolphin|seal|penguin)\b/],
  ['forest', /\b(forest)\b/],
  ['farm', /\b(farm)\b/],
  ['garden', /\b(garden|flower|bee|butterfly)\b/],
  ['river', /\b(river|lake|duck|frog)\b/],
  ['mountain', /\b(mountain)\b/],
];

/** The setting of a story from the news item's tags and its place and event words (any language). */
export function settingFor(tags: string[], place = ''): Setting {
  const text = tags.join(' ').toLowerCase();
  if (/(snow|снег|снеж)/u.test(place.toLowerCase()) && !tags.includes('space')) return 'snow';
  return RULES.find(([, re]) => re.test(text))?.[0] ?? 'town';
}

export const SETTING_WORDS: Record<Locale, Record<Setting, SettingWords>> = {
  en: {
    sea: {
      title: 'By the sea',
      where: 'We are by the big blue sea.',
      scenery: [
        'Little waves roll in and whisper shh, shh.',
        'The water sparkles, blue and green, as far as you can see.',
        'Seagulls call softly above the water.',
      ],
      clash: ['forest', 'street', 'traffic', 'desert'],
    },
    underwater: {
      title: 'Under the waves',
      where: 'We are deep under the sea.',
      scenery: [
        'Down here the water is calm, blue and quiet.',
        'Little striped fish swim by in a shiny line.',
        'Sea grass sways slowly from side to side.',
      ],
      clash: ['wind', 'breeze', 'bird', 'birds', 'cloud', 'clouds', 'snow', 'street', 'cars'],
    },
    sky: {
      title: 'Up in the sky',
      where: 'Look up at the big sky.',
      scenery: [
        'Look up, little one, the sky is so wide.',
        'A soft breeze plays high above the ground.',
        'Everyone down below looks up and smiles.',
      ],
      clash: ['underwater', 'underground'],
    },
    night: {
      title: 'Under the night sky',
      where: 'It is dark, soft and quiet.',
      scenery: [
        'The night is dark, soft and quiet.',
        'Crickets sing their tiny song in the grass.',
        'The air smells of warm grass and sleepy flowers.',
      ],
      clash: ['sunshine', 'noon', 'underwater'],
    },
    space: {
      title: 'Among the stars',
      where: 'Look! So many stars up high.',
      scenery: [
        'The stars twinkle like tiny lamps.',
        'Space is big, dark and very, very quiet.',
        'The Moon looks on kindly from far away.',
      ],
      clash: ['wind', 'breeze', 'rain', 'raindrops', 'fish', 'waves', 'seagulls'],
    },
    snow: {
      title: 'In the snow',
      where: 'Everything here is white with snow.',
      scenery: [
        'Soft snowflakes fall slowly, one by one.',
        'The snow crunches, crunch, crunch, under every step.',
        'Everything is white, still and sparkly.',
      ],
      clash: ['heat', 'hot', 'sunburn', 'swimsuit', 'desert'],
    },
    forest: {
      title: 'In the forest',
      where: 'We are in a green forest.',
      scenery: [
        'Tall trees whisper to each other with their leaves.',
        'The forest smells of moss and pine.',
        'A little path winds between the old trees.',
      ],
      clash: ['waves', 'street', 'traffic', 'cars', 'desert'],
    },
    farm: {
      title: 'On the farm',
      where: 'We are on a friendly farm.',
      scenery: [
        'The farm is busy and friendly.',
        'A rooster says cock-a-doodle-doo from the fence.',
        'The red barn doors stand wide open.',
      ],
      clash: ['traffic', 'underwater', 'desert'],
    },
    garden: {
      title: 'In the garden',
      where: 'We are in a little garden.',
      scenery: [
        'The garden paths are neat and quiet.',
        'A little bench waits in the shade of a tree.',
        'Someone has watered the beds with care.',
      ],
      clash: ['waves', 'traffic', 'underwater', 'desert'],
    },
    river: {
      title: 'By the water',
      where: 'We are by the calm water.',
      scenery: [
        'The water shines and ripples gently.',
        'Reeds rustle softly at the water’s edge.',
        'A dragonfly zips by over the water.',
      ],
      clash: ['desert', 'underground'],
    },
    mountain: {
      title: 'In the mountains',
      where: 'We are high in the mountains.',
      scenery: [
        'The mountains stand tall and still.',
        'The air up here is fresh and cool.',
        'Far below, the valley looks like a green blanket.',
      ],
      clash: ['underwater', 'desert'],
    },
    town: {
      title: 'In town',
      where: 'We are in a friendly town.',
      scenery: [
        'Little houses stand in neat rows with bright windows.',
        'People say hello to each other on the way.',
        'A bell rings softly somewhere nearby.',
      ],
      clash: ['underwater', 'desert'],
    },
  },
  ru: {
    sea: {
      title: 'У моря',
      where: 'Мы у большого синего моря.',
      scenery: [
        'Маленькие волны шепчут: «Шшш, шшш».',
        'Вода блестит, синяя и зелёная, до самого края.',
        'Над водой тихонько кричат чайки.',
      ],
      clash: ['лес', 'лесу', 'улица', 'улице', 'пустыня', 'пустыне'],
    },
    underwater: {
      title: 'Под волнами',
      where: 'Мы глубоко под водой.',
      scenery: [
        'Здесь, внизу, вода спокойная, синяя и тихая.',
        'Мимо проплывают полосатые рыбки.',
        'Морская трава медленно качается туда-сюда.',
      ],
      clash: ['ветер', 'ветерок', 'птицы', 'птиц', 'облака', 'облако', 'снег', 'улица', 'машины'],
    },
    sky: {
      title: 'Высоко в небе',
      where: 'Посмотри на большое небо.',
      scenery: [
        'Посмотри наверх, малыш: небо такое широкое.',
        'Высоко-высоко играет лёгкий ветерок.',
        'Все внизу поднимают головы и улыбаются.',
      ],
      clash: ['подземный', 'подземелье'],
    },
    night: {
      title: 'Под ночным небом',
      where: 'Тихо, темно и спокойно.',
      scenery: [
        'Ночь тёмная, мягкая и тихая.',
        'В траве поют свою песенку сверчки.',
        'Пахнет тёплой травой и сонными цветами.',
      ],
      clash: ['полдень', 'жара'],
    },
    space: {
      title: 'Среди звёзд',
      where: 'Смотри, сколько звёзд наверху!',
      scenery: [
        'Звёзды мерцают, как крошечные фонарики.',
        'Космос большой, тёмный и очень-очень тихий.',
        'Луна ласково смотрит издалека.',
      ],
      clash: ['ветер', 'ветерок', 'дождь', 'капли', 'рыбы', 'волны', 'чайки'],
    },
    snow: {
      title: 'В снегах',
      where: 'Здесь всё белое от снега.',
      scenery: [
        'Мягкие снежинки падают медленно, одна за другой.',
        'Снег хрустит под каждым шагом: хруп, хруп.',
        'Всё вокруг белое, тихое и искристое.',
      ],
      clash: ['жара', 'жарко', 'пустыня', 'купальник'],
    },
    forest: {
      title: 'В лесу',
      where: 'Мы в зелёном лесу.',
      scenery: [
        'Высокие деревья шепчутся листьями.',
        'В лесу пахнет мхом и соснами.',
        'Между старыми деревьями вьётся тропинка.',
      ],
      clash: ['волны', 'улица', 'машины', 'пустыня'],
    },
    farm: {
      title: 'На ферме',
      where: 'Мы на доброй ферме.',
      scenery: [
        'На ферме всегда много дел.',
        'Петушок на заборе кричит: «Кукареку!»',
        'Двери красного сарая открыты настежь.',
      ],
      clash: ['пробка', 'пустыня'],
    },
    garden: {
      title: 'В саду',
      where: 'Мы в маленьком саду.',
      scenery: [
        'Дорожки в саду ровные и тихие.',
        'Под деревом ждёт маленькая скамейка.',
        'Кто-то заботливо полил грядки.',
      ],
      clash: ['волны', 'пробка', 'пустыня'],
    },
    river: {
      title: 'У воды',
      where: 'Мы у тихой воды.',
      scenery: ['Вода блестит и тихонько рябит.', 'У берега шуршат камыши.', 'Над водой пролетает стрекоза.'],
      clash: ['пустыня', 'подземелье'],
    },
    mountain: {
      title: 'В горах',
      where: 'Мы высоко в горах.',
      scenery: [
        'Горы стоят высокие и спокойные.',
        'Воздух здесь свежий и прохладный.',
        'Далеко внизу долина похожа на зелёное одеяло.',
      ],
      clash: ['пустыня', 'подводный'],
    },
    town: {
      title: 'В городе',
      where: 'Мы в добром городке.',
      scenery: [
        'Домики стоят ровными рядами, окна светятся.',
        'Люди здороваются друг с другом по дороге.',
        'Где-то рядом тихо звенит колокольчик.',
      ],
      clash: ['пустыня', 'подводный'],
    },
  },
};
