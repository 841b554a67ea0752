/** Told for children: the bundled news item of 09-29 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_29: ItemTales = {
  heroLooks:
    'a young crane with soft grey-brown feathers, a long thin neck, long thin dark legs and a long pointed beak',
  draw: [
    { picture: '🐦', en: ['crane', 'kip'], ru: ['журав', 'кип'] },
    { picture: '🏞️', en: ['lake'], ru: ['озер'] },
    { picture: '☀️', en: ['sun', 'warm'], ru: ['солн', 'тепл'] },
    { picture: '🌾', en: ['reeds'], ru: ['камыш'] },
    { picture: '🐸', en: ['frog'], ru: ['лягуш'] },
  ],
  en: {
    title: 'Cranes fly south',
    beats: {
      who: 'a long line of cranes over a wide lake, with a young crane called Kip on his first trip',
      what: 'The cranes flew south to spend the winter where it is warm, in the shape of a big letter V.',
      feeling: 'excited and a little unsure, then strong and proud',
      helped: 'the grown-up cranes, who know the way and lead the young ones',
      why: 'In winter the lakes freeze and food is hidden under the ice, so cranes fly south and come back in spring.',
    },
    hook: 'Look up: big grey birds are flying south.',
    bedtime: 'The cranes rest on one long leg tonight.',
    toddler: [
      {
        title: 'Flap, flap',
        text: 'High in the sky! Big grey birds. Flap, flap, flap go the wings. Kroo, kroo, sing the cranes.',
      },
      { title: 'A big V', text: 'One bird, two birds, many birds! They fly in a big V. Over the lake they go.' },
      { title: 'Bye-bye, cranes', text: 'Off to the warm sun. Bye-bye, cranes! See you in spring!' },
    ],
    small: [
      {
        title: 'Over the lake',
        text: 'Over a wide lake, a long line of cranes rose into the sky. Little Kip was with them. It was his very first trip south.',
      },
      {
        title: 'A letter in the sky',
        text: 'The cranes flew in the shape of a big letter V. Kip found his place near the end, right behind his mum. Kroo, kroo, he called, proud and happy.',
      },
      {
        title: 'Somewhere warm',
        text: 'Soon the lake will be cold and icy. So the cranes fly far away to where it is warm, and in spring they come back. Can you draw a big V in the air with your finger?',
      },
    ],
    arc: [
      {
        title: 'By a wide lake',
        text: 'By a wide lake lives a family of cranes. Their young one, Kip, hatched there in the spring. All summer he walked in the reeds on his long legs and learned to fly.',
      },
      {
        title: 'Time to go',
        text: 'Now the air was getting cold, and the grown-ups could not sit still. Kip knew that soon they would fly south, far, far away. Were his wings strong enough?',
      },
      {
        title: 'Flapping alone',
        text: 'The whole flock rose over the lake. Kip flew off to one side and flapped as hard as he could. Soon his wings felt heavy, and he began to fall behind.',
      },
      {
        title: 'A place in the V',
        text: 'Kroo, kroo! His mum called him. The cranes flew in the shape of a big letter V, and she showed him a place just behind her wing. There the moving air helped to lift Kip along.',
      },
      {
        title: 'Far and strong',
        text: 'Now Kip flew easily, in line with everyone else. When the leader at the front grew tired, another crane took a turn. The long V sailed south over fields and rivers.',
      },
      {
        title: 'Why cranes fly south',
        text: 'Cranes eat frogs, worms and seeds from wet fields and shallow water. In winter the lake freezes, and their food hides under ice and snow. So they fly south, where the water stays open, and come home in spring.',
      },
    ],
    footnote: {
      word: 'shape',
      inText: 'shape',
      explanation: 'The outline of something, like a circle, a square or a letter.',
    },
    whatHappened:
      'A big flock of cranes flew south over a lake to spend the winter in warmer places. They flew in a V, which helps each bird save strength on the long trip.',
    parent: {
      upto3: ['Can you flap your arms like the big grey birds?', 'How many birds can you count in the sky?'],
      '4to5': [
        'How do you think Kip felt on his very first long flight?',
        'How do you feel when you go somewhere new and far away?',
      ],
      '6to7': [
        'Why do you think flying in a V makes the long trip easier for cranes?',
        'Could you watch the sky together this autumn and see what shape the flying birds make?',
      ],
    },
  },
  ru: {
    title: 'Журавли улетают на юг',
    beats: {
      who: 'длинный журавлиный клин над широким озером, а в нём журавлёнок Кип, который летит на юг впервые',
      what: 'Журавли полетели на юг зимовать в тёплых краях — клином, в форме большой буквы V.',
      feeling: 'волнение и немного робости, потом гордость',
      helped: 'взрослые журавли, которые знают дорогу и ведут за собой молодых',
      why: 'Зимой озёра замерзают и корм прячется подо льдом, поэтому журавли улетают на юг, а весной возвращаются.',
    },
    hook: 'Смотри: большие серые птицы летят на юг.',
    bedtime: 'Журавли дремлют на одной ноге у воды.',
    toddler: [
      {
        title: 'Мах-мах',
        text: 'Смотри, в небе птицы! Большие серые журавли. Крылья машут: мах, мах, мах. Журавли поют: курлы, курлы!',
      },
      {
        title: 'Клин',
        text: 'Одна птица, две птицы, много птиц! Летят они клином, как галочка. Над озером летят, далеко летят.',
      },
      { title: 'Пока-пока', text: 'Летят к тёплому солнышку. Пока, журавли! Весной возвращайтесь!' },
    ],
    small: [
      {
        title: 'Над озером',
        text: 'Над широким озером поднялась длинная вереница журавлей. С ними летел и маленький Кип. Он отправился на юг в первый раз.',
      },
      {
        title: 'Буква в небе',
        text: 'Журавли выстроились клином — в форме большой буквы V. Кип нашёл своё место в самом конце, прямо за мамой. «Курлы-курлы!» — радостно пел он.',
      },
      {
        title: 'Туда, где тепло',
        text: 'Скоро озеро затянет льдом. Поэтому журавли улетают далеко, туда, где тепло, а весной прилетают обратно. Нарисуешь пальчиком в воздухе большую галочку, как журавлиный клин?',
      },
    ],
    arc: [
      {
        title: 'У широкого озера',
        text: 'У широкого озера живёт журавлиная семья. Весной у них вылупился журавлёнок Кип. Всё лето он бродил в камышах на длинных ногах и учился летать.',
      },
      {
        title: 'Пора в путь',
        text: 'Но вот подули холодные ветры, и взрослые журавли забеспокоились. Кип знал: скоро они полетят на юг, далеко-далеко. Хватит ли у него сил?',
      },
      {
        title: 'Изо всех сил',
        text: 'Вся стая поднялась над озером. Кип летел сбоку и махал крыльями изо всех сил. Скоро крылья отяжелели, и он начал отставать.',
      },
      {
        title: 'Место в клине',
        text: '«Курлы!» — позвала его мама и показала место прямо за своим крылом. Журавли летели в форме большой буквы V. Здесь воздух сам подхватывал Кипа и нёс вперёд.',
      },
      {
        title: 'Далеко и легко',
        text: 'Теперь Кип летел легко, вровень со всеми. Когда вожак впереди уставал, его место занимал другой журавль. Длинный клин плыл на юг над полями и реками.',
      },
      {
        title: 'Зачем журавли улетают',
        text: 'Журавли едят лягушек, червячков и зёрнышки на мокрых лугах и на мелководье. Зимой озеро замерзает, и весь корм прячется подо льдом и снегом. Поэтому журавли улетают туда, где вода не замерзает, и возвращаются только весной.',
      },
    ],
    footnote: {
      word: 'форма',
      inText: 'форме',
      explanation: 'То, как выглядит предмет снаружи: круг, квадрат или, например, буква.',
    },
    whatHappened:
      'Большая стая журавлей пролетела над озером на юг, чтобы перезимовать в тёплых краях. Журавли летели клином: так каждой птице легче в долгом пути.',
    parent: {
      upto3: ['Покажешь, где у журавля длинные ноги?', 'Посчитаем, сколько птиц летит в небе?'],
      '4to5': [
        'Как думаешь, что чувствовал Кип в своём первом долгом полёте?',
        'А как тебе, когда едешь куда-то далеко в первый раз?',
      ],
      '6to7': [
        'Как думаешь, почему журавлям легче лететь клином, чем поодиночке?',
        'Может, понаблюдаете этой осенью за небом и посмотрите, какой фигурой летят птицы?',
      ],
    },
  },
};
