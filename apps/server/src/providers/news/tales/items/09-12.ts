/** Told for children: the bundled news item of 09-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_12: ItemTales = {
  heroLooks:
    'a small scruffy white dog with brown patches, one ear up and one ear down, a waggy tail and a shiny black nose',
  draw: [
    { picture: '🐕', en: ['pickle', 'dog'], ru: ['шарик', 'пёс'] },
    { picture: '👦', en: ['noah'], ru: ['никит'] },
    { picture: '🧑‍⚕️', en: ['vet'], ru: ['ветеринар'] },
    { picture: '⚽', en: ['ball'], ru: ['мяч'] },
  ],
  en: {
    title: 'A lost dog finds his way home',
    beats: {
      who: 'Pickle, a small scruffy dog, his boy Noah, and a vet in their town',
      what: 'Pickle slipped his collar and got lost in a big park; a kind lady took him to a vet, who read the tiny microchip under his skin and called Noah’s family.',
      feeling: 'lost and puzzled, then waggy and overjoyed',
      helped: 'a kind lady who found him, and the vet, who read his microchip with a scanner',
      why: 'A microchip as small as a grain of rice sits under a pet’s skin and holds a number that leads to the pet’s family.',
    },
    hook: 'How did a lost dog get home?',
    bedtime: 'One ear up, one ear down, Pickle snores.',
    toddler: [
      { title: 'Woof!', text: 'Here is Pickle. One ear up, one ear down. Woof!' },
      { title: 'Where is Noah?', text: 'Run, run, run! Where is Noah? Sniff, sniff.' },
      { title: 'Home!', text: 'Beep! The vet finds the way. Hello, Noah! Lick, lick!' },
    ],
    small: [
      {
        title: 'Off he runs',
        text: 'Pickle is a little dog with one ear up and one ear down. In the big park he chased a ball so fast that he slipped out of his collar. Soon he could not see Noah anywhere.',
      },
      {
        title: 'A kind lady',
        text: 'A kind lady found Pickle and took him to the vet. But Pickle had no collar. How would anyone know where he lived?',
      },
      {
        title: 'Beep!',
        text: 'The vet moved a little scanner over Pickle’s back. Beep! It read his microchip, and soon Noah came running. Lick, lick, lick! What do you think Pickle did first?',
      },
    ],
    arc: [
      {
        title: 'Pickle and Noah',
        text: 'In a busy town lives a small scruffy dog called Pickle, with one ear up and one ear down. He belongs to a boy called Noah, and every afternoon they play in the big park.',
        beat: 'where',
      },
      {
        title: 'Lost',
        text: 'One day Noah threw a ball, and Pickle raced after it so fast that he slipped out of his collar. He chased it under bushes and round the pond. When he looked up, Noah was nowhere to be seen.',
        beat: 'problem',
      },
      {
        title: 'Sniffing for home',
        text: 'Pickle sniffed the paths, but there were too many smells. He sat by the gate and barked his loudest bark. A kind lady stopped, stroked him and took him to the vet.',
        beat: 'attempt',
      },
      {
        title: 'A tiny chip',
        text: 'Many pets have a microchip under the skin between their shoulders, as small as a grain of rice. The pet cannot feel it. Inside is a number, and the number leads to the pet’s family.',
        beat: 'why',
      },
      {
        title: 'Beep!',
        text: 'The vet gently moved a little scanner over Pickle’s back. Beep! A number popped up on the screen, and next to it, the phone number of Noah’s mum.',
        beat: 'help',
      },
      {
        title: 'Home again',
        text: 'Soon Noah came running through the door. Pickle jumped into his arms, licked his nose and wagged so hard that his whole body wiggled. That night he got a new collar with a shiny name tag.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'microchip',
      inText: 'microchip',
      explanation: 'A tiny chip, as small as a grain of rice, with a number that tells who a pet belongs to.',
    },
    whatHappened:
      'A small dog slipped his collar in a town park and got lost. A passer-by took him to a vet, who scanned his microchip and found his family’s phone number, and his boy came to fetch him.',
    parent: {
      upto3: ['Can you find Pickle’s ear that goes up?', 'Can you say woof like Pickle?'],
      '4to5': [
        'How do you think Pickle felt when he could not see Noah?',
        'How did Noah feel when he came running to the vet, do you think?',
      ],
      '6to7': [
        'Why do you think the microchip helped Pickle get home?',
        'Could you make a name tag together for a toy dog?',
      ],
    },
  },
  ru: {
    title: 'Потерявшийся пёс нашёл дорогу домой',
    beats: {
      who: 'маленький лохматый пёс Шарик, его хозяин мальчик Никита и городской ветеринар',
      what: 'Шарик выскользнул из ошейника и потерялся в большом парке; добрая женщина отвела его к ветеринару, который прочитал крошечный микрочип у него под кожей и позвонил семье Никиты.',
      feeling: 'растерянность, потом радость до виляния всем телом',
      helped: 'добрая женщина, которая его нашла, и ветеринар, который прочитал микрочип сканером',
      why: 'Микрочип размером с рисинку сидит у питомца под кожей, и в нём номер, по которому можно найти его семью.',
    },
    hook: 'Как потерявшийся пёс нашёл дорогу домой?',
    bedtime: 'Одно ухо вверх, другое вниз — Шарик посапывает.',
    toddler: [
      { title: 'Гав!', text: 'Вот Шарик. Одно ухо вверх, другое вниз. Гав!' },
      { title: 'Где Никита?', text: 'Бежим, бежим! Где Никита? Нюх, нюх.' },
      { title: 'Домой!', text: 'Пик! Ветеринар знает, где дом. Привет, Никита! Лизь, лизь!' },
    ],
    small: [
      {
        title: 'Убежал',
        text: 'Шарик — маленький лохматый пёс: одно ухо вверх, другое вниз. В большом парке он так быстро погнался за мячиком, что выскользнул из ошейника. А потом нигде не увидел Никиту.',
      },
      {
        title: 'Добрая женщина',
        text: 'Добрая женщина нашла Шарика и отвела его к ветеринару. Но ошейника-то нет! Как же узнать, где он живёт?',
      },
      {
        title: 'Пик!',
        text: 'Ветеринар провёл над спиной Шарика маленьким сканером. Пик! Сканер прочитал микрочип, и скоро прибежал Никита. Лизь, лизь, лизь! А что, как думаешь, Шарик сделал первым делом?',
      },
    ],
    arc: [
      {
        title: 'Шарик и Никита',
        text: 'В шумном городе живёт маленький лохматый пёс Шарик: одно ухо вверх, другое вниз. Его хозяин — мальчик Никита, и каждый день после обеда они гуляют в большом парке.',
        beat: 'where',
      },
      {
        title: 'Потерялся',
        text: 'Однажды Никита бросил мячик, и Шарик так помчался за ним, что выскользнул из ошейника. Он гнал мячик под кустами и вокруг пруда. А когда поднял голову, Никиты нигде не было.',
        beat: 'problem',
      },
      {
        title: 'По следу',
        text: 'Шарик нюхал дорожки, но запахов было слишком много. Он сел у ворот и залаял громко-громко. Добрая женщина остановилась, погладила его и отвела к ветеринару.',
        beat: 'attempt',
      },
      {
        title: 'Крошечный чип',
        text: 'У многих питомцев под кожей на холке есть микрочип размером с рисинку. Животное его не чувствует. Внутри номер, а по номеру можно найти хозяев.',
        beat: 'why',
      },
      {
        title: 'Пик!',
        text: 'Ветеринар осторожно провёл над спиной Шарика маленьким сканером. Пик! На экране появился номер, а рядом — телефон Никитиной мамы.',
        beat: 'help',
      },
      {
        title: 'Снова дома',
        text: 'Скоро в дверь ворвался Никита. Шарик прыгнул к нему на руки, лизнул в нос и так вилял хвостом, что весь извивался. А вечером у него появился новый ошейник с блестящей табличкой.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'микрочип',
      inText: 'микрочип',
      explanation: 'Крошечная штучка размером с рисинку, в ней номер, по которому находят хозяев питомца.',
    },
    whatHappened:
      'Маленький пёс выскользнул из ошейника в городском парке и потерялся. Прохожая отвела его к ветеринару, тот прочитал сканером микрочип и нашёл телефон семьи, и мальчик прибежал за своей собакой.',
    parent: {
      upto3: ['Покажешь, где Шарик: одно ухо вверх, другое вниз?', 'Скажем вместе, как лает Шарик: гав?'],
      '4to5': [
        'Как думаешь, что почувствовал Шарик, когда не увидел Никиту?',
        'А что почувствовал Никита, когда прибежал за Шариком?',
      ],
      '6to7': [
        'Как думаешь, как микрочип помог Шарику вернуться домой?',
        'Может, сделаете вместе табличку с именем для игрушечной собачки?',
      ],
    },
  },
};
