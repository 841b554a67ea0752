/** Told for children: the bundled news item of 12-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_05: ItemTales = {
  heroLooks:
    'a small yellow seahorse dad with a curly tail, a long snout, a little crown of bumps on his head and a round tummy pouch',
  draw: [
    { picture: 'svg:seahorse', en: ['seahorse', 'finn'], ru: ['конёк', 'коньк', 'финн'] },
    { picture: '🪸', en: ['seagrass', 'grass'], ru: ['водоросл', 'трав'] },
    { picture: '👩', en: ['keeper', 'maya'], ru: ['смотрител', 'майя', 'майи'] },
    { picture: '🐟', en: ['bab'], ru: ['малыш'] },
    { picture: '🔍', en: ['magnif'], ru: ['лупа', 'лупу'] },
  ],
  en: {
    title: 'A seahorse dad and his hundred babies',
    beats: {
      who: 'Finn, a yellow seahorse dad in a tank at a seaside aquarium, and his keeper Maya',
      what: 'Finn carried his babies in the pouch on his tummy, and one early morning he puffed out more than a hundred tiny seahorses, which the keepers moved to a little tank of their own.',
      feeling: 'round and patient while waiting, then busy and proud',
      helped: 'keeper Maya, who checked on Finn every day and scooped the tiny babies into a nursery tank',
      why: 'In seahorse families the mum gives her eggs to the dad, and he carries them in a pouch until they hatch.',
    },
    hook: 'Which dad carries his babies in a pouch?',
    bedtime: 'Finn hugs his seagrass and sways to sleep.',
    toddlerBedtime: 'The seahorse dad holds on and sways.',
    toddler: [
      {
        title: 'Round tummy',
        text: 'Here is a seahorse dad. A round, round tummy! Bob, bob, bob.',
      },
      { title: 'Puff!', text: 'Puff, puff, puff! Tiny babies come out. One, two, lots and lots!' },
      {
        title: 'Hold on',
        text: 'Tiny tails hold on to the grass. Sway, sway, sway. Hello, little seahorses!',
      },
    ],
    small: [
      {
        title: 'Finn’s round tummy',
        text: 'At an aquarium by the sea lives a yellow seahorse called Finn. He holds on to the seagrass with his curly tail. Lately his tummy pouch has grown round, like a little balloon.',
      },
      {
        title: 'Who is in there?',
        text: 'Keeper Maya looked in every morning. “Finn is carrying babies,” she told the children. Yes, in seahorse families the dad carries the babies!',
      },
      {
        title: 'A cloud of babies',
        text: 'One early morning Finn wiggled and bent, and puff! Out came a cloud of tiny seahorses, each as small as an eyelash. Maya moved them gently to a little tank of their own.',
      },
      {
        title: 'Your turn',
        text: 'Finn waited a long time, and then there were more than a hundred babies! Can you curl your hand like a seahorse’s tail and hold on to my finger?',
      },
    ],
    arc: [
      {
        title: 'A tank by the sea',
        text: 'At an aquarium by the sea there is a tall tank full of swaying seagrass. A yellow seahorse dad called Finn lives there. He wraps his curly tail round a blade of grass and rocks gently.',
        beat: 'where',
      },
      {
        title: 'A round pouch',
        text: 'Keeper Maya saw that the pouch on Finn’s tummy had grown round and tight. Babies were coming! But when? Tiny seahorses need a little tank of their own, and Maya did not want to miss them.',
        beat: 'problem',
      },
      {
        title: 'Why the dad carries them',
        text: 'Usually the mum carries the babies. Seahorses do it the other way round. The mum gives her eggs to the dad, and he keeps them in his pouch. There they grow for about three weeks.',
        beat: 'why',
      },
      {
        title: 'Watching and waiting',
        text: 'Maya looked in on Finn every morning and evening. She made a nursery tank ready and put a soft night light beside it. Finn just held on to his seagrass and waited, round as a pea pod.',
        beat: 'attempt',
      },
      {
        title: 'Puff!',
        text: 'Early one morning Finn began to wiggle and bend. Puff! A cloud of tiny seahorses came out of his pouch, then another. Maya and her helper scooped them gently with a cup into the nursery tank.',
        beat: 'help',
      },
      {
        title: 'A hundred tiny tails',
        text: 'There were more than a hundred babies, each as small as an eyelash. They curled their tiny tails round the grass, like their dad. That afternoon the children looked at them through a magnifying glass.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'pouch',
      inText: 'pouch',
      explanation: 'A little pocket of skin on an animal’s body, for carrying something precious.',
    },
    whatHappened:
      'At a seaside aquarium a male seahorse, who carries the eggs in a pouch on his belly, gave birth to more than a hundred tiny young. The keepers moved the babies to a separate nursery tank to feed and raise them.',
    parent: {
      upto3: ['Can you find the seahorse dad’s round tummy?', 'Can you sway like a little seahorse?'],
      '4to5': [
        'How do you think Finn felt, waiting with his round tummy?',
        'How did keeper Maya feel when she saw the cloud of babies, do you think?',
      ],
      '6to7': [
        'Why do you think seahorse babies need a little tank of their own?',
        'Could you find a picture of a seahorse together and spot its curly tail and its pouch?',
      ],
    },
  },
  ru: {
    title: 'Морской конёк-папа и сто малышей',
    beats: {
      who: 'Финн, жёлтый морской конёк-папа из аквариума у моря, и его смотрительница Майя',
      what: 'Финн вынашивал малышей в сумке на животе, и однажды рано утром из неё вылетело больше сотни крошечных морских коньков; смотрители пересадили их в отдельный маленький аквариум.',
      feeling: 'терпеливое ожидание, потом хлопоты и гордость',
      helped: 'смотрительница Майя, которая каждый день проведывала Финна и пересадила малышей в детский аквариум',
      why: 'У морских коньков мама отдаёт икринки папе, и он носит их в сумке, пока из них не выведутся малыши.',
    },
    hook: 'Какой папа носит малышей в сумке?',
    bedtime: 'Финн обнял свою травинку и задремал.',
    toddlerBedtime: 'Конёк-папа держится за травку и дремлет.',
    toddler: [
      { title: 'Круглый животик', text: 'Вот папа — морской конёк. Животик круглый-круглый! Буль, буль, буль.' },
      { title: 'Пуф!', text: 'Пуф, пуф, пуф! Вылетают малыши. Раз, два — и много-много!' },
      {
        title: 'Держись!',
        text: 'Хвостики держатся за травку. Кач, кач, кач. Привет, малыши!',
      },
    ],
    small: [
      {
        title: 'Круглый животик',
        text: 'В аквариуме у моря живёт жёлтый морской конёк Финн. Он держится за водоросли своим хвостом-завитушкой. А недавно сумка у него на животе стала круглой, как шарик.',
      },
      {
        title: 'Кто там внутри?',
        text: 'Смотрительница Майя заглядывала к нему каждое утро. «Финн носит малышей», — сказала она ребятам. Да-да, у морских коньков малышей носит папа!',
      },
      {
        title: 'Облачко малышей',
        text: 'Однажды рано утром Финн покачался, согнулся — и пуф! Вылетело целое облачко крошечных коньков, каждый не больше ресницы. Майя бережно пересадила их в отдельный маленький аквариум.',
      },
      {
        title: 'А ты?',
        text: 'Финн долго ждал, и вот у него больше ста малышей! А ты сможешь свернуть ладошку, как хвостик конька, и ухватиться за мой палец?',
      },
    ],
    arc: [
      {
        title: 'Аквариум у моря',
        text: 'В аквариуме у моря стоит высокий стеклянный бак, а в нём колышутся водоросли. Там живёт жёлтый морской конёк-папа по имени Финн. Он обвивает хвостом травинку и тихонько покачивается.',
        beat: 'where',
      },
      {
        title: 'Круглая сумка',
        text: 'Однажды смотрительница Майя заметила, что сумка у Финна на животе стала круглой и тугой. Скоро малыши! Но когда? Крошечным конькам нужен свой маленький аквариум, и Майе не хотелось пропустить этот день.',
        beat: 'problem',
      },
      {
        title: 'Почему малышей носит папа',
        text: 'У большинства животных малышей вынашивает мама. А у морских коньков всё наоборот. Мама отдаёт икринки папе, он прячет их в сумку, и там они растут недели три, пока не научатся плавать.',
        beat: 'why',
      },
      {
        title: 'Ждём',
        text: 'Майя заглядывала к Финну каждое утро и каждый вечер. Она приготовила детский аквариум и поставила рядом тихий ночник. А Финн держался за свою травинку и ждал, круглый, как стручок гороха.',
        beat: 'attempt',
      },
      {
        title: 'Пуф!',
        text: 'Как-то раз, совсем рано утром, Финн стал покачиваться и сгибаться. Пуф! Из сумки вылетело облачко крошечных коньков, потом ещё одно. Майя с помощником осторожно перенесли их стаканчиком в детский аквариум.',
        beat: 'help',
      },
      {
        title: 'Сто крошечных хвостиков',
        text: 'Малышей оказалось больше сотни, и каждый не больше ресницы. Они обвили хвостиками травинки — совсем как папа. Днём ребята рассматривали их через лупу.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'сумка',
      inText: 'сумка',
      explanation: 'Кармашек из кожи на теле животного, чтобы носить в нём самое дорогое.',
    },
    whatHappened:
      'В морском аквариуме самец морского конька, который вынашивает икру в сумке на животе, вывел больше сотни крошечных мальков. Смотрители пересадили малышей в отдельный аквариум, чтобы выкормить их.',
    parent: {
      upto3: ['Покажешь у папы круглый животик?', 'Покачаешься, как морской конёк?'],
      '4to5': [
        'Как думаешь, что чувствовал Финн, пока ждал с круглым животиком?',
        'А что почувствовала Майя, когда увидела облачко малышей?',
      ],
      '6to7': [
        'Как думаешь, зачем крошечным конькам отдельный маленький аквариум?',
        'Может, найдёте вместе картинку с морским коньком и отыщете у него хвост-завитушку и сумку?',
      ],
    },
  },
};
