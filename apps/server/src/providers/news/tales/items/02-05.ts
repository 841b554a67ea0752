/** Told for children: the bundled news item of 02-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_05: ItemTales = {
  heroLooks:
    'a slim cheetah cub with golden fur covered in black spots, a fluffy silver stripe down her back and black tear lines under her amber eyes',
  draw: [
    { picture: '🐆', en: ['zuri', 'cheetah', 'cub'], ru: ['зури', 'гепард'] },
    { picture: '🐶', en: ['biscuit', 'puppy', 'dog'], ru: ['пряник', 'щен', 'собак'] },
    { picture: '⚽', en: ['ball'], ru: ['мяч'] },
  ],
  en: {
    title: 'A cheetah cub and her puppy friend',
    beats: {
      who: 'Zuri, a shy cheetah cub at a zoo, and Biscuit, a friendly puppy',
      what: 'Keepers brought a calm puppy to live with a shy cheetah cub, and after hiding at first, she made a best friend to play and rest with.',
      feeling: 'shy and nervous, then curious, then happy and brave',
      helped: 'Biscuit the puppy, who lay down quietly and waited',
      why: 'Cheetahs are shy animals, and a calm, friendly dog shows a young cheetah that there is nothing to worry about.',
    },
    hook: 'Who has spots, and who has floppy ears?',
    bedtime: 'Zuri and Biscuit doze nose to nose.',
    toddler: [
      { title: 'Zuri', text: 'Here is Zuri, a cheetah cub. Spots, spots, spots!' },
      { title: 'Biscuit', text: 'Here is Biscuit, a puppy. Woof! Zuri hides.' },
      { title: 'Friends', text: 'Sniff, sniff. Hello, Biscuit! Run, run, run together!' },
    ],
    small: [
      {
        title: 'A shy cub',
        text: 'At the zoo lives a cheetah cub called Zuri. She is spotty and very fast, but also very shy. New things make her hide.',
      },
      {
        title: 'A new friend',
        text: 'One day the keepers brought a puppy called Biscuit. Zuri hid behind a log. But Biscuit did not bark or jump. He just lay down and wagged his tail.',
      },
      {
        title: 'Sniff, sniff',
        text: 'Slowly, Zuri came out and sniffed his nose. Biscuit licked her ear! Soon they were chasing a ball across the grass.',
      },
      {
        title: 'Best friends',
        text: 'Now Zuri feels braver when Biscuit is near. Who helps you feel brave?',
      },
    ],
    arc: [
      {
        title: 'Zuri',
        text: 'At a big zoo lives a cheetah cub called Zuri. She has golden fur with black spots and dark lines under her eyes, like smudged tears. One day she will be the fastest runner on land.',
        beat: 'where',
      },
      {
        title: 'Too shy',
        text: 'But Zuri was shy. A new bucket made her hide. A keeper’s sneeze made her jump. The keepers wanted her to grow up calm and happy, so they had a plan.',
        beat: 'problem',
      },
      {
        title: 'Biscuit arrives',
        text: 'They brought a puppy called Biscuit, with floppy ears and a wagging tail. Zuri took one look and hid behind a log. Biscuit bounced, and Zuri pressed herself flatter to the ground.',
        beat: 'attempt',
      },
      {
        title: 'Waiting',
        text: 'Then Biscuit did something clever. He lay down, put his chin on his paws and waited. He did not bark. He did not jump. He just thumped his tail softly in the grass.',
        beat: 'help',
      },
      {
        title: 'Why a dog helps',
        text: 'Cheetahs are shy by nature, and they learn by watching. When a cheetah cub sees a calm, friendly dog, it learns that there is nothing to worry about. Some zoos raise cheetahs with dogs for just that reason.',
        beat: 'why',
      },
      {
        title: 'Chase!',
        text: 'Bit by bit, Zuri crept closer and sniffed Biscuit’s nose. He licked her ear. Zuri gave a small chirp, like a bird. Then she darted off, and Biscuit galloped after her, both of them racing round and round.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'shy',
      inText: 'shy',
      explanation: 'Feeling unsure and quiet with new things or new friends.',
    },
    whatHappened:
      'A zoo brought a calm puppy to grow up with a shy cheetah cub. Some zoos raise cheetahs with dogs, because the dog’s calm, friendly way helps the cheetah feel sure of itself.',
    parent: {
      upto3: ['Can you find Zuri’s spots?', 'Can you say “woof” like Biscuit?'],
      '4to5': [
        'How do you think Zuri felt when she hid behind the log?',
        'How do you think Zuri felt when Biscuit licked her ear?',
      ],
      '6to7': [
        'Why do you think Biscuit lay down and waited instead of bouncing?',
        'Could you think together about how to help a shy friend feel welcome?',
      ],
    },
  },
  ru: {
    title: 'Гепард и щенок подружились',
    beats: {
      who: 'Зури, застенчивый детёныш гепарда в зоопарке, и Пряник, дружелюбный щенок',
      what: 'Смотрители поселили спокойного щенка вместе с застенчивой малышкой-гепардом, и, хоть сначала она пряталась, у неё появился лучший друг для игр и отдыха.',
      feeling: 'робость и тревога, потом любопытство, потом радость и смелость',
      helped: 'щенок Пряник, который тихо лёг и стал ждать',
      why: 'Гепарды — очень застенчивые звери, и спокойная дружелюбная собака показывает юному гепарду, что бояться нечего.',
    },
    hook: 'Пятнышки и висячие ушки — кто подружился?',
    bedtime: 'Зури и Пряник дремлют нос к носу.',
    toddler: [
      { title: 'Зури', text: 'Вот Зури, маленький гепард. Пятнышки, пятнышки!' },
      { title: 'Пряник', text: 'А вот щенок Пряник. Гав! Зури прячется.' },
      { title: 'Друзья', text: 'Нюх-нюх. Привет, Пряник! Бегом, бегом вместе!' },
    ],
    small: [
      {
        title: 'Стеснительная Зури',
        text: 'В зоопарке живёт малышка-гепард Зури. Она пятнистая и очень быстрая, но очень застенчивая. От всего нового она прячется.',
      },
      {
        title: 'Новый друг',
        text: 'Однажды смотрители привели щенка Пряника. Зури спряталась за бревно. Но Пряник не лаял и не прыгал. Он просто лёг и завилял хвостом.',
      },
      {
        title: 'Нюх-нюх',
        text: 'Зури потихоньку вышла и понюхала его нос. А Пряник лизнул её в ухо! Скоро они уже гоняли мяч по траве.',
      },
      {
        title: 'Лучшие друзья',
        text: 'Теперь, когда Пряник рядом, Зури гораздо смелее. А кто помогает тебе не бояться?',
      },
    ],
    arc: [
      {
        title: 'Зури',
        text: 'В большом зоопарке живёт малышка-гепард Зури. Шёрстка у неё золотистая, в чёрных пятнышках, а под глазами тёмные полоски, будто следы от слёз. Когда-нибудь она станет самой быстрой бегуньей на свете.',
        beat: 'where',
      },
      {
        title: 'Слишком застенчивая',
        text: 'Но малышка была очень застенчивая. Новое ведро — и она пряталась. Смотритель чихнул — и она подскакивала. Смотрители хотели, чтобы Зури росла спокойной и весёлой, и кое-что придумали.',
        beat: 'problem',
      },
      {
        title: 'Пряник',
        text: 'Они привели щенка Пряника с висячими ушами и виляющим хвостом. Зури посмотрела на него и спряталась за бревно. Пряник запрыгал, а Зури ещё сильнее прижалась к земле.',
        beat: 'attempt',
      },
      {
        title: 'Ожидание',
        text: 'И тут Пряник поступил очень мудро. Он лёг, положил морду на лапы и стал ждать. Не лаял. Не прыгал. Только тихонько постукивал хвостом по траве.',
        beat: 'help',
      },
      {
        title: 'Зачем гепарду собака',
        text: 'Гепарды от природы застенчивы и учатся, глядя на других. Когда детёныш гепарда видит спокойную дружелюбную собаку, он понимает, что бояться нечего. Поэтому в некоторых зоопарках гепардов растят вместе с собаками.',
        beat: 'why',
      },
      {
        title: 'Догонялки!',
        text: 'Понемногу Зури подкралась ближе и понюхала нос Пряника. Он лизнул её в ухо. Зури тихонько чирикнула, как птичка. А потом сорвалась с места, и Пряник помчался за ней, круг за кругом.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'застенчивый',
      inText: 'застенчивая',
      explanation: 'Робкий, стеснительный с новыми людьми и вещами.',
    },
    whatHappened:
      'Зоопарк поселил спокойного щенка вместе с застенчивым детёнышем гепарда. В некоторых зоопарках гепардов растят с собаками: спокойный дружелюбный пёс помогает гепарду чувствовать себя увереннее.',
    parent: {
      upto3: ['Где у Зури пятнышки?', 'Скажем «гав», как Пряник?'],
      '4to5': [
        'Как думаешь, что почувствовала Зури, когда спряталась за бревно?',
        'Что почувствовала Зури, когда Пряник лизнул её в ухо?',
      ],
      '6to7': [
        'Как думаешь, почему Пряник лёг и стал ждать, а не прыгал?',
        'Может, подумаете вместе, как помочь застенчивому другу почувствовать себя своим?',
      ],
    },
  },
};
