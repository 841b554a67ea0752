/**
 * Our own drawings for things of the spring and summer items (03–08) that no emoji shows well: an
 * aquarium tank and a glass jar to be in, a rocky cave or a bear's den, a watering can, a striped
 * lighthouse, a hot-air balloon with a basket to stand in, a river, a rope bridge over a road, rubbish
 * bags, a bench, a road sign showing an animal, strawberries on their plant, paper boats, kites, a
 * space station's window, the sea's depths and its corals. Same units as creatures.ts: centred on x = 0,
 * standing on y = 0.
 */
import type { Figure } from './creatures.js';

const f = (v: number) => v.toFixed(1);

/** An aquarium tank: glass, water, sand on the bottom; what is in it swims inside. */
export function tank(): Figure {
  const svg =
    `<rect x="-150" y="-20" width="300" height="20" rx="4" fill="#5a4a3a"/>` +
    `<rect x="-140" y="-200" width="280" height="180" fill="#5bb8e0" opacity="0.55"/>` +
    `<path d="M-140 -44 Q -70 -58 0 -46 Q 70 -36 140 -50 V -20 H -140 Z" fill="#e8d29a"/>` +
    `<path d="M-110 -44 q -8 -40 4 -80 M-96 -46 q 8 -30 -2 -60 M118 -48 q 6 -40 -6 -70" stroke="#3f9a5a" stroke-width="5" fill="none"/>` +
    `<rect x="-140" y="-200" width="280" height="180" fill="none" stroke="#d7eef7" stroke-width="6"/>` +
    `<path d="M-120 -186 l 30 0" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`;
  return { svg, w: 300, h: 200, inside: { x: -120, y: -170, w: 240, h: 130 } };
}

/** A clear glass jar with a lid on (or, `open`, the lid lying beside it); what is in it shows through. */
export function jar(open = false): Figure {
  const svg =
    `<rect x="-30" y="-74" width="60" height="74" rx="12" fill="#cfe9f5" opacity="0.55" stroke="#8fbcd0" stroke-width="3"/>` +
    (open
      ? `<rect x="34" y="-8" width="30" height="8" rx="3" fill="#d9453b" transform="rotate(-12 34 -8)"/>`
      : `<rect x="-26" y="-86" width="52" height="14" rx="4" fill="#d9453b"/>`) +
    `<path d="M-18 -62 v 40" stroke="#ffffff" stroke-width="5" opacity="0.7" stroke-linecap="round"/>`;
  return { svg, w: 66, h: 88, inside: { x: -22, y: -60, w: 44, h: 54 } };
}

/** A rocky cave (or a den under roots, `den`) with a dark opening to sleep in. */
export function cave(den = false): Figure {
  const rock = den ? '#7a5a3e' : '#8d8f96';
  let svg = `<path d="M-130 0 Q -140 -110 -40 -140 Q 40 -160 110 -110 Q 150 -60 130 0 Z" fill="${rock}"/>`;
  svg += `<path d="M-80 0 Q -84 -84 0 -92 Q 84 -84 80 0 Z" fill="#2e2620"/>`;
  if (den)
    svg += `<path d="M-100 -120 q 30 -20 50 10 M-20 -148 q 10 30 40 20 M60 -136 q 30 10 30 40" stroke="#5a3e28" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  else svg += `<ellipse cx="70" cy="-120" rx="24" ry="10" fill="#a3a6ad"/>`;
  if (den) return { svg, w: 280, h: 152, inside: { x: -70, y: -80, w: 140, h: 76 } };
  // an octopus's cave is a snug one: narrower, so it fits in its tank beside him
  return { svg: `<g transform="scale(0.7 1)">${svg}</g>`, w: 196, h: 152, inside: { x: -49, y: -80, w: 98, h: 76 } };
}

/** A watering can with a long spout; `colour` is its paint. */
export function wateringCan(colour: string): Figure {
  const svg =
    `<path d="M-30 0 L-26 -50 L26 -50 L30 0 Z" fill="${colour}"/>` +
    `<path d="M26 -40 L62 -70" stroke="${colour}" stroke-width="8" stroke-linecap="round"/><ellipse cx="64" cy="-72" rx="8" ry="5" fill="${colour}"/>` +
    `<path d="M-16 -50 Q 0 -78 16 -50" stroke="${colour}" stroke-width="6" fill="none"/>`;
  return { svg, w: 104, h: 80 };
}

/** A tall lighthouse with red and white stripes; `shining` sends a beam of light out over the sea; a lamp goes on top. */
export function lighthouse(shining: boolean): Figure {
  let svg = '';
  if (shining)
    svg += `<path d="M0 -300 L 330 -360 L 330 -250 Z" fill="#fff3a8" opacity="0.7"/><path d="M0 -300 L -330 -350 L -330 -260 Z" fill="#fff3a8" opacity="0.35"/>`;
  const bands = 5;
  for (let i = 0; i < bands; i++) {
    const [y0, y1] = [-(i * 52), -((i + 1) * 52)];
    const [w0, w1] = [44 - i * 4, 44 - (i + 1) * 4];
    svg += `<path d="M${-w0} ${y0} L${-w1} ${y1} L${w1} ${y1} L${w0} ${y0} Z" fill="${i % 2 ? '#ffffff' : '#d9453b'}"/>`;
  }
  svg += `<rect x="-30" y="-272" width="60" height="10" fill="#3a3330"/>`;
  svg += `<rect x="-20" y="-312" width="40" height="40" fill="${shining ? '#ffe45c' : '#cfe3ee'}" stroke="#3a3330" stroke-width="4"/>`;
  svg += `<path d="M-26 -312 L0 -340 L26 -312 Z" fill="#d9453b"/><rect x="-8" y="-40" width="16" height="40" rx="6" fill="#5a4a3a"/>`;
  // the beam reaches out over its neighbours; the tower alone takes room in the row
  return { svg, w: 110, h: 340, back: [0, -272] };
}

/**
 * A hot-air balloon: a round striped envelope over a wicker basket that people stand in. `lying` draws
 * it on its side in the grass (`flat`: not yet filled), in the same units as standing, so its true
 * scale holds.
 */
export function hotAirBalloon(colours: [string, string], lying: boolean, flat: boolean): Figure {
  const basket = `<rect x="-50" y="-46" width="100" height="46" rx="6" fill="#b5834a"/><path d="M-50 -30 h100 M-50 -14 h100" stroke="#8a5f30" stroke-width="3"/>`;
  const inside = { x: -46, y: -80, w: 92, h: 40 };
  if (lying) {
    const envelope = flat
      ? `<path d="M-40 -6 Q -120 -60 -200 -30 Q -160 -8 -40 -6 Z M-30 -4 Q 80 -50 200 -24 Q 120 -2 -30 -4 Z" fill="${colours[0]}"/><path d="M-50 -10 Q -120 -40 -180 -26 M-20 -8 Q 80 -36 180 -22" stroke="${colours[1]}" stroke-width="8" fill="none"/>`
      : `<ellipse cx="-125" cy="-92" rx="100" ry="88" fill="${colours[0]}"/><path d="M-225 -92 Q -125 -140 -25 -92 Q -125 -44 -225 -92 Z" fill="${colours[1]}"/>`;
    return { svg: envelope + basket, w: 440, h: 400, inside };
  }
  let svg = `<path d="M-30 -100 L-48 -46 M30 -100 L48 -46" stroke="#6b4a2a" stroke-width="3"/>`;
  svg += `<path d="M-30 -100 Q -150 -200 -120 -300 Q -80 -400 0 -400 Q 80 -400 120 -300 Q 150 -200 30 -100 Z" fill="${colours[0]}"/>`;
  svg += `<path d="M-12 -100 Q -70 -220 -50 -330 Q -30 -398 0 -400 Q 30 -398 50 -330 Q 70 -220 12 -100 Z" fill="${colours[1]}"/>`;
  svg += `<rect x="-32" y="-108" width="64" height="10" rx="4" fill="#6b4a2a"/>` + basket;
  return { svg, w: 270, h: 400, inside };
}

/** A river seen from its bank: a band of water that ducks and elephants wade and swim in; `wide` has room for a family. */
export function river(wide = false): Figure {
  const k = wide ? 1.8 : 1;
  const x = (v: number) => f(v * k);
  const svg =
    `<path d="M${x(-180)} -50 Q ${x(-90)} -70 0 -60 Q ${x(90)} -50 ${x(180)} -70 L${x(180)} 0 Q 0 -10 ${x(-180)} 0 Z" fill="#3f9fd8"/>` +
    `<path d="M${x(-140)} -40 q 24 -8 48 0 M${x(-20)} -30 q 24 -8 48 0 M${x(90)} -44 q 24 -8 48 0 M${x(-80)} -16 q 24 -8 48 0" stroke="#bfe4f7" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return { svg, w: 360 * k, h: 70, inside: { x: -150 * k, y: -56, w: 300 * k, h: 44 } };
}

/**
 * A rope bridge hung high between two trees over a road: its ropes run along the top, the space below is
 * open (a car drives under it, a squirrel runs along it). As tall as the trees it hangs from.
 */
export function ropeBridge(): Figure {
  let svg = `<path d="M-200 -300 Q 0 -250 200 -300" stroke="#8a6a3a" stroke-width="6" fill="none"/><path d="M-200 -330 Q 0 -280 200 -330" stroke="#a8844a" stroke-width="4" fill="none"/>`;
  for (let x = -180; x <= 180; x += 30) {
    const y = -300 + 50 * (1 - (x / 200) ** 2);
    svg += `<path d="M${x} ${f(y)} v -30" stroke="#a8844a" stroke-width="3"/><path d="M${x - 10} ${f(y)} h 20" stroke="#c9a46a" stroke-width="6"/>`;
  }
  return { svg, w: 400, h: 334, back: [0, -250] };
}

/** A birthday cake for a tortoise: pumpkin and carrots, no sugar, covered in red flower petals. */
export function vegetableCake(): Figure {
  let svg = `<rect x="-70" y="-70" width="140" height="70" rx="14" fill="#f08c2a"/><rect x="-70" y="-70" width="140" height="16" rx="8" fill="#e0762a"/>`;
  for (const x of [-50, -20, 10, 40])
    svg += `<path d="M${x} -8 l 8 -40" stroke="#f4a62a" stroke-width="8" stroke-linecap="round"/>`;
  for (const [x, y] of [
    [-48, -76],
    [-16, -82],
    [16, -76],
    [48, -80],
  ] as const)
    svg += `<circle cx="${x}" cy="${y}" r="13" fill="#d9253b"/><circle cx="${x}" cy="${y}" r="4" fill="#f6c945"/>`;
  return { svg, w: 150, h: 96, back: [0, -90] };
}

/** A freshly dug hole in the ground with a little heap of earth beside it. */
export function hole(): Figure {
  const svg = `<ellipse cx="-10" cy="-8" rx="32" ry="9" fill="#4a3322"/><path d="M22 -2 Q 36 -26 50 -2 Z" fill="#7a5a3e"/>`;
  return { svg, w: 104, h: 28 };
}

/** A rubbish bag, tied at the top, in the colour of what goes in it (blue for paper, yellow for plastic, green for glass). */
export function sack(colour: string): Figure {
  const svg =
    `<path d="M-34 0 Q -44 -60 -22 -86 L22 -86 Q 44 -60 34 0 Z" fill="${colour}"/>` +
    `<path d="M-12 -86 L-18 -102 M12 -86 L18 -102" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-20 -70 q 6 30 0 60" stroke="#ffffff" stroke-width="4" opacity="0.35" fill="none"/>`;
  return { svg, w: 90, h: 102 };
}

/** A road sign on a post; its round plate shows `picture` (an SVG group in a 100×100 box): a duck, a frog. */
export function sign(picture: string): Figure {
  const svg =
    `<rect x="-5" y="-150" width="10" height="150" fill="#8a8f96"/>` +
    `<circle cx="0" cy="-190" r="52" fill="#ffffff" stroke="#3b7dd8" stroke-width="9"/>` +
    `<g transform="translate(-36 -226) scale(0.72)">${picture}</g>`;
  return { svg, w: 112, h: 244 };
}

/** A swing in a yard: a frame and a seat on two ropes. */
export function swing(): Figure {
  const svg =
    `<path d="M-90 0 L-60 -190 L-30 0 M90 0 L60 -190 L30 0 M-64 -186 H64" stroke="#d9453b" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M-20 -186 V -60 M20 -186 V -60" stroke="#6b4a2a" stroke-width="3"/><rect x="-28" y="-62" width="56" height="8" rx="3" fill="#8a5a3b"/>`;
  return { svg, w: 190, h: 192, back: [0, -62] };
}

/** A straw beehive, a dome of rings with a dark doorway; a bee rests inside it. */
export function hive(): Figure {
  let svg = `<rect x="-70" y="-8" width="140" height="8" rx="3" fill="#8a5a3b"/>`;
  for (let i = 0; i < 5; i++) {
    const w = 60 - i * 9;
    svg += `<rect x="${-w}" y="${-8 - (i + 1) * 24}" width="${2 * w}" height="26" rx="12" fill="${i % 2 ? '#e0b04a' : '#d39a36'}"/>`;
  }
  svg += `<path d="M-16 -8 Q 0 -40 16 -8 Z" fill="#3a2a1a"/>`;
  return { svg, w: 140, h: 130, inside: { x: -14, y: -34, w: 28, h: 24 } };
}

/** A sheet of paper, a letter or a child's drawing, showing `picture` (an SVG group in a 100×100 box). */
export function sheet(picture: string): Figure {
  const svg =
    `<rect x="-50" y="-130" width="100" height="130" rx="4" fill="#fffdf5" stroke="#c9c2b0" stroke-width="3"/>` +
    `<g transform="translate(-40 -120) scale(0.8)">${picture}</g><path d="M-36 -20 h60 M-36 -10 h44" stroke="#9aa0a8" stroke-width="3"/>`;
  return { svg, w: 100, h: 130 };
}

/** A strawberry in the colour of its ripeness (green, white, pink, red), with seeds and a green cap. */
export function strawberry(colour: string): Figure {
  const svg =
    `<path d="M0 0 Q -34 -30 -26 -52 Q -14 -66 0 -58 Q 14 -66 26 -52 Q 34 -30 0 0 Z" fill="${colour}"/>` +
    [
      [-12, -40],
      [0, -30],
      [12, -42],
      [-6, -16],
      [7, -18],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2" ry="3" fill="#f6e27a"/>`)
      .join('') +
    `<path d="M-18 -58 L-6 -62 L0 -72 L6 -62 L18 -58 L6 -56 L0 -52 L-6 -56 Z" fill="#3f8a3a"/>`;
  return { svg, w: 64, h: 72 };
}

/** A low strawberry plant: a clump of leaves whose berries hang in it. */
export function strawberryPlant(): Figure {
  let svg = '';
  for (const [x, y, rx] of [
    [-60, -30, 40],
    [60, -30, 40],
    [0, -50, 46],
    [-30, -70, 34],
    [34, -70, 34],
  ] as const)
    svg += `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.7}" fill="#4f9a4a" stroke="#3c7a38" stroke-width="3"/>`;
  return { svg, w: 200, h: 96, crown: { x: -80, y: -80, w: 160, h: 70 } };
}

/** A ring of flowers, twisted together into a crown: red, yellow, white and blue. */
export function flowerCrown(): Figure {
  let svg = `<ellipse cx="0" cy="-22" rx="56" ry="18" fill="none" stroke="#4f9a4a" stroke-width="6"/>`;
  const colours = ['#e53935', '#fdd835', '#ffffff', '#1e88e5'];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    svg += `<circle cx="${f(Math.cos(a) * 56)}" cy="${f(-22 + Math.sin(a) * 18)}" r="9" fill="${colours[i % 4]}"/>`;
  }
  return { svg, w: 132, h: 50 };
}

/** A folded paper boat in the colour of its look; `spots` paints black ladybird spots on it; `soggy` tips it over. */
export function paperBoat(colour: string, spots: boolean, soggy: boolean): Figure {
  let svg = `<path d="M-60 -30 L60 -30 L40 0 L-40 0 Z" fill="${colour}" stroke="#2b2118" stroke-width="2"/><path d="M-30 -30 L0 -80 L30 -30 Z" fill="${colour}" stroke="#2b2118" stroke-width="2"/>`;
  if (spots)
    for (const [x, y] of [
      [-34, -16],
      [-8, -12],
      [20, -18],
      [40, -22],
      [0, -48],
    ] as const)
      svg += `<circle cx="${x}" cy="${y}" r="6" fill="#2b2118"/>`;
  if (soggy) svg = `<g transform="rotate(28 0 -10)" opacity="0.85">${svg}</g>`;
  return { svg, w: 124, h: 82 };
}

/** A window at night, dark blue with a star, and a wide sill in front where something rests. */
export function nightWindow(): Figure {
  const svg =
    `<rect x="-80" y="-220" width="160" height="190" rx="6" fill="#ffffff"/><rect x="-70" y="-210" width="140" height="170" fill="#1d2850"/>` +
    `<circle cx="30" cy="-170" r="4" fill="#fff3a8"/><circle cx="-36" cy="-120" r="3" fill="#fff3a8"/><path d="M0 -210 V -40 M-70 -125 H70" stroke="#ffffff" stroke-width="8"/>` +
    `<rect x="-100" y="-40" width="200" height="14" rx="4" fill="#c9a27a"/><rect x="-90" y="-26" width="180" height="26" fill="#e9d2ad"/>`;
  return { svg, w: 200, h: 220, back: [0, -40] };
}

/** A diamond kite in the colour of its look (stripes when the look says so), with a bow-tied tail. */
export function diamondKite(colour: string, striped: boolean): Figure {
  let svg = `<path d="M0 -160 L50 -110 L0 -40 L-50 -110 Z" fill="${colour}" stroke="#2b2118" stroke-width="2"/>`;
  if (striped)
    svg += `<path d="M-32 -128 L32 -128 M-40 -100 L40 -100 M-22 -72 L22 -72" stroke="#ffffff" stroke-width="8"/>`;
  svg += `<path d="M0 -40 Q 20 -26 0 -14 Q -18 -4 4 6" stroke="#2b2118" stroke-width="2" fill="none" transform="translate(0 -6)"/>`;
  for (const y of [-32, -16]) svg += `<path d="M-8 ${y} L8 ${y - 6} L8 ${y + 6} Z" fill="#f4c430"/>`;
  return { svg, w: 104, h: 162 };
}

/** A round window of a space station: black space, stars, and the blue and green Earth below. */
export function spaceWindow(): Figure {
  const svg =
    `<rect x="-10" y="-40" width="20" height="40" fill="#9aa0a8"/>` +
    `<circle cx="0" cy="-140" r="100" fill="#c8ccd2"/><circle cx="0" cy="-140" r="84" fill="#0d1330"/>` +
    `<circle cx="-40" cy="-190" r="3" fill="#ffffff"/><circle cx="30" cy="-200" r="2.5" fill="#ffffff"/><circle cx="52" cy="-160" r="2" fill="#ffffff"/>` +
    `<path d="M-84 -120 A 84 84 0 0 0 84 -120 Q 0 -150 -84 -120 Z" fill="#3b7dd8"/>` +
    `<path d="M-50 -112 q 20 -14 40 -4 q 10 12 -6 22 q -24 4 -34 -18 Z M30 -118 q 20 -6 30 6 q -10 14 -26 6 Z" fill="#4f9a4a"/>`;
  return { svg, w: 200, h: 240 };
}

/** A little pillow of soil for seeds, white cloth with brown earth on top. */
export function soilPillow(): Figure {
  const svg = `<rect x="-60" y="-34" width="120" height="34" rx="12" fill="#f4efe6" stroke="#c9c2b0" stroke-width="3"/><ellipse cx="0" cy="-32" rx="52" ry="9" fill="#7a5a3e"/>`;
  return { svg, w: 124, h: 42, back: [0, -36] };
}

/** Under the sea: deep blue water with rays of light and a sandy bottom; fish, corals and divers are in it. */
export function seaDepths(): Figure {
  const svg =
    `<rect x="-450" y="-420" width="900" height="420" fill="#2f86c6"/>` +
    `<path d="M-300 -420 L-200 -420 L-80 0 L-220 0 Z M60 -420 L140 -420 L260 0 L150 0 Z" fill="#ffffff" opacity="0.08"/>` +
    `<path d="M-450 -40 Q -300 -70 -100 -50 Q 120 -30 450 -60 L450 0 L-450 0 Z" fill="#e8d29a"/>`;
  return { svg, w: 900, h: 420, inside: { x: -420, y: -400, w: 840, h: 360 } };
}

/** A branching coral in the colour of its look; `broken` lies in pale grey pieces on the sand. */
export function coral(colour: string, broken: boolean): Figure {
  if (broken) {
    const svg = `<path d="M-50 -4 l 30 -14 M-40 -10 l 6 -16 M0 -6 l 40 -10 M20 -12 l 4 -14" stroke="#c8c8c0" stroke-width="10" stroke-linecap="round"/>`;
    return { svg, w: 110, h: 32 };
  }
  const svg = `<path d="M0 0 V -60 M0 -40 Q -30 -50 -34 -86 M0 -50 Q 26 -60 30 -100 M-34 -86 Q -44 -100 -40 -116 M30 -100 Q 40 -110 36 -124 M0 -60 Q -4 -90 6 -110" stroke="${colour}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return { svg, w: 100, h: 132 };
}

/**
 * A child's bicycle in the colour of its look, with a bell. Its box reaches up to a rider's head, and
 * its rider stands astride it between the wheels (the anchor `back`), so she is drawn at her own size.
 */
export function bicycle(colour: string): Figure {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="-30" r="28" fill="none" stroke="#2b2118" stroke-width="6"/><circle cx="${x}" cy="-30" r="4" fill="#2b2118"/>`;
  const svg =
    wheel(-44) +
    wheel(44) +
    `<path d="M-44 -30 L-14 -30 L22 -66 L-22 -66 Z M-14 -30 L-26 -76 M22 -66 L44 -30 M22 -66 L28 -86" stroke="${colour}" stroke-width="7" fill="none" stroke-linejoin="round"/>` +
    `<rect x="-38" y="-82" width="26" height="8" rx="4" fill="#2b2118"/><path d="M18 -88 h20" stroke="#2b2118" stroke-width="6" stroke-linecap="round"/><circle cx="34" cy="-94" r="5" fill="#f4c430"/>`;
  return { svg, w: 150, h: 150, back: [0, -4] };
}

/** A garden spade standing upright: a long wooden handle with a grip, and a metal blade at the bottom. */
export function spade(): Figure {
  const svg =
    `<path d="M0 -150 V -40" stroke="#a8704a" stroke-width="7" stroke-linecap="round"/><path d="M-10 -150 h20" stroke="#8a5a3b" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M-14 -42 h28 v26 q 0 16 -14 16 q -14 0 -14 -16 Z" fill="#9aa0a8" stroke="#6b7078" stroke-width="2"/>`;
  return { svg, w: 30, h: 154 };
}

/** A bright yellow bus (a library on wheels when `books`: books painted along its side). */
export function yellowBus(books: boolean): Figure {
  let svg =
    `<rect x="-150" y="-150" width="300" height="124" rx="20" fill="#f4c430"/><rect x="-150" y="-46" width="300" height="14" fill="#e0a82a"/>` +
    `<rect x="-134" y="-136" width="50" height="40" rx="6" fill="#bfe4f7"/><rect x="100" y="-136" width="36" height="70" rx="6" fill="#bfe4f7"/>`;
  if (books)
    ['#d9453b', '#3b7dd8', '#4f9a4a', '#8e5cc8', '#f08c2a', '#d9453b', '#3b7dd8'].forEach((c, i) => {
      svg += `<rect x="${-74 + i * 24}" y="${-132 + (i % 2) * 6}" width="18" height="${60 - (i % 2) * 6}" rx="3" fill="${c}"/>`;
    });
  else svg += `<rect x="-74" y="-136" width="160" height="40" rx="6" fill="#bfe4f7"/>`;
  for (const x of [-96, 96])
    svg += `<circle cx="${x}" cy="-24" r="24" fill="#2b2118"/><circle cx="${x}" cy="-24" r="10" fill="#9aa0a8"/>`;
  return { svg, w: 300, h: 150 };
}

/** A falling star: a small bright star at the head of a long glowing streak across the night sky. */
export function fallingStar(): Figure {
  const svg =
    `<path d="M-110 -100 L40 -26" stroke="#fff3a8" stroke-width="10" stroke-linecap="round" opacity="0.35"/><path d="M-80 -84 L40 -26" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="M40 -46 L46 -32 L60 -30 L50 -20 L52 -6 L40 -13 L28 -6 L30 -20 L20 -30 L34 -32 Z" fill="#ffe45c"/>`;
  return { svg, w: 176, h: 106 };
}
