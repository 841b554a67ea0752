/** Told for children: the bundled news item of 03-14 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_14: ItemTales = {
  heroLooks:
    'a tall, shiny white rocket with a pointed nose, a thin blue stripe, little round windows and golden flames at the bottom',
  draw: [
    { picture: '🚀', en: ['rocket', 'skylark'], ru: ['ракет', 'ласточк'] },
    { picture: '🤖', en: ['robot', 'robbie'], ru: ['робот', 'робик'] },
    { picture: '🌕', en: ['moon'], ru: ['лун'] },
    { picture: '📷', en: ['camera', 'picture', 'click'], ru: ['фотограф', 'фотоаппарат', 'снимк', 'щёлк'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд', 'звезд'] },
    { picture: '🌍', en: ['earth'], ru: ['земл'] },
    { picture: '🔥', en: ['fire'], ru: ['плам'] },
  ],
  en: {
    title: 'A rocket flies to the Moon',
    beats: {
      who: 'Skylark, a shiny white rocket, at a big launch field, with a little robot called Robbie on board',
      what: 'The rocket flew up into the sky on its way to the Moon.',
      feeling: 'excited; everyone at the launch field cheered',
      helped: null,
      why: 'The rocket carries a small robot that will take pictures of the Moon; a robot needs no air or food, so it can work there for a long time and help people learn about the Moon.',
    },
    hook: 'Count down with me: a rocket is leaving!',
    bedtime: 'The little robot rides on through the stars.',
    toddler: [
      {
        title: 'Big rocket',
        text: 'Wow! A big white rocket. Tall, tall, tall!',
      },
      {
        title: 'Whoosh!',
        text: 'Five, four, three, two, one! Whoosh! Up, up, up!',
      },
      {
        title: 'The Moon',
        text: 'There is the Moon, round and bright. Fly, rocket, fly! Click, click goes the little robot.',
      },
    ],
    small: [
      {
        title: 'Ready to fly',
        text: 'At a big launch field stood a shiny white rocket called Skylark. Right at the top, a small robot called Robbie was tucked inside.',
      },
      {
        title: 'Lift-off!',
        text: '“Five, four, three, two, one!” Whoosh! Fire and smoke rolled out, and Skylark rose up into the sky, faster and faster.',
      },
      {
        title: 'Off to the Moon',
        text: 'Now she is on her way to the Moon. When she gets there, the little robot will take pictures of the Moon’s grey hills.',
      },
      {
        title: 'Your turn',
        text: 'Everyone at the launch field cheered and clapped. Can you count down from five and jump up like a rocket? What would you like to take a picture of on the Moon?',
      },
    ],
    arc: [
      {
        title: 'The launch field',
        text: 'At a big launch field stands a shiny white rocket called Skylark, as tall as a tower. At the top sits a small robot called Robbie, with a camera for eyes. Skylark had a big job: to carry Robbie to the Moon. But the Moon is far away, and the Earth pulls everything down: a ball you throw up always falls again.',
        beat: 'problem',
      },
      {
        title: 'Countdown',
        text: 'The people in the control room counted down from five to one. Then fire roared out of the bottom of the rocket! Skylark began to rise, slowly at first, then faster and faster.',
        beat: 'attempt',
      },
      {
        title: 'Lighter and lighter',
        text: 'High above the clouds, Skylark let go of her empty fuel tanks, one by one. Each time she became lighter and flew faster. Soon she was going so fast that the Earth could not pull her back.',
        beat: 'help',
      },
      {
        title: 'Why send a robot',
        text: 'The Moon has no air, and it is freezing in the shade and baking in the sun. A robot needs no air or food, so it can work there for a long time. Its pictures will help people choose good places for astronauts to land one day.',
        beat: 'why',
      },
      {
        title: 'On the way',
        text: 'Now Skylark is flying among the stars, through dark, quiet space. In a few days she will reach the Moon, and Robbie will start taking pictures of its grey hills and round craters.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'robot',
      inText: 'robot',
      explanation: 'A machine that can do a job all by itself, like taking pictures far from home.',
    },
    whatHappened:
      'A rocket took off from a launch site on its way to the Moon. It carries a small robot that will take pictures of the Moon.',
    parent: {
      upto3: ['Can you point to the rocket?', 'Where is the round Moon?'],
      '4to5': ['How do you think everyone felt when Skylark rose up?', 'Would you like to fly in a rocket?'],
      '6to7': [
        'Why do you think people send a robot to the Moon first, and not a person?',
        'Could you look at the Moon together this evening and try to spot its grey patches?',
      ],
    },
  },
  ru: {
    title: 'Ракета полетела к Луне',
    beats: {
      who: 'блестящая белая ракета Ласточка на большом космодроме, а в ней маленький робот Робик',
      what: 'Ракета взлетела в небо и отправилась к Луне.',
      feeling: 'волнение и радость; все на космодроме хлопали в ладоши',
      helped: null,
      why: 'Ракета везёт робота, который сфотографирует Луну; роботу не нужны ни воздух, ни еда, поэтому он может долго работать там и помочь людям узнать Луну получше.',
    },
    hook: 'Пять, четыре, три… ракета летит к Луне!',
    bedtime: 'Ракета летит среди тихих звёзд.',
    toddler: [
      {
        title: 'Ракета',
        text: 'Ух ты! Большая белая ракета. Высокая-высокая!',
      },
      {
        title: 'Пуск!',
        text: 'Пять, четыре, три, два, один! У-у-ух! Вверх, вверх, вверх!',
      },
      {
        title: 'Луна',
        text: 'Вот Луна, круглая и яркая. Лети, ракета, лети! Щёлк, щёлк — фотографирует робот.',
      },
    ],
    small: [
      {
        title: 'Перед полётом',
        text: 'На большом космодроме стояла блестящая белая ракета Ласточка. А на самом верху, внутри, сидел маленький робот Робик.',
      },
      {
        title: 'Пуск!',
        text: '«Пять, четыре, три, два, один!» У-у-ух! Из-под ракеты вырвалось пламя, и Ласточка поднялась в небо, всё быстрее и быстрее.',
      },
      {
        title: 'К Луне',
        text: 'Теперь Ласточка везёт робота к Луне. Там Робик сфотографирует серые лунные горы и круглые ямки-кратеры.',
      },
      {
        title: 'А ты?',
        text: 'Все на космодроме радовались и хлопали в ладоши. Сможешь посчитать от пяти до одного и подпрыгнуть, как ракета? А что тебе хочется сфотографировать на Луне?',
      },
    ],
    arc: [
      {
        title: 'Космодром',
        text: 'На большом космодроме стоит блестящая белая ракета Ласточка, высокая, как башня. А на самом верху сидит маленький робот Робик. Вместо глаз у него фотоаппарат. У Ласточки важное дело: отвезти робота на Луну. Но Луна очень далеко, а Земля всё притягивает к себе. Поэтому подброшенный мяч всегда падает обратно.',
        beat: 'problem',
      },
      {
        title: 'Обратный отсчёт',
        text: 'Люди в центре управления считали: «Пять, четыре, три, два, один!» Из-под ракеты вырвалось пламя, и Ласточка стала подниматься, сначала медленно, а потом всё быстрее и быстрее.',
        beat: 'attempt',
      },
      {
        title: 'Всё легче и легче',
        text: 'Высоко над облаками Ласточка сбросила пустые баки из-под топлива, один за другим. Каждый раз она становилась легче и летела быстрее. Скоро она разогналась так, что Земля уже не могла притянуть её обратно.',
        beat: 'help',
      },
      {
        title: 'Зачем на Луну робот',
        text: 'На Луне нет воздуха, в тени там очень холодно, а на солнце очень жарко. Роботу не нужны ни воздух, ни еда, поэтому он может долго там работать. Его снимки помогут выбрать удобные места, куда однажды прилетят космонавты.',
        beat: 'why',
      },
      {
        title: 'В пути',
        text: 'Теперь Ласточка летит среди звёзд, сквозь тёмный тихий космос. Через несколько дней она доберётся до Луны, и Робик начнёт фотографировать лунные горы и круглые кратеры.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'робот',
      inText: 'робота',
      explanation: 'Машина, которая сама, без человека, умеет выполнять работу.',
    },
    whatHappened:
      'С космодрома стартовала ракета и отправилась к Луне. Она везёт маленького робота, который будет фотографировать Луну.',
    parent: {
      upto3: ['Покажешь, где ракета?', 'А где круглая Луна?'],
      '4to5': [
        'Как думаешь, что чувствовали люди, когда ракета взлетела?',
        'А тебе хочется когда-нибудь полететь на ракете?',
      ],
      '6to7': [
        'Как думаешь, почему на Луну сначала посылают робота, а не человека?',
        'Может, посмотрите вместе вечером на Луну и поищете на ней серые пятна?',
      ],
    },
  },
};
