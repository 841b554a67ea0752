/**
 * More of helper items-f's own drawings (keys in 05–08): a river's rubbish-eating boat with big eyes,
 * trainers whose soles light up, a puppet theatre and a glove puppet, a chessboard mid-game, a swing
 * a wheelchair rolls onto, a lift in an old block of flats, a tiny house on wheels, a shoe with its laces
 * loose or tied, a conductor's baton and a lock of cut hair. Centred on x = 0, standing on y = 0.
 */
import type { Figure } from './creatures.js';

const f = (v: number) => v.toFixed(1);

/** A little river boat that scoops rubbish up a ramp into its skip, with two big friendly eyes. */
export function rubbishBoat(): Figure {
  let svg = `<path d="M-150 -60 H 150 L 130 0 H -130 Z" fill="#3b7dd8"/><rect x="-110" y="-140" width="140" height="80" rx="8" fill="#f7f5f0"/>`;
  svg += `<path d="M-120 -150 Q -40 -190 40 -150 Z" fill="#f4c430"/>`;
  for (const x of [-76, -16])
    svg += `<circle cx="${x}" cy="-110" r="22" fill="#ffffff" stroke="#3a3330" stroke-width="3"/><circle cx="${x + 6}" cy="-106" r="10" fill="#3a3330"/>`;
  svg += `<path d="M60 -60 L 170 -4" stroke="#8a93a3" stroke-width="16"/><path d="M70 -66 L 176 -12" stroke="#5a6a7a" stroke-width="3" stroke-dasharray="8 8"/>`;
  svg += `<rect x="40" y="-100" width="70" height="40" rx="4" fill="#4f9a4a"/><circle cx="64" cy="-104" r="8" fill="#f08c2a"/><rect x="80" y="-116" width="10" height="18" fill="#9cc3dc"/>`;
  svg += `<path d="M-160 -8 q 20 -8 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0" stroke="#7fb8e0" stroke-width="5" fill="none"/>`;
  return { svg, w: 356, h: 178 };
}

/** A pair of trainers; "lit" makes the little lights in their soles glow in four colours. */
export function lightShoes(lit: boolean): Figure {
  const colours = ['#ff5a5a', '#ffd84a', '#5ad17a', '#5ab0ff'];
  let svg = '';
  for (const dx of [-66, 66]) {
    svg += `<path d="M${dx - 60} -14 V -40 Q ${dx - 56} -62 ${dx - 30} -62 L ${dx - 4} -58 Q ${dx + 40} -40 ${dx + 60} -30 V -14 Z" fill="#f7f5f0" stroke="#3b7dd8" stroke-width="4"/>`;
    svg += `<path d="M${dx - 20} -56 l 22 14 M${dx - 10} -58 l 22 14" stroke="#3b7dd8" stroke-width="3"/>`;
    svg += `<rect x="${dx - 62}" y="-16" width="124" height="16" rx="6" fill="#5a6a7a"/>`;
    colours.forEach((c, i) => {
      const x = dx - 44 + i * 29;
      if (lit) svg += `<circle cx="${x}" cy="-8" r="12" fill="${c}" opacity="0.35"/>`;
      svg += `<circle cx="${x}" cy="-8" r="5" fill="${lit ? c : '#8a93a3'}"/>`;
    });
  }
  return { svg, w: 264, h: 64 };
}

/** A puppet theatre: a striped booth, a stage window between red curtains, a scalloped top. */
export function puppetTheatre(): Figure {
  let svg = `<rect x="-130" y="-180" width="260" height="180" fill="#3b7dd8"/>`;
  for (let x = -110; x < 130; x += 40) svg += `<rect x="${x}" y="-180" width="20" height="180" fill="#f4c430"/>`;
  svg += `<rect x="-130" y="-330" width="260" height="150" fill="#8a5a3b"/><rect x="-104" y="-308" width="208" height="124" fill="#2d3f5e"/>`;
  svg += `<path d="M-104 -308 Q -60 -250 -100 -184 H -104 Z M104 -308 Q 60 -250 100 -184 H 104 Z" fill="#d9453b"/>`;
  let top = 'M-140 -330';
  for (let x = -140; x < 140; x += 40) top += ` q 20 -24 40 0`;
  svg += `<path d="${top} V -350 H -140 Z" fill="#d9453b"/><rect x="-140" y="-186" width="280" height="12" rx="4" fill="#6b3f26"/>`;
  return { svg, w: 280, h: 362, inside: { x: -90, y: -300, w: 180, h: 110 } };
}

/** A glove puppet of a fox (or a colour the look says): a cloth body and a head with ears and a snout. */
export function glovePuppet(colour: string): Figure {
  let svg = `<path d="M-34 0 L -26 -70 Q 0 -80 26 -70 L 34 0 Z" fill="${colour}"/><path d="M-26 -70 L -10 -30 M26 -70 L 10 -30" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`;
  svg += `<circle cx="0" cy="-98" r="30" fill="${colour}"/><path d="M-26 -114 L -30 -146 L -6 -124 Z M26 -114 L 30 -146 L 6 -124 Z" fill="${colour}"/>`;
  svg += `<path d="M-16 -92 Q 0 -60 16 -92 Z" fill="#ffffff"/><circle cx="0" cy="-76" r="5" fill="#3a3330"/>`;
  svg += `<circle cx="-11" cy="-104" r="5" fill="#3a3330"/><circle cx="11" cy="-104" r="5" fill="#3a3330"/>`;
  return { svg, w: 76, h: 148 };
}

/** A chessboard seen at a slant, black and white pieces standing on it in the middle of a game. */
export function chessBoard(): Figure {
  const at = (col: number, row: number): [number, number] => {
    const t = row / 8;
    const width = 200 - 60 * t;
    return [-width / 2 + (col / 8) * width, -14 - t * 60];
  };
  let svg = `<path d="M-104 -14 H 104 V 0 H -104 Z" fill="#6b3f26"/>`;
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const [a, b, d, e] = [at(c, r), at(c + 1, r), at(c + 1, r + 1), at(c, r + 1)];
      const fill = (r + c) % 2 ? '#f1e3c6' : '#7a4e32';
      svg += `<path d="M${f(a[0])} ${f(a[1])} L ${f(b[0])} ${f(b[1])} L ${f(d[0])} ${f(d[1])} L ${f(e[0])} ${f(e[1])} Z" fill="${fill}"/>`;
    }
  const pawn = (x: number, y: number, c: string) =>
    `<path d="M${f(x - 9)} ${f(y)} Q ${f(x)} ${f(y - 10)} ${f(x + 9)} ${f(y)} Z M${f(x - 4)} ${f(y - 4)} L ${f(x - 3)} ${f(y - 18)} H ${f(x + 3)} L ${f(x + 4)} ${f(y - 4)} Z" fill="${c}" stroke="#3a3330" stroke-width="1.5"/><circle cx="${f(x)}" cy="${f(y - 22)}" r="6" fill="${c}" stroke="#3a3330" stroke-width="1.5"/>`;
  const horse = (x: number, y: number, c: string) =>
    `<path d="M${f(x - 11)} ${f(y)} H ${f(x + 11)} L ${f(x + 7)} ${f(y - 14)} Q ${f(x + 10)} ${f(y - 30)} ${f(x - 2)} ${f(y - 38)} L ${f(x - 14)} ${f(y - 26)} L ${f(x - 6)} ${f(y - 22)} L ${f(x - 7)} ${f(y - 12)} Z" fill="${c}" stroke="#3a3330" stroke-width="1.5"/>`;
  const spots: [number, number, string, 'p' | 'h'][] = [
    [1.5, 6.5, '#3a3330', 'p'],
    [4.5, 6.5, '#3a3330', 'h'],
    [5.5, 5.5, '#3a3330', 'p'],
    [2.5, 3.5, '#ffffff', 'h'],
    [3.5, 2.5, '#ffffff', 'p'],
    [6.5, 1.5, '#ffffff', 'p'],
  ];
  for (const [c, r, colour, kind] of spots) {
    const [x, y] = at(c, r);
    svg += kind === 'p' ? pawn(x, y, colour) : horse(x, y, colour);
  }
  return { svg, w: 210, h: 112 };
}

/** A playground swing with a wide flat seat and rails that a wheelchair rolls onto. */
export function wheelchairSwing(): Figure {
  let svg = `<path d="M-170 0 L -140 -290 L -110 0 M170 0 L 140 -290 L 110 0" stroke="#3b7dd8" stroke-width="14" fill="none" stroke-linejoin="round"/>`;
  svg += `<path d="M-150 -286 H 150" stroke="#3b7dd8" stroke-width="16"/>`;
  svg += `<path d="M-90 -280 V -56 M90 -280 V -56" stroke="#8a93a3" stroke-width="4" stroke-dasharray="8 4"/>`;
  svg += `<rect x="-100" y="-60" width="200" height="16" rx="4" fill="#f08c2a"/><path d="M-100 -60 V -110 H 100 V -60" fill="none" stroke="#f4c430" stroke-width="7"/>`;
  svg += `<path d="M100 -52 L 136 -30" stroke="#f08c2a" stroke-width="10"/>`;
  return { svg, w: 354, h: 300, inside: { x: -90, y: -190, w: 180, h: 130 } };
}

/** A lift in an old block of flats: shiny doors (apart when "open"), buttons beside and a floor light above. */
export function lift(open: boolean): Figure {
  let svg = `<rect x="-90" y="-250" width="180" height="250" fill="#c9b79c"/><rect x="-70" y="-220" width="140" height="220" fill="#6b7480"/>`;
  if (open)
    svg += `<rect x="-66" y="-216" width="132" height="216" fill="#f3e6b8"/><rect x="-70" y="-220" width="16" height="220" fill="#b9c0c8"/><rect x="54" y="-220" width="16" height="220" fill="#b9c0c8"/>`;
  else
    svg += `<rect x="-68" y="-218" width="67" height="218" fill="#b9c0c8"/><rect x="1" y="-218" width="67" height="218" fill="#aab2bc"/>`;
  svg += `<rect x="-30" y="-246" width="60" height="20" rx="4" fill="#2b2118"/><path d="M-8 -232 l 8 -8 l 8 8 Z" fill="#5ad17a"/>`;
  svg += `<rect x="94" y="-130" width="24" height="50" rx="4" fill="#9aa0a8"/><circle cx="106" cy="-116" r="6" fill="#ffd84a"/><circle cx="106" cy="-94" r="6" fill="#f7f5f0"/>`;
  return { svg, w: 240, h: 250, inside: { x: -60, y: -200, w: 120, h: 196 } };
}

/** An old block of flats: five floors of windows, a door and a roof line. */
export function blockOfFlats(): Figure {
  let svg = `<rect x="-120" y="-400" width="240" height="400" fill="#c8a27c"/><rect x="-128" y="-412" width="256" height="16" fill="#8a5a3b"/>`;
  for (let floor = 0; floor < 5; floor++)
    for (const x of [-96, -42, 18, 72])
      svg += `<rect x="${x}" y="${-380 + floor * 70}" width="28" height="40" fill="#bfe4f7" stroke="#f7f5f0" stroke-width="3"/>`;
  svg += `<rect x="-22" y="-60" width="44" height="60" fill="#6b3f26"/>`;
  return { svg, w: 256, h: 412 };
}

/** A tiny wooden house on a trailer with two wheels: a pitched roof, a chimney, a round window, a door and steps. */
export function tinyHouse(): Figure {
  let svg = `<rect x="-150" y="-50" width="300" height="14" fill="#5a6a7a"/><path d="M150 -44 L 190 -30" stroke="#5a6a7a" stroke-width="8"/>`;
  svg += `<rect x="-130" y="-200" width="260" height="150" fill="#c98b52"/>`;
  for (let y = -190; y < -50; y += 18) svg += `<path d="M-130 ${y} H 130" stroke="#a8704a" stroke-width="2"/>`;
  svg += `<path d="M-146 -196 L 0 -276 L 146 -196 Z" fill="#4f7a4a"/><rect x="70" y="-270" width="22" height="44" fill="#8a5a3b"/>`;
  svg += `<rect x="-40" y="-150" width="44" height="100" rx="4" fill="#3b7dd8"/><circle cx="-4" cy="-100" r="4" fill="#f4c430"/>`;
  svg += `<circle cx="-90" cy="-140" r="24" fill="#bfe4f7" stroke="#f7f5f0" stroke-width="5"/><rect x="44" y="-150" width="60" height="44" fill="#bfe4f7" stroke="#f7f5f0" stroke-width="5"/>`;
  svg += `<rect x="40" y="-106" width="68" height="12" fill="#8a5a3b"/><circle cx="54" cy="-112" r="6" fill="#d9453b"/><circle cx="74" cy="-112" r="6" fill="#f4c430"/><circle cx="94" cy="-112" r="6" fill="#ef8fb0"/>`;
  svg += `<circle cx="-60" cy="-26" r="26" fill="#3a3330"/><circle cx="60" cy="-26" r="26" fill="#3a3330"/><circle cx="-60" cy="-26" r="9" fill="#9aa0a8"/><circle cx="60" cy="-26" r="9" fill="#9aa0a8"/>`;
  return { svg, w: 380, h: 276 };
}

/** A shoe from the side; "tied" shows a bow with two loops like bunny ears, otherwise the laces hang loose. */
export function lacedShoe(tied: boolean, colour: string): Figure {
  let svg = `<path d="M-80 -10 V -44 Q -76 -70 -44 -70 L -8 -66 Q 50 -44 80 -32 V -10 Z" fill="${colour}" stroke="#3a3330" stroke-width="3"/>`;
  svg += `<rect x="-84" y="-14" width="168" height="14" rx="6" fill="#f7f5f0" stroke="#9aa0a8" stroke-width="2"/>`;
  svg += `<path d="M-30 -64 l 30 14 M-22 -66 l 30 14 M-14 -68 l 30 14" stroke="#ffffff" stroke-width="4"/>`;
  if (tied)
    svg += `<path d="M0 -66 q -30 -34 -6 -40 q 8 4 6 40 Z M0 -66 q 30 -34 6 -40 q -8 4 -6 40 Z" fill="none" stroke="#ffffff" stroke-width="5"/><path d="M0 -66 l -12 22 M0 -66 l 12 22" stroke="#ffffff" stroke-width="5"/><circle cx="0" cy="-66" r="6" fill="#ffffff"/>`;
  else
    svg += `<path d="M-6 -60 q -30 30 -50 50 M4 -56 q 30 20 40 50" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return { svg, w: 172, h: 110 };
}

/** A conductor's thin white baton with a cork handle. */
export function baton(): Figure {
  const svg = `<path d="M0 0 L 0 -120" stroke="#f7f5f0" stroke-width="5" stroke-linecap="round"/><path d="M0 0 V -24" stroke="#a8704a" stroke-width="12" stroke-linecap="round"/>`;
  return { svg, w: 16, h: 124 };
}

/** A soft lock of cut hair, curled like a letter C, the colour of its look. */
export function hairCurl(colour: string): Figure {
  const svg = `<path d="M20 -30 Q -22 -48 -24 -22 Q -22 2 20 -6" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round"/><path d="M14 -22 Q -10 -30 -10 -18 Q -8 -8 12 -12" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, w: 56, h: 48 };
}
