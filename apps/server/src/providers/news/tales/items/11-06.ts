/** Told for children: the bundled news item of 11-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_06: ItemTales = {
  heroLooks: 'a boy of six with curly red hair, a green hoodie and blue wellies',
  draw: [
    { picture: '👦', en: ['leo', 'boy'], ru: ['лёв'] },
    { picture: 'svg:heron', en: ['heron'], ru: ['цапл'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
  ],
  en: {
    title: 'A heron flies free again',
    beats: {
      who: 'Leo, a boy of six, his dad, and a grey heron with a sore wing',
      what: 'Leo and his dad found a heron that could not fly; a wildlife hospital mended its wing, and weeks later they watched it fly free by the river.',
      feeling: 'worried, then hopeful, then overjoyed',
      helped: 'Ada, a carer at the wildlife hospital, and the vet who bandaged the wing',
      why: 'Wildlife hospitals mend wild animals with as little fuss as possible, so that they stay wild and can go back where they were found.',
    },
    hook: 'Who flew home after a stay in hospital?',
    bedtime: 'Leo dreams of grey wings over the river.',
    toddler: [
      {
        title: 'A tall heron',
        text: 'Look! A tall grey heron stands by the river. Leo and Dad see it. Its wing hangs down, down.',
      },
      {
        title: 'Rest, heron',
        text: 'A kind vet wraps the wing. The heron rests. The heron eats fish. Yum, yum!',
      },
      {
        title: 'Flap, flap',
        text: 'The wing is well again! Flap, flap, flap! The heron flies up high. Bye-bye, heron!',
      },
    ],
    small: [
      {
        title: 'A heron on the path',
        text: 'Leo and his dad found a tall grey heron on the river path. One wing hung down, and it could not fly. Leo wanted to help it so much!',
      },
      {
        title: 'A towel and a box',
        text: 'Dad phoned the wildlife hospital. A carer called Ada laid a soft towel over the heron and lifted it into a box. At the hospital, a vet put a bandage on its wing.',
      },
      {
        title: 'Over the water',
        text: 'Some weeks later, Ada phoned Leo. The wing was well again! By the river she opened the box, and the heron flew away low over the water. Leo waved and waved.',
      },
      {
        title: 'And you?',
        text: 'Leo felt as light as a feather. Have you ever seen a big bird fly low over the water?',
      },
    ],
    arc: [
      {
        title: 'Still as a statue',
        beat: 'where',
        text: 'Leo and his dad like to walk along the river and count the ducks. A tall grey heron often stands in the shallow water there. It keeps as still as a statue, waiting for a fish.',
      },
      {
        title: 'A wing that hangs down',
        beat: 'problem',
        text: 'But one day the heron stood on the path, far from the water. One wing hung down and trailed in the mud. It flapped the other wing, but it only hopped.',
      },
      {
        title: 'Not too close',
        beat: 'attempt',
        text: 'Leo wanted to carry it home. Dad said that a wild bird does not like to be held, and a heron’s beak is sharp. So they stepped back, and Dad phoned the wildlife hospital.',
      },
      {
        title: 'A towel and a box',
        beat: 'help',
        text: 'Soon a carer called Ada came with a big box. She laid a towel gently over the heron, and in the dark it grew calm. At the hospital a vet bandaged its wing to hold it still.',
      },
      {
        title: 'Quiet, please',
        beat: 'why',
        text: 'Ada said that wild patients must stay wild. So the carers hardly talk near the heron and leave its fish in a pool. Then it will not get tame, and it will still catch its own fish.',
      },
      {
        title: 'Free again',
        beat: 'resolution',
        text: 'Three weeks later, the wing had mended, and Ada phoned Leo. By the river she opened the box. The heron stepped out, spread its wide grey wings and flew off low over the water, its long neck folded back.',
      },
    ],
    footnote: {
      word: 'wildlife hospital',
      inText: 'wildlife hospital',
      explanation: 'A place where vets and carers look after wild animals and birds until they are well again.',
    },
    whatHappened:
      'Wildlife hospitals take in wild animals that are injured, treat them with as little handling as possible so they stay wild, and set them free where they were found. A boy and his dad found a heron with a sore wing and, weeks later, watched it flown free.',
    parent: {
      upto3: ['Can you find the heron’s long legs?', 'Can you flap your arms like the heron’s wings?'],
      '4to5': [
        'How do you think Leo felt when the heron could not fly?',
        'How do you think Leo felt when the heron flew away over the water?',
      ],
      '6to7': [
        'Why do the carers hardly talk near the heron?',
        'Could we go to a river or a pond and look for a heron standing as still as a statue?',
      ],
    },
  },
  ru: {
    title: 'Цапля снова летает',
    beats: {
      who: 'шестилетний Лёва, его папа и серая цапля с больным крылом',
      what: 'Лёва с папой нашли цаплю, которая не могла взлететь; в больнице для диких животных ей вылечили крыло, и через несколько недель они увидели, как она улетает над рекой.',
      feeling: 'тревога, потом надежда, потом огромная радость',
      helped: 'Аня из больницы для диких животных и ветеринар, который забинтовал крыло',
      why: 'В больнице для диких животных их лечат тихо и почти не трогают, чтобы они остались дикими и вернулись туда, где их нашли.',
    },
    hook: 'Кто улетел домой из больницы?',
    bedtime: 'Лёве снятся серые крылья над рекой.',
    toddler: [
      {
        title: 'Цапля',
        text: 'Смотри! У реки стоит серая цапля. Лёва и папа её видят. Крыло висит вниз.',
      },
      {
        title: 'Отдыхай, цапля',
        text: 'Добрый доктор бинтует крыло. Цапля отдыхает. Цапля ест рыбку. Ням-ням!',
      },
      {
        title: 'Мах, мах',
        text: 'Крыло поправилось! Мах, мах, мах! Цапля летит высоко. Пока-пока, цапля!',
      },
    ],
    small: [
      {
        title: 'Цапля на тропинке',
        text: 'Лёва с папой нашли у реки высокую серую цаплю. Одно крыло у неё висело, и она не могла взлететь. Лёва очень хотел ей помочь!',
      },
      {
        title: 'Полотенце и коробка',
        text: 'Папа позвонил в больницу для диких животных. Приехала Аня, мягко накрыла цаплю полотенцем и посадила в коробку. В больнице ветеринар забинтовал ей крыло.',
      },
      {
        title: 'Над водой',
        text: 'Через несколько недель Аня позвонила: крыло поправилось! У реки она открыла коробку, и цапля полетела низко над водой. Лёва махал и махал ей вслед.',
      },
      {
        title: 'А ты?',
        text: 'Лёве было так легко, будто он сам взлетел. А тебе доводилось видеть, как большая птица летит над водой?',
      },
    ],
    arc: [
      {
        title: 'Как статуя',
        beat: 'where',
        text: 'Лёва с папой любят гулять у реки и считать уток. Там на мелководье часто стоит высокая серая цапля. Она замирает, как статуя, и ждёт рыбку.',
      },
      {
        title: 'Крыло висит',
        beat: 'problem',
        text: 'Но однажды цапля стояла на тропинке, далеко от воды. Одно крыло у неё висело и волочилось по земле. Она взмахнула другим крылом, но только подпрыгнула.',
      },
      {
        title: 'Не подходи близко',
        beat: 'attempt',
        text: 'Лёва хотел отнести её домой. Но папа сказал, что дикая птица не любит, когда её держат, а клюв у цапли острый. Они отошли подальше, и папа позвонил в больницу для диких животных.',
      },
      {
        title: 'Полотенце и коробка',
        beat: 'help',
        text: 'Скоро приехала Аня с большой коробкой. Она мягко накрыла цаплю полотенцем, и в темноте птица успокоилась. В больнице ветеринар забинтовал ей крыло, чтобы оно не двигалось.',
      },
      {
        title: 'Тише, пожалуйста',
        beat: 'why',
        text: 'Аня объяснила, что дикие пациенты должны остаться дикими. Поэтому рядом с цаплей почти не разговаривают, а рыбу оставляют в маленьком пруду. Тогда она не станет ручной и будет сама ловить рыбу.',
      },
      {
        title: 'Снова на свободе',
        beat: 'resolution',
        text: 'Через три недели крыло поправилось, и Аня позвонила Лёве. У реки она открыла коробку. Цапля вышла, расправила широкие серые крылья и полетела низко над водой, поджав длинную шею.',
      },
    ],
    footnote: {
      word: 'ветеринар',
      inText: 'ветеринар',
      explanation: 'Врач, который лечит зверей и птиц.',
    },
    whatHappened:
      'Больницы для диких животных лечат больных зверей и птиц, как можно меньше с ними возясь, чтобы те не привыкли к людям, и отпускают их там, где нашли. Мальчик с папой нашли цаплю с больным крылом и через несколько недель увидели, как её выпустили.',
    parent: {
      upto3: ['Покажешь длинные ноги цапли?', 'Помашешь руками, как цапля крыльями?'],
      '4to5': [
        'Как думаешь, что почувствовал Лёва, когда цапля не могла взлететь?',
        'А что почувствовал Лёва, когда цапля полетела над водой?',
      ],
      '6to7': [
        'Почему рядом с цаплей в больнице почти не разговаривают?',
        'Может, сходим к реке или пруду и поищем цаплю, которая замерла, как статуя?',
      ],
    },
  },
};
