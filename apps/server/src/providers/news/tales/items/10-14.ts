/** Told for children: the bundled news item of 10-14 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_14: ItemTales = {
  heroLooks: 'a boy of seven with spiky brown hair, a green parka and a pilot’s badge pinned to it',
  draw: [
    { picture: '👦', en: ['sami', 'boy'], ru: ['егор'] },
    { picture: '✈', en: ['plane'], ru: ['самолёт'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
  ],
  en: {
    title: 'A plane that flies on sunlight lands',
    beats: {
      who: 'Sami, a boy of seven, and his dad, waiting at a small airport at night',
      what: 'A plane that flies on sunlight alone landed after a long flight, gliding in almost without a sound.',
      feeling: 'excited, then impatient and worried, then amazed',
      helped: 'a woman from the airport team, who showed him where the slow plane was',
      why: 'Solar panels on its long wings catch sunlight by day and fill its batteries, so it can keep flying all night without any fuel.',
    },
    hook: 'Can a plane fly on sunlight alone?',
    bedtime: 'The sun-plane rests and waits for morning.',
    toddler: [
      { title: 'Waiting', text: 'Sami waits with Dad. Look up! Where is the plane?' },
      { title: 'Tiny lights', text: 'Tiny lights in the sky. Quiet, quiet. No zoom!' },
      { title: 'Bump!', text: 'Down, down, bump! The sun-plane lands. Hooray!' },
    ],
    small: [
      {
        title: 'A very special plane',
        text: 'Sami and Dad went to the airport at night to see a very special plane land. Its wings are covered in solar panels, so it flies on sunlight alone!',
      },
      {
        title: 'So slow',
        text: 'They waited and waited. Sami thought it must be lost. Dad showed him on his phone: the plane was coming, only slower than a car.',
      },
      {
        title: 'Silent wings',
        text: 'At last a row of tiny lights glided out of the dark. Its wings were as long as six buses, and it landed almost without a sound. The pilot waved!',
      },
      {
        title: 'And you?',
        text: 'Sami waved back with both arms. What would you like to run on sunshine?',
      },
    ],
    arc: [
      {
        title: 'An airport at night',
        text: 'Sami and his dad stood by the fence of a small airport. It was late, and the runway lights glowed blue and white. They were waiting for a plane that flies on sunlight alone.',
        beat: 'where',
      },
      {
        title: 'Where is it?',
        text: 'The plane should have been there already. Sami searched the sky, but he saw only stars. Was it lost? Had it run out of sunshine?',
        beat: 'problem',
      },
      {
        title: 'Binoculars',
        text: 'He looked through Dad’s binoculars. A noisy, blinking plane roared past, but that was not it.',
        beat: 'attempt',
      },
      {
        title: 'Slower than a car',
        text: 'A woman from the airport team came over with a tablet. She showed Sami a little plane on the map, creeping towards them. She said the plane flies no faster than a car, and it was nearly here.',
        beat: 'help',
      },
      {
        title: 'Sunlight in batteries',
        text: 'While they waited, she explained. The wings are covered in thousands of solar panels. By day they catch sunlight and fill big batteries, so the plane can fly all night without a drop of fuel.',
        beat: 'why',
      },
      {
        title: 'Silent wings',
        text: 'Then a row of tiny lights came gliding out of the dark. Its wings were as long as six buses in a row. It touched down gently, almost without a sound.',
        beat: 'resolution',
      },
      {
        title: 'A wave from the pilot',
        text: 'The pilot climbed out, stretched and waved at the fence. Sami waved back with both arms. He had just seen a plane that flies on sunshine.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'solar panel',
      inText: 'solar panels',
      explanation: 'A flat plate that turns sunlight into electricity.',
    },
    whatHappened:
      'A plane powered only by sunlight landed at a small airport after a long flight. Solar panels on its wings charge its batteries by day, so it can keep flying at night, and a boy and his dad watched it glide in.',
    parent: {
      upto3: ['Can you find the tiny lights in the sky?', 'Can you land like a plane: down, down, bump?'],
      '4to5': [
        'How do you think Sami felt when the plane was so slow?',
        'How do you think Sami felt when the pilot waved?',
      ],
      '6to7': [
        'How can a plane that runs on sunlight keep flying at night?',
        'Could we look for solar panels together somewhere near our home?',
      ],
    },
  },
  ru: {
    title: 'Приземлился солнечный самолёт',
    beats: {
      who: 'семилетний Егор и его папа, которые ждут ночью в маленьком аэропорту',
      what: 'Самолёт, который летает только на солнечном свете, приземлился после долгого перелёта почти бесшумно.',
      feeling: 'радостное ожидание, потом нетерпение и тревога, потом восторг',
      helped: 'девушка из команды аэропорта, которая показала, где летит медленный самолёт',
      why: 'Солнечные батареи на длинных крыльях днём ловят свет и заряжают аккумуляторы, поэтому самолёт может лететь всю ночь без топлива.',
    },
    hook: 'Как самолёт летает без капли топлива?',
    bedtime: 'Солнечный самолёт спит и ждёт утреннего солнца.',
    toddler: [
      { title: 'Ждём', text: 'Егор и папа ждут. Смотри вверх! Где самолёт?' },
      { title: 'Огоньки', text: 'В небе огоньки. Тихо-тихо. Не гудит!' },
      { title: 'Бух!', text: 'Ниже, ниже, бух! Солнечный самолёт сел. Ура!' },
    ],
    small: [
      {
        title: 'Особенный самолёт',
        text: 'Егор с папой приехали ночью в аэропорт, чтобы увидеть, как садится особенный самолёт. Его крылья покрыты солнечными батареями, и он летает на одном солнечном свете!',
      },
      {
        title: 'Так медленно',
        text: 'Они ждали и ждали. Егору казалось, что самолёт потерялся. Папа показал в телефоне: самолёт летит, только медленнее машины.',
      },
      {
        title: 'Бесшумные крылья',
        text: 'Наконец из темноты выплыла цепочка крошечных огоньков. Крылья у самолёта были длиной с шесть автобусов, а сел он почти бесшумно. Лётчик помахал рукой!',
      },
      {
        title: 'А ты?',
        text: 'Егор замахал в ответ обеими руками. А что тебе хотелось бы заставить работать от солнца?',
      },
    ],
    arc: [
      {
        title: 'Аэропорт ночью',
        text: 'Егор с папой стояли у забора маленького аэропорта. Было поздно, и на аэродроме горели голубые и белые огни. Они ждали самолёт, который летает на одном солнечном свете.',
        beat: 'where',
      },
      {
        title: 'Где же он?',
        text: 'Самолёт должен был уже прилететь. Егор искал его в небе, но видел только звёзды. Может, он заблудился? Может, у него кончилось солнце?',
        beat: 'problem',
      },
      {
        title: 'Бинокль',
        text: 'Егор посмотрел в папин бинокль. Мимо с гулом пронёсся мигающий самолёт, но это был не тот.',
        beat: 'attempt',
      },
      {
        title: 'Медленнее машины',
        text: 'Подошла девушка из команды аэропорта с планшетом. Она показала Егору на карте маленький самолётик, который медленно полз к ним. Он летит не быстрее машины, сказала она, и уже совсем близко.',
        beat: 'help',
      },
      {
        title: 'Солнце в батареях',
        text: 'Пока ждали, она объяснила. Крылья покрыты солнечными батареями. Днём они ловят свет и заряжают большие аккумуляторы, и самолёт может лететь всю ночь без капли топлива.',
        beat: 'why',
      },
      {
        title: 'Бесшумные крылья',
        text: 'И вот из темноты выплыла цепочка крошечных огоньков. Крылья были длиной с шесть автобусов в ряд. Самолёт мягко коснулся земли, почти без звука.',
        beat: 'resolution',
      },
      {
        title: 'Привет от лётчика',
        text: 'Лётчик выбрался из кабины, потянулся и помахал людям у забора. Егор замахал в ответ обеими руками. Он только что видел самолёт, который летает на солнце!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'солнечная батарея',
      inText: 'солнечными батареями',
      explanation: 'Пластина, которая превращает свет в электричество.',
    },
    whatHappened:
      'Самолёт, который летает только на солнечной энергии, приземлился в маленьком аэропорту после долгого перелёта. Днём солнечные батареи на крыльях заряжают его аккумуляторы, поэтому он может лететь и ночью.',
    parent: {
      upto3: ['Покажешь огоньки в небе?', 'Приземлимся, как самолёт: ниже, ниже, бух?'],
      '4to5': [
        'Как думаешь, что почувствовал Егор, когда самолёт всё не прилетал?',
        'А что почувствовал Егор, когда лётчик помахал рукой?',
      ],
      '6to7': [
        'Как самолёт на солнечных батареях может лететь ночью?',
        'Может, поищем вместе солнечные батареи где-нибудь рядом с домом?',
      ],
    },
  },
};
