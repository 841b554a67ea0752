/** Told for children: the bundled news item of 10-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_08: ItemTales = {
  heroLooks:
    'a six-year-old girl with two brown plaits and a yellow dress, holding her baby brother, a chubby baby in a blue romper',
  draw: [
    { picture: '🎻', en: ['cello', 'violin'], ru: ['виолончел', 'скрипк'] },
    { picture: '👶', en: ['theo', 'baby'], ru: ['мит', 'малыш'] },
    { picture: '👧', en: ['ella'], ru: ['лиз'] },
  ],
  en: {
    title: 'A concert for babies',
    beats: {
      who: 'Ella, a six-year-old girl, her baby brother Theo, and the musicians of the town orchestra',
      what: 'The town orchestra gave a concert just for babies; Theo cried at first, until a cellist sat beside them and played a slow, low lullaby, and he fell asleep in Ella’s lap.',
      feeling: 'worried, then calm and tender',
      helped: 'the cellist, who played a soft lullaby right beside them',
      why: 'Low, slow music feels calm, a bit like a heartbeat, and babies can hear music even before they are born.',
    },
    hook: 'Who went to a concert in nappies?',
    bedtime: 'A soft cello tune floats through Theo’s dreams.',
    toddler: [
      { title: 'Music!', text: 'Here is baby Theo. The violins sing, la, la, la!' },
      { title: 'Waah!', text: 'Too loud! Waah, waah! Theo cries.' },
      { title: 'Hum', text: 'The big cello hums: mmm, mmm. Theo falls asleep.' },
    ],
    small: [
      {
        title: 'A concert for babies',
        text: 'The town orchestra gave a special concert just for babies. Babies sat on soft blankets, and nobody minded if they crawled or clapped. Ella brought her baby brother Theo.',
      },
      {
        title: 'Too much',
        text: 'But there were so many people that Theo began to cry. Ella rocked him and gave him his rattle. He still cried.',
      },
      {
        title: 'A cello lullaby',
        text: 'Then a musician sat down right beside them. She played a slow, low lullaby on her big cello. Theo stopped crying, listened, and fell asleep in Ella’s lap. What music makes you feel sleepy?',
      },
    ],
    arc: [
      {
        title: 'A concert for babies',
        text: 'Once a month the town orchestra gives a concert just for babies. Babies lie and sit on soft blankets on the floor, and nobody minds if they crawl, clap or babble. This time Ella brought her baby brother Theo.',
        beat: 'where',
      },
      {
        title: 'Too many people',
        text: 'The hall was full of people and new sounds. Theo looked around with big eyes, his lip wobbled, and he began to cry. Ella felt her cheeks go pink.',
        beat: 'problem',
      },
      {
        title: 'Shh, shh',
        text: 'She rocked him gently and whispered, shh, shh. She gave him his blue rattle and his favourite blanket. But Theo cried even louder, and the violins had not even started.',
        beat: 'attempt',
      },
      {
        title: 'Why low music calms',
        text: 'Before they are born, babies can already hear their mum’s heartbeat, slow and low. That is why slow, low music often feels calm and cosy, a bit like being held.',
        beat: 'why',
      },
      {
        title: 'The cellist',
        text: 'A musician saw them. She carried her big cello over and sat down right beside them. She played a slow lullaby, so low that Theo could feel it humming in the floor.',
        beat: 'help',
      },
      {
        title: 'Asleep in Ella’s lap',
        text: 'Theo stopped crying. He listened, touched a string of the cello with one finger and yawned. By the end of the song he was fast asleep in Ella’s lap, and Ella was smiling.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'cello',
      inText: 'cello',
      explanation: 'A big violin that you play sitting down, with it standing between your knees.',
    },
    whatHappened:
      'A town orchestra gave a concert for babies, who sat on blankets on the floor. A baby who cried at first calmed down and fell asleep in his six-year-old sister’s lap when a cellist played a lullaby beside them.',
    parent: {
      upto3: ['Can you find baby Theo?', 'Can you hum like the big cello, mmm?'],
      '4to5': [
        'How do you think Ella felt when Theo began to cry?',
        'How did Theo feel when the cello played, do you think?',
      ],
      '6to7': [
        'Why do you think slow, low music helped Theo feel calm?',
        'Could you listen together to some slow music and some fast music, and say how each one feels?',
      ],
    },
  },
  ru: {
    title: 'Концерт для малышей',
    beats: {
      who: 'шестилетняя Лиза, её маленький братик Митя и музыканты городского оркестра',
      what: 'Городской оркестр устроил концерт для малышей; Митя сначала плакал, пока виолончелистка не села рядом и не сыграла медленную низкую колыбельную, и он уснул у Лизы на коленях.',
      feeling: 'тревога, потом спокойствие и нежность',
      helped: 'виолончелистка, которая сыграла тихую колыбельную совсем рядом',
      why: 'Медленная низкая музыка успокаивает, немного как стук сердца, а малыши слышат музыку ещё до рождения.',
    },
    hook: 'Кто пришёл на концерт в подгузнике?',
    bedtime: 'Тихая песня виолончели плывёт сквозь сон.',
    toddler: [
      { title: 'Музыка!', text: 'Вот малыш Митя. Скрипки поют: ля-ля-ля!' },
      { title: 'Уа!', text: 'Слишком громко! Уа-уа! Митя плачет.' },
      { title: 'М-м-м', text: 'Большая виолончель гудит: м-м-м. Митя засыпает.' },
    ],
    small: [
      {
        title: 'Концерт для малышей',
        text: 'Городской оркестр устроил особый концерт — для самых маленьких. Малыши сидели на мягких одеялах, и никто не сердился, если они ползали или хлопали. Лиза пришла с братиком Митей.',
      },
      {
        title: 'Слишком много всего',
        text: 'Но людей было так много, что Митя заплакал. Лиза качала его и дала ему погремушку. А он всё плакал.',
      },
      {
        title: 'Колыбельная',
        text: 'Тогда к ним подсела музыкантша и заиграла на большой виолончели медленную, низкую колыбельную. Митя затих, прислушался и уснул у Лизы на коленях. А под какую музыку тебе хочется спать?',
      },
    ],
    arc: [
      {
        title: 'Концерт для малышей',
        text: 'Раз в месяц городской оркестр даёт концерт для самых маленьких. Малыши лежат и сидят на мягких одеялах прямо на полу, и никто не сердится, если они ползают, хлопают или лепечут. В этот раз Лиза пришла с братиком Митей.',
        beat: 'where',
      },
      {
        title: 'Слишком много людей',
        text: 'Зал был полон людей и незнакомых звуков. Митя огляделся круглыми глазами, губа у него задрожала, и он заплакал. У Лизы порозовели щёки.',
        beat: 'problem',
      },
      {
        title: 'Тш-ш',
        text: 'Она покачала его и прошептала: «Тш-ш-ш». Дала ему синюю погремушку и любимое одеяльце. Но Митя плакал всё громче, а скрипки ещё даже не начали.',
        beat: 'attempt',
      },
      {
        title: 'Почему низкая музыка успокаивает',
        text: 'Ещё до рождения малыши слышат, как бьётся мамино сердце, — медленно и низко. Поэтому медленная низкая музыка часто кажется спокойной и уютной, как будто тебя обнимают.',
        beat: 'why',
      },
      {
        title: 'Виолончелистка',
        text: 'Их заметила музыкантша. Она перенесла свою большую виолончель, села совсем рядом и заиграла медленную колыбельную, такую низкую, что Митя чувствовал, как гудит пол.',
        beat: 'help',
      },
      {
        title: 'Уснул у Лизы на коленях',
        text: 'Митя перестал плакать. Он прислушался, потрогал пальчиком струну виолончели и зевнул. К концу песни он крепко спал у Лизы на коленях, а Лиза улыбалась.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'виолончель',
      inText: 'виолончели',
      explanation: 'Большой струнный инструмент, на котором играют сидя, поставив его на пол.',
    },
    whatHappened:
      'Городской оркестр дал концерт для малышей, которые сидели на одеялах прямо на полу. Малыш, который сначала плакал, успокоился и уснул на коленях у шестилетней сестры, когда виолончелистка сыграла рядом колыбельную.',
    parent: {
      upto3: ['Покажешь, где малыш Митя?', 'Погудим вместе, как большая виолончель: м-м-м?'],
      '4to5': [
        'Как думаешь, что почувствовала Лиза, когда Митя заплакал?',
        'А что почувствовал Митя, когда заиграла виолончель?',
      ],
      '6to7': [
        'Как думаешь, почему медленная низкая музыка помогла Мите успокоиться?',
        'Может, послушаете вместе медленную и быструю музыку и скажете, какая она?',
      ],
    },
  },
};
