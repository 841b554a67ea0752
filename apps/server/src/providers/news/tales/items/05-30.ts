/** Told for children: the bundled news item of 05-30 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_30: ItemTales = {
  heroLooks:
    'a little brown foal with very long thin legs, a short fluffy tail, a dark mane sticking up and a white star on her forehead',
  draw: [
    { picture: '🐎', en: ['foal', 'rosa', 'horse'], ru: ['жереб', 'роз', 'лошад'] },
    { picture: '🌱', en: ['grass', 'meadow'], ru: ['трав', 'луг'] },
    { picture: '🧑‍🌾', en: ['farmer'], ru: ['фермер'] },
    { picture: '🥛', en: ['milk'], ru: ['молок'] },
  ],
  en: {
    title: 'A foal takes its first steps',
    beats: {
      who: 'a little brown foal called Rosa, born on a green farm meadow',
      what: 'Only an hour after she was born, Rosa stood up and took her first wobbly steps.',
      feeling: 'wobbly and puzzled, then determined, then proud',
      helped: 'her mother, who nuzzled her and stayed close',
      why: 'Wild horses live in herds that are always moving, so a foal must be able to walk with its mother very soon after it is born.',
    },
    hook: 'Someone new is learning to stand up.',
    bedtime: 'The little foal lies in the soft grass.',
    toddler: [
      {
        title: 'Up she gets',
        text: 'Here is a little foal. Long, long legs! Up she gets. Wobble, wobble!',
      },
      {
        title: 'Plop!',
        text: 'Oops! Plop in the grass. Up again! Wobble, wobble, stand.',
      },
      {
        title: 'Clip-clop',
        text: 'One step, two steps. Clip-clop, clip-clop! Here is Mummy. Neigh!',
      },
    ],
    small: [
      {
        title: 'A new foal',
        text: 'On a green farm meadow, a little brown foal was born. Her name was Rosa. She had a white star on her forehead and very long legs.',
      },
      {
        title: 'Wobbly legs',
        text: 'Rosa tried to stand. Her legs wobbled this way and that, and plop, she sat down in the soft grass.',
      },
      {
        title: 'Again and again',
        text: 'Her mother nuzzled her gently. Rosa tried again, and again, and up she stood! A foal can stand up only one hour after it is born.',
      },
      {
        title: 'Your turn',
        text: 'Rosa felt wobbly, then very proud. Clip-clop, she took her first steps to her mum. Can you stand on wobbly legs like a foal?',
      },
    ],
    arc: [
      {
        title: 'A farm meadow',
        text: 'On a green farm meadow, early one morning, a brown mother horse had a baby. It was a little girl with a white star on her forehead, and the farmer named her Rosa.',
      },
      {
        title: 'Long, long legs',
        text: 'Rosa wanted to stand up next to her mum. But her legs were so long and thin that she did not know what to do with them.',
      },
      {
        title: 'Plop!',
        text: 'She pushed with her front legs, then with her back legs. Up went her bottom, down went her nose, and plop! She sat back down in the grass.',
      },
      {
        title: 'Mum helps',
        text: 'Her mother bent down and nuzzled her softly. "Try again," she seemed to say. The farmer watched quietly from the fence and did not rush them.',
      },
      {
        title: 'First steps',
        text: 'Rosa tried once more, and this time she stood, wobbling like a table with wonky legs. Then she took one step, two, three, all the way to her mum for milk.',
      },
      {
        title: 'Why foals stand so soon',
        text: 'A foal can stand up only one hour after it is born. Wild horses live in herds that are always on the move, so a baby must soon walk beside its mother.',
      },
    ],
    footnote: {
      word: 'foal',
      inText: 'foal',
      explanation: 'A baby horse.',
    },
    whatHappened:
      'A little brown foal was born on a farm meadow and soon stood up and took its first wobbly steps. Foals can stand about an hour after they are born.',
    parent: {
      upto3: ["Where is the little foal's mummy?", "Where are the foal's long legs?"],
      '4to5': [
        'How do you think Rosa felt when she finally stood up?',
        'How do you feel when you try something again and again, and then it works?',
      ],
      '6to7': [
        'Why do you think a baby horse learns to walk so much faster than a baby person?',
        'Could you find out together how long other baby animals take to stand, like a calf or a puppy?',
      ],
    },
  },
  ru: {
    title: 'Жеребёнок сделал первые шаги',
    beats: {
      who: 'маленькая гнедая кобылка Роза, которая родилась на зелёном лугу фермы',
      what: 'Всего через час после рождения Роза встала и сделала первые неуверенные шаги.',
      feeling: 'сначала ножки не слушаются, потом упорство, потом гордость',
      helped: 'мама-лошадь, которая ласково подталкивала её носом и была рядом',
      why: 'Дикие лошади живут табунами и всё время кочуют, поэтому жеребёнку нужно очень скоро научиться идти рядом с мамой.',
    },
    hook: 'Кто-то совсем новенький учится стоять.',
    bedtime: 'Жеребёнок прилёг в траве рядом с мамой.',
    toddler: [
      {
        title: 'Встаём!',
        text: 'Вот маленький жеребёнок. Ножки длинные-предлинные! Встаёт, встаёт… Качается!',
      },
      {
        title: 'Бух!',
        text: 'Ой! Бух в траву. Опять встаёт! Шатается, но стоит.',
      },
      {
        title: 'Цок-цок',
        text: 'Шаг, ещё шажок. Цок-цок, цок-цок! А вот и мама. И-го-го!',
      },
    ],
    small: [
      {
        title: 'Новый малыш',
        text: 'На зелёном лугу фермы родился маленький гнедой жеребёнок — девочка. Её назвали Розой. У неё белая звёздочка на лбу и очень длинные ножки.',
      },
      {
        title: 'Непослушные ножки',
        text: 'Роза попробовала встать. Ножки разъезжались в разные стороны, и — плюх! — она села в мягкую траву.',
      },
      {
        title: 'Ещё разок',
        text: 'Мама ласково ткнулась в неё носом. Роза попробовала снова, и ещё раз — и встала! Жеребёнок может встать уже через час после рождения.',
      },
      {
        title: 'А ты?',
        text: 'Сначала Розе было трудно, а потом она так гордилась! Цок-цок — первые шаги к маме. Покажешь, как жеребёнок стоит на дрожащих ножках?',
      },
    ],
    arc: [
      {
        title: 'Луг на ферме',
        text: 'На зелёном лугу фермы рано утром у гнедой лошади родился малыш. Это была девочка с белой звёздочкой на лбу, и фермер назвал её Розой.',
      },
      {
        title: 'Длинные-длинные ножки',
        text: 'Розе хотелось встать рядом с мамой. Но ножки у неё были такие длинные и тонкие, что она не знала, что с ними делать.',
      },
      {
        title: 'Плюх!',
        text: 'Она упёрлась передними ногами, потом задними. Хвостик вверх, нос вниз — и плюх! Снова села в траву.',
      },
      {
        title: 'Мама помогает',
        text: 'Мама наклонилась и нежно ткнулась в неё носом, будто говорила: «Попробуй ещё». Фермер тихонько смотрел из-за забора и не торопил их.',
      },
      {
        title: 'Первые шаги',
        text: 'Роза попробовала ещё раз — и встала, покачиваясь, как столик на кривых ножках. А потом сделала шаг, другой, третий — прямо к маме, за молоком.',
      },
      {
        title: 'Почему жеребята встают так рано',
        text: 'Жеребёнок может встать уже через час после рождения. Дикие лошади живут табунами и всё время кочуют, поэтому малышу нужно очень скоро научиться идти рядом с мамой.',
      },
    ],
    footnote: {
      word: 'жеребёнок',
      inText: 'жеребёнок',
      explanation: 'Детёныш лошади.',
    },
    whatHappened:
      'На лугу фермы родился маленький гнедой жеребёнок и вскоре встал и сделал первые неуверенные шаги. Жеребята встают примерно через час после рождения.',
    parent: {
      upto3: ['А где мама жеребёнка?', 'Где у жеребёнка длинные ножки?'],
      '4to5': [
        'Как думаешь, что почувствовала Роза, когда наконец встала?',
        'А тебе радостно, когда что-то долго не получается, а потом — раз, и получилось?',
      ],
      '6to7': [
        'Как думаешь, почему жеребёнок учится ходить гораздо быстрее, чем человеческий малыш?',
        'Может, узнаете вместе, когда встают на ножки другие детёныши — телёнок или щенок?',
      ],
    },
  },
};
