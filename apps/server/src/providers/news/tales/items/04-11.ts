/** Told for children: the bundled news item of 04-11 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_11: ItemTales = {
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
    hook: 'Would you like to float up high?',
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
        text: 'In a wide green valley, a balloon festival begins before sunrise. A boy called Tom has come with his grandpa, who is a balloon pilot. Tom wished to see the sun come up from high in the sky. But their balloon lay flat on the grass, like a big sleepy blanket. How could it ever fly?',
        beat: 'problem',
      },
      {
        title: 'Puffing it up',
        text: 'First a big fan blew cool air inside. The balloon grew fat and round, but it still lay on its side in the grass.',
        beat: 'attempt',
      },
      {
        title: 'Warm air',
        text: 'Then Grandpa turned on the burner. A bright flame went whoosh, and the air inside grew warm. Slowly the balloon stood up, tall and round, above the basket.',
        beat: 'help',
      },
      {
        title: 'Why warm air rises',
        text: 'Warm air is lighter than cool air, so it floats up and carries the balloon with it. Pilots fly early in the morning, when the air is cool and the wind is calm.',
        beat: 'why',
      },
      {
        title: 'Into the sky',
        text: 'The basket lifted off the ground. A hundred balloons were rising all around them into the pink morning sky. Tom waved to the people in the other baskets, and they waved back.',
        beat: 'resolution',
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
    hook: 'Хочешь полетать высоко над землёй?',
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
        text: 'В широкой зелёной долине ещё до рассвета начинается праздник воздушных шаров. Мальчик Том приехал сюда с дедушкой — дедушка у него пилот воздушного шара. Тому очень хотелось встретить солнце прямо в небе. Но их шар лежал на траве плоский, как большое сонное одеяло. Как же он полетит?',
        beat: 'problem',
      },
      {
        title: 'Надуваем',
        text: 'Сначала большой вентилятор задул внутрь прохладный воздух. Шар раздулся и округлился, но всё равно лежал на боку.',
        beat: 'attempt',
      },
      {
        title: 'Тёплый воздух',
        text: 'Тогда дедушка включил горелку. Вспыхнуло яркое пламя, и воздух внутри стал тёплым. Шар медленно поднялся и встал над корзиной.',
        beat: 'help',
      },
      {
        title: 'Почему тёплый воздух поднимается',
        text: 'Тёплый воздух легче холодного, поэтому он поднимается вверх и уносит шар с собой. Летают на шарах рано утром, когда воздух прохладный, а ветер тихий.',
        beat: 'why',
      },
      {
        title: 'В небо',
        text: 'Корзина оторвалась от земли. Вокруг в розовое утреннее небо поднимались сто шаров. Том стоял в корзине и махал людям на соседних шарах, а они махали ему.',
        beat: 'resolution',
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
};
