/** Told for children: the bundled news item of 05-27 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_27: ItemTales = {
  heroLooks:
    'a baby sloth with shaggy light-brown fur, a pale round face with dark eye patches like a mask, a sleepy smile and long curved claws',
  draw: [
    { picture: '🦥', en: ['sloth', 'mango'], ru: ['ленивц', 'манго'] },
    { picture: '🌺', en: ['flower'], ru: ['цвет'] },
    { picture: '🪢', en: ['rope'], ru: ['канат'] },
    { picture: '🧑', en: ['keeper'], ru: ['смотрител'] },
    { picture: '🐒', en: ['monkey'], ru: ['обезьян'] },
  ],
  en: {
    title: 'A baby sloth’s very slow climb',
    beats: {
      who: 'Mango, a baby sloth, and her mother in the warm rainforest house of a city zoo',
      what: 'Mango tried to hurry up a rope to reach some pink flowers and got stuck, until she copied her mum’s slow climb and reached the top by the end of the afternoon.',
      feeling: 'eager, then muddled, then calm and proud',
      helped: 'her mother, who climbed beside her one slow paw at a time',
      why: 'Sloths eat leaves, which give them little energy, so they save it by moving slowly and sleeping a lot.',
    },
    hook: 'Who is the slowest climber in the zoo?',
    bedtime: 'Upside down on her rope, Mango dozes off.',
    toddler: [
      { title: 'Upside down', text: 'Here is Mango, a baby sloth. Upside down! Hello, Mango!' },
      { title: 'Slowly', text: 'Slowly, slowly, up the rope. Reach, reach, reach.' },
      { title: 'Yum', text: 'A pink flower at the top. Munch, munch. Yum!' },
    ],
    small: [
      {
        title: 'On Mum’s tummy',
        text: 'In the warm rainforest house of a zoo lives a baby sloth called Mango. For months she rode on her mum’s tummy.',
      },
      {
        title: 'Pink flowers',
        text: 'One day Mango saw pink flowers at the top of a rope. She let go of Mum and reached out. Could she get there?',
      },
      {
        title: 'Slowly, slowly',
        text: 'She tried to hurry, but sloths cannot hurry. So she climbed slowly, paw over paw, all afternoon, and at last she munched a flower.',
      },
      {
        title: 'Your turn',
        text: 'Mango was so proud of her very slow climb! Can you move as slowly as a sloth?',
      },
    ],
    arc: [
      {
        title: 'The rainforest house',
        text: 'At a city zoo there is a warm, steamy rainforest house, full of tall plants and ropes to climb. A baby sloth called Mango lives there. For months she rode on her mum’s tummy, holding on with her long curved claws.',
        beat: 'where',
      },
      {
        title: 'Flowers at the top',
        text: 'One morning Mango spotted pink flowers at the very top of a rope. She wanted to taste them. But they were far away, and she had never climbed on her own.',
        beat: 'problem',
      },
      {
        title: 'Hurry, hurry',
        text: 'Mango let go of her mum and grabbed the rope. She tried to climb quickly, like the monkeys next door. But her arms went this way and that, and she just hung there upside down.',
        beat: 'attempt',
      },
      {
        title: 'Why sloths are slow',
        text: 'Sloths eat leaves, and leaves give them only a little energy. So sloths save it by moving very slowly and sleeping most of the day. Being slow is just right for a sloth.',
        beat: 'why',
      },
      {
        title: 'Slowly does it',
        text: 'Her mum climbed up beside her, one slow paw after another. Reach, hold, pull. Mango watched and copied her: reach, hold, pull.',
        beat: 'help',
      },
      {
        title: 'The top at last',
        text: 'It took her all afternoon. At last Mango reached the top, hooked her claws round a branch and munched a pink flower. The keeper, who had watched the whole climb, clapped very quietly.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'rainforest',
      inText: 'rainforest',
      explanation: 'A thick, warm forest where it rains a lot and many animals live.',
    },
    whatHappened:
      'At a city zoo, a baby sloth climbed a rope on her own for the first time to reach some flowers. Copying her mother’s slow movements, she reached the top by the end of the afternoon.',
    parent: {
      upto3: ['Can you find the pink flower at the top?', 'Can you reach up slowly, like Mango?'],
      '4to5': [
        'How do you think Mango felt when she munched the flower at last?',
        'What do you like to do very slowly?',
      ],
      '6to7': [
        'Why do you think a sloth moves so slowly?',
        'Could you try climbing the stairs together as slowly as a sloth?',
      ],
    },
  },
  ru: {
    title: 'Очень медленный подъём маленького ленивца',
    beats: {
      who: 'малышка-ленивец Манго и её мама в тёплом тропическом павильоне городского зоопарка',
      what: 'Манго хотела быстро залезть по канату к розовым цветам и запуталась, а потом повторила за мамой медленные движения и к концу дня добралась до верха.',
      feeling: 'нетерпение, потом растерянность, потом спокойствие и гордость',
      helped: 'мама, которая лезла рядом с ней, медленно переставляя лапы',
      why: 'Ленивцы едят листья, а от листьев мало сил, поэтому ленивцы берегут силы: двигаются медленно и много спят.',
    },
    hook: 'Кто самый медленный в зоопарке?',
    bedtime: 'Вниз головой на канате дремлет Манго.',
    toddler: [
      { title: 'Вниз головой', text: 'Вот Манго, малышка-ленивец. Висит вниз головой! Привет, Манго!' },
      { title: 'Медленно', text: 'Медленно-медленно по канату. Тянемся, тянемся.' },
      { title: 'Ням', text: 'Наверху розовый цветок. Ням-ням-ням!' },
    ],
    small: [
      {
        title: 'На мамином животе',
        text: 'В тёплом павильоне зоопарка, где устроены настоящие джунгли, живёт малышка-ленивец Манго. Много месяцев она ездила у мамы на животе.',
      },
      {
        title: 'Розовые цветы',
        text: 'Однажды Манго увидела на верхушке каната розовые цветы. Она отпустила маму и потянулась вверх. Доберётся ли?',
      },
      {
        title: 'Медленно-медленно',
        text: 'Она хотела поторопиться, но ленивцы не умеют торопиться. И Манго лезла медленно, лапа за лапой, весь день, пока наконец не съела цветок.',
      },
      {
        title: 'А ты?',
        text: 'Манго так гордилась своим очень медленным подъёмом! А ты можешь двигаться медленно, как ленивец?',
      },
    ],
    arc: [
      {
        title: 'Павильон-джунгли',
        text: 'В городском зоопарке есть тёплый влажный павильон: настоящие джунгли с высокими растениями и канатами. Здесь живёт малышка-ленивец Манго. Много месяцев она ездила у мамы на животе и держалась длинными загнутыми коготками.',
        beat: 'where',
      },
      {
        title: 'Цветы наверху',
        text: 'Однажды утром Манго заметила на самой верхушке каната розовые цветы. Ей так хотелось их попробовать! Но они были далеко, а сама она ещё ни разу не лазала.',
        beat: 'problem',
      },
      {
        title: 'Быстрей, быстрей',
        text: 'Манго отпустила маму и схватилась за канат. Она хотела лезть быстро, как обезьянки по соседству. Но лапы путались, и она просто повисла вниз головой.',
        beat: 'attempt',
      },
      {
        title: 'Почему ленивцы медленные',
        text: 'Ленивцы едят листья, а от листьев совсем мало сил. Поэтому ленивцы берегут силы: двигаются очень медленно и почти весь день спят. Для ленивца медленно — это как раз правильно.',
        beat: 'why',
      },
      {
        title: 'Не спеша',
        text: 'Мама полезла рядом с ней, медленно переставляя лапы. Тянись, держись, подтягивайся. Манго смотрела и повторяла: тянись, держись, подтягивайся.',
        beat: 'help',
      },
      {
        title: 'Наконец наверху',
        text: 'На это ушёл целый день. Наконец Манго добралась до верха, зацепилась коготками за ветку и съела розовый цветок. Смотритель, который видел весь подъём, тихонько похлопал.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'джунгли',
      inText: 'джунгли',
      explanation: 'Густой тёплый лес, где часто идут дожди и живёт много зверей.',
    },
    whatHappened:
      'В городском зоопарке малышка-ленивец впервые сама залезла по канату к цветам. Повторяя медленные движения мамы, она добралась до верха к концу дня.',
    parent: {
      upto3: ['Покажешь розовый цветок наверху?', 'Потянемся вверх медленно, как Манго?'],
      '4to5': [
        'Как думаешь, что почувствовала Манго, когда наконец съела цветок?',
        'А что тебе нравится делать медленно-медленно?',
      ],
      '6to7': [
        'Как думаешь, почему ленивец двигается так медленно?',
        'Может, попробуете вместе подняться по лестнице медленно, как ленивец?',
      ],
    },
  },
};
