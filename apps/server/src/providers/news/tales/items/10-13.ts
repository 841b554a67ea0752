/** Told for children: the bundled news item of 10-13 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_13: ItemTales = {
  heroLooks:
    'a small round blue robot on three little wheels, with two round glowing eyes, a clear water tank on its back and a thin bendy spout',
  draw: [
    { picture: '🤖', en: ['robot', 'drip'], ru: ['робот', 'кап'] },
    { picture: '🪴', en: ['flowerpot', 'pot'], ru: ['горш'] },
    { picture: '🌷', en: ['flower'], ru: ['цвет'] },
    { picture: '👧', en: ['ana'], ru: ['аня'] },
    { picture: '👦', en: ['max', 'leo'], ru: ['макс', 'лёва'] },
    { picture: '💧', en: ['water'], ru: ['вод'] },
  ],
  en: {
    title: 'Children build a robot',
    beats: {
      who: 'a team of schoolchildren at a science club, and the little robot they built, called Drip',
      what: 'They built a little robot that waters plants: it drives slowly and gives each flower a drink.',
      feeling: 'curious, then puzzled, then very proud',
      helped: null,
      why: 'A robot only does what its instructions say, so the children had to think step by step and try again and again, like real scientists.',
    },
    hook: 'Beep, whirr: a robot is learning to garden.',
    bedtime: 'The little robot is parked, its lights off.',
    toddler: [
      { title: 'Beep, beep', text: 'Here is a little robot. Beep, beep! Blue robot, round robot, on little wheels.' },
      {
        title: 'Slowly, slowly',
        text: 'Roll, roll, slowly, slowly. Stop at the flower. Drip, drip, drip! A drink for the flower.',
      },
      { title: 'Hooray', text: 'Drink for the red flower. Drink for the yellow flower. Hooray for the robot!' },
    ],
    small: [
      {
        title: 'The science club',
        text: 'After school, a team of children meets at a science club. This autumn, Ana, Max and Leo built a little robot and called it Drip.',
      },
      {
        title: 'Slowly does it',
        text: 'Drip rolls slowly along a row of flowerpots. At each pot it stops and pours a little water. Drip, drip! Now that flower has had a drink.',
      },
      {
        title: 'Proud builders',
        text: 'The children clapped and jumped up and down. Their robot worked! If you built a robot, what job would you give it?',
      },
    ],
    arc: [
      {
        title: 'The science club',
        text: 'Every Thursday after school, a team of children meets at the science club. Ana, Max and Leo like to take things apart and find out how they work. By the club window stands a long table of flowerpots. But at the weekend nobody is there, and by Monday the leaves hang down, thirsty. The flowers needed a helper.',
        beat: 'problem',
      },
      {
        title: 'Too fast!',
        text: 'So the children built a little robot with wheels, a water tank and a thin spout. The first time, it zoomed along too fast and splashed water all over the table. Oops!',
        beat: 'attempt',
      },
      {
        title: 'Trying again',
        text: "The children did not give up. They changed the robot's instructions: drive slowly, stop at each pot, pour a little, then move on. They tried again and again.",
        beat: 'help',
      },
      {
        title: 'How Drip knows',
        text: 'A robot cannot think by itself. It only follows the steps that people write for it, one by one. That is science: you look, you try, you fix it, and you try again until it works.',
        beat: 'why',
      },
      {
        title: 'Drip works',
        text: 'At last the little robot rolled slowly along the row and gave each flower a drink. The leaves stood up straight. The children named it Drip and cheered.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'science',
      inText: 'science',
      explanation: 'Finding out how the world works by looking closely and trying things out.',
    },
    whatHappened:
      'A team of schoolchildren at a science club built a small robot that waters plants. It drives slowly and stops to give each flower a drink.',
    parent: {
      upto3: ["Can you point to the robot's wheels?", 'What colour are the flowers?'],
      '4to5': [
        'How do you think the children felt when the robot splashed water everywhere?',
        'How do you feel when something finally works after many tries?',
      ],
      '6to7': [
        'Why do you think the robot had to drive slowly?',
        'Could you write step-by-step instructions for watering a plant and follow them together?',
      ],
    },
  },
  ru: {
    title: 'Школьники собрали робота',
    beats: {
      who: 'команда школьников из научного кружка и маленький робот Кап, которого они собрали',
      what: 'Ребята собрали робота, который поливает цветы: он медленно едет и поит каждый цветок.',
      feeling: 'любопытство, потом растерянность и, наконец, гордость',
      helped: null,
      why: 'Робот делает только то, что написано в его командах, поэтому ребятам пришлось думать по шагам и пробовать снова и снова, как настоящим учёным.',
    },
    hook: 'Бип-бип: робот учится поливать цветы.',
    bedtime: 'Робот стоит у цветов и отдыхает.',
    toddler: [
      { title: 'Бип-бип', text: 'Вот маленький робот. Бип, бип! Синий робот, круглый робот, на колёсиках.' },
      { title: 'Тихо-тихо', text: 'Едет, едет, тихо-тихо. Стоп у цветочка. Кап, кап, кап! Пей, цветочек!' },
      { title: 'Ура!', text: 'Попил красный цветок. Попил жёлтый цветок. Ура роботу!' },
    ],
    small: [
      {
        title: 'Научный кружок',
        text: 'После уроков ребята занимаются в научном кружке. Этой осенью Аня, Макс и Лёва собрали там маленького робота и назвали его Кап.',
      },
      {
        title: 'Потихоньку',
        text: 'Кап медленно едет вдоль ряда цветочных горшков. У каждого горшка он останавливается и наливает немножко воды. Кап-кап! Вот и цветок попил.',
      },
      {
        title: 'Гордые мастера',
        text: 'Ребята хлопали в ладоши и прыгали: робот работает! А какую работу ты придумаешь для своего робота?',
      },
    ],
    arc: [
      {
        title: 'Научный кружок',
        text: 'Каждый четверг после уроков ребята собираются в научном кружке. Аня, Макс и Лёва любят разбирать вещи и узнавать, как они устроены. У окна в кружке стоит длинный стол с цветочными горшками. Но в выходные никого нет, и к понедельнику листья никнут. Вот бы цветам помощника!',
        beat: 'problem',
      },
      {
        title: 'Слишком быстро',
        text: 'Ребята собрали робота с колёсиками, бачком для воды и тонким носиком. В первый раз он помчался слишком быстро и расплескал воду по всему столу. Ой!',
        beat: 'attempt',
      },
      {
        title: 'Ещё попытка',
        text: 'Но ребята не сдались. Они поменяли команды робота: ехать медленно, у каждого горшка остановиться, налить чуть-чуть и ехать дальше. Пробовали снова и снова.',
        beat: 'help',
      },
      {
        title: 'Как Кап это делает',
        text: 'Робот не умеет думать сам. Он делает только то, что люди записали для него по шагам. В этом и есть наука: смотришь, пробуешь, исправляешь и пробуешь снова, пока не получится.',
        beat: 'why',
      },
      {
        title: 'Кап справился',
        text: 'И вот маленький робот медленно проехал вдоль ряда и напоил каждый цветок. Листья расправились. Ребята назвали робота Кап и радостно захлопали.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'кружок',
      inText: 'кружке',
      explanation: 'Занятия после уроков, где дети вместе узнают что-то интересное и мастерят.',
    },
    whatHappened:
      'Команда школьников в научном кружке собрала маленького робота, который поливает цветы. Он медленно едет и поит каждый цветок.',
    parent: {
      upto3: ['Покажешь, где у робота колёсики?', 'Какого цвета цветы?'],
      '4to5': [
        'Как думаешь, что почувствовали ребята, когда робот расплескал воду?',
        'А тебе радостно, когда что-то наконец получается?',
      ],
      '6to7': [
        'Как думаешь, почему роботу нужно было ехать медленно?',
        'Может, запишете вместе по шагам, как полить цветок, а потом сделаете всё точно по списку?',
      ],
    },
  },
};
