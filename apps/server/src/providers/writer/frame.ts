/**
 * The narrator's frame around a tale: a greeting in the first scene and a good night in the last, each
 * one sentence of at most eight words (the youngest's limit). The lists are 31 long, a prime, and a
 * story takes its lines by the item's place in the bundled set, so over the set no frame line stands
 * in more than 2 of 60 stories of one language and age (the limit is 5 %). Every good night
 * carries a phrase the "ends warmly" check knows.
 */
import type { AgeCluster, Locale } from '@tt/contract';

interface Frame {
  greetings: string[];
  goodNights: string[];
  helloTitles: string[];
  nightTitles: string[];
  /** Feed items have no hook of their own. */
  feedHooks: string[];
}

export const FRAME: Record<Locale, Frame> = {
  en: {
    greetings: [
      'Hello, little one, it is Pip!',
      'Knock, knock, Pip the mouse is here.',
      'Good evening, it is Pip with the news.',
      'Pip the mouse peeks in with a smile.',
      'Pip the little mouse is back again.',
      'Squeak, squeak, Pip has come to visit!',
      'Pip hops up onto your pillow.',
      'Look who is here: Pip the mouse!',
      'Pip puts down her satchel and smiles.',
      'Pip is back, with her red scarf on.',
      'Tap, tap, tap, Pip is at the door.',
      'Pip the mouse says a soft hello.',
      'Here comes Pip, with a letter for you.',
      'Pip sits down right beside you.',
      'Pip twitches her whiskers: hello there!',
      'Pip lifts a tiny paw to say hi.',
      'Evening, little friend, Pip is here.',
      'Pip has run all the way here.',
      'Pip opens her satchel of letters.',
      'Pip climbs up and sits very still.',
      'Shh, it is only Pip the mouse.',
      'Pip has a story tucked in her scarf.',
      'Pip the mouse knocks twice and comes in.',
      'Hello, hello, Pip is here tonight!',
      'Pip sets her little lantern down.',
      'Pip curls her tail and says hello.',
      'Pip comes in on tiptoe, smiling.',
      '"Good to see you," says Pip the mouse.',
      'Pip dusts off her paws and sits down.',
      'Pip has hurried here with the news.',
      'Pip the mouse is here, cosy and warm.',
    ],
    goodNights: [
      'Good night, little one, sleep tight.',
      '"Sweet dreams," says Pip, and off she goes.',
      'Pip tiptoes home: good night!',
      'Sleep tight, little one, Pip is going home.',
      'Good night from Pip, see you tomorrow.',
      'Pip yawns a tiny yawn: sweet dreams!',
      'The stars are out: sweet dreams.',
      'Pip says bye-bye from the door.',
      'See you tomorrow, little one, good night.',
      'Pip blows you a kiss: sleep tight!',
      'Time to close your eyes: sweet dreams.',
      'Pip closes her satchel: the end.',
      'And that is the end, good night.',
      'Sweet dreams, little one, from Pip.',
      'Pip whispers good night and slips away.',
      'Snuggle down now and sleep tight.',
      'Pip curls up too: sweet dreams!',
      'Night, night, little one, sleep tight.',
      'Pip will come back: see you tomorrow!',
      '"Good night, sleep tight," says Pip.',
      'Close your eyes now: good night.',
      'Pip turns down the lamp: good night.',
      'Sweet dreams till morning, little one.',
      'Pip tucks you in: sleep tight.',
      'Off goes Pip: see you tomorrow!',
      'Pip hums a little tune: good night.',
      'That is all for tonight: sweet dreams.',
      'Pip whispers: "Sleep tight, dear friend."',
      'A kiss on your nose, and bye-bye!',
      'Pip yawns and smiles: see you tomorrow.',
      'All is quiet now: good night, little one.',
    ],
    helloTitles: [
      'Pip is here',
      "Pip's satchel",
      'A knock at the door',
      'Hello from Pip',
      'Evening news',
      'A small visitor',
      'Who is there?',
      'Pip comes in',
    ],
    nightTitles: [
      'Time for bed',
      'Sleepy time',
      'Night falls',
      'Lights out',
      'Until tomorrow',
      'Off to bed',
      'The last page',
      'Quiet now',
    ],
    feedHooks: [
      'Guess what happened today, far away?',
      'I found this news on my way here.',
      'Listen: something good happened today.',
      'A letter came for you this morning.',
      'Shall I tell you what I heard?',
    ],
  },
  ru: {
    greetings: [
      'Привет, малыш, это я, Тиша!',
      'Тук-тук, ёжик Тиша пришёл.',
      'Добрый вечер, Тиша уже здесь.',
      'Тиша заглядывает в дверь и машет лапкой.',
      'Снова здравствуй, это ёжик Тиша.',
      'Топ-топ-топ, это Тиша спешит к тебе.',
      'Тиша забирается на краешек подушки.',
      'Смотри, кто пришёл: ёжик Тиша!',
      'Тиша снимает сумку и улыбается.',
      'Тиша вернулся в своём синем шарфике.',
      'Тук-тук-тук, Тиша стоит у двери.',
      'Ёжик Тиша тихонько говорит: «Привет».',
      'Вот и Тиша, а у него письмо.',
      'Тиша садится рядом с тобой.',
      'Тиша пошевелил носиком: привет!',
      'Тиша машет тебе маленькой лапкой.',
      'Здравствуй, дружок, Тиша пришёл.',
      'Ёжик Тиша бежал к тебе всю дорогу.',
      'Тиша открывает сумку с письмами.',
      'Тиша устраивается поудобнее.',
      'Тсс, это всего лишь ёжик Тиша.',
      'У Тиши в шарфике спрятана история.',
      'Ёжик Тиша стучит два раза и входит.',
      'Привет-привет, Тиша уже тут!',
      'Тиша ставит рядом свой фонарик.',
      'Тиша фыркает: «Добрый вечер!»',
      'Тиша входит на цыпочках и улыбается.',
      '«Как я рад тебя видеть!» — говорит Тиша.',
      'Тиша отряхивает лапки и садится.',
      'Тиша спешил к тебе с новостью.',
      'Ёжик Тиша пришёл, тёплый и уютный.',
    ],
    goodNights: [
      'Спокойной ночи, малыш, спи крепко.',
      '«Сладких снов», — шепчет Тиша и уходит.',
      'Тиша идёт домой на цыпочках: спокойной ночи!',
      'Спи крепко, малыш, а Тиша пойдёт домой.',
      'Спокойной ночи от Тиши, до завтра.',
      'Тиша зевает: сладких снов!',
      'Звёзды зажглись: сладких снов.',
      'Тиша машет лапкой от двери: до завтра!',
      'До завтра, малыш, спокойной ночи.',
      'Тиша посылает тебе поцелуй: спи крепко!',
      'Закрывай глазки: сладких снов.',
      'Тиша застёгивает сумку: вот и конец.',
      'Вот и сказке конец, спокойной ночи.',
      'Сладких снов, малыш, от Тиши.',
      'Тиша шепчет «спокойной ночи» и уходит.',
      'Укутайся потеплее и спи крепко.',
      'Тиша тоже сворачивается клубком: сладких снов!',
      'Баю-бай, малыш, спокойной ночи.',
      'Завтра Тиша придёт снова: до завтра!',
      '«Спокойной ночи, спи крепко», — говорит Тиша.',
      'Глазки закрываются: спокойной ночи.',
      'Тиша гасит фонарик: спокойной ночи.',
      'Сладких снов до самого утра.',
      'Тиша укрывает тебя: спи крепко.',
      'Тиша уходит: до завтра!',
      'Тиша напевает песенку: спокойной ночи.',
      'На сегодня всё: сладких снов.',
      'Тиша шепчет: «Спи крепко, дружок».',
      'Тиша целует тебя в щёчку: до завтра!',
      'Тиша зевает и машет: до завтра, малыш.',
      'Всё затихло: спокойной ночи, малыш.',
    ],
    helloTitles: [
      'Тиша пришёл',
      'Сумка Тиши',
      'Тук-тук',
      'Привет от Тиши',
      'Вечерняя новость',
      'Маленький гость',
      'Кто там?',
      'Тиша на пороге',
    ],
    nightTitles: [
      'Пора спать',
      'Сонное время',
      'Наступает ночь',
      'Гасим свет',
      'До завтра',
      'Баиньки',
      'Последняя страница',
      'Тишина',
    ],
    feedHooks: [
      'Угадай, что сегодня случилось далеко-далеко?',
      'Эту новость я нашёл по дороге.',
      'Слушай: сегодня случилось хорошее.',
      'Утром для тебя пришло письмо.',
      'Рассказать, что я сегодня услышал?',
    ],
  },
};

const CLUSTER_STEP: Record<AgeCluster, number> = { upto3: 0, '4to5': 11, '6to7': 23 };

/**
 * The frame lines of the story told `index`-th in the bundled set: the greeting and the good night
 * move through their lists in different steps, so a pair does not come back together.
 */
export function frameFor(locale: Locale, cluster: AgeCluster, index: number) {
  const f = FRAME[locale];
  const at = <T>(list: T[], i: number) =>
    list[(((i + CLUSTER_STEP[cluster]) % list.length) + list.length) % list.length]!;
  return {
    greeting: at(f.greetings, index),
    goodNight: at(f.goodNights, index * 3 + 7),
    helloTitle: at(f.helloTitles, index),
    nightTitle: at(f.nightTitles, index * 5 + 3),
  };
}
