/** Told for children: the bundled news item of 09-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_09: ItemTales = {
  heroLooks: 'a girl of six with short red hair, freckles and green dungarees',
  draw: [
    { picture: '👧', en: ['nina', 'girl'], ru: ['нин'] },
    { picture: '🎹', en: ['piano'], ru: ['пианино'] },
    { picture: '👨', en: ['dad', 'neighbour'], ru: ['папа', 'сосед'] },
  ],
  en: {
    title: 'Neighbours carry a piano up the stairs',
    beats: {
      who: 'Nina, a girl of six, her dad and the neighbours in their block of flats',
      what: 'Grandma’s old piano was too heavy for two people to carry up to Nina’s flat on the fourth floor, so the neighbours came out and carried it up together.',
      feeling: 'excited, then worried, then grateful and proud',
      helped: 'six neighbours from the building',
      why: 'A piano weighs as much as three grown-ups, but when many people lift together, each one carries only a little.',
    },
    hook: 'How many hands does a piano need?',
    bedtime: 'Upstairs, the piano waits for Nina’s morning tune.',
    toddler: [
      { title: 'Big piano', text: 'Here is a big piano. Bump, bump. So heavy!' },
      { title: 'Up, up', text: 'Neighbours come. One, two, three, up! Step, step, step.' },
      { title: 'Plink, plonk', text: 'Nina plays. Plink, plonk, plink! Everybody claps.' },
    ],
    small: [
      {
        title: 'Grandma’s piano',
        text: 'Grandma gave Nina her old piano. It came in a van, shiny and brown. But Nina’s flat was up four long flights of stairs, and the building had no lift.',
      },
      {
        title: 'Too heavy',
        text: 'Dad and the driver pushed and puffed. The piano would not go up even one step. Nina felt her tummy go tight.',
      },
      {
        title: 'Knock, knock',
        text: 'So Nina knocked on her neighbours’ doors. Out came Mr Karim, two students and Mrs Lee with her little dog. Together they lifted the piano, step by step, all the way up.',
      },
      {
        title: 'And you?',
        text: 'Then Nina played a little tune for everyone on the landing. Which song would you play to say thank you?',
      },
    ],
    arc: [
      {
        title: 'A present from Grandma',
        text: 'Nina lived on the fourth floor of an old block of flats with no lift. One day a van stopped outside. Inside was Grandma’s old piano, brown and shiny, a present for Nina.',
        beat: 'where',
      },
      {
        title: 'At the bottom of the stairs',
        text: 'Dad and the driver wheeled the piano to the stairs on a little trolley. But the stairs were narrow and steep. How would it ever get up four floors?',
        beat: 'problem',
      },
      {
        title: 'Push and puff',
        text: 'They tried anyway. They pushed and puffed and went red in the face. The piano climbed one step and stopped. Dad shook his head and said they needed more hands.',
        beat: 'attempt',
      },
      {
        title: 'Knocking on doors',
        text: 'Nina ran from floor to floor, knocking on doors. Out came Mr Karim from number three, two students from the top floor and Mrs Lee. Her little dog barked to cheer everyone on.',
        beat: 'help',
      },
      {
        title: 'Many hands',
        text: 'Mr Karim said a piano weighs as much as three grown-ups. Too heavy for two, but not for eight! When everyone lifts together, each person carries only a small part.',
        beat: 'why',
      },
      {
        title: 'One, two, three, up!',
        text: 'Everyone took hold and counted together: one, two, three, up! Step by step, landing by landing, they carried the piano to the fourth floor. Then Nina sat down and played her first tune for all her neighbours.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'neighbour',
      inText: 'neighbours',
      explanation: 'Someone who lives very close to you, in the next house or flat.',
    },
    whatHappened:
      'A family in an old block of flats without a lift could not get a heavy piano up to the fourth floor. Their neighbours came out of their flats and carried it up together, and the girl it was for played them a tune.',
    parent: {
      upto3: ['Can you find the big piano?', 'Can you count with me: one, two, three, up?'],
      '4to5': [
        'How do you think Nina felt when the piano would not go up?',
        'Who are your neighbours, and how could you say thank you to them?',
      ],
      '6to7': [
        'Why could eight people carry the piano when two could not?',
        'Could we find something heavy at home and try lifting it together?',
      ],
    },
  },
  ru: {
    title: 'Соседи несут пианино наверх',
    beats: {
      who: 'шестилетняя Нина, её папа и соседи по дому',
      what: 'Бабушкино пианино оказалось слишком тяжёлым, чтобы вдвоём поднять его на четвёртый этаж, и тогда соседи вышли из квартир и донесли его вместе.',
      feeling: 'радость, потом тревога, потом благодарность и гордость',
      helped: 'шестеро соседей по дому',
      why: 'Пианино весит как трое взрослых, но когда поднимают многие, каждому достаётся совсем немного.',
    },
    hook: 'Сколько рук нужно одному пианино?',
    bedtime: 'Наверху пианино ждёт утренней песенки Нины.',
    toddler: [
      { title: 'Большое пианино', text: 'Вот большое пианино. Бух-бух. Какое тяжёлое!' },
      { title: 'Вверх, вверх', text: 'Пришли соседи. Раз, два, три, взяли! Топ, топ, топ.' },
      { title: 'Плинь-плонь', text: 'Нина играет. Плинь-плонь, плинь! Все хлопают.' },
    ],
    small: [
      {
        title: 'Бабушкино пианино',
        text: 'Бабушка подарила Нине своё старое пианино. Его привезли в фургоне, коричневое и блестящее. Но Нина жила на четвёртом этаже, а лифта в доме не было.',
      },
      {
        title: 'Слишком тяжёлое',
        text: 'Папа с водителем толкали и пыхтели. Пианино не поднялось ни на одну ступеньку. Нина совсем расстроилась.',
      },
      {
        title: 'Тук-тук',
        text: 'Тогда Нина постучалась к соседям. Вышли дядя Саша, двое студентов и тётя Люба с маленькой собачкой. Вместе они подняли пианино ступенька за ступенькой до самого верха.',
      },
      {
        title: 'А ты?',
        text: 'А потом Нина сыграла песенку для всех прямо на лестничной площадке. А какую песенку ты сыграешь, чтобы сказать спасибо?',
      },
    ],
    arc: [
      {
        title: 'Подарок от бабушки',
        text: 'Нина жила на четвёртом этаже старого дома без лифта. Однажды у подъезда остановился фургон. В нём приехало бабушкино пианино, коричневое и блестящее, — подарок для Нины.',
        beat: 'where',
      },
      {
        title: 'Внизу у лестницы',
        text: 'Водитель и папа подкатили пианино к лестнице на тележке. Но лестница была узкая и крутая. Как же поднять его на четвёртый этаж?',
        beat: 'problem',
      },
      {
        title: 'Толкали и пыхтели',
        text: 'Они всё-таки попробовали. Толкали, пыхтели, даже покраснели. Пианино поднялось на одну ступеньку и застряло. Папа покачал головой: нужно больше рук.',
        beat: 'attempt',
      },
      {
        title: 'Стук в двери',
        text: 'Нина побежала по этажам и стучала во все двери. Вышли дядя Саша из третьей квартиры, двое студентов с последнего этажа и тётя Люба. Её собачка звонко лаяла, подбадривая всех.',
        beat: 'help',
      },
      {
        title: 'Много рук',
        text: 'Дядя Саша сказал, что пианино весит как трое взрослых. Двоим тяжело, а восьмерым — по силам! Когда поднимают все вместе, каждому достаётся лишь маленький кусочек тяжести.',
        beat: 'why',
      },
      {
        title: 'Раз, два, три, взяли!',
        text: 'Все взялись и хором сосчитали: раз, два, три, взяли! Ступенька за ступенькой, площадка за площадкой, они донесли пианино до четвёртого этажа. А Нина села и сыграла соседям свою первую песенку.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'сосед',
      inText: 'сосед',
      explanation: 'Тот, кто живёт совсем рядом с тобой: за стенкой, этажом выше или в доме напротив.',
    },
    whatHappened:
      'Семья из старого дома без лифта не могла поднять тяжёлое пианино на четвёртый этаж. Соседи вышли из квартир и донесли его вместе, а девочка сыграла им песенку.',
    parent: {
      upto3: ['Покажешь большое пианино?', 'Посчитаем вместе: раз, два, три, взяли?'],
      '4to5': [
        'Как думаешь, что почувствовала Нина, когда пианино не поднималось?',
        'А как можно сказать спасибо тем, кто помог?',
      ],
      '6to7': [
        'Почему восемь человек смогли поднять пианино, а двое нет?',
        'Может, попробуем вместе поднять что-нибудь тяжёлое?',
      ],
    },
  },
};
