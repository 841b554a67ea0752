/** Told for children: bundled items 01-05 … 03-21 (see types.ts). Written for Tiny Tidings. */
import type { ItemTales } from './types.js';

export const TALES_1: Record<string, ItemTales> = {
  '01-05': {
    heroLooks: 'a round panda cub with black ears, black eye patches, black legs and a white fluffy tummy',
    draw: [
      { picture: '🐼', en: ['panda', 'mei'], ru: ['панд', 'мэй'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж', 'сугроб'] },
      { picture: '🎋', en: ['bamboo'], ru: ['бамбук'] },
      { picture: '🧑‍🌾', en: ['keeper'], ru: ['смотрител'] },
      { picture: '⛰️', en: ['hill', 'mountain'], ru: ['горк', 'гор'] },
    ],
    en: {
      title: 'A panda meets the first snow',
      beats: {
        who: 'Mei, a one-year-old panda cub at a big zoo in China',
        what: 'She woke up to her very first snow, and her keeper made her a snowball with bamboo inside.',
        feeling: 'surprised and a little puzzled, then delighted',
        helped: 'her keeper, who hid her breakfast in a snowball',
        why: 'Wild pandas live in cold, misty mountains, so snow is part of where pandas come from.',
      },
      hook: 'Tonight my news is white and cold.',
      bedtime: 'Mei is asleep, round as a snowball.',
      toddler: [
        {
          title: 'Snow!',
          text: 'Look, look! White snow! The little panda sees the snow. Soft snow, cold snow, snow on her nose!',
        },
        {
          title: 'Roll and tumble',
          text: 'Roll, roll, roll! Down the hill she goes. Bump! Into the snow. The panda laughs.',
        },
        { title: 'A snowy treat', text: 'Here is a snowball with bamboo inside. Crunch, crunch, crunch. Yummy!' },
      ],
      small: [
        {
          title: 'Something white',
          text: 'In a big zoo in China, a panda cub called Mei woke up and blinked. Everything outside was white! She had never seen snow before.',
        },
        {
          title: 'Cold paws',
          text: 'Mei put one paw in the snow. Cold! She pulled it back, then tried again. Soon she was rolling down the hill, round as a ball.',
        },
        {
          title: "The keeper's surprise",
          text: 'Her keeper came with a treat: a snowball with bamboo leaves inside. Mei hugged it and munched it, crunch, crunch.',
        },
        {
          title: 'Your turn',
          text: 'Mei was surprised at first, and then very happy. Have you ever touched snow? Was it cold on your fingers too?',
        },
      ],
      arc: [
        {
          title: 'A zoo in the hills',
          text: 'In a big zoo in China lives a panda cub called Mei. She is one year old and loves bamboo more than anything.',
        },
        {
          title: 'Where is breakfast?',
          text: 'One morning Mei woke up and everything was white. Her bamboo had gone under the snow! She sniffed and sniffed, but she could not find her breakfast.',
        },
        {
          title: 'Digging',
          text: 'Mei dug with her front paws. The snow was cold and it tickled her nose. She slipped and rolled all the way down the little hill.',
        },
        {
          title: "The keeper's idea",
          text: 'Her keeper saw it all and smiled. He packed snow around some bamboo leaves and rolled it to Mei: a snowball with breakfast inside!',
        },
        {
          title: 'A snowy game',
          text: 'Mei hugged the snowball and munched the leaves. Then she climbed the hill and rolled down again, on purpose this time.',
        },
        {
          title: 'Why pandas like snow',
          text: "Wild pandas live high in cold, misty mountains, where snow falls every winter. Mei's first snow was a little taste of where pandas come from.",
        },
      ],
      footnote: {
        word: 'keeper',
        inText: 'keeper',
        explanation:
          'A person who looks after the animals in a zoo: feeds them, cleans their homes and plays with them.',
      },
      whatHappened:
        'A young giant panda at a zoo in China saw snow for the first time. Her keeper gave her a snowball with bamboo leaves inside as a treat.',
      parent: {
        upto3: ["Can you point to the panda's black ears?", 'What colour is snow?'],
        '4to5': ['How did Mei feel when she first touched the snow?', 'What would you like to do in the snow?'],
        '6to7': [
          'Why do you think pandas have such thick, woolly fur?',
          'Could you find the mountains of China on a map together, where wild pandas live?',
        ],
      },
    },
    ru: {
      title: 'Панда впервые увидела снег',
      beats: {
        who: 'панда Мэй, которой всего год, в большом зоопарке в Китае',
        what: 'Мэй впервые увидела снег, а смотритель слепил ей снежок с бамбуком внутри.',
        feeling: 'сначала удивление и растерянность, потом радость',
        helped: 'смотритель, который спрятал завтрак в снежок',
        why: 'Дикие панды живут в прохладных горах, где часто идёт снег: снег — часть их родины.',
      },
      hook: 'Сегодня у меня новость про первый снег.',
      bedtime: 'Мэй спит, свернувшись пушистым клубочком.',
      toddler: [
        { title: 'Снег!', text: 'Ой, смотри! Белый снег! Панда видит снег. Снег на лапках, снег на носике!' },
        { title: 'Кувырком', text: 'Кувырк, кувырк, кувырк! С горки вниз. Бух — в сугроб! Панда смеётся.' },
        { title: 'Вкусный снежок', text: 'Вот снежок, а в нём бамбук. Хрум, хрум, хрум. Вкусно!' },
      ],
      small: [
        {
          title: 'Всё белое',
          text: 'В большом зоопарке в Китае живёт маленькая панда Мэй. Утром она выглянула из домика и зажмурилась: всё вокруг стало белым!',
        },
        {
          title: 'Холодные лапки',
          text: 'Мэй осторожно потрогала снег лапкой. Холодно! Она отдёрнула лапку, потом попробовала ещё раз. И вот она уже катится с горки, как пушистый мячик.',
        },
        {
          title: 'Подарок смотрителя',
          text: 'Тут пришёл смотритель и принёс угощение: снежок, а внутри листья бамбука. Мэй обняла его и захрустела.',
        },
        {
          title: 'А ты?',
          text: 'Сначала Мэй удивилась, а потом очень обрадовалась. А ты любишь играть в снегу? Какой снег на ощупь — мягкий или колючий?',
        },
      ],
      arc: [
        {
          title: 'Зоопарк среди гор',
          text: 'В большом зоопарке в Китае живёт панда Мэй. Ей всего год, и больше всего на свете она любит бамбук.',
        },
        {
          title: 'Куда пропал завтрак?',
          text: 'Однажды утром Мэй проснулась, а вокруг всё белым-бело. Бамбук спрятался под снегом! Мэй нюхала, нюхала, но завтрак так и не нашла.',
        },
        {
          title: 'Мэй копает',
          text: 'Она стала копать передними лапами. Снег был холодный и щекотал нос. Мэй поскользнулась и кубарем скатилась с горки.',
        },
        {
          title: 'Придумал смотритель',
          text: 'Смотритель всё видел и улыбнулся. Он облепил листья бамбука снегом и подкатил к Мэй снежок с завтраком внутри!',
        },
        {
          title: 'Снежная игра',
          text: 'Мэй обняла снежок и съела все листочки. А потом снова забралась на горку и скатилась вниз — теперь уже нарочно.',
        },
        {
          title: 'Почему пандам хорошо в снегу',
          text: 'Дикие панды живут высоко в горах, где прохладно и зимой идёт снег. Первый снег показал Мэй, какой бывает родина панд.',
        },
      ],
      footnote: {
        word: 'смотритель',
        inText: 'смотритель',
        explanation: 'Человек, который заботится о животных в зоопарке: кормит их, убирает у них и играет с ними.',
      },
      whatHappened:
        'Молодая большая панда в зоопарке Китая впервые увидела снег. Смотритель угостил её снежком с листьями бамбука внутри.',
      parent: {
        upto3: ['Покажешь, где у панды чёрные ушки?', 'Какого цвета снег?'],
        '4to5': [
          'Как думаешь, что почувствовала Мэй, когда впервые потрогала снег?',
          'Во что тебе хочется поиграть в снегу?',
        ],
        '6to7': [
          'Как думаешь, зачем пандам такой густой и тёплый мех?',
          'Может, найдёте вместе на карте горы Китая, где живут дикие панды?',
        ],
      },
    },
  },
  '01-12': {
    heroLooks:
      'a small round penguin chick with a black back and head, a white tummy, orange-pink feet and one last tuft of grey fluff on top of his head',
    draw: [
      { picture: '🐧', en: ['penguin', 'tuk'], ru: ['пингвин', 'тук'] },
      { picture: '🌊', en: ['sea', 'wave', 'water'], ru: ['мор', 'волн', 'вод'] },
      { picture: '🧊', en: ['ice'], ru: ['льд', 'лёд'] },
      { picture: '🪶', en: ['feather', 'fluff'], ru: ['перья', 'пух'] },
      { picture: '🐟', en: ['fish'], ru: ['рыб'] },
    ],
    en: {
      title: 'Penguin chicks learn to swim',
      beats: {
        who: 'Tuk, the smallest of a family of penguin chicks on a cold shore far in the south',
        what: 'The chicks jumped into the sea for their very first swim.',
        feeling: 'a little wobbly at the edge, then proud and happy',
        helped: null,
        why: 'Penguins find all their food in the sea, and thick, tightly packed feathers keep them warm and dry in icy water.',
      },
      hook: 'Tonight my news waddles, then goes splash!',
      bedtime: 'Tuk is asleep, dry and warm again.',
      toddler: [
        {
          title: 'Little penguins',
          text: 'Waddle, waddle, waddle! Here come the penguin chicks. Fluffy chicks on the cold ice.',
        },
        {
          title: 'Splash!',
          text: 'Here is the big blue sea. One, two, three… Splash, splash, splash! In they jump!',
        },
        {
          title: 'A cosy coat',
          text: 'Swim, swim, swim! Cold water, warm feathers. Snug as a cosy coat!',
        },
      ],
      small: [
        {
          title: 'On the cold shore',
          text: 'Far in the south, on a cold shore, a family of penguin chicks stood by the sea. The smallest one was called Tuk.',
        },
        {
          title: 'The first jump',
          text: 'Tuk looked at the big grey waves. They were so cold and so wet! Then his brother jumped, and his sister jumped, and Tuk jumped too. Splash!',
        },
        {
          title: 'Warm feathers',
          text: 'Under the water Tuk was not cold at all. His thick feathers kept him warm, like a cosy coat. He zoomed about as fast as a fish.',
        },
        {
          title: 'Your turn',
          text: 'Tuk felt wobbly for a moment, and then very proud. Do you like splashing in the bath? What do you put on when it is cold outside?',
        },
      ],
      arc: [
        {
          title: 'A shore in the south',
          text: 'Far in the south, where the sea is cold and the shore is covered with ice, lives a big penguin family. The smallest chick is called Tuk.',
        },
        {
          title: 'Not ready yet',
          text: 'For weeks Tuk was covered in soft grey fluff. Every day his mum and dad swam off to catch fish, and Tuk wanted to go too. But fluff soaks up water like a sponge, so he had to wait.',
        },
        {
          title: 'At the edge',
          text: 'One morning Tuk waddled to the very edge of the ice. He looked down at the dark water and took a little step back. It looked so cold!',
        },
        {
          title: 'A new coat',
          text: 'Then Tuk took a good look at himself. His grey fluff had nearly all fallen away, and underneath were smooth new feathers, black and white, just like his dad’s.',
        },
        {
          title: 'The first swim',
          text: 'His brothers and sisters jumped in, one after another. Tuk took a deep breath and jumped too. Splash! The water was icy, but he felt warm and dry, and he zoomed along like a little fish.',
        },
        {
          title: 'Why feathers matter',
          text: 'Penguin feathers are short and thick, and they lie close together like tiles on a roof. They keep the icy water out and the warmth in. Now Tuk can swim in the cold sea and catch fish, just like the grown-ups.',
        },
      ],
      footnote: {
        word: 'feather',
        inText: 'feathers',
        explanation: 'The soft, light coat that covers a bird’s body and keeps it warm and dry.',
      },
      whatHappened:
        'A family of young penguin chicks on a cold southern shore jumped into the sea for their first swim. Their thick new feathers kept them warm in the icy water.',
      parent: {
        upto3: ['Can you point to the penguin’s white tummy?', 'Where is the sea in the picture?'],
        '4to5': [
          'How do you think Tuk felt just before he jumped?',
          'What helps you feel brave when you try something new?',
        ],
        '6to7': [
          'Why do you think a penguin chick has to wait for its new feathers before it can swim?',
          'If you find a feather outside, could you drip a little water on it together and watch how the drops roll off?',
        ],
      },
    },
    ru: {
      title: 'Пингвинята учатся плавать',
      beats: {
        who: 'пингвинёнок Тук, самый маленький в семье пингвинят на холодном берегу далеко на юге',
        what: 'Пингвинята впервые прыгнули в море и поплыли.',
        feeling: 'сначала страшновато на краю льда, потом радостно и гордо',
        helped: null,
        why: 'Всю еду пингвины добывают в море, а густые плотные перья греют их в ледяной воде.',
      },
      hook: 'Сегодня моя новость ходит вперевалочку и ныряет.',
      bedtime: 'Тук спит, сухой и тёплый.',
      toddler: [
        {
          title: 'Пингвинята',
          text: 'Топ-топ-топ! Идут пингвинята. Пушистые малыши на холодном льду.',
        },
        {
          title: 'Плюх!',
          text: 'Вот большое синее море. Раз, два, три… Плюх, плюх, плюх! Прыгнули!',
        },
        {
          title: 'Тёплая шубка',
          text: 'Плывут, плывут, плывут! Вода холодная, а перья тёплые. Как шубка!',
        },
      ],
      small: [
        {
          title: 'На холодном берегу',
          text: 'Далеко на юге, на холодном берегу, стояла у моря семья пингвинят. Самого маленького звали Тук.',
        },
        {
          title: 'Первый прыжок',
          text: 'Тук посмотрел на серые волны. Какие они холодные и мокрые! Но вот прыгнул братик, за ним сестрёнка, и Тук тоже прыгнул. Плюх!',
        },
        {
          title: 'Тёплые перья',
          text: 'А в воде Туку оказалось совсем не холодно. Густые перья грели его, как тёплая шубка. Он носился под водой быстрее рыбки.',
        },
        {
          title: 'А ты?',
          text: 'Сначала Туку было страшновато, а потом он очень собой гордился. А ты любишь плескаться в ванне? Что ты надеваешь, когда на улице холодно?',
        },
      ],
      arc: [
        {
          title: 'Берег далеко на юге',
          text: 'Далеко на юге, где море холодное, а берег покрыт льдом, живёт большая семья пингвинов. Самого маленького пингвинёнка зовут Тук.',
        },
        {
          title: 'Пока рано',
          text: 'Много недель Тук ходил в мягком сером пуху. Мама и папа каждый день уплывали в море за рыбой, и Туку очень хотелось с ними. Но пух намокает, как губка, и приходилось ждать.',
        },
        {
          title: 'На краю льда',
          text: 'Однажды утром Тук подошёл к самому краю льда. Он глянул вниз, на тёмную воду, и попятился. Уж очень холодной она казалась!',
        },
        {
          title: 'Новая шубка',
          text: 'Тут Тук оглядел себя. Серый пух почти весь облетел, а под ним выросли гладкие новые перья, чёрные и белые, совсем как у папы.',
        },
        {
          title: 'Первое плавание',
          text: 'Братья и сёстры прыгали в воду один за другим. Тук набрал побольше воздуха и прыгнул следом. Плюх! Вода была ледяная, но Туку было тепло и сухо, и он понёсся вперёд, ловкий, как рыбка.',
        },
        {
          title: 'Зачем пингвину перья',
          text: 'Перья у пингвина короткие, густые и лежат плотно, как черепица на крыше. Они не пускают к телу ледяную воду и берегут тепло. Теперь Тук может плавать в холодном море и ловить рыбу, как взрослые.',
        },
      ],
      footnote: {
        word: 'перо',
        inText: 'перья',
        explanation: 'Лёгкая мягкая одёжка птицы: она согревает её и не пропускает воду.',
      },
      whatHappened:
        'Пингвинята на холодном южном берегу впервые прыгнули в море и поплыли. Густые новые перья согревали их в ледяной воде.',
      parent: {
        upto3: ['Покажешь, где у пингвинёнка белый животик?', 'Где на картинке море?'],
        '4to5': [
          'Как думаешь, что чувствовал Тук перед самым прыжком?',
          'Что помогает тебе стать смелее, когда пробуешь что-то новое?',
        ],
        '6to7': [
          'Как думаешь, почему пингвинёнку нельзя плавать, пока он весь в пуху?',
          'Если найдёте на прогулке птичье перо, может, капнете на него водой и посмотрите, как скатываются капли?',
        ],
      },
    },
  },
  '01-20': {
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
      hook: 'Tonight my news has big yellow eyes.',
      bedtime: 'Lumi keeps watch over the sleeping village.',
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
        },
        {
          title: 'What is that noise?',
          text: 'One frosty day Lumi heard laughing. In the village, children were rolling big balls of snow. What were they making? Lumi wanted to see.',
        },
        {
          title: 'On the fence',
          text: 'She flew over the roofs without a sound and landed on a wooden fence. Owls cannot move their eyes from side to side, so Lumi turned her whole head to watch.',
        },
        {
          title: 'A quiet welcome',
          text: 'A girl spotted her first. “Shh,” she whispered, “an owl is watching us!” Nobody ran at Lumi or made a fuss. The children just waved and went on working quietly.',
        },
        {
          title: 'The snowman',
          text: 'A big ball, a middle ball and a small ball on top. A carrot nose and two pebble eyes. The snowman and the owl looked at each other, both white and round-eyed. In the evening Lumi flew off under the moon.',
        },
        {
          title: 'Eyes for the dark',
          text: 'Snowy owls live in the far north, where winter nights are long. Their big yellow eyes catch even a little moonlight, so they see well at night. Unlike most owls, they are awake by day too, and that is how Lumi could watch the snowman grow.',
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
        upto3: ['Can you point to the owl’s big yellow eyes?', 'Where is the snowman’s carrot nose?'],
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
      hook: 'Сегодня у меня новость с жёлтыми глазами.',
      bedtime: 'Луми сторожит сон тихой деревни.',
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
        },
        {
          title: 'Что там за смех?',
          text: 'Однажды морозным днём Луми услышала смех. Дети в деревне катали большие снежные комья. Что же они делают? Луми очень захотелось посмотреть.',
        },
        {
          title: 'На заборе',
          text: 'Она бесшумно пролетела над крышами и села на деревянный забор. Совы не умеют водить глазами, как мы, поэтому Луми поворачивала всю голову и глядела во все глаза.',
        },
        {
          title: 'Тихие соседи',
          text: 'Первой её заметила девочка. «Тише, — шепнула она, — на нас смотрит сова!» Никто не побежал к Луми и не стал шуметь. Дети помахали ей и тихонько продолжили работу.',
        },
        {
          title: 'Снеговик готов',
          text: 'Большой ком, средний ком, а сверху маленький. Нос из морковки, глаза из камешков. Снеговик и сова смотрели друг на друга, оба белые и круглоглазые. А вечером Луми улетела при свете луны.',
        },
        {
          title: 'Глаза для темноты',
          text: 'Полярные совы живут на далёком севере, где зимние ночи очень длинные. Их большие жёлтые глаза ловят даже слабый лунный свет, поэтому совы хорошо видят ночью. А ещё они не спят и днём, вот Луми и увидела, как растёт снеговик.',
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
  },
  '01-28': {
    heroLooks:
      'a young star watcher with a dark curly ponytail, round glasses, a red knitted hat with a bobble and a puffy blue jacket',
    draw: [
      { picture: '👩‍🔬', en: ['anya', 'watcher', 'team'], ru: ['аня', 'аню', 'звездочёт', 'команд'] },
      { picture: '🔭', en: ['telescope'], ru: ['телескоп'] },
      { picture: '⭐', en: ['star'], ru: ['звезд', 'звёзд'] },
      { picture: '⛰️', en: ['mountain'], ru: ['гор'] },
      { picture: '☕', en: ['cocoa'], ru: ['какао'] },
      { picture: '🗺️', en: ['map'], ru: ['карт'] },
    ],
    en: {
      title: 'A new star is found',
      beats: {
        who: 'Anya, the youngest of a team of star watchers high on a mountain',
        what: 'Looking through a huge telescope all night long, the team found a tiny new star far, far away.',
        feeling: 'patient and sleepy, then amazed and overjoyed',
        helped: null,
        why: 'A big telescope gathers much more light than our eyes, so it can show stars that are too far and too faint to see, and each one found tells us more about how big the sky is.',
      },
      hook: 'Tonight my news is tiny and twinkly.',
      bedtime: 'Anya is asleep, dreaming of her little star.',
      toddler: [
        {
          title: 'Up the mountain',
          text: 'Up, up, up the mountain! Here is a big, big telescope. Look, look, look!',
        },
        {
          title: 'Twinkle',
          text: 'So many stars! Twinkle, twinkle, twinkle. One star is tiny, tiny, tiny.',
        },
        {
          title: 'Found it!',
          text: 'Found it! A new little star. Hooray, hooray, hooray!',
        },
      ],
      small: [
        {
          title: 'High on a mountain',
          text: 'High on a mountain, a team of star watchers looked up at the sky. They had a huge telescope, as big as a house.',
        },
        {
          title: 'All night long',
          text: 'They looked through the telescope all night long. Anya, the youngest, sipped cocoa to stay awake. Her eyes were tired, but she kept on looking.',
        },
        {
          title: 'A tiny dot',
          text: 'Then she saw it: a tiny new star, far, far away! Nobody had ever seen it before. The whole team clapped and cheered.',
        },
        {
          title: 'Your turn',
          text: 'Anya felt as bright as a star herself. Do you like looking at the stars? How many can you count from your window?',
        },
      ],
      arc: [
        {
          title: 'Above the clouds',
          text: 'High on a mountain, above the clouds, stands a round white building with a roof that opens to the sky. Inside is a huge telescope, and a team of star watchers works there. The youngest is called Anya.',
        },
        {
          title: 'A wish',
          text: 'Anya wished she could find a star that nobody had ever seen. But the sky is full of stars, and the ones still hidden are tiny and faint.',
        },
        {
          title: 'Looking and looking',
          text: 'All night long the team took turns at the telescope. They pointed it at one small dark patch of sky and looked, and looked. The cocoa in their cups went cold, and still there was nothing new.',
        },
        {
          title: 'A dot of light',
          text: 'Just before dawn, Anya saw it: a tiny dot of light where the star map showed no star at all. She called softly to the others: “Come and look!”',
        },
        {
          title: 'A new star',
          text: 'The team checked it again and again. It was real: a new star, far, far away! Everyone hugged, and the star got a number and its own place on the map.',
        },
        {
          title: 'Why nobody saw it before',
          text: 'The star was not really new: it had been shining for a very long time. It is just so far away that its light is very faint. A big telescope gathers far more light than our eyes can. And high on a mountain the air is clear, with no bright city lights.',
        },
      ],
      footnote: {
        word: 'telescope',
        inText: 'telescope',
        explanation: 'A long tube with glass or mirrors inside that makes faraway things look close and bright.',
      },
      whatHappened:
        'A team of astronomers at a mountain observatory found a faint, very distant star that no one had seen before. They watched the sky through a large telescope all night.',
      parent: {
        upto3: ['Can you point to the telescope?', 'Can you find the tiniest star in the picture?'],
        '4to5': [
          'How do you think Anya felt when she saw the new star?',
          'How do you feel when you finally find something you were looking for?',
        ],
        '6to7': [
          'Why do you think star watchers build their telescopes high on mountains?',
          'Could you go outside together on a clear evening and find the brightest star you can see?',
        ],
      },
    },
    ru: {
      title: 'Учёные нашли новую звезду',
      beats: {
        who: 'Аня, самая младшая в команде звездочётов высоко в горах',
        what: 'Звездочёты всю ночь смотрели в огромный телескоп и нашли далеко-далеко крошечную новую звезду.',
        feeling: 'терпение и сонливость, а потом изумление и огромная радость',
        helped: null,
        why: 'Большой телескоп собирает гораздо больше света, чем глаз, поэтому в него видны даже очень далёкие и тусклые звёзды, а каждая найденная звезда рассказывает, как огромно небо.',
      },
      hook: 'Сегодня у меня новость про крошечную звёздочку.',
      bedtime: 'Аня спит, и ей снится звёздочка.',
      toddler: [
        {
          title: 'На гору',
          text: 'Вверх, вверх, вверх, на гору! Вот большой-пребольшой телескоп. Смотрим, смотрим!',
        },
        {
          title: 'Звёзды',
          text: 'Сколько звёзд! Мерцают, мигают, сияют. Одна звёздочка крошечная-крошечная.',
        },
        {
          title: 'Нашли!',
          text: 'Нашли! Новая звёздочка! Ура, ура, ура!',
        },
      ],
      small: [
        {
          title: 'Высоко в горах',
          text: 'Высоко в горах команда звездочётов смотрела на небо. У них был огромный телескоп, размером с целый дом.',
        },
        {
          title: 'Всю ночь',
          text: 'Всю ночь они по очереди смотрели в телескоп. Самая младшая, Аня, пила какао, чтобы не уснуть. Глаза у неё устали, но она всё смотрела и смотрела.',
        },
        {
          title: 'Крошечная точка',
          text: 'И вдруг Аня увидела её: крошечную новую звезду далеко-далеко! Раньше её никто никогда не видел. Вся команда захлопала в ладоши.',
        },
        {
          title: 'А ты?',
          text: 'Аня так обрадовалась, что сама засияла, как звёздочка. А ты любишь смотреть на звёзды? Сколько звёзд видно из твоего окна?',
        },
      ],
      arc: [
        {
          title: 'Над облаками',
          text: 'Высоко в горах, над облаками, стоит круглая белая башня, и крыша у неё открывается прямо в небо. Внутри огромный телескоп, а работают там звездочёты. Самую младшую зовут Аня.',
        },
        {
          title: 'Мечта',
          text: 'Аня мечтала найти звезду, которую ещё никто не видел. Но звёзд на небе очень много, а те, что пока не найдены, совсем крошечные и тусклые.',
        },
        {
          title: 'Смотрели и смотрели',
          text: 'Всю ночь звездочёты по очереди смотрели в телескоп. Они навели его на маленький тёмный кусочек неба и смотрели, смотрели. Какао в чашках давно остыло, а ничего нового всё не было.',
        },
        {
          title: 'Точка света',
          text: 'Перед самым рассветом Аня заметила крошечную точку света там, где на звёздной карте не было ни одной звезды. «Скорее сюда!» — тихонько позвала она.',
        },
        {
          title: 'Новая звезда',
          text: 'Звездочёты проверили ещё раз, и ещё, и ещё. Да, это новая звезда, далеко-далеко! Все обнимались, а звезде дали номер и место на карте.',
        },
        {
          title: 'Почему её не видели раньше',
          text: 'На самом деле звезда вовсе не новая: она светит уже очень давно. Просто она так далеко, что свет от неё совсем слабый. Большой телескоп собирает гораздо больше света, чем наш глаз, а высоко в горах воздух чистый и нет ярких городских огней.',
        },
      ],
      footnote: {
        word: 'телескоп',
        inText: 'телескоп',
        explanation: 'Длинная труба со стёклами или зеркалами: через неё далёкое видно близко и ярко.',
      },
      whatHappened:
        'Астрономы в горной обсерватории всю ночь наблюдали небо в большой телескоп. Они нашли очень далёкую тусклую звезду, которую раньше никто не видел.',
      parent: {
        upto3: ['Покажешь, где телескоп?', 'Найдёшь на картинке самую маленькую звёздочку?'],
        '4to5': [
          'Как думаешь, что почувствовала Аня, когда увидела новую звезду?',
          'А тебе приходилось долго-долго что-то искать? Как радостно, когда находишь, правда?',
        ],
        '6to7': [
          'Как думаешь, почему телескопы строят высоко в горах?',
          'Может, выйдете вместе ясным вечером во двор и найдёте самую яркую звезду?',
        ],
      },
    },
  },
  '02-03': {
    heroLooks: 'a friendly white dog with big black spots, one black ear, a wagging tail and a blue collar',
    draw: [
      { picture: '🐕', en: ['dog', 'patch'], ru: ['пёс', 'пса', 'дружок', 'дружк'] },
      { picture: '🧤', en: ['mitten'], ru: ['варежк'] },
      { picture: '👧', en: ['girl', 'sonya'], ru: ['девочк', 'соня', 'соне'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '🛷', en: ['sledg'], ru: ['санк', 'горк'] },
      { picture: '🌳', en: ['park'], ru: ['парк'] },
    ],
    en: {
      title: 'A dog finds a lost mitten',
      beats: {
        who: 'Patch, a friendly spotted dog, in a snowy city park',
        what: 'He found a little red mitten in the snow and carried it to the girl it belonged to.',
        feeling: 'the dog was proud; the girl was so happy that she gave him a big hug',
        helped: 'Patch himself, who followed the smell on the mitten to the girl',
        why: 'A dog’s nose is many thousands of times better than ours, and every person leaves their own smell on the things they touch.',
      },
      hook: 'Tonight my news is red and woolly.',
      bedtime: 'Patch is asleep, nose tucked under his tail.',
      toddler: [
        {
          title: 'A red mitten',
          text: 'Look! A red mitten in the snow. Whose mitten? Whose?',
        },
        {
          title: 'Sniff, sniff',
          text: 'Sniff, sniff, sniff! The spotted dog runs. Run, run, run across the snow!',
        },
        {
          title: 'A big hug',
          text: 'Here is your mitten! The girl laughs. A big, big hug for the dog!',
        },
      ],
      small: [
        {
          title: 'Something red',
          text: 'In a snowy city park, a spotted dog called Patch found a little red mitten in the snow. Whose could it be?',
        },
        {
          title: 'Follow the smell',
          text: 'Patch sniffed the mitten, then sniffed the snow. Sniff, sniff! He followed the smell all the way to the sledging hill.',
        },
        {
          title: 'The owner',
          text: 'There stood a girl called Sonya, with one cold pink hand. Patch carried the mitten to her, wagging his tail. She was its owner! Sonya was so happy that she gave Patch a big hug.',
        },
        {
          title: 'Your turn',
          text: 'Patch felt proud, and Sonya felt warm all over. Have you ever lost something? Who helped you find it?',
        },
      ],
      arc: [
        {
          title: 'A snowy park',
          text: 'In the middle of a big city there is a snowy park. Every morning a friendly spotted dog called Patch runs along its paths and sniffs everything.',
        },
        {
          title: 'Whose mitten?',
          text: 'One morning Patch found something red in the snow: a little knitted mitten, all alone. Somebody’s hand would be cold without it! But whose mitten was it?',
        },
        {
          title: 'So many people',
          text: 'Patch picked it up gently in his teeth and looked around. There were so many people in the park: a man with a newspaper, a mum with a pram, children on sledges. Who should get it?',
        },
        {
          title: 'The nose knows',
          text: 'Patch sniffed the mitten. It smelled of strawberry soap and warm little hands. So he put his nose to the snow and followed the smell, past the benches, all the way to the sledging hill.',
        },
        {
          title: 'Found!',
          text: 'At the bottom of the hill a girl called Sonya was blowing on her cold fingers. Patch dropped the mitten at her feet and wagged his tail. Sonya was so happy that she hugged him tight. “Thank you, clever dog!”',
        },
        {
          title: 'How dogs find things',
          text: 'A dog’s nose is many thousands of times better than ours. Every person has their own smell, and it stays on the things they touch. That is how Patch knew whose mitten it was and brought it back to its owner.',
        },
      ],
      footnote: {
        word: 'owner',
        inText: 'owner',
        explanation: 'The person something belongs to, the way the red mitten belonged to Sonya.',
      },
      whatHappened:
        'In a snowy city park, a friendly dog found a child’s lost red mitten and carried it back to her. The girl was so happy that she hugged the dog.',
      parent: {
        upto3: ['Can you point to the red mitten?', 'Can you find the black spots on the dog?'],
        '4to5': [
          'How do you think Sonya felt when her hand was cold?',
          'How do you think Patch felt when Sonya hugged him?',
        ],
        '6to7': [
          'How do you think Patch knew which child the mitten belonged to?',
          'Could you play a smelling game together: close your eyes and guess an orange, soap or a sock by smell alone?',
        ],
      },
    },
    ru: {
      title: 'Пёс нашёл потерянную варежку',
      beats: {
        who: 'добрый пятнистый пёс Дружок в заснеженном городском парке',
        what: 'Дружок нашёл в снегу красную варежку и принёс её хозяйке.',
        feeling: 'пёс гордился собой, а девочка так обрадовалась, что крепко обняла его',
        helped: 'сам Дружок: он по запаху нашёл девочку, которая потеряла варежку',
        why: 'Собачий нос чует в тысячи раз лучше нашего, а у каждого человека свой запах, который остаётся на его вещах.',
      },
      hook: 'Сегодня у меня новость про красную варежку.',
      bedtime: 'Дружок спит, уткнув нос в пушистый хвост.',
      toddler: [
        {
          title: 'Варежка',
          text: 'Смотри! В снегу красная варежка. Чья варежка? Чья?',
        },
        {
          title: 'Нюх-нюх',
          text: 'Нюх-нюх-нюх! Бежит пятнистый пёс. Скок, скок, скок по снегу!',
        },
        {
          title: 'Крепко-крепко',
          text: 'Вот твоя варежка! Девочка смеётся. Обнимает пса крепко-крепко!',
        },
      ],
      small: [
        {
          title: 'Что-то красное',
          text: 'В заснеженном городском парке гулял пятнистый пёс Дружок. Вдруг он увидел в снегу маленькую красную варежку. Чья же она?',
        },
        {
          title: 'По следу',
          text: 'Дружок понюхал варежку, потом понюхал снег. Нюх-нюх! И побежал по следу прямо к ледяной горке.',
        },
        {
          title: 'Нашлась хозяйка',
          text: 'Там стояла девочка Соня, и одна рука у неё совсем замёрзла. Дружок отдал варежку её хозяйке и завилял хвостом. Соня так обрадовалась, что крепко обняла пса.',
        },
        {
          title: 'А у тебя?',
          text: 'Дружок гордился собой, а Соне стало тепло и радостно. А у тебя что-нибудь терялось? Кто помог это найти?',
        },
      ],
      arc: [
        {
          title: 'Парк в снегу',
          text: 'Посреди большого города есть заснеженный парк. Каждое утро там гуляет добрый пятнистый пёс Дружок. Он бегает по дорожкам и всё-всё обнюхивает.',
        },
        {
          title: 'Чья варежка?',
          text: 'Однажды Дружок нашёл в снегу что-то красное. Это была маленькая вязаная варежка! Без неё чья-то рука замёрзнет. Но чья она?',
        },
        {
          title: 'Сколько людей!',
          text: 'Дружок бережно взял варежку в зубы и огляделся. В парке было много людей: дядя с газетой, мама с коляской, дети на санках. Кому же её отдать?',
        },
        {
          title: 'Нос подскажет',
          text: 'Дружок понюхал варежку. Она пахла клубничным мылом и тёплыми ладошками. Тогда он уткнулся носом в снег и пошёл по запаху мимо скамеек, прямо к ледяной горке.',
        },
        {
          title: 'Нашлась!',
          text: 'Внизу у горки девочка Соня дула на замёрзшие пальцы. Дружок положил варежку у её ног и завилял хвостом. Соня так обрадовалась, что крепко обняла пса: «Спасибо, умница!»',
        },
        {
          title: 'Как собаки находят вещи',
          text: 'Собачий нос чует в тысячи раз лучше нашего. У каждого человека свой запах, и он остаётся на всём, чего человек касается. Вот так Дружок и понял, чья это варежка, и вернул её хозяйке.',
        },
      ],
      footnote: {
        word: 'хозяйка',
        inText: 'хозяйке',
        explanation: 'Та, кому принадлежит вещь. Красная варежка была Сонина.',
      },
      whatHappened:
        'В заснеженном городском парке добрый пёс нашёл потерянную детскую варежку и принёс её девочке. Девочка так обрадовалась, что обняла пса.',
      parent: {
        upto3: ['Покажешь красную варежку?', 'Найдёшь у пса чёрные пятнышки?'],
        '4to5': [
          'Как думаешь, каково было Соне без варежки на морозе?',
          'Как думаешь, что почувствовал Дружок, когда Соня его обняла?',
        ],
        '6to7': [
          'Как думаешь, как Дружок узнал, чья это варежка?',
          'Может, поиграете вместе в угадайку по запаху: с закрытыми глазами узнать апельсин, мыло или носок?',
        ],
      },
    },
  },
  '02-09': {
    heroLooks:
      'a cheerful boy with messy fair hair, a green jumper with paint on the sleeves and a little hammer in his hand',
    draw: [
      { picture: '👦', en: ['misha', 'child'], ru: ['миша', 'мише', 'ребят'] },
      { picture: '🏠', en: ['house'], ru: ['домик'] },
      { picture: '🐦', en: ['bird', 'blue tit'], ru: ['птиц', 'птич', 'синич'] },
      { picture: '🔨', en: ['hammer'], ru: ['молот'] },
      { picture: '🌳', en: ['tree'], ru: ['дерев'] },
      { picture: '🏫', en: ['school'], ru: ['школ'] },
      { picture: '🏞️', en: ['river'], ru: ['рек'] },
    ],
    en: {
      title: 'Children build bird houses',
      beats: {
        who: 'Misha and his class at a small school by the river',
        what: 'The children built wooden houses for birds, and soon a pair of blue tits moved into the first one.',
        feeling: 'busy and hopeful, then proud and overjoyed',
        helped: null,
        why: 'In spring small birds need a dry, safe place for their nest, and towns have few old trees with hollows, so a wooden house with a small door is just right.',
      },
      hook: 'Tonight my news goes tap, tap, tap.',
      bedtime: 'Misha is asleep, and so are his birds.',
      toddler: [
        {
          title: 'Tap, tap',
          text: 'Tap, tap, tap! The children build a house. A little house for birds.',
        },
        {
          title: 'A round door',
          text: 'Look, a little round door. Who will live here? Who?',
        },
        {
          title: 'Blue birds',
          text: 'Two blue birds! Flap, flap, flap. In they hop. Cheep, cheep, cheep!',
        },
      ],
      small: [
        {
          title: 'Busy hands',
          text: 'At a small school by the river, a class of children was building houses for birds. Tap, tap, tap went the little hammers.',
        },
        {
          title: 'A green house',
          text: 'Misha painted the first wooden house green. It had a little round door and a roof to keep the rain off.',
        },
        {
          title: 'New neighbours',
          text: 'The children hung their houses on the trees. Soon a pair of blue tits flew to the first house, peeped inside and moved in!',
        },
        {
          title: 'Your turn',
          text: 'Misha was so happy that he hopped up and down. What colour would you paint a bird house? Which birds live near your home?',
        },
      ],
      arc: [
        {
          title: 'A school by the river',
          text: 'At a small school by the river there is a class of children who love birds. Old trees grow outside their window, and every morning the birds sing there. Misha knows each bird by its song.',
        },
        {
          title: 'Nowhere to nest',
          text: 'Spring was coming, and soon the birds would need somewhere to build their nests. But there were hardly any cosy holes in the old trees. “Let’s build them houses!” said Misha.',
        },
        {
          title: 'The first try',
          text: 'The children measured, sawed and hammered. Their first house had a big round door. But a big door lets in the cold and the rain.',
        },
        {
          title: 'A small door',
          text: 'So they looked in a book about birds. Small birds like a small door, about as wide as a big coin! Bigger birds cannot squeeze in, and the nest stays snug. The children made the doors smaller.',
        },
        {
          title: 'Moving in',
          text: 'They hung the wooden houses high on the trees by the river. For days nothing happened. Then one morning Misha saw a flash of blue and yellow. A pair of blue tits had moved into the very first house!',
        },
        {
          title: 'Why birds need houses',
          text: 'In spring, birds need a dry, quiet place to lay their eggs and feed their chicks. Towns have few old trees with hollows, so a house with a small door is just right. Now the blue tits are carrying in moss and feathers for a soft nest.',
        },
      ],
      footnote: {
        word: 'wooden',
        inText: 'wooden',
        explanation: 'Made from the hard inside of tree trunks and branches, like a table or a fence.',
      },
      whatHappened:
        'A class at a small riverside school built wooden nest boxes for birds. Soon a pair of blue tits moved into the first one.',
      parent: {
        upto3: ['Can you point to the little round door?', 'What colours are the blue tits?'],
        '4to5': [
          'How do you think Misha felt when the birds moved in?',
          'How do you think the blue tits feel in their new home?',
        ],
        '6to7': [
          'Why do you think the door of a bird house is so small?',
          'Could you put a dish of water or a few seeds by a window together and watch who comes?',
        ],
      },
    },
    ru: {
      title: 'Дети построили скворечники',
      beats: {
        who: 'Миша и его одноклассники из маленькой школы у реки',
        what: 'Ребята построили деревянные домики для птиц, и скоро в первый домик поселилась пара синичек.',
        feeling: 'хлопоты и надежда, а потом гордость и огромная радость',
        helped: null,
        why: 'Весной маленьким птицам нужно сухое и спокойное место для гнезда, а старых деревьев с дуплами в городе мало, вот и пригодится домик с маленькой дверцей.',
      },
      hook: 'Сегодня моя новость стучит: тук-тук-тук!',
      bedtime: 'Миша спит, и синички в домике спят.',
      toddler: [
        {
          title: 'Тук-тук',
          text: 'Тук-тук-тук! Ребята строят домик. Домик для птичек.',
        },
        {
          title: 'Круглая дверца',
          text: 'Вот круглая дверца. Кто тут будет жить? Кто?',
        },
        {
          title: 'Синички',
          text: 'Прилетели синички! Порх, порх, порх. Тинь-тинь-тинь!',
        },
      ],
      small: [
        {
          title: 'Стучат молотки',
          text: 'В маленькой школе у реки ребята из класса мастерили домики для птиц. Тук-тук-тук! — стучали молотки.',
        },
        {
          title: 'Зелёный домик',
          text: 'Миша покрасил первый деревянный домик в зелёный цвет. У домика была круглая дверца и крыша от дождя.',
        },
        {
          title: 'Новые соседи',
          text: 'Ребята повесили домики на деревья. Скоро к первому домику прилетела пара синичек, заглянула внутрь — и осталась жить!',
        },
        {
          title: 'А ты?',
          text: 'Миша так обрадовался, что запрыгал на месте. В какой цвет тебе хочется покрасить птичий домик? А какие птицы живут рядом с тобой?',
        },
      ],
      arc: [
        {
          title: 'Школа у реки',
          text: 'В маленькой школе у реки учатся ребята, которые очень любят птиц. За окном класса растут старые деревья, и по утрам там поют птицы. Миша узнаёт каждую по голосу.',
        },
        {
          title: 'Негде вить гнёзда',
          text: 'Скоро весна, и птицам понадобится место для гнёзд. Но уютных дупел в старых деревьях почти не осталось. «Давайте построим им домики!» — предложил Миша.',
        },
        {
          title: 'Первый домик',
          text: 'Ребята отмеряли, пилили и забивали гвозди. Первый домик получился с большой круглой дверью. Но в большую дверь задувает холод и заливает дождь.',
        },
        {
          title: 'Маленькая дверца',
          text: 'Тогда ребята заглянули в книжку про птиц. Оказалось, маленьким птичкам нужна маленькая дверца, размером с крупную монетку! Большие птицы туда не пролезут, и гнезду будет спокойно. Ребята сделали дверцы поменьше.',
        },
        {
          title: 'Новосёлы',
          text: 'Деревянные домики повесили высоко на деревьях у реки. Несколько дней никто не прилетал. А однажды утром Миша заметил в первом домике что-то голубое и жёлтое: там поселилась пара синичек!',
        },
        {
          title: 'Зачем птицам домики',
          text: 'Весной птицам нужно сухое и тихое место, чтобы отложить яйца и выкормить птенцов. В городе мало старых деревьев с дуплами, поэтому домик с маленькой дверцей им в самый раз. Теперь синички носят туда мох и пёрышки для мягкого гнезда.',
        },
      ],
      footnote: {
        word: 'синичка',
        inText: 'синичек',
        explanation: 'Маленькая юркая птичка с жёлтой грудкой, которая часто живёт рядом с людьми.',
      },
      whatHappened:
        'Ребята из маленькой школы у реки сделали деревянные домики для птиц. Скоро в первый домик поселилась пара синиц.',
      parent: {
        upto3: ['Покажешь круглую дверцу?', 'Какого цвета синички?'],
        '4to5': [
          'Как думаешь, что почувствовал Миша, когда прилетели синички?',
          'Как думаешь, уютно синичкам в новом домике?',
        ],
        '6to7': [
          'Как думаешь, почему дверца у птичьего домика такая маленькая?',
          'Может, повесите вместе за окном кормушку и посмотрите, кто к ней прилетит?',
        ],
      },
    },
  },
  '02-15': {
    heroLooks:
      'a huge, gentle grey whale with white speckles on its back, a long smiling mouth, a small kind eye and a wide tail',
    draw: [
      { picture: '🐋', en: ['whale', 'puff'], ru: ['кит', 'пых'] },
      { picture: '⛵', en: ['boat'], ru: ['лодк'] },
      { picture: '👧', en: ['lina'], ru: ['лина', 'лине'] },
      { picture: '👨', en: ['dad'], ru: ['пап', 'рыбак'] },
      { picture: '🌊', en: ['sea', 'water'], ru: ['мор', 'вод', 'волн'] },
      { picture: '⛲', en: ['fountain'], ru: ['фонтан'] },
      { picture: '🏘️', en: ['town'], ru: ['городк'] },
    ],
    en: {
      title: 'A whale waves hello',
      beats: {
        who: 'Puff, a big grey whale, in the blue sea near a fishing town',
        what: 'He swam right next to a little boat and waved his tail.',
        feeling: 'curious and friendly; the people on the boat were amazed and delighted',
        helped: null,
        why: 'Whales live in the sea but breathe air like us, so they come up and breathe through a hole on top of their head.',
      },
      hook: 'Tonight my news waves its tail.',
      bedtime: 'Puff is dozing in the calm blue sea.',
      toddler: [
        {
          title: 'Big whale',
          text: 'Look! A big grey whale. Swim, swim, swim, next to the boat.',
        },
        {
          title: 'Whoosh!',
          text: 'Whoosh, whoosh! Water goes up, up, up! The whale breathes.',
        },
        {
          title: 'Wave, wave',
          text: 'Up goes the big tail. Wave, wave, wave! Splash!',
        },
      ],
      small: [
        {
          title: 'Who is there?',
          text: 'In the blue sea near a fishing town, a little boat was bobbing on the water. Suddenly a big grey whale called Puff swam up beside it!',
        },
        {
          title: 'Whoosh!',
          text: 'Whoosh! A fountain of mist rose from the top of his head. Whales breathe air through a hole up there, like a nose on top.',
        },
        {
          title: 'A wave hello',
          text: 'Then Puff lifted his giant tail and waved it. Splash! Everyone on the boat laughed and waved back.',
        },
        {
          title: 'Your turn',
          text: 'Puff was curious and friendly. How would you wave to a whale? Can you take a big breath and blow it out, whoosh, like Puff?',
        },
      ],
      arc: [
        {
          title: 'A fishing town',
          text: 'In the blue sea near a little fishing town lives a big grey whale called Puff. He is as long as a bus, and his grey back is covered in white speckles, like a rock covered in shells.',
        },
        {
          title: 'Lina’s wish',
          text: 'One morning a fisherman and his daughter Lina set out in their little boat. Lina wished and wished to see a real whale. But the sea was wide and calm, and there was no whale anywhere.',
        },
        {
          title: 'Waiting',
          text: 'Lina looked and looked at the water. She saw seagulls and little waves, but still no whale. “Maybe tomorrow,” said her dad.',
        },
        {
          title: 'Whoosh!',
          text: 'Just then, right next to the boat, there was a loud whoosh! A tall fountain of mist rose from the water. It was Puff, breathing out through the hole on top of his head!',
        },
        {
          title: 'A wave hello',
          text: 'Puff swam slowly along the boat, so close that Lina could see his kind eye. Then he lifted his huge tail high and waved it. Splash! Lina waved back with both hands.',
        },
        {
          title: 'Why whales come up',
          text: 'Whales live in the sea, but they breathe air, just like us. So every few minutes they must swim up to the top. The hole on top of the head lets a whale breathe out and in quickly, then dive down again.',
        },
      ],
      footnote: {
        word: 'breathe',
        inText: 'breathe',
        explanation: 'To take air in through your nose or mouth and let it out again.',
      },
      whatHappened:
        'In the sea near a fishing town, a big grey whale swam right up to a small boat and waved its tail. Whales breathe air through a blowhole on top of their head.',
      parent: {
        upto3: ['Can you point to the whale’s tail?', 'Where is the little boat?'],
        '4to5': ['How do you think Lina felt when the whale came so close?', 'Do you think Puff was having fun? Why?'],
        '6to7': [
          'Why do you think a whale has to come up to the top of the sea?',
          'Could you both put a hand on your tummy and feel it go up and down as you breathe?',
        ],
      },
    },
    ru: {
      title: 'Кит помахал хвостом',
      beats: {
        who: 'большой серый кит Пых в синем море у рыбацкого городка',
        what: 'Кит подплыл к самой лодке и помахал хвостом.',
        feeling: 'любопытство и дружелюбие; люди в лодке были изумлены и очень рады',
        helped: null,
        why: 'Киты живут в море, но дышат воздухом, как мы, поэтому всплывают и дышат через дырочку на макушке.',
      },
      hook: 'Сегодня моя новость машет хвостом.',
      bedtime: 'Пых дремлет в тихом синем море.',
      toddler: [
        {
          title: 'Большой кит',
          text: 'Смотри! Большой серый кит. Плывёт, плывёт возле лодки.',
        },
        {
          title: 'Пф-ф!',
          text: 'Пф-ф, пф-ф! Фонтан вверх, вверх! Кит дышит.',
        },
        {
          title: 'Хвост',
          text: 'Хвост поднялся высоко. Машет, машет, машет! Плюх!',
        },
      ],
      small: [
        {
          title: 'Кто там у лодки?',
          text: 'В синем море у рыбацкого городка покачивалась на волнах маленькая лодка. Вдруг рядом с ней всплыл большой серый кит Пых!',
        },
        {
          title: 'Фонтан',
          text: 'Пф-ф-ф! С его макушки взлетел фонтан брызг. Киты дышат воздухом через дырочку на голове, как будто нос у них наверху.',
        },
        {
          title: 'Привет хвостом',
          text: 'А потом Пых поднял огромный хвост и помахал им. Плюх! Все в лодке засмеялись и замахали киту в ответ.',
        },
        {
          title: 'А ты?',
          text: 'Пых был любопытный и дружелюбный. А ты как помашешь киту? Сможешь набрать побольше воздуха и выдохнуть: пф-ф-ф, как Пых?',
        },
      ],
      arc: [
        {
          title: 'Рыбацкий городок',
          text: 'В синем море у маленького рыбацкого городка живёт большой серый кит Пых. Он длиной с автобус, а серая спина у него вся в белых пятнышках, словно камень в ракушках.',
        },
        {
          title: 'Мечта Лины',
          text: 'Однажды утром рыбак и его дочка Лина вышли в море на лодке. Лина очень хотела увидеть настоящего кита. Но море было широкое и спокойное, и кита нигде не было.',
        },
        {
          title: 'Ждём и смотрим',
          text: 'Лина смотрела и смотрела на воду. Она видела чаек и маленькие волны, а кита всё не было. «Может, завтра повезёт», — сказал папа.',
        },
        {
          title: 'Пф-ф-ф!',
          text: 'И тут прямо рядом с лодкой громко фыркнуло: пф-ф-ф! Из воды поднялся высокий фонтан брызг. Это Пых выдохнул воздух через дырочку на макушке!',
        },
        {
          title: 'Кит машет хвостом',
          text: 'Пых медленно проплыл вдоль лодки, так близко, что Лина увидела его добрый глаз. Потом он высоко поднял огромный хвост и помахал им. Плюх! Лина замахала в ответ обеими руками.',
        },
        {
          title: 'Зачем киты всплывают',
          text: 'Киты живут в море, но дышат воздухом, совсем как мы. Поэтому каждые несколько минут им нужно подниматься наверх. Дырочка на макушке помогает быстро выдохнуть и вдохнуть, а потом снова нырнуть.',
        },
      ],
      footnote: {
        word: 'дышать',
        inText: 'дышат',
        explanation: 'Вдыхать и выдыхать воздух: вдох — воздух внутрь, выдох — наружу.',
      },
      whatHappened:
        'В море у рыбацкого городка большой серый кит подплыл к самой лодке и помахал хвостом. Киты дышат воздухом через дыхало на макушке.',
      parent: {
        upto3: ['Покажешь, где у кита хвост?', 'Где на картинке лодка?'],
        '4to5': [
          'Как думаешь, что почувствовала Лина, когда кит подплыл так близко?',
          'Как тебе кажется, киту было весело? Почему?',
        ],
        '6to7': [
          'Как думаешь, почему кит не может всё время оставаться под водой?',
          'Может, положите ладошки на животик и вместе послушаете, как он поднимается и опускается, когда вы дышите?',
        ],
      },
    },
  },
  '02-22': {
    heroLooks:
      'a little bright-red mountain train with two carriages, round headlights like friendly eyes and big windows full of smiling passengers',
    draw: [
      { picture: '🚞', en: ['train', 'ruby'], ru: ['поезд', 'огонёк', 'огоньк'] },
      { picture: '🏔️', en: ['mountain'], ru: ['гор'] },
      { picture: '🏞️', en: ['lake'], ru: ['озер', 'озёр'] },
      { picture: '🌲', en: ['pine'], ru: ['ель', 'елей', 'ёлк'] },
      { picture: '🚉', en: ['station'], ru: ['станци'] },
      { picture: '🧑‍🤝‍🧑', en: ['passenger'], ru: ['пассажир'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    ],
    en: {
      title: 'A little train reaches the top',
      beats: {
        who: 'Ruby, a little red train in the snowy mountains',
        what: 'She climbed all the way to the top station, and from there the passengers could see three lakes.',
        feeling: 'puffing and determined on the way up, then proud; the passengers were amazed',
        helped: null,
        why: 'Mountain trains have a toothed wheel that grips a toothed rail, so they can climb slopes where smooth wheels would slip.',
      },
      hook: 'Tonight my news climbs up, up, up.',
      bedtime: 'Ruby sleeps at the top, under the stars.',
      toddler: [
        {
          title: 'Choo-choo',
          text: 'Choo-choo! Here comes the little red train. Up, up, up the mountain!',
        },
        {
          title: 'Round the bend',
          text: 'Round the bend, through the tunnel. Hum, hum, hum. Nearly there!',
        },
        {
          title: 'The top!',
          text: 'The top! Look down, down, down. One lake, two lakes, three!',
        },
      ],
      small: [
        {
          title: 'Off we go',
          text: 'In the snowy mountains, a little red train called Ruby set off uphill. She was full of passengers in warm hats and scarves.',
        },
        {
          title: 'Steep as a slide',
          text: 'The track went up and up, as steep as a slide. Ruby hummed and climbed, past the snowy pine trees and through a dark tunnel.',
        },
        {
          title: 'Three lakes',
          text: 'At last Ruby reached the top station. The passengers stepped out and gasped. Far below, they could see three blue lakes!',
        },
        {
          title: 'Your turn',
          text: 'Ruby felt proud, and the passengers felt as if they were on top of the world. Do you like riding on trains? Can you count the lakes in the picture?',
        },
      ],
      arc: [
        {
          title: 'In the snowy mountains',
          text: 'In the snowy mountains, a little red train called Ruby carries people up and down every day. At the very top there is a tiny station, up among the clouds.',
        },
        {
          title: 'A steep climb',
          text: 'One bright morning Ruby was full of families, walkers and a girl with a sledge. Everyone wanted to reach the top station. But the track was as steep as a slide, and snow sparkled on the rails.',
        },
        {
          title: 'Up and up',
          text: 'Ruby hummed and began to climb: past the pine trees, round the bends and through a little tunnel. The passengers held on tight and pressed their noses to the windows.',
        },
        {
          title: 'A secret wheel',
          text: 'How can a little train climb such a steep hill without slipping? Under Ruby there is a secret: a wheel with teeth, like a cog in a clock. It fits into a toothed rail between the tracks and holds on tight.',
        },
        {
          title: 'At the top',
          text: 'At last Ruby stopped at the top station. Everyone stepped out into the snow and gasped. Far below lay three lakes, as blue as the sky, shining in the sun.',
        },
        {
          title: 'Why the train did not slip',
          text: 'Ordinary train wheels are smooth, and on a steep, icy slope they would slide. A toothed wheel and a toothed rail work like a ladder, step by step. That is how a mountain train can climb where other trains cannot.',
        },
      ],
      footnote: {
        word: 'passenger',
        inText: 'passengers',
        explanation: 'Someone who rides in a train, bus or plane but is not driving it.',
      },
      whatHappened:
        'A small red mountain train climbed through the snow all the way to its top station. From the top, the people on board could see three lakes.',
      parent: {
        upto3: ['Can you point to the little red train?', 'Can you count the three lakes?'],
        '4to5': [
          'How do you think the passengers felt when they saw the lakes?',
          'How do you feel when you climb up somewhere high?',
        ],
        '6to7': [
          'Why do you think smooth wheels would slip on a steep, snowy track?',
          'Could you find a picture of a mountain railway together and spot the toothed rail in the middle of the track?',
        ],
      },
    },
    ru: {
      title: 'Маленький поезд добрался до вершины',
      beats: {
        who: 'маленький красный поезд Огонёк в снежных горах',
        what: 'Поезд поднялся до самой верхней станции, и оттуда пассажиры увидели целых три озера.',
        feeling: 'упорство и старание по дороге вверх, потом гордость; пассажиры были в восторге',
        helped: null,
        why: 'У горного поезда есть зубчатое колесо, которое цепляется за зубчатый рельс, поэтому он взбирается туда, где гладкие колёса скользили бы.',
      },
      hook: 'Сегодня моя новость едет в гору.',
      bedtime: 'Огонёк спит на вершине, под звёздами.',
      toddler: [
        {
          title: 'Ту-ту!',
          text: 'Ту-ту! Едет красный поезд. Вверх, вверх, вверх, в гору!',
        },
        {
          title: 'Тоннель',
          text: 'Поворот, ещё поворот. В тоннель — и снова светло! Чух, чух, чух.',
        },
        {
          title: 'Приехали!',
          text: 'Приехали! Смотри вниз. Одно озеро, два, три!',
        },
      ],
      small: [
        {
          title: 'В путь',
          text: 'В снежных горах маленький красный поезд Огонёк отправился в путь. В вагонах сидели пассажиры в тёплых шапках и шарфах.',
        },
        {
          title: 'Крутая дорога',
          text: 'Дорога поднималась всё выше и выше, крутая, как горка. Огонёк гудел и карабкался вверх мимо заснеженных елей и через тёмный тоннель.',
        },
        {
          title: 'Три озера',
          text: 'И вот Огонёк добрался до самой верхней станции. Пассажиры вышли и ахнули: далеко внизу синели целых три озера!',
        },
        {
          title: 'А ты?',
          text: 'Огонёк гордился собой, а пассажирам казалось, что они на вершине мира. А ты любишь ездить на поезде? Посчитаешь озёра на картинке?',
        },
      ],
      arc: [
        {
          title: 'В снежных горах',
          text: 'В снежных горах живёт маленький красный поезд Огонёк. Каждый день он возит людей вверх и вниз. На самой вершине есть крошечная станция, почти у облаков.',
        },
        {
          title: 'Крутой подъём',
          text: 'Однажды ясным утром в Огонёк сели семьи, туристы с рюкзаками и девочка с санками. Всем хотелось на самый верх. Но дорога была крутая, как горка, а рельсы блестели от снега.',
        },
        {
          title: 'Всё выше',
          text: 'Огонёк загудел и пополз вверх: мимо заснеженных елей, по крутым поворотам, через маленький тоннель. Пассажиры держались за поручни и прижимались носами к окнам.',
        },
        {
          title: 'Секретное колесо',
          text: 'Как же маленький поезд не скатывается с такой крутизны? Под ним есть секрет — колесо с зубчиками, как шестерёнка в часах. Оно цепляется за зубчатый рельс посередине пути и держит крепко.',
        },
        {
          title: 'Наверху',
          text: 'Наконец Огонёк остановился на верхней станции. Все вышли на снег и ахнули. Далеко внизу лежали три озера, синие, как небо, и сверкали на солнце.',
        },
        {
          title: 'Почему поезд не скатился',
          text: 'Обычные колёса у поездов гладкие, и на крутом скользком склоне они проскальзывают. А зубчатое колесо и зубчатый рельс работают как лесенка: шаг за шагом, ступенька за ступенькой. Поэтому горный поезд забирается туда, куда обычному не подняться.',
        },
      ],
      footnote: {
        word: 'пассажир',
        inText: 'пассажиры',
        explanation: 'Тот, кто едет в поезде, автобусе или самолёте, но не ведёт его.',
      },
      whatHappened:
        'Маленький красный горный поезд поднялся по снегу до самой верхней станции. Оттуда пассажиры увидели сразу три озера.',
      parent: {
        upto3: ['Покажешь маленький красный поезд?', 'Посчитаем вместе озёра: одно, два, три?'],
        '4to5': [
          'Как думаешь, что почувствовали пассажиры, когда увидели озёра?',
          'Как тебе, когда забираешься куда-нибудь высоко: весело или немножко боязно?',
        ],
        '6to7': [
          'Как думаешь, почему гладкие колёса скользят на крутом снежном склоне?',
          'Может, найдёте вместе фотографию горной железной дороги и рассмотрите рельс с зубчиками посередине?',
        ],
      },
    },
  },
  '02-27': {
    heroLooks:
      'a plump seal pup with thick fluffy snow-white fur, big round black eyes, a little black nose and long whiskers',
    draw: [
      { picture: '🦭', en: ['seal', 'button', 'pup'], ru: ['тюлен', 'пушок', 'пушк'] },
      { picture: '🦭', en: ['mum', 'mother', 'mama'], ru: ['мам'] },
      { picture: '🧊', en: ['ice'], ru: ['льд', 'лёд'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '🌊', en: ['sea'], ru: ['мор'] },
      { picture: '☁️', en: ['cloud'], ru: ['облак'] },
    ],
    en: {
      title: 'A seal pup on the ice',
      beats: {
        who: 'Button, a fluffy white seal pup, on the ice of a cold sea',
        what: 'He took a long nap in the sunshine while his mother stayed close and kept watch.',
        feeling: 'sleepy, warm and safe',
        helped: 'his mother, who stayed close and kept watch while he slept',
        why: 'A seal pup drinks its mother’s rich milk and sleeps a lot, so it can grow a thick layer of fat before it swims in the icy sea.',
      },
      hook: 'Tonight my news is fluffy and sleepy.',
      bedtime: 'Button is still asleep, and Mum is near.',
      toddler: [
        {
          title: 'White pup',
          text: 'Shh! A little white seal. Fluffy, fluffy, fluffy! On the cold ice.',
        },
        {
          title: 'Yawn',
          text: 'Yaaawn! Eyes close. Sleep, little seal, sleep.',
        },
        {
          title: 'Mama',
          text: 'Mama seal is near. She watches, watches, watches. Shh, shh, shh!',
        },
      ],
      small: [
        {
          title: 'A white pup',
          text: 'On the ice of a cold sea, a fluffy white seal pup called Button lay in the sunshine. His big black eyes were getting very heavy.',
        },
        {
          title: 'Nap time',
          text: 'Button yawned, curled up and fell asleep. He slept and slept, all through the sunny afternoon, warm and snug.',
        },
        {
          title: 'Mum is near',
          text: 'His mother lay right beside him. She stayed close and kept watch over her pup, so Button could sleep as long as he liked.',
        },
        {
          title: 'Your turn',
          text: 'Button felt warm and safe, because Mum was near. Who tucks you in at bedtime? Can you curl up small, like a seal pup?',
        },
      ],
      arc: [
        {
          title: 'On the ice',
          text: 'On the ice of a cold northern sea lives a fluffy white seal pup called Button. He is only a few days old, and his fur is as white as the snow around him.',
        },
        {
          title: 'So sleepy',
          text: 'Button was very sleepy. But the ice was wide and flat, and a chilly breeze blew across it. Where could a little pup get cosy?',
        },
        {
          title: 'Wriggle, wriggle',
          text: 'Button wriggled across the ice on his tummy and found a little hollow in the snow. He curled up in it, but the breeze still tickled his whiskers.',
        },
        {
          title: 'Sunshine and Mum',
          text: 'Then the clouds moved away and the sun came out. It warmed his thick fluffy fur right through. And Mum came and lay down beside him, big and grey, keeping the breeze away.',
        },
        {
          title: 'A long nap',
          text: 'Button yawned, closed his big black eyes and slept, and slept, and slept. Mum stayed close the whole time and kept watch over her pup.',
        },
        {
          title: 'Why pups sleep so much',
          text: 'A seal pup has a lot of growing to do. It drinks its mother’s rich milk, and while it sleeps, the milk turns into a thick, warm layer of fat. In a few weeks the white fluff falls away, and the pup is ready to swim in the cold sea.',
        },
      ],
      footnote: {
        word: 'pup',
        inText: 'pup',
        explanation: 'A baby seal. A baby dog is called this too.',
      },
      whatHappened:
        'A fluffy white seal pup had a long nap in the sunshine on the ice of a cold sea. Its mother stayed close by and kept watch.',
      parent: {
        upto3: ['Can you point to the seal’s black nose?', 'Where is Mama seal?'],
        '4to5': [
          'How do you think Button felt with his mum right beside him?',
          'What helps you feel safe and cosy when you go to sleep?',
        ],
        '6to7': [
          'Why do you think a seal pup needs such a thick layer of fat?',
          'Could you fill two cups with warm water, wrap one in a woolly scarf and check together which stays warm longer?',
        ],
      },
    },
    ru: {
      title: 'Тюленёнок на льду',
      beats: {
        who: 'пушистый белый тюленёнок Пушок на льду холодного моря',
        what: 'Тюленёнок сладко спал на солнышке, а мама была рядом и присматривала за ним.',
        feeling: 'сонно, тепло и спокойно',
        helped: 'мама, которая не отходила от малыша и присматривала за ним',
        why: 'Тюленёнок пьёт густое мамино молоко и много спит, чтобы нарастить толстый слой жира перед тем, как поплывёт в ледяном море.',
      },
      hook: 'Сегодня моя новость пушистая и сонная.',
      bedtime: 'Пушок всё спит, а мама рядом.',
      toddler: [
        {
          title: 'Белый малыш',
          text: 'Тсс! Белый тюленёнок. Пушистый-пушистый! Лежит на льду.',
        },
        {
          title: 'Баю-бай',
          text: 'Ох, как зевает! Глазки закрываются. Спи, малыш, спи.',
        },
        {
          title: 'Мама рядом',
          text: 'Мама близко-близко. Смотрит, смотрит, смотрит. Тш-ш-ш!',
        },
      ],
      small: [
        {
          title: 'Белый Пушок',
          text: 'На льду холодного моря грелся на солнышке пушистый белый тюленёнок Пушок. Его большие чёрные глаза понемногу закрывались.',
        },
        {
          title: 'Тихий час',
          text: 'Пушок зевнул, свернулся калачиком и уснул. Он спал и спал весь солнечный день, в тепле и уюте.',
        },
        {
          title: 'Мама не уходит',
          text: 'А мама лежала совсем рядом. Она не отходила от малыша и присматривала за ним, чтобы Пушок спал спокойно.',
        },
        {
          title: 'А ты?',
          text: 'Пушку было тепло и спокойно, ведь мама рядом. А кто укрывает тебя одеялом перед сном? Сможешь свернуться клубочком, как тюленёнок?',
        },
      ],
      arc: [
        {
          title: 'На льду',
          text: 'На льду холодного северного моря живёт пушистый белый тюленёнок Пушок. Ему всего несколько дней, и шубка у него белая, как снег вокруг.',
        },
        {
          title: 'Где бы поспать?',
          text: 'Пушку очень хотелось спать. Но лёд был широкий и ровный, и по нему гулял холодный ветерок. Где же устроиться малышу?',
        },
        {
          title: 'Ползком',
          text: 'Пушок пополз по льду на животике и нашёл в снегу маленькую ямку. Он свернулся в ней клубочком, но ветерок всё равно щекотал ему усы.',
        },
        {
          title: 'Солнце и мама',
          text: 'Тут облака разошлись, и выглянуло солнце. Оно согрело густую белую шубку насквозь. А мама подползла и легла рядом, большая и серая, и заслонила малыша от ветерка.',
        },
        {
          title: 'Долгий сон',
          text: 'Пушок зевнул, закрыл большие чёрные глаза и спал, спал, спал. Мама всё это время была рядом и присматривала за ним.',
        },
        {
          title: 'Зачем малышу столько спать',
          text: 'Тюленёнку нужно много расти. Он пьёт густое мамино молоко, а пока спит, молоко превращается в толстый тёплый слой жира. Через несколько недель белый пух сменится гладкой шёрсткой, и малыш поплывёт в холодном море.',
        },
      ],
      footnote: {
        word: 'присматривать',
        inText: 'присматривала',
        explanation: 'Внимательно следить, чтобы с кем-то всё было хорошо.',
      },
      whatHappened:
        'Пушистый белый тюленёнок долго спал на солнышке на льду холодного моря. Мама была рядом и присматривала за ним.',
      parent: {
        upto3: ['Покажешь чёрный носик у тюленёнка?', 'А где мама?'],
        '4to5': [
          'Как думаешь, каково было Пушку, когда мама лежала рядом?',
          'Что помогает тебе уснуть спокойно и уютно?',
        ],
        '6to7': [
          'Как думаешь, зачем тюленёнку толстый слой жира?',
          'Может, нальёте тёплой воды в две чашки, одну укутаете шарфом и проверите вместе, какая дольше останется тёплой?',
        ],
      },
    },
  },
  '03-01': {
    heroLooks:
      'a little snowdrop: a white bell-shaped flower with three petals hanging from a thin green stem, with two narrow green leaves and a tiny green spot inside',
    draw: [
      { picture: '🌷', en: ['snowdrop', 'bell', 'flower'], ru: ['подснежник', 'бубенчик', 'цвет'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '🐝', en: ['bee'], ru: ['пчёл', 'пчел'] },
      { picture: '🌱', en: ['leaves'], ru: ['листи', 'листоч'] },
      { picture: '🧅', en: ['bulb'], ru: ['луковиц'] },
    ],
    en: {
      title: 'The first spring flowers',
      beats: {
        who: 'Bell, a little white snowdrop, in a garden still covered with snow',
        what: 'She pushed her head up through the snow towards the sun and bloomed.',
        feeling: 'eager, brave, then happy in the sunshine',
        helped: null,
        why: 'Snowdrops grow on food saved in their bulbs, so they can bloom very early, while the trees are bare and the first bees need food.',
      },
      hook: 'Tonight my news peeps out of the snow.',
      bedtime: 'Bell is sleeping, her white head nodding.',
      toddler: [
        {
          title: 'Under the snow',
          text: 'White snow, cold snow. Who is under the snow? Push, push, push!',
        },
        {
          title: 'Peep!',
          text: 'Peep! A little white flower. Up, up to the sun!',
        },
        {
          title: 'Ding-a-ling',
          text: 'Like a tiny bell. Ding, ding, ding! Buzz, buzz, here comes a bee.',
        },
      ],
      small: [
        {
          title: 'Under the snow',
          text: 'In a garden still covered with snow, a little snowdrop called Bell pushed up her green leaves.',
        },
        {
          title: 'Up to the sun',
          text: 'At last her white head peeped out of the snow. Bell lifted it towards the sun. How warm and bright it was!',
        },
        {
          title: 'The first flower',
          text: 'Snowdrops bloom before almost any other flower. Bell opened her white petals like a little bell, and a fuzzy bee came to visit.',
        },
        {
          title: 'Your turn',
          text: 'Bell felt brave and very happy. What is the first flower you see in spring? Can you stretch up tall, like a snowdrop reaching for the sun?',
        },
      ],
      arc: [
        {
          title: 'A garden under snow',
          text: 'In a garden still covered with snow, a little white snowdrop called Bell is waiting under the ground. All winter she has slept inside a small round bulb, like a tiny onion.',
        },
        {
          title: 'Wanting the sun',
          text: 'One morning Bell felt the sun warming the earth above her. She wanted to see it! But there was hard soil and a thick blanket of snow in the way.',
        },
        {
          title: 'Push, push',
          text: 'Bell pushed up her green leaves. Their tips were hard and pointed, like little spades. Through the soil, through the snow, she grew a little higher every day.',
        },
        {
          title: 'A packed lunch',
          text: 'Where did such a small plant find the strength? Inside her bulb was food she had saved up last spring, like a packed lunch. It was just enough to reach the light.',
        },
        {
          title: 'Open at last',
          text: 'At last Bell’s head popped out of the snow. She lifted it to the sun, and her white petals opened, hanging down like a tiny bell. Soon a fuzzy bee came buzzing to visit.',
        },
        {
          title: 'Why snowdrops hurry',
          text: 'Snowdrops are among the first flowers to bloom in spring. The food in their bulbs lets them grow while the trees are still bare and sunlight reaches the ground. Their hanging heads keep off snow and rain, and the first bees of the year find food in them.',
        },
      ],
      footnote: {
        word: 'bloom',
        inText: 'bloom',
        explanation: 'To open up as a flower and show the petals.',
      },
      whatHappened:
        'In a garden still under snow, the first snowdrops pushed up and opened towards the sun. Snowdrops are among the earliest flowers of spring.',
      parent: {
        upto3: ['Can you point to the little white flower?', 'Where is the buzzy bee?'],
        '4to5': ['How do you think Bell felt when she saw the sun?', 'What do you like best about spring?'],
        '6to7': [
          'Why do you think snowdrops can grow so early, when it is still cold?',
          'Could you cut an onion in half together and look at the layers where a bulb keeps its food?',
        ],
      },
    },
    ru: {
      title: 'Первые весенние цветы',
      beats: {
        who: 'маленький белый подснежник Бубенчик в саду, ещё покрытом снегом',
        what: 'Подснежник пробился сквозь снег, потянулся головкой к солнцу и зацвёл.',
        feeling: 'нетерпение и смелость, а потом радость на солнышке',
        helped: null,
        why: 'Подснежник растёт на запасах из луковицы, поэтому зацветает очень рано, пока деревья голые, а первым пчёлам нужна еда.',
      },
      hook: 'Сегодня моя новость выглянула из-под снега.',
      bedtime: 'Бубенчик спит, склонив белую головку.',
      toddler: [
        {
          title: 'Под снегом',
          text: 'Белый снег, холодный снег. Кто там под снегом? Тянись, тянись, тянись!',
        },
        {
          title: 'Ку-ку!',
          text: 'Ку-ку! Белый цветочек. Вверх, вверх, к солнышку!',
        },
        {
          title: 'Динь-динь',
          text: 'Как маленький колокольчик. Динь-динь-динь! Жу-жу, летит пчёлка.',
        },
      ],
      small: [
        {
          title: 'Под снегом',
          text: 'В саду, ещё покрытом снегом, маленький подснежник Бубенчик тянул вверх свои зелёные листики.',
        },
        {
          title: 'К солнышку',
          text: 'И вот его белая головка выглянула из-под снега. Бубенчик потянулся к солнцу. Как тепло и светло!',
        },
        {
          title: 'Самый первый',
          text: 'Подснежники зацветают весной одними из первых. Бубенчик раскрыл белые лепестки, совсем как колокольчик, и к нему прилетела пушистая пчёлка.',
        },
        {
          title: 'А ты?',
          text: 'Бубенчик был смелый и очень радостный. А какие цветы ты видишь весной первыми? Сможешь потянуться высоко-высоко, как подснежник к солнцу?',
        },
      ],
      arc: [
        {
          title: 'Сад под снегом',
          text: 'В саду, ещё покрытом снегом, под землёй ждёт весны маленький подснежник Бубенчик. Всю зиму он проспал в круглой луковице, как в тёплом домике.',
        },
        {
          title: 'Хочется к солнцу',
          text: 'Однажды утром Бубенчик почувствовал, что солнце пригревает землю. Как хотелось его увидеть! Но сверху была твёрдая земля, а над ней толстое снежное одеяло.',
        },
        {
          title: 'Вверх, вверх!',
          text: 'Бубенчик выпустил зелёные листики с твёрдыми острыми кончиками, словно маленькие лопатки. Сквозь землю, сквозь снег он каждый день пробирался чуть выше.',
        },
        {
          title: 'Запас в луковице',
          text: 'Откуда у такого малыша столько сил? В луковице хранилась еда, которую он запас ещё прошлой весной, как обед в коробочке. Её как раз хватило, чтобы пробиться к свету.',
        },
        {
          title: 'Цветок раскрылся',
          text: 'Наконец головка Бубенчика выглянула из снега. Он поднял её к солнцу, и белые лепестки раскрылись и повисли, как крошечный колокольчик. Скоро к нему с жужжанием прилетела пушистая пчела.',
        },
        {
          title: 'Почему подснежники спешат',
          text: 'Подснежники зацветают раньше почти всех цветов. Запас из луковицы позволяет им расти, пока деревья ещё голые и солнце достаёт до земли. Поникшая головка укрывает цветок от снега и дождя, а первые пчёлы находят в нём еду.',
        },
      ],
      footnote: {
        word: 'зацветать',
        inText: 'зацветают',
        explanation: 'Раскрывать цветки, распускаться.',
      },
      whatHappened:
        'В саду, ещё покрытом снегом, первые подснежники пробились наружу и потянулись к солнцу. Подснежники зацветают одними из первых весной.',
      parent: {
        upto3: ['Покажешь белый цветочек?', 'А где пчёлка?'],
        '4to5': [
          'Как думаешь, что почувствовал Бубенчик, когда увидел солнце?',
          'Что тебе больше всего нравится весной?',
        ],
        '6to7': [
          'Как думаешь, почему подснежники могут расти так рано, когда ещё холодно?',
          'Может, разрежете вместе луковицу пополам и посмотрите на слои, где растение хранит запас еды?',
        ],
      },
    },
  },
  '03-07': {
    heroLooks:
      'a tiny round baby rabbit with soft grey-brown fur, a white fluffy tail, a pink twitchy nose and one floppy ear',
    draw: [
      { picture: '🐇', en: ['rabbit', 'clover'], ru: ['крольч', 'ушастик'] },
      { picture: '🥕', en: ['carrot'], ru: ['морков'] },
      { picture: '🌾', en: ['hay'], ru: ['сено', 'сена', 'сеном'] },
      { picture: '🧑‍🌾', en: ['farmer'], ru: ['фермер'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '🏠', en: ['hutch'], ru: ['домик'] },
    ],
    en: {
      title: 'Baby rabbits on the farm',
      beats: {
        who: 'Clover and four more baby rabbits on a sunny farm',
        what: 'The baby rabbits opened their eyes for the first time and tasted their first carrot.',
        feeling: 'amazed by everything, then happy and full',
        helped: 'the farmer, who made them a soft bed of hay',
        why: 'A rabbit’s front teeth never stop growing, so rabbits chew hay all day; hay is their bed and their best food, and a carrot is a treat.',
      },
      hook: 'Tonight my news has long, soft ears.',
      bedtime: 'Clover is asleep in the warm hay.',
      toddler: [
        {
          title: 'Five rabbits',
          text: 'One, two, three, four, five! Five little rabbits. Hop, hop, hop!',
        },
        {
          title: 'Blink',
          text: 'Eyes open. Blink, blink, blink! Look, there is the sun!',
        },
        {
          title: 'Crunch',
          text: 'Here is a carrot. Crunch, crunch, crunch! Now sleep in the soft hay.',
        },
      ],
      small: [
        {
          title: 'Five little rabbits',
          text: 'On a sunny farm lived five baby rabbits. The smallest, with one floppy ear, was called Clover.',
        },
        {
          title: 'Open eyes',
          text: 'One morning Clover opened his eyes for the very first time. Blink, blink! He saw his mum, his brothers and sisters and the bright sun.',
        },
        {
          title: 'A soft bed',
          text: 'The farmer made them a soft bed of hay and gave them a little orange carrot. Clover nibbled it. Crunch, crunch! Delicious!',
        },
        {
          title: 'Your turn',
          text: 'Clover was amazed by everything he saw. What would you show a baby rabbit first? Do you like crunchy carrots too?',
        },
      ],
      arc: [
        {
          title: 'A sunny farm',
          text: 'On a sunny farm, in a cosy wooden hutch, live five baby rabbits. The smallest one, with one floppy ear, is called Clover.',
        },
        {
          title: 'Eyes shut tight',
          text: 'When they were born, the babies had no fur, and their eyes were shut tight. They could only snuggle together and drink their mother’s milk. Clover wished he could see the world.',
        },
        {
          title: 'Blink, blink',
          text: 'Day by day their soft fur grew. Then one morning Clover’s eyes opened, just a crack, then wide. Blink, blink! Light, colours, and four brothers and sisters!',
        },
        {
          title: 'The farmer’s gift',
          text: 'The farmer came with an armful of golden hay and made them a soft new bed. Then he put down a little carrot. Clover sniffed it. What could it be?',
        },
        {
          title: 'Crunch!',
          text: 'Clover took a tiny bite. Crunch! It was sweet and orange and good. Soon all five babies were nibbling, with their noses going twitch, twitch, twitch.',
        },
        {
          title: 'Why rabbits chew',
          text: 'A rabbit’s front teeth never stop growing, so rabbits must chew and chew to keep them short. Hay is their best food, and a carrot is a special treat. That is why the farmer brought so much hay: it is a bed and a dinner in one!',
        },
      ],
      footnote: {
        word: 'hay',
        inText: 'hay',
        explanation: 'Grass that has been cut and dried in the sun. Animals eat it and sleep on it.',
      },
      whatHappened:
        'On a sunny farm, five baby rabbits opened their eyes and tasted their first carrot. The farmer made them a soft bed of hay.',
      parent: {
        upto3: ['Can you count the five little rabbits?', 'Where is the orange carrot?'],
        '4to5': [
          'How do you think Clover felt when he opened his eyes for the first time?',
          'What is the first thing you like to see when you wake up?',
        ],
        '6to7': [
          'Why do you think rabbits need to chew so much?',
          'Could you pick some fresh grass, let some of it dry for a few days together and compare how it looks and smells?',
        ],
      },
    },
    ru: {
      title: 'Крольчата на ферме',
      beats: {
        who: 'крольчонок Ушастик и ещё четверо крольчат на солнечной ферме',
        what: 'Крольчата открыли глазки и попробовали первую в жизни морковку.',
        feeling: 'удивление всему на свете, а потом радость и сытость',
        helped: 'фермер, который постелил им мягкую подстилку из сена',
        why: 'Передние зубы у кроликов растут всю жизнь, поэтому им нужно всё время жевать сено: это и постель, и главная еда, а морковка — лакомство.',
      },
      hook: 'Сегодня у моей новости длинные ушки.',
      bedtime: 'Ушастик спит в тёплом сене.',
      toddler: [
        {
          title: 'Пять крольчат',
          text: 'Раз, два, три, четыре, пять! Пять крольчат. Прыг, прыг, прыг!',
        },
        {
          title: 'Глазки',
          text: 'Глазки открылись. Морг, морг, морг! А вот и солнышко!',
        },
        {
          title: 'Хрум',
          text: 'Вот морковка. Хрум, хрум, хрум! А теперь спать на мягком сене.',
        },
      ],
      small: [
        {
          title: 'Пять крольчат',
          text: 'На солнечной ферме жили пять крольчат. Самого маленького, с одним висячим ушком, звали Ушастик.',
        },
        {
          title: 'Глазки открылись',
          text: 'Однажды утром Ушастик впервые открыл глазки. Морг, морг! Он увидел маму, братьев и сестёр и яркое солнышко.',
        },
        {
          title: 'Мягкая подстилка',
          text: 'Фермер постелил им мягкую подстилку из сена и положил маленькую оранжевую морковку. Ушастик попробовал. Хрум, хрум! Вкусно!',
        },
        {
          title: 'А ты?',
          text: 'Ушастик удивлялся всему, что видел. Как думаешь, что показать крольчонку первым делом? А тебе нравится хрустеть морковкой?',
        },
      ],
      arc: [
        {
          title: 'Солнечная ферма',
          text: 'На солнечной ферме, в уютном деревянном домике, живут пять крольчат. Самого маленького, с одним висячим ушком, зовут Ушастик.',
        },
        {
          title: 'Глазки закрыты',
          text: 'Крольчата родились голенькими, и глазки у них были крепко закрыты. Они только жались друг к другу и пили мамино молоко. А Ушастику так хотелось увидеть мир!',
        },
        {
          title: 'Морг-морг',
          text: 'День за днём у них отрастала мягкая шёрстка. И вот однажды утром глазки Ушастика приоткрылись, сначала чуть-чуть, а потом широко. Свет, краски и четверо братьев и сестёр!',
        },
        {
          title: 'Подарок фермера',
          text: 'Тут пришёл фермер с охапкой золотистого сена и постелил крольчатам новую мягкую подстилку. А рядом положил маленькую морковку. Ушастик понюхал её. Что же это такое?',
        },
        {
          title: 'Хрум!',
          text: 'Ушастик откусил крошечный кусочек. Хрум! Сладко! Скоро все пятеро крольчат грызли морковку, и носики у них так и шевелились.',
        },
        {
          title: 'Зачем кроликам жевать',
          text: 'Передние зубы у кроликов растут всю жизнь, поэтому им нужно всё время что-нибудь жевать. Лучшая еда для них — сено, а морковка — лакомство. Вот почему фермер принёс так много сена: это и постель, и обед сразу!',
        },
      ],
      footnote: {
        word: 'сено',
        inText: 'сена',
        explanation: 'Скошенная и высушенная на солнце трава. Животные её едят и спят на ней.',
      },
      whatHappened:
        'На солнечной ферме пять крольчат открыли глазки и попробовали первую морковку. Фермер постелил им мягкую подстилку из сена.',
      parent: {
        upto3: ['Посчитаем крольчат: раз, два, три, четыре, пять?', 'Покажешь оранжевую морковку?'],
        '4to5': [
          'Как думаешь, что почувствовал Ушастик, когда впервые открыл глазки?',
          'Что тебе больше всего нравится видеть, когда просыпаешься?',
        ],
        '6to7': [
          'Как думаешь, почему кроликам нужно так много жевать?',
          'Может, сорвёте вместе свежей травы, подсушите её несколько дней и сравните, как она выглядит и пахнет?',
        ],
      },
    },
  },
  '03-14': {
    heroLooks:
      'a tall, shiny white rocket with a pointed nose, a thin blue stripe, little round windows and golden flames at the bottom',
    draw: [
      { picture: '🚀', en: ['rocket', 'skylark'], ru: ['ракет', 'ласточк'] },
      { picture: '🤖', en: ['robot', 'robbie'], ru: ['робот', 'робик'] },
      { picture: '🌕', en: ['moon'], ru: ['лун'] },
      { picture: '📷', en: ['camera', 'picture', 'click'], ru: ['фотограф', 'фотоаппарат', 'снимк', 'щёлк'] },
      { picture: '⭐', en: ['star'], ru: ['звёзд', 'звезд'] },
      { picture: '🌍', en: ['earth'], ru: ['земл'] },
      { picture: '🔥', en: ['fire'], ru: ['плам'] },
    ],
    en: {
      title: 'A rocket flies to the Moon',
      beats: {
        who: 'Skylark, a shiny white rocket, at a big launch field, with a little robot called Robbie on board',
        what: 'The rocket flew up into the sky on its way to the Moon.',
        feeling: 'excited; everyone at the launch field cheered',
        helped: null,
        why: 'The rocket carries a small robot that will take pictures of the Moon; a robot needs no air or food, so it can work there for a long time and help people learn about the Moon.',
      },
      hook: 'Tonight my news zooms up to the Moon.',
      bedtime: 'Skylark flies on through the quiet stars.',
      toddler: [
        {
          title: 'Big rocket',
          text: 'Wow! A big white rocket. Tall, tall, tall!',
        },
        {
          title: 'Whoosh!',
          text: 'Five, four, three, two, one! Whoosh! Up, up, up!',
        },
        {
          title: 'The Moon',
          text: 'There is the Moon, round and bright. Fly, rocket, fly! Click, click goes the little robot.',
        },
      ],
      small: [
        {
          title: 'Ready to fly',
          text: 'At a big launch field stood a shiny white rocket called Skylark. Right at the top, a small robot called Robbie was tucked inside.',
        },
        {
          title: 'Lift-off!',
          text: '“Five, four, three, two, one!” Whoosh! Fire and smoke rolled out, and Skylark rose up into the sky, faster and faster.',
        },
        {
          title: 'Off to the Moon',
          text: 'Now she is on her way to the Moon. When she gets there, the little robot will take pictures of the Moon’s grey hills.',
        },
        {
          title: 'Your turn',
          text: 'Everyone at the launch field cheered and clapped. Can you count down from five and jump up like a rocket? What would you like to take a picture of on the Moon?',
        },
      ],
      arc: [
        {
          title: 'The launch field',
          text: 'At a big launch field stands a shiny white rocket called Skylark, as tall as a tower. At the top sits a small robot called Robbie, with a camera for eyes.',
        },
        {
          title: 'A long way up',
          text: 'Skylark had a big job: to carry Robbie to the Moon. But the Moon is far away, and the Earth pulls everything down: a ball you throw up always falls again.',
        },
        {
          title: 'Countdown',
          text: 'The people in the control room counted down from five to one. Then fire roared out of the bottom of the rocket! Skylark began to rise, slowly at first, then faster and faster.',
        },
        {
          title: 'Lighter and lighter',
          text: 'High above the clouds, Skylark let go of her empty fuel tanks, one by one. Each time she became lighter and flew faster. Soon she was going so fast that the Earth could not pull her back.',
        },
        {
          title: 'On the way',
          text: 'Now Skylark is flying among the stars, through dark, quiet space. In a few days she will reach the Moon, and Robbie will start taking pictures of its grey hills and round craters.',
        },
        {
          title: 'Why send a robot',
          text: 'The Moon has no air, and it is freezing in the shade and baking in the sun. A robot needs no air or food, so it can work there for a long time. Its pictures will help people choose good places for astronauts to land one day.',
        },
      ],
      footnote: {
        word: 'robot',
        inText: 'robot',
        explanation: 'A machine that can do a job all by itself, like taking pictures far from home.',
      },
      whatHappened:
        'A rocket took off from a launch site on its way to the Moon. It carries a small robot that will take pictures of the Moon.',
      parent: {
        upto3: ['Can you point to the rocket?', 'Where is the round Moon?'],
        '4to5': [
          'How do you think the people felt when the rocket flew up?',
          'Would you like to fly in a rocket one day?',
        ],
        '6to7': [
          'Why do you think people send a robot to the Moon first, and not a person?',
          'Could you look at the Moon together this evening and try to spot its grey patches?',
        ],
      },
    },
    ru: {
      title: 'Ракета полетела к Луне',
      beats: {
        who: 'блестящая белая ракета Ласточка на большом космодроме, а в ней маленький робот Робик',
        what: 'Ракета взлетела в небо и отправилась к Луне.',
        feeling: 'волнение и радость; все на космодроме хлопали в ладоши',
        helped: null,
        why: 'Ракета везёт робота, который сфотографирует Луну; роботу не нужны ни воздух, ни еда, поэтому он может долго работать там и помочь людям узнать Луну получше.',
      },
      hook: 'Сегодня моя новость летит к Луне.',
      bedtime: 'Ласточка летит среди тихих звёзд.',
      toddler: [
        {
          title: 'Ракета',
          text: 'Ух ты! Большая белая ракета. Высокая-высокая!',
        },
        {
          title: 'Пуск!',
          text: 'Пять, четыре, три, два, один! У-у-ух! Вверх, вверх, вверх!',
        },
        {
          title: 'Луна',
          text: 'Вот Луна, круглая и яркая. Лети, ракета, лети! Щёлк, щёлк — фотографирует робот.',
        },
      ],
      small: [
        {
          title: 'Перед полётом',
          text: 'На большом космодроме стояла блестящая белая ракета Ласточка. А на самом верху, внутри, сидел маленький робот Робик.',
        },
        {
          title: 'Пуск!',
          text: '«Пять, четыре, три, два, один!» У-у-ух! Из-под ракеты вырвалось пламя, и Ласточка поднялась в небо, всё быстрее и быстрее.',
        },
        {
          title: 'К Луне',
          text: 'Теперь Ласточка везёт робота к Луне. Там Робик сфотографирует серые лунные горы и круглые ямки-кратеры.',
        },
        {
          title: 'А ты?',
          text: 'Все на космодроме радовались и хлопали в ладоши. Сможешь посчитать от пяти до одного и подпрыгнуть, как ракета? А что тебе хочется сфотографировать на Луне?',
        },
      ],
      arc: [
        {
          title: 'Космодром',
          text: 'На большом космодроме стоит блестящая белая ракета Ласточка, высокая, как башня. А на самом верху сидит маленький робот Робик. Вместо глаз у него фотоаппарат.',
        },
        {
          title: 'Далёкий путь',
          text: 'У Ласточки важное дело: отвезти робота на Луну. Но Луна очень далеко, а Земля всё притягивает к себе. Поэтому подброшенный мяч всегда падает обратно.',
        },
        {
          title: 'Обратный отсчёт',
          text: 'Люди в центре управления считали: «Пять, четыре, три, два, один!» Из-под ракеты вырвалось пламя, и Ласточка стала подниматься, сначала медленно, а потом всё быстрее и быстрее.',
        },
        {
          title: 'Всё легче и легче',
          text: 'Высоко над облаками Ласточка сбросила пустые баки из-под топлива, один за другим. Каждый раз она становилась легче и летела быстрее. Скоро она разогналась так, что Земля уже не могла притянуть её обратно.',
        },
        {
          title: 'В пути',
          text: 'Теперь Ласточка летит среди звёзд, сквозь тёмный тихий космос. Через несколько дней она доберётся до Луны, и Робик начнёт фотографировать лунные горы и круглые кратеры.',
        },
        {
          title: 'Зачем на Луну робот',
          text: 'На Луне нет воздуха, в тени там очень холодно, а на солнце очень жарко. Роботу не нужны ни воздух, ни еда, поэтому он может долго там работать. Его снимки помогут выбрать удобные места, куда однажды прилетят космонавты.',
        },
      ],
      footnote: {
        word: 'робот',
        inText: 'робота',
        explanation: 'Машина, которая сама, без человека, умеет выполнять работу.',
      },
      whatHappened:
        'С космодрома стартовала ракета и отправилась к Луне. Она везёт маленького робота, который будет фотографировать Луну.',
      parent: {
        upto3: ['Покажешь, где ракета?', 'А где круглая Луна?'],
        '4to5': [
          'Как думаешь, что чувствовали люди, когда ракета взлетела?',
          'А тебе хочется когда-нибудь полететь на ракете?',
        ],
        '6to7': [
          'Как думаешь, почему на Луну сначала посылают робота, а не человека?',
          'Может, посмотрите вместе вечером на Луну и поищете на ней серые пятна?',
        ],
      },
    },
  },
  '03-21': {
    heroLooks:
      'a big, round, shaggy brown bear with small round ears, a light-brown muzzle, a shiny black nose and sleepy half-closed eyes',
    draw: [
      { picture: '🐻', en: ['bear', 'bruno'], ru: ['медвед', 'мишк', 'топтыжк'] },
      { picture: '🌲', en: ['forest', 'fir', 'tree'], ru: ['лес', 'ели', 'дерев'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '🌿', en: ['grass'], ru: ['трав'] },
      { picture: '💧', en: ['stream', 'drop'], ru: ['ручь', 'ручей', 'капл'] },
      { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
      { picture: '🫐', en: ['berr'], ru: ['клюкв'] },
    ],
    en: {
      title: 'A bear wakes up after winter',
      beats: {
        who: 'Bruno, a sleepy brown bear, in a deep green forest',
        what: 'He woke up after the long winter, stretched and came out of his den.',
        feeling: 'sleepy and stiff, then cheerful and very hungry',
        helped: null,
        why: 'In winter there is almost no food for a bear, so bears grow fat in autumn and sleep in a den, living on that fat until spring brings food again.',
      },
      hook: 'Tonight my news yawns a big yawn.',
      bedtime: 'Bruno is full, cosy and dozing again.',
      toddler: [
        {
          title: 'Sleepy bear',
          text: 'Shh! A big brown bear. Sleep, sleep, sleep all winter.',
        },
        {
          title: 'Stretch!',
          text: 'Yawn! Stretch, stretch, stretch! Paws up high.',
        },
        {
          title: 'Munch',
          text: 'The sun is warm. Sniff, sniff! Green grass. Munch, munch, munch!',
        },
      ],
      small: [
        {
          title: 'Wake up, Bruno!',
          text: 'In a deep green forest, a brown bear called Bruno opened his eyes. He had slept all winter long in his warm den.',
        },
        {
          title: 'A big stretch',
          text: 'Bruno crawled out into the sunshine. He stretched his paws up high and yawned a huge yawn: aaah!',
        },
        {
          title: 'Hungry!',
          text: 'His tummy rumbled. He sniffed the air and found the first green grass by the stream. Munch, munch!',
        },
        {
          title: 'Your turn',
          text: 'Bruno felt sleepy at first, then happy and very hungry. How do you stretch when you wake up? Can you do a big bear yawn?',
        },
      ],
      arc: [
        {
          title: 'A den in the forest',
          text: 'Deep in a green forest, under the roots of an old fir tree, there is a cosy den. A brown bear called Bruno has slept there all winter long.',
        },
        {
          title: 'A rumbling tummy',
          text: 'One morning a drop of melting snow fell on Bruno’s nose. Plip! He opened one eye. His tummy rumbled: he had not eaten a thing since autumn!',
        },
        {
          title: 'Out of the den',
          text: 'Bruno yawned the biggest yawn, stretched his stiff legs and squeezed out of the den. The sun was so bright that he blinked. The snow was melting, and little streams gurgled everywhere.',
        },
        {
          title: 'Something green',
          text: 'Bruno sniffed the air. Wet earth, pine needles… and something fresh and green! In a sunny spot by the stream, the first young grass was peeping up.',
        },
        {
          title: 'Breakfast',
          text: 'Bruno munched the juicy grass and dug up some crunchy roots. Then he found a few old berries left over from autumn. Yum! He scratched his back on a tree and felt wide awake.',
        },
        {
          title: 'Why bears sleep all winter',
          text: 'In winter the forest is deep in snow, and there is almost nothing for a bear to eat. So in autumn bears eat and eat and grow fat. Then they sleep in a den all winter, living on that fat, and wake up when spring brings food again.',
        },
      ],
      footnote: {
        word: 'den',
        inText: 'den',
        explanation: 'A cosy hidden home where a wild animal sleeps, like a hollow under tree roots.',
      },
      whatHappened:
        'A brown bear in a green forest woke up after the long winter and stretched. It had spent the whole winter asleep in a warm den.',
      parent: {
        upto3: ['Can you point to the bear’s black nose?', 'Can you stretch your arms up high like Bruno?'],
        '4to5': [
          'How do you think Bruno felt when he woke up after such a long sleep?',
          'How do you feel when you wake up in the morning?',
        ],
        '6to7': [
          'Why do you think bears sleep through the winter instead of looking for food?',
          'Could you look together for the first signs of spring outside: a green leaf, a bud or a bird’s song?',
        ],
      },
    },
    ru: {
      title: 'Медведь проснулся после зимы',
      beats: {
        who: 'сонный бурый медведь Топтыжка в густом зелёном лесу',
        what: 'Медведь проснулся после долгой зимы, потянулся и выбрался из берлоги.',
        feeling: 'сначала сонно и неуклюже, потом весело и очень голодно',
        helped: null,
        why: 'Зимой медведю почти нечего есть, поэтому осенью медведи толстеют, а потом спят в берлоге и живут запасами жира до весны, когда снова появляется еда.',
      },
      hook: 'Сегодня моя новость сладко потягивается.',
      bedtime: 'Топтыжка сытый и снова дремлет.',
      toddler: [
        {
          title: 'Мишка спит',
          text: 'Тише! Большой бурый мишка. Спит, спит, спит всю зиму.',
        },
        {
          title: 'Потягушки',
          text: 'Ой, проснулся! Потягушки, потягушки! Лапы вверх!',
        },
        {
          title: 'Ням-ням',
          text: 'Солнышко греет. Нюх-нюх! Зелёная травка. Ням, ням, ням!',
        },
      ],
      small: [
        {
          title: 'Проснись, Топтыжка!',
          text: 'В густом зелёном лесу бурый медведь Топтыжка открыл глаза. Всю зиму он проспал в тёплой берлоге.',
        },
        {
          title: 'Потягушки',
          text: 'Топтыжка выбрался на солнышко, вытянул лапы высоко-высоко и зевнул во всю пасть: а-а-ах!',
        },
        {
          title: 'Есть хочется!',
          text: 'В животе у него заурчало. Топтыжка понюхал воздух и нашёл у ручья первую зелёную травку. Ням-ням!',
        },
        {
          title: 'А ты?',
          text: 'Сначала Топтыжка был сонный, а потом весёлый и очень голодный. А как ты потягиваешься, когда просыпаешься? Покажешь, как зевает медведь?',
        },
      ],
      arc: [
        {
          title: 'Берлога в лесу',
          text: 'В густом зелёном лесу, под корнями старой ели, есть уютная берлога. Всю долгую зиму там спал бурый медведь Топтыжка.',
        },
        {
          title: 'Урчит в животе',
          text: 'Однажды утром Топтыжке на нос упала капля талого снега. Кап! Он приоткрыл один глаз. В животе заурчало: ведь он ничего не ел с самой осени!',
        },
        {
          title: 'Из берлоги',
          text: 'Топтыжка зевнул во всю пасть, потянулся и выбрался наружу. Солнце светило так ярко, что он зажмурился. Снег таял, и повсюду журчали ручейки.',
        },
        {
          title: 'Чем это пахнет?',
          text: 'Топтыжка понюхал воздух. Мокрая земля, хвоя… и что-то свежее, зелёное! На солнечной полянке у ручья пробивалась первая молодая травка.',
        },
        {
          title: 'Завтрак',
          text: 'Топтыжка наелся сочной травы и выкопал хрустящих корешков. А ещё нашёл под снегом немного прошлогодней клюквы. Вкусно! Потом почесал спину о дерево и совсем проснулся.',
        },
        {
          title: 'Зачем медведи спят зимой',
          text: 'Зимой лес засыпает снегом, и медведю почти нечего есть. Поэтому осенью медведи едят, едят и толстеют. А потом всю зиму спят в берлоге и живут запасами жира, пока весной снова не появится еда.',
        },
      ],
      footnote: {
        word: 'берлога',
        inText: 'берлоге',
        explanation: 'Укромный дом, где медведь спит зимой: тёплая яма под корнями или под ёлкой.',
      },
      whatHappened:
        'Бурый медведь в зелёном лесу проснулся после долгой зимы и потянулся. Всю зиму он проспал в тёплой берлоге.',
      parent: {
        upto3: ['Покажешь, где у медведя чёрный нос?', 'Сможешь потянуться высоко-высоко, как Топтыжка?'],
        '4to5': [
          'Как думаешь, каково было Топтыжке проснуться после такого долгого сна?',
          'А тебе нравится просыпаться утром? Почему?',
        ],
        '6to7': [
          'Как думаешь, почему медведи зимой спят, а не ищут еду?',
          'Может, поищете вместе на прогулке первые приметы весны: зелёный листик, почку или птичью песенку?',
        ],
      },
    },
  },
};
