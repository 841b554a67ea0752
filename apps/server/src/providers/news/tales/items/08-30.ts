/** Told for children: the bundled news item of 08-30 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_30: ItemTales = {
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
    hook: 'A lake full of frogs is singing tonight.',
    bedtime: 'The green frog dozes on his lily pad.',
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
        text: 'Around a quiet lake, among the reeds and lily pads, lives a choir of little green frogs. The smallest singer is Hoppy, with big gold eyes and a round white tummy. The summer days had been hot and dry, and the frogs sat quietly under the leaves. Hoppy wanted to sing, but his voice came out thin and small.',
        beat: 'problem',
      },
      {
        title: 'Trying louder',
        text: 'He tried again, puffing out his chest. Only a little squeak came out, and a dragonfly zipped past as if it had not heard a thing.',
        beat: 'attempt',
      },
      {
        title: 'The old frog’s tip',
        text: 'Then the summer rain came, pitter-patter, on the lake. An old frog on the next lily pad showed Hoppy how to puff up his throat like a balloon.',
        beat: 'help',
      },
      {
        title: 'Why frogs puff up',
        text: 'Frogs puff up their throats to make their song louder: the puffed-up throat works like a balloon that makes the sound bigger. They sing most after rain, because frogs need wet skin and fresh water, and rain fills the lake and the puddles.',
        beat: 'why',
      },
      {
        title: 'The frog choir',
        text: 'Hoppy puffed up his throat, round and shiny, and sang a big RIBBIT! His voice rang across the water. The whole choir joined in, and they sang their loud, happy song long after the rain had stopped.',
        beat: 'resolution',
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
        'How do you think Hoppy felt when all the frogs sang with him?',
        'How do you feel when you sing with friends?',
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
    hook: 'Целое озеро лягушек поёт песню.',
    bedtime: 'Лягушонок дремлет на листе кувшинки.',
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
        text: 'Вокруг тихого озера, среди камышей и кувшинок, живёт хор маленьких лягушек. Самый маленький певец — лягушонок Прыгунок с золотыми глазками и круглым белым животиком. Летние дни стояли жаркие и сухие, и лягушки тихо сидели под листьями. Прыгунку очень хотелось петь, но голосок у него выходил тоненький-тоненький.',
        beat: 'problem',
      },
      {
        title: 'Ещё громче',
        text: 'Он попробовал громче и выпятил грудку. Но получился только писк, и стрекоза пролетела мимо, даже не оглянувшись.',
        beat: 'attempt',
      },
      {
        title: 'Совет старой лягушки',
        text: 'И тут пошёл летний дождь — кап-кап-кап по озеру. Старая лягушка с соседнего листа показала Прыгунку, как раздувать горлышко, будто шарик, и петь прямо через него.',
        beat: 'help',
      },
      {
        title: 'Зачем раздувать горлышко',
        text: 'Лягушки раздувают горлышко, чтобы петь громче: оно работает, как воздушный шарик, который делает звук больше. А поют они чаще всего после дождя, потому что лягушкам нужна влажная кожа и свежая вода, а дождь наполняет озеро и лужи.',
        beat: 'why',
      },
      {
        title: 'Лягушачий хор',
        text: 'Прыгунок раздул горлышко — круглое, блестящее — и запел: «Ква-а-а!» Голос его разнёсся над водой. Весь хор подхватил песню, и лягушки пели громко и весело ещё долго после дождя.',
        beat: 'resolution',
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
};
