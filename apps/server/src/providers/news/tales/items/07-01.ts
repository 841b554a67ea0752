/** Told for children: the bundled news item of 07-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_01: ItemTales = {
  heroLooks: 'a big smiling green dragon kite with round friendly eyes, orange spots and a long ribbon tail',
  draw: [
    { picture: '🐉', en: ['dragon', 'ziggy'], ru: ['дракон', 'зигги'] },
    { picture: '🪁', en: ['kite'], ru: ['змей', 'змеи', 'змеев', 'змея'] },
    { picture: '🏖️', en: ['beach', 'sand'], ru: ['пляж', 'песк', 'песок'] },
    { picture: '👧', en: ['nina'], ru: ['нина', 'нину'] },
    { picture: '🧓', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🐠', en: ['fish'], ru: ['рыбк'] },
  ],
  en: {
    title: 'A kite festival',
    beats: {
      who: 'hundreds of kites at a festival over a windy beach',
      what: 'The kites danced in the sky like colourful fish, and the biggest one looked like a smiling dragon.',
      feeling: 'joyful and free, full of wind',
      helped: null,
      why: 'Kites need moving air: the wind pushes under the kite while the string holds it, so it rises instead of blowing away.',
    },
    hook: 'Can you hear the wind pulling the kites?',
    bedtime: 'The green dragon kite rests, tail rolled up.',
    toddler: [
      { title: 'Kites!', text: 'Look up! Kites, kites, kites! Red kite, blue kite, yellow kite.' },
      {
        title: 'Whoosh',
        text: 'Whoosh goes the wind! Up, up, up they fly. Wiggle, wiggle, like little fish.',
      },
      {
        title: 'A green dragon',
        text: 'Here is a big green dragon. He smiles and smiles. Wave to the dragon!',
      },
    ],
    small: [
      {
        title: 'Hundreds of kites',
        text: 'Over a windy beach, hundreds of kites danced in the sky like colourful fish. There were red ones, blue ones and striped ones!',
      },
      {
        title: 'The smiling dragon',
        text: 'The biggest kite was a green dragon called Ziggy. He had a wide smile and a long, wiggly tail. A girl called Nina held his string tight with both hands.',
      },
      {
        title: 'So high!',
        text: 'The wind tugged, and Ziggy flew up, up, up, above all the others. Nina laughed and felt as light as a kite herself. What shape would your kite be?',
      },
    ],
    arc: [
      {
        title: 'A kite festival',
        text: 'On a wide sandy beach, hundreds of people came to a kite festival. The biggest kite of all was a green dragon with a wide smile, called Ziggy.',
        beat: 'where',
      },
      {
        title: 'Too heavy',
        text: 'The little kites flew up at once. But Ziggy was big and heavy, and he just lay on the sand with his long tail curled up.',
        beat: 'problem',
      },
      {
        title: 'Running along the beach',
        text: 'Nina and her grandpa ran along the beach, pulling the string. Ziggy lifted his nose a little, then flopped back onto the sand.',
        beat: 'attempt',
      },
      {
        title: 'Where is the wind?',
        text: 'Then Nina licked her finger and held it up. One side felt cool: the wind was coming from the sea! She turned Ziggy’s nose towards the wind and waited.',
        beat: 'help',
      },
      {
        title: 'How kites fly',
        text: 'A kite flies when moving air pushes against it from below. The string holds the kite at a slant, so the wind lifts it up instead of carrying it away. That is why a beach by the sea, where the wind blows freely, is a perfect place for kites.',
        beat: 'why',
      },
      {
        title: 'Up goes Ziggy',
        text: 'Whoosh! The wind filled Ziggy like a sail, and up he went, higher than all the rest. He waved his tail and smiled down at the little kites, dancing over the windy beach like colourful fish.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'windy',
      inText: 'windy',
      explanation: 'When the air moves fast and strong, tugging at your hat and hair.',
    },
    whatHappened:
      'Hundreds of kites flew at a kite festival over a windy beach. The biggest one looked like a smiling dragon.',
    parent: {
      upto3: ['Can you find the green dragon?', 'What colour is your favourite kite?'],
      '4to5': ['How did Nina feel when Ziggy flew up high?', 'How does the wind feel on your face?'],
      '6to7': [
        'Why do you think Ziggy needed a strong wind to fly?',
        'Could you make a little kite from paper and string and try it on a breezy day?',
      ],
    },
  },
  ru: {
    title: 'Фестиваль воздушных змеев',
    beats: {
      who: 'сотни воздушных змеев на фестивале над ветреным пляжем',
      what: 'Змеи плясали в небе, как разноцветные рыбки, а самый большой был похож на улыбающегося дракона.',
      feeling: 'радость и лёгкость, как будто сам летишь',
      helped: null,
      why: 'Змею нужен ветер: воздух давит на него снизу, а верёвка держит, поэтому змей поднимается, а не улетает.',
    },
    hook: 'Слышишь, как ветер тянет воздушных змеев?',
    bedtime: 'Зелёный дракон-змей отдыхает, свернув хвост колечком.',
    toddler: [
      {
        title: 'Змеи!',
        text: 'Смотри наверх! Воздушные змеи! Красный змей, синий змей, жёлтый змей.',
      },
      {
        title: 'Ветер дует',
        text: 'Ву-у-у — дует ветер! Выше, выше, выше! Змеи виляют хвостиками, как рыбки.',
      },
      {
        title: 'Дракон',
        text: 'А вот большой зелёный дракон. Он улыбается. Помаши дракону ручкой!',
      },
    ],
    small: [
      {
        title: 'Сотни змеев',
        text: 'Над ветреным пляжем плясали в небе сотни воздушных змеев — как разноцветные рыбки. Красные, синие, полосатые!',
      },
      {
        title: 'Улыбчивый дракон',
        text: 'Самым большим был зелёный змей-дракон по имени Зигги. У него была широкая улыбка и длинный хвост. Девочка Нина крепко держала верёвку обеими руками.',
      },
      {
        title: 'Высоко-высоко',
        text: 'Ветер дунул посильнее, и Зигги поднялся выше всех. Нина засмеялась: ей казалось, что она сама вот-вот взлетит. А какого змея тебе хочется запустить?',
      },
    ],
    arc: [
      {
        title: 'Праздник на пляже',
        text: 'На широкий песчаный пляж у моря пришли сотни людей — на фестиваль воздушных змеев. Самым большим был зелёный дракон с широкой улыбкой. Звали его Зигги.',
        beat: 'where',
      },
      {
        title: 'Слишком тяжёлый',
        text: 'Маленькие змеи сразу взлетели. А Зигги был большой и тяжёлый: он лежал на песке, свернув длинный хвост.',
        beat: 'problem',
      },
      {
        title: 'Бегом по пляжу',
        text: 'Нина с дедушкой побежали по пляжу, натягивая верёвку. Зигги приподнял нос — и снова плюхнулся на песок.',
        beat: 'attempt',
      },
      {
        title: 'Откуда дует ветер?',
        text: 'Тогда Нина послюнила палец и подняла его вверх. С одной стороны пальцу стало прохладно: ветер дул с моря! Нина повернула Зигги носом к ветру и стала ждать.',
        beat: 'help',
      },
      {
        title: 'Почему змей летает',
        text: 'Воздушный змей летает, когда ветер давит на него снизу. Верёвка держит змея наискосок, и ветер не уносит его, а поднимает вверх. Вот почему для змеев нет места лучше, чем пляж у моря, где ветру есть где разгуляться.',
        beat: 'why',
      },
      {
        title: 'Зигги взлетает',
        text: 'Ву-у-ух! Ветер подхватил Зигги, как парус, и дракон взмыл выше всех. Он махал хвостом и улыбался маленьким змеям, которые плясали над ветреным пляжем, как разноцветные рыбки.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'ветреный',
      inText: 'ветреным',
      explanation: 'Такой, где всё время дует сильный ветер и треплет волосы.',
    },
    whatHappened:
      'Над ветреным пляжем прошёл фестиваль воздушных змеев: в небе летали сотни змеев. Самый большой был похож на улыбающегося дракона.',
    parent: {
      upto3: ['Покажешь зелёного дракона?', 'Какого цвета змей тебе нравится больше всех?'],
      '4to5': [
        'Как думаешь, что почувствовала Нина, когда Зигги взлетел выше всех?',
        'А тебе нравится, когда ветер дует в лицо?',
      ],
      '6to7': [
        'Как думаешь, почему Зигги никак не мог взлететь без сильного ветра?',
        'Может, сделаете вместе маленького змея из бумаги и нитки и запустите его в ветреный день?',
      ],
    },
  },
};
