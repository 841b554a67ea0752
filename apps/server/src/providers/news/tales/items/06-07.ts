/** Told for children: the bundled news item of 06-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_07: ItemTales = {
  heroLooks:
    'a three-year-old boy with a mop of soft golden curls, round blue eyes and green dungarees with a dinosaur on the pocket',
  draw: [
    { picture: '👦', en: ['benji'], ru: ['тём'] },
    { picture: '✂️', en: ['scissors'], ru: ['ножниц'] },
    { picture: '🪞', en: ['mirror'], ru: ['зеркал'] },
    { picture: '💈', en: ['hairdresser', 'barber'], ru: ['парикмахер'] },
    { picture: '✉️', en: ['envelope'], ru: ['конверт'] },
  ],
  en: {
    title: 'Benji’s very first haircut',
    beats: {
      who: 'Benji, a boy of three whose hair had never been cut',
      what: 'Benji was afraid of his first haircut until a patient hairdresser let him hold the comb and watch in a mirror.',
      feeling: 'scared, then curious, then giggly',
      helped: 'Mr Sam the hairdresser, who let him hold the comb, snip the air and watch in a little mirror',
      why: 'Hair is like fingernails: the part that grows out of you cannot feel anything, so cutting it feels like nothing.',
    },
    hook: 'Snip, snip: whose curls are falling down?',
    bedtime: 'One soft curl sleeps in a little envelope.',
    toddler: [
      { title: 'Curly hair', text: 'Here is Benji. Curly, curly hair. In his eyes!' },
      { title: 'Snip, snip', text: 'Snip, snip, snip! Little curls fall down. Tickle, tickle!' },
      { title: 'Ta-da!', text: 'Look in the mirror. Hello, Benji! Ta-da!' },
    ],
    small: [
      {
        title: 'Hair in his eyes',
        text: 'Benji’s curly hair had grown so long that it fell into his eyes. It was time for his very first haircut!',
      },
      {
        title: 'At the hairdresser’s',
        text: 'The hairdresser, Mr Sam, let Benji hold the comb and look in a big mirror. Benji sat very still on a tall seat.',
      },
      {
        title: 'Tickly curls',
        text: 'Snip, snip went the scissors. Soft curls floated down, and it tickled! Mum kept one curl to remember. How do you feel when your hair is cut?',
      },
    ],
    arc: [
      {
        title: 'Curls in his eyes',
        text: 'Benji is three, and his hair had never been cut. His soft curls had grown so long that they tumbled into his eyes. But whenever Mum said “haircut”, Benji hid behind the sofa.',
        beat: 'problem',
      },
      {
        title: 'Can hair feel?',
        text: 'Benji was afraid the scissors would nip him. Mum showed him her fingernails. She said that hair is like nails. The part that grows out of you cannot feel a thing, so cutting it feels like nothing at all.',
        beat: 'why',
      },
      {
        title: 'Wriggle, wriggle',
        text: 'So Mum tried to trim his curls at home with the kitchen scissors. But Benji wriggled like a fish, and only one curl came off. His fringe still tumbled into his eyes.',
        beat: 'attempt',
      },
      {
        title: 'Mr Sam’s mirror',
        text: 'At the barber’s shop, the hairdresser, Mr Sam, did not hurry. He let Benji hold the comb and snip the air with the scissors. Then he gave Benji a little mirror, so he could watch everything.',
        beat: 'help',
      },
      {
        title: 'Hello, big boy',
        text: 'Snip, snip. Soft curls floated to the floor, and the comb tickled his ears. When it was done, Benji looked in the mirror and giggled. Mum kept his first curl in a little envelope.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'hairdresser',
      inText: 'hairdresser',
      explanation: 'Someone whose job is to cut and brush people’s hair.',
    },
    whatHappened:
      'A three-year-old boy who was afraid of having his hair cut had his first haircut at a barber’s shop, where the hairdresser let him hold the comb and watch in a mirror. His mother kept his first curl.',
    parent: {
      upto3: ['Can you find Benji’s curly hair?', 'Can you go snip, snip with your fingers?'],
      '4to5': [
        'How do you think Benji felt when the soft curls tickled?',
        'How do you think Benji felt sitting so still on the tall seat?',
      ],
      '6to7': [
        'Why do you think cutting hair feels like nothing at all?',
        'Could you look at photos of your first haircut together, or of you as a baby?',
      ],
    },
  },
  ru: {
    title: 'Первая стрижка Тёмы',
    beats: {
      who: 'трёхлетний Тёма, которого ещё ни разу не стригли',
      what: 'Тёма боялся первой стрижки, пока терпеливый парикмахер не дал ему подержать расчёску и посмотреть в зеркальце.',
      feeling: 'страх, потом любопытство, потом смех',
      helped: 'парикмахер дядя Саша, который дал подержать расчёску, пощёлкать ножницами и посмотреть в зеркальце',
      why: 'Волосы — как ногти: то, что выросло наружу, ничего не чувствует, поэтому стричь их не больно.',
    },
    hook: 'Чик-чик: чьи это кудряшки падают?',
    bedtime: 'Мягкий локон спит в маленьком конверте.',
    toddler: [
      { title: 'Кудряшки', text: 'Вот Тёма. Кудри, кудряшки. Прямо в глазки!' },
      { title: 'Чик-чик', text: 'Чик-чик-чик! Кудряшки падают. Щекотно!' },
      { title: 'Та-дам!', text: 'Посмотри в зеркало. Привет, Тёма! Та-дам!' },
    ],
    small: [
      {
        title: 'Чёлка в глазах',
        text: 'Кудряшки у Тёмы так отросли, что падали прямо в глаза. Пора было идти на первую в жизни стрижку!',
      },
      {
        title: 'В парикмахерской',
        text: 'Парикмахер дядя Саша дал Тёме подержать расчёску и посмотреть в большое зеркало. Тёма сидел очень смирно на высоком стуле.',
      },
      {
        title: 'Щекотно!',
        text: 'Чик-чик, щёлкали ножницы. Мягкие кудряшки слетали вниз, и было щекотно! Один локон мама оставила на память. А как тебе, когда тебя стригут?',
      },
    ],
    arc: [
      {
        title: 'Кудри в глазах',
        text: 'Тёме три года, и его ещё ни разу не стригли. Мягкие кудряшки так отросли, что падали ему прямо в глаза. Но стоило маме сказать «стрижка», как Тёма прятался за диван.',
        beat: 'problem',
      },
      {
        title: 'А больно?',
        text: 'Тёма думал, что стричься больно. Мама показала ему свои ногти и объяснила, что волосы — как ногти. То, что выросло наружу, ничего не чувствует, поэтому стричь совсем не больно.',
        beat: 'why',
      },
      {
        title: 'Вертушка',
        text: 'Тогда мама попробовала подстричь Тёму дома кухонными ножницами. Но Тёма вертелся, как рыбка, и отрезать удалось только один локон. А чёлка так и лезла в глаза.',
        beat: 'attempt',
      },
      {
        title: 'Зеркальце',
        text: 'В парикмахерской дядя Саша никуда не торопился. Он дал Тёме подержать расчёску и пощёлкать ножницами в воздухе. А потом протянул ему маленькое зеркальце, чтобы Тёма видел всё-всё.',
        beat: 'help',
      },
      {
        title: 'Привет, большой!',
        text: 'Чик-чик. Мягкие кудряшки летели на пол, а расчёска щекотала уши. Когда всё закончилось, Тёма посмотрел в зеркало и захихикал. А мама положила его первый локон в маленький конверт.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'парикмахер',
      inText: 'парикмахер',
      explanation: 'Тот, кто стрижёт людей и причёсывает им волосы.',
    },
    whatHappened:
      'Трёхлетний мальчик, который боялся стричься, впервые подстригся в парикмахерской: мастер дал ему подержать расчёску и смотреть в зеркальце. Мама сохранила его первый локон.',
    parent: {
      upto3: ['Где у Тёмы кудряшки?', 'Сделаешь пальчиками «чик-чик»?'],
      '4to5': [
        'Как думаешь, что почувствовал Тёма, когда кудряшки защекотали?',
        'Каково это — сидеть очень смирно на высоком стуле?',
      ],
      '6to7': ['Как думаешь, почему стричься не больно?', 'Может, вместе посмотрите твои детские фотографии?'],
    },
  },
};
