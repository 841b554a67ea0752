/** Told for children: the bundled news item of 10-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_09: ItemTales = {
  heroLooks: 'a girl of seven with long dark wavy hair, a woolly orange hat and a big red fleece',
  draw: [
    { picture: '👧', en: ['lucía', 'girl'], ru: ['даш'] },
    { picture: '🔭', en: ['telescope'], ru: ['телескоп'] },
    { picture: '🌌', en: ['stars'], ru: ['звёзд'] },
  ],
  en: {
    title: 'A giant telescope takes its first picture',
    beats: {
      who: 'Lucía, a girl of seven, whose mum helped to build a giant telescope on a mountain',
      what: 'The new telescope’s first picture came out blurry, until the engineers nudged its huge mirror, and then it showed a pink cloud full of stars.',
      feeling: 'excited, then disappointed, then thrilled',
      helped: 'her mum and the other engineers, who adjusted the mirror with hundreds of tiny pushers',
      why: 'A bigger mirror catches more starlight, so a giant telescope sees things too faint and far away for our eyes.',
    },
    hook: 'What does a brand-new telescope see first?',
    bedtime: 'Lucía dreams of pink clouds full of stars.',
    toddler: [
      { title: 'Big eye', text: 'Here is a giant telescope. A big, big eye!' },
      { title: 'Fuzzy', text: 'The first picture. Fuzzy, fuzzy! Turn, turn, turn.' },
      { title: 'Stars!', text: 'Now look! Pink clouds and stars. Wow, says Lucía!' },
    ],
    small: [
      {
        title: 'On a high mountain',
        text: 'Lucía’s mum works at a giant new telescope on top of a high mountain. Tonight it would take its very first picture, and Lucía was allowed to watch.',
      },
      {
        title: 'All blurry',
        text: 'Everyone stared at the big screen. But the first picture was blurry, like looking through a steamy window. Lucía’s smile faded.',
      },
      {
        title: 'Tiny nudges',
        text: 'Mum and the engineers gave the huge mirror hundreds of tiny nudges. Then the telescope looked again, and a pink cloud full of stars glowed on the screen!',
      },
      {
        title: 'And you?',
        text: 'Lucía was one of the very first people to see that picture. What would you like to look at through a giant telescope?',
      },
    ],
    arc: [
      {
        title: 'The top of the mountain',
        text: 'High on a dry mountain, far above the clouds, stood a brand-new telescope as big as a house. Lucía’s mum was one of the engineers who built it. Tonight it would take its first picture.',
      },
      {
        title: 'A blurry blob',
        text: 'In the control room, everyone watched the big screen. The picture appeared line by line… and it was blurry! The stars looked like smudges of butter. Mum frowned.',
      },
      {
        title: 'Wait and try',
        text: 'They waited for the telescope to cool down in the night air, then tried again. Still blurry. Lucía crossed her fingers and held her breath.',
      },
      {
        title: 'Hundreds of tiny pushers',
        text: 'Then Mum showed her the trick. Behind the giant mirror were hundreds of tiny pushers. The engineers typed on their computers, and each pusher nudged the mirror by less than a hair.',
      },
      {
        title: 'A pink cloud',
        text: 'The telescope looked again. This time a pink and blue cloud glowed on the screen, sprinkled with thousands of stars. Everyone cheered and hugged, and Lucía jumped up and down.',
      },
      {
        title: 'Why so big?',
        text: 'Mum said a bigger mirror catches more starlight, just as a big bowl holds more water than a spoon. So the telescope can see things too faint and far away for our eyes. In that pink cloud, new stars are being born.',
      },
    ],
    footnote: {
      word: 'mirror',
      inText: 'mirror',
      explanation: 'A very smooth, shiny surface that bounces light back.',
    },
    whatHappened:
      'A giant new telescope on a high, dry mountain took its first pictures. After the engineers fine-tuned its huge mirror, it showed a glowing cloud where new stars are born, and thousands of faraway stars.',
    parent: {
      upto3: ['Can you find the giant telescope?', 'Can you say “wow” like Lucía?'],
      '4to5': [
        'How do you think Lucía felt when the first picture was blurry?',
        'How do you think Lucía felt when the pink cloud glowed on the screen?',
      ],
      '6to7': [
        'Why does a bigger mirror help a telescope see farther?',
        'Could we look together at the first pictures from a big telescope?',
      ],
    },
  },
  ru: {
    title: 'Большой телескоп сделал первый снимок',
    beats: {
      who: 'семилетняя Даша, чья мама помогала строить огромный телескоп на горе',
      what: 'Первый снимок нового телескопа вышел размытым, но инженеры подвинули огромное зеркало, и на экране засияло розовое облако, полное звёзд.',
      feeling: 'радостное ожидание, потом огорчение, потом восторг',
      helped: 'мама и другие инженеры, которые подправили зеркало сотнями крошечных толкателей',
      why: 'Большое зеркало ловит больше звёздного света, поэтому огромный телескоп видит то, что слишком далеко и слабо для наших глаз.',
    },
    hook: 'Что увидит новый телескоп самым первым?',
    bedtime: 'Даше снятся розовые облака, полные звёзд.',
    toddler: [
      { title: 'Большой глаз', text: 'Вот огромный телескоп. Большой-пребольшой глаз!' },
      { title: 'Ничего не видно', text: 'Первая картинка. Ничего не видно! Крутим, крутим.' },
      { title: 'Звёзды!', text: 'А теперь смотри! Розовые облака и звёзды. Ух ты, говорит Даша!' },
    ],
    small: [
      {
        title: 'На высокой горе',
        text: 'Мама Даши работает на огромном новом телескопе на вершине высокой горы. Сегодня ночью он сделает свой первый снимок, и Даше разрешили посмотреть.',
      },
      {
        title: 'Всё расплылось',
        text: 'Все смотрели на большой экран. Но первый снимок вышел размытым, будто смотришь сквозь запотевшее окно. Даша расстроилась.',
      },
      {
        title: 'Чуть-чуть подвинуть',
        text: 'Мама и инженеры сотни раз чуть-чуть подвинули огромное зеркало. Телескоп посмотрел снова, и на экране засияло розовое облако, полное звёзд!',
      },
      {
        title: 'А ты?',
        text: 'Даша одной из самых первых увидела этот снимок. А на что тебе хотелось бы посмотреть в огромный телескоп?',
      },
    ],
    arc: [
      {
        title: 'Вершина горы',
        text: 'Высоко в сухих горах, над облаками, стоял новый телескоп величиной с дом. Мама Даши была одним из инженеров, которые его строили. Сегодня ночью телескоп сделает свой первый снимок.',
      },
      {
        title: 'Размытое пятно',
        text: 'В зале управления все смотрели на большой экран. Снимок появлялся полоска за полоской… и вышел размытым! Звёзды были похожи на пятнышки масла. Мама нахмурилась.',
      },
      {
        title: 'Подождём',
        text: 'Они подождали, пока телескоп остынет в ночном воздухе, и попробовали снова. Опять размыто. Даша скрестила пальцы и затаила дыхание.',
      },
      {
        title: 'Сотни толкателей',
        text: 'Тогда мама показала секрет. За огромным зеркалом прячутся сотни крошечных толкателей. Инженеры нажимали на клавиши, и каждый толкатель сдвигал зеркало меньше чем на волосок.',
      },
      {
        title: 'Розовое облако',
        text: 'Телескоп посмотрел снова. На экране засияло розово-голубое облако, усыпанное тысячами звёзд. Все кричали «ура» и обнимались, а Даша прыгала от радости.',
      },
      {
        title: 'Зачем такой большой',
        text: 'Мама сказала, что большое зеркало ловит больше звёздного света, как большая миска вмещает больше воды, чем ложка. Поэтому телескоп видит то, что слишком далеко и слабо для наших глаз. А в розовом облаке рождаются новые звёзды.',
      },
    ],
    footnote: {
      word: 'зеркало',
      inText: 'зеркало',
      explanation: 'Очень гладкая блестящая поверхность, от которой отражается свет.',
    },
    whatHappened:
      'Огромный новый телескоп на высокой сухой горе сделал первые снимки. Когда инженеры подправили его зеркало, на снимке засияло облако, где рождаются новые звёзды, и тысячи далёких звёзд.',
    parent: {
      upto3: ['Покажешь огромный телескоп?', 'Скажешь «ух ты», как Даша?'],
      '4to5': [
        'Как думаешь, что почувствовала Даша, когда снимок вышел размытым?',
        'А что почувствовала Даша, когда на экране засияло розовое облако?',
      ],
      '6to7': [
        'Почему большое зеркало помогает телескопу видеть дальше?',
        'Может, посмотрим вместе первые снимки большого телескопа?',
      ],
    },
  },
};
