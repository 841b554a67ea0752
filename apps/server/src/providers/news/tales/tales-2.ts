/** Told for children: bundled items 03-28 … 06-15 (see types.ts). Written for Tiny Tidings. */
import type { ItemTales } from './types.js';

export const TALES_2: Record<string, ItemTales> = {
  '03-28': {
    heroLooks: 'a little girl with two brown plaits, a yellow raincoat, green wellies and a red watering can',
    draw: [
      { picture: '👧', en: ['nina', 'girl'], ru: ['нин', 'девоч'] },
      { picture: '🌱', en: ['seedling', 'little tree'], ru: ['саженец', 'деревц'] },
      { picture: '🌳', en: ['tree'], ru: ['дерев'] },
      { picture: '🪏', en: ['spade'], ru: ['лопат'] },
      { picture: '💧', en: ['water', 'drink'], ru: ['вод', 'буль', 'полива'] },
      { picture: '🏞️', en: ['river'], ru: ['рек', 'речк'] },
    ],
    en: {
      title: 'A town plants a thousand trees',
      beats: {
        who: 'the people of a town by a wide river, and a girl called Nina with a red watering can',
        what: 'In one day the whole town planted a thousand little trees: grown-ups dug the holes and children watered each seedling.',
        feeling: 'busy and excited, then tired and proud',
        helped: 'the children, who watered every seedling',
        why: 'Tree roots hold the river bank together, and in a few years the trees will give shade and homes for birds.',
      },
      hook: 'Tonight my news is small and green.',
      bedtime: 'Nina sleeps, and her little trees sleep too.',
      toddler: [
        {
          title: 'Dig, dig',
          text: 'Dig, dig, dig! Mums and dads dig little holes. One hole, two holes, so many holes!',
        },
        {
          title: 'Glug, glug',
          text: 'Here is a little tree. In it goes! Nina has a red can. Glug, glug, glug! Drink up, little tree.',
        },
        {
          title: 'Lots of trees',
          text: 'A tree, a tree, and one more tree! They stand in a row by the river.',
        },
      ],
      small: [
        {
          title: 'An early start',
          text: 'In a town by a wide river, everyone got up early. Today the whole town was going to plant trees, a thousand of them!',
        },
        {
          title: 'Holes and water',
          text: 'The grown-ups dug holes with their spades. Nina brought her red watering can. She gave each seedling a drink: glug, glug, glug.',
        },
        {
          title: 'A thousand trees',
          text: 'By the evening, a thousand little trees stood in rows along the river. Nina was tired, but oh, so proud! If you could plant a tree, would it be an apple tree or an oak?',
        },
      ],
      arc: [
        {
          title: 'A town by the river',
          text: 'A town stands by a wide river. A girl called Nina lives there. She has a red watering can, and she loves everything green.',
        },
        {
          title: 'A bare bank',
          text: 'The river bank was bare and muddy, with hardly a tree on it. Nina wished for some shade to sit in and for birds to sing in the branches.',
        },
        {
          title: 'A thousand holes',
          text: 'One spring day the whole town came out to plant a thousand little trees in a single day. The grown-ups dug hole after hole with their spades.',
        },
        {
          title: 'A job for children',
          text: 'The children had an important job too. Nina and her friends filled their cans at the river and watered each seedling, one by one, so its roots could drink.',
        },
        {
          title: 'Rows of green',
          text: 'By sunset a thousand young trees stood in neat rows along the bank. Nina watered the very last one and patted the earth around it.',
        },
        {
          title: 'Why a river needs trees',
          text: 'Tree roots hold the soil of the bank together, so the rain cannot wash it into the river. In a few years these trees will give shade and homes for birds.',
        },
      ],
      footnote: {
        word: 'seedling',
        inText: 'seedling',
        explanation: 'A very young plant, just a thin stem and a few leaves, ready to go into the ground.',
      },
      whatHappened:
        'People in a town by a wide river planted a thousand young trees in one day. Grown-ups dug the holes and children watered each seedling.',
      parent: {
        upto3: ["Can you point to Nina's watering can?", 'Where is the little tree?'],
        '4to5': [
          'How do you think Nina felt when the last tree was planted?',
          'Which job would you like more, digging or watering?',
        ],
        '6to7': [
          'Why do you think trees are good for a river bank?',
          'Could you plant a seed in a pot together and water it every day?',
        ],
      },
    },
    ru: {
      title: 'Город посадил тысячу деревьев',
      beats: {
        who: 'жители города на берегу широкой реки и девочка Нина с красной лейкой',
        what: 'За один день весь город посадил тысячу деревцев: взрослые копали ямки, а дети поливали каждый саженец.',
        feeling: 'весёлые хлопоты, потом усталость и гордость',
        helped: 'дети, которые поливали каждый саженец',
        why: 'Корни деревьев держат берег реки, а через несколько лет деревья дадут тень и дом для птиц.',
      },
      hook: 'Сегодня у меня зелёная новость.',
      bedtime: 'Нина спит, и её деревца тоже спят.',
      toddler: [
        {
          title: 'Копаем ямки',
          text: 'Копай, копай, копай! Мамы и папы копают ямки. Одна ямка, две ямки, много ямок!',
        },
        {
          title: 'Буль-буль',
          text: 'Вот маленькое деревце. Прыг в ямку! У Нины красная лейка. Буль-буль-буль! Пей, деревце, пей!',
        },
        {
          title: 'Целый ряд',
          text: 'Деревце, ещё деревце, ещё и ещё! Стоят деревца у речки рядком.',
        },
      ],
      small: [
        {
          title: 'Рано утром',
          text: 'В городе на берегу широкой реки все проснулись рано. Сегодня весь город будет сажать деревья — целую тысячу!',
        },
        {
          title: 'Ямки и лейки',
          text: 'Взрослые копали ямки лопатами. А Нина взяла свою красную лейку и поливала каждый саженец: буль-буль-буль, пей на здоровье!',
        },
        {
          title: 'Тысяча деревцев',
          text: 'К вечеру вдоль реки выстроились ровные ряды молодых деревьев. Нина устала, но как же она гордилась! А какое дерево тебе хочется посадить — яблоню или дуб?',
        },
      ],
      arc: [
        {
          title: 'Город у реки',
          text: 'На берегу широкой реки стоит город. Там живёт девочка Нина. У неё есть красная лейка, и она очень любит всё зелёное.',
        },
        {
          title: 'Голый берег',
          text: 'Берег у реки был голый и грязный, почти без деревьев. Нине так хотелось, чтобы там была тень, а на ветках пели птицы.',
        },
        {
          title: 'Тысяча ямок',
          text: 'И вот весной весь город вышел сажать деревья — тысячу за один день! Взрослые копали лопатами ямку за ямкой.',
        },
        {
          title: 'Работа для детей',
          text: 'У детей тоже было важное дело. Нина и её друзья набирали в реке воду и поливали каждый саженец, чтобы корешки напились.',
        },
        {
          title: 'Зелёные ряды',
          text: 'К закату вдоль берега выстроилась тысяча молодых деревьев. Нина полила самое последнее и ласково примяла вокруг него землю.',
        },
        {
          title: 'Зачем реке деревья',
          text: 'Корни деревьев крепко держат землю на берегу, и дождь не смывает её в реку. А через несколько лет здесь будет тень и дом для птиц.',
        },
      ],
      footnote: {
        word: 'саженец',
        inText: 'саженец',
        explanation: 'Совсем молодое растение, которое уже можно сажать в землю.',
      },
      whatHappened:
        'Жители города на берегу широкой реки за один день посадили тысячу молодых деревьев. Взрослые копали ямки, а дети поливали каждый саженец.',
      parent: {
        upto3: ['Покажешь, где у Нины лейка?', 'Где здесь маленькое деревце?'],
        '4to5': [
          'Как думаешь, что почувствовала Нина, когда полила последнее деревце?',
          'Что тебе больше нравится: копать ямки или поливать?',
        ],
        '6to7': [
          'Как думаешь, зачем деревья нужны берегу реки?',
          'Может, посадите вместе семечко в горшок и будете поливать его каждый день?',
        ],
      },
    },
  },
  '04-04': {
    heroLooks:
      'a brown speckled mother duck with an orange beak and orange feet, followed by seven fluffy yellow ducklings in a line',
    draw: [
      { picture: '🦆', en: ['mother duck', 'duck'], ru: ['утк', 'уточк', 'утин'] },
      { picture: '🐥', en: ['duckling'], ru: ['утят', 'утён'] },
      { picture: '👮', en: ['police', 'officer'], ru: ['полицейск'] },
      { picture: '🚗', en: ['car', 'driver'], ru: ['машин', 'водител'] },
      { picture: '🚌', en: ['bus'], ru: ['автобус'] },
      { picture: '🏞️', en: ['river'], ru: ['рек', 'речк'] },
    ],
    en: {
      title: 'Ducklings cross the road',
      beats: {
        who: 'a mother duck and her seven ducklings in the middle of a busy city',
        what: 'The duck family walked across a busy road to the river while all the cars waited.',
        feeling: 'a little unsure at the edge of the road, then safe and happy',
        helped: 'a kind police officer, who stopped the traffic for them',
        why: 'Ducklings cannot fly yet, so they walk behind their mother to the water, where they swim and find food.',
      },
      hook: 'Tonight my news goes quack, quack!',
      bedtime: "The ducklings sleep under Mother Duck's wing.",
      toddler: [
        {
          title: 'Quack, quack',
          text: 'Here comes Mother Duck. Quack, quack! One, two, three little ducklings. Waddle, waddle, waddle!',
        },
        {
          title: 'Stop, cars!',
          text: 'The police officer holds up his hand. Stop, cars, stop! The cars wait and wait.',
        },
        {
          title: 'Splash!',
          text: 'Over the road, down to the river. Splash, splash, splash! The ducklings swim behind Mum.',
        },
      ],
      small: [
        {
          title: 'A wobbly line',
          text: 'In the middle of a busy city, a mother duck stepped off the pavement. Behind her came seven fluffy ducklings in a wobbly line. They were going to the river.',
        },
        {
          title: 'Everyone waits',
          text: 'But the road was full of traffic! A kind police officer saw the ducks. He stepped into the road, held up his hand, and all the cars stopped.',
        },
        {
          title: 'Slow and safe',
          text: 'Waddle, waddle, waddle. Nobody beeped. The drivers smiled and waited until the very last duckling was across.',
        },
        {
          title: 'Your turn',
          text: 'Then, splash, the whole family swam away. How do you think the smallest duckling felt when it saw the river? Can you waddle like a duck?',
        },
      ],
      arc: [
        {
          title: 'A nest in the city',
          text: 'In the middle of a busy city there is a little park between tall buildings. Under a bush, a mother duck made her nest, and one morning seven fluffy ducklings hatched.',
        },
        {
          title: 'The way to the river',
          text: 'Ducklings need water to swim in and to find their food. But the river was on the other side of a wide road, and the traffic there never stopped.',
        },
        {
          title: 'One orange foot',
          text: 'Mother Duck put one orange foot on the road and quickly pulled it back. The cars and buses were going much too fast. The ducklings huddled close to her.',
        },
        {
          title: 'A kind officer',
          text: 'A police officer on the corner saw the duck family. He walked into the middle of the road and held up his hand. One by one, all the cars stopped.',
        },
        {
          title: 'Across at last',
          text: 'Mother Duck waddled across, and the ducklings followed her: one, two, three… seven! The drivers waited and smiled. Then the family slid into the river with a happy splash.',
        },
        {
          title: 'Why ducklings walk',
          text: 'Baby ducks cannot fly until late summer, so they walk everywhere behind their mother. She leads them to water, where they learn to swim and find food. That is why drivers in spring look out for ducks.',
        },
      ],
      footnote: {
        word: 'traffic',
        inText: 'traffic',
        explanation: 'All the cars, buses and bikes moving along a road at the same time.',
      },
      whatHappened:
        'A mother duck and her ducklings crossed a busy road in a big city on their way to the river. A police officer stopped the cars, and everyone waited for them.',
      parent: {
        upto3: ['Can you count the little ducklings?', "Where is the police officer's hand?"],
        '4to5': [
          'How do you think Mother Duck felt when all the cars stopped?',
          'How do you feel when someone waits for you kindly?',
        ],
        '6to7': [
          'Why do you think ducklings walk in a line behind their mother?',
          'Could you look for ducks on a pond together and count how many ducklings each mother has?',
        ],
      },
    },
    ru: {
      title: 'Утята перешли дорогу',
      beats: {
        who: 'мама-утка и семеро её утят посреди большого города',
        what: 'Утиная семья перешла оживлённую дорогу к реке, а все машины терпеливо ждали.',
        feeling: 'сначала робость у края дороги, потом радость и спокойствие',
        helped: 'добрый полицейский, который остановил для них движение',
        why: 'Утята ещё не умеют летать, поэтому идут за мамой пешком к воде, где плавают и находят еду.',
      },
      hook: 'Сегодня моя новость крякает!',
      bedtime: 'Утята спят под маминым крылом.',
      toddler: [
        {
          title: 'Кря-кря',
          text: 'Вот идёт мама-утка. Кря-кря! А за ней утята: раз, два, три! Шлёп-шлёп-шлёп лапками.',
        },
        {
          title: 'Стоп, машины!',
          text: 'Полицейский поднял руку. Стоп, машины, стоп! Машины стоят и ждут.',
        },
        {
          title: 'Плюх!',
          text: 'Через дорогу — и к речке. Плюх, плюх, плюх! Утята плывут за мамой.',
        },
      ],
      small: [
        {
          title: 'Утята гуськом',
          text: 'Посреди большого города мама-утка сошла с тротуара. За ней гуськом семенили семеро пушистых утят. Они шли к реке.',
        },
        {
          title: 'Все ждут',
          text: 'А на дороге — сплошное движение! Добрый полицейский увидел утиную семью. Он вышел на дорогу, поднял руку, и все машины остановились.',
        },
        {
          title: 'Не спеша',
          text: 'Шлёп-шлёп — утята шли не спеша. Никто не сигналил. Водители улыбались и ждали, пока последний утёнок не перейдёт дорогу.',
        },
        {
          title: 'А ты?',
          text: 'А потом — плюх! — и вся семья поплыла по реке. Как думаешь, что почувствовал самый маленький утёнок, когда увидел воду? Покажешь, как ходит уточка?',
        },
      ],
      arc: [
        {
          title: 'Гнездо в городе',
          text: 'Посреди большого города, между высокими домами, есть маленький сквер. Там под кустом мама-утка свила гнездо, и однажды утром из яиц вылупились семеро пушистых утят.',
        },
        {
          title: 'Путь к реке',
          text: 'Утятам нужна вода: в ней они плавают и находят еду. А река — на той стороне широкой дороги, где с утра до вечера оживлённое движение.',
        },
        {
          title: 'Одна лапка',
          text: 'Мама-утка поставила на дорогу одну оранжевую лапку и тут же отдёрнула её. Машины и автобусы ехали слишком быстро. Утята тесно прижались к маме.',
        },
        {
          title: 'Добрый полицейский',
          text: 'На углу стоял полицейский. Он увидел утиную семью, вышел на середину дороги и поднял руку. Машины одна за другой остановились.',
        },
        {
          title: 'На той стороне',
          text: 'Мама-утка зашагала через дорогу, а утята за ней: раз, два, три… семь! Водители ждали и улыбались. А потом вся семья с радостным плеском соскользнула в реку.',
        },
        {
          title: 'Почему утята ходят пешком',
          text: 'Утята не умеют летать до конца лета, поэтому всюду ходят за мамой пешком. Она ведёт их к воде, где они учатся плавать и находят еду. Вот почему весной водители смотрят на дорогу особенно внимательно.',
        },
      ],
      footnote: {
        word: 'движение',
        inText: 'движение',
        explanation: 'Все машины, автобусы и велосипеды, которые едут по дороге.',
      },
      whatHappened:
        'Мама-утка с утятами переходила оживлённую дорогу в большом городе по пути к реке. Полицейский остановил машины, и все терпеливо ждали.',
      parent: {
        upto3: ['Сосчитаем утят вместе?', 'Покажешь, где рука у полицейского?'],
        '4to5': [
          'Как думаешь, что почувствовала мама-утка, когда все машины остановились?',
          'А тебе приятно, когда кто-то тебя терпеливо ждёт?',
        ],
        '6to7': [
          'Как думаешь, почему утята ходят за мамой цепочкой?',
          'Может, сходите вместе к пруду и посчитаете, сколько утят у каждой мамы-утки?',
        ],
      },
    },
  },
  '04-11': {
    heroLooks:
      'a small boy with curly red hair, a green knitted hat and a blue jacket, waving from the wicker basket of a red and yellow striped hot air balloon',
    draw: [
      { picture: '👦', en: ['tom', 'boy'], ru: ['том', 'мальчик'] },
      { picture: '🎈', en: ['balloon'], ru: ['шар'] },
      { picture: '🧺', en: ['basket'], ru: ['корзин'] },
      { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
      { picture: '🔥', en: ['flame', 'burner'], ru: ['пламя', 'горелк'] },
      { picture: '🌅', en: ['sunrise', 'sun'], ru: ['рассвет', 'солн'] },
      { picture: '🏞️', en: ['valley'], ru: ['долин'] },
    ],
    en: {
      title: 'Hot air balloons fill the sky',
      beats: {
        who: 'a hundred colourful hot air balloons over a valley, and a boy called Tom flying with his grandpa',
        what: 'At sunrise the balloons rose slowly into the morning sky, with people waving from their baskets.',
        feeling: 'a tickle of excitement, then wonder and joy',
        helped: 'his grandpa, a balloon pilot, who warmed the air inside the balloon',
        why: 'Warm air is lighter than cool air, so it rises and lifts the balloon; pilots fly early, when the air is calm.',
      },
      hook: 'Tonight my news floats up high.',
      bedtime: 'Tom dreams of floating over the valley.',
      toddler: [
        {
          title: 'Up, up, up',
          text: 'Oh! A big balloon. Red and yellow, round and tall. Up, up, up it goes!',
        },
        {
          title: 'So many balloons',
          text: 'One balloon, two balloons, a hundred balloons! Blue ones, green ones, stripy ones.',
        },
        {
          title: 'Wave, wave',
          text: 'Tom is in the basket. Wave, wave, wave! Wave to the sun! Wave to the sky!',
        },
      ],
      small: [
        {
          title: 'Before the sun',
          text: 'Very early in the morning, over a wide valley, Tom stood in a wicker basket with his grandpa. Above them swayed a huge red and yellow balloon.',
        },
        {
          title: 'Whoosh!',
          text: 'Grandpa turned on the burner. Whoosh! Warm air filled the balloon, and the basket gently lifted off the grass.',
        },
        {
          title: 'A hundred balloons',
          text: 'All around them, a hundred colourful balloons rose slowly into the morning sky, like soap bubbles. People waved from every basket, and Tom waved back.',
        },
        {
          title: 'Your turn',
          text: 'Tom felt a little tickle in his tummy, and then pure joy. If you had a balloon, what colour would it be?',
        },
      ],
      arc: [
        {
          title: 'A valley at dawn',
          text: 'In a wide green valley, a balloon festival begins before sunrise. A boy called Tom has come with his grandpa, who is a balloon pilot.',
        },
        {
          title: 'A flat balloon',
          text: 'Tom wished to see the sun come up from high in the sky. But their balloon lay flat on the grass, like a big sleepy blanket. How could it ever fly?',
        },
        {
          title: 'Puffing it up',
          text: 'First a big fan blew cool air inside. The balloon grew fat and round, but it still lay on its side in the grass.',
        },
        {
          title: 'Warm air',
          text: 'Then Grandpa turned on the burner. A bright flame went whoosh, and the air inside grew warm. Slowly the balloon stood up, tall and round, above the basket.',
        },
        {
          title: 'Into the sky',
          text: 'The basket lifted off the ground. A hundred balloons were rising all around them into the pink morning sky. Tom waved to the people in the other baskets, and they waved back.',
        },
        {
          title: 'Why warm air rises',
          text: 'Warm air is lighter than cool air, so it floats up and carries the balloon with it. Pilots fly early in the morning, when the air is cool and the wind is calm.',
        },
      ],
      footnote: {
        word: 'basket',
        inText: 'basket',
        explanation: 'A box woven from thin sticks; under a hot air balloon, people stand in it.',
      },
      whatHappened:
        'At a balloon festival, a hundred colourful hot air balloons rose slowly over a valley at sunrise. People stood in the baskets under the balloons and waved.',
      parent: {
        upto3: ['Can you find the red and yellow balloon?', 'Where is Tom waving from?'],
        '4to5': [
          'How do you think Tom felt when the basket lifted off the grass?',
          'Would you like to fly in a balloon one day?',
        ],
        '6to7': [
          'Why do you think the balloon needs warm air to fly?',
          'Could you watch the steam rise from a cup of hot tea together and talk about why it goes up?',
        ],
      },
    },
    ru: {
      title: 'Воздушные шары в небе',
      beats: {
        who: 'сто разноцветных воздушных шаров над долиной и мальчик Том, который летит с дедушкой',
        what: 'На рассвете шары медленно поднялись в утреннее небо, а люди махали им из корзин.',
        feeling: 'сначала щекотно от волнения, потом чудесно и радостно',
        helped: 'дедушка-пилот, который нагрел воздух в шаре',
        why: 'Тёплый воздух легче холодного, поэтому он поднимается и уносит шар; летают рано утром, когда тихо.',
      },
      hook: 'Сегодня моя новость летает высоко-высоко.',
      bedtime: 'Тому снится, как он летит над долиной.',
      toddler: [
        {
          title: 'Выше, выше',
          text: 'Ой! Большой шар. Красный, жёлтый, круглый! Выше, выше, выше!',
        },
        {
          title: 'Сколько шаров!',
          text: 'Один шар, два шара, сто шаров! Синие, зелёные, полосатые.',
        },
        {
          title: 'Помаши!',
          text: 'Том в корзине машет ручкой. Помаши солнышку! Помаши небу!',
        },
      ],
      small: [
        {
          title: 'До рассвета',
          text: 'Рано-рано утром над широкой долиной Том стоял в плетёной корзине вместе с дедушкой. Над ними покачивался огромный красно-жёлтый шар.',
        },
        {
          title: 'Фух!',
          text: 'Дедушка включил горелку. Фух! Тёплый воздух наполнил шар, и корзина мягко оторвалась от травы.',
        },
        {
          title: 'Сто шаров',
          text: 'А вокруг в утреннее небо медленно поднимались сто разноцветных шаров — как мыльные пузыри. Из каждой корзины люди махали руками, и Том махал им в ответ.',
        },
        {
          title: 'А ты?',
          text: 'У Тома защекотало в животе, а потом стало очень-очень радостно. Какого цвета был бы твой воздушный шар?',
        },
      ],
      arc: [
        {
          title: 'Долина на рассвете',
          text: 'В широкой зелёной долине ещё до рассвета начинается праздник воздушных шаров. Мальчик Том приехал сюда с дедушкой — дедушка у него пилот воздушного шара.',
        },
        {
          title: 'Шар лежит',
          text: 'Тому очень хотелось встретить солнце прямо в небе. Но их шар лежал на траве плоский, как большое сонное одеяло. Как же он полетит?',
        },
        {
          title: 'Надуваем',
          text: 'Сначала большой вентилятор задул внутрь прохладный воздух. Шар раздулся и округлился, но всё равно лежал на боку.',
        },
        {
          title: 'Тёплый воздух',
          text: 'Тогда дедушка включил горелку. Вспыхнуло яркое пламя, и воздух внутри стал тёплым. Шар медленно поднялся и встал над корзиной.',
        },
        {
          title: 'В небо',
          text: 'Корзина оторвалась от земли. Вокруг в розовое утреннее небо поднимались сто шаров. Том стоял в корзине и махал людям на соседних шарах, а они махали ему.',
        },
        {
          title: 'Почему тёплый воздух поднимается',
          text: 'Тёплый воздух легче холодного, поэтому он поднимается вверх и уносит шар с собой. Летают на шарах рано утром, когда воздух прохладный, а ветер тихий.',
        },
      ],
      footnote: {
        word: 'корзина',
        inText: 'корзине',
        explanation: 'Плетёный короб из тонких прутьев; под воздушным шаром в нём стоят люди.',
      },
      whatHappened:
        'На фестивале воздушных шаров сто разноцветных шаров на рассвете медленно поднялись над долиной. Люди стояли в корзинах под шарами и махали.',
      parent: {
        upto3: ['Покажешь красно-жёлтый шар?', 'Где стоит Том?'],
        '4to5': [
          'Как думаешь, что почувствовал Том, когда корзина оторвалась от травы?',
          'А тебе хотелось бы полетать на воздушном шаре?',
        ],
        '6to7': [
          'Как думаешь, почему шару нужен тёплый воздух, чтобы взлететь?',
          'Может, посмотрите вместе, как поднимается пар над чашкой горячего чая, и поговорите, почему так?',
        ],
      },
    },
  },
  '04-18': {
    heroLooks:
      'a tiny dark grey-green sea turtle hatchling, no bigger than a biscuit, with a patterned shell and paddle-shaped flippers',
    draw: [
      { picture: '🐢', en: ['turtle', 'kiki'], ru: ['черепа', 'кики'] },
      { picture: '🥚', en: ['egg'], ru: ['яйц', 'яиц'] },
      { picture: '🏖️', en: ['beach', 'sand'], ru: ['пляж', 'песо', 'песк', 'песч'] },
      { picture: '🌊', en: ['wave', 'sea'], ru: ['волн', 'мор'] },
      { picture: '🧑‍🤝‍🧑', en: ['helper'], ru: ['помощник'] },
      { picture: '🌙', en: ['moon'], ru: ['лун'] },
    ],
    en: {
      title: 'Baby turtles reach the sea',
      beats: {
        who: 'a hundred tiny sea turtles on a warm sandy beach, and the smallest of them, Kiki',
        what: 'The baby turtles hatched from their eggs in the sand and crawled all the way down to the sea.',
        feeling: 'tired and a little unsure which way to go, then happy in the waves',
        helped: 'helpers on the beach, who made a safe, smooth path to the water',
        why: 'Baby turtles find the sea by the light over the water, and when the girls grow up, they come back to the same beach to lay their eggs.',
      },
      hook: 'Tonight my news crawls across the sand.',
      bedtime: 'Kiki sleeps, rocked by the gentle waves.',
      toddler: [
        {
          title: 'Crack!',
          text: 'Crack, crack, crack! Out of the sand pops a tiny turtle. Tiny head, tiny flippers, tiny shell!',
        },
        {
          title: 'Scritch, scratch',
          text: 'Scritch, scratch, scritch! Down the sand she goes. One turtle, two turtles, so many turtles!',
        },
        {
          title: 'Into the sea',
          text: 'Here are the waves. Swoosh! Swim, little turtle, swim!',
        },
      ],
      small: [
        {
          title: 'Under the sand',
          text: 'On a warm sandy beach, a hundred eggs lay hidden under the sand. One evening they hatched, and a hundred tiny turtles wriggled out. The smallest one was Kiki.',
        },
        {
          title: 'Which way?',
          text: 'Kiki looked around. Which way was the sea? She saw the moon shining on the water and began to crawl: scritch, scratch.',
        },
        {
          title: 'A safe path',
          text: 'Kind helpers had smoothed a path in the sand and taken away the sticks and rubbish. So every little turtle reached the waves.',
        },
        {
          title: 'Your turn',
          text: 'Kiki was tired, but so happy when the first wave lifted her up. Can you paddle your arms like turtle flippers?',
        },
      ],
      arc: [
        {
          title: 'A warm beach',
          text: 'On a warm sandy beach, deep in the sand, a mother sea turtle had hidden a hundred eggs. In one of them was the smallest turtle of all, Kiki.',
        },
        {
          title: 'Out of the egg',
          text: 'One evening the eggs hatched, and the baby turtles pushed their way up through the sand. Kiki had one wish: to reach the sea. But which way was it?',
        },
        {
          title: 'Scritch, scratch',
          text: 'Kiki began to crawl. The sand was bumpy and full of footprints, and her flippers were so small. Scritch, scratch, she went, slowly, slowly.',
        },
        {
          title: "The helpers' path",
          text: 'But helpers had been waiting. They had smoothed a wide path down to the water. They had also switched off the lamps on the beach, so only the moon shone over the sea.',
        },
        {
          title: 'The first wave',
          text: 'Kiki followed the shining water all the way down the path. A soft wave lifted her up, and she swam away with a hundred other tiny turtles.',
        },
        {
          title: 'Why turtles follow the light',
          text: 'Baby turtles find the sea by the light that shines over the water. Bright lamps on a beach can lead them the wrong way. One day Kiki will come back to this very beach to lay her own eggs.',
        },
      ],
      footnote: {
        word: 'hatch',
        inText: 'hatched',
        explanation: 'To come out of an egg, by breaking the shell from the inside.',
      },
      whatHappened:
        'On a warm beach, a hundred baby sea turtles came out of their eggs and crawled to the sea. Helpers made a safe path so that every turtle reached the waves.',
      parent: {
        upto3: ['Can you find the tiny turtle?', 'Where are the waves?'],
        '4to5': [
          'How do you think Kiki felt when the first wave lifted her up?',
          'How do you feel when you finally get home after a long walk?',
        ],
        '6to7': [
          'Why do you think the helpers switched off the lamps on the beach?',
          'Could you find pictures of sea turtles together and see how big they grow?',
        ],
      },
    },
    ru: {
      title: 'Черепашки добрались до моря',
      beats: {
        who: 'сто крошечных морских черепашек на тёплом песчаном пляже и самая маленькая из них — Кики',
        what: 'Черепашки вылупились из яиц в песке и поползли к морю.',
        feeling: 'усталость и растерянность — куда ползти? — а потом радость в волнах',
        helped: 'помощники на пляже, которые проложили к воде безопасную ровную дорожку',
        why: 'Черепашки находят море по свету над водой, а когда вырастут, возвращаются на тот же пляж откладывать яйца.',
      },
      hook: 'Сегодня моя новость ползёт по песку.',
      bedtime: 'Кики спит, и её качают тёплые волны.',
      toddler: [
        {
          title: 'Крак!',
          text: 'Крак, крак, крак! Из песка — головка. Вот черепашка! Крошечные лапки, крошечный панцирь.',
        },
        {
          title: 'Шур-шур',
          text: 'Шур-шур-шур по песочку! Одна черепашка, две, три — много-много!',
        },
        {
          title: 'В море',
          text: 'Вот и море. Шшш — волна! Плыви, черепашка, плыви!',
        },
      ],
      small: [
        {
          title: 'Под песком',
          text: 'На тёплом песчаном пляже под песком лежали сто яиц. Однажды вечером из них вылупились сто крошечных черепашек. Самую маленькую звали Кики.',
        },
        {
          title: 'Куда ползти?',
          text: 'Кики огляделась. Где же море? Над водой сияла луна, и Кики поползла на свет: шур-шур, шур-шур.',
        },
        {
          title: 'Безопасная дорожка',
          text: 'Добрые помощники заранее разровняли дорожку на песке и убрали палки и мусор. Поэтому все черепашки добрались до волн.',
        },
        {
          title: 'А ты?',
          text: 'Кики устала, но как же она обрадовалась, когда её подхватила первая волна! Покажешь, как черепашка гребёт ластами?',
        },
      ],
      arc: [
        {
          title: 'Тёплый пляж',
          text: 'На тёплом песчаном пляже, глубоко в песке, мама-черепаха спрятала сто яиц. В одном из них сидела самая маленькая черепашка — Кики.',
        },
        {
          title: 'Скорее к морю',
          text: 'Однажды вечером черепашки вылупились и стали выбираться наверх. Кики мечтала только об одном — добраться до моря. Но в какой оно стороне?',
        },
        {
          title: 'Шур-шур по песку',
          text: 'Кики поползла. Песок был неровный, весь в ямках от чужих следов, а ласты такие маленькие! Шур-шур, медленно-медленно.',
        },
        {
          title: 'Дорожка помощников',
          text: 'А на пляже уже ждали помощники. Они разровняли широкую дорожку до самой воды и погасили фонари, чтобы над морем светила одна луна.',
        },
        {
          title: 'Первая волна',
          text: 'Кики ползла по этой дорожке к блестящей воде. Мягкая волна подняла её, и она поплыла вместе с сотней других черепашек.',
        },
        {
          title: 'Почему черепашки ползут на свет',
          text: 'Маленькие черепашки находят море по свету над водой, поэтому яркие фонари на берегу могут их запутать. А когда Кики вырастет, она вернётся на этот самый пляж и отложит свои яйца.',
        },
      ],
      footnote: {
        word: 'вылупиться',
        inText: 'вылупились',
        explanation: 'Выбраться из яйца, когда малыш изнутри разбивает скорлупку.',
      },
      whatHappened:
        'На тёплом пляже сто морских черепашек выбрались из яиц и поползли к морю. Помощники проложили безопасную дорожку, чтобы все черепашки добрались до волн.',
      parent: {
        upto3: ['Покажешь крошечную черепашку?', 'Где здесь волны?'],
        '4to5': [
          'Как думаешь, что почувствовала Кики, когда её подняла первая волна?',
          'Что ты чувствуешь, когда после долгой прогулки наконец добираешься до дома?',
        ],
        '6to7': [
          'Как думаешь, зачем помощники погасили фонари на пляже?',
          'Может, найдёте вместе картинки морских черепах и узнаете, какими большими они вырастают?',
        ],
      },
    },
  },
  '04-22': {
    heroLooks:
      'a boy with short black hair, a green T-shirt with a leaf on it, big yellow rubber gloves and a blue bag in his hand',
    draw: [
      { picture: '👦', en: ['mark', 'boy'], ru: ['марк', 'мальчик'] },
      { picture: '🛍️', en: ['bag'], ru: ['мешк', 'мешок'] },
      { picture: '🧤', en: ['glove'], ru: ['перчат'] },
      { picture: '🍾', en: ['bottle', 'glass'], ru: ['бутыл', 'стекл'] },
      { picture: '📰', en: ['paper', 'newspaper'], ru: ['бумаг', 'газет'] },
      { picture: '🥤', en: ['plastic', 'cup'], ru: ['пластик', 'стаканчик'] },
      { picture: '🌳', en: ['park', 'tree'], ru: ['парк', 'дерев'] },
      { picture: '🦆', en: ['duck'], ru: ['утк', 'уточк'] },
    ],
    en: {
      title: 'Earth Day clean-up',
      beats: {
        who: 'families in many towns, and a boy called Mark with his grandpa',
        what: 'On Earth Day families went to parks and beaches, picked up litter and sorted it into bags for plastic, paper and glass.',
        feeling: 'a little sad to see the mess, then busy, then proud',
        helped: 'his grandpa, who brought three bags so that everything could be sorted',
        why: 'Sorted rubbish can be made into new things, and a clean park is safer for the ducks and birds that live there.',
      },
      hook: 'Tonight my news makes the Earth cleaner.',
      bedtime: 'Mark is asleep; his gloves are drying.',
      toddler: [
        {
          title: 'Pick it up',
          text: 'A paper on the grass. Pick, pick! A cup by the bench. Pop it in the bag!',
        },
        {
          title: 'Three bags',
          text: 'Paper in the blue bag. Plastic in the yellow bag. Glass in the green bag. Clink, clink!',
        },
        {
          title: 'All clean',
          text: 'Look at the park now. Clean grass, clean path! Hooray for Earth Day!',
        },
      ],
      small: [
        {
          title: 'A special day',
          text: 'It was Earth Day, and in many towns families went out to the parks and beaches. Mark came with his mum and his grandpa, wearing big yellow gloves.',
        },
        {
          title: 'So much litter',
          text: 'Under the benches and in the grass there was litter: crumpled paper, plastic cups, a glass bottle. Mark picked it all up, piece by piece.',
        },
        {
          title: 'Into the bags',
          text: 'Grandpa held three bags: one for plastic, one for paper and one for glass. Mark sorted everything carefully. Clink went the bottle!',
        },
        {
          title: 'Your turn',
          text: 'When the park was clean, Mark felt proud and very grown-up. Can you guess which bag an old newspaper goes in?',
        },
      ],
      arc: [
        {
          title: 'A park by the beach',
          text: 'In a little town there is a park that runs all the way down to a sandy beach. A boy called Mark lives nearby and goes there every weekend with his grandpa.',
        },
        {
          title: 'Not so nice',
          text: 'This spring there was litter in the grass and on the sand: paper, cups and bottle tops. The ducks poked at it with their beaks, and Mark felt sad.',
        },
        {
          title: 'Earth Day',
          text: 'Then came the twenty-second of April, Earth Day, when families in many towns go out to clean up. Mark and Grandpa put on gloves and picked up everything they found.',
        },
        {
          title: "Grandpa's idea",
          text: 'Grandpa had brought three bags. "Plastic here, paper here, glass here," he said. Sorting turned into a game, and Mark was the fastest of all.',
        },
        {
          title: 'Clean and bright',
          text: 'By lunchtime the grass was clean and the sand was smooth again. All over town, other families had filled their bags too.',
        },
        {
          title: 'Why we sort',
          text: 'Sorted rubbish can be made into new things: old paper into new paper, and old bottles into new bottles. And in a clean park, no duck will mistake a bit of plastic for its lunch.',
        },
      ],
      footnote: {
        word: 'litter',
        inText: 'litter',
        explanation: 'Rubbish that people have dropped or left lying on the ground.',
      },
      whatHappened:
        'On Earth Day, families in many towns cleaned up parks and beaches. They sorted what they found into separate bags for plastic, paper and glass.',
      parent: {
        upto3: ["Can you find Mark's yellow gloves?", 'Where is the glass bottle?'],
        '4to5': [
          'How do you think Mark felt when the park was clean again?',
          'How do you feel when you tidy up your toys?',
        ],
        '6to7': [
          'Why do you think people sort plastic, paper and glass into different bags?',
          'Could you sort the rubbish at home together for one day and see which bag fills up first?',
        ],
      },
    },
    ru: {
      title: 'Уборка в День Земли',
      beats: {
        who: 'семьи из многих городов и мальчик Марк со своим дедушкой',
        what: 'В День Земли семьи вышли в парки и на пляжи, собирали мусор и раскладывали его по мешкам: пластик, бумага, стекло.',
        feeling: 'сначала грустно от беспорядка, потом весело за работой и гордо',
        helped: 'дедушка, который принёс три мешка, чтобы всё разложить по отдельности',
        why: 'Из разобранного мусора делают новые вещи, а в чистом парке безопаснее уткам и птицам.',
      },
      hook: 'Сегодня у меня новость про чистую Землю.',
      bedtime: 'Марк спит, а его перчатки сохнут.',
      toddler: [
        {
          title: 'Собираем',
          text: 'Бумажка в траве. Хвать! Стаканчик у скамейки. Раз — и в мешок!',
        },
        {
          title: 'Три мешка',
          text: 'Бумага — в синий мешок. Пластик — в жёлтый мешок. Стекло — в зелёный. Дзынь, дзынь!',
        },
        {
          title: 'Чисто!',
          text: 'Посмотри на парк! Чистая травка, чистая дорожка. Ура, День Земли!',
        },
      ],
      small: [
        {
          title: 'Особенный день',
          text: 'Был День Земли, и во многих городах семьи вышли в парки и на пляжи. Марк пришёл с мамой и дедушкой, в больших жёлтых перчатках.',
        },
        {
          title: 'Сколько мусора!',
          text: 'Под скамейками и в траве валялся мусор: мятые бумажки, пластиковые стаканчики, стеклянная бутылка. Марк собирал всё по кусочку.',
        },
        {
          title: 'По мешкам',
          text: 'Дедушка держал три мешка: для пластика, для бумаги и для стекла. Марк всё аккуратно раскладывал. Дзынь — это бутылка!',
        },
        {
          title: 'А ты?',
          text: 'Когда парк стал чистым, Марк почувствовал себя большим и важным. Как думаешь, в какой мешок положить старую газету?',
        },
      ],
      arc: [
        {
          title: 'Парк у моря',
          text: 'В маленьком городе есть парк, который спускается прямо к песчаному пляжу. Рядом живёт мальчик Марк, и по выходным он гуляет там с дедушкой.',
        },
        {
          title: 'Что-то не так',
          text: 'Этой весной в траве и на песке стал попадаться мусор: бумажки, стаканчики, крышки от бутылок. Утки тыкались в него клювами, и Марку стало грустно.',
        },
        {
          title: 'День Земли',
          text: 'И вот наступило двадцать второе апреля — День Земли, когда семьи во многих городах выходят на уборку. Марк и дедушка надели перчатки и собрали всё, что нашли.',
        },
        {
          title: 'Дедушкина придумка',
          text: 'Дедушка захватил три мешка. «Сюда пластик, сюда бумагу, а сюда стекло», — сказал он. Раскладывать оказалось весело, и Марк делал это быстрее всех.',
        },
        {
          title: 'Чисто и светло',
          text: 'К обеду трава снова стала чистой, а песок — гладким. И по всему городу другие семьи тоже наполнили свои мешки.',
        },
        {
          title: 'Зачем раскладывать',
          text: 'Из разобранного мусора делают новые вещи: из старой бумаги — новую бумагу, из старых бутылок — новые бутылки. А в чистом парке ни одна утка не примет кусочек пластика за обед.',
        },
      ],
      footnote: {
        word: 'мусор',
        inText: 'мусор',
        explanation: 'То, что выбросили или забыли на земле: бумажки, обёртки, бутылки.',
      },
      whatHappened:
        'В День Земли семьи из многих городов убирали парки и пляжи. Всё, что нашли, они раскладывали по разным мешкам: для пластика, бумаги и стекла.',
      parent: {
        upto3: ['Покажешь жёлтые перчатки Марка?', 'Где стеклянная бутылка?'],
        '4to5': [
          'Как думаешь, что почувствовал Марк, когда парк снова стал чистым?',
          'А тебе нравится, когда в комнате после уборки чисто?',
        ],
        '6to7': [
          'Как думаешь, зачем раскладывать пластик, бумагу и стекло по разным мешкам?',
          'Может, попробуете вместе один день разбирать мусор дома и посмотрите, какой мешок наполнится первым?',
        ],
      },
    },
  },
  '04-25': {
    heroLooks:
      'a little girl with a short black bob, a red helmet with white dots and a small blue bike with a silver bell',
    draw: [
      { picture: '👧', en: ['mila', 'girl'], ru: ['мил', 'девоч'] },
      { picture: '🚲', en: ['bike'], ru: ['велосипед', 'велодорожк'] },
      { picture: '🪧', en: ['sign'], ru: ['знак'] },
      { picture: '🦆', en: ['duck'], ru: ['утк', 'уточк'] },
      { picture: '🐸', en: ['frog'], ru: ['лягуш'] },
      { picture: '🔔', en: ['bell', 'ring'], ru: ['звоноч', 'дзынь'] },
      { picture: '🏞️', en: ['river'], ru: ['рек'] },
    ],
    en: {
      title: 'A new bike path opens',
      beats: {
        who: 'the children of a small town, and a girl called Mila on her blue bike',
        what: 'A brand new bike path opened along a green river bank, and the children rode on it.',
        feeling: 'eager, then fast and brave, then delighted',
        helped: null,
        why: 'A bike path keeps riders away from cars, and its picture signs tell everyone, even children who cannot read, where to slow down.',
      },
      hook: 'Tonight my news rides on two wheels.',
      bedtime: 'Mila sleeps; her bike waits by the door.',
      toddler: [
        {
          title: 'Ring, ring',
          text: 'Here is Mila on her bike. Ring, ring! Round and round go the wheels.',
        },
        {
          title: 'Look, a sign',
          text: 'A sign with a duck! Quack, quack. A sign with a frog! Ribbit, ribbit.',
        },
        {
          title: 'Slow down',
          text: 'Slow, slow, Mila. Here are real ducks! Wave to the ducks.',
        },
      ],
      small: [
        {
          title: 'A new path',
          text: 'In a small town, along a green river bank, there was a brand new bike path. All the children came to ride on it, and Mila came too, on her blue bike.',
        },
        {
          title: 'Ring, ring!',
          text: 'Mila pedalled hard. The wind blew her hair, and her little bell went ring, ring. She felt fast and brave.',
        },
        {
          title: 'Funny signs',
          text: 'Along the path stood little signs: one with a duck, one with a frog. Mila slowed down to look. Behind the reeds, a real frog went plop into the water!',
        },
        {
          title: 'Your turn',
          text: 'If you made a sign for the path, which animal would you draw on it?',
        },
      ],
      arc: [
        {
          title: 'A town by the river',
          text: 'In a small town, along a green river bank, lives a girl called Mila. She has a blue bike with a bell, and she has only just learned to ride it.',
        },
        {
          title: 'Too busy',
          text: 'Mila wanted to ride all the way to the river to see the ducks. But the road to the river was full of cars, and Mum said it was too busy for a bike.',
        },
        {
          title: 'Round the yard',
          text: 'So Mila rode round and round the yard: round the swing, round the tree, round the swing again. It was fun, but it was not the river.',
        },
        {
          title: 'A surprise',
          text: 'One morning Mum came in smiling: the new bike path was open! It ran along the river bank, far from the cars, just for bikes and people on foot.',
        },
        {
          title: 'Ducks and frogs',
          text: 'All the children of the town came to ride. Mila rang her bell and pedalled along. Little signs with ducks and frogs showed where to slow down, and there, by the water, swam real ducks.',
        },
        {
          title: 'Why signs have pictures',
          text: 'Signs use pictures so that everyone understands them at once, even children who cannot read yet. A duck on a sign means that ducks may cross here, so riders slow down and look.',
        },
      ],
      footnote: {
        word: 'sign',
        inText: 'signs',
        explanation: 'A board with a picture or words on it that tells you something, like where to stop.',
      },
      whatHappened:
        'A small town opened a new bike path along its river, and the children came to ride on it. Along the path there are little signs with pictures of ducks and frogs.',
      parent: {
        upto3: ['Can you find the sign with the frog?', "Where is Mila's bell?"],
        '4to5': ['How do you think Mila felt when she rode along the new path?', 'What makes you feel brave?'],
        '6to7': [
          'Why do you think the signs have pictures and not just words?',
          'Could you look for signs with pictures on your next walk together and guess what each one means?',
        ],
      },
    },
    ru: {
      title: 'Открылась новая велодорожка',
      beats: {
        who: 'дети маленького города и девочка Мила на синем велосипеде',
        what: 'Вдоль зелёного берега реки открылась новенькая велодорожка, и дети по ней прокатились.',
        feeling: 'нетерпение, потом скорость и смелость, потом восторг',
        helped: null,
        why: 'На велодорожке нет машин, а знаки с картинками понятны всем, даже тем, кто ещё не умеет читать.',
      },
      hook: 'Сегодня моя новость катится на двух колёсах.',
      bedtime: 'Мила спит, а велосипед ждёт у двери.',
      toddler: [
        {
          title: 'Дзынь-дзынь',
          text: 'Вот Мила на велосипеде. Дзынь-дзынь! Колёса крутятся, крутятся, крутятся!',
        },
        {
          title: 'Знаки',
          text: 'Знак с уточкой! Кря-кря. Знак с лягушкой! Ква-ква.',
        },
        {
          title: 'Тише, Мила',
          text: 'Тише, тише, Мила! Вот настоящие утки. Помаши уточкам!',
        },
      ],
      small: [
        {
          title: 'Новая дорожка',
          text: 'В маленьком городе, вдоль зелёного берега реки, открылась новенькая велодорожка. Покататься пришли все дети, и Мила тоже — на своём синем велосипеде.',
        },
        {
          title: 'Дзынь!',
          text: 'Мила крутила педали изо всех сил. Ветер трепал ей волосы, а звоночек пел: дзынь-дзынь! Мила чувствовала себя быстрой и смелой.',
        },
        {
          title: 'Смешные знаки',
          text: 'Вдоль дорожки стояли маленькие знаки: на одном утка, на другом лягушка. Мила притормозила и присмотрелась. А в камышах настоящая лягушка — плюх в воду!',
        },
        {
          title: 'А ты?',
          text: 'Какого зверька ты нарисуешь на своём знаке для велодорожки?',
        },
      ],
      arc: [
        {
          title: 'Город у реки',
          text: 'В маленьком городе, вдоль зелёного берега реки, живёт девочка Мила. У неё синий велосипед со звоночком, и кататься она научилась совсем недавно.',
        },
        {
          title: 'Слишком много машин',
          text: 'Миле хотелось доехать до реки и посмотреть на уток. Но по дороге к реке ездило столько машин, что мама сказала: на велосипеде туда нельзя.',
        },
        {
          title: 'Круги по двору',
          text: 'Пришлось Миле кататься по двору: вокруг качелей, вокруг дерева и снова вокруг качелей. Весело, но это же не река!',
        },
        {
          title: 'Сюрприз',
          text: 'Однажды утром мама улыбнулась: «Открыли новую велодорожку!» Она шла вдоль берега, далеко от машин, — только для велосипедов и пешеходов.',
        },
        {
          title: 'Утки и лягушки',
          text: 'Покататься пришли все дети города. Мила звенела звоночком и ехала вперёд. Знаки с утками и лягушками подсказывали, где притормозить, а у воды плавали настоящие утки.',
        },
        {
          title: 'Зачем на знаках картинки',
          text: 'На знаках рисуют картинки, чтобы все понимали их сразу, даже малыши, которые ещё не умеют читать. Утка на знаке значит: здесь могут переходить утки, поезжай потише.',
        },
      ],
      footnote: {
        word: 'знак',
        inText: 'знаки',
        explanation: 'Табличка с картинкой или словами, которая что-то подсказывает, например где остановиться.',
      },
      whatHappened:
        'В маленьком городе вдоль реки открыли новую велодорожку, и дети пришли на ней покататься. На дорожке стоят знаки с утками и лягушками.',
      parent: {
        upto3: ['Покажешь знак с лягушкой?', 'Где у Милы звоночек?'],
        '4to5': [
          'Как думаешь, что почувствовала Мила, когда поехала по новой дорожке?',
          'А когда тебе бывает смело и весело?',
        ],
        '6to7': [
          'Как думаешь, почему на знаках рисуют картинки, а не только пишут слова?',
          'Может, на прогулке поищете вместе знаки с картинками и угадаете, что значит каждый?',
        ],
      },
    },
  },
  '05-02': {
    heroLooks: 'a small round honeybee with yellow and black stripes, fuzzy legs and shiny see-through wings',
    draw: [
      { picture: '🐝', en: ['bee', 'zuzu'], ru: ['пчёл', 'пчел', 'зузу'] },
      { picture: '🌸', en: ['flower', 'daisies', 'lavender', 'clover'], ru: ['цвет', 'ромаш', 'лаванд', 'клевер'] },
      { picture: '🌻', en: ['sunflower'], ru: ['подсолнух'] },
      { picture: '🍯', en: ['honey'], ru: ['мёд'] },
      { picture: '📚', en: ['library'], ru: ['библиотек'] },
      { picture: '🏙️', en: ['city', 'roof'], ru: ['город', 'крыш'] },
    ],
    en: {
      title: 'Bees get a rooftop garden',
      beats: {
        who: 'a buzzing family of bees in a big city, and a little worker bee called Zuzu',
        what: 'The bees found a new garden full of flowers on the roof of the city library.',
        feeling: 'tired from searching, then surprised and overjoyed',
        helped: 'the people who planted a garden on the library roof',
        why: 'Bees make honey from the nectar of flowers, and in a city full of roofs and roads a rooftop garden gives them plenty of it.',
      },
      hook: 'Tonight my news buzzes over the roofs.',
      bedtime: 'Zuzu sleeps in the warm, sweet hive.',
      toddler: [
        {
          title: 'Buzz, buzz',
          text: 'Buzz, buzz, buzz! Here comes a little bee. Up, up, up to the roof!',
        },
        {
          title: 'Flowers!',
          text: 'Pink flowers, blue flowers, yellow flowers! Sip, sip, sip. Sweet, sweet nectar.',
        },
        {
          title: 'Honey',
          text: 'Home flies the bee. Now there will be honey. Sticky, golden honey. Yum, yum!',
        },
      ],
      small: [
        {
          title: 'A grey city',
          text: 'Zuzu the bee lived with her big buzzing family in the middle of a city. All around were roofs and roads, and very few flowers.',
        },
        {
          title: 'A garden up high',
          text: 'One day Zuzu flew up high, over the city library, and stopped in the air. On its roof there was a brand new garden, full of flowers!',
        },
        {
          title: 'Sweet nectar',
          text: 'Zuzu sipped the sweet nectar from a purple flower. Then she hurried home to tell her family, and soon the whole garden was buzzing.',
        },
        {
          title: 'Your turn',
          text: 'Zuzu was so happy that she wiggled and danced. If you were a bee, which flower would you visit first?',
        },
      ],
      arc: [
        {
          title: 'A hive in the city',
          text: 'In the middle of a big city lives a buzzing family of bees. One of them is a little worker bee called Zuzu, and her job is to find flowers.',
        },
        {
          title: 'Too few flowers',
          text: 'But the city was all roofs, roads and walls. Zuzu had to fly a long way to find a single flower, and she came home tired, with very little nectar.',
        },
        {
          title: 'Searching',
          text: 'Every morning she tried again. She buzzed over bus stops and car parks, and all she found were three daisies in a window box.',
        },
        {
          title: 'A garden on the library',
          text: 'Then one day, above the roof of the city library, she smelled something sweet. People had planted a garden up there: lavender, clover and sunflowers!',
        },
        {
          title: 'The waggle dance',
          text: 'Zuzu hurried home and did a wiggly dance to show her sisters the way. Soon the whole family was buzzing over the library roof and sipping nectar.',
        },
        {
          title: 'How bees make honey',
          text: 'Bees carry nectar home in a special tummy. In the hive they pass it from bee to bee and fan it with their wings. Slowly the runny nectar turns into thick, sweet honey.',
        },
      ],
      footnote: {
        word: 'nectar',
        inText: 'nectar',
        explanation: 'A sweet juice deep inside a flower that bees and butterflies drink.',
      },
      whatHappened:
        'A garden full of flowers was planted on the roof of a city library, and a family of bees found it. The bees make honey from the nectar of the flowers.',
      parent: {
        upto3: ['Can you find the little bee?', 'Which flower is purple?'],
        '4to5': [
          'How do you think Zuzu felt when she saw the garden on the roof?',
          'What makes you want to dance with happiness?',
        ],
        '6to7': [
          'Why do you think bees need so many flowers?',
          'Could you taste a spoonful of honey together and guess which flowers it came from?',
        ],
      },
    },
    ru: {
      title: 'Пчёлы получили сад на крыше',
      beats: {
        who: 'жужжащая пчелиная семья в большом городе и маленькая пчёлка Зузу',
        what: 'Пчёлы нашли на крыше городской библиотеки новый сад, полный цветов.',
        feeling: 'усталость от долгих поисков, потом удивление и огромная радость',
        helped: 'люди, которые разбили сад на крыше библиотеки',
        why: 'Пчёлы делают мёд из цветочного нектара, и в городе, где кругом крыши и дороги, сад на крыше даёт им много нектара.',
      },
      hook: 'Сегодня моя новость жужжит над крышами.',
      bedtime: 'Зузу спит в тёплом сладком улье.',
      toddler: [
        {
          title: 'Жу-жу-жу',
          text: 'Жу-жу-жу! Летит пчёлка. Выше, выше, на крышу!',
        },
        {
          title: 'Цветы',
          text: 'Розовые цветы, синие цветы, жёлтые цветы! Пчёлка пьёт, пьёт сладкий нектар.',
        },
        {
          title: 'Мёд',
          text: 'Домой летит пчёлка. Будет мёд! Сладкий, липкий, золотой. Ням-ням!',
        },
      ],
      small: [
        {
          title: 'Серый город',
          text: 'Пчёлка Зузу жила с большой жужжащей семьёй посреди города. Вокруг были одни крыши да дороги, а цветов — совсем мало.',
        },
        {
          title: 'Сад наверху',
          text: 'Однажды Зузу взлетела высоко-высоко над городской библиотекой и замерла в воздухе. На крыше был новый сад, полный цветов!',
        },
        {
          title: 'Сладкий нектар',
          text: 'Зузу попробовала сладкий нектар сиреневого цветка. Потом поспешила домой, позвала всю семью, и скоро весь сад зажужжал.',
        },
        {
          title: 'А ты?',
          text: 'Зузу так обрадовалась, что закружилась в танце. А тебе какой цветок нравится больше всего?',
        },
      ],
      arc: [
        {
          title: 'Улей в городе',
          text: 'Посреди большого города живёт жужжащая пчелиная семья. Одна из пчёлок — маленькая Зузу, и её работа — искать цветы.',
        },
        {
          title: 'Мало цветов',
          text: 'Но в городе сплошь крыши, дороги и стены. Зузу приходилось далеко летать за каждым цветком, и домой она возвращалась усталая, почти без нектара.',
        },
        {
          title: 'Поиски',
          text: 'Каждое утро она летела снова. Пролетала над остановками и стоянками — и находила только три ромашки в ящике на окне.',
        },
        {
          title: 'Сад на библиотеке',
          text: 'И вот однажды над крышей городской библиотеки Зузу почуяла сладкий запах. Там люди разбили сад: лаванда, клевер, подсолнухи!',
        },
        {
          title: 'Пчелиный танец',
          text: 'Зузу поспешила домой и станцевала особый танец, чтобы показать сёстрам дорогу. Скоро вся семья жужжала над крышей библиотеки и собирала нектар.',
        },
        {
          title: 'Как пчёлы делают мёд',
          text: 'Пчёлы приносят нектар домой в особом животике. В улье они передают его друг другу и обмахивают крылышками, пока жидкий нектар не станет густым сладким мёдом.',
        },
      ],
      footnote: {
        word: 'нектар',
        inText: 'нектар',
        explanation: 'Сладкий сок внутри цветка, за которым прилетают пчёлы и бабочки.',
      },
      whatHappened:
        'На крыше городской библиотеки разбили сад, полный цветов, и его нашла пчелиная семья. Из цветочного нектара пчёлы делают мёд.',
      parent: {
        upto3: ['Покажешь, где пчёлка?', 'Какой цветок сиреневый?'],
        '4to5': [
          'Как думаешь, что почувствовала Зузу, когда увидела сад на крыше?',
          'А от чего тебе хочется танцевать от радости?',
        ],
        '6to7': [
          'Как думаешь, зачем пчёлам так много цветов?',
          'Может, попробуете вместе ложечку мёда и угадаете, с каких он цветов?',
        ],
      },
    },
  },
  '05-09': {
    heroLooks:
      'a small round grey baby elephant with big floppy ears, a short wiggly trunk and a tuft of hair on the top of his head',
    draw: [
      { picture: '🐘', en: ['elephant', 'tembo'], ru: ['слон', 'тембо'] },
      { picture: '🏞️', en: ['river'], ru: ['рек', 'речк'] },
      { picture: '💦', en: ['water', 'splash', 'shower'], ru: ['вод', 'плюх', 'душ'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
    ],
    en: {
      title: 'A baby elephant takes a bath',
      beats: {
        who: 'a baby elephant called Tembo and his mother, by a wide warm river',
        what: 'Tembo splashed in the river with his mother and learned to give himself a shower with his trunk.',
        feeling: 'hot and dusty, then a bit muddled, then cool and very happy',
        helped: 'his mother, who showed him how to use his trunk like a shower',
        why: 'Elephants hardly sweat, so they cool down with water, and a baby needs lots of practice to use its trunk.',
      },
      hook: 'Tonight my news is wet and splashy.',
      bedtime: 'Tembo sleeps, curled up close to Mum.',
      toddler: [
        {
          title: 'Splash!',
          text: 'Here is a baby elephant. Step, step, into the river. Splash, splash, splash!',
        },
        {
          title: 'Whoosh',
          text: 'Up goes the trunk. Whoosh! A big shower. Water on his back, water on his ears!',
        },
        {
          title: 'Mum too',
          text: 'Mum splashes too. Splish, splosh! Cool and happy, wet and happy.',
        },
      ],
      small: [
        {
          title: 'A hot day',
          text: 'By a wide warm river, a baby elephant called Tembo was hot and dusty. His mum led him into the water, step by step.',
        },
        {
          title: 'Stamp and splash',
          text: 'Tembo stamped and splashed. The water was cool and lovely! He flapped his big ears and trumpeted with joy.',
        },
        {
          title: 'A trunk shower',
          text: 'Mum filled her trunk with water and lifted it high. Whoosh! A shower, right over Tembo. He tried it too and sprinkled water on his own head.',
        },
        {
          title: 'Your turn',
          text: 'Tembo felt cool, clean and very happy. Can you make a trunk with your arm and give yourself a pretend shower?',
        },
      ],
      arc: [
        {
          title: 'By the river',
          text: 'By a wide warm river lives a baby elephant called Tembo. He has big floppy ears, a short wiggly trunk and a mum who never leaves his side.',
        },
        {
          title: 'Too hot',
          text: 'One afternoon the sun was hot, and Tembo felt dry and dusty all over. He wanted to cool down like the grown-up elephants, who sprayed water over their backs.',
        },
        {
          title: 'A floppy try',
          text: 'Tembo dipped his trunk into the river and sucked. But the water tickled, and he sneezed it all out. Achoo! His trunk flopped this way and that.',
        },
        {
          title: 'Mum shows him',
          text: 'His mum came close. Slowly she dipped her trunk, filled it, lifted it high and blew. Whoosh! Cool water rained down on both of them.',
        },
        {
          title: 'A real shower',
          text: 'Tembo tried again, slowly, just like Mum. This time the water went up and over his back! He splashed and trumpeted until the sun went down.',
        },
        {
          title: 'Why elephants bathe',
          text: 'Elephants hardly sweat at all, so they cool down with water and by flapping their big ears. A trunk has no bones, only lots of muscles, so a baby needs months of practice to use it.',
        },
      ],
      footnote: {
        word: 'trunk',
        inText: 'trunk',
        explanation: "An elephant's long nose, which it uses to smell, drink and pick things up.",
      },
      whatHappened:
        'A baby elephant splashed in a wide warm river with its mother. Elephants use their long trunks like a shower to cool down.',
      parent: {
        upto3: ["Can you point to the elephant's big ears?", 'Where is the water?'],
        '4to5': [
          'How do you think Tembo felt when the cool water ran down his back?',
          'What do you like best about bath time?',
        ],
        '6to7': [
          'Why do you think elephants flap their big ears on a hot day?',
          'Could you try picking up a sock with your arm held like a trunk, and see how hard it is?',
        ],
      },
    },
    ru: {
      title: 'Слонёнок искупался',
      beats: {
        who: 'слонёнок Тембо и его мама у широкой тёплой реки',
        what: 'Тембо плескался в реке вместе с мамой и научился поливать себя из хобота, как из душа.',
        feeling: 'жарко и пыльно, потом немножко неловко, а потом прохладно и очень весело',
        helped: 'мама, которая показала ему, как набирать воду хоботом',
        why: 'Слоны почти не потеют, поэтому охлаждаются водой, а малышу нужно много учиться, чтобы управлять хоботом.',
      },
      hook: 'Сегодня моя новость мокрая-премокрая.',
      bedtime: 'Тембо спит, прижавшись к маме.',
      toddler: [
        {
          title: 'Плюх!',
          text: 'Вот маленький слонёнок. Топ-топ — в речку! Плюх, плюх, плюх!',
        },
        {
          title: 'Душ',
          text: 'Хобот вверх! Пшшш — душ! Водичка на спинку, водичка на ушки!',
        },
        {
          title: 'И мама тоже',
          text: 'Мама тоже плещется. Шлёп-шлёп по воде! Прохладно и весело.',
        },
      ],
      small: [
        {
          title: 'Жаркий день',
          text: 'У широкой тёплой реки жил слонёнок Тембо. Однажды ему стало жарко, и он весь покрылся пылью. Мама повела его в воду, шаг за шагом.',
        },
        {
          title: 'Топ да шлёп',
          text: 'Тембо топал и шлёпал по воде. Как прохладно, как хорошо! Он хлопал большими ушами и радостно трубил.',
        },
        {
          title: 'Душ из хобота',
          text: 'Мама набрала воды хоботом и подняла его высоко. Пшшш! Прямо на Тембо полился душ. Тембо тоже попробовал — и облил себе макушку.',
        },
        {
          title: 'А ты?',
          text: 'Тембо стал чистым, прохладным и очень довольным. Покажешь, как слонёнок поливает себя из хобота? Сделай хобот из руки!',
        },
      ],
      arc: [
        {
          title: 'У реки',
          text: 'У широкой тёплой реки живёт слонёнок Тембо. У него большие уши-лопухи, короткий вертлявый хобот и мама, которая всегда рядом.',
        },
        {
          title: 'Жарко!',
          text: 'Как-то днём солнце пекло вовсю, и Тембо стал сухим и пыльным. Ему хотелось освежиться, как взрослые слоны: они поливали себе спины водой.',
        },
        {
          title: 'Первая попытка',
          text: 'Тембо опустил хобот в реку и втянул воду. Но вода защекотала, и он чихнул. Апчхи! Хобот болтался то туда, то сюда.',
        },
        {
          title: 'Мама показывает',
          text: 'Мама подошла поближе. Медленно она набрала воды хоботом, подняла его высоко и дунула. Пшшш! Прохладный дождик пролился на обоих.',
        },
        {
          title: 'Настоящий душ',
          text: 'Тембо попробовал снова, не спеша, как мама. И вода взлетела и полилась ему на спину! Он плескался и трубил до самого заката.',
        },
        {
          title: 'Зачем слоны купаются',
          text: 'Слоны почти не потеют, поэтому охлаждаются водой и машут большими ушами. В хоботе нет костей, только множество мышц, и малышу нужны месяцы, чтобы научиться им управлять.',
        },
      ],
      footnote: {
        word: 'хобот',
        inText: 'хоботом',
        explanation: 'Длинный нос слона: им можно дышать, нюхать, пить и брать еду.',
      },
      whatHappened:
        'Слонёнок плескался в широкой тёплой реке вместе с мамой. Слоны поливают себя длинным хоботом, как из душа, чтобы освежиться.',
      parent: {
        upto3: ['Покажешь, где у слонёнка большие уши?', 'Где здесь вода?'],
        '4to5': [
          'Как думаешь, что почувствовал Тембо, когда прохладная вода полилась ему на спину?',
          'А что тебе больше всего нравится, когда купаешься?',
        ],
        '6to7': [
          'Как думаешь, зачем слоны машут ушами в жару?',
          'Может, попробуете вместе поднять носок рукой, вытянутой как хобот, и поймёте, легко ли это?',
        ],
      },
    },
  },
  '05-16': {
    heroLooks: 'a little girl with long fair plaits, a green dress and a red backpack, hugging a book',
    draw: [
      { picture: '👧', en: ['zoya', 'girl'], ru: ['зоя', 'зои', 'зое', 'зою', 'девоч'] },
      { picture: '🚌', en: ['bus'], ru: ['автобус'] },
      { picture: '📚', en: ['book', 'librar'], ru: ['книг', 'книж', 'библиотек'] },
      { picture: '👨', en: ['librarian'], ru: ['библиотекар'] },
      { picture: '🏡', en: ['village'], ru: ['деревн'] },
      { picture: '🐈', en: ['cat'], ru: ['кот', 'кош'] },
      { picture: '🦊', en: ['fox'], ru: ['лис'] },
    ],
    en: {
      title: 'A library on wheels',
      beats: {
        who: 'a bright yellow book bus, and a girl called Zoya in a village far from the city',
        what: 'The book bus drove into the village and brought new books for the children to borrow.',
        feeling: 'longing for a new story, then excited and happy',
        helped: 'the librarian on the bus, who helped Zoya choose a book',
        why: 'When books are borrowed and brought back, one book can be read by many children, and the bus brings new ones every week.',
      },
      hook: 'Tonight my news comes on yellow wheels.',
      bedtime: 'Zoya sleeps with her new book nearby.',
      toddler: [
        {
          title: 'Beep, beep',
          text: 'Beep, beep! Here comes a yellow bus. A big bus, a bright bus!',
        },
        {
          title: 'Books inside',
          text: 'Open the door. Books, books, books! Red books, blue books, books with cats.',
        },
        {
          title: "Zoya's book",
          text: 'Zoya picks a book. Hug the book! Read, read, read.',
        },
      ],
      small: [
        {
          title: 'The yellow bus',
          text: 'In a village far from the city, a girl called Zoya heard a beep. A bright yellow bus stopped by the well. It was a library on wheels!',
        },
        {
          title: 'Shelves of books',
          text: 'Inside, the walls were covered with shelves of new books. A smiling librarian with round glasses helped Zoya find one about a little fox.',
        },
        {
          title: 'Next week',
          text: 'You can borrow a book and bring it back next week, and then choose another one! Zoya held her book tight all the way home.',
        },
        {
          title: 'Your turn',
          text: 'Zoya was so excited that she read the first page on the doorstep. Which book would you borrow from the yellow bus?',
        },
      ],
      arc: [
        {
          title: 'A faraway village',
          text: 'Far from the city, among fields and hills, there is a little village. A girl called Zoya lives there, and she loves stories more than anything.',
        },
        {
          title: 'Three old books',
          text: 'But the village has no library and no bookshop. Zoya had only three books at home, and she had read them so often that she knew every word.',
        },
        {
          title: 'Stories for the cat',
          text: 'She read them to her cat again and again and made up new endings. Still, she wished for a story she had never heard before.',
        },
        {
          title: 'Beep, beep!',
          text: 'One morning a bright yellow bus drove into the village. Its sides were painted with books, and inside there were shelves full of them. It was a library on wheels!',
        },
        {
          title: 'A book for a week',
          text: 'The librarian showed Zoya how to borrow a book: take it home, read it, and bring it back next week. Zoya chose a book about a fox who loved the moon.',
        },
        {
          title: 'Why we share books',
          text: 'When books are borrowed and brought back, one book can be read by many children, one after another. The bus drives from village to village, so children far from the city get new books every week.',
        },
      ],
      footnote: {
        word: 'borrow',
        inText: 'borrow',
        explanation: 'To take something for a while and then give it back.',
      },
      whatHappened:
        'A bright yellow library bus drives to villages far from the city and brings new books to the children. They can take a book home and bring it back the next week.',
      parent: {
        upto3: ['Can you find the yellow bus?', 'Where is the book with the fox?'],
        '4to5': [
          'How do you think Zoya felt when she saw the shelves full of books?',
          'Which of your own books do you love most, and why?',
        ],
        '6to7': [
          'Why do you think the library comes on a bus instead of staying in one place?',
          'Could you visit a library together and borrow a book you have never read?',
        ],
      },
    },
    ru: {
      title: 'Библиотека на колёсах',
      beats: {
        who: 'ярко-жёлтый автобус с книгами и девочка Зоя из деревни далеко от города',
        what: 'Автобус-библиотека приехал в деревню и привёз детям новые книги, которые можно взять на время.',
        feeling: 'сначала хочется новой сказки, потом нетерпение и радость',
        helped: 'библиотекарь в автобусе, который помог Зое выбрать книжку',
        why: 'Когда книги берут и возвращают, одну книжку читают много детей, а автобус каждую неделю привозит новые.',
      },
      hook: 'Сегодня моя новость приехала на жёлтых колёсах.',
      bedtime: 'Зоя уснула, а книжка лежит рядом.',
      toddler: [
        {
          title: 'Би-би!',
          text: 'Би-би! Едет жёлтый автобус. Большой автобус, яркий автобус!',
        },
        {
          title: 'Книжки',
          text: 'Открываем дверь. Книжки, книжки, книжки! Красные, синие, с котиками.',
        },
        {
          title: 'Книжка для Зои',
          text: 'Зоя берёт книжку. Обними книжку! Читаем, читаем, читаем.',
        },
      ],
      small: [
        {
          title: 'Жёлтый автобус',
          text: 'В деревне далеко от города девочка Зоя услышала: «Би-би!» У колодца остановился ярко-жёлтый автобус. Это была библиотека на колёсах!',
        },
        {
          title: 'Полки с книгами',
          text: 'Внутри все стены были в полках с новыми книгами. Весёлый библиотекарь в круглых очках помог Зое найти книжку про маленького лисёнка.',
        },
        {
          title: 'Через неделю',
          text: 'Книгу можно взять на время, а через неделю вернуть и выбрать другую! Зоя всю дорогу домой крепко прижимала книжку к себе.',
        },
        {
          title: 'А ты?',
          text: 'Зоя так обрадовалась, что начала читать прямо на крыльце. А какую книжку тебе хочется взять в жёлтом автобусе?',
        },
      ],
      arc: [
        {
          title: 'Далёкая деревня',
          text: 'Далеко от города, среди полей и холмов, есть маленькая деревня. Там живёт девочка Зоя, и больше всего на свете она любит сказки.',
        },
        {
          title: 'Три старые книжки',
          text: 'Только в деревне нет ни библиотеки, ни книжного магазина. Дома у Зои всего три книжки, и она знает их наизусть.',
        },
        {
          title: 'Сказки для кота',
          text: 'Зоя снова и снова читала их своему коту и придумывала новые концовки. Но ей так хотелось сказку, которую она ещё никогда не слышала!',
        },
        {
          title: 'Би-би!',
          text: 'Однажды утром в деревню въехал ярко-жёлтый автобус. На боках у него были нарисованы книги, а внутри стояли полки, полные книг. Библиотека на колёсах!',
        },
        {
          title: 'Книжка на неделю',
          text: 'Библиотекарь объяснил Зое: книгу берут на время — неделю читают дома, а потом возвращают. Зоя выбрала книжку про лисёнка, который любил луну.',
        },
        {
          title: 'Зачем делиться книгами',
          text: 'Когда книги берут и возвращают, одну книжку успевают прочитать много детей. А автобус ездит от деревни к деревне, и каждую неделю у ребят вдали от города появляются новые книги.',
        },
      ],
      footnote: {
        word: 'на время',
        inText: 'на время',
        explanation: 'Ненадолго: взять, попользоваться, а потом обязательно вернуть.',
      },
      whatHappened:
        'Ярко-жёлтый автобус-библиотека ездит по деревням вдали от города и привозит детям новые книги. Книгу можно взять домой и вернуть через неделю.',
      parent: {
        upto3: ['Покажешь жёлтый автобус?', 'Где книжка про лисёнка?'],
        '4to5': [
          'Как думаешь, что почувствовала Зоя, когда увидела полки с книгами?',
          'Какую свою книжку ты любишь больше всего?',
        ],
        '6to7': [
          'Как думаешь, почему эта библиотека ездит на автобусе, а не стоит на одном месте?',
          'Может, сходите вместе в библиотеку и возьмёте книжку, которую ещё не читали?',
        ],
      },
    },
  },
  '05-20': {
    heroLooks:
      'a small boy with a brown fringe, big round glasses, a yellow T-shirt with a bee on it and green wellies',
    draw: [
      { picture: '👦', en: ['tim', 'boy'], ru: ['тим', 'мальчик'] },
      { picture: '🐝', en: ['bee'], ru: ['пчёл', 'пчел'] },
      { picture: '🌸', en: ['flower', 'lavender', 'clover'], ru: ['цвет', 'лаванд', 'клевер'] },
      { picture: '🌻', en: ['sunflower'], ru: ['подсолнух'] },
      { picture: '🍎', en: ['apple'], ru: ['яблок', 'яблон', 'яблоч'] },
      { picture: '🏫', en: ['school'], ru: ['школ'] },
      { picture: '👩‍🏫', en: ['teacher'], ru: ['учительниц'] },
    ],
    en: {
      title: 'World Bee Day',
      beats: {
        who: 'a school garden behind a small village school, and a boy called Tim',
        what: 'On World Bee Day the children planted new flowers in the school garden, just for bees.',
        feeling: 'puzzled about the missing apples, then hopeful, then proud',
        helped: 'the teacher, who brought the flowers and explained what bees need',
        why: 'Bees carry pollen from flower to flower, and only then can a flower turn into a fruit, like an apple.',
      },
      hook: 'Tonight my news is a present for bees.',
      bedtime: 'Tim is asleep, dreaming of red apples.',
      toddler: [
        {
          title: 'Pat, pat',
          text: 'Tim digs a little hole. In goes a purple flower. Pat, pat, pat!',
        },
        {
          title: 'Buzz!',
          text: 'Buzz, buzz, buzz! Here come the bees. A bee on a flower! A bee on the apple tree!',
        },
        {
          title: 'Yellow dust',
          text: 'Yellow dust on the legs of the bee. Fly, little bee, fly! Soon there will be apples.',
        },
      ],
      small: [
        {
          title: 'Bee Day',
          text: 'Behind a small village school there is a garden with an old apple tree. On World Bee Day, Tim and his class planted new flowers there, just for bees.',
        },
        {
          title: 'Purple and yellow',
          text: 'They planted lavender, clover and sunflowers. Tim patted down the soil with his hands and gave each flower a drink.',
        },
        {
          title: 'Visitors',
          text: 'Soon the garden began to hum. Bees buzzed from flower to flower, with yellow pollen on their fuzzy legs. Tim watched them, hardly breathing.',
        },
        {
          title: 'Your turn',
          text: 'Tim felt so proud: the bees liked his flowers! Can you buzz like a busy bee?',
        },
      ],
      arc: [
        {
          title: 'A school garden',
          text: 'Behind a small village school there is a garden with an old apple tree. A boy called Tim likes to sit under it at break time.',
        },
        {
          title: 'Where are the apples?',
          text: 'Last spring the apple tree was covered in white blossom, but in autumn it had only a few apples. "Not enough bees came," said the teacher. "There were too few flowers for them."',
        },
        {
          title: 'A poster for the bees',
          text: 'Tim drew a big poster that said "Bees welcome!" and hung it on the fence. But bees cannot read, and the garden stayed quiet.',
        },
        {
          title: 'Flowers for Bee Day',
          text: 'Then came the twentieth of May, World Bee Day. The teacher brought lavender, clover and sunflowers, and the whole class planted them, just for the bees.',
        },
        {
          title: 'A humming garden',
          text: 'Soon the bees came buzzing: first one, then ten, then lots. They visited the new flowers and the apple blossom, and Tim grinned from ear to ear.',
        },
        {
          title: 'How bees make apples',
          text: 'Bees carry pollen, a yellow dust, from one flower to the next. Only a flower that gets pollen can turn into a fruit, so more bees means more apples.',
        },
      ],
      footnote: {
        word: 'pollen',
        inText: 'pollen',
        explanation: 'A fine yellow powder inside flowers that helps them make seeds and fruit.',
      },
      whatHappened:
        'On World Bee Day, the garden behind a small village school got new flowers planted especially for bees. Bees help flowers make fruit by carrying pollen from one flower to another.',
      parent: {
        upto3: ['Can you find the bee on the flower?', 'Where is the apple tree?'],
        '4to5': [
          'How do you think Tim felt when the bees came to his flowers?',
          'How do you feel when someone likes a present you made?',
        ],
        '6to7': [
          'Why do you think an apple tree needs bees to make apples?',
          'Could you look closely at a flower together and find the yellow pollen inside?',
        ],
      },
    },
    ru: {
      title: 'Всемирный день пчёл',
      beats: {
        who: 'школьный сад за маленькой сельской школой и мальчик Тим',
        what: 'Во Всемирный день пчёл дети посадили в школьном саду новые цветы специально для пчёл.',
        feeling: 'недоумение — куда пропали яблоки? — потом надежда и гордость',
        helped: 'учительница, которая принесла цветы и объяснила, что нужно пчёлам',
        why: 'Пчёлы переносят пыльцу с цветка на цветок, и только тогда цветок может стать плодом, например яблоком.',
      },
      hook: 'Сегодня моя новость — подарок для пчёл.',
      bedtime: 'Тим спит, и ему снятся красные яблоки.',
      toddler: [
        {
          title: 'Хлоп-хлоп',
          text: 'Тим копает ямку. Вот сиреневый цветок. Хлоп-хлоп ладошкой!',
        },
        {
          title: 'Жу-жу!',
          text: 'Жу-жу-жу! Летят пчёлы. Пчёлка на цветке, пчёлка на яблоне!',
        },
        {
          title: 'Жёлтая пыльца',
          text: 'На лапках жёлтая пыльца. Лети, пчёлка, лети! Скоро будут яблоки.',
        },
      ],
      small: [
        {
          title: 'День пчёл',
          text: 'За маленькой сельской школой есть сад со старой яблоней. Во Всемирный день пчёл Тим и его класс посадили там новые цветы — специально для пчёл.',
        },
        {
          title: 'Сиреневые и жёлтые',
          text: 'Они сажали лаванду, клевер и подсолнухи. Тим приминал землю ладошками и поливал каждый цветок.',
        },
        {
          title: 'Гости',
          text: 'Скоро сад загудел. Пчёлы перелетали с цветка на цветок и носили на мохнатых лапках жёлтую пыльцу. Тим смотрел на них, затаив дыхание.',
        },
        {
          title: 'А ты?',
          text: 'Тим так гордился: пчёлам понравились его цветы! А ты умеешь жужжать, как пчёлка?',
        },
      ],
      arc: [
        {
          title: 'Школьный сад',
          text: 'За маленькой сельской школой есть сад со старой яблоней. Мальчик Тим любит сидеть под ней на переменке.',
        },
        {
          title: 'Где же яблоки?',
          text: 'Прошлой весной яблоня вся была в белых цветах, а осенью на ней висело всего несколько яблок. «Мало пчёл прилетало, — сказала учительница. — Цветов для них тут почти нет».',
        },
        {
          title: 'Плакат для пчёл',
          text: 'Тим нарисовал большой плакат «Пчёлы, добро пожаловать!» и повесил его на забор. Но пчёлы не умеют читать, и в саду было тихо.',
        },
        {
          title: 'Цветы ко Дню пчёл',
          text: 'И вот наступило двадцатое мая — Всемирный день пчёл. Учительница принесла лаванду, клевер и подсолнухи, и весь класс посадил их специально для пчёл.',
        },
        {
          title: 'Сад загудел',
          text: 'Скоро прилетели пчёлы: сначала одна, потом десять, потом много-много. Они садились на новые цветы и на цветущую яблоню, а Тим улыбался до ушей.',
        },
        {
          title: 'Как пчёлы делают яблоки',
          text: 'Пчёлы переносят пыльцу — жёлтый порошок — с одного цветка на другой. Только тогда цветок может стать плодом. Больше пчёл — больше яблок!',
        },
      ],
      footnote: {
        word: 'пыльца',
        inText: 'пыльцу',
        explanation: 'Жёлтый порошок внутри цветка; без него цветок не станет плодом.',
      },
      whatHappened:
        'Во Всемирный день пчёл в саду за сельской школой посадили новые цветы специально для пчёл. Пчёлы помогают цветам давать плоды, перенося пыльцу с цветка на цветок.',
      parent: {
        upto3: ['Покажешь пчёлку на цветке?', 'Где яблоня?'],
        '4to5': [
          'Как думаешь, что почувствовал Тим, когда пчёлы прилетели к его цветам?',
          'А тебе приятно, когда кому-то нравится твой подарок?',
        ],
        '6to7': [
          'Как думаешь, зачем яблоне пчёлы, чтобы появились яблоки?',
          'Может, рассмотрите вместе цветок поближе и найдёте внутри жёлтую пыльцу?',
        ],
      },
    },
  },
  '05-23': {
    heroLooks:
      'a small orange butterfly with black-edged wings dotted with little white spots and two thin black feelers',
    draw: [
      { picture: '🦋', en: ['butterfl', 'mimi'], ru: ['бабоч', 'мими'] },
      { picture: '🌸', en: ['flower'], ru: ['цвет'] },
      { picture: '🌾', en: ['field'], ru: ['поля', 'полям', 'полей'] },
      { picture: '🏡', en: ['garden'], ru: ['сад'] },
      { picture: '⛰️', en: ['hill'], ru: ['холм'] },
    ],
    en: {
      title: 'Butterflies fly home',
      beats: {
        who: 'a cloud of orange butterflies, and the smallest of them, Mimi',
        what: 'The butterflies flew a long way over fields and gardens, back to their summer home.',
        feeling: 'tired on the long journey, then strong again, then glad to be home',
        helped: null,
        why: 'Butterflies fly away from the cold and return when the flowers bloom, and they taste with their feet to find the right plants.',
      },
      hook: 'Tonight my news flutters on orange wings.',
      bedtime: 'Mimi sleeps, wings folded, on a petal.',
      toddler: [
        {
          title: 'Flutter, flutter',
          text: 'Flutter, flutter, flutter! Orange wings, so many wings. A whole cloud of butterflies!',
        },
        {
          title: 'Tip-tap',
          text: 'Mimi lands on a flower. Tip-tap go her tiny feet. Mmm, sweet!',
        },
        {
          title: 'Home',
          text: 'Fly, fly, fly over the fields. Here is the summer garden. Home at last!',
        },
      ],
      small: [
        {
          title: 'A long way',
          text: 'Over green fields and gardens flew a cloud of orange butterflies. They were flying a long way, back to their summer home. The smallest one was called Mimi.',
        },
        {
          title: 'Tired wings',
          text: 'Mimi flapped and flapped. Her wings grew tired, so she landed on a pink flower for a rest.',
        },
        {
          title: 'Tasting feet',
          text: 'Tip, tap! With her tiny feet, Mimi could taste the flower. Sweet! Butterflies taste flowers with their feet.',
        },
        {
          title: 'Your turn',
          text: 'Mimi sipped the nectar and flew on, happy and strong again. If you could taste with your toes, what would you like to step on?',
        },
      ],
      arc: [
        {
          title: 'A cloud of butterflies',
          text: 'In spring, high over green fields and gardens, flies a cloud of orange butterflies. The smallest of them is called Mimi.',
        },
        {
          title: 'The summer home',
          text: 'All winter the butterflies had stayed in warm lands far away. Now they wished to get back to their summer home, a big garden full of flowers.',
        },
        {
          title: 'A long, long way',
          text: 'They flew for days, over rivers and hills. Mimi flapped her thin wings until they were tired, and she began to fall behind the others.',
        },
        {
          title: 'Tasting feet',
          text: 'Mimi landed on a pink flower. Tip, tap, and her feet could taste it: sweet nectar! She sipped and sipped, and new strength filled her wings.',
        },
        {
          title: 'Home at last',
          text: 'Mimi caught up with the others, and together they floated down into the summer garden. Every flower seemed to say, "Welcome back!"',
        },
        {
          title: 'Why butterflies travel',
          text: 'Butterflies cannot live through a cold winter, so they fly away to warm places and return when the flowers bloom. They taste with their feet, so one touch tells them which plant is right.',
        },
      ],
      footnote: {
        word: 'taste',
        inText: 'taste',
        explanation:
          'To find out whether something is sweet or sour; we do it with our tongue, and butterflies with their feet.',
      },
      whatHappened:
        'A big group of orange butterflies flew a long way over fields and gardens, back to where they spend the summer. Butterflies can taste flowers with their feet.',
      parent: {
        upto3: ['Can you find the orange butterfly?', 'What colour is the flower Mimi sits on?'],
        '4to5': [
          'How do you think Mimi felt when she fell behind the others?',
          'What helps you feel strong again when you are tired?',
        ],
        '6to7': [
          'Why do you think butterflies fly away before winter?',
          'Could you watch the butterflies in a park together and see which flowers they like best?',
        ],
      },
    },
    ru: {
      title: 'Бабочки вернулись домой',
      beats: {
        who: 'стайка оранжевых бабочек и самая маленькая из них — Мими',
        what: 'Бабочки прилетели издалека над полями и садами в свой летний дом.',
        feeling: 'усталость в долгом пути, потом новые силы и радость возвращения',
        helped: null,
        why: 'Бабочки улетают от холода и возвращаются, когда зацветают цветы, а лапками пробуют растения на вкус.',
      },
      hook: 'Сегодня моя новость порхает на оранжевых крылышках.',
      bedtime: 'Мими спит на лепестке, сложив крылышки.',
      toddler: [
        {
          title: 'Порх-порх',
          text: 'Порх, порх, порх! Оранжевые крылышки, много крылышек. Целое облако бабочек!',
        },
        {
          title: 'Топ-топ',
          text: 'Мими села на цветок. Топ-топ крошечными лапками. Ммм, сладко!',
        },
        {
          title: 'Домой',
          text: 'Летим, летим над полями! Вот летний сад. Мы дома!',
        },
      ],
      small: [
        {
          title: 'Далёкий путь',
          text: 'Над зелёными полями и садами летела стайка оранжевых бабочек. Они возвращались издалека в свой летний дом. Самую маленькую звали Мими.',
        },
        {
          title: 'Крылышки устали',
          text: 'Мими махала и махала крылышками. Они устали, и она присела отдохнуть на розовый цветок.',
        },
        {
          title: 'Чуткие лапки',
          text: 'Топ-топ! Крошечными лапками Мими попробовала цветок на вкус. Сладко! Оказывается, бабочки чувствуют сладкое лапками.',
        },
        {
          title: 'А ты?',
          text: 'Мими напилась нектара и полетела дальше, бодрая и весёлая. Представь, что твои пяточки чувствуют вкус. Что тебе захочется попробовать?',
        },
      ],
      arc: [
        {
          title: 'Облако бабочек',
          text: 'Весной высоко над зелёными полями и садами летит целое облако оранжевых бабочек. Самую маленькую из них зовут Мими.',
        },
        {
          title: 'Летний дом',
          text: 'Всю зиму бабочки провели далеко, в тёплых краях. А теперь им хотелось вернуться в свой летний дом — большой сад, полный цветов.',
        },
        {
          title: 'Долгая дорога',
          text: 'Они летели много дней, над реками и холмами. Мими махала тонкими крылышками, пока они не устали, и стала отставать от подружек.',
        },
        {
          title: 'Лапки пробуют',
          text: 'Мими опустилась на розовый цветок. Топ-топ — и лапки попробовали его на вкус: сладкий нектар! Мими пила и пила, и крылышки снова налились силой.',
        },
        {
          title: 'Наконец дома',
          text: 'Мими догнала подружек, и вместе они опустились в летний сад. Каждый цветок будто говорил: «С возвращением!»',
        },
        {
          title: 'Зачем бабочки путешествуют',
          text: 'Бабочки не выносят холодной зимы, поэтому улетают в тёплые края и возвращаются, когда распускаются цветы. А пробуют растения они лапками: одно касание — и понятно, подходит ли растение.',
        },
      ],
      footnote: {
        word: 'вкус',
        inText: 'на вкус',
        explanation:
          'То, что мы чувствуем языком, когда едим: сладко, кисло или солоно. А бабочки чувствуют это лапками.',
      },
      whatHappened:
        'Большая стайка оранжевых бабочек пролетела над полями и садами далёкий путь и вернулась туда, где проводит лето. Бабочки умеют пробовать цветы на вкус лапками.',
      parent: {
        upto3: ['Покажешь оранжевую бабочку?', 'Какого цвета цветок, на котором сидит Мими?'],
        '4to5': [
          'Как думаешь, что почувствовала Мими, когда отстала от подружек?',
          'А что помогает тебе взбодриться, когда ты устаёшь?',
        ],
        '6to7': [
          'Как думаешь, почему бабочки улетают перед зимой?',
          'Может, понаблюдаете вместе за бабочками в парке и узнаете, какие цветы им нравятся больше всего?',
        ],
      },
    },
  },
  '05-30': {
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
      hook: 'Tonight my news has long, wobbly legs.',
      bedtime: 'Rosa sleeps in the grass beside her mum.',
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
        upto3: ["Can you find the white star on Rosa's forehead?", "Where are the foal's long legs?"],
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
      hook: 'Сегодня у моей новости длинные ножки.',
      bedtime: 'Роза спит в траве рядом с мамой.',
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
        upto3: ['Покажешь белую звёздочку у Розы на лбу?', 'Где у жеребёнка длинные ножки?'],
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
  },
  '06-01': {
    heroLooks: 'a small boy with spiky blond hair, an orange T-shirt, blue shorts and a colourful paper crown',
    draw: [
      { picture: '👦', en: ['max', 'boy'], ru: ['макс', 'мальчик'] },
      { picture: '🌈', en: ['rainbow'], ru: ['радуг'] },
      { picture: '🛝', en: ['playground', 'slide'], ru: ['площадк', 'горк'] },
      { picture: '🖍️', en: ['chalk'], ru: ['мелк', 'мелом'] },
      { picture: '🖌️', en: ['brush', 'paint'], ru: ['кист', 'краск'] },
      { picture: '🎶', en: ['song', 'sing'], ru: ['песн', 'песен', 'поют'] },
    ],
    en: {
      title: 'A big day for children',
      beats: {
        who: 'children all over the world, and a boy called Max in a small town',
        what: "Children celebrated Children's Day with games and songs, and in Max's town the grown-ups painted a giant rainbow on the playground.",
        feeling: 'a grey, bored wish for colour, then surprise and pure joy',
        helped: 'the grown-ups of the town, who painted the rainbow the evening before',
        why: 'On the first of June many countries keep a day for children, to remember that every child should be able to play, learn and feel looked after.',
      },
      hook: 'Tonight my news is full of colours.',
      bedtime: 'Max is asleep, still humming a song.',
      toddler: [
        {
          title: 'Red, yellow, blue',
          text: 'Ooh! A big rainbow on the ground. Red, yellow, green, blue! So bright!',
        },
        {
          title: 'Jump, jump',
          text: 'Max jumps on red. Jump! Max jumps on blue. Jump, jump, jump!',
        },
        {
          title: 'La-la-la',
          text: 'Everyone sings. La-la-la! Clap, clap, clap! A happy day for children!',
        },
      ],
      small: [
        {
          title: 'A special day',
          text: "On the first of June, children all over the world celebrated Children's Day. They played games and sang songs in parks and playgrounds.",
        },
        {
          title: 'A giant rainbow',
          text: 'In one small town, Max ran to his playground and stopped. Overnight, the grown-ups had painted a giant rainbow right across it!',
        },
        {
          title: 'Colour jumping',
          text: 'Max hopped from red to orange to yellow, all the way to purple. His friends joined in, and then everyone sang a song together.',
        },
        {
          title: 'Your turn',
          text: 'Max laughed so much that his cheeks glowed. Which colour of the rainbow would you jump on first?',
        },
      ],
      arc: [
        {
          title: 'A grey playground',
          text: 'In a small town there is a playground with a slide, two swings and a big grey square of tarmac. A boy called Max plays there every day.',
        },
        {
          title: 'A wish for colour',
          text: 'Max thought the grey square looked sad and sleepy. He wished it could be as bright as the pictures in his books.',
        },
        {
          title: 'Chalk drawings',
          text: 'He drew a sun and a flower with chalk. They looked lovely, but the next rain washed them away, and the square was grey again.',
        },
        {
          title: 'An evening surprise',
          text: "Children's Day was coming, on the first of June. The evening before, the grown-ups of the town came out with brushes and pots of paint and worked until dark.",
        },
        {
          title: 'A rainbow to play on',
          text: 'In the morning Max found a giant rainbow across the whole square! The children celebrated with hopscotch, races and songs, jumping from colour to colour.',
        },
        {
          title: 'Why the first of June',
          text: 'On the first of June, many countries keep a day just for children. It reminds everyone that every child should be able to play, learn and feel looked after. And the painted rainbow has seven colours, in the same order as a real one.',
        },
      ],
      footnote: {
        word: 'celebrate',
        inText: 'celebrated',
        explanation: 'To have a party or do something special because of a happy day.',
      },
      whatHappened:
        "Children all over the world celebrated Children's Day on the first of June with games and songs in parks and playgrounds. In one town, grown-ups painted a giant rainbow on the playground.",
      parent: {
        upto3: ['Can you find the red stripe of the rainbow?', 'Where is Max jumping?'],
        '4to5': [
          'How do you think Max felt when he saw the rainbow on the playground?',
          'What makes a day feel like a party to you?',
        ],
        '6to7': [
          'Why do you think a real rainbow appears when the sun comes out after rain?',
          'Could you make a little rainbow together with a glass of water in a sunny window?',
        ],
      },
    },
    ru: {
      title: 'Большой праздник детей',
      beats: {
        who: 'дети по всему миру и мальчик Макс из маленького города',
        what: 'Дети отпраздновали День защиты детей играми и песнями, а в городе Макса взрослые нарисовали на площадке огромную радугу.',
        feeling: 'скука от серой площадки, потом удивление и огромная радость',
        helped: 'взрослые из города, которые накануне вечером нарисовали радугу',
        why: 'Первого июня во многих странах празднуют день детей, чтобы помнить: каждый ребёнок должен играть, учиться и чувствовать заботу.',
      },
      hook: 'Сегодня моя новость — разноцветная.',
      bedtime: 'Макс спит и улыбается во сне.',
      toddler: [
        {
          title: 'Радуга!',
          text: 'Ого! На земле большая радуга. Красный, жёлтый, зелёный, синий! Как ярко!',
        },
        {
          title: 'Прыг-скок',
          text: 'Макс прыгает на красный. Прыг! Макс прыгает на синий. Прыг-скок, прыг-скок!',
        },
        {
          title: 'Ля-ля-ля',
          text: 'Все поют. Ля-ля-ля! Хлоп-хлоп-хлоп в ладоши! Праздник у детей!',
        },
      ],
      small: [
        {
          title: 'Особенный день',
          text: 'Первого июня дети по всему миру отпраздновали День защиты детей. Они играли в парках и на площадках и пели песни.',
        },
        {
          title: 'Огромная радуга',
          text: 'В одном маленьком городе Макс прибежал на свою площадку и замер. За ночь взрослые нарисовали на ней огромную радугу!',
        },
        {
          title: 'Прыг по цветам',
          text: 'Макс прыгал с красного на оранжевый, с оранжевого на жёлтый — и до самого фиолетового. Друзья прыгали вместе с ним, а потом все хором спели песенку.',
        },
        {
          title: 'А ты?',
          text: 'Макс так смеялся, что у него разрумянились щёки. А тебе на какой цвет радуги хочется прыгнуть первым делом?',
        },
      ],
      arc: [
        {
          title: 'Серая площадка',
          text: 'В маленьком городе есть детская площадка: горка, двое качелей и большой серый квадрат асфальта. Мальчик Макс играет там каждый день.',
        },
        {
          title: 'Хочется красок',
          text: 'Максу казалось, что серый квадрат скучный и сонный. Ему хотелось, чтобы площадка стала яркой, как картинки в его книжках.',
        },
        {
          title: 'Рисунки мелом',
          text: 'Он нарисовал мелками солнышко и цветок. Получилось красиво, но первый же дождь всё смыл, и квадрат снова стал серым.',
        },
        {
          title: 'Вечерний сюрприз',
          text: 'Приближалось первое июня — День защиты детей. Накануне вечером взрослые вышли во двор с кистями и банками краски и работали до темноты.',
        },
        {
          title: 'Радуга для игр',
          text: 'Утром Макс увидел на площадке огромную радугу во весь квадрат! Дети играли в классики, бегали наперегонки, пели песни и прыгали с цвета на цвет.',
        },
        {
          title: 'Зачем нужен этот день',
          text: 'Первого июня во многих странах празднуют день детей, чтобы помнить: каждый ребёнок должен играть, учиться и чувствовать заботу. А у нарисованной радуги семь цветов, в том же порядке, что и у настоящей.',
        },
      ],
      footnote: {
        word: 'радуга',
        inText: 'радугу',
        explanation: 'Разноцветная дуга в небе; её видно, когда после дождя выглядывает солнце.',
      },
      whatHappened:
        'Первого июня дети по всему миру отпраздновали День защиты детей играми и песнями в парках и на площадках. В одном городе взрослые нарисовали на детской площадке огромную радугу.',
      parent: {
        upto3: ['Покажешь красную полоску у радуги?', 'Где прыгает Макс?'],
        '4to5': [
          'Как думаешь, что почувствовал Макс, когда увидел радугу на площадке?',
          'А когда у тебя на душе праздник?',
        ],
        '6to7': [
          'Как думаешь, почему настоящая радуга появляется, когда после дождя выходит солнце?',
          'Может, попробуете вместе поймать маленькую радугу стаканом воды на солнечном окне?',
        ],
      },
    },
  },
  '06-08': {
    heroLooks: 'a small round yellow fish with a bright blue stripe along her side and a tiny fluttering tail',
    draw: [
      { picture: '🐠', en: ['fish', 'lulu'], ru: ['рыб', 'лулу'] },
      { picture: '🪸', en: ['coral'], ru: ['корал'] },
      { picture: '🤿', en: ['diver', 'mask'], ru: ['водолаз', 'маск'] },
      { picture: '🫧', en: ['bubble'], ru: ['пузыр'] },
      { picture: '🪨', en: ['rock'], ru: ['камн', 'камен'] },
      { picture: '⛵', en: ['boat'], ru: ['лодк'] },
    ],
    en: {
      title: 'Coral grows back',
      beats: {
        who: 'a bright coral garden under the warm sea, and a little yellow fish called Lulu who lives there',
        what: 'After divers planted little pieces of coral on the rocks, the coral garden began to grow again.',
        feeling: 'lost without a home, then hopeful, then happy',
        helped: 'divers, who grew small pieces of coral and fixed them to the rocks',
        why: 'Coral is the home of many small colourful fish, and it grows back only very slowly, so the divers help it along.',
      },
      hook: 'Tonight my news is deep under water.',
      bedtime: 'Lulu sleeps in her coral home.',
      toddler: [
        {
          title: 'Blub, blub',
          text: 'Blub, blub, blub! Here we are, under the sea. A little yellow fish swims by.',
        },
        {
          title: 'The divers',
          text: 'Here come the divers. Big masks, big flippers! Bubbles, bubbles, bubbles!',
        },
        {
          title: 'Coral grows',
          text: 'Pink coral, orange coral, purple coral. It grows and grows! Fish swim in and out.',
        },
      ],
      small: [
        {
          title: 'A pale garden',
          text: 'Under the warm sea there was a coral garden. After a big storm, many corals were broken, and Lulu the little fish had nowhere to hide.',
        },
        {
          title: 'The divers',
          text: 'One day divers came, with masks and flippers and strings of bubbles. Very gently, they tied little pieces of coral onto the rocks, like gardeners planting flowers.',
        },
        {
          title: 'Growing again',
          text: 'Slowly, slowly, the coral began to grow again: pink, orange and purple. Soon Lulu had a bright new home, and lots of fish friends came back.',
        },
        {
          title: 'Your turn',
          text: 'Lulu was so happy that she swam round and round. Which colour of coral would you like to find under the sea?',
        },
      ],
      arc: [
        {
          title: 'Under the warm sea',
          text: 'Under the warm sea lies a coral garden. A little yellow fish called Lulu lives there, with a blue stripe and a tail that never stops wiggling.',
        },
        {
          title: 'Broken branches',
          text: 'One year a big storm rolled over the sea. Afterwards many corals lay broken on the sand, pale and grey, and Lulu had no cosy gaps to hide in.',
        },
        {
          title: 'Looking for a home',
          text: 'Lulu swam this way and that, looking for a new home. But everywhere she found only sand, and the other fish were swimming away too.',
        },
        {
          title: 'Helpers with masks',
          text: 'Then divers came down from a boat. They had grown little pieces of coral on underwater frames, and now they fixed them gently to the rocks, one by one.',
        },
        {
          title: 'A garden again',
          text: 'The little corals grew slowly, a tiny bit each month. At last the garden was pink, orange and purple again, and Lulu had a bright new home full of friends.',
        },
        {
          title: 'Why coral matters',
          text: 'Coral is made of tiny animals that build stony homes around themselves, very slowly. It is also the home of many small colourful fish: they hide, find food and raise their babies among its branches.',
        },
      ],
      footnote: {
        word: 'diver',
        inText: 'divers',
        explanation: 'People who swim deep under water with special masks and tanks of air.',
      },
      whatHappened:
        'A coral garden in a warm sea began to grow again after divers helped it by planting small pieces of coral. Coral is the home of many small colourful fish.',
      parent: {
        upto3: ['Can you find the little yellow fish?', "Where are the diver's bubbles?"],
        '4to5': [
          'How do you think Lulu felt when her coral home grew back?',
          'Where is your favourite cosy place to hide?',
        ],
        '6to7': [
          'Why do you think so many fish live among the coral?',
          'Could you look at pictures of a coral reef together and count how many different fish you can find?',
        ],
      },
    },
    ru: {
      title: 'Коралловый сад снова растёт',
      beats: {
        who: 'яркий коралловый сад в тёплом море и маленькая жёлтая рыбка Лулу, которая там живёт',
        what: 'Водолазы прикрепили к камням маленькие кусочки кораллов, и коралловый сад снова начал расти.',
        feeling: 'растерянность без дома, потом надежда и радость',
        helped: 'водолазы, которые вырастили маленькие кусочки кораллов и прикрепили их к камням',
        why: 'Кораллы — дом для множества маленьких ярких рыбок, а растут они очень медленно, поэтому водолазы им помогают.',
      },
      hook: 'Сегодня моя новость — глубоко в море.',
      bedtime: 'Лулу спит в своём коралловом домике.',
      toddler: [
        {
          title: 'Буль-буль',
          text: 'Буль-буль-буль! Мы в море, на самом дне. Мимо плывёт жёлтая рыбка.',
        },
        {
          title: 'Водолазы',
          text: 'Вот плывут водолазы. Большие маски, большие ласты! Пузырьки, пузырьки, пузырьки!',
        },
        {
          title: 'Кораллы растут',
          text: 'Розовый коралл, оранжевый коралл, сиреневый коралл. Растёт, растёт! Рыбки плавают туда-сюда.',
        },
      ],
      small: [
        {
          title: 'Бледный сад',
          text: 'В тёплом море был коралловый сад. После сильного шторма многие кораллы сломались, и рыбке Лулу стало негде прятаться.',
        },
        {
          title: 'Водолазы',
          text: 'Однажды приплыли водолазы — в масках, в ластах, а за ними цепочки пузырьков. Они бережно прикрепили к камням маленькие веточки кораллов, как садовники сажают цветы.',
        },
        {
          title: 'Снова растёт',
          text: 'Медленно-медленно кораллы начали расти — розовые, оранжевые, сиреневые. Скоро у Лулу появился новый яркий дом, и вернулось много рыбок-друзей.',
        },
        {
          title: 'А ты?',
          text: 'Лулу так обрадовалась, что закружилась на месте. А какого цвета коралл тебе хочется найти в море?',
        },
      ],
      arc: [
        {
          title: 'В тёплом море',
          text: 'Глубоко в тёплом море раскинулся коралловый сад. Там живёт маленькая жёлтая рыбка Лулу: с голубой полоской на боку и хвостиком, который никогда не устаёт.',
        },
        {
          title: 'Сломанные веточки',
          text: 'Однажды над морем прошёл сильный шторм. После него многие кораллы лежали на песке сломанные, бледные и серые, и Лулу стало негде прятаться.',
        },
        {
          title: 'Поиски дома',
          text: 'Лулу плавала туда и сюда, искала новый дом. Но повсюду был только песок, и другие рыбки тоже уплывали прочь.',
        },
        {
          title: 'Помощники в масках',
          text: 'И вот с лодки спустились водолазы. Они заранее вырастили маленькие кусочки кораллов на подводных рамках, а теперь бережно прикрепляли их к камням, один за другим.',
        },
        {
          title: 'Снова сад',
          text: 'Маленькие кораллы росли медленно, каждый месяц чуть-чуть. И вот сад снова стал розовым, оранжевым и сиреневым, а у Лулу появился яркий дом, полный друзей.',
        },
        {
          title: 'Зачем нужны кораллы',
          text: 'Кораллы — это крошечные животные, которые очень медленно строят вокруг себя каменные домики. А ещё кораллы — дом для множества маленьких ярких рыбок: здесь они прячутся, находят еду и растят мальков.',
        },
      ],
      footnote: {
        word: 'водолаз',
        inText: 'водолазы',
        explanation: 'Человек, который ныряет глубоко под воду в специальной маске и с баллоном воздуха.',
      },
      whatHappened:
        'Коралловый сад в тёплом море снова начал расти после того, как водолазы посадили в нём маленькие кусочки кораллов. Кораллы — дом для множества маленьких ярких рыбок.',
      parent: {
        upto3: ['Покажешь маленькую жёлтую рыбку?', 'Где пузырьки у водолаза?'],
        '4to5': [
          'Как думаешь, что почувствовала Лулу, когда её коралловый дом снова вырос?',
          'А где твоё любимое уютное местечко, чтобы спрятаться?',
        ],
        '6to7': [
          'Как думаешь, почему среди кораллов живёт так много рыбок?',
          'Может, рассмотрите вместе фотографии коралловых рифов и посчитаете, сколько разных рыбок удастся найти?',
        ],
      },
    },
  },
  '06-15': {
    heroLooks:
      'a little girl with a brown ponytail, a white sun hat with a red ribbon and a red dress with white spots',
    draw: [
      { picture: '👧', en: ['vera', 'girl'], ru: ['вера', 'веры', 'вере', 'веру', 'девоч'] },
      { picture: '🍓', en: ['strawberr', 'berr'], ru: ['клубни', 'ягод'] },
      { picture: '🧺', en: ['basket'], ru: ['корзин'] },
      { picture: '☀️', en: ['sun'], ru: ['солн'] },
      { picture: '🧑‍🌾', en: ['farmer'], ru: ['фермер'] },
      { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
      { picture: '🌊', en: ['sea'], ru: ['мор'] },
    ],
    en: {
      title: 'The strawberries are ready',
      beats: {
        who: 'the strawberry fields of a farm near the sea, and a girl called Vera who lives nearby',
        what: 'Under the summer sun the strawberries turned red and sweet, and families came with baskets to harvest them.',
        feeling: 'impatient while waiting, then a sour surprise, then sweet, sticky happiness',
        helped: null,
        why: 'Sunshine helps strawberries make sugar, and a picked berry does not ripen any more, so they are picked only when they are red.',
      },
      hook: 'Tonight my news is red and sweet.',
      bedtime: 'Vera is asleep, smelling of strawberries.',
      toddler: [
        {
          title: 'Red berries',
          text: 'Peek! Red berries in the green leaves. One berry, two berries, lots of berries!',
        },
        {
          title: 'Pick, pick',
          text: 'Vera picks a berry. Plop! Into the basket. Pick, pick, pick!',
        },
        {
          title: 'Yum',
          text: 'One for the basket, one for Vera. Mmm, so sweet! Red mouth, happy Vera.',
        },
      ],
      small: [
        {
          title: 'Red and ready',
          text: 'On a farm near the sea, the strawberry fields turned red under the summer sun. The berries were ripe at last!',
        },
        {
          title: 'Baskets',
          text: 'Families came with baskets to harvest the berries. Vera came with her grandma, and she had her very own little basket.',
        },
        {
          title: 'One for me',
          text: 'Vera looked under every leaf. One strawberry for the basket, one for her mouth! The juice ran down her chin, sweet and warm.',
        },
        {
          title: 'Your turn',
          text: 'Vera felt happy and full and a little bit sticky. Do you like strawberries? How many do you think would fit in a little basket?',
        },
      ],
      arc: [
        {
          title: 'A farm by the sea',
          text: 'On a farm near the sea there are long rows of strawberry plants. A girl called Vera lives nearby, and every day she runs to the fence to look at them.',
        },
        {
          title: 'Not yet',
          text: 'In spring the berries were small and green, and Vera wished they would hurry up. "When can we pick them?" she asked the farmer. "When the sun has done its work," he smiled.',
        },
        {
          title: 'A sour try',
          text: 'One day Vera found a white berry and popped it into her mouth. Sour! She made such a face that her grandma laughed.',
        },
        {
          title: 'Sun all day',
          text: 'Day after day the summer sun warmed the fields. The berries grew fat, then pink, then bright red, and the whole farm smelled sweet.',
        },
        {
          title: 'Picking day',
          text: 'At last the farmer said it was time to harvest. Families came with baskets, and Vera and her grandma filled theirs to the top. One for the basket, one for Vera!',
        },
        {
          title: 'Why the sun makes berries sweet',
          text: 'Sunshine helps a strawberry make sugar, so the more sun, the sweeter it gets. Once a berry is picked it does not ripen any more, so it must be picked when it is already red.',
        },
      ],
      footnote: {
        word: 'harvest',
        inText: 'harvest',
        explanation: 'To pick fruit or vegetables when they are ripe and ready to eat.',
      },
      whatHappened:
        'On a farm near the sea, the strawberries turned red and sweet under the summer sun. Families came with baskets to pick them.',
      parent: {
        upto3: ['Can you find the red strawberry?', "Where is Vera's basket?"],
        '4to5': [
          'How do you think Vera felt when she tasted the sour white berry?',
          'What is your favourite sweet fruit?',
        ],
        '6to7': [
          'Why do you think green strawberries taste sour and red ones taste sweet?',
          'Could you look at a strawberry together and count the tiny seeds on the outside?',
        ],
      },
    },
    ru: {
      title: 'Клубника поспела',
      beats: {
        who: 'клубничные грядки на ферме у моря и девочка Вера, которая живёт по соседству',
        what: 'Под летним солнцем клубника покраснела и стала сладкой, и семьи пришли с корзинками собирать урожай.',
        feeling: 'нетерпение, потом кислый сюрприз, а потом сладкая липкая радость',
        helped: null,
        why: 'Солнце помогает ягодам накопить сахар, а сорванная ягода уже не дозревает, поэтому собирают только красные.',
      },
      hook: 'Сегодня моя новость красная и сладкая.',
      bedtime: 'Вера спит, а ладошки пахнут клубникой.',
      toddler: [
        {
          title: 'Красные ягодки',
          text: 'Глянь-ка! Красные ягодки в зелёных листиках. Одна ягодка, две ягодки, много ягодок!',
        },
        {
          title: 'Собираем',
          text: 'Вера срывает ягодку. Плюх — в корзинку! Рвём, рвём, рвём!',
        },
        {
          title: 'Ням!',
          text: 'Одну — в корзинку, одну — в ротик. Ммм, сладко! Щёчки красные, Вера рада.',
        },
      ],
      small: [
        {
          title: 'Поспела!',
          text: 'На ферме у моря клубничные грядки покраснели под летним солнцем. Наконец-то ягоды поспели!',
        },
        {
          title: 'С корзинками',
          text: 'Семьи пришли с корзинками собирать урожай. Вера пришла с бабушкой, и у неё была своя маленькая корзиночка.',
        },
        {
          title: 'Одну мне',
          text: 'Вера заглядывала под каждый листик. Одна клубничка — в корзинку, другая — в рот! Сок стекал по подбородку, сладкий и тёплый.',
        },
        {
          title: 'А ты?',
          text: 'Вера была довольная, сытая и немножко липкая. А тебе нравится клубника? Как думаешь, сколько ягод поместится в маленькую корзинку?',
        },
      ],
      arc: [
        {
          title: 'Ферма у моря',
          text: 'На ферме у моря тянутся длинные грядки клубники. Рядом живёт девочка Вера, и каждый день она бегает к забору посмотреть на них.',
        },
        {
          title: 'Ещё не время',
          text: 'Весной ягоды были маленькие и зелёные, и Вере так хотелось, чтобы они поскорее поспели! «Когда можно собирать?» — спросила она фермера. «Когда солнышко сделает своё дело», — улыбнулся он.',
        },
        {
          title: 'Кислая проба',
          text: 'Однажды Вера нашла беленькую ягодку и сунула её в рот. Кисло! Она так сморщилась, что бабушка рассмеялась.',
        },
        {
          title: 'Солнце каждый день',
          text: 'День за днём летнее солнце грело поля. Ягоды наливались, розовели, потом стали ярко-красными, и вся ферма запахла сладким.',
        },
        {
          title: 'Собираем урожай',
          text: 'Наконец фермер сказал, что пора собирать урожай. Семьи пришли с корзинками, и Вера с бабушкой наполнили свою доверху. Одну ягодку в корзинку, одну — Вере!',
        },
        {
          title: 'Почему клубника сладкая',
          text: 'Солнечный свет помогает ягоде накопить сахар: чем больше солнца, тем слаще клубника. А сорванная ягода уже не дозревает, поэтому собирают только красные.',
        },
      ],
      footnote: {
        word: 'урожай',
        inText: 'урожай',
        explanation: 'Всё, что выросло на поле, в саду или на грядке и что собирают, когда оно поспело.',
      },
      whatHappened:
        'На ферме у моря клубника покраснела и стала сладкой под летним солнцем. Семьи пришли с корзинками собирать ягоды.',
      parent: {
        upto3: ['Покажешь красную клубничку?', 'Где корзинка у Веры?'],
        '4to5': [
          'Как думаешь, что почувствовала Вера, когда попробовала кислую белую ягодку?',
          'А какая ягода тебе кажется самой сладкой?',
        ],
        '6to7': [
          'Как думаешь, почему зелёная клубника кислая, а красная сладкая?',
          'Может, рассмотрите вместе клубнику и посчитаете крошечные семечки у неё на боках?',
        ],
      },
    },
  },
};
