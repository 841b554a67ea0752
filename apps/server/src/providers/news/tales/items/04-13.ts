/** Told for children: the bundled news item of 04-13 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_13: ItemTales = {
  heroLooks:
    'a six-year-old boy with short dark hair sticking up at the back, a green school jumper and a white paper plane in his hand',
  draw: [
    { picture: '✈️', en: ['plane'], ru: ['самолёт', 'самолет'] },
    { picture: '👦', en: ['sami'], ru: ['сёма', 'сёмы', 'сёме', 'сёму'] },
    { picture: '📎', en: ['clip'], ru: ['скрепк'] },
    { picture: '👩‍🏫', en: ['teacher', 'hill'], ru: ['учительниц'] },
    { picture: '🏫', en: ['school', 'hall'], ru: ['школ', 'зал'] },
  ],
  en: {
    title: 'Paper plane day at school',
    beats: {
      who: 'Sami, a boy in a class that held a paper plane day in the big school hall',
      what: 'Sami’s plane kept flipping over and falling, until his teacher put a paper clip on its nose and he threw it gently; it glided across the whole hall.',
      feeling: 'keen, then cross and puzzled, then thrilled',
      helped: 'Miss Hill, the teacher, who added a paper clip and showed him a gentle throw',
      why: 'A paper plane is held up by the air under its wings, and a little weight at the front keeps its nose pointing forward so it glides.',
    },
    hook: 'Whoosh, whose paper plane will fly furthest?',
    bedtime: 'The paper plane waits on the windowsill.',
    toddler: [
      { title: 'Fold', text: 'Fold the paper. Fold, fold, fold! A little plane.' },
      { title: 'Plop', text: 'Whoosh! Oh no, down it goes. Plop!' },
      { title: 'Far, far', text: 'A clip on its nose. Zoom! Far, far, far away!' },
    ],
    small: [
      {
        title: 'Paper plane day',
        text: 'At a school, the big hall was full of paper planes. It was paper plane day! Sami folded a white plane with pointy wings.',
      },
      {
        title: 'Plop!',
        text: 'He threw it as hard as he could. But the plane flipped over and fell, plop, right by his feet. Sami frowned.',
      },
      {
        title: 'A little clip',
        text: 'His teacher put a paper clip on the plane’s nose. “Throw it gently,” she said. Zoom! The plane glided across the hall. What would you like to fold from paper?',
      },
    ],
    arc: [
      {
        title: 'Paper plane day',
        text: 'At Sami’s school, Friday was paper plane day. The whole class lined up in the big hall to see whose plane could fly the furthest. Sami folded his plane with long pointy wings. He wanted it to fly right across the hall.',
        beat: 'problem',
      },
      {
        title: 'Plop!',
        text: 'Sami threw it as hard as he could. The plane shot up, flipped over and flopped down, plop, right by his feet. He tried again, even harder. Plop again!',
        beat: 'attempt',
      },
      {
        title: 'A clip on the nose',
        text: 'Miss Hill, the teacher, came and knelt beside him. She put a small paper clip on the plane’s nose. Then she said, “Throw it gently now, like letting a bird fly.”',
        beat: 'help',
      },
      {
        title: 'Whoosh',
        text: 'Sami held his breath and gave the plane a soft push. It glided on and on, past the benches and the other planes, all the way to the far wall. The whole hall cheered.',
        beat: 'resolution',
      },
      {
        title: 'Why the clip helps',
        text: 'A paper plane flies on the air: as it moves forward, the air under its wings holds it up. A little weight at the front keeps its nose pointing the right way, so it glides instead of flipping over. Throwing too hard only makes it wobble.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'glide',
      inText: 'glided',
      explanation: 'To fly smoothly through the air without flapping or an engine.',
    },
    whatHappened:
      'A school class held a paper plane day in its hall. One boy’s plane kept flipping over until the teacher added a paper clip to its nose and he threw it gently; then it glided across the whole hall.',
    parent: {
      upto3: ['Can you show me how the plane goes whoosh?', 'Can you fold a piece of paper, like for the plane?'],
      '4to5': [
        'How do you think Sami felt when his plane fell by his feet?',
        'How do you feel when something works at last?',
      ],
      '6to7': [
        'Why do you think the paper clip helped the plane fly further?',
        'Could you fold two paper planes together, put a clip on one, and see which glides better?',
      ],
    },
  },
  ru: {
    title: 'День бумажных самолётиков',
    beats: {
      who: 'мальчик Сёма и его класс, который устроил в школьном зале день бумажных самолётиков',
      what: 'Самолётик Сёмы всё время кувыркался и падал, пока учительница не прицепила ему на нос скрепку и Сёма не бросил его мягко; тогда он пролетел через весь зал.',
      feeling: 'азарт, потом досада и недоумение, потом восторг',
      helped: 'учительница, которая прицепила скрепку и показала, как бросать мягко',
      why: 'Бумажный самолётик держится на воздухе под крыльями, а небольшой груз впереди не даёт ему кувыркаться, и он плавно летит.',
    },
    hook: 'Чей бумажный самолётик улетит дальше всех?',
    bedtime: 'Бумажный самолётик ждёт утра на подоконнике.',
    toddler: [
      { title: 'Сложим', text: 'Сложим листок. Раз, два, три! Вот самолётик.' },
      { title: 'Бух', text: 'Полетел! Ой, вниз, вниз. Бух!' },
      { title: 'Далеко', text: 'На носу скрепка. Летит! Далеко-далеко!' },
    ],
    small: [
      {
        title: 'День самолётиков',
        text: 'В одной школе большой зал был полон бумажных самолётиков. Это был день самолётиков! Сёма сложил белый самолётик с острыми крыльями.',
      },
      {
        title: 'Бух!',
        text: 'Он бросил его изо всех сил. Но самолётик кувыркнулся и упал — бух! — прямо у его ног. Сёма нахмурился.',
      },
      {
        title: 'Маленькая скрепка',
        text: 'Учительница прицепила самолётику на нос скрепку. «Бросай мягко», — сказала она. И самолётик парил через весь зал! А что тебе хочется сложить из бумаги?',
      },
    ],
    arc: [
      {
        title: 'День самолётиков',
        text: 'В Сёминой школе пятница была днём бумажных самолётиков. Весь класс выстроился в большом зале: чей самолётик улетит дальше всех? Сёма сложил самолётик с длинными острыми крыльями. Ему хотелось, чтобы тот пролетел через весь зал.',
        beat: 'problem',
      },
      {
        title: 'Бух!',
        text: 'Сёма бросил его изо всех сил. Самолётик взмыл вверх, кувыркнулся и шлёпнулся — бух! — прямо у его ног. Сёма бросил ещё сильнее. И снова бух!',
        beat: 'attempt',
      },
      {
        title: 'Скрепка на носу',
        text: 'Учительница присела рядом с ним. Она надела на нос самолётика маленькую скрепку. «А теперь бросай мягко, — сказала она, — будто отпускаешь птичку».',
        beat: 'help',
      },
      {
        title: 'Летит!',
        text: 'Сёма затаил дыхание и легонько толкнул самолётик. Тот парил и парил, мимо скамеек и других самолётиков, до самой дальней стены. Весь зал захлопал.',
        beat: 'resolution',
      },
      {
        title: 'Зачем нужна скрепка',
        text: 'Бумажный самолётик летит на воздухе: пока он движется вперёд, воздух под крыльями держит его. Маленький груз впереди не даёт носу задираться, и самолётик плавно летит, а не кувыркается. А если бросать слишком сильно, он только качается.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'парить',
      inText: 'парил',
      explanation: 'Плавно лететь по воздуху, не махая крыльями и без мотора.',
    },
    whatHappened:
      'В одной школе класс устроил в зале день бумажных самолётиков. Самолётик одного мальчика всё время кувыркался, пока учительница не прицепила ему на нос скрепку, а мальчик не бросил его мягко: тогда он пролетел через весь зал.',
    parent: {
      upto3: ['Покажешь, как летит самолётик?', 'Сложим вместе листок, как для самолётика?'],
      '4to5': [
        'Как думаешь, что почувствовал Сёма, когда самолётик упал у его ног?',
        'А что ты чувствуешь, когда что-то наконец получается?',
      ],
      '6to7': [
        'Как думаешь, почему скрепка помогла самолётику лететь дальше?',
        'Может, сложите вместе два самолётика, на один наденете скрепку и посмотрите, какой пролетит дальше?',
      ],
    },
  },
};
