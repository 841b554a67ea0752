/**
 * The catalogue's kinds for the evergreen places-and-things items of helper items-f (keys in 05–08): a whale
 * skeleton in a museum, a bean in a cup, a footbridge, a town bus, an orchestra's instruments, a chessboard,
 * shoes with laces or lights, a haircut, a wheelchair swing, a phone-box library, a rubbish-eating boat, a
 * puppet theatre, a lift, a lifting bridge and a tall ship, a tiny house on wheels. Built with the catalogue's
 * own helpers (passed in, so this file needs nothing of kinds.ts at load time).
 */
import type { Kind } from './kind.js';
import type { KindHelpers } from './kinds-03-08.js';
import { beanCup, footbridge, liftBridge, phoneBox, tallShip, townBus, whaleSkeleton } from './props-items-f.js';
import {
  baton,
  blockOfFlats,
  chessBoard,
  glovePuppet,
  hairCurl,
  lacedShoe,
  lift,
  lightShoes,
  puppetTheatre,
  rubbishBoat,
  tinyHouse,
  wheelchairSwing,
} from './props-items-f2.js';

const own = (height: number, draw: Kind['draw'], where: Kind['where'] = 'ground'): Kind => ({ height, where, draw });

export function kindsForItemsF({ emoji, colourOf }: Pick<KindHelpers, 'emoji' | 'colourOf'>): Record<string, Kind> {
  return {
    // a whale's bones are as long as a bus; hung from a hall's ceiling, they "swim" above the visitors
    'whale-skeleton': own(3, () => whaleSkeleton(), 'fly'),
    'bean-cup': own(0.12, (t) => beanCup(t.look, false)),
    'bean-plant': own(0.35, (t) => beanCup(t.look, true)),
    bean: emoji(0.03, '🫘'),
    footbridge: own(4, () => footbridge()),
    // "painted" is covered in children's pictures; "lit" or "night" lights its windows
    'town-bus': own(3.2, (t) => townBus(t.look, colourOf(t.look, '#3b7dd8'))),
    'lift-bridge': own(16, (t) => liftBridge(/open/.test(t.look ?? ''))),
    'tall-ship': own(30, () => tallShip()),
    'phone-box': own(2.6, (t) => phoneBox(/book/.test(t.look ?? ''))),
    'rubbish-boat': own(3.5, () => rubbishBoat()),
    'light-shoes': own(0.1, (t) => lightShoes(/lit|glow/.test(t.look ?? ''))),
    'puppet-theatre': own(2.2, () => puppetTheatre()),
    puppet: own(0.4, (t) => glovePuppet(colourOf(t.look, '#e8892f'))),
    chessboard: own(0.1, () => chessBoard()),
    'wheelchair-swing': own(2.4, () => wheelchairSwing()),
    wheelchair: emoji(1.2, '🧑‍🦽'),
    lift: own(2.5, (t) => lift(/open/.test(t.look ?? ''))),
    'block-of-flats': own(15, () => blockOfFlats()),
    'tiny-house': own(4, () => tinyHouse()),
    // one shoe, near: "tied" shows the bow's two loops
    'laced-shoe': own(0.12, (t) => lacedShoe(/\btied/.test(t.look ?? ''), colourOf(t.look, '#d9453b'))),
    baton: own(0.4, () => baton()),
    'hair-curl': own(0.05, (t) => hairCurl(colourOf(t.look, '#8a5a3b'))),
    scissors: emoji(0.15, '✂️'),
    'barber-pole': emoji(1.2, '💈'),
    drum: emoji(0.5, '🥁'),
    trumpet: emoji(0.45, '🎺'),
    flute: emoji(0.6, '🪈'),
    cake: emoji(0.2, '🍰'),
  };
}
