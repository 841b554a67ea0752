/** Told for children: the bundled news item of 01-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_04: ItemTales = {
  heroLooks:
    'a young meerkat, sandy-brown and slim, with dark patches round her eyes, small round ears and a thin tail with a dark tip',
  draw: [
    { picture: 'svg:meerkat', en: ['dot', 'meerkat'], ru: ['кнопк', 'сурикат'] },
    { picture: '🪨', en: ['rock'], ru: ['камн', 'камен'] },
    { picture: '🪲', en: ['beetle'], ru: ['жук'] },
  ],
  en: {
    title: 'Meerkats take turns on guard',
    beats: {
      who: 'Dot, a young meerkat, and her big brother Sandy, in the meerkat family at a zoo',
      what: 'Dot had her very first turn as the lookout on the high rock, and when her legs grew tired, her brother came to take the next turn so she could dig for beetles.',
      feeling: 'proud and important, then tired and hungry, then glad to share the job',
      helped: 'her big brother Sandy, who took over the lookout',
      why: 'Meerkats take turns keeping watch, so that everyone in the family gets time to eat and everyone is looked after.',
    },
    hook: 'Guess who stands on tiptoe all morning?',
    bedtime: 'Dot snuggles up to Sandy in the burrow.',
    toddler: [
      { title: 'Up on the rock', text: 'Here is Dot, a little meerkat. Up on the rock she stands. Look, look, look!' },
      { title: 'Peep, peep', text: 'Peep, peep! All is well. Dig, dig, dig, say the others.' },
      {
        title: 'Your turn',
        text: 'Here comes Sandy. My turn now! Dot digs. Yum, a beetle!',
      },
    ],
    small: [
      {
        title: 'The lookout',
        text: 'At the zoo lives a busy meerkat family. While they dig for beetles in the sand, one meerkat stands on the high rock and watches. That one is the lookout.',
      },
      {
        title: 'Dot’s first turn',
        text: 'Today it was Dot’s turn for the very first time! She stood up tall on her back legs. Peep, peep, she called, which means “all is well.”',
      },
      {
        title: 'Tired legs',
        text: 'But after a long time, Dot’s legs began to shake. Her tummy rumbled, too. Then her big brother Sandy climbed up and stood beside her. “My turn,” he peeped.',
      },
      {
        title: 'Sharing the job',
        text: 'Dot ran down and found a juicy beetle. Whose turn is it to help at your home?',
      },
    ],
    arc: [
      {
        title: 'The meerkat yard',
        text: 'At a zoo there is a sandy yard with tunnels, rocks and a family of meerkats. They are small and slim, with dark patches round their eyes.',
        beat: 'where',
      },
      {
        title: 'Who keeps watch?',
        text: 'A meerkat family always has a lookout. One meerkat stands on the highest rock and watches the sky while the rest dig for beetles. Today, for the first time, the lookout was young Dot.',
        beat: 'problem',
      },
      {
        title: 'Standing tall',
        text: 'Dot stood up on her back legs and leaned on her tail. She turned her head left and right. Every little while she called a soft peep, peep. It means: all is well, keep digging.',
        beat: 'attempt',
      },
      {
        title: 'Wobbly legs',
        text: 'The sun moved across the yard, and Dot’s legs started to wobble. Below her, the others crunched beetles. Dot’s tummy rumbled, but a lookout does not just walk away.',
        beat: 'attempt',
      },
      {
        title: 'Sandy’s turn',
        text: 'Then her big brother Sandy climbed up beside her and stood up tall. His low peep meant: my turn now. Dot scampered down and dug in the warm sand. She found a fat, crunchy beetle!',
        beat: 'help',
      },
      {
        title: 'Why they take turns',
        text: 'Keepers say meerkats share the lookout job, and swap every little while. That way nobody gets too tired, and everyone gets time to eat.',
        beat: 'why',
      },
      {
        title: 'A good lookout',
        text: 'That afternoon Dot watched Sandy on the rock, his nose held high. She knew just how he felt. Tomorrow she would take a turn again.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'lookout',
      inText: 'lookout',
      explanation: 'Someone who keeps watch for the others.',
    },
    whatHappened:
      'Zoo keepers watched a young meerkat take her first turn as the family’s lookout. Meerkats share this job: one stands guard on a high spot and calls softly while the others dig for food, then another takes over.',
    parent: {
      upto3: ['Can you find Dot up on the rock?', 'Can you stand up tall like a meerkat?'],
      '4to5': [
        'How do you think Dot felt when her legs began to shake?',
        'How do you think Dot felt when Sandy said “my turn”?',
      ],
      '6to7': [
        'Why do you think meerkats swap the lookout job instead of one meerkat doing it all day?',
        'Could you make a turns chart together for a job at home, like setting the table?',
      ],
    },
  },
  ru: {
    title: 'Сурикаты сторожат по очереди',
    beats: {
      who: 'молодая сурикатка Кнопка и её старший брат Финик в семье сурикатов в зоопарке',
      what: 'Кнопка впервые дежурила на высоком камне, а когда у неё устали лапки, брат пришёл её сменить, и она смогла покопаться в песке и поискать жуков.',
      feeling: 'гордость за важное дело, потом усталость и голод, потом радость, что можно поделиться работой',
      helped: 'старший брат Финик, который сменил её на дежурстве',
      why: 'Сурикаты сторожат по очереди, чтобы все в семье успели поесть и все были под присмотром.',
    },
    hook: 'Кто стоит столбиком на высоком камне?',
    bedtime: 'В норке Кнопка и Финик сопят рядышком.',
    toddler: [
      { title: 'На камне', text: 'Вот Кнопка, маленький сурикат. Стоит на камне столбиком. Смотрит, смотрит!' },
      { title: 'Пи-пи', text: 'Пи-пи! Всё хорошо. Копай, копай, копай!' },
      { title: 'Моя очередь', text: 'А вот и Финик. Теперь моя очередь! Кнопка копает. Ам — жучок!' },
    ],
    small: [
      {
        title: 'Дежурный',
        text: 'В зоопарке живёт дружная семья сурикатов. Пока все роют песок и ищут жуков, один сурикат стоит на высоком камне и смотрит по сторонам. Это дежурный.',
      },
      {
        title: 'Кнопка дежурит',
        text: 'Сегодня впервые дежурила Кнопка! Она встала столбиком на задние лапки. «Пи-пи!» — звала она, а это значит: «Всё хорошо».',
      },
      {
        title: 'Лапки устали',
        text: 'Но время шло, и лапки у Кнопки задрожали. А живот урчал. Тут на камень забрался её старший брат Финик. «Моя очередь», — пискнул он.',
      },
      {
        title: 'Вместе легче',
        text: 'Кнопка сбежала вниз и нашла сочного жука. А кто у вас дома помогает по очереди?',
      },
    ],
    arc: [
      {
        title: 'Дворик сурикатов',
        text: 'В зоопарке есть песчаный дворик с норами и камнями, и живёт там семья сурикатов. Они маленькие и стройные, с тёмными пятнами вокруг глаз.',
        beat: 'where',
      },
      {
        title: 'Кто сторожит?',
        text: 'В семье сурикатов всегда есть дежурный. Он стоит на самом высоком камне и смотрит в небо, а остальные ищут жуков. Сегодня дежурной впервые была юная Кнопка.',
        beat: 'problem',
      },
      {
        title: 'Столбиком',
        text: 'Кнопка встала на задние лапки и опёрлась на хвост. Она поворачивала голову то влево, то вправо. И время от времени тихонько звала: «Пи-пи!» Это значит: «Всё хорошо, копайте дальше».',
        beat: 'attempt',
      },
      {
        title: 'Дрожат лапки',
        text: 'Солнце перешло через весь дворик, и лапки у Кнопки задрожали. Внизу другие хрустели жуками. У Кнопки урчал живот, но дежурный пост не бросают.',
        beat: 'attempt',
      },
      {
        title: 'Смена',
        text: 'Тут рядом с ней забрался старший брат Финик и встал столбиком. Он пискнул: «Теперь моя очередь». Кнопка сбежала вниз, зарылась в тёплый песок и нашла толстого хрустящего жука.',
        beat: 'help',
      },
      {
        title: 'Зачем меняться',
        text: 'Смотрители говорят, что сурикаты дежурят по очереди и то и дело меняются. Так никто не устаёт слишком сильно, и все успевают поесть.',
        beat: 'why',
      },
      {
        title: 'Хороший дежурный',
        text: 'Вечером Кнопка смотрела, как Финик стоит на камне, подняв нос. Она знала, каково ему. Завтра она снова будет дежурить.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'дежурный',
      inText: 'дежурный',
      explanation: 'Тот, кто в свою очередь следит за порядком и присматривает за другими.',
    },
    whatHappened:
      'Смотрители зоопарка видели, как молодая сурикатка впервые дежурила на посту. Сурикаты делят эту работу: один стоит на возвышении и тихо перекликается с остальными, пока те ищут еду, а потом его сменяют.',
    parent: {
      upto3: ['Покажешь Кнопку на камне?', 'Встанем столбиком, как сурикат?'],
      '4to5': [
        'Как думаешь, что почувствовала Кнопка, когда у неё задрожали лапки?',
        'Что почувствовала Кнопка, когда Финик сказал «моя очередь»?',
      ],
      '6to7': [
        'Как думаешь, почему сурикаты меняются, а не дежурит один весь день?',
        'Может, нарисуете вместе табличку очереди для домашнего дела, например чтобы накрывать на стол?',
      ],
    },
  },
};
