/** Told for children: the bundled news item of 08-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_08: ItemTales = {
  heroLooks: 'a young brown mountain goat with a pale belly, tiny stubby horns and a wispy little beard',
  draw: [
    { picture: '🐐', en: ['skip', 'goat'], ru: ['шустрик', 'коз'] },
    { picture: '⛰', en: ['mountain'], ru: ['гор'] },
    { picture: '🧂', en: ['salt'], ru: ['солён', 'сол'] },
  ],
  en: {
    title: 'Goats on a stone wall',
    beats: {
      who: 'Skip, the youngest goat of a herd of mountain goats, and his mother, by a tall stone dam high in the mountains',
      what: 'The goats climbed the steep stone wall of the dam to lick the salt from its stones, and Skip learned to climb it too.',
      feeling: 'eager, then cross when he slid back, then proud',
      helped: 'his mother, who showed him how to climb in tiny steps from one stone edge to the next',
      why: 'Grass has hardly any salt, goats need salt to stay strong, and the dam’s stones have a thin salty crust that goats can lick off.',
    },
    hook: 'Who climbs a wall just for a lick?',
    bedtime: 'Skip nestles in the soft mountain grass.',
    toddler: [
      { title: 'Up the wall', text: 'Goats climb a big stone wall. Hop, step, hop, higher and higher!' },
      { title: 'Hop, hop', text: 'Little Skip goes hop, hop, hop.' },
      { title: 'Lick, lick', text: 'Lick, lick! Skip licks a salty stone. Yum!' },
    ],
    small: [
      {
        title: 'A wall of stone',
        text: 'High in the mountains, a tall stone wall called a dam holds back a lake. It is almost as steep as the side of a house. But mountain goats are climbing right up it!',
      },
      {
        title: 'Too steep',
        text: 'Little Skip wanted to climb too, but he slid back down onto the grass. His mother showed him how: tiny steps, from one stone edge to the next.',
      },
      {
        title: 'Salty stones',
        text: 'Step by step, Skip climbed up and licked a stone. It tasted salty! Goats need salt, and the stones of the dam have plenty. Can you take tiny steps, like Skip?',
      },
    ],
    arc: [
      {
        title: 'The goats’ wall',
        text: 'High in the mountains, a tall stone dam holds back a deep blue lake. Its wall is almost as steep as the side of a house. Every day, mountain goats climb right up it. Little Skip, the youngest, wanted to climb it too.',
        beat: 'problem',
      },
      {
        title: 'Sliding back',
        text: 'He took a run and jumped at the wall. His hooves slipped on the smooth stone, and he slid gently back onto the grass. He tried again, and slid back again.',
        beat: 'attempt',
      },
      {
        title: 'Why climb?',
        text: '“Why do you all climb up there?” Skip asked crossly. His mother explained that grass has hardly any salt, and goats need salt to stay strong. The stones of the dam have a thin white crust of salt, and goats can lick it off.',
        beat: 'why',
      },
      {
        title: 'Tiny steps',
        text: 'Then she showed him how to climb. No big jumps, only tiny steps, from one narrow stone edge to the next. Her hooves have hard rims and soft, grippy pads, and so do his.',
        beat: 'help',
      },
      {
        title: 'A salty lick',
        text: 'Skip tried again, slowly this time. Step, step, step, up the wall he went, until he reached a white, salty patch. He licked it, and it tasted wonderful! Down below, the lake sparkled.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'dam',
      inText: 'dam',
      explanation: 'A strong wall built across a river to hold back its water and make a lake.',
    },
    whatHappened:
      'In some mountains, wild goats climb the steep stone walls of dams to lick the salt that forms on the stones, because the grass they eat has very little salt. Their hooves have hard edges and soft pads that grip tiny ledges.',
    parent: {
      upto3: ['Can you find the goats on the wall?', 'Can you go hop, hop, hop, like Skip?'],
      '4to5': [
        'How do you think Skip felt when he slid back down?',
        'How do you think Skip felt when he licked the salty stone?',
      ],
      '6to7': [
        'Why do the goats climb up the dam?',
        'Could we find a picture of a goat’s hoof together and look for its soft pad?',
      ],
    },
  },
  ru: {
    title: 'Козы на каменной стене',
    beats: {
      who: 'Шустрик, самый младший в стаде горных коз, и его мама у высокой каменной плотины в горах',
      what: 'Козы забирались по крутой каменной стене плотины, чтобы слизывать соль с камней, и Шустрик тоже научился по ней лазить.',
      feeling: 'нетерпение, потом обида, когда он съехал вниз, потом гордость',
      helped: 'мама, которая показала ему, как забираться маленькими шажками с одного выступа на другой',
      why: 'В траве почти нет соли, а козам она нужна, чтобы быть сильными; на камнях плотины есть тонкая солёная корочка, и её можно слизать.',
    },
    hook: 'Кто лезет на стену ради вкусного камня?',
    bedtime: 'Шустрик дремлет в мягкой горной траве.',
    toddler: [
      { title: 'Вверх по стене', text: 'Козы лезут на каменную стену. Вверх, вверх, вверх!' },
      { title: 'Прыг-прыг', text: 'Маленький Шустрик скачет: прыг, прыг, прыг.' },
      { title: 'Лизь-лизь', text: 'Лизь-лизь! Шустрик лижет солёный камень. Ням-ням!' },
    ],
    small: [
      {
        title: 'Каменная стена',
        text: 'Высоко в горах каменная плотина держит целое озеро. Её стена крутая, почти как стена дома. Но горные козы забираются прямо по ней!',
      },
      {
        title: 'Слишком круто',
        text: 'Маленький Шустрик тоже хотел наверх, но съехал обратно на траву. Мама показала ему, как надо: маленькими шажками, с одного каменного выступа на другой.',
      },
      {
        title: 'Солёные камни',
        text: 'Шаг за шагом Шустрик забрался повыше и лизнул камень. Камень оказался солёным! Козам нужна соль, а на камнях плотины её много. А ты умеешь ходить маленькими шажками?',
      },
    ],
    arc: [
      {
        title: 'Козья стена',
        text: 'Высоко в горах каменная плотина держит глубокое синее озеро. Её стена почти отвесная, как бок высокого дома. Но каждый день горные козы забираются прямо по ней. Маленькому Шустрику, самому младшему, тоже очень хотелось наверх.',
        beat: 'problem',
      },
      {
        title: 'Съехал',
        text: 'Он разбежался и прыгнул на стену. Копытца заскользили по гладкому камню, и Шустрик мягко съехал обратно в траву. Он попробовал снова и снова съехал.',
        beat: 'attempt',
      },
      {
        title: 'Зачем туда лезть?',
        text: '«Зачем вы все туда лезете?» — сердито спросил Шустрик. Мама объяснила, что в траве почти нет соли, а козам соль нужна, чтобы быть сильными. На камнях плотины есть тонкая белая корочка соли, и её можно слизывать.',
        beat: 'why',
      },
      {
        title: 'Маленькие шажки',
        text: 'А потом она показала, как надо. Никаких больших прыжков, только маленькие шажки — с одного узкого выступа на другой. У коз на копытцах твёрдые края и мягкие цепкие подушечки, и у Шустрика тоже.',
        beat: 'help',
      },
      {
        title: 'Солёное угощение',
        text: 'Шустрик попробовал снова, на этот раз медленно. Шаг, шаг, ещё шаг — и вот он уже у белого солёного пятнышка. Он лизнул его, и это было очень вкусно! Внизу блестело озеро.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'плотина',
      inText: 'плотины',
      explanation: 'Крепкая стена поперёк реки, которая задерживает воду, и получается озеро.',
    },
    whatHappened:
      'В некоторых горах дикие козы забираются по крутым каменным стенам плотин, чтобы слизывать соль, которая выступает на камнях: в траве, которую они едят, соли очень мало. Их копыта с твёрдыми краями и мягкими подушечками цепляются за крошечные выступы.',
    parent: {
      upto3: ['Покажешь коз на стене?', 'Поскачем: прыг, прыг, прыг, как Шустрик?'],
      '4to5': [
        'Как думаешь, что почувствовал Шустрик, когда съехал вниз?',
        'А что почувствовал Шустрик, когда лизнул солёный камень?',
      ],
      '6to7': [
        'Зачем козы забираются на плотину?',
        'Может, найдём вместе картинку козьего копытца и поищем мягкую подушечку?',
      ],
    },
  },
};
