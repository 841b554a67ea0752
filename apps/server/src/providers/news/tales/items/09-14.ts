/** Told for children: the bundled news item of 09-14 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_14: ItemTales = {
  heroLooks: 'a baby boy of almost one with a tuft of ginger hair, round cheeks and a blue romper',
  draw: [
    { picture: '👶', en: ['theo', 'baby'], ru: ['тём', 'малыш'] },
    { picture: '🐕', en: ['dog'], ru: ['бим', 'пёс'] },
    { picture: '👧', en: ['ruby', 'sister'], ru: ['вер'] },
  ],
  en: {
    title: 'A baby says his first word',
    beats: {
      who: 'baby Theo, almost one, his big sister Ruby and their dog Bo',
      what: 'Ruby hoped Theo’s first word would be her name, but one morning he pointed at the dog and said “Bo!”',
      feeling: 'hopeful, a little cross, then delighted',
      helped: 'Mum, who told Ruby that babies listen for a long time before they talk',
      why: 'Babies listen to words for many months before they say one, and their first words are often the names of things they love.',
    },
    hook: 'Whose name did baby Theo say first?',
    bedtime: 'Theo dreams, with Bo snoring by his cot.',
    toddler: [
      { title: 'Ba-ba-ba', text: 'Baby Theo babbles. Ba-ba-ba! Da-da-da!' },
      { title: 'Woof!', text: 'Here comes Bo the dog. Woof, woof! Theo claps.' },
      { title: 'Bo!', text: 'Theo points. Bo! His very first word! Hooray!' },
    ],
    small: [
      {
        title: 'Say Ruby!',
        text: 'Baby Theo was almost one. Every day his big sister Ruby said, “Say Ruby! Ru-by!” But Theo only babbled, “Ba-ba-ba.”',
      },
      {
        title: 'Waiting for a word',
        text: 'Mum hoped he would say Mama. Dad hoped for Dada. Ruby waited and waited, and sometimes she felt a bit cross.',
      },
      {
        title: 'A word for Bo',
        text: 'One morning Bo the dog trotted in, wagging his tail. Theo pointed his chubby finger and shouted, “Bo!” Everyone laughed, and Bo licked his toes.',
      },
      {
        title: 'And you?',
        text: 'Ruby was proud anyway: her little brother could talk! What word do you think you said first?',
      },
    ],
    arc: [
      {
        title: 'Not a word yet',
        text: 'Baby Theo was almost one. He could crawl, clap and blow raspberries, but he had not said a single word yet. His big sister Ruby really wanted his first word to be her name.',
        beat: 'problem',
      },
      {
        title: 'Ru-by, Ru-by',
        text: 'Every morning Ruby sat by his high chair. “Ru-by,” she said slowly, pointing at herself. Theo just smiled, babbled “ba-ba-ba” and dropped his spoon on the floor.',
        beat: 'attempt',
      },
      {
        title: 'Listening first',
        text: 'Mum explained that babies listen for a long, long time before they talk. They collect words like treasure. Their first words are often the names of things they see every day and love.',
        beat: 'why',
      },
      {
        title: 'What makes him giggle',
        text: 'So Ruby watched what made Theo giggle most. Bath bubbles. Bananas. And most of all, Bo the dog, who licked his toes and made him squeal.',
        beat: 'help',
      },
      {
        title: 'The first word',
        text: 'One morning Bo trotted into the kitchen, wagging his tail. Theo pointed his chubby finger and shouted, “Bo!” Everyone cheered, and Ruby laughed loudest of all. A week later, his second word was “Roo”.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'babble',
      inText: 'babbled',
      explanation: 'To make baby sounds like ba-ba and da-da before real talking.',
    },
    whatHappened:
      'A baby boy’s first word was not Mama, Dada or his sister’s name but the name of the family dog. His sister was delighted anyway, and soon he said her name too.',
    parent: {
      upto3: ['Can you find Bo the dog?', 'Can you say “Bo” like Theo?'],
      '4to5': [
        'How do you think Ruby felt when Theo did not say her name?',
        'Which word would you teach a baby first?',
      ],
      '6to7': [
        'Why do you think Theo said “Bo” before he said “Ruby”?',
        'Could we ask a grown-up what your first word was?',
      ],
    },
  },
  ru: {
    title: 'Первое слово малыша',
    beats: {
      who: 'малыш Тёма, которому скоро год, его старшая сестра Вера и пёс Бим',
      what: 'Вера мечтала, что первым словом брата будет её имя, а однажды утром Тёма показал на пса и сказал: «Бим!»',
      feeling: 'надежда, немного досады, потом восторг',
      helped: 'мама, которая объяснила, что малыши долго слушают, прежде чем заговорить',
      why: 'Малыши много месяцев слушают слова, прежде чем сказать своё первое, и часто это имя того, кого они очень любят.',
    },
    hook: 'Чьё имя Тёма сказал самым первым?',
    bedtime: 'Тёма спит, а у кроватки посапывает Бим.',
    toddler: [
      { title: 'Ба-ба-ба', text: 'Малыш Тёма лопочет. Ба-ба-ба! Да-да-да!' },
      { title: 'Гав!', text: 'Вот идёт пёс Бим. Гав-гав! Тёма хлопает.' },
      { title: 'Бим!', text: 'Тёма показывает пальчиком. Бим! Первое слово! Ура!' },
    ],
    small: [
      {
        title: 'Скажи «Вера»!',
        text: 'Малышу Тёме скоро год. Каждый день старшая сестра Вера просила: «Скажи: Ве-ра!» Но Тёма только лепетал: «Ба-ба-ба».',
      },
      {
        title: 'Ждём слова',
        text: 'Мама ждала «мама», папа ждал «папа». А Вера всё ждала и ждала, и иногда даже сердилась.',
      },
      {
        title: 'Слово для Бима',
        text: 'Однажды утром на кухню прибежал пёс Бим и завилял хвостом. Тёма показал на него пухлым пальчиком и радостно сказал: «Бим!» Все засмеялись, а Бим лизнул Тёме пятку.',
      },
      {
        title: 'А ты?',
        text: 'Вера всё равно гордилась: братик заговорил! А как думаешь, какое слово было твоим первым?',
      },
    ],
    arc: [
      {
        title: 'Пока ни слова',
        text: 'Малышу Тёме скоро исполнится год. Он умел ползать, хлопать в ладоши и пускать пузыри, но ещё не сказал ни одного слова. А старшей сестре Вере очень хотелось, чтобы первым словом было её имя.',
        beat: 'problem',
      },
      {
        title: 'Ве-ра, Ве-ра',
        text: 'Каждое утро Вера садилась у его стульчика. «Ве-ра», — медленно говорила она и показывала на себя. А Тёма улыбался, лепетал «ба-ба-ба» и ронял ложку на пол.',
        beat: 'attempt',
      },
      {
        title: 'Сначала слушают',
        text: 'Мама объяснила, что малыши долго-долго слушают, прежде чем заговорить. Они собирают слова, как сокровища. А первыми часто говорят то, что видят каждый день и очень любят.',
        beat: 'why',
      },
      {
        title: 'Отчего он смеётся',
        text: 'И Вера стала смотреть, от чего Тёма смеётся громче всего. От пены в ванне. От банана. А больше всего — от пса Бима, который лизал ему пятки.',
        beat: 'help',
      },
      {
        title: 'Первое слово',
        text: 'Однажды утром Бим прибежал на кухню и завилял хвостом. Тёма показал на него пальчиком. «Бим!» — громко сказал он. Все захлопали, а Вера смеялась громче всех. А через неделю Тёма сказал «Ве-ва».',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'лепетать',
      inText: 'лепетал',
      explanation: 'Говорить по-детски: «ба-ба», «да-да», ещё не настоящими словами.',
    },
    whatHappened:
      'Первым словом малыша стало не «мама», не «папа» и не имя сестры, а кличка домашнего пса. Сестра всё равно обрадовалась, а вскоре он сказал и её имя.',
    parent: {
      upto3: ['Покажешь пса Бима?', 'Скажешь «Бим», как Тёма?'],
      '4to5': [
        'Как думаешь, что почувствовала Вера, когда Тёма не сказал её имя?',
        'Какому слову тебе хотелось бы научить малыша?',
      ],
      '6to7': [
        'Как думаешь, почему Тёма сказал «Бим» раньше, чем «Вера»?',
        'Может, спросим у взрослых, какое слово было твоим первым?',
      ],
    },
  },
};
