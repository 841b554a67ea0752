/** Told for children: the bundled news item of 10-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_01: ItemTales = {
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
    hook: 'Can grandmas and grandpas sing in a choir?',
    bedtime: 'The grandmas and grandpas hum one last song.',
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
        text: 'In a small town there is a choir of grandmas and grandpas. Every Tuesday they meet in the concert hall to sing. Grandma Vera has sung there for many years. This autumn the choir had a wish: to give a real concert for their grandchildren. But Vera was worried. What if she forgot the words on the big stage?',
        beat: 'problem',
      },
      {
        title: 'Practice, practice',
        text: 'So the choir practised again and again. Grandpa Paul played the piano, and Vera sang in her kitchen, in her garden and even in the bath.',
        beat: 'attempt',
      },
      {
        title: 'A face in the hall',
        text: "On the day of the concert, the hall was full. Vera's knees shook a little. Then she saw Sonya in the front row, singing along with every word.",
        beat: 'help',
      },
      {
        title: 'One more song',
        text: 'Vera forgot all about being worried and sang with her whole voice. At the end, the audience clapped for so long that the choir sang one more song.',
        beat: 'resolution',
      },
      {
        title: 'Songs that travel',
        text: 'Many of those songs are very old. The grandmas and grandpas learned them when they were little, from their own grandparents. When children sing them too, a song can live for a hundred years.',
        beat: 'why',
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
      upto3: ['Can you point to the grandma in pink?', 'Can you clap your hands like everyone there?'],
      '4to5': [
        'How do you think Grandma Vera felt when she saw Sonya in the front row?',
        'Do you like it when everyone cheers for you?',
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
    hook: 'Бабушки и дедушки поют в хоре!',
    bedtime: 'Бабушки и дедушки тихонько напевают колыбельную.',
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
        text: 'В маленьком городе есть хор бабушек и дедушек. Каждый вторник они собираются в концертном зале и поют. Бабушка Вера поёт там уже много лет. Этой осенью хор задумал настоящий концерт для внуков. Но Вера волновалась. Вдруг на большой сцене она забудет слова?',
        beat: 'problem',
      },
      {
        title: 'Репетиции',
        text: 'Хор репетировал снова и снова. Дедушка Павел играл на пианино, а Вера пела и на кухне, и в огороде, и даже в ванной.',
        beat: 'attempt',
      },
      {
        title: 'Знакомое лицо',
        text: 'В день концерта зал был полон. У Веры немножко дрожали коленки. И вдруг она увидела в первом ряду Соню: внучка пела вместе с хором, слово в слово.',
        beat: 'help',
      },
      {
        title: 'Ещё одна песня',
        text: 'Вера забыла про волнение и запела во весь голос. А в конце зрители хлопали так долго, что хор спел ещё одну песню.',
        beat: 'resolution',
      },
      {
        title: 'Песни путешествуют',
        text: 'Многие из этих песен очень старые. Бабушки и дедушки выучили их в детстве у своих бабушек. Когда песню подхватывают внуки, она может прожить сто лет.',
        beat: 'why',
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
};
