/** Told for children: the bundled news item of 04-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_05: ItemTales = {
  heroLooks:
    'an old penguin with a black back, a white tummy, a yellow patch at his neck and small brown boots on his feet',
  draw: [
    { picture: 'svg:penguin', en: ['otto', 'penguin'], ru: ['тош', 'пингвин'] },
    { picture: '🥾', en: ['boots'], ru: ['ботинк', 'ботиноч'] },
    { picture: '👩', en: ['vet'], ru: ['ветеринар'] },
  ],
  en: {
    title: 'A penguin gets soft boots',
    beats: {
      who: 'Otto, an old penguin at an aquarium, and the aquarium vet',
      what: 'Otto’s feet were sore from walking on hard rocks, so the vet gave him soft little boots, and soon he was waddling with his friends again.',
      feeling: 'sore and lonely, then unsure in his new boots, then happy and bouncy',
      helped: 'the aquarium vet, who had the soft boots made just for him',
      why: 'Soft boots protect a penguin’s sore feet while they heal, and he takes them off to swim.',
    },
    hook: 'Guess who waddles in brand-new boots?',
    bedtime: 'Otto sleeps, his boots standing side by side.',
    toddler: [
      { title: 'Otto', text: 'Here is Otto, a penguin. Ouch, sore feet!' },
      { title: 'Boots', text: 'Soft boots for Otto. One, two. On they go!' },
      { title: 'Waddle', text: 'Waddle, waddle, waddle! Happy Otto!' },
    ],
    small: [
      {
        title: 'Sore feet',
        text: 'At the aquarium lives an old penguin called Otto. The rocks were hard, and his feet got sore. He stopped waddling and sat all alone.',
      },
      {
        title: 'Soft boots',
        text: 'The vet had an idea. She gave Otto two soft little boots. Otto looked down at them. What were these funny things on his feet?',
      },
      {
        title: 'Waddle again',
        text: 'He took one step, then two. No more ouch! Soon Otto was waddling after his friends all round the rocks.',
      },
      {
        title: 'And you?',
        text: 'Otto felt happy and bouncy. Which shoes do you like to wear best?',
      },
    ],
    arc: [
      {
        title: 'The penguin beach',
        text: 'At a big aquarium there is a penguin beach with rocks and a deep blue pool. Otto is the oldest penguin there. He has a white tummy and a yellow patch at his neck.',
        beat: 'where',
      },
      {
        title: 'Ouch',
        text: 'Otto had walked on those rocks for many years, and now the bottoms of his feet were sore. He stopped following his friends to the pool and stood alone in a corner.',
        beat: 'problem',
      },
      {
        title: 'A soft mat',
        text: 'The keepers laid a soft mat by the pool. Otto liked it, but he could not stay on a mat all day. As soon as he stepped onto the rocks, he lifted his feet and wobbled.',
        beat: 'attempt',
      },
      {
        title: 'Boots for a penguin',
        text: 'Then the aquarium vet had an idea. She had two tiny boots made, soft inside, with straps that fastened round his ankles. She slipped them onto Otto’s feet, one and then the other.',
        beat: 'help',
      },
      {
        title: 'Step, step, waddle',
        text: 'Otto looked down. He lifted one foot and shook it. Then he took a step, and another. Soon he was waddling after his friends again, clip-clop, right round the beach.',
        beat: 'resolution',
      },
      {
        title: 'Why boots help',
        text: 'The boots keep Otto’s sore feet off the hard rocks, so they can heal. When he wants to swim, the keepers take the boots off. In the water he does not need them at all.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'aquarium',
      inText: 'aquarium',
      explanation: 'A building with big tanks and pools where sea animals live and people can see them.',
    },
    whatHappened:
      'An aquarium’s vet gave an old penguin soft boots to protect his sore feet, so that he could walk on the rocks with the other penguins again. He takes them off to swim.',
    parent: {
      upto3: ['Can you find Otto’s boots?', 'Can you waddle like Otto?'],
      '4to5': [
        'How do you think Otto felt when he sat all alone?',
        'How do you think Otto felt when he could waddle again?',
      ],
      '6to7': [
        'Why do you think the keepers take Otto’s boots off when he swims?',
        'Could you walk on tiptoe, then on your heels, together and feel which is comfier?',
      ],
    },
  },
  ru: {
    title: 'Пингвину сшили мягкие ботиночки',
    beats: {
      who: 'Тоша, старый пингвин в океанариуме, и ветеринар океанариума',
      what: 'У Тоши заболели лапы от твёрдых камней, и ветеринар дала ему мягкие ботиночки, и скоро он снова ковылял вместе с друзьями.',
      feeling: 'боль и одиночество, потом неуверенность в новых ботинках, потом радость',
      helped: 'ветеринар океанариума, которая заказала для него мягкие ботиночки',
      why: 'Мягкие ботиночки берегут больные лапы пингвина, пока они заживают, а плавает он без них.',
    },
    hook: 'Угадай, кто шагает в новых ботиночках?',
    bedtime: 'Тоша спит, а ботиночки стоят рядышком.',
    toddler: [
      { title: 'Тоша', text: 'Вот Тоша, пингвин. Ой, лапки болят!' },
      { title: 'Ботиночки', text: 'Мягкие ботиночки для Тоши. Раз, два. Надели!' },
      { title: 'Топ-топ', text: 'Топ-топ, топ-топ! Весёлый Тоша!' },
    ],
    small: [
      {
        title: 'Болят лапки',
        text: 'В океанариуме живёт старый пингвин Тоша. Камни там твёрдые, и лапы у него заболели. Он перестал ходить и сидел совсем один.',
      },
      {
        title: 'Мягкие ботиночки',
        text: 'Ветеринар кое-что придумала. Она надела Тоше два мягких ботиночка. Тоша посмотрел вниз. Что это за смешные штуки у него на лапах?',
      },
      {
        title: 'Снова топ-топ',
        text: 'Он сделал шаг, потом второй. Не больно! Скоро Тоша уже ковылял за друзьями по всем камням.',
      },
      {
        title: 'А ты?',
        text: 'Тоше стало так весело! А какую обувь тебе больше всего нравится носить?',
      },
    ],
    arc: [
      {
        title: 'Пингвиний берег',
        text: 'В большом океанариуме есть пингвиний берег с камнями и глубоким синим бассейном. Тоша там самый старый пингвин. У него белый животик и жёлтое пятнышко на шее.',
        beat: 'where',
      },
      {
        title: 'Ой',
        text: 'Много лет Тоша ходил по этим камням, и теперь лапы у него заболели. Он перестал ходить с друзьями к бассейну и стоял один в уголке.',
        beat: 'problem',
      },
      {
        title: 'Мягкий коврик',
        text: 'Смотрители постелили у бассейна мягкий коврик. Тоше он понравился, но не будешь же весь день стоять на коврике. Стоило ему ступить на камни, как он поджимал лапы и качался.',
        beat: 'attempt',
      },
      {
        title: 'Ботинки для пингвина',
        text: 'И тут ветеринар океанариума придумала. Она заказала два крошечных ботиночка, мягких внутри, с ремешками вокруг лодыжек. И надела их Тоше, сначала на одну лапу, потом на другую.',
        beat: 'help',
      },
      {
        title: 'Шаг, шаг, топ',
        text: 'Тоша посмотрел вниз. Поднял одну лапу и потряс ею. Потом сделал шаг, и ещё один. И вот он уже снова ковылял за друзьями по всему берегу.',
        beat: 'resolution',
      },
      {
        title: 'Зачем ботиночки',
        text: 'Ботиночки берегут больные лапы от твёрдых камней, и лапы заживают. А когда Тоша хочет поплавать, смотрители снимают ботиночки. В воде они ему совсем не нужны.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'океанариум',
      inText: 'океанариуме',
      explanation: 'Здание с большими бассейнами и аквариумами, где живут морские животные.',
    },
    whatHappened:
      'Ветеринар океанариума дала старому пингвину мягкие ботиночки, чтобы беречь его больные лапы, и он снова смог ходить по камням вместе с другими пингвинами. Плавает он без них.',
    parent: {
      upto3: ['Где ботиночки Тоши?', 'Потопаем, как Тоша?'],
      '4to5': [
        'Как думаешь, что почувствовал Тоша, когда сидел совсем один?',
        'Что почувствовал Тоша, когда снова смог ходить?',
      ],
      '6to7': [
        'Как думаешь, почему смотрители снимают с Тоши ботиночки, когда он плавает?',
        'Может, пройдёте вместе на цыпочках, а потом на пятках и почувствуете, как удобнее?',
      ],
    },
  },
};
