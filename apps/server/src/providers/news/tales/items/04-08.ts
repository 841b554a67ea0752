/** Told for children: the bundled news item of 04-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_08: ItemTales = {
  heroLooks:
    'a tall round old lighthouse with red and white stripes, a black railing round the top and a glass lamp room shining a bright white beam',
  draw: [
    { picture: '🗼', en: ['lighthouse'], ru: ['маяк'] },
    { picture: '💡', en: ['lamp'], ru: ['фонар'] },
    { picture: '⛵', en: ['boat'], ru: ['лодк', 'лодочк'] },
    { picture: '🪨', en: ['rock'], ru: ['камн', 'скалист'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
  ],
  en: {
    title: 'A lighthouse gets a new light',
    beats: {
      who: 'an old red-and-white lighthouse on a rocky island, and Marta, the captain of a little fishing boat',
      what: 'Engineers gave the old lighthouse a new lamp powered by the sun, and that night its light flashed out over the sea again, twice and then a rest.',
      feeling: 'a little worried in the dark, then relieved and glad',
      helped: 'the engineers, who carried the new lamp up the winding stairs and fixed sun panels to the wall',
      why: 'Every lighthouse flashes its own pattern, so sailors at night can tell which one they see and where the rocks are.',
    },
    hook: 'Far out at sea, a light is blinking.',
    bedtime: 'Blink, blink: the lighthouse keeps watch all night.',
    toddler: [
      { title: 'Stripes', text: 'A tall lighthouse. Red, white, red, white!' },
      { title: 'Up the steps', text: 'Up, up, up the steps. A new lamp!' },
      { title: 'Blink', text: 'Blink, blink! The light shines. Hello, little boat!' },
    ],
    small: [
      {
        title: 'An old lighthouse',
        text: 'On a rocky island stands an old lighthouse with red and white stripes. For a hundred years its light has shone over the sea at night.',
      },
      {
        title: 'A new lamp',
        text: 'This week engineers carried a new lamp up all the steps to the top. Now the sun gives it power, through panels on the wall.',
      },
      {
        title: 'The new beam',
        text: 'That night the new lamp switched on. Its beam swept over the dark water, blinking twice, then resting, again and again.',
      },
      {
        title: 'Hello, boat!',
        text: 'Out at sea, Marta steered her fishing boat home. She saw the light and smiled. Can you blink your eyes twice, like the lighthouse?',
      },
    ],
    arc: [
      {
        title: 'The island lighthouse',
        text: 'On a rocky island near a fishing town stands a lighthouse with red and white stripes. It is more than a hundred years old, and every night its light shines over the sea.',
      },
      {
        title: 'A tired old lamp',
        text: 'But the old lamp was getting dim, and it often went out. On dark nights the fishing boats could hardly see it, and the rocks around the island were hard to spot.',
      },
      {
        title: 'One hundred and twenty steps',
        text: 'So engineers came by boat with a new lamp. They carried it up all one hundred and twenty steps of the winding stairs, stopping to rest on the way.',
      },
      {
        title: 'Power from the sun',
        text: 'They fixed the new lamp at the top and put shiny panels on the wall. All day the panels catch the sunlight and store its power, ready for the night.',
      },
      {
        title: 'Two flashes and a rest',
        text: 'That evening the new lamp switched on. Its bright beam swept over the water, two flashes and a rest, again and again. Out at sea, Captain Marta saw it and steered her boat home past the rocks.',
      },
      {
        title: 'Why lighthouses blink',
        text: 'Each lighthouse has its own pattern of flashes, like a name. Sailors count the flashes and know which lighthouse they see. Then they know where the rocks are, even on the darkest night.',
      },
    ],
    footnote: {
      word: 'beam',
      inText: 'beam',
      explanation: 'A long, straight line of light that shines out from a lamp.',
    },
    whatHappened:
      'An old lighthouse on a rocky island got a new lamp powered by sun panels. Engineers carried it up the lighthouse stairs, and that night its light flashed over the sea again for the fishing boats.',
    parent: {
      upto3: ['Can you find the red and white stripes?', 'Can you blink like the light?'],
      '4to5': [
        'How do you think Marta felt when she saw the light?',
        'How do you think the lighthouse would feel, if it could, with its new lamp?',
      ],
      '6to7': [
        'Why do you think every lighthouse flashes in its own way?',
        'Could you make up your own pattern of flashes with a torch together and guess each other’s?',
      ],
    },
  },
  ru: {
    title: 'У маяка новый фонарь',
    beats: {
      who: 'старый красно-белый маяк на скалистом острове и Марта, капитан маленькой рыбацкой лодки',
      what: 'Инженеры поставили на старый маяк новый фонарь, который работает от солнца, и ночью его свет снова замигал над морем: две вспышки и отдых.',
      feeling: 'сначала тревожно в темноте, потом облегчение и радость',
      helped: 'инженеры, которые занесли новый фонарь по винтовой лестнице и закрепили на стене солнечные панели',
      why: 'У каждого маяка свой узор вспышек, поэтому моряки ночью понимают, какой маяк видят и где камни.',
    },
    hook: 'Далеко в море мигает огонёк.',
    bedtime: 'Миг, миг: маяк светит всю ночь.',
    toddler: [
      { title: 'Полоски', text: 'Высокий маяк. Красный, белый, красный, белый!' },
      { title: 'По ступенькам', text: 'Вверх, вверх, вверх по ступенькам. Новый фонарь!' },
      { title: 'Миг-миг', text: 'Миг, миг! Светит огонёк. Привет, лодочка!' },
    ],
    small: [
      {
        title: 'Старый маяк',
        text: 'На скалистом острове стоит старый маяк в красную и белую полоску. Уже сто лет по ночам его свет горит над морем.',
      },
      {
        title: 'Новый фонарь',
        text: 'На этой неделе инженеры занесли на самый верх новый фонарь. Теперь силу ему даёт солнце, через панели на стене.',
      },
      {
        title: 'Новый луч',
        text: 'Ночью новый фонарь зажёгся. Его луч побежал по тёмной воде: две вспышки, отдых, и снова, и снова.',
      },
      {
        title: 'Привет, лодка!',
        text: 'В море капитан Марта вела свою рыбацкую лодку домой. Она увидела свет и улыбнулась. А ты умеешь моргнуть два раза, как маяк?',
      },
    ],
    arc: [
      {
        title: 'Маяк на острове',
        text: 'На скалистом острове рядом с рыбацким городком стоит маяк в красную и белую полоску. Ему больше ста лет, и каждую ночь его свет горит над морем.',
      },
      {
        title: 'Усталый фонарь',
        text: 'Но старый фонарь стал светить тускло и часто гас. Тёмными ночами рыбацкие лодки едва его видели, а камни вокруг острова было не разглядеть.',
      },
      {
        title: 'Сто двадцать ступенек',
        text: 'Тогда на лодке приплыли инженеры с новым фонарём. Они несли его вверх по винтовой лестнице, все сто двадцать ступенек, и по дороге отдыхали.',
      },
      {
        title: 'Сила солнца',
        text: 'Наверху они закрепили новый фонарь, а на стену повесили блестящие панели. Весь день панели ловят солнечный свет и копят силу для ночи.',
      },
      {
        title: 'Две вспышки и отдых',
        text: 'Вечером новый фонарь зажёгся. Яркий луч побежал по воде: две вспышки и отдых, и снова, и снова. В море капитан Марта увидела его и повела лодку домой, в обход камней.',
      },
      {
        title: 'Зачем маяк мигает',
        text: 'У каждого маяка свой узор вспышек, как имя. Моряки считают вспышки и понимают, какой маяк видят. А значит, знают, где камни, даже самой тёмной ночью.',
      },
    ],
    footnote: {
      word: 'луч',
      inText: 'луч',
      explanation: 'Длинная прямая полоска света от фонаря или солнца.',
    },
    whatHappened:
      'Старый маяк на скалистом острове получил новый фонарь, который работает от солнечных панелей. Инженеры занесли его по лестнице наверх, и ночью маяк снова замигал над морем для рыбацких лодок.',
    parent: {
      upto3: ['Покажешь красные и белые полоски?', 'Поморгаешь, как огонёк маяка?'],
      '4to5': [
        'Как думаешь, что почувствовала Марта, когда увидела свет маяка?',
        'Как думаешь, что делает маяк всю ночь, пока все спят?',
      ],
      '6to7': [
        'Как думаешь, почему у каждого маяка свой узор вспышек?',
        'Может, придумаете вместе свой узор вспышек фонариком и попробуете угадать узоры друг друга?',
      ],
    },
  },
};
