/** Told for children: the bundled news item of 09-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_06: ItemTales = {
  heroLooks: 'a girl of seven with a long brown plait, a yellow dress and a little gap between her front teeth',
  draw: [
    { picture: '👧', en: ['sofia', 'girl'], ru: ['соня', 'сон'] },
    { picture: '🎙', en: ['microphone'], ru: ['микрофон'] },
    { picture: '📻', en: ['radio'], ru: ['радио'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
  ],
  en: {
    title: 'A children’s choir sings on the radio',
    beats: {
      who: 'Sofia, a girl of seven, and the children’s choir of her school',
      what: 'The choir sang live on the radio, and Sofia sang the first line on her own, while her grandma listened far away.',
      feeling: 'nervous, then brave, then very happy',
      helped: 'Mr Bell, the choir leader, who told her to sing as if to one person she loves',
      why: 'A radio carries voices through the air to many homes at once, so people far away can hear the same song at the same time.',
    },
    hook: 'Can a song travel to another town?',
    bedtime: 'Sofia hums the choir’s song under her blanket.',
    toddler: [
      { title: 'La-la-la', text: 'Sofia sings. Her friends sing. La-la-la! A big microphone listens.' },
      { title: 'Red light', text: 'The red light is on. Shh! Sofia takes a big breath.' },
      { title: 'Grandma hears', text: 'Far away, Grandma has a radio. She hears Sofia. Clap, clap, clap!' },
    ],
    small: [
      {
        title: 'In the studio',
        text: 'Sofia’s school choir went to a real radio studio. There was a tall microphone and a little red lamp. When the lamp lit up, the whole town could hear them!',
      },
      {
        title: 'A tiny voice',
        text: 'Sofia had to sing the very first line alone. But her voice came out as small as a mouse’s squeak.',
      },
      {
        title: 'Sing to Grandma',
        text: 'Mr Bell, the choir leader, whispered that she should sing it to her grandma. Sofia thought of Grandma’s kitchen and sang loud and clear. Far away, Grandma listened to the radio and smiled.',
      },
      {
        title: 'And you?',
        text: 'After the song, the whole choir cheered. Who would you sing a song to?',
      },
    ],
    arc: [
      {
        title: 'A real studio',
        text: 'Sofia’s school choir was going to sing on the radio. The studio had soft grey walls, a tall microphone and a little lamp that said ON AIR. When it glowed red, people all over the country could hear them.',
        beat: 'where',
      },
      {
        title: 'The first line',
        text: 'Sofia had a special job. She would sing the first line of the song all alone, before the choir joined in. Her knees felt wobbly, and her mouth went dry.',
        beat: 'problem',
      },
      {
        title: 'A mouse’s squeak',
        text: 'The red lamp lit up. Sofia opened her mouth, but only a tiny squeak came out. She stopped and looked at the floor. The choir waited quietly.',
        beat: 'attempt',
      },
      {
        title: 'One person',
        text: 'Mr Bell, the choir leader, knelt beside her. He whispered, “Do not sing to the whole country. Sing to one person you love.” Sofia thought of her grandma, who was listening at home in another town.',
        beat: 'help',
      },
      {
        title: 'Loud and clear',
        text: 'Sofia took a deep breath and sang, loud and clear, just for Grandma. Then the whole choir joined in, like a warm wave of voices. In her kitchen far away, Grandma turned up the radio and clapped.',
        beat: 'resolution',
      },
      {
        title: 'Songs through the air',
        text: 'How did the song get to Grandma so fast? The microphone turned the children’s voices into signals. Tall masts sent them through the air, and every radio that was switched on caught the same song at the same moment. Grandma heard Sofia first of all.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'choir',
      inText: 'choir',
      explanation: 'A group of people who sing together, each voice adding to the song.',
    },
    whatHappened:
      'A school’s children’s choir sang live in a radio studio, and a seven-year-old sang the first line on her own. Her grandma, who lives in another town, heard her on the radio at home.',
    parent: {
      upto3: ['Can you find the big microphone?', 'Can you clap like Grandma?'],
      '4to5': [
        'How do you think Sofia felt when her voice came out so small?',
        'Who would you like to sing a song to?',
      ],
      '6to7': [
        'How did the children’s song get from the studio to Grandma’s kitchen?',
        'Could we find a radio station together that plays children’s songs?',
      ],
    },
  },
  ru: {
    title: 'Детский хор поёт по радио',
    beats: {
      who: 'семилетняя Соня и детский хор её школы',
      what: 'Хор пел в прямом эфире по радио, и Соня спела первую строчку одна, а бабушка слушала её в другом городе.',
      feeling: 'волнение, потом смелость и большая радость',
      helped: 'руководитель хора Борис Петрович, который посоветовал петь для одного любимого человека',
      why: 'Радио разносит голоса по воздуху сразу во многие дома, и люди далеко друг от друга слышат одну песню в одно время.',
    },
    hook: 'Может ли песня долететь до другого города?',
    bedtime: 'Соня напевает песню хора под одеялом.',
    toddler: [
      { title: 'Ля-ля-ля', text: 'Соня поёт. Друзья поют. Ля-ля-ля! Большой микрофон слушает.' },
      { title: 'Красная лампочка', text: 'Горит красная лампочка. Тсс! Соня глубоко вдохнула.' },
      { title: 'Бабушка слышит', text: 'А далеко-далеко бабушка включила радио. Это Соня поёт! Хлоп-хлоп-хлоп!' },
    ],
    small: [
      {
        title: 'В студии',
        text: 'Школьный хор Сони приехал в настоящую радиостудию. Там стоял высокий микрофон и горела маленькая красная лампочка. Когда она загоралась, их слышал весь город!',
      },
      {
        title: 'Тоненький голосок',
        text: 'Соне нужно было спеть первую строчку одной. Но голос у неё вышел тоненький, как мышиный писк.',
      },
      {
        title: 'Спой бабушке',
        text: 'Руководитель хора шепнул: «Спой её бабушке». Соня вспомнила бабушкину кухню и запела громко и чисто. А далеко-далеко бабушка слушала радио и улыбалась.',
      },
      {
        title: 'А ты?',
        text: 'Когда песня кончилась, весь хор захлопал. А кому тебе хотелось бы спеть песню?',
      },
    ],
    arc: [
      {
        title: 'Настоящая студия',
        text: 'Школьный хор Сони выступал по радио. В студии были мягкие серые стены, высокий микрофон и табличка «В эфире». Когда она загоралась красным, детей слышала вся страна.',
        beat: 'where',
      },
      {
        title: 'Первая строчка',
        text: 'У Сони было особое задание: спеть первую строчку одной, а потом вступит весь хор. Коленки у неё дрожали, во рту пересохло.',
        beat: 'problem',
      },
      {
        title: 'Мышиный писк',
        text: 'Табличка загорелась. Соня открыла рот, но вышел только тоненький писк. Она замолчала и опустила глаза. Хор тихо ждал.',
        beat: 'attempt',
      },
      {
        title: 'Для одного человека',
        text: 'Руководитель хора Борис Петрович присел рядом. «Не пой для всей страны, — шепнул он. — Спой для одного любимого человека». Соня вспомнила бабушку, которая слушала радио дома, в другом городе.',
        beat: 'help',
      },
      {
        title: 'Громко и чисто',
        text: 'Соня глубоко вдохнула и запела громко и чисто, только для бабушки. Тут вступил весь хор, и голоса зазвучали тепло и дружно. А бабушка у себя на кухне сделала радио погромче и захлопала.',
        beat: 'resolution',
      },
      {
        title: 'Песня по воздуху',
        text: 'Как песня так быстро добралась до бабушки? Микрофон превратил детские голоса в сигналы. Высокие вышки отправили их по воздуху, и каждое включённое радио поймало песню в ту же минуту. Бабушка узнала Соню сразу.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'хор',
      inText: 'хор',
      explanation: 'Много людей, которые поют вместе, и каждый голос вплетается в песню.',
    },
    whatHappened:
      'Детский школьный хор выступил в прямом эфире в радиостудии, и семилетняя девочка спела первую строчку одна. Её бабушка из другого города услышала внучку по радио.',
    parent: {
      upto3: ['Покажешь большой микрофон?', 'Похлопаешь, как бабушка?'],
      '4to5': ['Как думаешь, что почувствовала Соня, когда голос вышел тоненьким?', 'А кому тебе хочется спеть песню?'],
      '6to7': [
        'Как песня детей попала из студии на бабушкину кухню?',
        'Может, найдём вместе радио, где звучат детские песни?',
      ],
    },
  },
};
