/** Told for children: bundled items (see types.ts). Written for Tiny Tidings. */
import type { ItemTales } from './types.js';

export const TALES_3: Record<string, ItemTales> = {
  '06-22': {
    heroLooks: 'a round golden sun with a kind smiling face, rosy cheeks and short wavy rays all around',
    draw: [
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '👑', en: ['crown'], ru: ['венк', 'венок'] },
      { picture: '🌼', en: ['flower', 'daisies'], ru: ['цвет', 'ромаш'] },
      { picture: '👧', en: ['linnea', 'girl'], ru: ['линне', 'девоч'] },
      { picture: '🏘️', en: ['roof'], ru: ['крыш'] },
      { picture: '💃', en: ['danc'], ru: ['хоровод', 'танц'] },
    ],
    en: {
      title: 'The longest day of the year',
      beats: {
        who: 'the Sun, shining over cities in the far north',
        what: 'On the longest day of the year, the Sun stayed in the sky almost all night, and people danced and made flower crowns to welcome summer.',
        feeling: 'cheerful and amazed that it was still light so late',
        helped: null,
        why: 'In June the north of the Earth leans towards the Sun, so its days are very long and its nights short and light.',
      },
      hook: 'Tonight my news is long and golden.',
      bedtime: 'The Sun is napping low behind the roofs.',
      toddler: [
        {
          title: 'Still bright',
          text: 'Look up! There is the sun. It is late, and still so bright. The sun stays and stays and stays.',
        },
        {
          title: 'A flower ring',
          text: 'Pick, pick, pick! Red flowers, blue flowers, yellow flowers. Twist them into a ring. A flower crown for you!',
        },
        { title: 'Dance', text: 'Round and round we dance. La-la-la! The sun smiles at everyone.' },
      ],
      small: [
        {
          title: 'The Sun stays up',
          text: 'Far in the north, there are cities with red roofs. On the longest day of the year, the Sun did not want to go to bed. It stayed in the sky almost all night!',
        },
        {
          title: 'Flower crowns',
          text: 'Down below, people picked daisies and clover and made flower crowns. A girl called Linnea put one on her head and laughed. Then everyone danced in a big ring.',
        },
        {
          title: 'A light night',
          text: 'The Sun felt warm and happy, watching them. It dipped down for only a little nap, and soon it was up again. Which flowers would you put in your crown?',
        },
      ],
      arc: [
        {
          title: 'Cities in the north',
          text: 'Far in the north there are cities with red roofs and quiet rivers. Above them lives the Sun, round, golden and kind.',
        },
        {
          title: "The Sun's wish",
          text: 'On the longest day of the year, people were getting ready for a big summer party. The Sun wanted to watch it all, the songs and the dancing, right to the very end.',
        },
        {
          title: 'No hurry',
          text: 'So that evening the Sun did not hurry to bed. It rolled slowly, slowly along the edge of the sky, just above the roofs.',
        },
        {
          title: 'Light at bedtime',
          text: 'Down below, a girl called Linnea noticed something. It was ten o’clock, then eleven, and it was still light enough to pick flowers! She made flower crowns with her friends, and they danced in a ring.',
        },
        {
          title: 'A night without dark',
          text: 'At midnight the sky turned pink, then pale, but it never got truly dark. The Sun dipped down for a short nap and was soon up again for breakfast.',
        },
        {
          title: 'Why the day is so long',
          text: 'Our Earth spins like a top that leans a little to one side. In June the north leans towards the Sun, so its days are long and its nights are short and light. From tomorrow the days will grow a tiny bit shorter.',
        },
      ],
      footnote: {
        word: 'crown',
        inText: 'crowns',
        explanation: 'A ring of flowers or leaves worn on the head, like a little king or queen.',
      },
      whatHappened:
        'On the longest day of the year, the sun stayed in the sky almost all night in cities in the far north. People danced and made flower crowns to welcome summer.',
      parent: {
        upto3: ['Can you point to the sun?', 'What colours are the flowers in the crown?'],
        '4to5': [
          'How do you think Linnea felt when it was still light at bedtime?',
          'Would you like to play outside on a night that stays light?',
        ],
        '6to7': [
          'Why do you think summer days are so long in the north?',
          'Could you shine a torch on a tilted ball together and see which half gets more light?',
        ],
      },
    },
    ru: {
      title: 'Самый длинный день в году',
      beats: {
        who: 'солнышко над северными городами',
        what: 'В самый длинный день в году солнышко светило почти всю ночь, а люди танцевали и плели венки, встречая лето.',
        feeling: 'радость и удивление: так поздно, а всё ещё светло',
        helped: null,
        why: 'В июне северная половина Земли повёрнута к солнцу, поэтому дни там длинные, а ночи короткие и светлые.',
      },
      hook: 'Сегодня у меня самая светлая новость.',
      bedtime: 'Солнышко дремлет низко за крышами.',
      toddler: [
        {
          title: 'Солнышко не спит',
          text: 'Смотри, солнышко! Уже поздно, а оно светит. Светит, светит и не садится!',
        },
        {
          title: 'Цветочки',
          text: 'Рвём цветочки: красный, синий, жёлтый. Плетём, плетём венок. Венок на голову — вот так!',
        },
        { title: 'Хоровод', text: 'Топ-топ-топ, кружимся в хороводе. Ля-ля-ля! Солнышко всем улыбается.' },
      ],
      small: [
        {
          title: 'Солнышко не ложится',
          text: 'Далеко на севере есть города с красными крышами. В самый длинный день в году солнышко никак не хотело ложиться спать. Оно светило почти всю ночь!',
        },
        {
          title: 'Венки из цветов',
          text: 'Люди собирали ромашки и клевер и плели венки. Девочка Линнея надела венок и засмеялась. А потом все взялись за руки и пошли в хоровод.',
        },
        {
          title: 'Светлая ночь',
          text: 'Солнышку было тепло и радостно на них смотреть. Оно лишь ненадолго прилегло у края неба и снова поднялось. А из каких цветов ты сплетёшь свой венок?',
        },
      ],
      arc: [
        {
          title: 'Города на севере',
          text: 'Далеко на севере стоят города с красными крышами и тихими реками. Над ними живёт солнышко — круглое, золотое и очень доброе.',
        },
        {
          title: 'Чего хотелось солнышку',
          text: 'В самый длинный день в году люди готовились к большому летнему празднику. Солнышку хотелось посмотреть на всё: на песни, на танцы — до самого конца.',
        },
        {
          title: 'Солнышко не спешит',
          text: 'Поэтому вечером оно не торопилось за горизонт. Медленно-медленно катилось солнышко по краю неба, над самыми крышами.',
        },
        {
          title: 'Светло, как днём',
          text: 'Внизу девочка Линнея заметила: уже десять часов, потом одиннадцать, а на лугу видно каждый цветок! Она с подружками плела венки, а потом все танцевали в хороводе.',
        },
        {
          title: 'Ночь без темноты',
          text: 'В полночь небо стало розовым, потом бледным, но так и не потемнело. Солнышко ненадолго прилегло отдохнуть и скоро снова поднялось.',
        },
        {
          title: 'Почему день такой длинный',
          text: 'Земля крутится, чуть наклонившись набок, как волчок. В июне северная половина Земли повёрнута к солнцу, поэтому дни там длинные, а ночи короткие и светлые. А с завтрашнего дня дни понемногу начнут убывать.',
        },
      ],
      footnote: {
        word: 'венок',
        inText: 'венки',
        explanation: 'Кольцо из цветов и травы, которое надевают на голову.',
      },
      whatHappened:
        'В самый длинный день в году солнце в северных городах почти всю ночь не уходило с неба. Люди танцевали и плели венки из цветов, встречая лето.',
      parent: {
        upto3: ['Покажешь, где солнышко?', 'Какого цвета цветы в венке?'],
        '4to5': [
          'Как думаешь, что почувствовала Линнея, когда в полночь было светло?',
          'А тебе хотелось бы погулять светлой ночью?',
        ],
        '6to7': [
          'Как думаешь, почему летом на севере такие длинные дни?',
          'Может, посветите вместе фонариком на наклонённый мячик и посмотрите, какой его половине достаётся больше света?',
        ],
      },
    },
  },
  '06-29': {
    heroLooks:
      'a small girl with two short brown pigtails, a yellow T-shirt and blue shorts, holding a red paper boat with black spots',
    draw: [
      { picture: '👧', en: ['zoe', 'girl', 'children'], ru: ['зоя', 'зои', 'зою', 'ребят'] },
      { picture: '⛵', en: ['boat'], ru: ['кораблик'] },
      { picture: '🐞', en: ['ladybird'], ru: ['божь', 'коровк'] },
      { picture: '⚓', en: ['harbour'], ru: ['гаван'] },
      { picture: '🌊', en: ['pond', 'water'], ru: ['пруд', 'вод'] },
      { picture: '🐦', en: ['seagull'], ru: ['чайк'] },
    ],
    en: {
      title: 'A paper boat race',
      beats: {
        who: 'a crowd of children at a little harbour by the sea',
        what: 'They raced paper boats across a calm pond, and the boat painted like a ladybird won.',
        feeling: 'excited, then proud and cheerful',
        helped: null,
        why: 'A paper boat floats because it is light and its folded sides keep the water out, just like a real boat.',
      },
      hook: 'Tonight my news floats and sails.',
      bedtime: 'Zoe is asleep, her ladybird boat beside her.',
      toddler: [
        {
          title: 'Fold a boat',
          text: 'Fold, fold, fold! A little paper boat. Put it on the water. It floats!',
        },
        { title: 'Puff!', text: 'Puff, puff, puff! Blow the boats along. Go, boats, go!' },
        {
          title: 'The ladybird wins',
          text: 'Red boat, black spots. A ladybird boat! It comes first. Hooray, hooray!',
        },
      ],
      small: [
        {
          title: 'Boats on the pond',
          text: 'Next to a little harbour by the sea, there is a calm, round pond. One sunny day, a crowd of children came there with paper boats. It was time for a race!',
        },
        {
          title: 'The ladybird boat',
          text: 'Zoe had painted her boat red with black spots, like a ladybird. She set it on the water and blew, puff, puff. Off it sailed!',
        },
        {
          title: 'The winner',
          text: 'The ladybird boat reached the other side first! Zoe jumped up and down, so proud of her little boat. How would you paint your paper boat?',
        },
      ],
      arc: [
        {
          title: 'The little harbour',
          text: 'By the sea there is a little harbour, where fishing boats rest and seagulls sit on the posts. Next to it lies a calm, round pond. One sunny day a crowd of children came there with paper boats.',
        },
        {
          title: 'A soggy start',
          text: 'Everyone wanted to win the race. But Zoe’s first boat tipped over as soon as it touched the water, and its nose went soft and soggy.',
        },
        {
          title: 'A new boat',
          text: 'Zoe did not give up. She folded a new sheet slowly, pressing every fold flat with her thumb. Then she painted the boat red with round black spots, like a ladybird.',
        },
        {
          title: 'What Zoe noticed',
          text: 'At the start, Zoe noticed that the boats with neat, sharp folds sat high on the water and stayed dry. A light breeze came from the sea, and the children helped it, puffing out their cheeks and blowing.',
        },
        {
          title: 'Who is first?',
          text: 'Puff, puff! The ladybird boat sailed past the others and bumped into the far bank first. Everyone cheered, and then they floated their boats again and again until evening.',
        },
        {
          title: 'Why a boat floats',
          text: 'A boat floats because it is light and its sides keep the water out, so it sits on top of the water. The real boats in the harbour float the same way, but wood and metal do not go soggy like paper.',
        },
      ],
      footnote: {
        word: 'harbour',
        inText: 'harbour',
        explanation: 'A calm, sheltered spot by the sea where boats can stay safe from big waves.',
      },
      whatHappened:
        'Children at a little harbour held a paper boat race on a calm pond. The winning boat was painted like a ladybird.',
      parent: {
        upto3: ['Can you find the ladybird boat?', 'How many black spots can you count?'],
        '4to5': ['How did Zoe feel when her boat came first?', 'How do you feel when you win a game?'],
        '6to7': [
          'Why do you think the first boat went soft and soggy?',
          'Could you fold a paper boat together and see how long it floats in the bath?',
        ],
      },
    },
    ru: {
      title: 'Гонка бумажных корабликов',
      beats: {
        who: 'много ребят в маленькой гавани у моря',
        what: 'Ребята устроили гонку бумажных корабликов на тихом пруду, и победил кораблик, раскрашенный как божья коровка.',
        feeling: 'волнение, потом гордость и веселье',
        helped: null,
        why: 'Бумажный кораблик держится на воде, потому что он лёгкий, а бортики не пускают воду внутрь — как у настоящей лодки.',
      },
      hook: 'Сегодня у меня новость про кораблики.',
      bedtime: 'Зоя спит, а кораблик сохнет на окошке.',
      toddler: [
        {
          title: 'Кораблик',
          text: 'Сложим, сложим, сложим! Вот бумажный кораблик. Кладём его на воду. Плывёт!',
        },
        { title: 'Дуем', text: 'Фу-фу-фу! Дуем на кораблики. Плывите, кораблики, плывите!' },
        {
          title: 'Божья коровка',
          text: 'Красный кораблик в чёрных точках. Как божья коровка! Он первый — ура, ура!',
        },
      ],
      small: [
        {
          title: 'Пруд у моря',
          text: 'У моря, возле маленькой гавани, есть тихий круглый пруд. Однажды туда пришло много ребят с бумажными корабликами. Сейчас будет гонка!',
        },
        {
          title: 'Кораблик-коровка',
          text: 'Зоя раскрасила свой кораблик красной краской и нарисовала чёрные точки — получилась настоящая божья коровка. Зоя опустила кораблик на воду и подула: фу-фу!',
        },
        {
          title: 'Победа!',
          text: 'Божья коровка первой доплыла до другого берега! Зоя прыгала от радости и гордости. А каким цветом ты раскрасишь свой кораблик?',
        },
      ],
      arc: [
        {
          title: 'Маленькая гавань',
          text: 'У моря есть маленькая гавань: там отдыхают рыбацкие лодки, а на столбиках сидят чайки. Возле гавани лежит тихий круглый пруд. Однажды туда пришло много ребят с бумажными корабликами.',
        },
        {
          title: 'Мокрый нос',
          text: 'Всем хотелось победить в гонке. Но первый кораблик Зои сразу завалился набок, и нос у него размок.',
        },
        {
          title: 'Новый кораблик',
          text: 'Зоя не сдалась. Она взяла новый лист и сложила его медленно, проглаживая пальцем каждый сгиб. Потом раскрасила кораблик красным и нарисовала круглые чёрные точки, как у божьей коровки.',
        },
        {
          title: 'Что заметила Зоя',
          text: 'На старте Зоя заметила: кораблики с ровными, острыми сгибами сидят на воде высоко и не намокают. С моря тянул лёгкий ветерок, а ребята помогали ему — надували щёки и дули.',
        },
        {
          title: 'Кто первый?',
          text: 'Фу-фу! Божья коровка обогнала всех и первой ткнулась носом в дальний берег. Все захлопали, а потом ребята пускали кораблики снова и снова, до самого вечера.',
        },
        {
          title: 'Почему кораблик плавает',
          text: 'Кораблик держится на воде, потому что он лёгкий, а бортики не пускают воду внутрь. Настоящие лодки в гавани плавают так же, только дерево и железо не размокают, как бумага.',
        },
      ],
      footnote: {
        word: 'гавань',
        inText: 'гавани',
        explanation: 'Тихое место у моря, где лодки и корабли прячутся от больших волн.',
      },
      whatHappened:
        'Дети в маленькой гавани устроили гонку бумажных корабликов на тихом пруду. Победил кораблик, раскрашенный как божья коровка.',
      parent: {
        upto3: ['Покажешь кораблик — божью коровку?', 'Сколько чёрных точек на кораблике?'],
        '4to5': [
          'Как думаешь, что почувствовала Зоя, когда её кораблик приплыл первым?',
          'А что ты чувствуешь, когда выигрываешь?',
        ],
        '6to7': [
          'Как думаешь, почему первый кораблик размок?',
          'Может, сложите вместе бумажный кораблик и посмотрите, сколько он продержится в ванне?',
        ],
      },
    },
  },
  '07-01': {
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
      hook: 'Tonight my news is up in the wind.',
      bedtime: 'Ziggy is asleep, his long tail neatly rolled.',
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
        },
        {
          title: 'Too heavy',
          text: 'The little kites flew up at once. But Ziggy was big and heavy, and he just lay on the sand with his long tail curled up.',
        },
        {
          title: 'Running along the beach',
          text: 'Nina and her grandpa ran along the beach, pulling the string. Ziggy lifted his nose a little, then flopped back onto the sand.',
        },
        {
          title: 'Where is the wind?',
          text: 'Then Nina licked her finger and held it up. One side felt cool: the wind was coming from the sea! She turned Ziggy’s nose towards the wind and waited.',
        },
        {
          title: 'Up goes Ziggy',
          text: 'Whoosh! The wind filled Ziggy like a sail, and up he went, higher than all the rest. He waved his tail and smiled down at the little kites, dancing over the windy beach like colourful fish.',
        },
        {
          title: 'How kites fly',
          text: 'A kite flies when moving air pushes against it from below. The string holds the kite at a slant, so the wind lifts it up instead of carrying it away. That is why a beach by the sea, where the wind blows freely, is a perfect place for kites.',
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
      hook: 'Сегодня у меня новость с ветерком.',
      bedtime: 'Зигги спит, свернув длинный хвост колечком.',
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
        },
        {
          title: 'Слишком тяжёлый',
          text: 'Маленькие змеи сразу взлетели. А Зигги был большой и тяжёлый: он лежал на песке, свернув длинный хвост.',
        },
        {
          title: 'Бегом по пляжу',
          text: 'Нина с дедушкой побежали по пляжу, натягивая верёвку. Зигги приподнял нос — и снова плюхнулся на песок.',
        },
        {
          title: 'Откуда дует ветер?',
          text: 'Тогда Нина послюнила палец и подняла его вверх. С одной стороны пальцу стало прохладно: ветер дул с моря! Нина повернула Зигги носом к ветру и стала ждать.',
        },
        {
          title: 'Зигги взлетает',
          text: 'Ву-у-ух! Ветер подхватил Зигги, как парус, и дракон взмыл выше всех. Он махал хвостом и улыбался маленьким змеям, которые плясали над ветреным пляжем, как разноцветные рыбки.',
        },
        {
          title: 'Почему змей летает',
          text: 'Воздушный змей летает, когда ветер давит на него снизу. Верёвка держит змея наискосок, и ветер не уносит его, а поднимает вверх. Вот почему для змеев нет места лучше, чем пляж у моря, где ветру есть где разгуляться.',
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
  },
  '07-06': {
    heroLooks:
      'a tall, wobbly baby giraffe with a long neck, orange-brown patches on cream fur, two little fluffy horns and long knobbly legs',
    draw: [
      { picture: '🦒', en: ['giraffe', 'tim'], ru: ['жираф', 'тим'] },
      { picture: '🌿', en: ['leaf', 'leaves'], ru: ['лист'] },
      { picture: '🌳', en: ['tree'], ru: ['дерев'] },
      { picture: '🧑‍🌾', en: ['keeper'], ru: ['смотрител'] },
      { picture: '🥛', en: ['milk'], ru: ['молок', 'молоч'] },
      { picture: '🌾', en: ['straw'], ru: ['солом'] },
    ],
    en: {
      title: 'A giraffe is born',
      beats: {
        who: 'Tim, a baby giraffe at a big zoo',
        what: 'He was born, and on his very first day he was already taller than a grown-up.',
        feeling: 'wobbly and surprised, then proud',
        helped: 'his mum, who nudged him gently while he learned to stand',
        why: 'Giraffes have long necks to reach leaves high in the trees, where other animals cannot get them.',
      },
      hook: 'Tonight my news is very, very tall.',
      bedtime: 'Tim is asleep, his long neck curled round.',
      toddler: [
        { title: 'Tall baby', text: 'Who is this? A baby giraffe. Long legs, long neck. Tall, tall, tall!' },
        { title: 'Wobble', text: 'Wobble, wobble, flop! Up again. Wobble, wobble, stand!' },
        {
          title: 'Munch and sip',
          text: 'Mum stretches up high. Munch, munch, munch, green leaves! Baby drinks warm milk. Sip, sip, sip.',
        },
      ],
      small: [
        {
          title: 'A tall baby',
          text: 'In a big zoo, a baby giraffe called Tim was born. He was tiny for a giraffe, but he was already taller than a grown-up!',
        },
        {
          title: 'Wobbly legs',
          text: 'Tim’s legs were long and wobbly. Wobble, wobble, flop, down he went into the straw! His mum nuzzled him with her nose, and Tim tried again. Up he stood!',
        },
        {
          title: 'Long necks',
          text: 'Tim stretched his neck and sniffed a green leaf. He felt very proud. Giraffes have long necks to reach leaves high in the trees. How tall do you think you will grow?',
        },
      ],
      arc: [
        {
          title: 'A new baby',
          text: 'In a big zoo, in a warm giraffe house full of straw, a baby giraffe was born. His name is Tim, and on his very first day he was already taller than a grown-up!',
        },
        {
          title: 'Wobbly legs',
          text: 'Tim wanted to stand up and look around. But his legs were so long and so thin that they wobbled like jelly.',
        },
        {
          title: 'Trying again',
          text: 'He pushed up his back legs, then his front legs. Wobble, wobble, flop! He sat down in the straw. He tried again, and again.',
        },
        {
          title: 'Mum helps',
          text: 'His mum bent her long neck down, licked the top of his head and nudged him gently with her nose. The keeper watched quietly from the door and smiled.',
        },
        {
          title: 'Standing tall',
          text: 'At last Tim stood on all four legs, and his head was higher than the keeper’s cap! Baby giraffes usually stand up within an hour of being born, and Tim did too. Then he had his first drink of milk.',
        },
        {
          title: 'Why giraffes are so tall',
          text: 'Giraffes have long necks to reach leaves high in the trees, where other animals cannot get them. That is why even a baby giraffe starts out so tall. One day Tim will nibble leaves from the very tops of the trees.',
        },
      ],
      footnote: {
        word: 'neck',
        inText: 'necks',
        explanation: 'The part of the body between the head and the shoulders.',
      },
      whatHappened:
        'A baby giraffe was born at a big zoo, and on his first day he was already taller than a grown-up person. Giraffes have long necks to reach leaves high in the trees.',
      parent: {
        upto3: ['Can you point to the giraffe’s long neck?', 'Where are your own neck and ears?'],
        '4to5': [
          'How do you think Tim felt when he stood up for the first time?',
          'How do you feel when you try something new and it works?',
        ],
        '6to7': [
          'Why do you think giraffes need such long necks?',
          'Could you measure how tall you are together and compare it with a baby giraffe, almost two metres?',
        ],
      },
    },
    ru: {
      title: 'Родился жирафёнок',
      beats: {
        who: 'жирафёнок Тим в большом зоопарке',
        what: 'Тим родился и в первый же день оказался выше взрослого человека.',
        feeling: 'сначала неуверенность и удивление, потом гордость',
        helped: 'мама, которая ласково подталкивала его носом, пока он учился стоять',
        why: 'У жирафов длинная шея, чтобы доставать листья высоко на деревьях, куда другим зверям не дотянуться.',
      },
      hook: 'Сегодня у меня очень высокая новость.',
      bedtime: 'Тим спит, свернув длинную шею колечком.',
      toddler: [
        {
          title: 'Жирафёнок',
          text: 'Кто это? Маленький жирафёнок. Длинные ножки, длинная шея. Высокий-высокий!',
        },
        { title: 'Шатается', text: 'Шат-шат — плюх! Снова встаёт. Шат-шат — и стоит!' },
        {
          title: 'Ням-ням',
          text: 'Мама тянется высоко-высоко. Ням-ням-ням — зелёные листочки! А малыш пьёт молочко.',
        },
      ],
      small: [
        {
          title: 'Высокий малыш',
          text: 'В большом зоопарке родился жирафёнок Тим. Для жирафа он совсем кроха, а всё равно уже выше взрослого человека!',
        },
        {
          title: 'Ножки-ходули',
          text: 'Ножки у Тима длинные и шатаются. Шат-шат — плюх на солому! Мама ласково потёрлась о него носом, и Тим попробовал ещё раз. Встал!',
        },
        {
          title: 'Длинная шея',
          text: 'Тим гордо вытянул шею и понюхал зелёный листок. Шея у жирафов длинная, чтобы доставать листья на деревьях. А как думаешь, каким высоким вырастешь ты?',
        },
      ],
      arc: [
        {
          title: 'Малыш в зоопарке',
          text: 'В большом зоопарке, в тёплом жирафьем домике с мягкой соломой, родился жирафёнок Тим. Он только появился на свет, а уже выше взрослого человека!',
        },
        {
          title: 'Ножки не слушаются',
          text: 'Тиму хотелось встать и осмотреться. Но ножки у него были такие длинные и тонкие, что качались, как травинки.',
        },
        {
          title: 'Ещё разок',
          text: 'Он выпрямил задние ноги, потом передние. Шат-шат — плюх! Тим сел на солому. И снова попробовал, и ещё раз.',
        },
        {
          title: 'Мама рядом',
          text: 'Мама наклонила к нему длинную шею, облизала ему макушку и тихонько подтолкнула носом. Смотритель стоял в дверях и улыбался.',
        },
        {
          title: 'Тим стоит!',
          text: 'И вот Тим встал на все четыре ноги, и голова его оказалась выше кепки смотрителя! Жирафята обычно встают в первый же час жизни — Тим тоже успел. А потом он впервые попил маминого молока.',
        },
        {
          title: 'Зачем жирафу длинная шея',
          text: 'Шея у жирафов длинная, чтобы доставать листья высоко на деревьях, куда другим зверям не дотянуться. Поэтому жирафята и рождаются такими высокими. Когда-нибудь Тим будет обедать листьями с самых верхушек.',
        },
      ],
      footnote: {
        word: 'шея',
        inText: 'шея',
        explanation: 'Часть тела между головой и плечами.',
      },
      whatHappened:
        'В большом зоопарке родился жирафёнок и в первый же день оказался выше взрослого человека. У жирафов длинная шея, чтобы доставать листья высоко на деревьях.',
      parent: {
        upto3: ['Покажешь, где у жирафёнка длинная шея?', 'А где у тебя шейка и ушки?'],
        '4to5': [
          'Как думаешь, что почувствовал Тим, когда впервые встал на ножки?',
          'А что ты чувствуешь, когда у тебя получается что-то новое?',
        ],
        '6to7': [
          'Как думаешь, зачем жирафам такая длинная шея?',
          'Может, измерите вместе твой рост и сравните с жирафёнком — он почти два метра?',
        ],
      },
    },
  },
  '07-13': {
    heroLooks:
      'two smiling astronauts in white space suits with blue patches: Anna with a short dark ponytail and Leo with curly red hair',
    draw: [
      { picture: '🧑‍🚀', en: ['astronaut', 'anna', 'leo'], ru: ['космонавт', 'аня', 'лёва'] },
      { picture: '🌍', en: ['earth'], ru: ['земл'] },
      { picture: '🌱', en: ['seed', 'sprout'], ru: ['семен', 'семеч', 'росто', 'ростк'] },
      { picture: '💧', en: ['water'], ru: ['вод'] },
      { picture: '🛰️', en: ['station'], ru: ['станци'] },
      { picture: '💡', en: ['lamp'], ru: ['ламп'] },
    ],
    en: {
      title: 'Astronauts plant seeds in space',
      beats: {
        who: 'two astronauts, Anna and Leo, on a space station high above the Earth',
        what: 'They planted tiny seeds and watched them sprout, even though in space water floats like little balls.',
        feeling: 'curious, then delighted',
        helped: null,
        why: 'Astronauts on long trips will need to grow their own fresh food, and plants also make fresh air.',
      },
      hook: 'Tonight my news is green and far away.',
      bedtime: 'Anna and Leo sleep, floating beside their garden.',
      toddler: [
        {
          title: 'A house in space',
          text: 'Up, up, up! A house in space. Two astronauts float. Look down, there is the Earth!',
        },
        {
          title: 'Tiny seeds',
          text: 'Tiny seeds, one, two, three. A little water, please. Bloop! The water floats like a ball!',
        },
        { title: 'Sprouts', text: 'Peek, peek! Tiny green sprouts. Grow, grow, grow!' },
      ],
      small: [
        {
          title: 'A garden in space',
          text: 'High above the Earth there is a space station. Two astronauts, Anna and Leo, live there. One day they planted tiny seeds in a little pillow of soil.',
        },
        {
          title: 'Floating water',
          text: 'When Leo gave the seeds a drink, the water did not pour. It floated away in wobbly little balls! Anna laughed and caught one with a straw.',
        },
        {
          title: 'Green sprouts',
          text: 'A few days later, tiny green sprouts peeked out. The astronauts were so happy that they took photos for everyone on Earth. What would you like to grow in space?',
        },
      ],
      arc: [
        {
          title: 'A house above the Earth',
          text: 'High above the Earth, a space station flies round and round our planet. Two astronauts, Anna and Leo, live and work there, and everything inside floats, even their pencils.',
        },
        {
          title: 'A wish for something green',
          text: 'The station is full of wires and buttons, but there is nothing green. Anna and Leo wanted to grow a tiny garden and find out whether seeds can sprout in space.',
        },
        {
          title: 'Water that floats',
          text: 'They put lettuce seeds into little pillows filled with soil. But when Leo squeezed out some water, it did not soak in. It floated away in wobbly balls!',
        },
        {
          title: 'A clever way',
          text: 'So Anna used a thin tube to push the water right inside the pillows, where the soil soaked it up. They also switched on a special lamp, so the sprouts would know which way was up.',
        },
        {
          title: 'Green at last',
          text: 'After a few days, tiny green sprouts peeked out and stretched towards the lamp. Every morning Anna and Leo floated over to look at their little garden.',
        },
        {
          title: 'Why a garden in space',
          text: 'One day astronauts will go on long trips, to the Moon and even to Mars. They will need fresh food on the way. Plants can grow it right on board, and they make fresh air to breathe, too.',
        },
      ],
      footnote: {
        word: 'astronaut',
        inText: 'astronauts',
        explanation: 'A person who travels up into space in a rocket and works there.',
      },
      whatHappened:
        'Two astronauts on a space station planted tiny seeds and watched them sprout. In space, water does not pour but floats in little balls.',
      parent: {
        upto3: ['Can you point to the astronauts?', 'Where are the tiny green sprouts?'],
        '4to5': [
          'How do you think Anna and Leo felt when the first sprouts peeked out?',
          'Would you like to float like an astronaut, or does it feel a bit strange?',
        ],
        '6to7': [
          'Why do you think water floats in balls on a space station?',
          'Could you plant a bean in a cup together and watch which way its roots and sprouts grow?',
        ],
      },
    },
    ru: {
      title: 'Космонавты посадили семена в космосе',
      beats: {
        who: 'двое космонавтов, Аня и Лёва, на космической станции высоко над Землёй',
        what: 'Космонавты посадили крошечные семена и смотрели, как они прорастают, хотя вода в космосе плавает шариками.',
        feeling: 'любопытство, потом радость',
        helped: null,
        why: 'В долгих космических путешествиях людям понадобится своя свежая еда, а растения ещё и дают свежий воздух.',
      },
      hook: 'Сегодня у меня новость с космической грядки.',
      bedtime: 'Аня и Лёва спят рядом со своим огородиком.',
      toddler: [
        {
          title: 'Дом в космосе',
          text: 'Высоко-высоко летит космический дом. Там живут двое космонавтов. Смотри, внизу Земля!',
        },
        {
          title: 'Семечки',
          text: 'Крошечные семечки: раз, два, три. Польём водичкой? Ой, водичка летает шариками!',
        },
        { title: 'Росточки', text: 'Глядь — зелёные росточки! Расти, расти, расти!' },
      ],
      small: [
        {
          title: 'Сад в космосе',
          text: 'Высоко над Землёй летает космическая станция. На ней живут двое космонавтов — Аня и Лёва. Однажды они посадили крошечные семена в маленькую подушечку с землёй.',
        },
        {
          title: 'Вода-шарики',
          text: 'Лёва хотел полить семена, но вода не полилась. Она поплыла по воздуху круглыми дрожащими шариками! Аня засмеялась и поймала шарик трубочкой.',
        },
        {
          title: 'Зелёные росточки',
          text: 'Через несколько дней из подушечки выглянули крошечные зелёные росточки. Космонавты так обрадовались, что сфотографировали их для всех на Земле. А что тебе хочется вырастить в космосе?',
        },
      ],
      arc: [
        {
          title: 'Дом над Землёй',
          text: 'Высоко над Землёй вокруг нашей планеты летает космическая станция. На ней живут и работают двое космонавтов — Аня и Лёва. Там всё плавает в воздухе, даже карандаши.',
        },
        {
          title: 'Хочется зелени',
          text: 'На станции много проводов и кнопок, но нет ничего зелёного. Аня и Лёва решили вырастить крошечный огород и узнать, прорастут ли семена в космосе.',
        },
        {
          title: 'Непослушная вода',
          text: 'Они положили семена салата в маленькие подушечки с землёй. Но когда Лёва выдавил немного воды, она не впиталась, а уплыла дрожащими шариками!',
        },
        {
          title: 'Хитрая трубочка',
          text: 'Тогда Аня взяла тонкую трубочку и пустила воду прямо внутрь подушечек, и земля её впитала. А ещё космонавты включили особую лампу, чтобы ростки знали, где верх.',
        },
        {
          title: 'Наконец-то зелень!',
          text: 'Через несколько дней показались крошечные зелёные ростки и потянулись к лампе. Каждое утро Аня и Лёва подплывали к своему огородику и радовались ему, как маленькому другу.',
        },
        {
          title: 'Зачем огород в космосе',
          text: 'Когда-нибудь космонавты отправятся в долгие путешествия — на Луну и даже на Марс. В дороге им понадобится свежая еда, а растения вырастят её прямо на корабле и заодно дадут свежий воздух.',
        },
      ],
      footnote: {
        word: 'космонавт',
        inText: 'космонавтов',
        explanation: 'Человек, который летает в космос на ракете и работает там.',
      },
      whatHappened:
        'Двое космонавтов на космической станции посадили крошечные семена и смотрели, как они прорастают. В космосе вода не льётся, а плавает маленькими шариками.',
      parent: {
        upto3: ['Покажешь космонавтов?', 'Где зелёные росточки?'],
        '4to5': [
          'Как думаешь, что почувствовали Аня и Лёва, когда выглянули первые росточки?',
          'А тебе хотелось бы поплавать в воздухе, как космонавты?',
        ],
        '6to7': [
          'Как думаешь, почему на космической станции вода собирается в шарики?',
          'Может, посадите вместе фасолину в стаканчик и посмотрите, куда растут корешки и росток?',
        ],
      },
    },
  },
  '07-20': {
    heroLooks: 'a small fluffy ginger kitten with green eyes, a white tip on his tail and a pink nose',
    draw: [
      { picture: '🐈', en: ['cat', 'marmalade'], ru: ['котён', 'рыжик'] },
      { picture: '🌳', en: ['tree'], ru: ['дерев'] },
      { picture: '🪜', en: ['ladder'], ru: ['лестниц'] },
      { picture: '🧑‍🚒', en: ['firefighter', 'sam'], ru: ['пожарн', 'саша'] },
      { picture: '🦋', en: ['butterfl'], ru: ['бабоч'] },
      { picture: '🚒', en: ['truck'], ru: ['машин'] },
      { picture: '🏠', en: ['house', 'home'], ru: ['домик', 'дом'] },
    ],
    en: {
      title: 'A cat comes down from a tree',
      beats: {
        who: 'Marmalade, a small ginger cat in a quiet street',
        what: 'He got stuck high up a tall tree and climbed down with help from firefighters, who brought a long ladder and a soft blanket.',
        feeling: 'worried up high, then relieved and cosy',
        helped: 'the firefighters, with a long ladder and a soft blanket',
        why: 'Cats’ claws curve backwards, so climbing up is easy but coming down is tricky, and firefighters help even the smallest neighbours.',
      },
      hook: 'Tonight my news is ginger and fluffy.',
      bedtime: 'Marmalade is asleep in his soft blanket.',
      toddler: [
        { title: 'Up the tree', text: 'Up, up, up! A little ginger cat. High in the tree. Mew, mew, mew!' },
        {
          title: 'A long ladder',
          text: 'Here come the firefighters! A long, long ladder. Step, step, step.',
        },
        { title: 'A warm hug', text: 'Down comes the cat. A soft blanket, a warm hug. Purr, purr, purr!' },
      ],
      small: [
        {
          title: 'Too high',
          text: 'In a quiet street, a small ginger cat called Marmalade chased a butterfly up a tall tree. Up he went, higher and higher. Then he looked down. Oh dear!',
        },
        {
          title: 'The firefighters',
          text: 'A neighbour called the firefighters, and their red truck came down the street. They leaned a long ladder against the tree and spread a soft blanket below.',
        },
        {
          title: 'Step by step',
          text: 'Firefighter Sam climbed up and held out his hand. Marmalade crept onto the ladder and came down with him, step by step. Purr!',
        },
        {
          title: 'Your turn',
          text: 'Marmalade was worried at first, and then so glad to be down. Who helps you when something feels too hard?',
        },
      ],
      arc: [
        {
          title: 'A quiet street',
          text: 'In a quiet street with neat little houses lives a small ginger cat called Marmalade. He has a white tip on his tail, and he loves chasing butterflies.',
        },
        {
          title: 'Stuck up high',
          text: 'One morning a butterfly fluttered up a tall tree, and Marmalade raced after it. Up he went, right to a high branch. But when he looked down, he could not work out how to get back.',
        },
        {
          title: 'Trying to come down',
          text: 'He stretched one paw down the trunk, then pulled it back. Going head first felt all wrong! So he sat on the branch and mewed, and a kind neighbour heard him.',
        },
        {
          title: 'Help arrives',
          text: 'The neighbour called the firefighters. They leaned a long ladder against the tree and spread a soft blanket at the bottom. Then firefighter Sam climbed up slowly.',
        },
        {
          title: 'Step by step',
          text: 'Sam held out his hand and spoke softly. Marmalade crept onto the ladder and came down beside him, step by step. At the bottom they wrapped him in the blanket, and he purred all the way home.',
        },
        {
          title: 'Why cats get stuck',
          text: 'A cat’s claws curve backwards, like tiny hooks. They grip the bark well on the way up, but they cannot hold on when the cat goes down head first. Cats have to climb down backwards, tail first, and young cats are still learning how.',
        },
      ],
      footnote: {
        word: 'ladder',
        inText: 'ladder',
        explanation: 'Two long poles joined by little steps, for climbing up and down.',
      },
      whatHappened:
        'A small ginger cat got stuck in a tall tree in a quiet street. Firefighters helped him climb down, using a long ladder and a soft blanket.',
      parent: {
        upto3: ['Can you find the ginger cat in the tree?', 'Where is the long ladder?'],
        '4to5': [
          'How do you think Marmalade felt, sitting high up on the branch?',
          'How do you feel when someone helps you?',
        ],
        '6to7': [
          'Why do you think it is easier for a cat to climb up than down?',
          'Could you look closely at a cat’s paw in a picture together and find its curved claws?',
        ],
      },
    },
    ru: {
      title: 'Котёнок слез с дерева',
      beats: {
        who: 'маленький рыжий котёнок Рыжик с тихой улицы',
        what: 'Рыжик забрался высоко на дерево и слез с помощью пожарных, которые принесли длинную лестницу и мягкое одеяло.',
        feeling: 'тревога наверху, потом облегчение и уют',
        helped: 'пожарные с длинной лестницей и мягким одеялом',
        why: 'Когти у кошек загнуты назад, поэтому лезть вверх легко, а спускаться трудно; пожарные помогают даже самым маленьким соседям.',
      },
      hook: 'Сегодня у меня рыжая и пушистая новость.',
      bedtime: 'Рыжик спит, завернувшись в мягкое одеяло.',
      toddler: [
        {
          title: 'На дереве',
          text: 'Вверх, вверх, вверх! Рыжий котёнок высоко на дереве. Мяу, мяу, мяу!',
        },
        { title: 'Лестница', text: 'Едут пожарные! Длинная-длинная лестница. Топ, топ, топ — наверх.' },
        { title: 'Тёплое одеяло', text: 'Вот котёнок внизу. Мягкое одеяло, тёплые руки. Мур-мур-мур!' },
      ],
      small: [
        {
          title: 'Слишком высоко',
          text: 'На тихой улице жил маленький рыжий котёнок Рыжик. Однажды он погнался за бабочкой и забрался высоко-высоко на дерево. Глянул вниз — ой-ой-ой!',
        },
        {
          title: 'Пожарные',
          text: 'Соседка позвала пожарных, и по улице приехала красная пожарная машина. Пожарные приставили к дереву длинную лестницу, а внизу расстелили мягкое одеяло.',
        },
        {
          title: 'Ступенька за ступенькой',
          text: 'Пожарный Саша поднялся наверх и протянул руку. Рыжик перебрался на лестницу и спустился вместе с ним, ступенька за ступенькой. Мур!',
        },
        {
          title: 'А ты?',
          text: 'Сначала Рыжику было тревожно, а потом стало так радостно! А кто помогает тебе, когда что-то не получается?',
        },
      ],
      arc: [
        {
          title: 'Тихая улица',
          text: 'На тихой улице, среди аккуратных домиков, живёт маленький рыжий котёнок Рыжик. У него белый кончик хвоста, и больше всего он любит гоняться за бабочками.',
        },
        {
          title: 'Высоко-высоко',
          text: 'Однажды утром бабочка вспорхнула на высокое дерево, и Рыжик бросился за ней. Он забрался на самую верхнюю ветку, глянул вниз — и понял, что не знает, как слезть.',
        },
        {
          title: 'Как же спуститься?',
          text: 'Он потянулся одной лапкой вниз по стволу и тут же отдёрнул её. Головой вниз было совсем неудобно! Тогда Рыжик сел на ветку и замяукал, и добрая соседка его услышала.',
        },
        {
          title: 'Приехали пожарные',
          text: 'Соседка позвала пожарных. Они приставили к дереву длинную лестницу и расстелили внизу мягкое одеяло, а пожарный Саша медленно полез наверх.',
        },
        {
          title: 'Ступенька за ступенькой',
          text: 'Саша протянул руку и ласково заговорил с котёнком. Рыжик перебрался на лестницу и вместе с Сашей спустился, ступенька за ступенькой. Внизу его закутали в одеяло, и он замурлыкал.',
        },
        {
          title: 'Почему котята застревают',
          text: 'Когти у кошек загнуты назад, как маленькие крючки. Когда кошка лезет вверх, они крепко цепляются за кору, а головой вниз ими не удержаться. Спускаться кошкам приходится задом, хвостом вперёд, а котята этому ещё только учатся.',
        },
      ],
      footnote: {
        word: 'лестница',
        inText: 'лестницу',
        explanation: 'Две длинные палки со ступеньками между ними, чтобы подниматься и спускаться.',
      },
      whatHappened:
        'Маленький рыжий котёнок забрался на высокое дерево на тихой улице и не мог слезть. Пожарные помогли ему спуститься: принесли длинную лестницу и мягкое одеяло.',
      parent: {
        upto3: ['Покажешь рыжего котёнка на дереве?', 'Где длинная лестница?'],
        '4to5': [
          'Как думаешь, что чувствовал Рыжик, когда сидел высоко на ветке?',
          'А что ты чувствуешь, когда тебе помогают?',
        ],
        '6to7': [
          'Как думаешь, почему кошке легче залезть на дерево, чем слезть?',
          'Может, рассмотрите вместе кошачью лапу на картинке и найдёте загнутые коготки?',
        ],
      },
    },
  },
  '07-27': {
    heroLooks: 'a small fluffy white lamb with a black face, black legs and a tiny bell on a red ribbon',
    draw: [
      { picture: '🐑', en: ['sheep', 'lamb', 'clover'], ru: ['овц', 'овеч', 'кудряшк', 'отар'] },
      { picture: '🧑‍🌾', en: ['shepherd'], ru: ['пастух'] },
      { picture: '🐕', en: ['dog', 'patch'], ru: ['собак', 'пёс', 'дружок', 'дружк'] },
      { picture: '⛰️', en: ['mountain'], ru: ['гор'] },
      { picture: '🌱', en: ['grass'], ru: ['трав'] },
      { picture: '🔔', en: ['bell'], ru: ['колокольчик'] },
      { picture: '🌼', en: ['flower'], ru: ['цвет'] },
    ],
    en: {
      title: 'Sheep go to the mountains',
      beats: {
        who: 'a big flock of sheep in a green mountain valley, and the smallest lamb, Clover',
        what: 'The sheep walked up the mountain to fresh summer grass, with a shepherd and his dog beside them all the way.',
        feeling: 'tired on the long path, then happy and full',
        helped: 'the shepherd and his dog, who walked with the flock and kept the little ones going',
        why: 'In summer the snow melts high up and fresh grass grows there, just when the valley grass gets short and dry.',
      },
      hook: 'Tonight my news goes baa and ding.',
      bedtime: 'Clover is asleep in the high, soft grass.',
      toddler: [
        {
          title: 'Baa!',
          text: 'Baa, baa, baa! Here come the sheep. Big sheep, little sheep. Ding, ding, go the bells.',
        },
        {
          title: 'Up we go',
          text: 'Up, up, up the mountain. Woof, woof! The dog runs too. The shepherd walks too.',
        },
        { title: 'Yummy grass', text: 'Green grass, fresh grass. Munch, munch, munch! A happy little lamb.' },
      ],
      small: [
        {
          title: 'Off we go',
          text: 'In a green mountain valley, a big flock of sheep set off up the mountain. The smallest lamb, Clover, walked at the back with her little bell: ding, ding!',
        },
        {
          title: 'The shepherd and his dog',
          text: 'A shepherd and his dog walked with them all the way. When Clover stopped to sniff a flower, the dog, Patch, trotted back and gently nudged her on.',
        },
        {
          title: 'At the top',
          text: 'Up high there was fresh summer grass, soft and sweet. Clover was tired, but oh, so happy! What would you like to see from the top of a mountain?',
        },
      ],
      arc: [
        {
          title: 'A green valley',
          text: 'In a green mountain valley lives a big flock of sheep. The smallest of them is a lamb called Clover, with a black face and a tiny bell that goes ding, ding.',
        },
        {
          title: 'A long way up',
          text: 'In summer the grass in the valley grows short and dry. High on the mountain, fresh grass is waiting, but the path is long and steep, and Clover’s legs are short.',
        },
        {
          title: 'Up the path',
          text: 'The whole flock set off: baa, baa, ding, ding! Clover trotted and hopped over stones, but soon she fell behind and stopped to nibble a flower.',
        },
        {
          title: 'The shepherd and Patch',
          text: 'The shepherd’s dog, Patch, ran back and gently nudged her along. The shepherd waited for her, leaning on his long stick, and let her walk right beside him for a while.',
        },
        {
          title: 'Fresh grass',
          text: 'By evening they reached a wide meadow near the top, full of fresh green grass and tiny flowers. Clover munched and munched, then curled up next to her mum.',
        },
        {
          title: 'Why sheep go up',
          text: 'In summer the snow melts high on the mountains, and fresh grass grows there, just when the valley grass gets dry. So shepherds walk their sheep up for the summer and bring them down again in autumn, before the snow comes back.',
        },
      ],
      footnote: {
        word: 'shepherd',
        inText: 'shepherd',
        explanation: 'A person whose job is to look after sheep, lead them to good grass and keep them together.',
      },
      whatHappened:
        'A big flock of sheep walked up from a green mountain valley to fresh summer grass. A shepherd and his dog walked with them all the way.',
      parent: {
        upto3: ['Can you find the little lamb with the bell?', 'What does a sheep say?'],
        '4to5': ['How do you think Clover felt when she fell behind?', 'How do you feel at the end of a long walk?'],
        '6to7': [
          'Why do you think the sheep go up the mountain for the summer?',
          'Could you find a picture of mountain meadows together and look for the sheep and the shepherd?',
        ],
      },
    },
    ru: {
      title: 'Овцы ушли в горы',
      beats: {
        who: 'большая отара овец из зелёной горной долины и самая маленькая овечка Кудряшка',
        what: 'Овцы поднялись в горы на свежую летнюю траву, и всю дорогу с ними шли пастух и его собака.',
        feeling: 'усталость в долгой дороге, потом радость и сытость',
        helped: 'пастух и его собака, которые шли с отарой и подгоняли отстающих',
        why: 'Летом в горах тает снег и наверху растёт свежая трава, а в долине трава как раз высыхает.',
      },
      hook: 'Сегодня у меня новость с колокольчиком.',
      bedtime: 'Кудряшка спит в мягкой горной траве.',
      toddler: [
        {
          title: 'Бе-е-е!',
          text: 'Бе-е, бе-е, бе-е! Идут овечки. Большие овечки, маленькие овечки. Динь-динь — звенят колокольчики.',
        },
        {
          title: 'В гору',
          text: 'Вверх, вверх, вверх — в гору! Гав-гав! Собака бежит рядом. И пастух шагает с ними.',
        },
        { title: 'Травка', text: 'Зелёная травка, свежая травка. Ням, ням, ням! Довольная овечка.' },
      ],
      small: [
        {
          title: 'В путь',
          text: 'В зелёной горной долине большая отара овец отправилась в горы. Самая маленькая овечка, Кудряшка, шла позади, и на шее у неё звенел колокольчик: динь-динь!',
        },
        {
          title: 'Пастух и Дружок',
          text: 'Всю дорогу с ними шли пастух и его собака Дружок. Когда Кудряшка остановилась понюхать цветок, Дружок вернулся и ласково подтолкнул её носом.',
        },
        {
          title: 'Наверху',
          text: 'Наверху росла свежая летняя трава — мягкая и сладкая. Кудряшка устала, но как же она радовалась! А что тебе хочется увидеть с вершины горы?',
        },
      ],
      arc: [
        {
          title: 'Зелёная долина',
          text: 'В зелёной горной долине живёт большая отара овец. Самая маленькая в ней — овечка Кудряшка с чёрной мордочкой и колокольчиком на шее.',
        },
        {
          title: 'Долгая дорога',
          text: 'Летом трава в долине становится короткой и сухой. Высоко в горах ждёт свежая трава, но дорога туда длинная и крутая, а ножки у Кудряшки короткие.',
        },
        {
          title: 'Вверх по тропе',
          text: 'Вся отара двинулась в путь: бе-е, бе-е, динь-динь! Кудряшка семенила и перепрыгивала через камни, но скоро отстала и принялась жевать цветок.',
        },
        {
          title: 'Пастух и его пёс',
          text: 'Тогда пёс Дружок прибежал назад и тихонько подтолкнул её носом. Пастух остановился, опёрся на длинную палку и подождал, а потом Кудряшка долго шла рядом с ним.',
        },
        {
          title: 'Свежая трава',
          text: 'К вечеру отара добралась до широкого луга почти у самой вершины. Там было полно свежей травы и крошечных цветов! Кудряшка наелась и уснула рядом с мамой.',
        },
        {
          title: 'Зачем овцы идут в горы',
          text: 'Летом в горах тает снег, и наверху вырастает свежая трава — как раз когда в долине она высыхает. Поэтому пастухи на лето уводят овец в горы, а осенью, пока не выпал снег, спускаются с ними обратно.',
        },
      ],
      footnote: {
        word: 'пастух',
        inText: 'пастух',
        explanation: 'Человек, который ухаживает за овцами: водит их на траву и следит, чтобы никто не потерялся.',
      },
      whatHappened:
        'Большая отара овец поднялась из зелёной горной долины на свежую летнюю траву. Всю дорогу с ними шли пастух и его собака.',
      parent: {
        upto3: ['Покажешь овечку с колокольчиком?', 'Как говорит овечка?'],
        '4to5': [
          'Как думаешь, что почувствовала Кудряшка, когда отстала от всех?',
          'А что ты чувствуешь в конце долгой прогулки?',
        ],
        '6to7': [
          'Как думаешь, почему овцы уходят на лето в горы?',
          'Может, найдёте вместе картинки горных лугов и поищете на них овец и пастуха?',
        ],
      },
    },
  },
  '08-03': {
    heroLooks:
      'a big bright double rainbow: a red, orange, yellow, green, blue and violet arc with a paler second arc above it',
    draw: [
      { picture: '🌈', en: ['rainbow'], ru: ['радуг'] },
      { picture: '👦', en: ['max'], ru: ['миш'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '🌧️', en: ['rain'], ru: ['дожд'] },
      { picture: '🏙️', en: ['city', 'rooftop'], ru: ['город', 'крыш'] },
      { picture: '🪟', en: ['window'], ru: ['окн', 'окошк'] },
      { picture: '💧', en: ['drop'], ru: ['капл', 'кап-'] },
    ],
    en: {
      title: 'A double rainbow',
      beats: {
        who: 'a double rainbow over a big city, and Max, a boy watching from his window',
        what: 'After the rain, a double rainbow shone in the sky over the city for a whole hour.',
        feeling: 'bored on a rainy day, then amazed and happy',
        helped: null,
        why: 'A rainbow appears when sunlight shines through raindrops, and each drop splits the light into its colours.',
      },
      hook: 'Tonight my news has every colour.',
      bedtime: 'Max is asleep, dreaming in rainbow colours.',
      toddler: [
        {
          title: 'Pitter-patter',
          text: 'Pitter-patter, pitter-patter! Rain on the window. Drip, drip, drop.',
        },
        { title: 'Out comes the sun', text: 'Now the rain stops. Out comes the sun!' },
        {
          title: 'Two rainbows',
          text: 'Look up! One rainbow, two rainbows! Red, yellow, green and blue. So pretty!',
        },
      ],
      small: [
        {
          title: 'A rainy day',
          text: 'In a big city, it rained all afternoon. Max sat at the window and watched the drops run down the glass. He wanted to go out and play.',
        },
        {
          title: 'Two rainbows!',
          text: 'Then the rain stopped, and the sun came out. Over the rooftops stood a rainbow, and above it, another one! A double rainbow!',
        },
        {
          title: 'A whole hour',
          text: 'The sun shone through the last raindrops, and the colours glowed for a whole hour. Max felt as if the sky had made him a present. Which colour of the rainbow do you like best?',
        },
      ],
      arc: [
        {
          title: 'A grey afternoon',
          text: 'In a big city with tall buildings, it rained all afternoon. A boy called Max pressed his nose to the window. The streets were wet and grey, and so was the sky.',
        },
        {
          title: 'Wishing for colour',
          text: 'Max was bored, and he wanted to go to the park. He sighed and drew a sun with his finger on the misty glass.',
        },
        {
          title: 'Waiting',
          text: 'He waited and waited. At last the rain grew softer, and then it stopped. The sun peeked out from behind a cloud, low in the sky.',
        },
        {
          title: 'Look the other way',
          text: 'Then Mum called Max to the window on the other side. Over the rooftops stood a huge rainbow, and above it a second, paler one. A double rainbow!',
        },
        {
          title: 'A whole hour',
          text: 'Max counted the colours: red, orange, yellow, green, blue and violet. In the second rainbow, the colours were the other way round! The double rainbow shone for a whole hour, and people all over the city stopped to look up.',
        },
        {
          title: 'How a rainbow is made',
          text: 'Sunlight looks white, but it is all the colours mixed together. When it shines through raindrops, each drop splits the light into its colours. You can see a rainbow when the sun is behind you and the raindrops are in front of you.',
        },
      ],
      footnote: {
        word: 'raindrop',
        inText: 'raindrops',
        explanation: 'A tiny drop of water that falls from a cloud.',
      },
      whatHappened:
        'After the rain, a double rainbow shone over a big city for a whole hour. A rainbow appears when sunlight shines through raindrops.',
      parent: {
        upto3: ['Can you point to the two rainbows?', 'Where is the red stripe?'],
        '4to5': [
          'How do you think Max felt when he saw the double rainbow?',
          'How do you feel on a rainy day when you cannot go out?',
        ],
        '6to7': [
          'Why do you think we only see rainbows when the sun shines and the rain falls at the same time?',
          'Could you make a little rainbow together with a glass of water in the sunshine, or with a garden hose?',
        ],
      },
    },
    ru: {
      title: 'Двойная радуга',
      beats: {
        who: 'двойная радуга над большим городом и мальчик Миша у окна',
        what: 'После дождя над городом целый час сияла двойная радуга.',
        feeling: 'скука в дождливый день, потом восторг и радость',
        helped: null,
        why: 'Радуга появляется, когда солнце светит сквозь капли дождя и каждая капля раскладывает свет на цвета.',
      },
      hook: 'Сегодня у меня разноцветная новость.',
      bedtime: 'Миша спит, и ему снятся семь цветов.',
      toddler: [
        { title: 'Кап-кап', text: 'Кап-кап-кап! Дождик стучит в окошко. Кап-кап, тук-тук.' },
        { title: 'Солнышко', text: 'Дождик кончился. Выглянуло солнышко!' },
        {
          title: 'Две радуги',
          text: 'Вот это да! Одна радуга, две радуги! Красная, жёлтая, зелёная, синяя. Красота!',
        },
      ],
      small: [
        {
          title: 'Дождь за окном',
          text: 'В большом городе весь день шёл дождь. Миша сидел у окна и смотрел, как по стеклу бегут капли. Ему так хотелось гулять!',
        },
        {
          title: 'Две радуги!',
          text: 'Вдруг дождь кончился, и выглянуло солнце. Над крышами встала радуга, а над ней — ещё одна! Двойная радуга!',
        },
        {
          title: 'Целый час',
          text: 'Солнце светило сквозь последние капли дождя, и радуга сияла целый час. Мише казалось, что небо приготовило ему подарок. А какой цвет радуги тебе нравится больше всех?',
        },
      ],
      arc: [
        {
          title: 'Серый день',
          text: 'В большом городе с высокими домами весь день лил дождь. Мальчик Миша прижался носом к окну. Улицы были мокрые и серые, и небо тоже.',
        },
        {
          title: 'Хочется красок',
          text: 'Мише было скучно, ему хотелось в парк. Он вздохнул и нарисовал пальцем солнышко на запотевшем стекле.',
        },
        {
          title: 'Ожидание',
          text: 'Он ждал и ждал. Наконец дождик стал тише, а потом и вовсе перестал. Из-за тучи выглянуло солнце, низко над крышами.',
        },
        {
          title: 'В другом окне',
          text: 'Тут мама позвала Мишу к окну на другой стороне. Над крышами стояла огромная радуга, а над ней ещё одна, побледнее. Двойная радуга!',
        },
        {
          title: 'Целый час чудес',
          text: 'Миша считал цвета: красный, оранжевый, жёлтый, зелёный, голубой, синий, фиолетовый. А у второй радуги цвета шли наоборот! Двойная радуга сияла целый час, и весь город смотрел на неё.',
        },
        {
          title: 'Откуда берётся радуга',
          text: 'Солнечный свет кажется белым, но в нём спрятаны все цвета. Когда солнце светит сквозь капли дождя, каждая капля раскладывает свет на цвета. Радугу видно, когда солнце у тебя за спиной, а дождь — впереди.',
        },
      ],
      footnote: {
        word: 'капля',
        inText: 'капли',
        explanation: 'Крошечный шарик воды, который падает из тучи.',
      },
      whatHappened:
        'После дождя над большим городом целый час сияла двойная радуга. Радуга появляется, когда солнце светит сквозь капли дождя.',
      parent: {
        upto3: ['Покажешь две радуги?', 'Где на радуге красная полоска?'],
        '4to5': [
          'Как думаешь, что почувствовал Миша, когда увидел двойную радугу?',
          'А что ты чувствуешь, когда за окном дождь и гулять нельзя?',
        ],
        '6to7': [
          'Как думаешь, почему радуга бывает, только когда одновременно светит солнце и идёт дождь?',
          'Может, сделаете вместе маленькую радугу — стаканом воды на солнце или брызгами из шланга?',
        ],
      },
    },
  },
  '08-10': {
    heroLooks:
      'a little girl with curly black hair, a yellow jumper with tiny stars and a blue blanket round her shoulders',
    draw: [
      { picture: '👧', en: ['mila', 'girl'], ru: ['мила', 'милы', 'миле', 'девоч'] },
      { picture: '☄️', en: ['falling'], ru: ['падающ', 'звездопад'] },
      { picture: '⭐', en: ['star'], ru: ['звезд', 'звёзд'] },
      { picture: '🌙', en: ['night', 'sky'], ru: ['ноч', 'неб'] },
      { picture: '👨', en: ['dad'], ru: ['пап'] },
      { picture: '🦗', en: ['cricket'], ru: ['сверчк', 'сверчок'] },
      { picture: '🌾', en: ['field'], ru: ['поле', 'поля', 'полю'] },
    ],
    en: {
      title: 'Falling stars at night',
      beats: {
        who: 'many families in fields far from the city lights, among them Mila and her dad',
        what: 'They watched falling stars light up the night sky.',
        feeling: 'patient and a little sleepy, then amazed and full of wishes',
        helped: 'her dad, who explained that eyes need time to get used to the dark',
        why: 'Falling stars are tiny space stones that glow as they rush into the air, and far from city lights you can see many more of them.',
      },
      hook: 'Tonight my news came down from the stars.',
      bedtime: 'Mila is asleep, still holding her wishes.',
      toddler: [
        { title: 'Night', text: 'Shh, shh. It is night. Lie on a blanket. Look up, up, up!' },
        {
          title: 'Whoosh!',
          text: 'Whoosh! A falling star. Zip, there goes another! So many stars!',
        },
        {
          title: 'Make a wish',
          text: 'Little star, bright star. Make a wish. Twinkle, twinkle, sleepy eyes.',
        },
      ],
      small: [
        {
          title: 'Far from the lights',
          text: 'One warm summer night, many families drove to the fields, far from the city lights. Mila lay on a blanket with her dad and looked up at the dark sky.',
        },
        {
          title: 'Falling stars',
          text: 'Suddenly a bright streak zipped across the sky, then another, and another! Falling stars! They are tiny space stones that glow as they fly.',
        },
        {
          title: 'A wish for every star',
          text: 'Mila whispered a wish to every falling star she saw. She felt tiny and happy under the big sky. What would you wish for on a falling star?',
        },
      ],
      arc: [
        {
          title: 'A summer night',
          text: 'On a warm night in August, many families left the city and drove out to the quiet fields. Mila and her dad spread a big blanket on the grass.',
        },
        {
          title: 'Where are the stars?',
          text: 'Mila wanted to see falling stars more than anything. But when she lay down and looked up, she saw only a few pale stars and no falling ones at all.',
        },
        {
          title: 'Waiting in the dark',
          text: 'Dad said they should wait, so they lay still and listened to the crickets. Mila counted the stars she could see: ten, twenty, fifty, and more kept coming!',
        },
        {
          title: 'Eyes in the dark',
          text: 'Dad explained that our eyes need a little while to get used to the dark, and then they see much more. Just then, a bright streak zipped across the sky!',
        },
        {
          title: 'So many wishes',
          text: 'Whoosh, there went another, and another! Everyone in the field said “Ooh!” at the same time. Mila made a wish on every falling star, until her eyes grew heavy.',
        },
        {
          title: 'What falling stars are',
          text: 'Falling stars are not really stars. They are tiny space stones, smaller than a grain of rice, that glow as they rush into the air high above us. Every August our Earth passes through a trail of this space dust, so there are lots of them to see.',
        },
      ],
      footnote: {
        word: 'glow',
        inText: 'glow',
        explanation: 'To shine with a soft, gentle light, like a night lamp.',
      },
      whatHappened:
        'Many families went out to fields far from the city lights to watch falling stars in the night sky. Falling stars are tiny space stones that glow as they fly through the air.',
      parent: {
        upto3: ['Can you point to a falling star?', 'Where is the moon in the sky?'],
        '4to5': ['How do you think Mila felt when she saw the first falling star?', 'What would you like to wish for?'],
        '6to7': [
          'Why do you think we see more stars far from the city lights?',
          'Could you go outside together on a clear night, wait a few minutes and count how many stars you can see?',
        ],
      },
    },
    ru: {
      title: 'Звездопад ночью',
      beats: {
        who: 'много семей в полях вдали от городских огней, среди них Мила и её папа',
        what: 'Люди любовались звездопадом в ночном небе.',
        feeling: 'терпеливое ожидание, потом восторг и много желаний',
        helped: 'папа, который объяснил, что глазам нужно время, чтобы привыкнуть к темноте',
        why: 'Падающие звёзды — крошечные космические камешки, которые светятся, влетая в воздух; вдали от городских огней их видно гораздо больше.',
      },
      hook: 'Сегодня у меня новость прямо со звёзд.',
      bedtime: 'Мила спит, и желания спят вместе с ней.',
      toddler: [
        { title: 'Ночь', text: 'Тш-ш-ш. Наступила ночь. Ложимся на одеяло. Смотрим вверх!' },
        { title: 'Звёздочки летят', text: 'Ух! Летит звёздочка. Вжик — ещё одна! Сколько звёздочек!' },
        {
          title: 'Желание',
          text: 'Звёздочка, звёздочка, светлая звёздочка. Загадай желание. Глазки закрываются.',
        },
      ],
      small: [
        {
          title: 'Подальше от огней',
          text: 'Тёплой летней ночью много семей поехало в поля, подальше от городских огней. Мила легла на одеяло рядом с папой и посмотрела в тёмное небо.',
        },
        {
          title: 'Звездопад',
          text: 'Вдруг по небу пронеслась яркая полоска, за ней ещё одна и ещё! Звездопад! Падающие звёзды — это крошечные космические камешки, которые светятся в полёте.',
        },
        {
          title: 'Желание для каждой звезды',
          text: 'Мила шёпотом загадывала желание на каждую падающую звезду. Под огромным небом ей было тихо и радостно. А какое желание загадаешь ты?',
        },
      ],
      arc: [
        {
          title: 'Летняя ночь',
          text: 'Тёплой августовской ночью много семей уехало из города в тихие поля. Мила с папой расстелили на траве большое одеяло.',
        },
        {
          title: 'Где же звёзды?',
          text: 'Миле больше всего на свете хотелось увидеть падающие звёзды. Но она легла, посмотрела вверх — и увидела лишь несколько бледных звёздочек.',
        },
        {
          title: 'Ждём в темноте',
          text: 'Папа сказал, что надо подождать. Они лежали тихо и слушали сверчков. Мила считала звёзды: десять, двадцать, пятьдесят — их становилось всё больше!',
        },
        {
          title: 'Глаза привыкают',
          text: 'Папа объяснил: глазам нужно немного времени, чтобы привыкнуть к темноте, и тогда они видят гораздо больше. И тут по небу пронеслась яркая полоска!',
        },
        {
          title: 'Столько желаний',
          text: 'Вжик — ещё одна, и ещё! Все в поле разом ахнули. Мила загадывала желание на каждую падающую звезду, пока глаза у неё не начали слипаться.',
        },
        {
          title: 'Что такое падающие звёзды',
          text: 'Падающие звёзды — вовсе не звёзды. Это крошечные космические камешки, меньше рисового зёрнышка, которые светятся, когда влетают в воздух высоко над нами. Каждый август Земля проходит сквозь облако такой космической пыли, поэтому падающих звёзд так много.',
        },
      ],
      footnote: {
        word: 'светиться',
        inText: 'светятся',
        explanation: 'Мягко сиять, как ночник в тёмной комнате.',
      },
      whatHappened:
        'Много семей выехало в поля подальше от городских огней и любовались звездопадом. Падающие звёзды — крошечные космические камешки, которые светятся в полёте.',
      parent: {
        upto3: ['Покажешь падающую звёздочку?', 'Где на небе луна?'],
        '4to5': [
          'Как думаешь, что почувствовала Мила, когда увидела первую падающую звезду?',
          'А какое желание тебе хочется загадать?',
        ],
        '6to7': [
          'Как думаешь, почему вдали от города звёзд видно больше?',
          'Может, выйдете вместе на улицу ясной ночью, подождёте несколько минут и посчитаете звёзды?',
        ],
      },
    },
  },
  '08-17': {
    heroLooks: 'an old apple tree with a thick, twisty brown trunk, a round leafy top and shiny red apples',
    draw: [
      { picture: '🌳', en: ['tree'], ru: ['яблон'] },
      { picture: '🍎', en: ['apple'], ru: ['яблок', 'яблоч'] },
      { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
      { picture: '👧', en: ['sophie'], ru: ['соня', 'соне', 'соню'] },
      { picture: '🥧', en: ['pie'], ru: ['пирог'] },
      { picture: '🧺', en: ['basket'], ru: ['корзин'] },
      { picture: '🐝', en: ['bee'], ru: ['пчёл', 'пчел'] },
    ],
    en: {
      title: 'The first apples',
      beats: {
        who: 'the old apple tree in a village garden, with Grandpa and his granddaughter Sophie',
        what: 'The tree gave its first sweet apples of the year, and Grandpa made a pie that the whole street came to taste.',
        feeling: 'impatient while waiting, then happy and proud to share',
        helped: 'Grandpa, who showed Sophie how to tell when an apple is ripe and baked the pie',
        why: 'Apples grow all summer from the spring blossom and are only sweet when they are ripe, at the end of summer.',
      },
      hook: 'Tonight my news is round, red and sweet.',
      bedtime: 'The old apple tree sleeps under the stars.',
      toddler: [
        {
          title: 'Red apples',
          text: 'Look, the apple tree! Red apples, round apples. One, two, three!',
        },
        { title: 'Crunch', text: 'Pick an apple. Crunch, crunch, crunch! Sweet and yummy.' },
        {
          title: 'A pie',
          text: 'Grandpa bakes a pie. Sniff, sniff, sniff! A slice for you, a slice for me.',
        },
      ],
      small: [
        {
          title: 'Red at last',
          text: 'In a village garden grows an old apple tree. One sunny morning, Sophie saw that its apples had turned red at last!',
        },
        {
          title: 'Crunch!',
          text: 'Grandpa gave an apple a little twist and handed it to her. Crunch! It was sweet and juicy. Sophie was so happy that she did a little dance.',
        },
        {
          title: 'Grandpa’s pie',
          text: 'Grandpa baked a big apple pie. It smelled so good that the whole street came to taste it. What would you like to bake with apples?',
        },
      ],
      arc: [
        {
          title: 'An old tree',
          text: 'In a village garden stands an old apple tree with a twisty trunk. Grandpa planted it long ago, when he was a little boy, and now his granddaughter Sophie climbs it.',
        },
        {
          title: 'Waiting for apples',
          text: 'All summer Sophie watched the little green apples. She wanted to taste one so much! But Grandpa shook his head: they were still hard and sour.',
        },
        {
          title: 'Too soon',
          text: 'One day Sophie could not wait any longer. She picked a small green apple and took a bite. Crunch! It was so sour that her whole face scrunched up.',
        },
        {
          title: 'Grandpa’s trick',
          text: 'Grandpa laughed and showed her his trick. He cupped a red apple in his hand and gave it a gentle twist. A ripe apple comes off easily, and this one did!',
        },
        {
          title: 'A pie for the street',
          text: 'That day they picked a whole basket of sweet apples. Grandpa baked a big apple pie, and its smell drifted all down the street. Soon the neighbours came to taste it, and there was a slice for everyone.',
        },
        {
          title: 'How apples grow',
          text: 'In spring the apple tree is covered in pink and white blossom. Bees carry pollen from flower to flower, and each flower turns into a tiny green apple. All summer the sun helps it grow, until it is big, sweet and ready to pick.',
        },
      ],
      footnote: {
        word: 'pie',
        inText: 'pie',
        explanation: 'A baked dish with pastry outside and a filling inside, such as apples.',
      },
      whatHappened:
        'An old apple tree in a village garden gave its first sweet apples of the year. Grandpa baked a pie, and the whole street came to taste it.',
      parent: {
        upto3: ['Can you count the red apples on the tree?', 'Where is Grandpa’s pie?'],
        '4to5': [
          'How do you think Sophie felt when she bit the sour green apple?',
          'How do you feel when you share something yummy with friends?',
        ],
        '6to7': [
          'Why do you think the green apples were so sour?',
          'Could you cut an apple across the middle together and find the star of seeds inside?',
        ],
      },
    },
    ru: {
      title: 'Первые яблоки',
      beats: {
        who: 'старая яблоня в деревенском саду, дедушка и его внучка Соня',
        what: 'Яблоня дала первые сладкие яблоки в этом году, а дедушка испёк пирог, и вся улица пришла его попробовать.',
        feeling: 'нетерпение, потом радость и гордость, что есть чем угостить',
        helped: 'дедушка, который показал Соне, как узнать спелое яблоко, и испёк пирог',
        why: 'Яблоки всё лето растут из весенних цветов и становятся сладкими, только когда поспеют, в конце лета.',
      },
      hook: 'Сегодня у меня круглая и сладкая новость.',
      bedtime: 'Старая яблоня дремлет в тёмном саду.',
      toddler: [
        { title: 'Яблочки', text: 'Смотри, яблоня! Красные яблочки, круглые яблочки. Раз, два, три!' },
        { title: 'Хрум', text: 'Сорвём яблочко. Хрум, хрум, хрум! Сладко и вкусно.' },
        { title: 'Пирог', text: 'Дедушка печёт пирог. Нюх-нюх — как пахнет! Кусочек тебе, кусочек мне.' },
      ],
      small: [
        {
          title: 'Наконец покраснели',
          text: 'В деревенском саду растёт старая яблоня. Однажды солнечным утром Соня увидела, что яблоки на ней наконец покраснели!',
        },
        {
          title: 'Хрум!',
          text: 'Дедушка чуть повернул одно яблоко, сорвал и протянул Соне. Хрум! Оно было сладкое и сочное. Соня так обрадовалась, что даже запрыгала.',
        },
        {
          title: 'Дедушкин пирог',
          text: 'Дедушка испёк большой яблочный пирог. Он так вкусно пах, что вся улица пришла его попробовать. А что тебе хочется испечь из яблок?',
        },
      ],
      arc: [
        {
          title: 'Старая яблоня',
          text: 'В деревенском саду стоит старая яблоня с корявым стволом. Дедушка посадил её давным-давно, когда сам был мальчиком, а теперь на неё лазает его внучка Соня.',
        },
        {
          title: 'Скорей бы яблоки!',
          text: 'Всё лето Соня смотрела на маленькие зелёные яблочки. Ей так хотелось их попробовать! Но дедушка качал головой: они ещё твёрдые и кислые.',
        },
        {
          title: 'Слишком рано',
          text: 'Однажды Соня не утерпела. Она сорвала маленькое зелёное яблоко и откусила. Хрум! Оно оказалось таким кислым, что Соня вся сморщилась.',
        },
        {
          title: 'Дедушкин секрет',
          text: 'Дедушка засмеялся и показал ей свой секрет. Он взял в ладонь красное яблоко и чуть-чуть повернул. Спелое яблоко отрывается легко — и это оторвалось!',
        },
        {
          title: 'Пирог на всю улицу',
          text: 'В тот день они набрали целую корзину сладких яблок. Дедушка испёк большой яблочный пирог, и его запах поплыл по всей улице. Скоро пришли соседи, и кусочек достался каждому.',
        },
        {
          title: 'Как растут яблоки',
          text: 'Весной яблоня вся в бело-розовых цветах. Пчёлы переносят пыльцу с цветка на цветок, и из каждого цветка получается крошечное зелёное яблочко. Всё лето солнце помогает ему расти, пока оно не станет большим и сладким.',
        },
      ],
      footnote: {
        word: 'пирог',
        inText: 'пирог',
        explanation: 'Выпечка из теста с начинкой внутри, например с яблоками.',
      },
      whatHappened:
        'Старая яблоня в деревенском саду дала первые сладкие яблоки в этом году. Дедушка испёк пирог, и вся улица пришла его попробовать.',
      parent: {
        upto3: ['Сколько красных яблок на яблоне?', 'Покажешь дедушкин пирог?'],
        '4to5': [
          'Как думаешь, что почувствовала Соня, когда откусила кислое зелёное яблоко?',
          'А тебе нравится угощать друзей чем-нибудь вкусным?',
        ],
        '6to7': [
          'Как думаешь, почему зелёные яблоки такие кислые?',
          'Может, разрежете вместе яблоко поперёк и найдёте внутри звёздочку из семечек?',
        ],
      },
    },
  },
  '08-24': {
    heroLooks: 'a sleek young grey dolphin with a pale belly, a curved back fin and a happy, smiling beak',
    draw: [
      { picture: '🐬', en: ['dolphin', 'zippy'], ru: ['дельфин', 'шустрик'] },
      { picture: '⛵', en: ['boat', 'sail'], ru: ['лодк', 'лодоч', 'парус'] },
      { picture: '🌊', en: ['sea', 'waves'], ru: ['мор', 'волн'] },
      { picture: '👧', en: ['girl'], ru: ['девочк'] },
      { picture: '🐟', en: ['fish'], ru: ['рыб'] },
    ],
    en: {
      title: 'Dolphins play with a boat',
      beats: {
        who: 'a pod of dolphins in the warm blue sea, and Zippy, the youngest',
        what: 'The dolphins jumped and played next to a little sailing boat.',
        feeling: 'curious and playful, full of joy',
        helped: null,
        why: 'Dolphins talk to each other with clicks and whistles, and each one has its own whistle, almost like a name.',
      },
      hook: 'Tonight my news goes splash and whistle.',
      bedtime: 'Zippy is resting, rocked by the warm sea.',
      toddler: [
        { title: 'Splash!', text: 'Splish, splash, splosh! Here come the dolphins. Up they jump!' },
        { title: 'Click and whistle', text: 'Click, click, click! Whee, whee! The dolphins are talking.' },
        {
          title: 'A little boat',
          text: 'A little white boat. The dolphins swim beside it. Wave to the dolphins!',
        },
      ],
      small: [
        {
          title: 'A sailing boat',
          text: 'In the warm blue sea, a little sailing boat was bobbing along. Suddenly, splash! A young dolphin called Zippy jumped up right beside it.',
        },
        {
          title: 'The whole family',
          text: 'Zippy called his family with clicks and whistles, and the whole pod came to play. They jumped and dived and splashed all around the boat.',
        },
        {
          title: 'A happy day',
          text: 'The people on the boat clapped and laughed, and the dolphins seemed to smile back. Zippy felt as bubbly as the sea. How do you think Zippy calls his mum?',
        },
      ],
      arc: [
        {
          title: 'The warm blue sea',
          text: 'In the warm blue sea lives a pod of dolphins, one big dolphin family. The youngest is Zippy, who can jump higher than a wave.',
        },
        {
          title: 'Something new',
          text: 'One morning Zippy saw something new on the water: a little boat with a white sail. He wanted to play with it, but would the boat want to play with him?',
        },
        {
          title: 'Zippy tries',
          text: 'He swam close and peeked up. A girl on the deck waved and laughed. Zippy leapt out of the water, splash, and dived right beside the boat.',
        },
        {
          title: 'Calling the family',
          text: 'Then Zippy called his family with quick clicks and happy whistles. Click, click, wheee! The whole pod came racing through the water.',
        },
        {
          title: 'Playing together',
          text: 'The dolphins jumped and dived next to the boat and rode the little waves in front of it. The people on deck clapped, and the dolphins swam alongside for a long, long time.',
        },
        {
          title: 'How dolphins talk',
          text: 'Dolphins talk to each other with clicks and whistles. Each dolphin even has its own special whistle, a bit like a name, so its family always knows who is calling. They use clicks, too, to find fish in the sea.',
        },
      ],
      footnote: {
        word: 'whistle',
        inText: 'whistles',
        explanation: 'A high, thin sound you can make by blowing through rounded lips.',
      },
      whatHappened:
        'A pod of dolphins jumped and played next to a little sailing boat in the warm blue sea. Dolphins talk to each other with clicks and whistles.',
      parent: {
        upto3: ['Can you find the dolphin jumping out of the water?', 'Where is the white sail?'],
        '4to5': [
          'How do you think the girl on the boat felt when the dolphins came?',
          'What makes you feel so happy that you want to jump?',
        ],
        '6to7': [
          'Why do you think each dolphin has its own whistle?',
          'Could you listen to dolphin sounds together and try to copy the clicks and whistles?',
        ],
      },
    },
    ru: {
      title: 'Дельфины играли с лодкой',
      beats: {
        who: 'стая дельфинов в тёплом синем море и самый младший дельфин Шустрик',
        what: 'Дельфины прыгали и играли рядом с маленькой парусной лодкой.',
        feeling: 'любопытство, игривость и радость',
        helped: null,
        why: 'Дельфины разговаривают друг с другом щелчками и свистом, и у каждого есть свой свист — почти как имя.',
      },
      hook: 'Сегодня у меня новость с брызгами.',
      bedtime: 'Шустрик отдыхает, его качает тёплое море.',
      toddler: [
        { title: 'Плюх!', text: 'Буль-буль-буль! Вот плывут дельфины. Прыг — из воды!' },
        { title: 'Щёлк и свист', text: 'Щёлк-щёлк-щёлк! Фьють, фьють! Это дельфины разговаривают.' },
        {
          title: 'Лодочка',
          text: 'Маленькая белая лодочка. Дельфины плывут рядом. Помаши дельфинам!',
        },
      ],
      small: [
        {
          title: 'Парусная лодка',
          text: 'В тёплом синем море покачивалась маленькая парусная лодка. Вдруг — плюх! Рядом с ней выпрыгнул из воды молодой дельфин Шустрик.',
        },
        {
          title: 'Вся стая',
          text: 'Шустрик позвал свою семью щелчками и свистом, и вся стая приплыла поиграть. Дельфины прыгали, ныряли и брызгались вокруг лодки.',
        },
        {
          title: 'Весёлый день',
          text: 'Люди в лодке хлопали в ладоши и смеялись, а дельфины будто улыбались в ответ. Шустрику было весело, как никогда. Как думаешь, как Шустрик зовёт свою маму?',
        },
      ],
      arc: [
        {
          title: 'Тёплое море',
          text: 'В тёплом синем море живёт стая дельфинов — одна большая дельфинья семья. Самый младший в ней — Шустрик, он умеет прыгать выше волны.',
        },
        {
          title: 'Белый парус',
          text: 'Однажды утром Шустрик увидел на воде что-то новое: маленькую лодку с белым парусом. Ему захотелось с ней поиграть — но захочет ли лодка играть с ним?',
        },
        {
          title: 'Шустрик пробует',
          text: 'Он подплыл поближе и выглянул из воды. Девочка на палубе помахала ему и засмеялась. Шустрик выпрыгнул — плюх! — и нырнул у самой лодки.',
        },
        {
          title: 'Зовём всех!',
          text: 'Тогда Шустрик позвал свою семью быстрыми щелчками и весёлым свистом. Щёлк-щёлк, фьють! И вся стая помчалась к лодке.',
        },
        {
          title: 'Игра у лодки',
          text: 'Дельфины прыгали и ныряли рядом с лодкой и катались на маленьких волнах, которые бежали от её носа. Люди на палубе хлопали, а дельфины долго-долго плыли рядом.',
        },
        {
          title: 'Как разговаривают дельфины',
          text: 'Дельфины разговаривают друг с другом щелчками и свистом. У каждого дельфина даже есть свой особый свист, почти как имя, поэтому семья всегда знает, кто её зовёт. А щелчками дельфины ещё и находят рыбу в море.',
        },
      ],
      footnote: {
        word: 'свист',
        inText: 'свистом',
        explanation: 'Тонкий высокий звук, который получается, когда дуют сквозь сложенные трубочкой губы.',
      },
      whatHappened:
        'Стая дельфинов прыгала и играла рядом с маленькой парусной лодкой в тёплом синем море. Дельфины разговаривают друг с другом щелчками и свистом.',
      parent: {
        upto3: ['Покажешь дельфина, который выпрыгнул из воды?', 'Где белый парус?'],
        '4to5': [
          'Как думаешь, что почувствовала девочка в лодке, когда приплыли дельфины?',
          'А от чего тебе становится так весело, что хочется прыгать?',
        ],
        '6to7': [
          'Как думаешь, зачем каждому дельфину свой собственный свист?',
          'Может, послушаете вместе, как звучат дельфины, и попробуете повторить их щелчки и свист?',
        ],
      },
    },
  },
  '08-30': {
    heroLooks:
      'a small bright-green frog with big gold eyes, a round white tummy and a throat that puffs up like a bubble',
    draw: [
      { picture: '🐸', en: ['frog', 'hoppy'], ru: ['лягуш', 'прыгун'] },
      { picture: '🌧️', en: ['rain'], ru: ['дожд', 'дождик'] },
      { picture: '🪷', en: ['lily'], ru: ['кувшин'] },
      { picture: '🎈', en: ['balloon'], ru: ['шарик'] },
      { picture: '🦆', en: ['duck'], ru: ['утк', 'утки'] },
      { picture: '🎵', en: ['song', 'sing', 'sang'], ru: ['песн', 'поют', 'пел'] },
    ],
    en: {
      title: 'Frogs sing after the rain',
      beats: {
        who: 'a choir of little frogs around a quiet lake, and Hoppy, the smallest singer',
        what: 'After the summer rain, the frogs sang a loud, happy song, puffing up their throats.',
        feeling: 'shy about his small voice, then proud and joyful',
        helped: 'an old frog who showed Hoppy how to puff up his throat',
        why: 'Frogs puff up their throats to make their song louder, and they sing most after rain because they need wet skin and fresh water.',
      },
      hook: 'Tonight my news goes ribbit, ribbit.',
      bedtime: 'Hoppy is asleep on his lily pad.',
      toddler: [
        { title: 'Rain', text: 'Drip, drip, drop! Rain on the lake. Now the rain stops.' },
        { title: 'Puff!', text: 'A little green frog. Puff goes his throat, like a balloon!' },
        { title: 'Frog song', text: 'Ribbit, ribbit, ribbit! All the frogs sing. Loud, happy frogs!' },
      ],
      small: [
        {
          title: 'After the rain',
          text: 'The summer rain stopped, and the quiet lake sparkled. On a lily pad sat a little green frog called Hoppy. He felt so happy that he wanted to sing!',
        },
        {
          title: 'Puff!',
          text: 'Hoppy puffed up his throat like a little balloon. Ribbit! All around the lake, the other frogs puffed up their throats too.',
        },
        {
          title: 'A loud, happy song',
          text: 'Ribbit, croak, ribbit! The frog choir sang so loudly that the ducks looked up. Can you sing like a frog?',
        },
      ],
      arc: [
        {
          title: 'A quiet lake',
          text: 'Around a quiet lake, among the reeds and lily pads, lives a choir of little green frogs. The smallest singer is Hoppy, with big gold eyes and a round white tummy.',
        },
        {
          title: 'A tiny voice',
          text: 'The summer days had been hot and dry, and the frogs sat quietly under the leaves. Hoppy wanted to sing, but his voice came out thin and small.',
        },
        {
          title: 'Trying louder',
          text: 'He tried again, puffing out his chest. Only a little squeak came out, and a dragonfly zipped past as if it had not heard a thing.',
        },
        {
          title: 'The old frog’s tip',
          text: 'Then the summer rain came, pitter-patter, on the lake. An old frog on the next lily pad showed Hoppy how to puff up his throat like a balloon.',
        },
        {
          title: 'The frog choir',
          text: 'Hoppy puffed up his throat, round and shiny, and sang a big RIBBIT! His voice rang across the water. The whole choir joined in, and they sang their loud, happy song long after the rain had stopped.',
        },
        {
          title: 'Why frogs puff up',
          text: 'Frogs puff up their throats to make their song louder: the puffed-up throat works like a balloon that makes the sound bigger. They sing most after rain, because frogs need wet skin and fresh water, and rain fills the lake and the puddles.',
        },
      ],
      footnote: {
        word: 'throat',
        inText: 'throats',
        explanation: 'The front part of the neck, where your voice comes from.',
      },
      whatHappened:
        'Around a quiet lake, a choir of little frogs sang a loud, happy song after the summer rain. Frogs puff up their throats to make their song louder.',
      parent: {
        upto3: ['Can you find the little green frog?', 'What does a frog say?'],
        '4to5': [
          'How do you think Hoppy felt when his voice was too small?',
          'How do you feel when you sing a song together with others?',
        ],
        '6to7': [
          'Why do you think frogs sing most after the rain?',
          'Could you listen for frogs together by a pond on a warm evening after rain?',
        ],
      },
    },
    ru: {
      title: 'Лягушки запели после дождя',
      beats: {
        who: 'хор маленьких лягушек вокруг тихого озера и самый маленький певец, лягушонок Прыгунок',
        what: 'После летнего дождя лягушки громко и весело запели, раздувая горлышко.',
        feeling: 'сначала робость из-за тихого голоса, потом гордость и радость',
        helped: 'старая лягушка, которая показала Прыгунку, как раздувать горлышко',
        why: 'Лягушки раздувают горлышко, чтобы петь громче, а поют чаще всего после дождя, потому что им нужны влажная кожа и свежая вода.',
      },
      hook: 'Сегодня у меня новость про ква-ква.',
      bedtime: 'Прыгунок спит на листе кувшинки.',
      toddler: [
        { title: 'Дождик', text: 'Кап-кап-кап! Дождик на озере. Вот и кончился дождик.' },
        { title: 'Пуф!', text: 'Маленький зелёный лягушонок. Пуф — раздулось горлышко, как шарик!' },
        { title: 'Песенка', text: 'Ква-ква-ква! Все лягушки поют. Громко-громко, весело-весело!' },
      ],
      small: [
        {
          title: 'После дождя',
          text: 'Летний дождь кончился, и тихое озеро засверкало. На листе кувшинки сидел маленький зелёный лягушонок Прыгунок. Ему было так радостно, что захотелось петь!',
        },
        {
          title: 'Пуф!',
          text: 'Прыгунок раздул горлышко, как маленький шарик. Ква! И все лягушки вокруг озера тоже раздули горлышки и запели.',
        },
        {
          title: 'Громкая песня',
          text: 'Ква-ква-ква! Лягушачий хор пел так громко, что утки на берегу подняли головы. А ты умеешь квакать, как лягушка?',
        },
      ],
      arc: [
        {
          title: 'Тихое озеро',
          text: 'Вокруг тихого озера, среди камышей и кувшинок, живёт хор маленьких лягушек. Самый маленький певец — лягушонок Прыгунок с золотыми глазками и круглым белым животиком.',
        },
        {
          title: 'Тихий голосок',
          text: 'Летние дни стояли жаркие и сухие, и лягушки тихо сидели под листьями. Прыгунку очень хотелось петь, но голосок у него выходил тоненький-тоненький.',
        },
        {
          title: 'Ещё громче',
          text: 'Он попробовал громче и выпятил грудку. Но получился только писк, и стрекоза пролетела мимо, даже не оглянувшись.',
        },
        {
          title: 'Совет старой лягушки',
          text: 'И тут пошёл летний дождь — кап-кап-кап по озеру. Старая лягушка с соседнего листа показала Прыгунку, как раздувать горлышко, будто шарик, и петь прямо через него.',
        },
        {
          title: 'Лягушачий хор',
          text: 'Прыгунок раздул горлышко — круглое, блестящее — и запел: «Ква-а-а!» Голос его разнёсся над водой. Весь хор подхватил песню, и лягушки пели громко и весело ещё долго после дождя.',
        },
        {
          title: 'Зачем раздувать горлышко',
          text: 'Лягушки раздувают горлышко, чтобы петь громче: оно работает, как воздушный шарик, который делает звук больше. А поют они чаще всего после дождя, потому что лягушкам нужна влажная кожа и свежая вода, а дождь наполняет озеро и лужи.',
        },
      ],
      footnote: {
        word: 'горло',
        inText: 'горлышко',
        explanation: 'Передняя часть шеи, откуда выходит голос.',
      },
      whatHappened:
        'Вокруг тихого озера хор маленьких лягушек громко и весело запел после летнего дождя. Лягушки раздувают горлышко, чтобы петь громче.',
      parent: {
        upto3: ['Покажешь маленького зелёного лягушонка?', 'Как говорит лягушка?'],
        '4to5': [
          'Как думаешь, что чувствовал Прыгунок, когда его голосок был таким тихим?',
          'А тебе нравится петь вместе с другими?',
        ],
        '6to7': [
          'Как думаешь, почему лягушки поют чаще всего после дождя?',
          'Может, послушаете вместе лягушек у пруда тёплым вечером после дождя?',
        ],
      },
    },
  },
  '09-01': {
    heroLooks: 'a small boy with messy fair hair, a big blue backpack with a yellow star on it and new red shoes',
    draw: [
      { picture: '👦', en: ['ben'], ru: ['ваня', 'ване', 'ваню'] },
      { picture: '🎒', en: ['backpack'], ru: ['рюкзак'] },
      { picture: '🏫', en: ['school'], ru: ['школ'] },
      { picture: '🧑‍🏫', en: ['teacher'], ru: ['учител'] },
      { picture: '💐', en: ['flower'], ru: ['цвет'] },
      { picture: '📚', en: ['book'], ru: ['книг', 'книжк'] },
      { picture: '🦊', en: ['fox'], ru: ['лисён', 'лисят'] },
    ],
    en: {
      title: 'The first day of school',
      beats: {
        who: 'many little children all over the country, among them Ben with his big blue backpack',
        what: 'They went to school for the very first time, and their teachers met them with flowers and bright new books.',
        feeling: 'shy and a little wobbly at first, then happy and proud',
        helped: 'the teachers, who welcomed the children with flowers and new books',
        why: 'At school, teachers help children learn to read, write and count, a little every day.',
      },
      hook: 'Tonight my news has a brand-new backpack.',
      bedtime: 'Ben is asleep, his fox book close by.',
      toddler: [
        { title: 'Backpack', text: 'Here is a backpack. A big blue backpack! Off to school we go.' },
        {
          title: 'Flowers and books',
          text: 'Look, a teacher! A flower, a book. Thank you, thank you!',
        },
        { title: 'New friends', text: 'Sit, sit, sit. New friends all around. Clap, clap, clap!' },
      ],
      small: [
        {
          title: 'The first morning',
          text: 'All over the country, many little children went to school for the very first time. Ben put on his big blue backpack and held Mum’s hand tight.',
        },
        {
          title: 'Flowers and books',
          text: 'At the door, the teachers were waiting with flowers and bright new books. Ben’s teacher smiled and gave him a book with a fox on the cover.',
        },
        {
          title: 'A new friend',
          text: 'Ben felt shy at first. But then a girl called Mia sat next to him and said she liked foxes too! What would you like to learn at school?',
        },
      ],
      arc: [
        {
          title: 'A big new day',
          text: 'On the first day of September, many little children all over the country set off to school for the very first time. One of them was Ben, with a big blue backpack and new red shoes.',
        },
        {
          title: 'A wobbly tummy',
          text: 'At the school gate Ben stopped. The building was so big, and there were so many children he did not know! His tummy felt wobbly, and he held Mum’s hand tight.',
        },
        {
          title: 'One small step',
          text: 'He took one small step, then another. Inside the door he looked around for a quiet corner to hide his shy face.',
        },
        {
          title: 'A kind teacher',
          text: 'The teachers were waiting for the children with flowers and bright new books. Ben’s teacher knelt down beside him with a kind smile. She gave him a flower and a book with a fox on the cover, and said she was glad he had come.',
        },
        {
          title: 'A new friend',
          text: 'In the classroom Ben sat next to a girl called Mia, who had the same fox book. By lunchtime they were laughing together, and the school did not feel so big any more.',
        },
        {
          title: 'Why we go to school',
          text: 'At school, teachers help children learn to read, write and count, step by step, a little every day. Soon Ben will read the fox book all by himself, and one day he will read any book he likes.',
        },
      ],
      footnote: {
        word: 'teacher',
        inText: 'teachers',
        explanation: 'A grown-up at school who helps children learn to read, count and find out new things.',
      },
      whatHappened:
        'Many little children all over the country went to school for the very first time. Their teachers met them with flowers and bright new books.',
      parent: {
        upto3: ['Can you find Ben’s blue backpack?', 'Where is the book with the fox?'],
        '4to5': [
          'How do you think Ben felt at the school gate?',
          'What helps you feel brave when you go somewhere new?',
        ],
        '6to7': [
          'Why do you think learning to read takes a little practice every day?',
          'Could you make a little book together, with pictures and a few words you can write yourself?',
        ],
      },
    },
    ru: {
      title: 'Первый день в школе',
      beats: {
        who: 'малыши по всей стране, и среди них Ваня с большим синим рюкзаком',
        what: 'Малыши впервые пошли в школу, а учителя встретили их цветами и яркими новыми книгами.',
        feeling: 'сначала робость и волнение, потом радость и гордость',
        helped: 'учителя, которые встретили детей цветами и новыми книгами',
        why: 'В школе учителя помогают детям научиться читать, писать и считать — понемногу каждый день.',
      },
      hook: 'Сегодня у меня новость с новым рюкзаком.',
      bedtime: 'Ваня спит, а книжка лежит под подушкой.',
      toddler: [
        { title: 'Рюкзак', text: 'Вот рюкзак. Большой синий рюкзак! Топ-топ — идём в школу.' },
        { title: 'Цветы и книжки', text: 'Смотри, учительница! Цветочек, книжка. Спасибо, спасибо!' },
        { title: 'Друзья', text: 'Сели за парты. Вокруг новые друзья. Хлоп, хлоп, хлоп!' },
      ],
      small: [
        {
          title: 'Первое утро',
          text: 'По всей стране малыши впервые пошли в школу. Ваня надел большой синий рюкзак и крепко взял маму за руку.',
        },
        {
          title: 'Цветы и книжки',
          text: 'У дверей их ждали учителя с цветами и яркими новыми книжками. Учительница улыбнулась Ване и протянула ему книжку с лисёнком на обложке.',
        },
        {
          title: 'Новая подружка',
          text: 'Сначала Ваня стеснялся. Но тут рядом с ним села девочка Маша и сказала, что тоже любит лисят! А чему тебе хочется научиться в школе?',
        },
      ],
      arc: [
        {
          title: 'Большой день',
          text: 'Первого сентября по всей стране малыши впервые пошли в школу. Среди них был и Ваня — с большим синим рюкзаком и в новых красных ботинках.',
        },
        {
          title: 'Ёкнуло сердечко',
          text: 'У школьных ворот Ваня остановился. Школа такая большая, а вокруг столько незнакомых ребят! Ваня покрепче сжал мамину руку.',
        },
        {
          title: 'Шаг за шагом',
          text: 'Он сделал один маленький шаг, потом ещё один. За дверью Ваня огляделся и стал искать тихий уголок, где можно спрятаться.',
        },
        {
          title: 'Добрая учительница',
          text: 'У дверей малышей встречали учителя с цветами и яркими новыми книжками. Ванина учительница присела рядом с ним и ласково улыбнулась. Она подарила ему цветок и книжку с лисёнком на обложке и сказала, что очень ему рада.',
        },
        {
          title: 'Новая подружка',
          text: 'В классе Ваня сел рядом с девочкой Машей — у неё была такая же книжка. К обеду они уже вместе смеялись, и школа больше не казалась огромной.',
        },
        {
          title: 'Зачем ходят в школу',
          text: 'В школе учителя помогают детям научиться читать, писать и считать — шаг за шагом, понемногу каждый день. Скоро Ваня сам прочитает книжку про лисёнка, а потом — любую книжку, какую захочет.',
        },
      ],
      footnote: {
        word: 'учитель',
        inText: 'учителя',
        explanation: 'Взрослый, который в школе объясняет детям новое и помогает им узнавать мир.',
      },
      whatHappened:
        'Малыши по всей стране впервые пошли в школу. Учителя встретили их цветами и яркими новыми книгами.',
      parent: {
        upto3: ['Покажешь Ванин синий рюкзак?', 'Где книжка с лисёнком?'],
        '4to5': [
          'Как думаешь, что чувствовал Ваня у школьных ворот?',
          'А что помогает тебе стать смелее, когда всё вокруг новое?',
        ],
        '6to7': [
          'Как думаешь, почему научиться читать получается не сразу, а понемногу каждый день?',
          'Может, сделаете вместе маленькую книжку с картинками и парой слов, которые получится написать самим?',
        ],
      },
    },
  },
  '09-08': {
    heroLooks: 'a little round hedgehog with soft brown prickles, a pointed pink nose, shiny black eyes and tiny paws',
    draw: [
      { picture: '🦔', en: ['hedgehog', 'conker'], ru: ['ёжик', 'ежик', 'фырчик', 'ежин'] },
      { picture: '🧑‍⚕️', en: ['vet'], ru: ['ветеринар'] },
      { picture: '📦', en: ['box'], ru: ['коробк'] },
      { picture: '👧', en: ['girl'], ru: ['девочк'] },
      { picture: '🌿', en: ['bush'], ru: ['куст'] },
      { picture: '🪲', en: ['beetle'], ru: ['жук'] },
      { picture: '🍂', en: ['leaves'], ru: ['листь'] },
    ],
    en: {
      title: 'A hedgehog hospital',
      beats: {
        who: 'Conker, a little hedgehog at a hedgehog hospital in a village by the forest',
        what: 'He got better and went back home to the garden.',
        feeling: 'tired and weak at first, then lively and glad to be home',
        helped: 'the vets, who gave him good food and a warm box to sleep in',
        why: 'Hedgehogs sleep all winter on the fat they store in autumn, so a thin hedgehog needs to grow round before the cold comes.',
      },
      hook: 'Tonight my news is small and prickly.',
      bedtime: 'Conker is asleep under his garden bush.',
      toddler: [
        { title: 'Prickly', text: 'A little hedgehog. Prickly, prickly! Snuffle, snuffle, snuffle.' },
        { title: 'A warm box', text: 'Yummy food. A warm box. Sleep, little hedgehog, sleep.' },
        { title: 'Home!', text: 'Now he is well. Off he goes! Trot, trot, trot, home to the garden.' },
      ],
      small: [
        {
          title: 'A tired hedgehog',
          text: 'In a village by the forest, someone found a little hedgehog called Conker. He was thin and very tired. He was taken to a hedgehog hospital.',
        },
        {
          title: 'The vets',
          text: 'The vets gave him good food and a warm box with soft hay to sleep in. Conker munched and snoozed, munched and snoozed, and grew rounder every day.',
        },
        {
          title: 'Home again',
          text: 'At last Conker was well! He went back home to his garden and trotted off under a bush, snuffle, snuffle. How do you think he felt to be home?',
        },
      ],
      arc: [
        {
          title: 'The hedgehog hospital',
          text: 'In a village at the edge of a forest there is a hedgehog hospital. The vets there look after hedgehogs who are poorly, tired or too small.',
        },
        {
          title: 'Much too thin',
          text: 'One day a girl brought in a little hedgehog she had found in her garden, curled up alone. He was thin and sleepy, and his prickles looked dull. The vets called him Conker.',
        },
        {
          title: 'Conker tries',
          text: 'Conker sniffed the air, snuffle, snuffle, but he was too tired to eat. He rolled into a tight, prickly ball and hid his nose.',
        },
        {
          title: 'The vets help',
          text: 'The vets gave him good food and a warm box with soft hay to sleep in. Every day they weighed him on a tiny scale, and little by little Conker grew rounder and livelier.',
        },
        {
          title: 'Going home',
          text: 'At last Conker was well again. The girl carried him back to her garden, and he trotted off under a big bush, snuffling for beetles.',
        },
        {
          title: 'Why a hedgehog must be round',
          text: 'Hedgehogs sleep all winter in a cosy nest of leaves, living on the fat they stored up in autumn. That is why a hedgehog needs to be round and heavy before the cold comes. Now Conker is ready for his long winter sleep.',
        },
      ],
      footnote: {
        word: 'vet',
        inText: 'vets',
        explanation: 'A doctor who looks after animals when they are poorly.',
      },
      whatHappened:
        'A little hedgehog got better at a hedgehog hospital in a village and went back home to the garden. Vets gave him good food and a warm box to sleep in.',
      parent: {
        upto3: ['Can you point to the hedgehog’s little nose?', 'Where is the warm box?'],
        '4to5': [
          'How do you think Conker felt when he went back to his garden?',
          'What makes you feel better when you are poorly?',
        ],
        '6to7': [
          'Why do you think hedgehogs need to eat a lot in autumn?',
          'Could you leave a little pile of leaves in a corner of a garden or park together, as a hedgehog’s winter bed?',
        ],
      },
    },
    ru: {
      title: 'Больница для ёжиков',
      beats: {
        who: 'маленький ёжик Фырчик в ежиной больнице в деревне у леса',
        what: 'Фырчик выздоровел и вернулся домой в сад.',
        feeling: 'сначала усталость и слабость, потом бодрость и радость, что он снова дома',
        helped: 'ветеринары, которые кормили его и уложили спать в тёплую коробку',
        why: 'Зимой ёжики спят и живут запасом жира, поэтому худенькому ёжику надо до холодов стать круглым.',
      },
      hook: 'Сегодня у меня маленькая колючая новость.',
      bedtime: 'Фырчик спит под кустом в саду.',
      toddler: [
        { title: 'Ёжик', text: 'Маленький ёжик. Колючий, колючий! Фыр-фыр-фыр.' },
        { title: 'Тёплая коробка', text: 'Вкусная еда. Тёплая коробка. Спи, ёжик, спи.' },
        { title: 'Домой!', text: 'Ёжик здоров. Топ-топ-топ — домой, в сад!' },
      ],
      small: [
        {
          title: 'Усталый ёжик',
          text: 'В деревне у леса нашли маленького ёжика Фырчика. Он сидел один, свернувшись клубком, худой и очень усталый. Его отнесли в ежиную больницу.',
        },
        {
          title: 'Ветеринары',
          text: 'Ветеринары кормили его вкусной едой и уложили спать в тёплую коробку с мягким сеном. Фырчик ел и спал, ел и спал и с каждым днём становился круглее.',
        },
        {
          title: 'Снова дома',
          text: 'И вот Фырчик выздоровел! Он вернулся домой, в свой сад, и потопал под куст: фыр-фыр. Как думаешь, радуется Фырчик, что он снова дома?',
        },
      ],
      arc: [
        {
          title: 'Ежиная больница',
          text: 'В деревне на краю леса есть ежиная больница. Ветеринары там заботятся о ёжиках, которые заболели, устали или слишком малы.',
        },
        {
          title: 'Слишком худой',
          text: 'Однажды девочка принесла туда маленького ёжика: она нашла его в своём саду, одного, свернувшегося клубком. Он был худой и сонный, а иголки у него потускнели. Ветеринары назвали его Фырчиком.',
        },
        {
          title: 'Фырчик пробует',
          text: 'Фырчик понюхал воздух — фыр-фыр, — но есть у него не было сил. Он свернулся в тугой колючий клубок и спрятал нос.',
        },
        {
          title: 'Ветеринары помогают',
          text: 'Ветеринары давали ему вкусную еду и уложили спать в тёплую коробку с мягким сеном. Каждый день его взвешивали на крошечных весах, и понемногу Фырчик становился круглее и бодрее.',
        },
        {
          title: 'Домой, в сад',
          text: 'Наконец Фырчик выздоровел. Девочка отнесла его обратно в сад, и он деловито потопал под куст искать жуков.',
        },
        {
          title: 'Зачем ёжику быть круглым',
          text: 'Всю зиму ёжики спят в уютном гнезде из листьев и живут запасом жира, который накопили осенью. Поэтому до холодов ёжику надо стать круглым и тяжёлым. Теперь Фырчик готов к долгому зимнему сну.',
        },
      ],
      footnote: {
        word: 'ветеринар',
        inText: 'ветеринары',
        explanation: 'Доктор, который лечит животных.',
      },
      whatHappened:
        'Маленький ёжик выздоровел в ежиной больнице в деревне и вернулся домой в сад. Ветеринары кормили его и уложили спать в тёплую коробку.',
      parent: {
        upto3: ['Покажешь, где у ёжика носик?', 'Где тёплая коробка?'],
        '4to5': [
          'Как думаешь, что почувствовал Фырчик, когда вернулся в свой сад?',
          'А что помогает тебе, когда ты болеешь?',
        ],
        '6to7': [
          'Как думаешь, зачем ёжикам осенью так много есть?',
          'Может, оставите вместе кучку листьев в уголке сада или парка — ёжику для зимней спальни?',
        ],
      },
    },
  },
  '09-15': {
    heroLooks:
      'a tall old maple tree with a wide, round top of gold, red and orange leaves and a wooden bench beneath it',
    draw: [
      { picture: '🍁', en: ['maple'], ru: ['клён', 'клен'] },
      { picture: '🍂', en: ['leaf', 'leaves'], ru: ['листь', 'листоч', 'листок'] },
      { picture: '👦', en: ['theo'], ru: ['тём', 'тем'] },
      { picture: '👧', en: ['lucy'], ru: ['лиза', 'лизе'] },
      { picture: '🌳', en: ['tree'], ru: ['дерев'] },
      { picture: '🪑', en: ['bench'], ru: ['скамейк'] },
    ],
    en: {
      title: 'Leaves turn gold',
      beats: {
        who: 'the trees in a big city park, and the old maple in the middle of it',
        what: 'The trees turned gold, red and orange, and children made a huge pile of leaves and jumped in it.',
        feeling: 'impatient for autumn, then bouncy and joyful',
        helped: null,
        why: 'In autumn, as the days get shorter, trees stop making the green in their leaves, so the yellow and orange hiding underneath can show.',
      },
      hook: 'Tonight my news is gold and crunchy.',
      bedtime: 'The old maple rests in the quiet park.',
      toddler: [
        {
          title: 'Falling leaves',
          text: 'See the leaves? Yellow leaves, red leaves, orange leaves. Down, down, down they float.',
        },
        { title: 'Crunch', text: 'Rustle, rustle, rustle! A big pile of leaves.' },
        { title: 'Jump!', text: 'One, two, three, jump! Wheee! Leaves in your hair!' },
      ],
      small: [
        {
          title: 'Gold and red',
          text: 'In a big city park, the trees had turned gold, red and orange. Leaves twirled down from the old maple tree like bright little flags.',
        },
        {
          title: 'A huge pile',
          text: 'Theo and his little sister Lucy gathered the leaves into a huge pile, as high as Theo’s nose. Crunch, rustle, crunch!',
        },
        {
          title: 'Jump in!',
          text: 'One, two, three, jump! The children landed in the pile, and leaves flew everywhere. Theo laughed so much that a leaf got stuck in his hair. Which colour leaf do you like best?',
        },
      ],
      arc: [
        {
          title: 'A park in the city',
          text: 'In a big city there is a park with wide paths and a pond. In the middle stands an old maple tree, the tallest in the park, with a bench beneath it.',
        },
        {
          title: 'A wish for leaves',
          text: 'Theo and his little sister Lucy wanted to jump into a big pile of leaves, like the children in their favourite book. But all summer the maple stayed green, and its leaves held tight to the branches.',
        },
        {
          title: 'Theo tries',
          text: 'One cool morning Theo gave a low branch a shake. Only one leaf came down, a small yellow one, and it twirled slowly to the ground.',
        },
        {
          title: 'The park changes',
          text: 'A week later, the park looked different! The trees had turned gold, red and orange, and leaves were drifting down everywhere like coloured paper.',
        },
        {
          title: 'One, two, three!',
          text: 'The children raked the leaves into a huge pile, as high as Theo’s nose. One, two, three, jump! The leaves crunched and flew up, and everyone laughed.',
        },
        {
          title: 'Why leaves change colour',
          text: 'In autumn the days get shorter and cooler, so trees stop making the green colour in their leaves. Then the yellow and orange that were hiding underneath can show. Later the leaves fall, and the tree rests all winter.',
        },
      ],
      footnote: {
        word: 'pile',
        inText: 'pile',
        explanation: 'Lots of things heaped up, one on top of another.',
      },
      whatHappened:
        'The trees in a big city park turned gold, red and orange. Children made a huge pile of leaves and jumped in it.',
      parent: {
        upto3: ['Can you find a red leaf?', 'Where is the big pile of leaves?'],
        '4to5': [
          'How do you think Theo felt when he jumped into the pile?',
          'What sound do dry leaves make when you step on them?',
        ],
        '6to7': [
          'Why do you think the leaves were green all summer?',
          'Could you collect leaves of different colours together and line them up from green to red?',
        ],
      },
    },
    ru: {
      title: 'Листья стали золотыми',
      beats: {
        who: 'деревья в большом городском парке и старый клён посреди него',
        what: 'Деревья стали золотыми, красными и оранжевыми, а дети собрали огромную кучу листьев и прыгали в неё.',
        feeling: 'нетерпение, потом веселье и восторг',
        helped: null,
        why: 'Осенью дни становятся короче, деревья перестают делать в листьях зелёную краску, и становятся видны жёлтые и оранжевые цвета.',
      },
      hook: 'Сегодня у меня золотая шуршащая новость.',
      bedtime: 'Старый клён дремлет в тихом парке.',
      toddler: [
        {
          title: 'Листочки',
          text: 'Гляди! Жёлтые листочки, красные листочки, оранжевые листочки. Кружатся, падают вниз.',
        },
        { title: 'Шурх', text: 'Шурх, шурх, шурх! Большая куча листьев.' },
        { title: 'Прыг!', text: 'Раз, два, три — прыг! Ух! Листочки в волосах!' },
      ],
      small: [
        {
          title: 'Золотой парк',
          text: 'В большом городском парке деревья стали золотыми, красными и оранжевыми. Со старого клёна, кружась, летели листья, как яркие флажки.',
        },
        {
          title: 'Огромная куча',
          text: 'Тёма и его сестрёнка Лиза сгребли листья в огромную кучу — Тёме до самого носа. Шурх, шурх!',
        },
        {
          title: 'Прыгаем!',
          text: 'Раз, два, три — прыг! Дети плюхнулись в кучу, и листья взлетели во все стороны. Тёма так смеялся, что у него в волосах застрял листок. А тебе какие листья нравятся больше — жёлтые или красные?',
        },
      ],
      arc: [
        {
          title: 'Парк в городе',
          text: 'В большом городе есть парк с широкими дорожками и прудом. Посреди парка растёт старый клён — самый высокий, а под ним стоит скамейка.',
        },
        {
          title: 'Хочется прыгнуть',
          text: 'Тёме и его сестрёнке Лизе очень хотелось прыгнуть в большую кучу листьев, как дети в их любимой книжке. Но всё лето клён стоял зелёный, и листья крепко держались за ветки.',
        },
        {
          title: 'Тёма пробует',
          text: 'Однажды прохладным утром Тёма потряс нижнюю ветку. Упал только один листок, маленький и жёлтый, и медленно закружился в воздухе.',
        },
        {
          title: 'Парк не узнать',
          text: 'А через неделю парк было не узнать! Деревья стали золотыми, красными и оранжевыми, и листья летели отовсюду, как цветная бумага.',
        },
        {
          title: 'Раз, два, три!',
          text: 'Дети сгребли листья в огромную кучу — Тёме до самого носа. Раз, два, три — прыг! Листья зашуршали и взлетели, и все засмеялись.',
        },
        {
          title: 'Почему листья меняют цвет',
          text: 'Осенью дни становятся короче и прохладнее, и деревья перестают делать в листьях зелёную краску. Тогда видны жёлтые и оранжевые цвета, которые под ней прятались. Потом листья опадают, и дерево отдыхает всю зиму.',
        },
      ],
      footnote: {
        word: 'куча',
        inText: 'кучу',
        explanation: 'Много вещей, сложенных горкой одна на другую.',
      },
      whatHappened:
        'Деревья в большом городском парке стали золотыми, красными и оранжевыми. Дети собрали огромную кучу листьев и прыгали в неё.',
      parent: {
        upto3: ['Покажешь красный листочек?', 'Где большая куча листьев?'],
        '4to5': [
          'Как думаешь, что почувствовал Тёма, когда прыгнул в кучу листьев?',
          'А как шуршат сухие листья, когда по ним идёшь?',
        ],
        '6to7': [
          'Как думаешь, почему летом листья были зелёными?',
          'Может, соберёте вместе листья разного цвета и разложите их от зелёного до красного?',
        ],
      },
    },
  },
  '09-22': {
    heroLooks: 'a small red squirrel with tufty ears, a big fluffy tail and a pale cream tummy',
    draw: [
      { picture: '🐿️', en: ['squirrel', 'hazel'], ru: ['белк', 'белоч', 'кисточк'] },
      { picture: '🌰', en: ['nut'], ru: ['орех', 'ореш'] },
      { picture: '🌲', en: ['pine'], ru: ['сосн'] },
      { picture: '🌱', en: ['sprout', 'grow'], ru: ['деревц', 'вырастают'] },
      { picture: '🍂', en: ['leaves'], ru: ['листь'] },
      { picture: '❄️', en: ['snow', 'winter'], ru: ['снег', 'зим'] },
    ],
    en: {
      title: 'A squirrel gets ready for winter',
      beats: {
        who: 'Hazel, a busy red squirrel in an old pine forest',
        what: 'She hid a hundred nuts for the winter.',
        feeling: 'busy and determined, then tired and proud',
        helped: null,
        why: 'Squirrels sometimes forget their nuts, and in spring those nuts grow into new trees.',
      },
      hook: 'Tonight my news is busy and bushy.',
      bedtime: 'Hazel is asleep, wrapped in her fluffy tail.',
      toddler: [
        {
          title: 'Red squirrel',
          text: 'Who is that? A red squirrel. Fluffy tail, tufty ears. Hop, hop, hop!',
        },
        { title: 'Nuts', text: 'Here is a nut. Dig, dig, dig! Pop it in. Pat, pat, pat.' },
        { title: 'A tiny tree', text: 'Oops, one nut is left behind. In spring, peek! A tiny green tree!' },
      ],
      small: [
        {
          title: 'A busy squirrel',
          text: 'In an old pine forest, a red squirrel called Hazel was very busy. Winter was coming, and she wanted to hide lots and lots of nuts.',
        },
        {
          title: 'A hundred nuts',
          text: 'Dig a hole, pop in a nut, pat it down! Hazel hid a hundred nuts under moss and leaves. She was tired, but very proud.',
        },
        {
          title: 'New little trees',
          text: 'Squirrels sometimes forget a few nuts, and in spring new little trees grow from them. Where would you hide a nut?',
        },
      ],
      arc: [
        {
          title: 'An old pine forest',
          text: 'In an old pine forest lives a busy red squirrel called Hazel. She has tufty ears, a fluffy tail and a cosy nest high up in a pine tree.',
        },
        {
          title: 'Winter is coming',
          text: 'The days were getting cooler, and Hazel knew that in winter food is hard to find under the snow. She wanted to hide a hundred nuts, enough for all the cold days.',
        },
        {
          title: 'Dig, pop, pat',
          text: 'All day she scampered up and down the trees. She dug a little hole, popped in a nut and patted the earth down. One, two, three… fifty… a hundred!',
        },
        {
          title: 'A clever nose',
          text: 'Later Hazel came back to check on her nuts. They were hidden so well that she could not see a single one! But her clever nose sniffed them out under the moss, one by one.',
        },
        {
          title: 'The forgotten nut',
          text: 'She found almost all of them. Only one nut, under an old pine cone, slipped her mind. It stayed there all winter, snug in the earth.',
        },
        {
          title: 'Why forgetting helps',
          text: 'Squirrels sometimes forget their nuts, and in spring those nuts sprout and grow into new trees. So busy squirrels like Hazel help to plant the forest of tomorrow, without even knowing it.',
        },
      ],
      footnote: {
        word: 'forget',
        inText: 'forget',
        explanation: 'To not remember something, such as where you put it.',
      },
      whatHappened:
        'A busy red squirrel in an old pine forest hid a hundred nuts for the winter. Squirrels sometimes forget their nuts, and new trees grow from them.',
      parent: {
        upto3: ['Can you point to the squirrel’s fluffy tail?', 'Where is the nut?'],
        '4to5': [
          'How do you think Hazel felt after hiding a hundred nuts?',
          'How do you feel when you cannot find something you put away?',
        ],
        '6to7': [
          'Why do you think squirrels hide nuts in autumn instead of eating them all at once?',
          'Could you plant an acorn or a nut in a pot of soil together and see if a little tree grows?',
        ],
      },
    },
    ru: {
      title: 'Белка готовится к зиме',
      beats: {
        who: 'хлопотливая рыжая белка Кисточка в старом сосновом лесу',
        what: 'Кисточка спрятала сто орешков на зиму.',
        feeling: 'хлопоты и старание, потом усталость и гордость',
        helped: null,
        why: 'Иногда белки забывают про орешки, и весной из них вырастают новые деревья.',
      },
      hook: 'Сегодня у меня хлопотливая новость.',
      bedtime: 'Кисточка спит, укрывшись пушистым хвостом.',
      toddler: [
        {
          title: 'Белочка',
          text: 'Кто там? Рыжая белочка. Пушистый хвост, ушки с кисточками. Прыг, прыг, прыг!',
        },
        { title: 'Орешки', text: 'Вот орешек. Копаем, копаем, копаем! Спрятали. Лапкой хлоп-хлоп.' },
        { title: 'Деревце', text: 'Ой, один орешек забыли! А весной — глядь! Маленькое зелёное деревце!' },
      ],
      small: [
        {
          title: 'Хлопотливая белка',
          text: 'В старом сосновом лесу жила рыжая белка Кисточка. Скоро зима, и ей нужно было спрятать много-много орешков.',
        },
        {
          title: 'Сто орешков',
          text: 'Выкопать ямку, положить орешек, прихлопнуть лапкой! Кисточка спрятала сто орешков под мхом и листьями. Она устала, но очень гордилась собой.',
        },
        {
          title: 'Новое деревце',
          text: 'Иногда белки забывают про некоторые орешки, и весной из них вырастают новые деревца. А где ты спрячешь свой орешек?',
        },
      ],
      arc: [
        {
          title: 'Старый сосновый лес',
          text: 'В старом сосновом лесу живёт хлопотливая рыжая белка Кисточка. У неё ушки с кисточками, пушистый хвост и уютное гнездо высоко на сосне.',
        },
        {
          title: 'Скоро зима',
          text: 'Дни становились прохладнее, и Кисточка знала: зимой под снегом еду не найти. Ей хотелось спрятать сто орешков, чтобы хватило на все холодные дни.',
        },
        {
          title: 'Копаем и прячем',
          text: 'Целый день она носилась вверх и вниз по стволам. Выкопает ямку, положит орешек, прихлопнет лапкой. Один, два, три… пятьдесят… сто!',
        },
        {
          title: 'Чуткий нос',
          text: 'Потом Кисточка вернулась проверить свои запасы. Орешки были спрятаны так хорошо, что она не видела ни одного! Но чуткий нос отыскал их под мхом, один за другим.',
        },
        {
          title: 'Забытый орешек',
          text: 'Кисточка нашла почти все. Только про один орешек, под старой шишкой, она забыла. Он так и пролежал всю зиму в тёплой земле.',
        },
        {
          title: 'Зачем белкам забывать',
          text: 'Иногда белки забывают про свои орешки, и весной из них вырастают новые деревья. Выходит, хлопотливые белки вроде Кисточки помогают сажать завтрашний лес, сами того не зная.',
        },
      ],
      footnote: {
        word: 'забывать',
        inText: 'забывают',
        explanation: 'Не помнить, например, куда что положил.',
      },
      whatHappened:
        'Хлопотливая рыжая белка в старом сосновом лесу спрятала сто орешков на зиму. Иногда белки забывают про орешки, и из них вырастают новые деревья.',
      parent: {
        upto3: ['Покажешь пушистый хвост белочки?', 'Где орешек?'],
        '4to5': [
          'Как думаешь, что почувствовала Кисточка, когда спрятала сто орешков?',
          'А что ты чувствуешь, когда не можешь найти свою игрушку?',
        ],
        '6to7': [
          'Как думаешь, зачем белки прячут орешки осенью, а не съедают всё сразу?',
          'Может, посадите вместе жёлудь или орешек в горшок с землёй и посмотрите, вырастет ли деревце?',
        ],
      },
    },
  },
};
