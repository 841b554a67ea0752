/**
 * Our own figures for the characters of a scene spec, each with a face that shows its feeling: people
 * (children and grown-ups, by hair and clothes), four-legged animals by species (a cat, a dog, a sheep
 * and its lamb, a giraffe with her long neck, a fox, a horse…) and a frog whose throat can puff up. In
 * their own units: centred on x = 0, feet on y = 0, facing right; anchors tell where a hand or a back is.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import { face } from './faces.js';

const f = (v: number) => v.toFixed(1);

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A drawing in its own units: x in [-w/2, w/2], y in [-h, 0]. */
export interface Figure {
  svg: string;
  w: number;
  h: number;
  /** where a held thing goes */
  hand?: [number, number];
  /** where something sits on it ("a bird on the sheep's back") */
  back?: [number, number];
  /** a tree's crown: where apples and a cat in the branches go */
  crown?: Box;
  /** a branch a climber sits on */
  branch?: [number, number];
  /** the inside of a bed, a nest, a basket */
  inside?: Box;
  /** the very top, where a star on a fir goes */
  top?: [number, number];
}

export interface PersonLook {
  adult: boolean;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'bald';
  top: string;
  bottom: string;
  skin: string;
  hat?: 'helmet' | 'cap' | 'brim' | 'flowers';
}

export function person(look: PersonLook, feeling: Feeling, pose?: string): Figure {
  const h = look.adult ? 170 : 118;
  const r = look.adult ? 15 : 17;
  const headY = -h + r;
  const neck = headY + r;
  const hip = -h * 0.42;
  const legW = look.adult ? 9 : 8;
  let svg = '';
  // legs and shoes
  svg += `<rect x="${-legW - 1}" y="${f(hip)}" width="${legW}" height="${f(-hip - 5)}" rx="3" fill="${look.bottom}"/><rect x="1" y="${f(hip)}" width="${legW}" height="${f(-hip - 5)}" rx="3" fill="${look.bottom}"/>`;
  svg += `<ellipse cx="${-legW / 2 - 1}" cy="-3" rx="${legW * 0.8}" ry="3.5" fill="#4a3a2a"/><ellipse cx="${legW / 2 + 2}" cy="-3" rx="${legW * 0.8}" ry="3.5" fill="#4a3a2a"/>`;
  // body: a tunic narrow at the shoulders
  const sw = look.adult ? 17 : 15;
  svg += `<path d="M${-sw} ${f(neck + 4)} Q0 ${f(neck - 2)} ${sw} ${f(neck + 4)} L${sw + 4} ${f(hip + 6)} L${-sw - 4} ${f(hip + 6)} Z" fill="${look.top}"/>`;
  // arms: the back one hangs, the front one reaches forward (or waves)
  const shoulder: [number, number] = [sw - 3, neck + 9];
  const hand: [number, number] = pose === 'waving' ? [sw + 16, neck - 18] : [sw + 20, f2(neck + (hip - neck) * 0.75)];
  svg += `<path d="M${-sw + 3} ${f(neck + 9)} L${-sw - 5} ${f(hip)}" stroke="${look.top}" stroke-width="8" stroke-linecap="round"/><circle cx="${-sw - 5}" cy="${f(hip + 2)}" r="4.5" fill="${look.skin}"/>`;
  svg += `<path d="M${shoulder[0]} ${f(shoulder[1])} L${f(hand[0])} ${f(hand[1])}" stroke="${look.top}" stroke-width="8" stroke-linecap="round"/><circle cx="${f(hand[0])}" cy="${f(hand[1])}" r="4.5" fill="${look.skin}"/>`;
  // head, hair, face
  if (look.style === 'long')
    svg += `<path d="M${-r - 2} ${f(headY)} Q${-r - 4} ${f(headY + r * 1.9)} ${-r + 6} ${f(headY + r * 1.8)} L${r - 6} ${f(headY + r * 1.8)} Q${r + 4} ${f(headY + r * 1.9)} ${r + 2} ${f(headY)} Z" fill="${look.hair}"/>`;
  svg += `<circle cx="0" cy="${f(headY)}" r="${r}" fill="${look.skin}"/>`;
  if (look.style !== 'bald')
    svg += `<path d="M${-r} ${f(headY + 2)} Q${-r} ${f(headY - r * 1.15)} 0 ${f(headY - r)} Q${r} ${f(headY - r * 1.15)} ${r} ${f(headY + 2)} Q${r * 0.4} ${f(headY - r * 0.55)} ${-r} ${f(headY + 2)} Z" fill="${look.hair}"/>`;
  else
    svg += `<path d="M${-r} ${f(headY + 3)} q 2 -8 5 -10 M${r} ${f(headY + 3)} q -2 -8 -5 -10" stroke="${look.hair}" stroke-width="5" fill="none"/>`;
  if (look.style === 'bun') svg += `<circle cx="0" cy="${f(headY - r - 4)}" r="${f(r * 0.45)}" fill="${look.hair}"/>`;
  if (look.hat === 'helmet')
    svg += `<path d="M${-r - 5} ${f(headY - 2)} Q0 ${f(headY - r * 1.9)} ${r + 5} ${f(headY - 2)} Z" fill="#d62f2f"/><circle cx="0" cy="${f(headY - r * 0.7)}" r="4" fill="#ffd84a"/>`;
  if (look.hat === 'brim')
    svg += `<ellipse cx="0" cy="${f(headY - r * 0.6)}" rx="${r + 9}" ry="4" fill="#8a5a2b"/><rect x="${-r * 0.7}" y="${f(headY - r * 1.35)}" width="${f(r * 1.4)}" height="${f(r * 0.8)}" rx="4" fill="#8a5a2b"/>`;
  if (look.hat === 'flowers')
    svg += [-0.9, -0.45, 0, 0.45, 0.9]
      .map(
        (k, i) =>
          `<circle cx="${f(k * r)}" cy="${f(headY - r * 0.85 + Math.abs(k) * r * 0.35)}" r="${f(r * 0.26)}" fill="${['#e53935', '#fdd835', '#ffffff', '#1e88e5', '#e53935'][i]}"/>`,
      )
      .join('');
  if (look.hat === 'cap')
    svg += `<path d="M${-r} ${f(headY - 3)} Q0 ${f(headY - r * 1.5)} ${r} ${f(headY - 3)} Z" fill="${look.top}"/><rect x="0" y="${f(headY - 6)}" width="${r + 8}" height="4" rx="2" fill="${look.top}"/>`;
  svg += face(0, headY + 1, r, feeling);
  return { svg, w: 2 * (sw + 14), h: h + (look.style === 'bun' ? 8 : 2), hand, back: [0, neck + 8] };
}

const f2 = (v: number) => Math.round(v * 10) / 10;

export interface BeastLook {
  fur: string;
  belly: string;
  ink: string;
  ears: 'point' | 'round' | 'floppy' | 'ossicones';
  tail: 'long' | 'bushy' | 'short' | 'tuft';
  /** leg length in units (a body is 90 long) */
  legs: number;
  /** neck length: a giraffe's is long */
  neck: number;
  wool?: boolean;
  spots?: string;
  mane?: string;
  snout?: string;
  /** dark lower legs (a fox's black socks) */
  socks?: string;
  /** a face of its own colour (a lamb's black face); the features are drawn light on it */
  face?: string;
}

/** A beast's tail behind its body: long with a pale tip, bushy, a short puff or a tuft. */
function beastTail(look: BeastLook, bodyY: number): string {
  let svg = '';
  if (look.tail === 'long')
    svg += `<path d="M-42 ${f(bodyY - 4)} C -62 ${f(bodyY - 10)} -60 ${f(bodyY - 44)} -46 ${f(bodyY - 48)}" stroke="${look.fur}" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="-46" cy="${f(bodyY - 48)}" r="4.5" fill="${look.belly}"/>`;
  if (look.tail === 'bushy')
    svg += `<path d="M-38 ${f(bodyY + 6)} C -74 ${f(bodyY + 4)} -86 ${f(bodyY - 28)} -66 ${f(bodyY - 40)} C -56 ${f(bodyY - 22)} -50 ${f(bodyY - 14)} -38 ${f(bodyY - 14)} Z" fill="${look.fur}"/><path d="M-66 ${f(bodyY - 40)} q -12 8 -8 18 q 10 -6 8 -18 Z" fill="#ffffff"/>`;
  if (look.tail === 'short')
    svg += `<circle cx="-44" cy="${f(bodyY - 6)}" r="7" fill="${look.wool ? '#ffffff' : look.fur}"/>`;
  if (look.tail === 'tuft')
    svg += `<path d="M-42 ${f(bodyY - 6)} L -52 ${f(bodyY + 18)}" stroke="${look.fur}" stroke-width="4"/><ellipse cx="-52" cy="${f(bodyY + 22)}" rx="4" ry="7" fill="${look.ink}"/>`;
  return svg;
}

/** A beast's body: a cloud of curls for wool, else fur with a pale belly and any spots. */
function beastBody(look: BeastLook, bodyY: number): string {
  let svg = '';
  if (look.wool) {
    for (const [dx, dy, rr] of [
      [-30, -2, 16],
      [-12, -12, 18],
      [8, -12, 18],
      [28, -4, 16],
      [-22, 10, 15],
      [0, 10, 16],
      [22, 10, 15],
    ] as const)
      svg += `<circle cx="${dx}" cy="${f(bodyY + dy)}" r="${rr}" fill="#ffffff" stroke="#d8d2c4" stroke-width="1.5"/>`;
  } else {
    svg += `<ellipse cx="-2" cy="${f(bodyY)}" rx="45" ry="${look.neck > 30 ? 21 : 23}" fill="${look.fur}"/><ellipse cx="2" cy="${f(bodyY + 9)}" rx="28" ry="11" fill="${look.belly}"/>`;
    if (look.spots)
      for (const [dx, dy] of [
        [-26, -8],
        [-6, -12],
        [16, -6],
        [-16, 6],
        [30, -12],
      ] as const)
        svg += `<rect x="${dx - 6}" y="${f(bodyY + dy - 5)}" width="12" height="10" rx="3" fill="${look.spots}"/>`;
  }
  return svg;
}

/** A four-legged animal seen from the side with its face turned to us; `lying` tucks the legs in. */
export function beast(look: BeastLook, feeling: Feeling, pose?: string): Figure {
  const lying = pose === 'lying';
  const legs = lying ? 4 : look.legs;
  const bodyY = -legs - 20;
  const r = look.neck > 30 ? 16 : 19;
  const neckDown = pose === 'neck-down';
  const head: [number, number] = neckDown
    ? [58, -legs * 0.55 - 6]
    : [40 + Math.min(look.neck, 20) * 0.3, bodyY - 14 - look.neck];
  let svg = '';
  const leg = (x: number) =>
    `<rect x="${x - 4.5}" y="${f(bodyY + 8)}" width="9" height="${f(legs + 12 - 8)}" rx="4" fill="${look.fur}"/>` +
    (look.socks
      ? `<rect x="${x - 4.5}" y="${f(-legs * 0.45)}" width="9" height="${f(legs * 0.45)}" rx="3" fill="${look.socks}"/>`
      : '') +
    `<rect x="${x - 5}" y="-4" width="10" height="4" rx="2" fill="${look.ink}" opacity="0.7"/>`;
  if (!lying) svg += leg(-30) + leg(26);
  svg += beastTail(look, bodyY) + beastBody(look, bodyY);
  if (!lying) svg += leg(-16) + leg(38);
  // the neck, from the shoulders to the head
  if (look.neck > 0 || neckDown) {
    const [hx, hy] = head;
    svg += `<path d="M26 ${f(bodyY - 12)} L${f(hx - 8)} ${f(hy + 4)} L${f(hx + 6)} ${f(hy + 8)} L42 ${f(bodyY + 6)} Z" fill="${look.fur}"/>`;
    if (look.spots)
      for (let k = 1; k < 4; k++) {
        const t = k / 4;
        svg += `<rect x="${f(34 + (hx - 34) * t - 5)}" y="${f(bodyY + (hy - bodyY) * t - 4)}" width="9" height="8" rx="2" fill="${look.spots}"/>`;
      }
    if (look.mane)
      svg += `<path d="M24 ${f(bodyY - 14)} L${f(hx - 10)} ${f(hy)}" stroke="${look.mane}" stroke-width="6" stroke-linecap="round"/>`;
  }
  // the head with its ears and face
  const [hx, hy] = head;
  const ear = (side: number) => {
    const ex = hx + side * r * 0.62;
    if (look.ears === 'point')
      return `<path d="M${f(ex - 8)} ${f(hy - r * 0.6)} L${f(ex + side * 3)} ${f(hy - r * 1.35)} L${f(ex + 8)} ${f(hy - r * 0.6)} Z" fill="${look.fur}"/><path d="M${f(ex - 4)} ${f(hy - r * 0.7)} L${f(ex + side * 2)} ${f(hy - r * 1.15)} L${f(ex + 4)} ${f(hy - r * 0.7)} Z" fill="#f2a9a0"/>`;
    if (look.ears === 'round')
      return `<circle cx="${f(ex)}" cy="${f(hy - r * 0.78)}" r="${f(r * 0.36)}" fill="${look.fur}"/>`;
    if (look.ears === 'floppy')
      return `<ellipse cx="${f(hx + side * r * 0.95)}" cy="${f(hy - r * 0.1)}" rx="${f(r * 0.24)}" ry="${f(r * 0.5)}" transform="rotate(${side * -30} ${f(hx + side * r * 0.95)} ${f(hy - r * 0.1)})" fill="${look.ink === '#2b2118' ? look.belly : look.ink}"/>`;
    return `<path d="M${f(hx + side * r * 0.3)} ${f(hy - r * 0.8)} L${f(hx + side * r * 0.35)} ${f(hy - r * 1.5)}" stroke="${look.fur}" stroke-width="4"/><circle cx="${f(hx + side * r * 0.35)}" cy="${f(hy - r * 1.55)}" r="3.5" fill="${look.ink}"/><ellipse cx="${f(hx + side * r * 1.05)}" cy="${f(hy - r * 0.45)}" rx="7" ry="3.5" fill="${look.fur}"/>`;
  };
  svg += ear(-1) + ear(1);
  if (look.wool)
    svg += `<circle cx="${f(hx)}" cy="${f(hy - r * 0.75)}" r="${f(r * 0.55)}" fill="#ffffff" stroke="#d8d2c4" stroke-width="1.2"/>`;
  svg += `<circle cx="${f(hx)}" cy="${f(hy)}" r="${r}" fill="${look.face ?? (look.wool ? '#f3e6d2' : look.fur)}"/>`;
  if (look.snout)
    svg += `<ellipse cx="${f(hx)}" cy="${f(hy + r * 0.45)}" rx="${f(r * 0.55)}" ry="${f(r * 0.38)}" fill="${look.snout}"/>`;
  if (look.spots) svg += `<circle cx="${f(hx - r * 0.5)}" cy="${f(hy - r * 0.4)}" r="3" fill="${look.spots}"/>`;
  svg += face(hx, hy, r, feeling, look.face ? '#fdf6e8' : look.ink);
  const top = Math.min(hy - r * 1.6, bodyY - 30);
  const right = Math.max(hx + r + 6, 52);
  const left = look.tail === 'bushy' ? -80 : -64;
  return { svg, w: 2 * Math.max(right, -left), h: -top, back: [-4, bodyY - 22], hand: [hx, hy + r] };
}

/** A frog sitting, its face to us; its throat puffs up like a pale balloon when it sings. */
export function frog(feeling: Feeling, pose?: string): Figure {
  const green = '#6fb04a';
  let svg = `<ellipse cx="-26" cy="-10" rx="16" ry="9" fill="#5a9a3a"/><ellipse cx="26" cy="-10" rx="16" ry="9" fill="#5a9a3a"/>`;
  svg += `<ellipse cx="0" cy="-26" rx="30" ry="24" fill="${green}"/><ellipse cx="0" cy="-20" rx="18" ry="14" fill="#cfe8a8"/>`;
  if (pose === 'throat-puffed')
    svg += `<ellipse cx="0" cy="-24" rx="17" ry="15" fill="#f3f0d2" stroke="#c9c39a" stroke-width="1.5" opacity="0.95"/><path d="M-8 -30 q 8 -4 16 0" stroke="#ffffff" stroke-width="2" fill="none"/>`;
  svg += `<ellipse cx="-9" cy="-4" rx="7" ry="4" fill="#5a9a3a"/><ellipse cx="9" cy="-4" rx="7" ry="4" fill="#5a9a3a"/>`;
  svg += `<ellipse cx="0" cy="-52" rx="28" ry="18" fill="${green}"/><circle cx="-15" cy="-66" r="10" fill="${green}"/><circle cx="15" cy="-66" r="10" fill="${green}"/>`;
  // the face's eyes sit in the two bumps on top of the head
  svg += face(0, -60, 40, feeling, '#1f3a12');
  return { svg, w: 84, h: 78, back: [0, -74] };
}
