/**
 * Our own drawings for the evergreen places-and-things items of helper items-f (keys in 05–08): a whale
 * skeleton hung in a museum hall, a bean in a clear cup, an arched footbridge over a river, a town bus
 * (plain, painted by children or lit up at night), a bridge that lifts for a tall ship, a red phone box
 * full of books. Same units as props.ts: centred on x = 0, standing on y = 0.
 */
import type { Figure } from './creatures.js';

const f = (v: number) => v.toFixed(1);
const BONE = 'fill="#f1e8d4" stroke="#b9a98a" stroke-width="2"';

/** A point on a quadratic curve from a over control c to b, at t in 0..1. */
function bend(a: [number, number], c: [number, number], b: [number, number], t: number): [number, number] {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

/** A whale's bones, hung on two cables as if it were diving: a long skull, a bowed spine, ribs and flukes. */
export function whaleSkeleton(): Figure {
  const a: [number, number] = [-140, -104];
  const c: [number, number] = [20, -150];
  const b: [number, number] = [190, -96];
  let svg = `<path d="M-90 -118 V-170 M90 -126 V-170" stroke="#6b7480" stroke-width="3"/>`;
  for (let i = 1; i <= 9; i++) {
    const [x, y] = bend(a, c, b, 0.06 + i * 0.05);
    const long = 62 - Math.abs(i - 4) * 6;
    svg += `<path d="M${f(x)} ${f(y)} q 14 ${f(long * 0.55)} -4 ${f(long)}" fill="none" stroke="#e7dcc3" stroke-width="7" stroke-linecap="round"/>`;
  }
  svg += `<path d="M${a[0]} ${a[1]} Q ${c[0]} ${c[1]} ${b[0]} ${b[1]}" fill="none" stroke="#e7dcc3" stroke-width="12" stroke-linecap="round"/>`;
  for (let i = 0; i <= 22; i++) {
    const [x, y] = bend(a, c, b, i / 22);
    svg += `<circle cx="${f(x)}" cy="${f(y)}" r="6.5" ${BONE}/>`;
  }
  svg += `<path d="M-140 -112 Q -190 -112 -218 -96 Q -186 -92 -140 -94 Z" ${BONE}/>`;
  svg += `<path d="M-146 -90 Q -190 -84 -214 -88" fill="none" stroke="#e7dcc3" stroke-width="6" stroke-linecap="round"/>`;
  svg += `<circle cx="-150" cy="-104" r="6" fill="#3a3330" opacity="0.5"/>`;
  svg += `<path d="M-86 -92 q 6 26 -18 40 M-80 -92 q 14 24 -2 44" fill="none" stroke="#e7dcc3" stroke-width="6" stroke-linecap="round"/>`;
  svg += `<path d="M190 -96 Q 206 -128 220 -140 Q 214 -110 200 -98 Q 214 -80 220 -56 Q 204 -72 190 -96 Z" ${BONE}/>`;
  return { svg, w: 440, h: 170 };
}

/** A clear plastic cup of damp cotton wool with a bean pressed against its side; "root" or "sprout" grows it. */
export function beanCup(look: string | undefined, tall: boolean): Figure {
  const l = look ?? '';
  let svg = '';
  if (tall) {
    svg += `<path d="M0 -56 Q -8 -140 4 -230" stroke="#4f9a4a" stroke-width="6" fill="none"/>`;
    for (const [x, y, d] of [
      [-2, -110, -1],
      [2, -150, 1],
      [-2, -190, -1],
      [4, -226, 1],
    ] as const)
      svg += `<path d="M${x} ${y} q ${d * 30} -22 ${d * 56} -6 q ${d * -26} 18 ${d * -56} 6 Z" fill="#6dbb5a"/>`;
  } else if (/sprout/.test(l))
    svg += `<path d="M0 -56 Q -4 -80 2 -96" stroke="#4f9a4a" stroke-width="5" fill="none"/><path d="M2 -96 q -22 -14 -30 -2 q 14 10 30 2 Z M2 -96 q 22 -14 30 -2 q -14 10 -30 2 Z" fill="#6dbb5a"/>`;
  svg += `<path d="M-34 -60 L -26 0 H 26 L 34 -60 Z" fill="#e6f3fb" stroke="#9cc3dc" stroke-width="3" opacity="0.95"/>`;
  svg += `<path d="M-30 -40 q 8 -10 16 0 q 8 -10 16 0 q 8 -10 16 0 q 6 -6 10 0 L 26 -4 H -26 Z" fill="#ffffff" stroke="#dcdcdc" stroke-width="1.5"/>`;
  svg += `<ellipse cx="-12" cy="-26" rx="11" ry="7" fill="#c9a27a" stroke="#8a5a3b" stroke-width="2"/>`;
  if (/root|sprout/.test(l) || tall)
    svg += `<path d="M-12 -20 q 2 10 -4 16" stroke="#f7f0e0" stroke-width="3" fill="none"/>`;
  return { svg, w: 116, h: tall ? 236 : /sprout/.test(l) ? 104 : 62 };
}

/** A wooden arched footbridge with blue railings over a strip of river. */
export function footbridge(): Figure {
  const deck = (x: number) => -10 - 110 * (1 - (x / 280) ** 2);
  let svg = `<rect x="-300" y="-26" width="600" height="26" fill="#7fb8e0"/><path d="M-300 -18 q 30 -8 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`;
  svg += `<path d="M-280 -10 Q 0 -230 280 -10" fill="none" stroke="#8a5a3b" stroke-width="18"/>`;
  for (let x = -240; x <= 240; x += 40)
    svg += `<path d="M${x} ${f(deck(x))} v -34" stroke="#3b7dd8" stroke-width="5"/>`;
  svg += `<path d="M-280 -44 Q 0 -264 280 -44" fill="none" stroke="#3b7dd8" stroke-width="6"/>`;
  // who walks on it stands on the deck, side by side near the top of the arch
  return { svg, w: 600, h: 158, inside: { x: -150, y: -300, w: 300, h: 174 } };
}

const BUS_PAINTINGS =
  `<circle cx="-110" cy="-96" r="18" fill="#f4c430"/><path d="M-110 -124 v-8 M-138 -96 h-8 M-82 -96 h8" stroke="#f4c430" stroke-width="4"/>` +
  `<path d="M-40 -80 q 20 -20 40 0 q -20 20 -40 0 Z M0 -80 l 12 -10 v 20 Z" fill="#3b7dd8"/>` +
  `<circle cx="60" cy="-92" r="9" fill="#ef8fb0"/><circle cx="74" cy="-98" r="9" fill="#d9453b"/><circle cx="88" cy="-90" r="9" fill="#8e5cc8"/><path d="M60 -82 v 18 M74 -88 v 24 M88 -80 v 16" stroke="#4f9a4a" stroke-width="4"/>` +
  `<path d="M-160 -52 H 170" stroke="#d9453b" stroke-width="6"/><path d="M-160 -46 H 170" stroke="#f4c430" stroke-width="6"/><path d="M-160 -40 H 170" stroke="#4f9a4a" stroke-width="6"/>`;

/** A town bus from the side: "painted" covers it in children's pictures, "lit" or "night" lights its windows. */
export function townBus(look: string | undefined, colour: string): Figure {
  const l = look ?? '';
  const painted = /painted/.test(l);
  const lit = /lit|night/.test(l);
  let svg = `<rect x="-170" y="-190" width="340" height="166" rx="18" fill="${painted ? '#fdf7e8' : colour}"/>`;
  svg += `<rect x="-156" y="-176" width="270" height="52" rx="6" fill="${lit ? '#ffe08a' : '#bfe4f7'}"/>`;
  for (let x = -100; x < 114; x += 54)
    svg += `<path d="M${x} -176 v 52" stroke="${painted ? '#fdf7e8' : colour}" stroke-width="6"/>`;
  svg += `<rect x="126" y="-176" width="34" height="140" rx="4" fill="${lit ? '#ffe08a' : '#bfe4f7'}" stroke="#5a6a7a" stroke-width="2"/>`;
  if (painted) svg += BUS_PAINTINGS;
  if (lit)
    svg += `<circle cx="164" cy="-44" r="9" fill="#fff6c0"/><path d="M172 -44 L 210 -56 V -32 Z" fill="#fff6c0" opacity="0.5"/>`;
  svg += `<circle cx="-100" cy="-22" r="22" fill="#3a3330"/><circle cx="100" cy="-22" r="22" fill="#3a3330"/><circle cx="-100" cy="-22" r="8" fill="#9aa0a8"/><circle cx="100" cy="-22" r="8" fill="#9aa0a8"/>`;
  return { svg, w: 380, h: 190, inside: { x: -150, y: -170, w: 260, h: 46 } };
}

/** A town bridge over a river whose two halves lift up ("open") to let a tall ship through. */
export function liftBridge(open: boolean): Figure {
  let svg = `<rect x="-230" y="-40" width="460" height="40" fill="#6fa8d6"/><path d="M-230 -30 q 23 -8 46 0 t 46 0 t 46 0 t 46 0 t 46 0 t 46 0 t 46 0 t 46 0 t 46 0 t 46 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`;
  for (const x of [-170, 170])
    svg += `<rect x="${x - 30}" y="-250" width="60" height="250" fill="#9a8c7c"/><path d="M${x - 36} -250 L ${x} -290 L ${x + 36} -250 Z" fill="#5a6a7a"/><rect x="${x - 12}" y="-220" width="24" height="34" rx="10" fill="#f4e3a8"/>`;
  svg += `<rect x="-230" y="-72" width="90" height="16" fill="#5a4a3a"/><rect x="140" y="-72" width="90" height="16" fill="#5a4a3a"/>`;
  if (open)
    svg += `<path d="M-140 -64 L -118 -236" stroke="#c0392b" stroke-width="16"/><path d="M140 -64 L 118 -236" stroke="#c0392b" stroke-width="16"/>`;
  else svg += `<rect x="-140" y="-72" width="280" height="16" fill="#c0392b"/>`;
  return { svg, w: 460, h: 290 };
}

/** A tall sailing ship: a dark hull with a row of portholes and three masts of square white sails. */
export function tallShip(): Figure {
  let svg = `<path d="M-170 -70 H 190 L 150 0 H -140 Z" fill="#6b3f26"/><path d="M-162 -56 H 180" stroke="#f4c430" stroke-width="5"/>`;
  for (let x = -120; x <= 130; x += 36) svg += `<circle cx="${x}" cy="-34" r="7" fill="#3a3330"/>`;
  for (const [x, top] of [
    [-90, -300],
    [10, -360],
    [110, -310],
  ] as const) {
    svg += `<path d="M${x} -70 V ${top}" stroke="#4a2f1e" stroke-width="7"/>`;
    for (let k = 0; k < 3; k++) {
      const y = top + 30 + k * ((-90 - top - 20) / 3);
      svg += `<path d="M${x - 44 - k * 6} ${f(y)} H ${x + 44 + k * 6} Q ${x + 40 + k * 6} ${f(y + 48)} ${x + 44 + k * 6} ${f(y + 60)} H ${x - 44 - k * 6} Q ${x - 40 - k * 6} ${f(y + 48)} ${x - 44 - k * 6} ${f(y)} Z" fill="#fbf7ee" stroke="#cfc6b2" stroke-width="2"/>`;
    }
  }
  svg += `<path d="M10 -360 l 30 8 l -30 8 Z" fill="#d9453b"/>`;
  return { svg, w: 380, h: 362 };
}

/** A red telephone box; with "books" its glass panes show shelves of coloured book spines. */
export function phoneBox(books: boolean): Figure {
  let svg = `<rect x="-50" y="-250" width="100" height="250" rx="6" fill="#d0312d"/><path d="M-54 -250 Q 0 -282 54 -250 Z" fill="#b8292a"/>`;
  svg += `<rect x="-40" y="-238" width="80" height="14" fill="#2b2118"/><rect x="-30" y="-234" width="60" height="6" fill="#f7f5f0"/>`;
  svg += `<rect x="-38" y="-212" width="76" height="180" fill="${books ? '#f3e6cc' : '#dff0f8'}"/>`;
  if (books) {
    const colours = ['#3b7dd8', '#4f9a4a', '#f4c430', '#8e5cc8', '#f08c2a', '#ef8fb0'];
    for (let row = 0; row < 4; row++) {
      const y = -208 + row * 44;
      for (let i = 0; i < 6; i++)
        svg += `<rect x="${-36 + i * 12}" y="${y + (i % 3) * 3}" width="10" height="${36 - (i % 3) * 3}" fill="${colours[(i + row) % 6]}"/>`;
      svg += `<rect x="-38" y="${y + 36}" width="76" height="4" fill="#8a5a3b"/>`;
    }
  }
  svg += `<path d="M-38 -152 H 38 M-38 -92 H 38 M-13 -212 V -32 M13 -212 V -32" stroke="#d0312d" stroke-width="4"/>`;
  svg += `<circle cx="30" cy="-120" r="4" fill="#f4c430"/>`;
  return { svg, w: 108, h: 266 };
}
