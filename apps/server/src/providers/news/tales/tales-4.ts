/** Told for children: bundled items (see types.ts). Written for Tiny Tidings. */
import type { ItemTales } from './types.js';

export const TALES_4: Record<string, ItemTales> = {
  '09-29': {
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
      hook: 'Tonight my news has long grey wings.',
      bedtime: 'Kip rests on one long leg tonight.',
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
        upto3: ["Can you point to the crane's long legs?", 'How many birds can you count in the sky?'],
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
      hook: 'Сегодня моя новость машет большими крыльями.',
      bedtime: 'Кип дремлет на одной ноге у воды.',
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
  },
  '10-01': {
    heroLooks:
      'a small smiley grandma with short silver curls, round glasses and a pink cardigan with a red flower pinned on it',
    draw: [
      { picture: '👵', en: ['grandma', 'vera'], ru: ['бабушк', 'вера', 'веры', 'вере'] },
      { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
      { picture: '👧', en: ['sonya', 'granddaughter'], ru: ['соня', 'соню', 'внучк'] },
      { picture: '🎵', en: ['song', 'sing'], ru: ['песн', 'поют'] },
      { picture: '🎹', en: ['piano'], ru: ['пианино'] },
      { picture: '👏', en: ['clap'], ru: ['хлоп'] },
    ],
    en: {
      title: "Grandparents' concert",
      beats: {
        who: 'a choir of grandmas and grandpas in a town concert hall, with Grandma Vera among them',
        what: 'They sang songs for their grandchildren, and the audience clapped and asked for one more song.',
        feeling: 'a little nervous at first, then proud and happy',
        helped: null,
        why: 'Songs that grandparents learned as children live on when they sing them with their grandchildren.',
      },
      hook: 'Tonight my news is a song from grandma.',
      bedtime: 'Grandma Vera hums one last, soft song.',
      toddler: [
        {
          title: 'On the stage',
          text: 'Shh! Grandmas and grandpas on the stage. Grandma in pink, Grandpa in a bow tie.',
        },
        { title: 'La, la, la', text: 'They sing, sing, sing. La, la, la! Loud songs, soft songs, happy songs.' },
        { title: 'Clap, clap', text: 'Clap, clap, clap! Everyone claps. One more song, please!' },
      ],
      small: [
        {
          title: 'Grandma on the stage',
          text: 'In a town concert hall, a choir of grandmas and grandpas stood on the stage. Grandma Vera stood in the front row in her pink cardigan.',
        },
        {
          title: 'A song for Sonya',
          text: 'Vera was a little nervous. Then she saw her granddaughter Sonya waving from the hall. Vera smiled and sang her very best, loud and clear.',
        },
        {
          title: 'One more!',
          text: 'When the last song ended, the audience clapped and clapped and called for one more song. So the choir sang again.',
        },
        {
          title: 'Your song',
          text: 'Everyone went home humming. Do you have a song that you sing with your grandma or grandpa? Can you sing a little of it now?',
        },
      ],
      arc: [
        {
          title: 'A choir of grandparents',
          text: 'In a small town there is a choir of grandmas and grandpas. Every Tuesday they meet in the concert hall to sing. Grandma Vera has sung there for many years.',
        },
        {
          title: 'A big wish',
          text: 'This autumn the choir had a wish: to give a real concert for their grandchildren. But Vera was worried. What if she forgot the words on the big stage?',
        },
        {
          title: 'Practice, practice',
          text: 'So the choir practised again and again. Grandpa Paul played the piano, and Vera sang in her kitchen, in her garden and even in the bath.',
        },
        {
          title: 'A face in the hall',
          text: "On the day of the concert, the hall was full. Vera's knees shook a little. Then she saw Sonya in the front row, singing along with every word.",
        },
        {
          title: 'One more song',
          text: 'Vera forgot all about being worried and sang with her whole voice. At the end, the audience clapped for so long that the choir sang one more song.',
        },
        {
          title: 'Songs that travel',
          text: 'Many of those songs are very old. The grandmas and grandpas learned them when they were little, from their own grandparents. When children sing them too, a song can live for a hundred years.',
        },
      ],
      footnote: {
        word: 'audience',
        inText: 'audience',
        explanation: 'All the people who come to watch and listen to a show.',
      },
      whatHappened:
        'A choir of grandmothers and grandfathers gave a concert for their grandchildren in the town concert hall. The audience loved it and asked for one more song.',
      parent: {
        upto3: ['Can you point to the grandma who is singing?', 'Can you clap your hands like the audience?'],
        '4to5': [
          'How do you think Grandma Vera felt when she saw Sonya in the front row?',
          'How do you feel when people clap for you?',
        ],
        '6to7': [
          'Why do you think old songs are passed from grandparents to grandchildren?',
          'Could you ask a grandparent to teach you a song they sang when they were little?',
        ],
      },
    },
    ru: {
      title: 'Концерт бабушек и дедушек',
      beats: {
        who: 'хор бабушек и дедушек в городском концертном зале, а в нём бабушка Вера',
        what: 'Они спели песни для своих внуков, а зрители хлопали и просили спеть ещё одну.',
        feeling: 'сначала волнение, потом гордость и радость',
        helped: null,
        why: 'Песни, которые бабушки и дедушки пели в детстве, переходят к внукам — так старые песни живут дальше.',
      },
      hook: 'Сегодня моя новость поёт бабушкиным голосом.',
      bedtime: 'Бабушка Вера тихонько напевает колыбельную.',
      toddler: [
        {
          title: 'На сцене',
          text: 'Тише-тише! На сцене бабушки и дедушки. Бабушка в розовой кофте. Дедушка в галстуке-бабочке.',
        },
        { title: 'Ля-ля-ля', text: 'Поют, поют, поют! Ля-ля-ля! Песни громкие, песни тихие, песни весёлые.' },
        { title: 'Хлоп-хлоп', text: 'Хлоп, хлоп, хлоп! Все хлопают. Ещё песенку, пожалуйста!' },
      ],
      small: [
        {
          title: 'Бабушка на сцене',
          text: 'В городском концертном зале на сцену вышел хор бабушек и дедушек. В первом ряду стояла бабушка Вера в своей розовой кофте.',
        },
        {
          title: 'Песня для Сони',
          text: 'Бабушка Вера немножко волновалась. Но тут она увидела в зале внучку Соню, и та помахала ей рукой. Вера улыбнулась и запела громко и звонко.',
        },
        {
          title: 'Ещё одну!',
          text: 'Когда песня закончилась, зрители долго-долго хлопали и просили спеть ещё. И хор спел ещё одну песню.',
        },
        {
          title: 'А у тебя?',
          text: 'Домой все шли и напевали. А у тебя есть песенка, которую вы поёте с бабушкой или дедушкой? Напоёшь её немножко?',
        },
      ],
      arc: [
        {
          title: 'Хор бабушек и дедушек',
          text: 'В маленьком городе есть хор бабушек и дедушек. Каждый вторник они собираются в концертном зале и поют. Бабушка Вера поёт там уже много лет.',
        },
        {
          title: 'Большая мечта',
          text: 'Этой осенью хор задумал настоящий концерт для внуков. Но Вера волновалась. Вдруг на большой сцене она забудет слова?',
        },
        {
          title: 'Репетиции',
          text: 'Хор репетировал снова и снова. Дедушка Павел играл на пианино, а Вера пела и на кухне, и в огороде, и даже в ванной.',
        },
        {
          title: 'Знакомое лицо',
          text: 'В день концерта зал был полон. У Веры немножко дрожали коленки. И вдруг она увидела в первом ряду Соню: внучка пела вместе с хором, слово в слово.',
        },
        {
          title: 'Ещё одна песня',
          text: 'Вера забыла про волнение и запела во весь голос. А в конце зрители хлопали так долго, что хор спел ещё одну песню.',
        },
        {
          title: 'Песни путешествуют',
          text: 'Многие из этих песен очень старые. Бабушки и дедушки выучили их в детстве у своих бабушек. Когда песню подхватывают внуки, она может прожить сто лет.',
        },
      ],
      footnote: {
        word: 'зритель',
        inText: 'зрители',
        explanation: 'Человек, который пришёл посмотреть и послушать выступление.',
      },
      whatHappened:
        'Хор бабушек и дедушек дал концерт для своих внуков в городском концертном зале. Зрителям так понравилось, что они попросили спеть ещё одну песню.',
      parent: {
        upto3: ['Покажешь, где бабушка, которая поёт?', 'Похлопаешь в ладоши, как зрители?'],
        '4to5': [
          'Как думаешь, что почувствовала бабушка Вера, когда увидела Соню?',
          'А что ты чувствуешь, когда тебе хлопают?',
        ],
        '6to7': [
          'Как думаешь, почему старые песни передаются от бабушек и дедушек к внукам?',
          'Может, попросите бабушку или дедушку научить вас песне из их детства?',
        ],
      },
    },
  },
  '10-06': {
    heroLooks: 'a giant round orange pumpkin, wider than a bathtub, with deep ridges and a thick curly green stem',
    draw: [
      { picture: '🎃', en: ['pumpkin'], ru: ['тыкв'] },
      { picture: '🧑‍🌾', en: ['farmer', 'tom'], ru: ['фермер', 'фома', 'фоме', 'фомы'] },
      { picture: '🏅', en: ['prize', 'ribbon'], ru: ['приз', 'лент'] },
      { picture: '🚜', en: ['tractor'], ru: ['трактор'] },
      { picture: '🍎', en: ['apple'], ru: ['яблок'] },
      { picture: '🍯', en: ['honey'], ru: ['мёд'] },
    ],
    en: {
      title: 'A giant pumpkin',
      beats: {
        who: "Farmer Tom's giant pumpkin at a village fair",
        what: 'It won the prize for the biggest pumpkin, and it was so heavy that ten people helped to lift it.',
        feeling: 'proud and amazed',
        helped: 'ten people from the village, who lifted the pumpkin together',
        why: 'A whole giant pumpkin grows from one small seed, with sunshine, water and a lot of care.',
      },
      hook: 'Tonight my news is big, round and orange.',
      bedtime: 'The giant pumpkin sleeps under its blue ribbon.',
      toddler: [
        {
          title: 'Big, big, big',
          text: 'Look at this pumpkin! Big, big, big! Bigger than a bathtub. Orange and round.',
        },
        { title: 'Heave-ho', text: 'One, two, three… ten people lift it! Heave-ho, heave-ho! Up it goes.' },
        { title: 'A prize', text: 'Here is a blue ribbon. The biggest pumpkin wins! Hooray for the pumpkin!' },
      ],
      small: [
        {
          title: 'At the fair',
          text: 'At a village fair, there were apples, jars of honey and pumpkins of every size. But one pumpkin was the biggest of all. Farmer Tom had grown it.',
        },
        {
          title: 'Ten helpers',
          text: 'It was so heavy that one person could not move it. Ten people held on and lifted it together. Heave-ho!',
        },
        {
          title: 'The prize',
          text: "Tom's pumpkin won the prize for the biggest pumpkin: a blue ribbon. Tom was so proud that he patted it like a good old horse.",
        },
        {
          title: 'Your turn',
          text: 'Children tried to hug the pumpkin, but their arms did not reach around it. How big a pumpkin would you like to grow?',
        },
      ],
      arc: [
        {
          title: 'A pumpkin patch',
          text: 'On a farm near a village lives Farmer Tom. Every spring he plants pumpkin seeds. This year, one small seed grew into something very special.',
        },
        {
          title: 'Too big to move',
          text: 'All summer that pumpkin grew and grew, until it was wider than a bathtub. Tom wanted to take it to the village fair. But how do you move a pumpkin that big?',
        },
        {
          title: 'Push and pull',
          text: 'Tom pushed. Tom pulled. He rocked it this way and that way. The giant pumpkin did not move an inch.',
        },
        {
          title: 'Ten helpers',
          text: 'Then his neighbours came, one after another, until there were ten of them. They slid a strong sheet under the pumpkin, held the edges and lifted it onto a trailer behind the tractor.',
        },
        {
          title: 'The biggest of all',
          text: 'At the fair, the pumpkin was put on a giant scale. It was the heaviest one there! Tom won the prize for the biggest pumpkin, and everyone clapped.',
        },
        {
          title: 'How a pumpkin grows',
          text: 'A pumpkin starts as a flat seed no bigger than a fingernail. Its wide leaves catch the sunshine, and its roots drink lots of water. In the middle of summer, a giant pumpkin grows heavier every single day.',
        },
      ],
      footnote: { word: 'prize', inText: 'prize', explanation: 'A gift you get for winning.' },
      whatHappened:
        'A farmer brought a giant pumpkin to a village fair, and it won the prize for the biggest pumpkin. It was so heavy that ten people had to lift it together.',
      parent: {
        upto3: ['Can you point to the big orange pumpkin?', 'Can you show me with your arms how big it was?'],
        '4to5': [
          'How do you think Farmer Tom felt when his pumpkin won?',
          'How does it feel when friends help you with something hard?',
        ],
        '6to7': [
          'How do you think one small seed can grow into such a huge pumpkin?',
          'Could you plant a pumpkin seed in a pot together and watch it sprout?',
        ],
      },
    },
    ru: {
      title: 'Огромная тыква',
      beats: {
        who: 'огромная тыква фермера Фомы на деревенской ярмарке',
        what: 'Тыква получила приз как самая большая, а была она такой тяжёлой, что её поднимали десять человек.',
        feeling: 'гордость и изумление',
        helped: 'десять соседей, которые вместе подняли тыкву',
        why: 'Огромная тыква вырастает из одного маленького семечка — от солнца, воды и заботы.',
      },
      hook: 'Сегодня моя новость большая, круглая и оранжевая.',
      bedtime: 'Тыква дремлет с синей лентой на боку.',
      toddler: [
        { title: 'Вот так тыква!', text: 'Смотри, какая тыква! Большая-пребольшая! Больше ванны. Круглая, оранжевая.' },
        { title: 'Раз-два, взяли!', text: 'Один, два, три… десять человек! Раз-два — взяли! Подняли тыкву! Ух!' },
        { title: 'Приз', text: 'Вот синяя лента. Самая большая тыква победила! Ура тыкве!' },
      ],
      small: [
        {
          title: 'На ярмарке',
          text: 'На деревенской ярмарке было всё: яблоки, мёд в банках и тыквы всех размеров. Но одна тыква была больше всех. Её вырастил фермер Фома.',
        },
        {
          title: 'Десять помощников',
          text: 'Тыква была такая тяжёлая, что одному её не сдвинуть. Десять человек ухватились за неё и подняли все вместе. Раз-два, взяли!',
        },
        {
          title: 'Синяя лента',
          text: 'Тыква Фомы получила приз как самая большая — синюю ленту. Фома так гордился, что похлопал тыкву по боку, как доброго коня.',
        },
        {
          title: 'А тебе?',
          text: 'Дети пробовали обнять тыкву, но руки не сходились. А какую тыкву тебе хочется вырастить?',
        },
      ],
      arc: [
        {
          title: 'Тыквенная грядка',
          text: 'На ферме у деревни живёт фермер Фома. Каждую весну он сажает тыквенные семечки. В этот раз одно маленькое семечко выросло в настоящее чудо.',
        },
        {
          title: 'Как её довезти?',
          text: 'Всё лето тыква росла и росла, пока не стала шире ванны. Фома хотел отвезти её на деревенскую ярмарку. Но как сдвинуть с места такую великаншу?',
        },
        {
          title: 'Толкал и тянул',
          text: 'Фома толкал её. Фома тянул её. Качал туда и сюда. А тыква не сдвинулась ни на сантиметр.',
        },
        {
          title: 'Десять помощников',
          text: 'Тогда пришли соседи, один за другим, и набралось их десять. Они подсунули под тыкву крепкое полотно, взялись за края и подняли её в тележку за трактором.',
        },
        {
          title: 'Самая большая',
          text: 'На ярмарке тыкву поставили на огромные весы. Она оказалась тяжелее всех! Тыква Фомы получила приз как самая большая, и все захлопали.',
        },
        {
          title: 'Как растёт тыква',
          text: 'Тыква начинается с плоского семечка размером с ноготок. Широкие листья ловят солнце, а корни пьют много воды. В середине лета огромная тыква тяжелеет с каждым днём.',
        },
      ],
      footnote: { word: 'приз', inText: 'приз', explanation: 'Подарок для того, кто победил.' },
      whatHappened:
        'Фермер привёз на деревенскую ярмарку огромную тыкву, и она получила приз как самая большая. Тыква была такой тяжёлой, что её поднимали десять человек.',
      parent: {
        upto3: ['Покажешь, где большая оранжевая тыква?', 'Покажешь руками, какая она огромная?'],
        '4to5': [
          'Как думаешь, что почувствовал фермер Фома, когда его тыква победила?',
          'А тебе приятно, когда друзья помогают с трудным делом?',
        ],
        '6to7': [
          'Как думаешь, как из маленького семечка вырастает такая огромная тыква?',
          'Может, посадите вместе тыквенное семечко в горшок и посмотрите, как оно прорастёт?',
        ],
      },
    },
  },
  '10-13': {
    heroLooks:
      'a small round blue robot on three little wheels, with two round glowing eyes, a clear water tank on its back and a thin bendy spout',
    draw: [
      { picture: '🤖', en: ['robot', 'drip'], ru: ['робот', 'кап'] },
      { picture: '🪴', en: ['flowerpot', 'pot'], ru: ['горш'] },
      { picture: '🌷', en: ['flower'], ru: ['цвет'] },
      { picture: '👧', en: ['ana'], ru: ['аня'] },
      { picture: '👦', en: ['max', 'leo'], ru: ['макс', 'лёва'] },
      { picture: '💧', en: ['water'], ru: ['вод'] },
    ],
    en: {
      title: 'Children build a robot',
      beats: {
        who: 'a team of schoolchildren at a science club, and the little robot they built, called Drip',
        what: 'They built a little robot that waters plants: it drives slowly and gives each flower a drink.',
        feeling: 'curious, then puzzled, then very proud',
        helped: null,
        why: 'A robot only does what its instructions say, so the children had to think step by step and try again and again, like real scientists.',
      },
      hook: 'Tonight my news goes beep and whirr.',
      bedtime: 'Drip is parked by the flowers, lights off.',
      toddler: [
        { title: 'Beep, beep', text: 'Here is a little robot. Beep, beep! Blue robot, round robot, on little wheels.' },
        {
          title: 'Slowly, slowly',
          text: 'Roll, roll, slowly, slowly. Stop at the flower. Drip, drip, drip! A drink for the flower.',
        },
        { title: 'Hooray', text: 'Drink for the red flower. Drink for the yellow flower. Hooray for the robot!' },
      ],
      small: [
        {
          title: 'The science club',
          text: 'After school, a team of children meets at a science club. This autumn, Ana, Max and Leo built a little robot and called it Drip.',
        },
        {
          title: 'Slowly does it',
          text: 'Drip rolls slowly along a row of flowerpots. At each pot it stops and pours a little water. Drip, drip! Now that flower has had a drink.',
        },
        {
          title: 'Proud builders',
          text: 'The children clapped and jumped up and down. Their robot worked! If you built a robot, what job would you give it?',
        },
      ],
      arc: [
        {
          title: 'The science club',
          text: 'Every Thursday after school, a team of children meets at the science club. Ana, Max and Leo like to take things apart and find out how they work.',
        },
        {
          title: 'Thirsty plants',
          text: 'By the club window stands a long table of flowerpots. But at the weekend nobody is there, and by Monday the leaves hang down, thirsty. The flowers needed a helper.',
        },
        {
          title: 'Too fast!',
          text: 'So the children built a little robot with wheels, a water tank and a thin spout. The first time, it zoomed along too fast and splashed water all over the table. Oops!',
        },
        {
          title: 'Trying again',
          text: "The children did not give up. They changed the robot's instructions: drive slowly, stop at each pot, pour a little, then move on. They tried again and again.",
        },
        {
          title: 'Drip works',
          text: 'At last the little robot rolled slowly along the row and gave each flower a drink. The leaves stood up straight. The children named it Drip and cheered.',
        },
        {
          title: 'How Drip knows',
          text: 'A robot cannot think by itself. It only follows the steps that people write for it, one by one. That is science: you look, you try, you fix it, and you try again until it works.',
        },
      ],
      footnote: {
        word: 'science',
        inText: 'science',
        explanation: 'Finding out how the world works by looking closely and trying things out.',
      },
      whatHappened:
        'A team of schoolchildren at a science club built a small robot that waters plants. It drives slowly and stops to give each flower a drink.',
      parent: {
        upto3: ["Can you point to the robot's wheels?", 'What colour are the flowers?'],
        '4to5': [
          'How do you think the children felt when the robot splashed water everywhere?',
          'How do you feel when something finally works after many tries?',
        ],
        '6to7': [
          'Why do you think the robot had to drive slowly?',
          'Could you write step-by-step instructions for watering a plant and follow them together?',
        ],
      },
    },
    ru: {
      title: 'Школьники собрали робота',
      beats: {
        who: 'команда школьников из научного кружка и маленький робот Кап, которого они собрали',
        what: 'Ребята собрали робота, который поливает цветы: он медленно едет и поит каждый цветок.',
        feeling: 'любопытство, потом растерянность и, наконец, гордость',
        helped: null,
        why: 'Робот делает только то, что написано в его командах, поэтому ребятам пришлось думать по шагам и пробовать снова и снова, как настоящим учёным.',
      },
      hook: 'Сегодня моя новость жужжит и пищит.',
      bedtime: 'Кап стоит у цветов и отдыхает.',
      toddler: [
        { title: 'Бип-бип', text: 'Вот маленький робот. Бип, бип! Синий робот, круглый робот, на колёсиках.' },
        { title: 'Тихо-тихо', text: 'Едет, едет, тихо-тихо. Стоп у цветочка. Кап, кап, кап! Пей, цветочек!' },
        { title: 'Ура!', text: 'Попил красный цветок. Попил жёлтый цветок. Ура роботу!' },
      ],
      small: [
        {
          title: 'Научный кружок',
          text: 'После уроков ребята занимаются в научном кружке. Этой осенью Аня, Макс и Лёва собрали там маленького робота и назвали его Кап.',
        },
        {
          title: 'Потихоньку',
          text: 'Кап медленно едет вдоль ряда цветочных горшков. У каждого горшка он останавливается и наливает немножко воды. Кап-кап! Вот и цветок попил.',
        },
        {
          title: 'Гордые мастера',
          text: 'Ребята хлопали в ладоши и прыгали: робот работает! А какую работу ты придумаешь для своего робота?',
        },
      ],
      arc: [
        {
          title: 'Научный кружок',
          text: 'Каждый четверг после уроков ребята собираются в научном кружке. Аня, Макс и Лёва любят разбирать вещи и узнавать, как они устроены.',
        },
        {
          title: 'Цветы хотят пить',
          text: 'У окна в кружке стоит длинный стол с цветочными горшками. Но в выходные никого нет, и к понедельнику листья никнут. Вот бы цветам помощника!',
        },
        {
          title: 'Слишком быстро',
          text: 'Ребята собрали робота с колёсиками, бачком для воды и тонким носиком. В первый раз он помчался слишком быстро и расплескал воду по всему столу. Ой!',
        },
        {
          title: 'Ещё попытка',
          text: 'Но ребята не сдались. Они поменяли команды робота: ехать медленно, у каждого горшка остановиться, налить чуть-чуть и ехать дальше. Пробовали снова и снова.',
        },
        {
          title: 'Кап справился',
          text: 'И вот маленький робот медленно проехал вдоль ряда и напоил каждый цветок. Листья расправились. Ребята назвали робота Кап и радостно захлопали.',
        },
        {
          title: 'Как Кап это делает',
          text: 'Робот не умеет думать сам. Он делает только то, что люди записали для него по шагам. В этом и есть наука: смотришь, пробуешь, исправляешь и пробуешь снова, пока не получится.',
        },
      ],
      footnote: {
        word: 'кружок',
        inText: 'кружке',
        explanation: 'Занятия после уроков, где дети вместе узнают что-то интересное и мастерят.',
      },
      whatHappened:
        'Команда школьников в научном кружке собрала маленького робота, который поливает цветы. Он медленно едет и поит каждый цветок.',
      parent: {
        upto3: ['Покажешь, где у робота колёсики?', 'Какого цвета цветы?'],
        '4to5': [
          'Как думаешь, что почувствовали ребята, когда робот расплескал воду?',
          'А тебе радостно, когда что-то получается не с первого раза?',
        ],
        '6to7': [
          'Как думаешь, почему роботу нужно было ехать медленно?',
          'Может, запишете вместе по шагам, как полить цветок, а потом сделаете всё точно по списку?',
        ],
      },
    },
  },
  '10-20': {
    heroLooks:
      'a small fluffy orange fox cub with big pointed ears, a white chin, black socks on its paws and a bushy white-tipped tail',
    draw: [
      { picture: '🦊', en: ['fox', 'cub', 'rusty'], ru: ['лис', 'рыжик'] },
      { picture: '🌕', en: ['moon'], ru: ['лун'] },
      { picture: '📷', en: ['camera'], ru: ['камер'] },
      { picture: '🌳', en: ['tree'], ru: ['дерев'] },
      { picture: '🌿', en: ['grass'], ru: ['трав'] },
      { picture: '👩‍🔬', en: ['nina'], ru: ['нина', 'нины'] },
    ],
    en: {
      title: 'A fox family on camera',
      beats: {
        who: 'a fox family at the edge of a forest: a mother fox and her cubs, with the smallest cub called Rusty',
        what: 'They played in the moonlight in front of a hidden camera; the cubs chased each other and rolled in the grass.',
        feeling: 'playful and happy',
        helped: null,
        why: 'Foxes are shy and come out mostly at night, so a hidden camera lets people see how they really live without disturbing them.',
      },
      hook: 'Tonight my news has a fluffy tail.',
      bedtime: 'Rusty is curled up, nose under tail.',
      toddler: [
        { title: 'The moon', text: 'Look, the moon! Round and bright. Who is there in the grass?' },
        { title: 'Foxes!', text: 'A fox! And cubs: one, two, three! Hop, hop, hop!' },
        {
          title: 'Roll and tumble',
          text: 'Roll, roll, roll in the grass. Tails up, paws up! Click, click, goes the camera.',
        },
      ],
      small: [
        {
          title: 'Under the moon',
          text: 'At the edge of a forest, the moon came out, round and bright. A mother fox peeked out of her den, and her cubs came tumbling after her.',
        },
        {
          title: 'Chase and roll',
          text: 'The cubs chased each other round and round. Little Rusty rolled in the grass with his paws in the air. Mum sat nearby with her ears up.',
        },
        {
          title: 'A secret camera',
          text: 'Nobody saw them, except a little camera hidden on a tree. In the morning, people watched the video and smiled. Do you like to roll in the grass, like Rusty?',
        },
      ],
      arc: [
        {
          title: 'A den at the forest edge',
          text: 'At the edge of a forest, under the roots of an old tree, a fox family has its den. There is a mother fox and three cubs, and the smallest one is Rusty.',
        },
        {
          title: 'Who lives here?',
          text: 'Nina studies forest animals. She found little paw prints by the old tree and wanted to know whose they were. But foxes are shy: when people come near, they hide.',
        },
        {
          title: 'A hidden camera',
          text: 'So Nina tied a small camera to a tree and covered it with leaves. It switches on by itself when something moves. Then she went home and waited.',
        },
        {
          title: 'What the camera saw',
          text: 'In the morning Nina watched the video. The moon was bright, and out of the den came the foxes, one, two, three, four!',
        },
        {
          title: 'Moonlight games',
          text: "The cubs chased each other and rolled in the grass. Rusty pounced on his brother's tail, and Mum kept watch over them all. Nina laughed out loud at her screen.",
        },
        {
          title: 'Why cubs play',
          text: 'Foxes are shy and come out mostly in the evening and at night. The hidden camera let Nina see them without disturbing them. And by playing, cubs learn to jump and pounce, so one day they can find their own food.',
        },
      ],
      footnote: { word: 'cub', inText: 'cubs', explanation: 'A baby fox, bear or lion.' },
      whatHappened:
        'A hidden camera at the edge of a forest filmed a fox family playing in the moonlight. The cubs chased each other and rolled in the grass.',
      parent: {
        upto3: ["Can you find the fox's fluffy tail?", 'Where is the round moon?'],
        '4to5': [
          'How do you think Rusty felt, rolling in the grass?',
          'What games do you like to play with your family?',
        ],
        '6to7': [
          'Why do you think Nina used a hidden camera instead of watching the foxes herself?',
          'Could you find out together which other animals come out at night?',
        ],
      },
    },
    ru: {
      title: 'Лисья семья попала на камеру',
      beats: {
        who: 'лисья семья на опушке леса: мама-лиса и её лисята, а самого маленького зовут Рыжик',
        what: 'Лисы играли при луне перед спрятанной камерой: лисята гонялись друг за другом и катались по траве.',
        feeling: 'весело и озорно',
        helped: null,
        why: 'Лисы осторожные и выходят в основном ночью, а спрятанная камера показывает людям их жизнь и не тревожит зверей.',
      },
      hook: 'Сегодня моя новость с пушистым рыжим хвостом.',
      bedtime: 'Рыжик спит, укрыв нос хвостом.',
      toddler: [
        { title: 'Луна', text: 'Смотри, луна! Круглая, яркая. А кто там в траве?' },
        { title: 'Лисята', text: 'Лиса! И лисята: раз, два, три! Прыг-скок, прыг-скок!' },
        { title: 'Кувырком', text: 'Кувырк, кувырк по траве! Хвосты вверх, лапки вверх! А камера: щёлк, щёлк.' },
      ],
      small: [
        {
          title: 'При луне',
          text: 'На опушке леса взошла луна, круглая и яркая. Из норы выглянула мама-лиса, а за ней кувырком выкатились лисята.',
        },
        {
          title: 'Догонялки',
          text: 'Лисята гонялись друг за другом по кругу. Маленький Рыжик катался по траве, задрав лапки кверху. А мама сидела рядом, навострив уши.',
        },
        {
          title: 'Тайная камера',
          text: 'Никто их не видел — только маленькая камера, спрятанная на дереве. Утром люди посмотрели запись и заулыбались. А тебе нравится кувыркаться в траве, как Рыжику?',
        },
      ],
      arc: [
        {
          title: 'Нора на опушке',
          text: 'На опушке леса, под корнями старого дерева, живёт лисья семья. Там мама-лиса и трое лисят, а самого маленького зовут Рыжик.',
        },
        {
          title: 'Кто здесь живёт?',
          text: 'Нина изучает лесных зверей. Она нашла у старого дерева маленькие следы и захотела узнать, чьи они. Но лисы осторожные: заслышат людей — и сразу прячутся.',
        },
        {
          title: 'Спрятанная камера',
          text: 'Тогда Нина привязала к дереву маленькую камеру и прикрыла её листьями. Камера сама включается, когда рядом кто-то шевелится. Нина ушла домой и стала ждать.',
        },
        {
          title: 'Что увидела камера',
          text: 'Утром Нина посмотрела запись. Светила яркая луна, и из норы одна за другой вышли лисы: раз, два, три, четыре!',
        },
        {
          title: 'Игры при луне',
          text: 'Лисята гонялись друг за другом и катались по траве. Рыжик прыгнул на хвост брату, а мама-лиса присматривала за всеми. Нина смеялась, глядя на экран.',
        },
        {
          title: 'Зачем лисята играют',
          text: 'Лисы осторожные и выходят в основном вечером и ночью. Спрятанная камера помогла увидеть их и не потревожить. А играя, лисята учатся прыгать и ловко хватать, чтобы потом самим добывать себе еду.',
        },
      ],
      footnote: { word: 'лисёнок', inText: 'лисята', explanation: 'Детёныш лисы.' },
      whatHappened:
        'Спрятанная на опушке леса камера сняла лисью семью, которая играла при луне. Лисята гонялись друг за другом и катались по траве.',
      parent: {
        upto3: ['Покажешь, где у лисы пушистый хвост?', 'Где круглая луна?'],
        '4to5': [
          'Как думаешь, весело было Рыжику кувыркаться в траве?',
          'А в какие игры тебе нравится играть всей семьёй?',
        ],
        '6to7': [
          'Как думаешь, почему Нина поставила камеру, а не пошла смотреть на лис сама?',
          'Может, узнаете вместе, какие ещё звери выходят гулять ночью?',
        ],
      },
    },
  },
  '10-27': {
    heroLooks: 'a little girl with two short braids, a yellow raincoat with big round buttons and red rubber boots',
    draw: [
      { picture: '👧', en: ['lily'], ru: ['лиля', 'лили'] },
      { picture: '☂️', en: ['umbrella'], ru: ['зонт'] },
      { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
      { picture: '🚏', en: ['bus stop'], ru: ['останов'] },
      { picture: '🌧️', en: ['rain'], ru: ['дожд'] },
      { picture: '💧', en: ['puddle'], ru: ['луж'] },
    ],
    en: {
      title: 'An umbrella library',
      beats: {
        who: 'a small town where it often rains, and a girl called Lily who lives there with her grandpa',
        what: 'The town put free umbrellas at every bus stop: you take one when it rains and bring it back later.',
        feeling: 'worried about getting wet, then surprised and cheerful',
        helped: 'the town, which left umbrellas for everyone at the bus stops',
        why: 'When everyone brings the umbrellas back, there are always enough for the next person, just like books in a library.',
      },
      hook: 'Tonight my news is wet and colourful.',
      bedtime: 'Lily is asleep, and the rain sings softly.',
      toddler: [
        { title: 'Drip, drop', text: 'Drip, drop, drip, drop! Rain, rain, rain. Look, a puddle! Splash!' },
        {
          title: 'Umbrellas!',
          text: 'At the bus stop: umbrellas! Red, yellow, blue umbrellas. Take one, little one!',
        },
        { title: 'Dry and happy', text: 'Up goes the umbrella. Pitter-patter on the top. Lily is dry!' },
      ],
      small: [
        {
          title: 'Rain again',
          text: 'In a small town where it often rains, Lily and her grandpa were walking home. Drip, drop! The rain began, and they had no umbrella.',
        },
        {
          title: 'A surprise at the bus stop',
          text: 'At the bus stop they found a stand full of bright umbrellas. A sign said: take one when it rains and bring it back later. Lily picked a yellow one, just like her raincoat.',
        },
        {
          title: 'A little roof',
          text: 'Pitter-patter went the rain on the umbrella, but Lily stayed dry. The next day she brought it back for someone else. What colour umbrella would you choose?',
        },
      ],
      arc: [
        {
          title: 'A rainy town',
          text: 'There is a small town where it rains and rains. Lily lives there with her grandpa. She has a yellow raincoat and red boots, and she loves puddles.',
        },
        {
          title: 'Caught in the rain',
          text: 'One day Lily and Grandpa went to the market and left their umbrella at home. On the way back, dark clouds rolled in, and big drops began to fall.',
        },
        {
          title: 'Under a tiny roof',
          text: 'They ran to the bus stop and stood under its little roof. But the rain did not stop, and home was still far away. Grandpa sighed.',
        },
        {
          title: 'A stand of umbrellas',
          text: 'Then Lily saw a stand full of bright umbrellas. A sign said: free umbrellas, take one when it rains and bring it back later. The town had put them at every bus stop!',
        },
        {
          title: 'Home and dry',
          text: 'Grandpa took a big green umbrella, and Lily took a small yellow one. They walked home through the puddles, dry and singing. The next day, they brought both umbrellas back.',
        },
        {
          title: 'Why sharing works',
          text: 'An umbrella library works like a library of books. Nobody has to carry an umbrella every single day. If everyone brings theirs back, there is always one waiting for the next person caught in the rain.',
        },
      ],
      footnote: {
        word: 'umbrella',
        inText: 'umbrella',
        explanation: 'A little roof on a stick that keeps the rain off your head.',
      },
      whatHappened:
        'A small, rainy town put free umbrellas at every bus stop. People take one when it rains and bring it back later for others.',
      parent: {
        upto3: ['Can you point to the yellow umbrella?', 'Can you make the sound of the rain?'],
        '4to5': [
          'How do you think Lily felt when she found the umbrellas?',
          'Do you like walking in the rain, or do you like to stay dry?',
        ],
        '6to7': [
          'Why do you think it matters that everyone brings the umbrellas back?',
          'Could you think of something else your town could share and draw it together?',
        ],
      },
    },
    ru: {
      title: 'Библиотека зонтиков',
      beats: {
        who: 'маленький городок, где часто идут дожди, и девочка Лиля, которая живёт там с дедушкой',
        what: 'Городок поставил бесплатные зонтики на каждой остановке: берёшь зонтик в дождь, а потом приносишь обратно.',
        feeling: 'сначала огорчение, что промокнут, потом удивление и радость',
        helped: 'городок, который оставил на остановках зонтики для всех',
        why: 'Если все возвращают зонтики, их всегда хватает следующему — как книг в библиотеке.',
      },
      hook: 'Сегодня моя новость мокрая и разноцветная.',
      bedtime: 'Лиля спит, а дождик тихо шуршит.',
      toddler: [
        { title: 'Кап-кап', text: 'Кап-кап, кап-кап! Дождик, дождик, дождик. Смотри, лужа! Шлёп!' },
        { title: 'Зонтики!', text: 'На остановке — зонтики! Красный, жёлтый, синий зонтик. Бери, малыш!' },
        { title: 'Сухо', text: 'Раскрываем зонтик. Тук-тук-тук по зонтику. Лиля сухая!' },
      ],
      small: [
        {
          title: 'Опять дождь',
          text: 'В маленьком городке, где часто идут дожди, Лиля с дедушкой шли домой. Кап-кап! Полил дождь, а зонтика у них не было.',
        },
        {
          title: 'Сюрприз на остановке',
          text: 'На остановке они увидели стойку с яркими зонтиками. Там было написано: «Берите зонтик в дождь, а потом принесите обратно». Лиля выбрала жёлтый, как её плащик.',
        },
        {
          title: 'Маленькая крыша',
          text: 'Дождь стучал по зонтику, а Лиля шла сухая. На следующий день она принесла зонтик обратно — для кого-нибудь другого. А какого цвета зонтик выберешь ты?',
        },
      ],
      arc: [
        {
          title: 'Дождливый городок',
          text: 'Есть на свете маленький городок, где дождь идёт и идёт. Там живёт Лиля с дедушкой. У неё жёлтый плащик и красные сапожки, и она обожает лужи.',
        },
        {
          title: 'Дождь застал врасплох',
          text: 'Однажды Лиля с дедушкой пошли на рынок, а зонтик забыли дома. На обратном пути набежали тучи, и упали первые крупные капли.',
        },
        {
          title: 'Под крышей остановки',
          text: 'Они добежали до остановки и спрятались под её крышей. Но дождь не кончался, а до дома было ещё далеко. Дедушка вздохнул.',
        },
        {
          title: 'Стойка с зонтиками',
          text: 'Тут Лиля заметила стойку с яркими зонтиками. На табличке было написано: «Бесплатные зонтики! Возьмите в дождь и верните потом». Такие зонтики город поставил на каждой остановке!',
        },
        {
          title: 'Сухими до дома',
          text: 'Дедушка взял большой зелёный зонтик, а Лиля — маленький жёлтый. Они шли домой по лужам, сухие и весёлые. А назавтра принесли оба зонтика обратно.',
        },
        {
          title: 'Почему это работает',
          text: 'Библиотека зонтиков устроена как библиотека книг. Не нужно каждый день носить с собой зонтик. Если все возвращают зонтики, на остановке всегда ждёт зонтик для того, кого застал дождь.',
        },
      ],
      footnote: {
        word: 'зонтик',
        inText: 'зонтик',
        explanation: 'Маленькая крыша на палочке: она укрывает от дождя.',
      },
      whatHappened:
        'Маленький дождливый городок поставил бесплатные зонтики на каждой остановке. В дождь зонтик можно взять, а потом вернуть для других.',
      parent: {
        upto3: ['Покажешь, где жёлтый зонтик?', 'Покажешь, как стучит дождик?'],
        '4to5': ['Как думаешь, что почувствовала Лиля, когда увидела зонтики?', 'А тебе нравится гулять под дождём?'],
        '6to7': [
          'Как думаешь, почему важно, чтобы все возвращали зонтики?',
          'Может, придумаете вместе, чем ещё можно делиться в вашем городе, и нарисуете это?',
        ],
      },
    },
  },
  '11-03': {
    heroLooks:
      'a little girl in a red knitted hat with a big pom-pom, a blue puffy coat, white mittens and grey felt boots',
    draw: [
      { picture: '👧', en: ['polly'], ru: ['поля', 'поли', 'полин'] },
      { picture: '🐦', en: ['bullfinch'], ru: ['снегир'] },
      { picture: '🏠', en: ['feeder'], ru: ['кормушк'] },
      { picture: '🌻', en: ['seed'], ru: ['семеч'] },
      { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
      { picture: '🍎', en: ['apple'], ru: ['яблон', 'яблок'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    ],
    en: {
      title: 'Feeders for winter birds',
      beats: {
        who: 'children and their grandparents in a snowy village, among them a girl called Polly and her grandpa',
        what: 'They hung feeders with seeds for the birds, and bullfinches with red chests came to eat first.',
        feeling: 'caring and patient, then delighted',
        helped: 'the grandparents, who made and hung the feeders together with the children',
        why: 'In winter, seeds and berries hide under the snow, and little birds need plenty of food to stay warm through the long cold nights.',
      },
      hook: 'Tonight my news has a bright red chest.',
      bedtime: 'Polly and the bullfinches are fast asleep.',
      toddler: [
        { title: 'Snow', text: 'Snow, snow, snow! White roofs, white trees. The little birds are hungry.' },
        { title: 'A little house', text: 'Here is a feeder. Seeds inside! Polly hangs it up. High, high, high!' },
        { title: 'Red birds', text: 'Flutter, flutter! Who is here? Red birds! Peck, peck, peck. Yum!' },
      ],
      small: [
        {
          title: 'A snowy village',
          text: 'In a snowy village, children and their grandparents went outside together with boards, string and bags of seeds. Polly and her grandpa came too.',
        },
        {
          title: 'Feeders in the trees',
          text: 'Grandpa made a little wooden house with no walls, and Polly filled it with sunflower seeds. They hung their feeders on the old apple tree. Then they stood very still and waited.',
        },
        {
          title: 'Red chests',
          text: 'First came the bullfinches, with bright red chests, like apples on a snowy branch. Polly held her breath. Peck, peck, peck! How many red birds can you count on the branch?',
        },
      ],
      arc: [
        {
          title: 'Winter in the village',
          text: "Winter has come to a small village. The snow lies deep on the roofs, on the fences and on the old apple tree in Polly's garden.",
        },
        {
          title: 'Nothing to eat',
          text: 'One morning Polly saw a little bird hopping on the snow. It pecked and pecked, but it found nothing to eat. All the seeds and berries were hidden under the snow.',
        },
        {
          title: 'Making feeders',
          text: 'Polly ran to Grandpa. Together they made a little wooden house with a roof but no walls. All over the village, other children and grandparents were making feeders too.',
        },
        {
          title: 'Waiting',
          text: 'They filled the feeders with sunflower seeds and hung them in the trees. Then everyone stood very still and waited. Nobody came. Polly began to worry.',
        },
        {
          title: 'Bullfinches!',
          text: 'Suddenly, flutter, flutter! Bullfinches landed on the apple tree, with chests as red as apples. They were the first to eat. Soon sparrows and other little birds came too.',
        },
        {
          title: 'Why birds need feeders',
          text: 'In winter the days are short, and little birds must eat a lot to stay warm through the long, cold night. A feeder full of seeds helps them. Once you start, you keep it full all winter, because the birds will count on it.',
        },
      ],
      footnote: {
        word: 'feeder',
        inText: 'feeders',
        explanation: 'A little box or tray with food for birds, hung up outside.',
      },
      whatHappened:
        'In a snowy village, children and their grandparents hung feeders with seeds for wild birds. Bullfinches with red chests were the first to come.',
      parent: {
        upto3: ["Can you point to the bird's red chest?", 'Can you peck like a little bird?'],
        '4to5': [
          'How do you think Polly felt when the bullfinches came?',
          'How do you feel when you help someone small?',
        ],
        '6to7': [
          'Why do you think birds need more food in winter than in summer?',
          'Could you make a simple bird feeder together and watch who comes to eat?',
        ],
      },
    },
    ru: {
      title: 'Кормушки для зимних птиц',
      beats: {
        who: 'дети с бабушками и дедушками в заснеженной деревне, а среди них девочка Поля со своим дедушкой',
        what: 'Они развесили кормушки с семечками для птиц, и первыми прилетели снегири с красными грудками.',
        feeling: 'забота и терпение, потом радость',
        helped: 'бабушки и дедушки, которые вместе с детьми мастерили и вешали кормушки',
        why: 'Зимой семена и ягоды прячутся под снегом, а маленьким птицам нужно много еды, чтобы согреться долгой холодной ночью.',
      },
      hook: 'Сегодня моя новость с красной грудкой.',
      bedtime: 'Поля спит, а снегири дремлют на ветке.',
      toddler: [
        { title: 'Снег', text: 'Снег, снег, снег! Белые крыши, белые деревья. Птички голодные.' },
        { title: 'Кормушка', text: 'Вот кормушка. А в ней семечки! Поля вешает её повыше. Выше, выше, выше!' },
        { title: 'Снегири', text: 'Порх, порх! Кто прилетел? Красные птички! Клюют: тук, тук, тук. Вкусно!' },
      ],
      small: [
        {
          title: 'Заснеженная деревня',
          text: 'В заснеженной деревне дети вместе с бабушками и дедушками вышли во двор. Они несли дощечки, верёвочки и мешочки с семечками. Поля с дедушкой тоже пришли.',
        },
        {
          title: 'Кормушки на деревьях',
          text: 'Дедушка смастерил домик с крышей, но без стенок, а Поля насыпала туда семечек. Они повесили свои кормушки на старую яблоню. А потом замерли и стали ждать.',
        },
        {
          title: 'Красные грудки',
          text: 'Первыми прилетели снегири с красными грудками — будто яблоки на снежной ветке. Поля затаила дыхание. Тук-тук-тук! Посчитаешь, сколько красных птичек сидит на ветке?',
        },
      ],
      arc: [
        {
          title: 'Зима в деревне',
          text: 'В маленькую деревню пришла зима. Снег лежит на крышах, на заборах и на старой яблоне в Полином саду.',
        },
        {
          title: 'Голодные птицы',
          text: 'Однажды утром Поля увидела, как по снегу скачет маленькая птичка. Она клевала и клевала, но ничего не находила. Все семена и ягоды спрятались под снегом.',
        },
        {
          title: 'Мастерим кормушки',
          text: 'Поля побежала к дедушке. Вместе они смастерили деревянный домик с крышей, но без стенок. А по всей деревне другие ребята с бабушками и дедушками тоже мастерили кормушки.',
        },
        {
          title: 'Ждём гостей',
          text: 'Они насыпали в кормушки семечек и развесили их на деревьях. Потом все замерли и стали ждать. Никого. Поля уже начала волноваться.',
        },
        {
          title: 'Снегири!',
          text: 'И вдруг — порх, порх! На яблоню сели снегири с грудками, красными, как яблоки. Они прилетели первыми. А скоро за ними подтянулись и воробьи, и синички.',
        },
        {
          title: 'Зачем птицам кормушки',
          text: 'Зимой дни короткие, и маленьким птицам нужно много есть, чтобы согреться долгой холодной ночью. Кормушка с семечками им очень помогает. И если уж повесили кормушку, подсыпать корм нужно всю зиму: птицы привыкают и прилетают снова и снова.',
        },
      ],
      footnote: {
        word: 'кормушка',
        inText: 'кормушки',
        explanation: 'Домик или полочка с едой для птиц.',
      },
      whatHappened:
        'В заснеженной деревне дети вместе с бабушками и дедушками развесили кормушки с семечками для птиц. Первыми прилетели снегири с красными грудками.',
      parent: {
        upto3: ['Покажешь, где у снегиря красная грудка?', 'Покажешь, как птичка клюёт зёрнышки?'],
        '4to5': [
          'Как думаешь, что почувствовала Поля, когда прилетели снегири?',
          'А тебе приятно заботиться о тех, кто меньше тебя?',
        ],
        '6to7': [
          'Как думаешь, почему зимой птицам нужно больше еды, чем летом?',
          'Может, смастерите вместе кормушку и посмотрите, кто к вам прилетит?',
        ],
      },
    },
  },
  '11-10': {
    heroLooks:
      'a huge long-necked dinosaur skeleton made of grey-brown stone bones, with a tiny head, a very long neck and a very long tail',
    draw: [
      { picture: '🦕', en: ['dinosaur', 'skeleton'], ru: ['динозавр', 'скелет'] },
      { picture: '🦴', en: ['bone'], ru: ['кост'] },
      { picture: '🚌', en: ['bus'], ru: ['автобус'] },
      { picture: '🏛️', en: ['museum'], ru: ['музе'] },
      { picture: '📦', en: ['box'], ru: ['ящик'] },
      { picture: '👩‍🔬', en: ['mira'], ru: ['мира'] },
    ],
    en: {
      title: 'A dinosaur comes to the museum',
      beats: {
        who: 'a giant long-necked dinosaur skeleton in a city museum, and Mira, who helped to put it together',
        what: 'The skeleton was put together bone by bone, and now it is as long as three buses in a row.',
        feeling: 'curious and patient, then full of wonder',
        helped: 'the museum team, who fitted the bones together one by one',
        why: 'Bones that turned to stone long ago show us how big dinosaurs were, how they stood and how they lived.',
      },
      hook: 'Tonight my news is very, very long.',
      bedtime: 'The dinosaur stands quietly in the dark hall.',
      toddler: [
        { title: 'Bones, bones', text: 'Look, bones! Big bones, small bones. Click, clack, click!' },
        { title: 'Up it goes', text: 'A long, long neck. A long, long tail. Up goes the dinosaur!' },
        { title: 'Three buses', text: 'One bus, two buses, three buses long! Wow, what a big dinosaur!' },
      ],
      small: [
        {
          title: 'Boxes of bones',
          text: 'One morning, big wooden boxes arrived at a city museum. Inside were hundreds of bones, big and small. Mira, who works at the museum, clapped her hands.',
        },
        {
          title: 'Bone by bone',
          text: 'Mira and her team fitted the dinosaur skeleton together, bone by bone, like a giant puzzle. The tiny toe bones went on first, and the long neck went on last.',
        },
        {
          title: 'Three buses long',
          text: 'Now the dinosaur stands in the big hall. It is as long as three buses in a row! Children tip their heads back to see its tiny head. Which part would you look at first, the head or the tail?',
        },
      ],
      arc: [
        {
          title: 'A big empty hall',
          text: 'In a city museum there is a big empty hall with a tall glass roof. Mira works there. She knows a lot about dinosaurs, the giant animals that lived long, long ago.',
        },
        {
          title: 'A giant puzzle',
          text: 'One day, wooden boxes arrived, full of bones. There were hundreds of them, heavy and brown like stone. Which bone goes where? It was the biggest puzzle Mira had ever seen.',
        },
        {
          title: 'Bones on the floor',
          text: 'Mira and her team laid the bones out on the floor, from head to tail. They counted them, measured them and matched each one to its place on a big drawing.',
        },
        {
          title: 'Lifting the neck',
          text: 'Bone by bone, they fitted the skeleton onto a strong metal frame. The neck was so long that they needed a little crane to lift it. Slowly, slowly, up it went!',
        },
        {
          title: 'Three buses long',
          text: 'At last the dinosaur stood in the hall, as long as three buses in a row. When the doors opened, the children gasped and looked up, up, up at its tiny head.',
        },
        {
          title: 'What bones can tell',
          text: 'Over millions of years, dinosaur bones slowly turned to stone deep in the ground. When we put them together, we can see how big the dinosaur was and how it stood. Its long neck could reach the leaves at the tops of trees.',
        },
      ],
      footnote: { word: 'skeleton', inText: 'skeleton', explanation: 'All the bones of a body, joined together.' },
      whatHappened:
        'A city museum put together a giant dinosaur skeleton, bone by bone. It is as long as three buses in a row.',
      parent: {
        upto3: ["Can you point to the dinosaur's long tail?", 'Can you stretch up tall, like the dinosaur?'],
        '4to5': [
          'How do you think the children felt when they saw the giant dinosaur?',
          'How do you feel when you finish a big puzzle?',
        ],
        '6to7': [
          'How do you think people know what a dinosaur looked like, when nobody ever saw one?',
          'Could you look at pictures of dinosaur skeletons together and find the longest one?',
        ],
      },
    },
    ru: {
      title: 'В музей приехал динозавр',
      beats: {
        who: 'огромный скелет длинношеего динозавра в городском музее и Мира, которая помогала его собирать',
        what: 'Скелет собрали косточка за косточкой, и теперь он длиной как три автобуса подряд.',
        feeling: 'любопытство и терпение, потом восхищение',
        helped: 'работники музея, которые соединяли кости одну за другой',
        why: 'Кости, которые давным-давно превратились в камень, рассказывают, какими большими были динозавры, как они стояли и как жили.',
      },
      hook: 'Сегодня моя новость очень-очень длинная.',
      bedtime: 'Динозавр тихо стоит в тёмном зале.',
      toddler: [
        { title: 'Косточки', text: 'Смотри, косточки! Большие косточки, маленькие косточки. Тук, тук, тук!' },
        { title: 'Выше!', text: 'Длинная-длинная шея. Длинный-длинный хвост. Динозавр встаёт!' },
        { title: 'Три автобуса', text: 'Один автобус, два автобуса, три автобуса! Ого, какой динозавр!' },
      ],
      small: [
        {
          title: 'Ящики с костями',
          text: 'Однажды утром в городской музей привезли большие деревянные ящики. В них лежали сотни костей, больших и маленьких. Мира, которая работает в музее, даже в ладоши хлопнула.',
        },
        {
          title: 'Косточка за косточкой',
          text: 'Мира и её помощники собирали скелет динозавра косточка за косточкой, как огромный пазл. Сначала — крошечные кости пальцев, а длинную шею — в самом конце.',
        },
        {
          title: 'Длиной с три автобуса',
          text: 'Теперь динозавр стоит в большом зале. Он длиной как три автобуса подряд! Дети задирают головы, чтобы разглядеть его маленький череп. А тебе что хочется рассмотреть первым — голову или хвост?',
        },
      ],
      arc: [
        {
          title: 'Пустой зал',
          text: 'В городском музее есть большой пустой зал со стеклянной крышей. Там работает Мира. Она много знает о динозаврах — огромных животных, которые жили давным-давно.',
        },
        {
          title: 'Огромный пазл',
          text: 'Однажды в музей привезли деревянные ящики с костями. Костей были сотни, тяжёлых и бурых, как камень. Какая кость куда? Такого большого пазла Мира ещё не видела.',
        },
        {
          title: 'Кости на полу',
          text: 'Мира и её помощники разложили кости на полу — от головы до хвоста. Они пересчитали их, измерили и нашли место каждой на большом чертеже.',
        },
        {
          title: 'Поднимаем шею',
          text: 'Косточка за косточкой скелет собирали на прочной металлической раме. Шея оказалась такой длинной, что её поднимали небольшим подъёмным краном. Медленно-медленно, выше и выше!',
        },
        {
          title: 'Длиной в три автобуса',
          text: 'И вот динозавр встал посреди зала — длиной как три автобуса подряд. Когда открылись двери, дети ахнули и посмотрели вверх, на его крошечную голову.',
        },
        {
          title: 'О чём рассказывают кости',
          text: 'За миллионы лет кости динозавров глубоко под землёй медленно превратились в камень. Собрав их вместе, мы видим, каким большим был динозавр и как он стоял. А длинная шея помогала ему доставать листья с верхушек деревьев.',
        },
      ],
      footnote: { word: 'скелет', inText: 'скелет', explanation: 'Все кости тела, соединённые вместе.' },
      whatHappened:
        'В городском музее собрали огромный скелет динозавра, косточка за косточкой. Он длиной как три автобуса подряд.',
      parent: {
        upto3: ['Покажешь, где у динозавра длинный хвост?', 'Потянешься вверх высоко-высоко, как динозавр?'],
        '4to5': [
          'Как думаешь, что почувствовали дети, когда увидели огромного динозавра?',
          'А тебе нравится, когда большой пазл наконец собран?',
        ],
        '6to7': [
          'Как думаешь, откуда люди знают, как выглядел динозавр, если его никто никогда не видел?',
          'Может, посмотрите вместе картинки скелетов динозавров и найдёте самый длинный?',
        ],
      },
    },
  },
  '11-17': {
    heroLooks: 'a small boy with messy brown hair, a green raincoat with the hood up and yellow rubber boots',
    draw: [
      { picture: '👦', en: ['sam'], ru: ['митя', 'мите', 'мити', 'митин'] },
      { picture: '👵', en: ['mrs green', 'lady'], ru: ['зина', 'зине', 'зину', 'соседк'] },
      { picture: '🛍️', en: ['bag'], ru: ['сумк', 'сумок'] },
      { picture: '🌧️', en: ['rain'], ru: ['дожд'] },
      { picture: '🫖', en: ['tea', 'kettle'], ru: ['чай', 'чаю', 'чая'] },
      { picture: '🍂', en: ['leaves'], ru: ['листья'] },
    ],
    en: {
      title: 'A day of kind deeds',
      beats: {
        who: 'people in many cities, and a boy called Sam who lives in one of them',
        what: 'On a rainy autumn day, people did kind things for their neighbours; one boy carried shopping bags for an old lady.',
        feeling: 'unsure what to do at first, then warm and proud',
        helped: 'a boy who carried heavy shopping bags for the old lady next door',
        why: 'Neighbours live close by, so a small kind thing, like carrying a bag, makes someone’s day easier right away.',
      },
      hook: 'Tonight my news is small, kind and rainy.',
      bedtime: 'Sam sleeps, warm as a cup of tea.',
      toddler: [
        { title: 'Rain', text: 'Drip, drip, drip. Rain on the window. Rain on the street.' },
        { title: 'Heavy bags', text: 'Oh! Heavy bags. Heavy, heavy bags. Sam helps! One bag, two bags.' },
        { title: 'Tea for two', text: 'Stomp, stomp, up the stairs. Thank you, Sam! Tea for two.' },
      ],
      small: [
        {
          title: 'A rainy day',
          text: 'On a rainy autumn day, people in many cities did kind things for their neighbours. Sam wanted to do a kind thing too. But what?',
        },
        {
          title: 'Two heavy bags',
          text: 'Then he saw Mrs Green from next door. She had two heavy shopping bags, and the rain was pouring down. Sam ran to help and carried the bags all the way up the stairs.',
        },
        {
          title: 'Warm inside',
          text: 'Mrs Green smiled and made two cups of tea. Sam felt warm inside, even warmer than the tea. What kind thing could you do for someone tomorrow?',
        },
      ],
      arc: [
        {
          title: 'A grey day',
          text: 'It was a grey autumn day, and the rain went on and on. In many cities, people were doing kind things for their neighbours that day. Sam lived in one of those cities.',
        },
        {
          title: 'What can I do?',
          text: 'Sam wanted to do something kind, too. But he was small. He could not fix a roof or drive a car. What could a small boy do?',
        },
        {
          title: 'Looking around',
          text: 'Sam put on his raincoat and went outside to look. Someone was sweeping up wet leaves. Someone was sharing an umbrella. Sam kept looking.',
        },
        {
          title: 'Mrs Green',
          text: 'By the front door he saw Mrs Green, the old lady from next door. She was carrying two heavy shopping bags and stopping to rest at every step.',
        },
        {
          title: 'Up the stairs',
          text: 'Sam took the bags, one in each hand, and carried them all the way up to her door. Mrs Green put the kettle on, and they had tea and biscuits together.',
        },
        {
          title: 'Why neighbours matter',
          text: 'Neighbours live right next door, so they are the first to see when someone needs a hand. Two bags are heavy for one tired pair of arms, but easy for a helper. On that rainy day, many small deeds like Sam’s happened in many cities.',
        },
      ],
      footnote: {
        word: 'neighbour',
        inText: 'neighbours',
        explanation: 'People who live next door or very close to you.',
      },
      whatHappened:
        'On a rainy autumn day, people in many cities did kind things for their neighbours. One boy carried heavy shopping bags for an old lady.',
      parent: {
        upto3: ['Can you point to the heavy bags?', 'Can you show me how Sam carried the bags?'],
        '4to5': ['How do you think Mrs Green felt when Sam helped her?', 'How do you feel when you help someone?'],
        '6to7': [
          'Why do you think it helps to know your neighbours?',
          'Could you plan one small kind thing for a neighbour and do it together this week?',
        ],
      },
    },
    ru: {
      title: 'День добрых дел',
      beats: {
        who: 'жители многих городов, и среди них мальчик Митя',
        what: 'В дождливый осенний день люди делали добрые дела для соседей, а один мальчик донёс сумки с продуктами пожилой соседке.',
        feeling: 'сначала растерянность, а потом тепло и гордость',
        helped: 'мальчик, который донёс тяжёлые сумки пожилой соседке',
        why: 'Соседи живут совсем рядом, поэтому маленькое доброе дело — например, донести сумку — помогает сразу.',
      },
      hook: 'Сегодня моя новость маленькая, добрая и дождливая.',
      bedtime: 'Митя спит, тёплый, как чашка чая.',
      toddler: [
        { title: 'Дождь', text: 'Кап, кап, кап. Дождь на окне. Дождь на улице.' },
        {
          title: 'Тяжёлые сумки',
          text: 'Ой! Сумки тяжёлые. Тяжёлые-претяжёлые! Митя помогает. Одна сумка, две сумки.',
        },
        { title: 'Чай на двоих', text: 'Топ-топ по лестнице. Спасибо, Митя! Чай на двоих.' },
      ],
      small: [
        {
          title: 'Дождливый день',
          text: 'В дождливый осенний день жители многих городов делали добрые дела для своих соседей. Митя тоже хотел сделать что-нибудь доброе. Но что?',
        },
        {
          title: 'Две тяжёлые сумки',
          text: 'И тут он увидел соседку, бабушку Зину. Она несла две тяжёлые сумки с продуктами, а дождь так и лил. Митя подбежал и донёс сумки до самой её двери.',
        },
        {
          title: 'Тепло внутри',
          text: 'Бабушка Зина улыбнулась и налила две чашки чаю. Мите стало тепло — теплее, чем от чая. А какое доброе дело ты можешь сделать завтра?',
        },
      ],
      arc: [
        {
          title: 'Серый день',
          text: 'Был серый осенний день, и дождь всё лил и лил. В этот день во многих городах люди делали добрые дела для соседей. В одном из таких городов живёт Митя.',
        },
        {
          title: 'Что я могу?',
          text: 'Мите тоже хотелось сделать что-нибудь доброе. Но он ещё маленький. Крышу не починит, машину не поведёт. Что же может мальчик?',
        },
        {
          title: 'Смотрим вокруг',
          text: 'Митя надел плащ и вышел во двор посмотреть. Кто-то сметал мокрые листья. Кто-то делился зонтиком. Митя смотрел и думал.',
        },
        {
          title: 'Бабушка Зина',
          text: 'У подъезда он увидел бабушку Зину, пожилую соседку. Она несла две тяжёлые сумки с продуктами и на каждой ступеньке останавливалась передохнуть.',
        },
        {
          title: 'Вверх по лестнице',
          text: 'Митя взял сумки, по одной в каждую руку, и донёс их до самой её двери. Бабушка Зина поставила чайник, и они вместе пили чай с печеньем.',
        },
        {
          title: 'Зачем нужны соседи',
          text: 'Соседи живут совсем рядом, за стенкой или на одной лестнице, и первыми замечают, если кому-то нужна помощь. Две сумки тяжелы для усталых рук, но легки для помощника. В тот дождливый день таких добрых дел, как Митино, было очень много.',
        },
      ],
      footnote: {
        word: 'сосед',
        inText: 'соседей',
        explanation: 'Человек, который живёт рядом с тобой: за стенкой, на одной лестнице или в доме напротив.',
      },
      whatHappened:
        'В дождливый осенний день жители многих городов делали добрые дела для соседей. Один мальчик донёс тяжёлые сумки с продуктами пожилой соседке.',
      parent: {
        upto3: ['Покажешь, где тяжёлые сумки?', 'Покажешь, как Митя нёс сумки?'],
        '4to5': [
          'Как думаешь, что почувствовала бабушка Зина, когда Митя ей помог?',
          'А что ты чувствуешь, когда кому-то помогаешь?',
        ],
        '6to7': [
          'Как думаешь, почему хорошо знать своих соседей?',
          'Может, придумаете вместе одно маленькое доброе дело для соседей и сделаете его на этой неделе?',
        ],
      },
    },
  },
  '11-24': {
    heroLooks: 'a small fluffy cream-white polar bear cub with a black nose, round little ears and big furry paws',
    draw: [
      { picture: '🐻‍❄️', en: ['bear', 'nanu', 'cub'], ru: ['медвед', 'медвеж', 'нану'] },
      { picture: '🧊', en: ['ice'], ru: ['лёд', 'льд'] },
      { picture: '🌊', en: ['sea', 'water'], ru: ['мор', 'вод'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '🌬️', en: ['wind'], ru: ['ветер'] },
    ],
    en: {
      title: 'Polar bears wait for the ice',
      beats: {
        who: 'a polar bear mother and her cub, Nanu, on the shore of a northern bay',
        what: 'They waited for the sea to freeze, because on the ice they can walk far out over the sea.',
        feeling: 'patient, a little impatient, then glad',
        helped: null,
        why: 'Polar bears find their food far out on the sea ice, so each autumn they wait on the shore until the water freezes hard.',
      },
      hook: 'Tonight my news is waiting for the ice.',
      bedtime: "Nanu sleeps curled up against Mum's warm fur.",
      toddler: [
        { title: 'Big bear, little bear', text: 'Big white bear. Little white bear. Pad, pad, pad on the snow.' },
        { title: 'Splash', text: 'The sea goes splash, splash. No ice yet. Wait, little bear, wait.' },
        { title: 'Ice!', text: 'Brrr! Cold, cold wind. Now the sea is ice! Off they go, pad, pad, pad.' },
      ],
      small: [
        {
          title: 'On the shore',
          text: 'A polar bear mother and her cub Nanu sat on the snowy shore of a northern bay. They were looking at the sea.',
        },
        {
          title: 'Not yet',
          text: 'The water still splashed and rolled. Nanu wanted to go, but Mum did not move. First the sea must freeze, hard and thick.',
        },
        {
          title: 'A white road',
          text: 'Every night the wind grew colder, and the ice grew thicker. One morning the whole bay was white! Off they went, far out over the sea. Can you walk slowly and heavily, like a big polar bear?',
        },
      ],
      arc: [
        {
          title: 'A bay in the north',
          text: 'Far in the north, on the shore of a big bay, live a polar bear mother and her cub. The cub is called Nanu. He is one year old, with a black nose and big furry paws.',
        },
        {
          title: 'Waiting',
          text: 'All summer the bears lived on the land. Now it was late autumn, and Nanu wanted to go out onto the sea, where the bears find their food. But the sea was still water, splashing and rolling.',
        },
        {
          title: 'Too thin',
          text: 'Nanu found a thin sheet of ice at the edge and put one paw on it. Crack! It bent, and cold water splashed over his toes. He jumped back onto the snow.',
        },
        {
          title: 'Mum knows best',
          text: 'Mum did not hurry. She lay in the snow and rested, and Nanu snuggled up to her. Every night the wind blew colder, and the ice at the edge grew wider and thicker.',
        },
        {
          title: 'The white road',
          text: 'One morning the whole bay was white and hard. Mum tested it with her big paw, and it held! Off went the two bears, far out over the frozen sea.',
        },
        {
          title: 'Why the bears wait',
          text: 'Polar bears find most of their food far out on the sea ice. Sea water is salty, so it has to get even colder than a puddle before it can freeze. That is why the bears wait on the shore every autumn.',
        },
      ],
      footnote: {
        word: 'freeze',
        inText: 'freeze',
        explanation: 'To turn hard and icy from the cold, like water in winter.',
      },
      whatHappened:
        'A polar bear mother and her cub waited on the shore of a northern bay for the sea to freeze. Once the ice is thick, polar bears can walk far out over the sea to find food.',
      parent: {
        upto3: ["Can you point to the little bear's black nose?", 'Can you show me where the ice is?'],
        '4to5': ['How do you think Nanu felt while he was waiting?', 'What is hard for you to wait for?'],
        '6to7': [
          'Why do you think the sea freezes later than a puddle?',
          'Could you put a cup of plain water and a cup of salty water in the freezer and see which one freezes first?',
        ],
      },
    },
    ru: {
      title: 'Белые медведи ждут льда',
      beats: {
        who: 'медведица с медвежонком Нану на берегу северного залива',
        what: 'Они ждали, когда море замёрзнет: по льду белые медведи уходят далеко в море.',
        feeling: 'терпение, немножко нетерпения, потом радость',
        helped: null,
        why: 'Белые медведи находят еду далеко в море, на льду, поэтому каждую осень ждут на берегу, пока вода не замёрзнет.',
      },
      hook: 'Сегодня моя новость — про лёд и терпение.',
      bedtime: 'Нану спит, прижавшись к тёплой маминой шубе.',
      toddler: [
        {
          title: 'Мама и малыш',
          text: 'Большая белая медведица. Маленький белый медвежонок. Топ-топ-топ по снегу.',
        },
        { title: 'Плюх', text: 'Море плещет: плюх, плюх. Льда ещё нет. Подожди, малыш, подожди.' },
        { title: 'Лёд!', text: 'Бррр! Холодный-холодный ветер. Вот и море замёрзло! Топ-топ — пошли по льду.' },
      ],
      small: [
        {
          title: 'На берегу',
          text: 'На берегу северного залива сидели в снегу медведица и её медвежонок Нану. Они смотрели на море.',
        },
        {
          title: 'Ещё не пора',
          text: 'Вода ещё плескалась и качалась. Нану хотелось идти, но мама не спешила: сначала море замёрзнет, крепко-крепко.',
        },
        {
          title: 'Белая дорога',
          text: 'Каждую ночь ветер становился холоднее, а лёд — толще. И однажды утром весь залив стал белым! Медведи пошли далеко-далеко в море. А ты умеешь ходить медленно и важно, как большой белый медведь?',
        },
      ],
      arc: [
        {
          title: 'Залив на севере',
          text: 'Далеко на севере, на берегу большого залива, живёт медведица со своим медвежонком. Его зовут Нану. Ему один год, у него чёрный нос и большие мохнатые лапы.',
        },
        {
          title: 'Когда же?',
          text: 'Всё лето медведи жили на суше. Наступила поздняя осень, и Нану хотелось в море, туда, где медведи находят еду. Но море всё ещё плескалось волнами.',
        },
        {
          title: 'Слишком тонкий',
          text: 'У самого берега Нану нашёл тонкую корочку льда и ступил на неё лапой. Хрусь! Лёд прогнулся, и холодная вода плеснула ему на пальцы. Нану отпрыгнул обратно на снег.',
        },
        {
          title: 'Мама не торопится',
          text: 'Мама не торопилась. Она лежала в снегу и отдыхала, а Нану прижимался к ней. Каждую ночь ветер дул всё холоднее, и лёд у берега становился шире и толще.',
        },
        {
          title: 'Белая дорога',
          text: 'Однажды утром весь залив стал белым и твёрдым. Мама попробовала лёд большой лапой: держит! И медведи зашагали далеко-далеко по замёрзшему морю.',
        },
        {
          title: 'Почему медведи ждут',
          text: 'Белые медведи добывают почти всю еду далеко в море, на льду. Морская вода солёная, и ей нужен мороз покрепче, чем лужице. Поэтому море замёрзнет позже, а медведи каждую осень терпеливо ждут на берегу.',
        },
      ],
      footnote: {
        word: 'замёрзнуть',
        inText: 'замёрзнет',
        explanation: 'Стать твёрдым и ледяным от холода, как вода зимой.',
      },
      whatHappened:
        'Медведица с медвежонком ждали на берегу северного залива, когда море замёрзнет. По крепкому льду белые медведи уходят далеко в море за едой.',
      parent: {
        upto3: ['Покажешь, где у медвежонка чёрный нос?', 'Покажешь, где лёд, а где вода?'],
        '4to5': ['Как думаешь, каково было Нану так долго ждать?', 'А чего тебе бывает трудно дождаться?'],
        '6to7': [
          'Как думаешь, почему море замерзает позже, чем лужа?',
          'Может, поставите в морозилку стаканчик простой воды и стаканчик солёной и посмотрите, какая замёрзнет первой?',
        ],
      },
    },
  },
  '11-28': {
    heroLooks: 'a little girl with curly dark hair, star-patterned pyjamas, fluffy slippers and a small yellow torch',
    draw: [
      { picture: '👧', en: ['zoe'], ru: ['зоя'] },
      { picture: '🦉', en: ['owl'], ru: ['сов'] },
      { picture: '📚', en: ['book', 'shel'], ru: ['книг', 'полк'] },
      { picture: '🔦', en: ['torch'], ru: ['фонар'] },
      { picture: '🐻', en: ['bear'], ru: ['медвед'] },
      { picture: '🥞', en: ['pancake'], ru: ['блин'] },
    ],
    en: {
      title: 'Night at the library',
      beats: {
        who: 'a group of children in a big old library, among them a girl called Zoe',
        what: 'They stayed up late to read stories by torchlight, and a librarian dressed as an owl read the last story.',
        feeling: 'excited and a little shy in the dark, then cosy and happy',
        helped: 'the librarian, who read them the last story',
        why: 'A library keeps books for everyone to share, and the librarian helps each child find a story they love.',
      },
      hook: 'Tonight my news reads by torchlight.',
      bedtime: 'Zoe sleeps with a book by her pillow.',
      toddler: [
        { title: 'Click!', text: 'Dark, dark library. Click! A little torch. A circle of light!' },
        { title: 'Books', text: 'Big books, small books, picture books. Turn the page. Swish, swish!' },
        { title: 'Hoo-hoo', text: 'Hoo-hoo! Who is that? A big owl with a book! One last story.' },
      ],
      small: [
        {
          title: 'A big old library',
          text: 'One evening, a group of children came to a big old library with torches and pillows. Zoe came too. Tonight they could stay up late and read!',
        },
        {
          title: 'Circles of light',
          text: 'The big lights went off. Click, click! Little circles of light danced over the pages. Zoe read about a bear who loved pancakes.',
        },
        {
          title: 'Hoo-hoo',
          text: 'Then a soft voice said: hoo-hoo! It was the librarian, dressed as an owl, with a big book. He read the last story, and everyone snuggled up close. What story would you like to hear by torchlight?',
        },
      ],
      arc: [
        {
          title: 'The old library',
          text: 'In the middle of a town stands a big old library, with tall shelves that reach the ceiling. Zoe comes here every Saturday. But she has never been here at night.',
        },
        {
          title: 'A special evening',
          text: 'One evening the library invited children to stay up late and read. Zoe came with a pillow and a little yellow torch. When the big lights went off, the hall looked so different that she held her torch tightly.',
        },
        {
          title: 'Reading by torchlight',
          text: 'The children found cosy corners between the shelves. Click, click! Little circles of light shone on the pages. Zoe read about a bear who loved pancakes, and she forgot to feel shy.',
        },
        {
          title: 'Who is that?',
          text: 'Then, from the top of the stairs, came a soft hoo-hoo. There stood a big owl with a book under its wing! It was Mr Bell, the librarian, in an owl costume.',
        },
        {
          title: 'The last story',
          text: 'The children sat in a circle on the rug. Mr Bell read the last story in a slow, owlish voice. When it ended, the parents came, and the sleepy children went home.',
        },
        {
          title: 'Why libraries matter',
          text: 'In a library, books belong to everyone: you borrow them, read them and bring them back. The librarian knows where every book lives and helps each child find the right one. In stories, the owl is the wise bird that knows a lot, just like a librarian.',
        },
      ],
      footnote: {
        word: 'librarian',
        inText: 'librarian',
        explanation: 'The person who looks after all the books and helps you find the one you want.',
      },
      whatHappened:
        'Children spent an evening reading stories by torchlight in a big old library. A librarian dressed as an owl read them the last story.',
      parent: {
        upto3: ['Can you point to the owl?', 'Can you find the little yellow torch?'],
        '4to5': [
          'How do you think Zoe felt when the big lights went off?',
          'Which story would you like to read in the dark with a torch?',
        ],
        '6to7': [
          'Why do you think owls are often the wise ones in stories?',
          'Could you visit your library together and ask the librarian to help you find a book about owls?',
        ],
      },
    },
    ru: {
      title: 'Ночь в библиотеке',
      beats: {
        who: 'группа ребят в большой старой библиотеке, и среди них девочка Зоя',
        what: 'Ребята допоздна читали сказки с фонариками, а последнюю сказку прочитал библиотекарь в костюме совы.',
        feeling: 'сначала радость и немножко робости в темноте, потом уют и счастье',
        helped: 'библиотекарь, который прочитал ребятам последнюю сказку',
        why: 'В библиотеке книги общие, а библиотекарь помогает каждому найти свою любимую.',
      },
      hook: 'Сегодня моя новость светит фонариком.',
      bedtime: 'Зоя спит, а книжка лежит под подушкой.',
      toddler: [
        { title: 'Щёлк!', text: 'Темно-темно в библиотеке. Щёлк! Маленький фонарик. Светлый кружок!' },
        {
          title: 'Книжки',
          text: 'Большие книжки, маленькие книжки, книжки с картинками. Листаем странички: шур-шур!',
        },
        { title: 'Угу-угу', text: 'Угу-угу! Кто это? Большая сова с книжкой! Последняя сказка.' },
      ],
      small: [
        {
          title: 'Старая библиотека',
          text: 'Однажды вечером в большую старую библиотеку пришли ребята с фонариками и подушками. Пришла и Зоя. Сегодня можно было читать допоздна!',
        },
        {
          title: 'Светлые кружки',
          text: 'Большой свет погас. Щёлк, щёлк! По страницам запрыгали светлые кружки от фонариков. Зоя читала сказку про медведя, который любил блины.',
        },
        {
          title: 'Сова с книгой',
          text: 'И вдруг кто-то тихо сказал: «Угу-угу!» Это был библиотекарь в костюме совы, с большой книгой в руках. Он прочитал последнюю сказку, и все придвинулись поближе. А какую сказку тебе хочется послушать при фонарике?',
        },
      ],
      arc: [
        {
          title: 'Большая библиотека',
          text: 'В центре города стоит большая старая библиотека с высокими полками до самого потолка. Зоя приходит сюда каждую субботу. Но ночью она здесь ещё ни разу не была.',
        },
        {
          title: 'Особенный вечер',
          text: 'Однажды библиотека позвала ребят почитать допоздна. Зоя пришла с подушкой и маленьким жёлтым фонариком. Когда погас большой свет, зал стал совсем другим, и Зоя покрепче сжала фонарик.',
        },
        {
          title: 'Читаем с фонариком',
          text: 'Ребята устроились в уютных уголках между полками. Щёлк-щёлк! На страницах засветились маленькие кружки. Зоя читала про медведя, который любил блины, и совсем перестала робеть.',
        },
        {
          title: 'Кто там?',
          text: 'И тут с лестницы донеслось тихое «угу-угу». Там стояла большая сова с книгой под крылом! Это был библиотекарь Лев Семёнович в костюме совы.',
        },
        {
          title: 'Последняя сказка',
          text: 'Ребята уселись в кружок на ковре. Лев Семёнович читал последнюю сказку медленным совиным голосом. Когда сказка кончилась, за ребятами пришли родители, и сонные читатели разошлись по домам.',
        },
        {
          title: 'Зачем нужна библиотека',
          text: 'В библиотеке книги общие: их берут почитать и приносят обратно. Библиотекарь знает, где живёт каждая книга, и помогает найти нужную. А в сказках сова — мудрая птица, которая много знает, совсем как библиотекарь.',
        },
      ],
      footnote: {
        word: 'библиотекарь',
        inText: 'библиотекарь',
        explanation: 'Человек, который бережёт книги и помогает найти нужную.',
      },
      whatHappened:
        'Ребята провели вечер в большой старой библиотеке и допоздна читали сказки с фонариками. Последнюю сказку им прочитал библиотекарь в костюме совы.',
      parent: {
        upto3: ['Покажешь, где сова?', 'Найдёшь маленький жёлтый фонарик?'],
        '4to5': [
          'Как думаешь, что почувствовала Зоя, когда погас большой свет?',
          'Какую сказку тебе хочется почитать в темноте с фонариком?',
        ],
        '6to7': [
          'Как думаешь, почему в сказках сова часто самая мудрая?',
          'Может, сходите вместе в библиотеку и попросите библиотекаря найти книжку про сов?',
        ],
      },
    },
  },
  '12-01': {
    heroLooks:
      'a small boy with rosy cheeks, a green knitted hat with a pom-pom, a long red-and-white striped scarf and a blue coat',
    draw: [
      { picture: '👦', en: ['tim'], ru: ['тём'] },
      { picture: '🎄', en: ['tree'], ru: ['ёлк'] },
      { picture: '💡', en: ['light', 'bulb'], ru: ['огон', 'лампоч'] },
      { picture: '⭐', en: ['star'], ru: ['звезд'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '🎶', en: ['sing', 'song'], ru: ['поют', 'пели', 'песн'] },
    ],
    en: {
      title: 'The city lights its tree',
      beats: {
        who: "a big city and its children's choir, with a boy called Tim singing in it",
        what: 'In its main square, the city lit a tall holiday tree with a thousand lights, while children sang and the lights came on one by one.',
        feeling: 'cold and excited, then full of wonder',
        helped: null,
        why: 'In winter the evenings are long and dark, so a bright tree in the main square gives the whole city a place to meet and feel cheerful.',
      },
      hook: 'Tonight my news has a thousand little lights.',
      bedtime: 'Tim sleeps, and the tree shines on.',
      toddler: [
        { title: 'A big tree', text: 'Wow, a big, big tree! Tall, tall, up to the sky. Snow on the branches.' },
        { title: 'Blink, blink', text: 'La, la, la! The children sing. Blink! One light. Blink, blink! Two lights.' },
        { title: 'So many lights', text: 'Lights, lights, so many lights! A star on top. Oooh!' },
      ],
      small: [
        {
          title: 'The main square',
          text: "In a big city, a tall fir tree stood in the main square. It was dark and snowy, and everyone was waiting. Tim stood with the children's choir, his nose red with cold.",
        },
        {
          title: 'One by one',
          text: 'The children began to sing. As they sang, the lights on the tree came on one by one, from bottom to top. Blink, blink, blink!',
        },
        {
          title: 'A thousand lights',
          text: 'Soon a thousand lights were shining, and a golden star glowed at the very top. Tim forgot all about his cold nose. What colour lights would you put on a tree?',
        },
      ],
      arc: [
        {
          title: 'The city square',
          text: 'In the middle of a big city there is a main square. One winter evening, a tall fir tree stood there, covered in snow and in a thousand little light bulbs, all switched off.',
        },
        {
          title: 'Waiting in the cold',
          text: "The whole city came to see the tree light up. Tim sang in the children's choir. It was dark and cold, and his toes were freezing in his boots.",
        },
        {
          title: 'The first song',
          text: 'The choir began to sing. Tim stamped his feet to keep warm and sang as loud as he could. But the tree stayed dark. Was something wrong?',
        },
        {
          title: 'One light, then another',
          text: 'Then, at the bottom of the tree, one little light came on. Then another, and another! As the children sang, the lights climbed up the tree, one by one.',
        },
        {
          title: 'A star on top',
          text: 'At the end of the last song, the golden star on top lit up. A thousand lights were shining! Everyone in the square clapped, and Tim forgot about his cold toes.',
        },
        {
          title: 'Lights in the dark',
          text: 'In winter the sun sets early, and the evenings are long and dark. A bright tree in the main square gives the whole city a cheerful place to meet. The little bulbs hang on long wires, and electricity runs along them to make each one glow.',
        },
      ],
      footnote: {
        word: 'square',
        inText: 'square',
        explanation: 'An open place in the middle of a town where people meet.',
      },
      whatHappened:
        'A big city lit a tall holiday tree with a thousand lights in its main square. Children sang songs while the lights came on one by one.',
      parent: {
        upto3: ['Can you point to the star on top of the tree?', 'Can you count the lights with me?'],
        '4to5': ['How do you think Tim felt when the lights came on?', 'What makes you feel warm on a cold day?'],
        '6to7': [
          'Why do you think people light up trees and windows in the darkest time of the year?',
          'Could you go for an evening walk together and count the lit-up trees and windows you see?',
        ],
      },
    },
    ru: {
      title: 'Город зажёг ёлку',
      beats: {
        who: 'большой город и детский хор, в котором поёт мальчик Тёма',
        what: 'На главной площади город зажёг высокую праздничную ёлку с тысячей огоньков, а дети пели, пока огоньки загорались один за другим.',
        feeling: 'сначала холодно и волнительно, потом восхищение',
        helped: null,
        why: 'Зимой вечера длинные и тёмные, и яркая ёлка на главной площади собирает весь город вместе и поднимает настроение.',
      },
      hook: 'Сегодня в моей новости тысяча огоньков.',
      bedtime: 'Тёма спит, а ёлка всё светит.',
      toddler: [
        { title: 'Ёлка', text: 'Ух, какая большая-большая ёлка! Высокая-высокая, до неба. Снег на ветках.' },
        { title: 'Миг-миг', text: 'Тра-ля-ля! Дети поют. Мигает огонёк: миг-миг! Ещё огонёк! И ещё!' },
        { title: 'Огоньки', text: 'Огоньки, огоньки, сколько огоньков! Наверху звезда. Ах!' },
      ],
      small: [
        {
          title: 'Главная площадь',
          text: 'В большом городе на главной площади стояла высокая ёлка. Было темно и снежно, и все чего-то ждали. Тёма стоял вместе с детским хором, нос у него покраснел от мороза.',
        },
        {
          title: 'Один за другим',
          text: 'Дети запели. И пока они пели, на ёлке загорались огоньки — один за другим, снизу доверху. Миг, миг, миг!',
        },
        {
          title: 'Тысяча огоньков',
          text: 'Скоро засияла тысяча огоньков, а на самой верхушке загорелась золотая звезда. Тёма даже забыл про замёрзший нос. А какие огоньки ты повесишь на свою ёлку?',
        },
      ],
      arc: [
        {
          title: 'Площадь в центре',
          text: 'В центре большого города есть главная площадь. Однажды зимним вечером там встала высокая ёлка — вся в снегу и в тысяче маленьких лампочек, пока ещё тёмных.',
        },
        {
          title: 'Ждём на морозе',
          text: 'Весь город пришёл посмотреть, как зажгут ёлку. Тёма пел в детском хоре. Было темно и холодно, и пальцы на ногах совсем замёрзли.',
        },
        {
          title: 'Первая песня',
          text: 'Хор запел. Тёма притопывал, чтобы согреться, и пел изо всех сил. Но ёлка стояла тёмная. Неужели что-то не так?',
        },
        {
          title: 'Огонёк за огоньком',
          text: 'И вдруг внизу, у самых нижних веток, зажёгся один огонёк. Потом ещё один, и ещё! Пока дети пели, огоньки поднимались по ёлке всё выше и выше.',
        },
        {
          title: 'Звезда на макушке',
          text: 'С последней нотой загорелась золотая звезда на макушке. Сияла тысяча огоньков! Все на площади захлопали, а Тёма забыл про замёрзшие пальцы.',
        },
        {
          title: 'Огоньки в темноте',
          text: 'Зимой солнце садится рано, и вечера длинные и тёмные. Яркая ёлка на главной площади собирает весь город вместе. Лампочки висят на длинных проводах, а по проводам бежит электричество, и каждая лампочка светится.',
        },
      ],
      footnote: {
        word: 'площадь',
        inText: 'площади',
        explanation: 'Большое открытое место в городе, где собираются люди.',
      },
      whatHappened:
        'Большой город зажёг на главной площади высокую праздничную ёлку с тысячей огоньков. Дети пели песни, пока огоньки загорались один за другим.',
      parent: {
        upto3: ['Покажешь звезду на макушке ёлки?', 'Посчитаем вместе огоньки?'],
        '4to5': [
          'Как думаешь, что почувствовал Тёма, когда загорелись огоньки?',
          'А что тебя согревает в холодный день?',
        ],
        '6to7': [
          'Как думаешь, почему люди зажигают огни в самое тёмное время года?',
          'Может, прогуляетесь вечером вместе и посчитаете, сколько светящихся ёлок и окон увидите?',
        ],
      },
    },
  },
  '12-08': {
    heroLooks:
      'a young reindeer with a thick grey-brown coat, a fluffy white neck, small new antlers, a soft dark nose and wide round hooves',
    draw: [
      { picture: '🦌', en: ['reindeer', 'lumi'], ru: ['олен', 'луми'] },
      { picture: '🌿', en: ['moss'], ru: ['мох', 'мха', 'ягел'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '🐾', en: ['hoof', 'hooves'], ru: ['копыт'] },
    ],
    en: {
      title: 'Reindeer in the snow',
      beats: {
        who: 'a herd of reindeer in the snowy north, with a young reindeer called Lumi in his first winter',
        what: 'The herd walked across the white fields to find moss, which reindeer can smell even under deep snow.',
        feeling: 'hungry and puzzled, then clever and content',
        helped: "Lumi's mother, who showed him how to sniff out the moss and dig for it",
        why: 'In winter there is no green grass, so reindeer find moss under the snow with their noses and dig it out with their wide hooves.',
      },
      hook: 'Tonight my news walks softly through the snow.',
      bedtime: 'Lumi sleeps, his nose in his warm fur.',
      toddler: [
        {
          title: 'Crunch, crunch',
          text: 'Reindeer, reindeer, so many reindeer! Crunch, crunch, crunch over the snow.',
        },
        { title: 'Sniff, sniff', text: 'Sniff, sniff! What is under the snow? Dig, dig, dig!' },
        { title: 'Moss', text: 'Soft green moss! Munch, munch, munch. Lumi found it!' },
      ],
      small: [
        {
          title: 'White fields',
          text: 'In the snowy north, a herd of reindeer walked across the white fields. Crunch, crunch went the snow. Little Lumi walked close to his mum.',
        },
        {
          title: 'Where is the food?',
          text: 'Lumi was hungry, but everything was white. Where was the food? His mum put her nose to the snow. Sniff, sniff! She could smell moss, deep under the snow.',
        },
        {
          title: 'Dig, dig',
          text: 'Mum dug with her wide hooves, and there it was: soft, grey-green moss. Lumi tried too, and he found some all by himself! Can you sniff like a reindeer, with your nose close to the ground?',
        },
      ],
      arc: [
        {
          title: 'The snowy north',
          text: 'Far in the snowy north, a herd of reindeer walks across the white fields. The youngest is Lumi. He was born in the spring, and this is his first winter.',
        },
        {
          title: 'Hungry Lumi',
          text: 'In summer Lumi ate green grass and leaves. But now everything was covered in deep snow, and his tummy rumbled. Where could he find food?',
        },
        {
          title: 'Digging anywhere',
          text: 'Lumi scraped at the snow with his hoof, here and there. He found only more snow, cold and white. He did not know where to dig.',
        },
        {
          title: 'The nose knows',
          text: 'His mum lowered her head and sniffed. Sniff, sniff! Reindeer can smell moss even under deep snow. Mum stopped at one spot and began to dig with her wide hooves.',
        },
        {
          title: 'Moss at last',
          text: 'Under the snow lay a soft carpet of grey-green moss. Lumi munched happily. Then he sniffed and dug a hole all by himself! The herd ate and walked on.',
        },
        {
          title: 'Why the herd keeps walking',
          text: "A reindeer's nose can smell moss through deep snow, and its wide hooves dig like shovels. But the moss grows very slowly. So the herd keeps walking to new fields, and the moss they ate has time to grow back.",
        },
      ],
      footnote: {
        word: 'moss',
        inText: 'moss',
        explanation: 'A soft, low green plant that grows like a carpet on the ground and on stones.',
      },
      whatHappened:
        'A herd of reindeer walked across snowy fields in the far north to find moss to eat. Reindeer can smell moss even under deep snow and dig it out with their hooves.',
      parent: {
        upto3: ["Can you point to the reindeer's antlers?", 'Can you show me how a reindeer digs in the snow?'],
        '4to5': [
          'How do you think Lumi felt when he found the moss all by himself?',
          'How do you feel when you learn to do something on your own?',
        ],
        '6to7': [
          'Why do you think the herd keeps moving to new fields?',
          'Could you hide a small treat under a blanket and try to find it with your nose, like a reindeer?',
        ],
      },
    },
    ru: {
      title: 'Северные олени в снегу',
      beats: {
        who: 'стадо северных оленей на снежном севере, а в нём оленёнок Луми, для которого это первая зима',
        what: 'Стадо шло по белым полям в поисках мха: олени чуют мох даже под глубоким снегом.',
        feeling: 'голод и растерянность, потом радость и гордость',
        helped: 'мама Луми, которая показала ему, как учуять мох и откопать его',
        why: 'Зимой зелёной травы нет, и олени находят мох под снегом носом, а откапывают широкими копытами.',
      },
      hook: 'Сегодня моя новость тихо шагает по снегу.',
      bedtime: 'Луми спит, уткнувшись носом в тёплый мех.',
      toddler: [
        { title: 'Хруп-хруп', text: 'Олени, олени, сколько оленей! Хруп, хруп, хруп по снегу.' },
        { title: 'Нюх-нюх', text: 'Нюх, нюх! Что там под снегом? Копай, копай, копай!' },
        { title: 'Мох', text: 'Мягкий мох! Ням, ням, ням. Луми нашёл!' },
      ],
      small: [
        {
          title: 'Белые поля',
          text: 'На снежном севере по белым полям шло стадо северных оленей. Снег хрустел: хруп, хруп. Маленький Луми держался поближе к маме.',
        },
        {
          title: 'Где же еда?',
          text: 'Луми проголодался, а вокруг всё белым-бело. Где же еда? Мама опустила нос к самому снегу. Нюх, нюх! Она учуяла мох глубоко под снегом.',
        },
        {
          title: 'Копай, копай',
          text: 'Мама разрыла снег широкими копытами, а там — мягкий серо-зелёный мох. Луми тоже попробовал и нашёл свой! А ты умеешь нюхать, как олень, низко-низко к земле?',
        },
      ],
      arc: [
        {
          title: 'Снежный север',
          text: 'Далеко на снежном севере по белым полям идёт стадо северных оленей. Самый младший в нём — Луми. Он родился весной, и это его первая зима.',
        },
        {
          title: 'Голодный Луми',
          text: 'Летом Луми ел зелёную траву и листья. А теперь всё вокруг укрыто глубоким снегом, и в животе у него урчит. Где же найти еду?',
        },
        {
          title: 'Где копать?',
          text: 'Луми копнул снег копытом — тут и там. Но под снегом был только снег, холодный и белый. Он не знал, где копать.',
        },
        {
          title: 'Нос подскажет',
          text: 'Мама наклонила голову и понюхала снег. Нюх, нюх! Олени чуют мох даже под глубоким снегом. Мама остановилась в одном месте и стала копать широкими копытами.',
        },
        {
          title: 'Вот он, мох!',
          text: 'Под снегом лежал мягкий коврик серо-зелёного мха. На севере его зовут ягелем. Луми жевал с удовольствием, а потом сам учуял мох и сам выкопал ямку!',
        },
        {
          title: 'Почему стадо всё время идёт',
          text: 'Нос у оленя чует еду сквозь глубокий снег, а широкие копыта копают, как лопаты. Но мох растёт очень медленно. Поэтому стадо всё время уходит на новые поля, а съеденный мох тем временем отрастает.',
        },
      ],
      footnote: {
        word: 'мох',
        inText: 'мох',
        explanation: 'Мягкое низкое растение, которое растёт зелёным ковриком на земле и на камнях.',
      },
      whatHappened:
        'Стадо северных оленей шло по заснеженным полям далеко на севере в поисках мха. Олени чуют мох даже под глубоким снегом и откапывают его копытами.',
      parent: {
        upto3: ['Покажешь, где у оленя рога?', 'Покажешь, как олень копает снег копытом?'],
        '4to5': [
          'Как думаешь, что почувствовал Луми, когда сам нашёл мох?',
          'А тебе радостно, когда что-то получается самостоятельно?',
        ],
        '6to7': [
          'Как думаешь, почему стадо всё время уходит на новые поля?',
          'Может, спрячете лакомство под одеялом и попробуете найти его по запаху, как олень?',
        ],
      },
    },
  },
  '12-15': {
    heroLooks:
      'a round smiley baker with a tall white hat, a white apron dusted with flour and a curly ginger moustache',
    draw: [
      { picture: '👨‍🍳', en: ['baker', 'ben'], ru: ['пекар', 'боря', 'боре'] },
      { picture: '🍪', en: ['cookie'], ru: ['печень'] },
      { picture: '⭐', en: ['star'], ru: ['звёзд'] },
      { picture: '📦', en: ['box'], ru: ['коробк'] },
      { picture: '💌', en: ['note'], ru: ['записк'] },
      { picture: '🍞', en: ['bread'], ru: ['хлеб'] },
      { picture: '❄️', en: ['snow'], ru: ['снеж'] },
    ],
    en: {
      title: 'Cookies for everyone',
      beats: {
        who: 'a little bakery in a little street, and Ben, the baker who works there',
        what: 'The bakery baked star-shaped cookies for the whole town, and the baker put a tiny note of thanks in every box.',
        feeling: 'grateful and busy, then warm and happy',
        helped: null,
        why: "The town buys its bread at the bakery every day, and the cookies were the baker's way of saying thank you back.",
      },
      hook: 'Tonight my news smells of warm cookies.',
      bedtime: 'Ben sleeps, dreaming of little golden stars.',
      toddler: [
        { title: 'Mix, mix', text: 'Flour, butter, sugar. Mix, mix, mix! Roll, roll, roll the dough.' },
        { title: 'Stars', text: 'Press, press! A star. Another star. So many stars! Into the oven.' },
        { title: 'For you', text: 'Golden stars in a box. A box for you, a box for me. Thank you!' },
      ],
      small: [
        {
          title: 'A little bakery',
          text: 'In a little street there is a little bakery. Every morning, Ben the baker makes fresh bread for the whole town. The windows are steamy, and it smells so good.',
        },
        {
          title: 'Star cookies',
          text: 'One snowy day, Ben decided to say thank you to everyone. He baked star-shaped cookies, trays and trays of them, golden and sweet.',
        },
        {
          title: 'A tiny note',
          text: 'In every box he put a tiny note that said: thank you. People opened the boxes, read the notes and smiled. Who would you like to give a thank-you cookie to?',
        },
      ],
      arc: [
        {
          title: 'The little bakery',
          text: 'On a little street, between the shoe shop and the post office, there is a small bakery. Ben, the baker, gets up before the sun to bake bread for the whole town.',
        },
        {
          title: 'A thank-you wish',
          text: 'Every day the same friendly faces came for bread: the postman, the teacher, the children on their way to school. Ben wanted to thank them all. But how?',
        },
        {
          title: 'Trays and trays',
          text: 'One snowy morning he mixed flour, butter and sugar and rolled out the dough. He cut out stars, hundreds and hundreds of them, and baked them until they were golden.',
        },
        {
          title: 'Something missing',
          text: 'The cookies smelled wonderful, but Ben felt that something was missing. Cookies are sweet, but they cannot talk. So he wrote a tiny note of thanks for every box.',
        },
        {
          title: 'Stars for everyone',
          text: 'All day Ben gave out boxes of star-shaped cookies to the whole town. People read the little notes, smiled and said thank you back. The bakery felt as warm as the oven.',
        },
        {
          title: 'Why a baker says thank you',
          text: "A baker works while the town is asleep, so the bread is fresh by breakfast. And the town comes back to the bakery every single day. Ben's cookies and notes were his way of saying: I am glad we look after each other.",
        },
      ],
      footnote: {
        word: 'bakery',
        inText: 'bakery',
        explanation: 'A shop where fresh bread, buns and cakes are made and sold.',
      },
      whatHappened:
        'A small bakery baked star-shaped cookies for everyone in town. The baker put a tiny thank-you note in every box.',
      parent: {
        upto3: ['Can you point to the star-shaped cookies?', 'Can you draw a star in the air?'],
        '4to5': [
          'How do you think people felt when they found the thank-you notes?',
          'How do you feel when someone says thank you to you?',
        ],
        '6to7': [
          'Why do you think bakers get up so early in the morning?',
          'Could you bake or draw some thank-you stars together and give them to people who help you?',
        ],
      },
    },
    ru: {
      title: 'Печенье для всех',
      beats: {
        who: 'маленькая пекарня на тихой улочке и пекарь дядя Боря',
        what: 'Пекарня испекла печенье-звёздочки для всего города, а пекарь положил в каждую коробку записку со словом «спасибо».',
        feeling: 'благодарность и хлопоты, потом тепло и радость',
        helped: null,
        why: 'Город каждый день покупает в пекарне хлеб, и печенье стало для пекаря способом сказать «спасибо» в ответ.',
      },
      hook: 'Сегодня моя новость пахнет тёплым печеньем.',
      bedtime: 'Дяде Боре снятся золотые звёздочки.',
      toddler: [
        { title: 'Месим тесто', text: 'Мука, масло, сахар. Мешаем, мешаем, мешаем! Катаем, катаем тесто.' },
        { title: 'Звёздочки', text: 'Раз — звёздочка! Ещё звёздочка! Сколько звёздочек! Прыг — в печку.' },
        { title: 'Спасибо', text: 'Золотые звёздочки в коробке. Коробка тебе, коробка мне. Спасибо!' },
      ],
      small: [
        {
          title: 'Маленькая пекарня',
          text: 'На тихой улочке есть маленькая пекарня. Каждое утро пекарь дядя Боря печёт свежий хлеб для всего города. Окна запотели, а пахнет — просто чудо!',
        },
        {
          title: 'Печенье-звёздочки',
          text: 'Однажды снежным днём дядя Боря решил сказать всем спасибо. Он испёк печенье-звёздочки — противень за противнем, золотистые и сладкие.',
        },
        {
          title: 'Маленькая записка',
          text: 'В каждую коробку пекарь положил крошечную записку со словом «спасибо». Люди открывали коробки, читали записки и улыбались. А кому тебе хочется подарить печенье-спасибо?',
        },
      ],
      arc: [
        {
          title: 'Пекарня на улочке',
          text: 'На тихой улочке, между обувным магазином и почтой, есть маленькая пекарня. Пекарь дядя Боря встаёт раньше солнца, чтобы испечь хлеб для всего города.',
        },
        {
          title: 'Как сказать спасибо?',
          text: 'Каждый день за хлебом приходили знакомые лица: почтальон, учительница, ребята по дороге в школу. Дяде Боре хотелось поблагодарить их всех. Но как?',
        },
        {
          title: 'Противень за противнем',
          text: 'Однажды снежным утром он замесил тесто из муки, масла и сахара и раскатал его. Вырезал звёздочки — сотни и сотни звёздочек — и пёк, пока они не зарумянились.',
        },
        {
          title: 'Чего-то не хватает',
          text: 'Печенье пахло чудесно, но дяде Боре казалось, что чего-то не хватает. Печенье сладкое, но говорить не умеет. И он написал для каждой коробки крошечную записку со словом «спасибо».',
        },
        {
          title: 'Звёздочки для всех',
          text: 'Весь день дядя Боря раздавал горожанам коробки с печеньем-звёздочками. Люди читали записки, улыбались и говорили «спасибо» в ответ. В пекарне стало тепло, как у печки.',
        },
        {
          title: 'Почему пекарь благодарит',
          text: 'Пекарь работает, пока город спит, чтобы к завтраку хлеб был свежим. А горожане каждый день возвращаются в его пекарню. Печенье и записки — это способ сказать: как хорошо, что мы заботимся друг о друге.',
        },
      ],
      footnote: { word: 'пекарь', inText: 'пекарь', explanation: 'Тот, кто печёт хлеб, булочки и печенье.' },
      whatHappened:
        'Маленькая пекарня испекла печенье-звёздочки для всего города. Пекарь положил в каждую коробку крошечную записку со словом «спасибо».',
      parent: {
        upto3: ['Покажешь печенье-звёздочку?', 'Нарисуешь пальчиком звёздочку в воздухе?'],
        '4to5': [
          'Как думаешь, что почувствовали люди, когда нашли записки?',
          'А что ты чувствуешь, когда тебе говорят «спасибо»?',
        ],
        '6to7': [
          'Как думаешь, почему пекари встают так рано?',
          'Может, испечёте или нарисуете вместе звёздочки-спасибо и подарите тем, кто вам помогает?',
        ],
      },
    },
  },
  '12-22': {
    heroLooks:
      'a little girl in a white furry hat with ear flaps, a long blue coat and felt boots, holding a small glowing lantern',
    draw: [
      { picture: '👧', en: ['sasha'], ru: ['саш'] },
      { picture: '🌙', en: ['moon'], ru: ['лун'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '⭐', en: ['star'], ru: ['звёзд'] },
      { picture: '🏮', en: ['lantern'], ru: ['фонар'] },
      { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    ],
    en: {
      title: 'The longest night',
      beats: {
        who: 'the night in the north of the world, and a girl called Sasha who lives in a snowy town there',
        what: 'The night was the longest of the whole year, and from tomorrow the days will grow a little longer.',
        feeling: 'a little sad about the short days, then hopeful',
        helped: null,
        why: 'The Earth is tilted, and after this night our half of the world starts leaning back towards the sun, so every day gets a little more daylight.',
      },
      hook: 'Tonight my news is the longest night.',
      bedtime: 'Sasha sleeps; tomorrow the sun stays longer.',
      toddler: [
        { title: 'Dark, dark', text: 'Dark, dark, dark. The moon is up. Twinkle, twinkle, stars!' },
        { title: 'A lantern', text: 'Sasha has a lantern. Glow, glow, little light. Snow goes crunch, crunch.' },
        { title: 'Sun', text: 'Tomorrow the sun comes back. A bit more sun, and more, and more!' },
      ],
      small: [
        {
          title: 'A very dark evening',
          text: 'In the north of the world, in a snowy town, the sun went down very early. Sasha looked out of the window. It was dark before dinner!',
        },
        {
          title: 'The longest night',
          text: 'Grandma said that tonight was the longest night of the whole year. They took a lantern and went out to see the moon and the stars. Crunch, crunch went the snow.',
        },
        {
          title: 'A sparrow’s hop',
          text: "And here is the good news: from tomorrow, the days will start to get longer. Just a tiny bit each day, like a sparrow's hop. Can you make a tiny hop, like a sparrow?",
        },
      ],
      arc: [
        {
          title: 'A snowy town',
          text: 'In the north of the world, there is a snowy town. Sasha lives there with her grandma. In winter, the sun there comes up late and goes down early.',
        },
        {
          title: 'Where did the day go?',
          text: 'Every day it got dark a little sooner. Sasha missed the long, sunny evenings. Would the days keep getting shorter forever?',
        },
        {
          title: 'Watching the dark',
          text: 'Each evening, Sasha looked at the clock when the sky went dark. It happened earlier and earlier: after tea, then before tea, and now soon after lunch.',
        },
        {
          title: 'A ball and a lamp',
          text: 'Grandma took a ball and a lamp. The Earth is a bit tilted, she said, and in winter our half leans away from the sun. Tonight it leans away the most, so this is the longest night of the year.',
        },
        {
          title: 'A lantern walk',
          text: 'So Sasha and Grandma took a lantern and went out into the long night. The snow sparkled, the moon shone, and the stars were bright. From tomorrow, Grandma said, the days will grow longer.',
        },
        {
          title: 'Back towards the sun',
          text: "After the longest night, our half of the Earth slowly leans back towards the sun. Each day gets a minute or two more daylight, like a sparrow's hop. By summer, the evenings will be long and light again.",
        },
      ],
      footnote: { word: 'longer', inText: 'longer', explanation: 'Lasting more time than before.' },
      whatHappened:
        'In the northern half of the world, the winter solstice brought the longest night of the year. From the next day on, the days start to get a little longer.',
      parent: {
        upto3: ['Can you point to the moon?', 'Can you find the little lantern?'],
        '4to5': [
          'How do you think Sasha felt when Grandma said the days would get longer?',
          'What do you like to do when it gets dark early?',
        ],
        '6to7': [
          'Why do you think the days are short in winter and long in summer?',
          'Could you shine a torch on a ball together and tilt the ball, to see how the light falls?',
        ],
      },
    },
    ru: {
      title: 'Самая длинная ночь',
      beats: {
        who: 'ночь на севере земли и девочка Саша, которая живёт там в снежном городке',
        what: 'Эта ночь стала самой длинной в году, а с завтрашнего дня дни начнут понемногу удлиняться.',
        feeling: 'сначала немножко грустно из-за коротких дней, потом радостно и с надеждой',
        helped: null,
        why: 'Земля наклонена, и после этой ночи наша половина Земли начинает поворачиваться к солнцу, поэтому светлого времени с каждым днём становится больше.',
      },
      hook: 'Сегодня моя новость — про самую длинную ночь.',
      bedtime: 'Саша спит, а завтра солнце задержится подольше.',
      toddler: [
        { title: 'Темно', text: 'Темно, темно, темно. Вышла луна. Звёздочки мигают!' },
        { title: 'Фонарь', text: 'У Саши фонарь. Светит, светит огонёк. Снег хрустит: хруп, хруп.' },
        { title: 'Солнышко', text: 'Завтра солнышко вернётся. Чуть-чуть побольше солнышка, и ещё, и ещё!' },
      ],
      small: [
        {
          title: 'Очень тёмный вечер',
          text: 'На севере земли, в снежном городке, солнце село очень рано. Саша выглянула в окно. Ещё даже не ужинали, а уже темно!',
        },
        {
          title: 'Самая длинная ночь',
          text: 'Бабушка сказала, что сегодня самая длинная ночь в году. Они взяли фонарь и вышли посмотреть на луну и звёзды. Снег хрустел под ногами: хруп, хруп.',
        },
        {
          title: 'На воробьиный скок',
          text: 'А вот и хорошая новость: с завтрашнего дня дни начнут удлиняться. Совсем чуть-чуть, на воробьиный скок. А ты умеешь скакать, как воробышек?',
        },
      ],
      arc: [
        {
          title: 'Снежный городок',
          text: 'На севере земли есть снежный городок. Там живёт Саша со своей бабушкой. Зимой солнце там встаёт поздно, а садится рано.',
        },
        {
          title: 'Куда пропал день?',
          text: 'Каждый день темнело чуть раньше. Саша скучала по длинным светлым вечерам. Неужели дни так и будут становиться всё короче и короче?',
        },
        {
          title: 'Саша следит за темнотой',
          text: 'Каждый вечер Саша смотрела на часы, когда небо темнело. Темнело всё раньше: после чая, потом до чая, а теперь уже вскоре после обеда.',
        },
        {
          title: 'Мячик и лампа',
          text: 'Бабушка взяла мячик и лампу. «Земля немножко наклонена, — сказала она. — Зимой наша половина отворачивается от солнца. А сегодня — сильнее всего, вот и ночь самая длинная».',
        },
        {
          title: 'Прогулка с фонарём',
          text: 'Саша с бабушкой взяли фонарь и вышли в долгую ночь. Снег искрился, светила луна, сияли звёзды. «А с завтрашнего дня дни начнут удлиняться», — сказала бабушка.',
        },
        {
          title: 'Назад к солнцу',
          text: 'После самой длинной ночи наша половина Земли понемногу поворачивается обратно к солнцу. Каждый день светлого времени становится на минутку-другую больше — на воробьиный скок. А к лету вечера снова будут длинными и светлыми.',
        },
      ],
      footnote: { word: 'удлиняться', inText: 'удлиняться', explanation: 'Становиться длиннее.' },
      whatHappened:
        'В северной половине Земли наступила самая длинная ночь в году — день зимнего солнцестояния. Со следующего дня дни начинают понемногу удлиняться.',
      parent: {
        upto3: ['Покажешь, где луна?', 'Найдёшь маленький фонарь?'],
        '4to5': [
          'Как думаешь, что почувствовала Саша, когда узнала, что дни станут длиннее?',
          'А что тебе нравится делать, когда рано темнеет?',
        ],
        '6to7': [
          'Как думаешь, почему зимой дни короткие, а летом длинные?',
          'Может, посветите вместе фонариком на мячик и наклоните его, чтобы увидеть, как падает свет?',
        ],
      },
    },
  },
  '12-29': {
    heroLooks: 'a small boy in a bright blue snowsuit, a yellow bobble hat and big red mittens',
    draw: [
      { picture: '👦', en: ['finn'], ru: ['федя', 'федин'] },
      { picture: '⛄', en: ['snowm'], ru: ['снегов'] },
      { picture: '🧣', en: ['scarf'], ru: ['шарф'] },
      { picture: '🥕', en: ['carrot'], ru: ['морков'] },
      { picture: '🌳', en: ['park'], ru: ['парк'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    ],
    en: {
      title: 'A snowman festival',
      beats: {
        who: 'a whole town in a snowy park, with a boy called Finn and his dad among them',
        what: 'The town built a hundred snowmen in one day, and the tallest snowman wore a big orange scarf.',
        feeling: 'busy and excited, then proud and joyful',
        helped: 'everyone in the town, who rolled and stacked the snowballs together',
        why: 'Slightly wet snow sticks together well, and with a whole town helping, even a hundred snowmen can be built in a single day.',
      },
      hook: 'Tonight my news has a carrot nose.',
      bedtime: 'Finn sleeps, and a hundred snowmen keep watch.',
      toddler: [
        { title: 'Roll, roll', text: 'Roll, roll, roll the snow. Big ball, bigger ball, biggest ball!' },
        {
          title: 'Snowmen',
          text: 'One snowman, two snowmen, lots of snowmen! Carrot noses. Pebble eyes.',
        },
        { title: 'Orange scarf', text: 'The tallest snowman is so, so big. Big orange scarf! Hooray!' },
      ],
      small: [
        {
          title: 'In the snowy park',
          text: 'One winter day, a whole town came to a snowy park with shovels, sledges and carrots. Their plan: a hundred snowmen in one day! Finn came with his dad.',
        },
        {
          title: 'Roll and stack',
          text: 'Finn rolled a snowball until it was as big as a pumpkin. Dad lifted it onto another ball, and Finn stuck on two pebble eyes and a carrot nose.',
        },
        {
          title: 'The tallest snowman',
          text: "By evening there were a hundred snowmen in the park! The tallest one wore a big orange scarf, and Finn's snowman stood right next to it. What would you give your snowman to wear?",
        },
      ],
      arc: [
        {
          title: 'A snowy park',
          text: 'In a snowy town there is a big park with old trees and a frozen pond. One winter morning, the whole town came there with shovels, sledges, buckets and carrots. Finn came too, with his dad.',
        },
        {
          title: 'A big plan',
          text: 'The town had a plan: to build a hundred snowmen in one single day. That is a lot of snowmen! Could they really do it before dark?',
        },
        {
          title: 'Snow that would not stick',
          text: 'Finn tried to roll a snowball, but the snow was dry and powdery, like flour. It fell apart in his mittens. Finn frowned.',
        },
        {
          title: 'Sticky snow',
          text: 'Then the sun came out, and the snow grew a little soft and wet. Now it packed together! Finn rolled a ball as big as a pumpkin, and Dad helped him to stack it.',
        },
        {
          title: 'One hundred!',
          text: 'All day, people rolled and stacked, rolled and stacked. As the sky turned pink, they counted: ninety-eight, ninety-nine, one hundred! The tallest snowman got a big orange scarf, and everybody cheered.',
        },
        {
          title: 'How snow sticks',
          text: 'Snow is made of tiny ice crystals. When the snow is a little wet, the crystals hold on to each other. Then a rolling ball picks up more and more snow. With a whole town helping, a hundred snowmen took just one day.',
        },
      ],
      footnote: {
        word: 'scarf',
        inText: 'scarf',
        explanation: 'A long, soft piece of cloth you wrap around your neck to keep warm.',
      },
      whatHappened:
        'A whole town built a hundred snowmen in a snowy park in one day. The tallest snowman wore a big orange scarf.',
      parent: {
        upto3: ["Can you point to the snowman's carrot nose?", 'Can you find the orange scarf?'],
        '4to5': [
          'How do you think Finn felt when they counted to one hundred?',
          'How does it feel to build something big with lots of people?',
        ],
        '6to7': [
          'Why do you think dry, powdery snow does not stick together?',
          'Next time it snows, could you make one snowball from dry snow and one from wet snow and see which holds together?',
        ],
      },
    },
    ru: {
      title: 'Фестиваль снеговиков',
      beats: {
        who: 'целый городок в заснеженном парке, а среди всех — мальчик Федя с папой',
        what: 'Городок слепил за один день сто снеговиков, и самый высокий снеговик был в большом оранжевом шарфе.',
        feeling: 'хлопоты и азарт, потом гордость и радость',
        helped: 'все жители городка, которые вместе катали и ставили снежные комья',
        why: 'Чуть влажный снег хорошо лепится, и когда за дело берётся весь город, даже сто снеговиков можно слепить за день.',
      },
      hook: 'Сегодня у моей новости морковный нос.',
      bedtime: 'Федя спит, а сто снеговиков сторожат парк.',
      toddler: [
        { title: 'Катим ком', text: 'Катим, катим, катим снег. Ком большой, больше, самый большой!' },
        {
          title: 'Снеговики',
          text: 'Один снеговик, два снеговика, много снеговиков! Носы-морковки. Глазки-камешки.',
        },
        { title: 'Оранжевый шарф', text: 'Самый высокий снеговик — вот какой! Большой оранжевый шарф! Ура!' },
      ],
      small: [
        {
          title: 'В заснеженном парке',
          text: 'Однажды зимой целый городок пришёл в заснеженный парк с лопатами, санками и морковками. План такой: сто снеговиков за один день! Федя пришёл с папой.',
        },
        {
          title: 'Катаем и ставим',
          text: 'Федя катал снежный ком, пока тот не стал большим, как тыква. Папа поставил его на другой ком, а Федя приделал глазки-камешки и нос-морковку.',
        },
        {
          title: 'Самый высокий',
          text: 'К вечеру в парке стояло сто снеговиков! Самый высокий был в большом оранжевом шарфе, а Федин снеговик стоял с ним рядом. А что ты наденешь на своего снеговика?',
        },
      ],
      arc: [
        {
          title: 'Заснеженный парк',
          text: 'В снежном городке есть большой парк со старыми деревьями и замёрзшим прудом. Однажды зимним утром туда пришёл весь город с лопатами, санками, вёдрами и морковками. Пришёл и Федя с папой.',
        },
        {
          title: 'Большой план',
          text: 'План был такой: слепить сто снеговиков за один-единственный день. Это очень много снеговиков! Успеют ли до темноты?',
        },
        {
          title: 'Снег не лепится',
          text: 'Федя стал катать ком, но снег был сухой, как мука. Он рассыпался прямо в варежках. Федя нахмурился.',
        },
        {
          title: 'Липкий снег',
          text: 'Тут выглянуло солнце, и снег чуть-чуть подтаял и стал влажным. Теперь он лепился! Федя скатал ком величиной с тыкву, а папа помог поставить его на место.',
        },
        {
          title: 'Сто!',
          text: 'Весь день люди катали и ставили, катали и ставили. Когда небо порозовело, все стали считать: девяносто восемь, девяносто девять, сто! Самый высокий снеговик теперь стоял в большом оранжевом шарфе, и все дружно захлопали.',
        },
        {
          title: 'Почему снег лепится',
          text: 'Снег состоит из крошечных ледяных кристалликов. Когда он чуть-чуть влажный, кристаллики цепляются друг за друга, и ком, пока катится, обрастает снегом всё толще и толще. А когда помогает весь город, сто снеговиков получаются всего за день.',
        },
      ],
      footnote: {
        word: 'шарф',
        inText: 'шарфе',
        explanation: 'Длинная мягкая полоса ткани, которую обматывают вокруг шеи, чтобы было тепло.',
      },
      whatHappened:
        'Целый городок слепил в заснеженном парке сто снеговиков за один день. Самый высокий снеговик был в большом оранжевом шарфе.',
      parent: {
        upto3: ['Покажешь, где у снеговика нос-морковка?', 'Найдёшь оранжевый шарф?'],
        '4to5': [
          'Как думаешь, что почувствовал Федя, когда все досчитали до ста?',
          'А тебе нравится строить что-нибудь большое вместе со всеми?',
        ],
        '6to7': [
          'Как думаешь, почему сухой снег не лепится?',
          'Может, в следующий снегопад слепите вместе снежок из сухого снега и из влажного и посмотрите, какой крепче?',
        ],
      },
    },
  },
};
