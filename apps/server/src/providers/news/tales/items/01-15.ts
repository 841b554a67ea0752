/** Told for children: the bundled news item of 01-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_15: ItemTales = {
  heroLooks:
    'a big bright-orange snowplough truck with a wide curved yellow blade in front, round headlights like friendly eyes and a flashing orange light on the roof',
  draw: [
    { picture: '🚜', en: ['gus', 'snowplough'], ru: ['гош', 'снегоуборщ'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '👦', en: ['tim', 'boy'], ru: ['тима', 'мальчик'] },
    { picture: '🏘️', en: ['town', 'street', 'roof'], ru: ['город', 'улиц', 'крыш'] },
  ],
  en: {
    title: 'The snowplough clears the way',
    beats: {
      who: 'Gus, a big orange snowplough in a small town, and Vera, who drives him',
      what: 'After heavy snow in the night, Gus and Vera cleared the streets before dawn, so the school bus could drive in the morning.',
      feeling: 'busy and determined in the dark, then proud and cheerful',
      helped: 'Vera the driver, who worked all night, steering Gus along every street',
      why: 'Snowploughs work at night and early in the morning, so buses, cars and people can get where they need to go when the day begins.',
    },
    hook: 'Beep, beep, make way for the snowplough!',
    bedtime: 'Gus rests in his garage, blade down.',
    toddler: [
      { title: 'Snow, snow', text: 'So much snow! Snow on the roofs. Snow on the road.' },
      { title: 'Push, push', text: 'Here comes Gus, big and orange. Push, push, push the snow!' },
      { title: 'Here is the bus', text: 'The road is clear. Here comes the bus! Beep, beep, Gus!' },
    ],
    small: [
      {
        title: 'A snowy night',
        text: 'In the night, lots of snow fell on a small town. By morning the streets were white and deep, and no car could drive.',
      },
      {
        title: 'Gus wakes up',
        text: 'Early, while it was still dark, Vera started Gus, a big orange snowplough. His lights flashed, and his wide blade went down.',
      },
      {
        title: 'Clearing the way',
        text: 'Gus pushed the snow to the side of the road, street after street. Swoosh! A boy called Tim waved from his window, and Vera flashed the lights back.',
      },
      {
        title: 'Off to school',
        text: 'When the sun came up, the roads were clear. The school bus drove by, right on time. Can you push your toys to one side, like a snowplough?',
      },
    ],
    arc: [
      {
        title: 'A town under snow',
        text: 'In a small town at the foot of the hills, snow fell all night, thick and soft. By four in the morning it covered the roads, the cars and the bus stop.',
      },
      {
        title: 'Who will clear the road?',
        text: 'In a few hours the school bus had to drive, and the bread van too. But the snow was as deep as a child’s knees. Nobody could drive through it.',
      },
      {
        title: 'Gus sets off',
        text: 'In a warm garage stood Gus, a big orange snowplough. Vera, his driver, climbed up into the cab and started the engine. The orange light on the roof began to flash.',
      },
      {
        title: 'Street after street',
        text: 'Vera lowered the wide blade, and Gus began to push. Swoosh, the snow rolled to the side of the road. Street after street, in the dark, they worked and did not stop.',
      },
      {
        title: 'Good morning!',
        text: 'At seven o’clock a boy called Tim looked out of his window and waved. Vera flashed the lights back. Then the yellow school bus came along the clear road, right on time.',
      },
      {
        title: 'Why ploughs work at night',
        text: 'Snowploughs start in the night, when the streets are empty. That way the roads are clear before people set off to school and work. The curved blade rolls the snow aside, and the road behind stays clean.',
      },
    ],
    footnote: {
      word: 'blade',
      inText: 'blade',
      explanation: 'The wide, curved metal part at the front of a snowplough that pushes the snow away.',
    },
    whatHappened:
      'After heavy snow in the night, a snowplough and its driver cleared the streets of a small town before dawn, so the school bus could run on time.',
    parent: {
      upto3: ['Can you point to big orange Gus?', 'Can you say beep, beep, like Gus?'],
      '4to5': [
        'How do you think Tim felt when Vera flashed the lights back at him?',
        'How do you feel when you wake up and everything is white with snow?',
      ],
      '6to7': [
        'Why do you think snowploughs work while everyone is asleep?',
        'Could you watch from a window together on a snowy morning and look for a snowplough at work?',
      ],
    },
  },
  ru: {
    title: 'Снегоуборщик расчистил дорогу',
    beats: {
      who: 'большой оранжевый снегоуборщик Гоша в маленьком городе и Вера, которая его водит',
      what: 'После ночного снегопада Гоша и Вера до рассвета расчистили улицы, чтобы утром проехал школьный автобус.',
      feeling: 'упорная работа в темноте, потом гордость и радость',
      helped: 'водитель Вера, которая всю ночь вела Гошу по улицам',
      why: 'Снегоуборочные машины работают ночью и рано утром, чтобы к началу дня автобусы, машины и люди могли ехать и идти по своим делам.',
    },
    hook: 'Би-бип, дорогу снегоуборщику!',
    bedtime: 'Гоша отдыхает в гараже, опустив отвал.',
    toddler: [
      { title: 'Снег, снег', text: 'Сколько снега! Снег на крышах. Снег на дороге.' },
      { title: 'Толк, толк', text: 'Едет Гоша, большой, оранжевый. Толк, толк, толкаем снег!' },
      { title: 'Вот и автобус', text: 'Дорога чистая. Вот и автобус! Би-бип, Гоша!' },
    ],
    small: [
      {
        title: 'Снежная ночь',
        text: 'Ночью на маленький город навалило много снега. К утру улицы стали белыми и глубокими, и ни одна машина не могла проехать.',
      },
      {
        title: 'Гоша просыпается',
        text: 'Рано-рано, ещё в темноте, Вера завела Гошу, большой оранжевый снегоуборщик. Замигал фонарь, и широкий отвал опустился вниз.',
      },
      {
        title: 'Расчищаем дорогу',
        text: 'Гоша толкал снег к краю дороги, улицу за улицей. Вжух! Мальчик Тима помахал из окна, а Вера помигала ему фарами.',
      },
      {
        title: 'В школу!',
        text: 'Когда взошло солнце, дороги были чистыми. Проехал школьный автобус, точно вовремя. А ты можешь сдвинуть игрушки в сторону, как снегоуборщик?',
      },
    ],
    arc: [
      {
        title: 'Город под снегом',
        text: 'В маленьком городе у подножия холмов всю ночь шёл снег, густой и мягкий. К четырём часам утра он засыпал дороги, машины и автобусную остановку.',
      },
      {
        title: 'Кто расчистит дорогу?',
        text: 'Через несколько часов должен был выехать школьный автобус, а ещё машина с хлебом. Но снега намело по колено. Никто не мог проехать.',
      },
      {
        title: 'Гоша выезжает',
        text: 'В тёплом гараже стоял Гоша, большой оранжевый снегоуборщик. Водитель Вера забралась в кабину и завела мотор. На крыше замигал оранжевый фонарь.',
      },
      {
        title: 'Улица за улицей',
        text: 'Вера опустила широкий отвал, и Гоша начал толкать снег. Вжух — снег откатился к краю дороги. Улицу за улицей, в темноте, они работали без остановки.',
      },
      {
        title: 'С добрым утром!',
        text: 'В семь часов мальчик Тима выглянул в окно и помахал. Вера помигала ему фарами. А потом по чистой дороге приехал жёлтый школьный автобус, точно вовремя.',
      },
      {
        title: 'Почему убирают ночью',
        text: 'Снегоуборщики выезжают ночью, когда улицы пустые. Так дороги успевают расчистить до того, как люди пойдут в школу и на работу. Изогнутый отвал сдвигает снег в сторону, и дорога за машиной остаётся чистой.',
      },
    ],
    footnote: {
      word: 'отвал',
      inText: 'отвал',
      explanation: 'Широкий изогнутый железный щит спереди снегоуборочной машины, который сдвигает снег.',
    },
    whatHappened:
      'После ночного снегопада снегоуборочная машина с водителем до рассвета расчистила улицы маленького города, и школьный автобус вышел вовремя.',
    parent: {
      upto3: ['Покажешь большого оранжевого Гошу?', 'Скажешь «би-бип», как Гоша?'],
      '4to5': [
        'Как думаешь, что почувствовал Тима, когда Вера помигала ему фарами?',
        'А что ты чувствуешь, когда утром за окном всё белое от снега?',
      ],
      '6to7': [
        'Как думаешь, почему снег убирают, пока все спят?',
        'Может, снежным утром вместе понаблюдаете из окна, как работает снегоуборочная машина?',
      ],
    },
  },
};
