/** Told for children: the bundled news item of 07-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_08: ItemTales = {
  heroLooks:
    'a floppy-eared golden Labrador puppy with a soft yellow coat, a black nose, big brown eyes and a little blue training jacket',
  draw: [
    { picture: '🐕‍🦺', en: ['sunny', 'puppy', 'dog'], ru: ['ириск', 'щен', 'собак'] },
    { picture: '👨', en: ['tom'], ru: ['антон'] },
    { picture: '🐦', en: ['pigeon'], ru: ['голуб'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
  ],
  en: {
    title: 'A puppy at guide-dog school',
    beats: {
      who: 'Sunny, a golden Labrador puppy learning to be a guide dog in a busy town, and her trainer Tom',
      what: 'At guide-dog school Sunny learned her hardest lesson: to stop and sit at the edge of every pavement, even when something exciting is across the road.',
      feeling: 'bouncy and eager, then calm and proud',
      helped: 'Tom, her trainer, who practised with her kerb after kerb and praised her every time',
      why: 'Guide dogs help people who cannot see to walk through town, so they stop at every kerb to tell their person that a road is ahead.',
    },
    hook: 'Guess which puppy goes to school?',
    bedtime: 'Sunny’s blue jacket rests on its hook.',
    toddler: [
      { title: 'A puppy', text: 'Here is Sunny, a golden puppy. Wag, wag, wag! A little blue jacket.' },
      { title: 'Stop!', text: 'Walk, walk, walk. Here is the road. Stop! Sit!' },
      { title: 'Good dog', text: 'Sunny sits and waits. Good dog, Sunny! Pat, pat, pat.' },
    ],
    small: [
      {
        title: 'A school for dogs',
        text: 'In a busy town there is a school for puppies. There, a golden puppy called Sunny is learning to be a guide dog. A guide dog helps a person who cannot see.',
      },
      {
        title: 'Too bouncy',
        text: 'Sunny loved everything: pigeons, smells, other dogs! At the edge of the pavement she wanted to run straight on. Tom, her trainer, said: “Stop, Sunny. Sit and wait.”',
      },
      {
        title: 'Sit and wait',
        text: 'They practised again and again. At last Sunny stopped at the kerb all by herself and sat. Tom gave her a big pat. How do you think Sunny felt then?',
      },
    ],
    arc: [
      {
        title: 'A school for puppies',
        text: 'In a busy town there is a school where puppies learn to be guide dogs. Sunny, a golden puppy with floppy ears, goes there every day in her little blue jacket.',
        beat: 'where',
      },
      {
        title: 'Everything is exciting',
        text: 'Sunny loved everything: pigeons, puddles, smells and other dogs. But a guide dog must stop at every kerb, and Sunny just wanted to run straight on.',
        beat: 'problem',
      },
      {
        title: 'What a guide dog does',
        text: 'A guide dog helps a person who cannot see to walk through town. When the dog stops and sits at the kerb, its person knows a road is just ahead.',
        beat: 'why',
      },
      {
        title: 'A pigeon!',
        text: 'On the first try, a pigeon landed across the road. Sunny forgot everything and pulled towards it. Tom, her trainer, held the lead and said, “Stop.”',
        beat: 'attempt',
      },
      {
        title: 'Almost',
        text: 'On the next try Sunny stopped, but she did not sit. Her tail swished, her paws danced, and her nose twitched at a smell of sausages.',
        beat: 'attempt',
      },
      {
        title: 'Walk, stop, sit',
        text: 'Tom knelt down and showed her again, slowly: walk, stop, sit. Each time she got it right, she had a tiny treat and a pat. They practised all afternoon.',
        beat: 'help',
      },
      {
        title: 'All by herself',
        text: 'Then a bus rumbled by and a pigeon flew up, but Sunny stopped at the kerb and sat, all by herself. Tom laughed and hugged her. One day Sunny will guide someone through a town like this.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'kerb',
      inText: 'kerb',
      explanation: 'The raised edge of the pavement, where the road begins.',
    },
    whatHappened:
      'At a guide-dog school in a town, a Labrador puppy learned to stop and sit at the edge of every pavement, even with pigeons about. Guide dogs do this so that the person they lead, who cannot see, knows a road is ahead.',
    parent: {
      upto3: ['Can you find Sunny’s blue jacket?', 'Can you stop and sit like Sunny at the road?'],
      '4to5': [
        'How do you think Sunny felt when she wanted to run straight on?',
        'How did Tom feel when Sunny sat at the kerb all by herself, do you think?',
      ],
      '6to7': [
        'Why do you think a guide dog stops and sits at every kerb?',
        'Could you go for a walk together and count how many times you stop at a road?',
      ],
    },
  },
  ru: {
    title: 'Щенок учится быть поводырём',
    beats: {
      who: 'золотистый щенок-лабрадор Ириска, которая учится на собаку-поводыря в шумном городе, и её инструктор Антон',
      what: 'В школе поводырей Ириска выучила самый трудный урок: останавливаться и садиться у края каждого тротуара, даже когда на той стороне что-то очень интересное.',
      feeling: 'сначала прыть и нетерпение, потом спокойствие и гордость',
      helped: 'инструктор Антон, который тренировался с ней у каждого бордюра и хвалил её',
      why: 'Собака-поводырь водит по городу человека, который не видит, и садится у каждого бордюра, чтобы он знал: впереди дорога.',
    },
    hook: 'Угадай, какой щенок ходит в школу?',
    bedtime: 'Синяя курточка Ириски висит на крючке до утра.',
    toddler: [
      { title: 'Щенок', text: 'Вот Ириска, золотистый щенок. Виль-виль хвостиком! На ней синяя курточка.' },
      { title: 'Стоп!', text: 'Топ, топ, топ. Вот и дорога. Стоп! Сидеть!' },
      { title: 'Умница', text: 'Ириска сидит и ждёт. Умница, Ириска! Гладим, гладим.' },
    ],
    small: [
      {
        title: 'Школа для щенков',
        text: 'В шумном городе есть школа для щенков. Там золотистый щенок Ириска учится быть поводырём. Собака-поводырь помогает человеку, который не видит.',
      },
      {
        title: 'Всё так интересно',
        text: 'Ириске всё было интересно: голуби, запахи, другие собаки! У края тротуара ей хотелось бежать дальше. «Стоп, Ириска, — сказал инструктор Антон. — Сидеть и ждать».',
      },
      {
        title: 'Сидеть и ждать',
        text: 'Они тренировались снова и снова. И вот Ириска сама остановилась у бордюра и села. Антон ласково её погладил. А как думаешь, что почувствовала Ириска?',
      },
    ],
    arc: [
      {
        title: 'Школа для щенков',
        text: 'В шумном городе есть школа для щенков. Золотистая Ириска с висячими ушами ходит туда каждый день в синей курточке: она учится быть поводырём.',
        beat: 'where',
      },
      {
        title: 'Всё интересно',
        text: 'Ириске всё было интересно: голуби, лужи, запахи, другие собаки. А поводырь должен останавливаться у каждого бордюра. Ириске же хотелось бежать вперёд.',
        beat: 'problem',
      },
      {
        title: 'Зачем садиться у дороги',
        text: 'Собака-поводырь водит по городу человека, который не видит. Если собака остановилась и села у бордюра, человек знает: впереди дорога.',
        beat: 'why',
      },
      {
        title: 'Голубь!',
        text: 'В первый раз на той стороне улицы сел голубь. Ириска забыла про всё на свете и потянула к нему. Антон, её инструктор, придержал поводок: «Стоп».',
        beat: 'attempt',
      },
      {
        title: 'Почти получилось',
        text: 'Во второй раз Ириска остановилась, но не села. Хвост так и ходил, лапы пританцовывали, а нос ловил запах сосисок.',
        beat: 'attempt',
      },
      {
        title: 'Идём, стоп, сидеть',
        text: 'Антон присел и медленно показал ещё раз: идём, стоп, сидеть. Когда получалось, Ириска получала крошечное угощение. Так они тренировались весь день.',
        beat: 'help',
      },
      {
        title: 'Сама!',
        text: 'И вот мимо прогудел автобус, вспорхнул голубь, а Ириска остановилась у бордюра и села — сама! Антон засмеялся и обнял её. Когда-нибудь она будет водить человека по такому же городу.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'поводырь',
      inText: 'поводырём',
      explanation: 'Тот, кто водит по улице человека, который не видит.',
    },
    whatHappened:
      'В городской школе собак-поводырей щенок-лабрадор научился останавливаться и садиться у края каждого тротуара, даже когда рядом голуби. Так собака показывает человеку, который не видит, что впереди дорога.',
    parent: {
      upto3: ['Покажешь синюю курточку Ириски?', 'Покажешь, как Ириска садится и ждёт?'],
      '4to5': [
        'Как думаешь, что чувствовала Ириска, когда ей хотелось бежать дальше?',
        'А что почувствовал Антон, когда Ириска сама села у бордюра?',
      ],
      '6to7': [
        'Как думаешь, зачем поводырь садится у каждого бордюра?',
        'Может, пойдёте гулять и вместе посчитаете, сколько раз останавливались у дороги?',
      ],
    },
  },
};
