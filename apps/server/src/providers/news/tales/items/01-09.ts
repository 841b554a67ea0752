/** Told for children: the bundled news item of 01-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_09: ItemTales = {
  heroLooks:
    'a young capybara, round as a loaf of bread, with coarse reddish-brown fur, a blunt square nose, tiny round ears and sleepy half-closed eyes',
  draw: [
    { picture: 'svg:capybara', en: ['bean', 'capybara'], ru: ['фасольк', 'капибар'] },
    { picture: 'svg:warm-tub', en: ['tub', 'bath'], ru: ['кадк', 'ванн'] },
    { picture: '🍊', en: ['orange'], ru: ['апельсин'] },
    { picture: '👩', en: ['keeper'], ru: ['смотрительниц'] },
  ],
  en: {
    title: 'Capybaras in a warm bath',
    beats: {
      who: 'Bean, the youngest capybara at a zoo, and Grandma Clover, the biggest',
      what: 'On bath day Bean was too small to climb into the big warm tub, so Grandma Clover let her climb onto her back and slide in.',
      feeling: 'excited, then left out and cross, then cosy and happy',
      helped: 'Grandma Clover, who lay down by the tub like a step',
      why: 'Capybaras love water: their eyes, ears and noses sit on top of their heads, so they can relax with almost all of their body underwater.',
    },
    hook: 'Who is splashing in a warm, bubbly bath?',
    bedtime: 'Bean snoozes, warm and dry, by Grandma Clover.',
    toddlerBedtime: 'Bean snoozes, warm and dry, by Grandma.',
    toddler: [
      { title: 'Bath time', text: 'Here is Bean, a little capybara. Here is a big warm bath!' },
      { title: 'Too high', text: 'Up, Bean, up! Oh no, too high. Grandma lies down.' },
      { title: 'Splash!', text: 'Up on Grandma, and splash! Warm, warm water. Ahhh.' },
    ],
    small: [
      {
        title: 'Bath day',
        text: 'At the zoo, the capybara family has bath day. The keeper fills a big wooden tub with warm water and floats orange slices on top.',
      },
      {
        title: 'The smallest one',
        text: 'Everyone climbed in, one by one. But Bean was the smallest, and the side of the tub was too high. She jumped and slid back down. Bean felt left out.',
      },
      {
        title: 'Grandma helps',
        text: 'Then Grandma Clover lay down beside the tub. Bean climbed onto her back, like a step, and slid into the water. Splash!',
      },
      {
        title: 'Cosy',
        text: 'Bean floated, eyes half closed, with an orange slice by her nose. When do you feel warm and cosy?',
      },
    ],
    arc: [
      {
        title: 'The capybara house',
        text: 'At a zoo there is a capybara house with a family of eight. Capybaras are the biggest rodents in the world: round and brown, with tiny ears. The youngest is Bean.',
        beat: 'where',
      },
      {
        title: 'Bath day',
        text: 'Every week the keeper fills a big wooden tub with warm water and drops in orange slices. Steam curls up, and the capybaras hurry over. Grandma Clover climbs in first, then the others.',
        beat: 'where',
      },
      {
        title: 'Too small',
        text: 'Bean put her front paws on the edge of the tub. It was much higher than her nose. She pushed with her back feet, scrabbled and slid down again, plop, onto the floor.',
        beat: 'problem',
      },
      {
        title: 'Another try',
        text: 'She tried a running jump. She tried the other side. Each time she slid back. The others floated with their eyes shut. Bean gave a cross little squeak.',
        beat: 'attempt',
      },
      {
        title: 'Grandma’s back',
        text: 'Grandma Clover opened one eye. She climbed out, dripping, and lay down flat beside the tub. Bean scrambled onto her broad, warm back, reached the edge and slid in. Splash!',
        beat: 'help',
      },
      {
        title: 'Why capybaras love water',
        text: 'Capybaras spend much of their lives in water. Their eyes, ears and noses sit on top of their heads, so they can float with just those peeking out. A warm bath keeps their skin soft, too.',
        beat: 'why',
      },
      {
        title: 'Eight in a tub',
        text: 'Soon all eight capybaras were floating in a warm, steamy circle. Bean rested her chin on Grandma’s head and nibbled an orange slice.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'tub',
      inText: 'tub',
      explanation: 'A big, round, open pot that holds water.',
    },
    whatHappened:
      'At a zoo, keepers filled a warm tub for a family of capybaras, and the youngest got in by climbing onto a bigger capybara. Capybaras spend much of their lives in water and enjoy warm baths.',
    parent: {
      upto3: ['Can you find the warm bath?', 'Can you say “ahhh” like Bean in the water?'],
      '4to5': [
        'How do you think Bean felt when she could not climb in?',
        'How do you think Bean felt when she slid into the water?',
      ],
      '6to7': [
        'Why do you think Grandma Clover lay down flat beside the tub?',
        'Could you find a picture of a capybara together and look where its eyes, ears and nose are?',
      ],
    },
  },
  ru: {
    title: 'Тёплая ванна для капибар',
    beats: {
      who: 'Фасолька, самая маленькая капибара в зоопарке, и бабушка Груша, самая большая',
      what: 'В банный день Фасолька не могла забраться в большую тёплую кадку, и бабушка Груша подставила ей спину, чтобы внучка съехала в воду.',
      feeling: 'нетерпение, потом обида, потом тепло и радость',
      helped: 'бабушка Груша, которая легла у кадки, как ступенька',
      why: 'Капибары любят воду: глаза, уши и нос у них сверху на голове, поэтому они могут нежиться, почти целиком спрятавшись в воде.',
    },
    hook: 'Кто плещется в тёплой ванне с апельсинами?',
    bedtime: 'Фасолька сопит, прижавшись к бабушке Груше.',
    toddlerBedtime: 'Фасолька сопит, прижавшись к бабушке.',
    toddler: [
      { title: 'Купаться', text: 'Вот Фасолька, маленькая капибара. А вот большая тёплая ванна!' },
      { title: 'Высоко', text: 'Прыг, Фасолька, прыг! Ой, высоко. Бабушка ложится.' },
      { title: 'Плюх!', text: 'По бабушке наверх — и плюх! Тёплая водичка. Ах!' },
    ],
    small: [
      {
        title: 'Банный день',
        text: 'У капибар в зоопарке сегодня банный день. Смотрительница наливает в большую деревянную кадку тёплую воду и бросает туда дольки апельсина.',
      },
      {
        title: 'Самая маленькая',
        text: 'Все забрались в кадку по очереди. А Фасолька была самая маленькая, и край оказался слишком высоким. Она прыгнула и съехала вниз. Фасольке стало обидно.',
      },
      {
        title: 'Бабушка помогает',
        text: 'Тогда бабушка Груша легла рядом с кадкой. Фасолька забралась ей на спину, как на ступеньку, и съехала в воду. Плюх!',
      },
      {
        title: 'Тепло',
        text: 'Фасолька покачивалась в воде, прикрыв глаза, а у носа плавала долька апельсина. А когда тебе бывает тепло и уютно?',
      },
    ],
    arc: [
      {
        title: 'Домик капибар',
        text: 'В зоопарке есть домик, где живёт семья из восьми капибар. Капибары — самые большие грызуны на свете: круглые, бурые, с тупыми носами и крошечными ушками. Младшая в семье — Фасолька.',
        beat: 'where',
      },
      {
        title: 'Банный день',
        text: 'Раз в неделю смотрительница наливает в деревянную кадку тёплую воду и бросает туда дольки апельсина. Первой залезает бабушка Груша, за ней остальные.',
        beat: 'where',
      },
      {
        title: 'Слишком маленькая',
        text: 'Фасолька поставила передние лапки на край кадки. Он был гораздо выше её носа. Она оттолкнулась задними лапками, поскребла коготками и съехала вниз. Шлёп!',
        beat: 'problem',
      },
      {
        title: 'Ещё попытка',
        text: 'Она прыгала с разбегу. Пробовала с другой стороны. И каждый раз съезжала. Остальные уже дремали в воде, а Фасолька обиженно пискнула.',
        beat: 'attempt',
      },
      {
        title: 'Бабушкина спина',
        text: 'Бабушка Груша приоткрыла один глаз. Она вылезла, вся мокрая, и улеглась у самой кадки. Фасолька вскарабкалась на её широкую тёплую спину, дотянулась до края и съехала в воду. Плюх!',
        beat: 'help',
      },
      {
        title: 'Почему капибары любят воду',
        text: 'Капибары много времени проводят в воде. Глаза, уши и нос у них на самом верху головы, поэтому они плавают, выставив наружу только их. А от тёплой ванны кожа становится мягче.',
        beat: 'why',
      },
      {
        title: 'Восемь в кадке',
        text: 'Скоро все восемь капибар покачивались в тёплой воде. Фасолька положила подбородок бабушке на голову и жевала дольку апельсина.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'кадка',
      inText: 'кадку',
      explanation: 'Большая деревянная бочка без крышки.',
    },
    whatHappened:
      'В зоопарке смотрители наполнили тёплую кадку для семьи капибар, а самая маленькая забралась в неё по спине большой капибары. Капибары много времени проводят в воде и любят тёплые ванны.',
    parent: {
      upto3: ['Где тёплая ванна?', 'Скажем «ах!», как Фасолька в водичке?'],
      '4to5': [
        'Как думаешь, что почувствовала Фасолька, когда не смогла забраться?',
        'Что почувствовала Фасолька, когда съехала в воду?',
      ],
      '6to7': [
        'Как думаешь, зачем бабушка Груша легла у самой кадки?',
        'Может, найдёте вместе картинку с капибарой и посмотрите, где у неё глаза, уши и нос?',
      ],
    },
  },
};
