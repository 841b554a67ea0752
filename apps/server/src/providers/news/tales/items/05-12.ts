/** Told for children: the bundled news item of 05-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_12: ItemTales = {
  heroLooks: 'a small red squirrel with a fluffy rust-red tail, tufted ears, a cream-white tummy and bright black eyes',
  draw: [
    { picture: '🐿️', en: ['squirrel', 'nutmeg'], ru: ['белк', 'бельчон', 'орешек', 'орешк'] },
    { picture: '🌉', en: ['bridge'], ru: ['мост'] },
    { picture: '🌳', en: ['tree', 'oak'], ru: ['дерев', 'дуб'] },
    { picture: '🚗', en: ['car'], ru: ['машин'] },
    { picture: '🌰', en: ['acorn'], ru: ['жёлуд', 'желуд'] },
  ],
  en: {
    title: 'A rope bridge for squirrels',
    beats: {
      who: 'Nutmeg, a red squirrel in a town park that a busy road cuts in two',
      what: 'The town hung a rope bridge between two tall trees high above the road, and Nutmeg was the first squirrel to run across it.',
      feeling: 'unsure at first, then bold and bouncy',
      helped: 'the schoolchildren who asked for the bridge, and the tree workers who climbed up and tied it in place',
      why: 'Squirrels travel through the treetops, and a bridge high above the road lets them reach the other side without coming down among the cars.',
    },
    hook: 'High above the cars, someone is running.',
    bedtime: 'Nutmeg curls up in his leafy nest.',
    toddler: [
      { title: 'Two trees', text: 'One tree here. One tree there. A road in the middle.' },
      { title: 'A bridge', text: 'Up high, a rope bridge! Hop, hop, Nutmeg!' },
      { title: 'Across!', text: 'Across he goes, over the cars. Hello, acorns!' },
    ],
    small: [
      {
        title: 'Two halves of a park',
        text: 'In a little town, a busy road runs through the middle of a park. Oak trees grow on one side, and squirrels live on the other.',
      },
      {
        title: 'Too many cars',
        text: 'To reach the acorns, the squirrels had to run across the road. The cars went by so fast! How could they get across?',
      },
      {
        title: 'A bridge in the trees',
        text: 'Tree workers climbed two tall trees and tied a rope bridge between them, high above the road.',
      },
      {
        title: 'Nutmeg goes first',
        text: 'A red squirrel called Nutmeg sniffed the ropes, then ran across, quick as a flash. Can you run your fingers across the table like a squirrel on a bridge?',
      },
    ],
    arc: [
      {
        title: 'The park and the road',
        text: 'In a little town there is a park with tall old trees. A busy road runs right through the middle of it. A red squirrel called Nutmeg lives in a pine on one side.',
      },
      {
        title: 'Acorns across the road',
        text: 'On the other side grow big oak trees, where the squirrels find acorns and hide them. To reach them, the squirrels had to come down and dash across the road, between the cars.',
      },
      {
        title: 'A letter from the school',
        text: 'The children of the town school watched the squirrels and worried. They wrote a letter to the town: please help the squirrels cross. They even drew a picture of a bridge.',
      },
      {
        title: 'A bridge up high',
        text: 'The town said yes. Tree workers climbed two tall trees, one on each side, and tied a long rope bridge between them, high above the road.',
      },
      {
        title: 'Tail held high',
        text: 'For two days the bridge hung empty. Then Nutmeg crept out, sniffed the ropes and ran across, tail held high. Soon the other squirrels followed, and the cars drove by below.',
      },
      {
        title: 'Why squirrels like bridges',
        text: 'Squirrels are happiest up in the trees, jumping from branch to branch. A rope bridge is like one more branch stretched over the road, so they can travel without ever touching the ground.',
      },
    ],
    footnote: {
      word: 'acorn',
      inText: 'acorns',
      explanation: 'The nut of an oak tree, sitting in a little cup like a hat.',
    },
    whatHappened:
      'After schoolchildren asked for it, a town hung a rope bridge between two tall trees over a busy road that cuts a park in two. Within days, squirrels were using it to reach the oak trees on the other side.',
    parent: {
      upto3: ['Can you find the rope bridge?', 'Can you hop like Nutmeg?'],
      '4to5': [
        'How do you think Nutmeg felt, running across the bridge?',
        'How do you think the squirrels felt when the cars went by so fast?',
      ],
      '6to7': [
        'Why do you think a bridge up high is better for squirrels than a crossing on the road?',
        'Could you draw together a bridge that would help an animal near your home?',
      ],
    },
  },
  ru: {
    title: 'Верёвочный мост для белок',
    beats: {
      who: 'Орешек, рыжий бельчонок в городском парке, который разрезает пополам оживлённая дорога',
      what: 'Город натянул верёвочный мост между двумя высокими деревьями над дорогой, и Орешек первым из белок пробежал по нему.',
      feeling: 'сначала неуверенность, потом смелость и задор',
      helped: 'школьники, которые попросили построить мост, и рабочие, которые забрались на деревья и закрепили его',
      why: 'Белки путешествуют по верхушкам деревьев, и мост высоко над дорогой помогает им перебраться на другую сторону, не спускаясь к машинам.',
    },
    hook: 'Высоко над машинами кто-то бежит.',
    bedtime: 'Орешек свернулся клубком в своём гнезде.',
    toddler: [
      { title: 'Два дерева', text: 'Тут дерево. Там дерево. А посередине дорога.' },
      { title: 'Мостик', text: 'Высоко-высоко мостик! Прыг-скок, Орешек!' },
      { title: 'На ту сторону', text: 'Бежит, бежит над машинами! Привет, жёлуди!' },
    ],
    small: [
      {
        title: 'Парк пополам',
        text: 'В маленьком городе посреди парка проходит оживлённая дорога. С одной стороны растут дубы, а с другой живут белки.',
      },
      {
        title: 'Слишком много машин',
        text: 'Чтобы добраться до желудей, белкам приходилось перебегать дорогу. А машины ехали так быстро! Как же перебраться?',
      },
      {
        title: 'Мост в деревьях',
        text: 'Рабочие забрались на два высоких дерева и натянули между ними верёвочный мост, высоко над дорогой.',
      },
      {
        title: 'Орешек первый',
        text: 'Бельчонок Орешек обнюхал верёвки и промчался по мосту, быстро как молния. А ты можешь пробежать пальцами по столу, как белка по мостику?',
      },
    ],
    arc: [
      {
        title: 'Парк и дорога',
        text: 'В маленьком городе есть парк со старыми высокими деревьями. Прямо через середину парка идёт оживлённая дорога. На одной стороне, в сосне, живёт бельчонок Орешек.',
      },
      {
        title: 'Жёлуди за дорогой',
        text: 'На другой стороне растут большие дубы, там белки находят и прячут много желудей. Чтобы до них добраться, белкам приходилось спускаться и перебегать дорогу между машинами.',
      },
      {
        title: 'Письмо от ребят',
        text: 'Ребята из городской школы смотрели на белок и волновались. Они написали письмо в мэрию: помогите белкам перебираться! И даже нарисовали мост.',
      },
      {
        title: 'Мост наверху',
        text: 'Город согласился. Рабочие забрались на два высоких дерева, по одному с каждой стороны, и натянули между ними длинный верёвочный мост, высоко над дорогой.',
      },
      {
        title: 'Хвост трубой',
        text: 'Два дня мост висел пустой. А потом Орешек выбрался, обнюхал верёвки и пробежал на ту сторону, подняв хвост. Скоро за ним потянулись и другие белки, а машины ехали внизу.',
      },
      {
        title: 'Почему белкам нужны мосты',
        text: 'Белкам лучше всего наверху, где можно прыгать с ветки на ветку. Верёвочный мост для них как ещё одна ветка, протянутая над дорогой. По нему можно путешествовать и ни разу не спуститься на землю.',
      },
    ],
    footnote: {
      word: 'жёлудь',
      inText: 'желудей',
      explanation: 'Орех дуба в маленькой шапочке.',
    },
    whatHappened:
      'По просьбе школьников город натянул верёвочный мост между двумя высокими деревьями над оживлённой дорогой, которая делит парк пополам. Уже через несколько дней белки стали перебегать по нему к дубам на другой стороне.',
    parent: {
      upto3: ['Покажешь верёвочный мостик?', 'Попрыгаешь, как Орешек?'],
      '4to5': [
        'Как думаешь, что почувствовал Орешек, когда бежал по мосту?',
        'Как думаешь, что чувствовали белки, когда мимо мчались машины?',
      ],
      '6to7': [
        'Как думаешь, почему мост наверху для белок лучше, чем переход на дороге?',
        'Может, нарисуете вместе мост, который помог бы какому-нибудь зверю рядом с вашим домом?',
      ],
    },
  },
};
