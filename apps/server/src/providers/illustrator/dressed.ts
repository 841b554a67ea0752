/**
 * What our own figures wear or grow beyond their base drawing, for the winter and autumn items: a
 * knitted bobble hat, a fur hat with ear flaps, a baker's tall hat, a paper crown or an owl hood on a person (read
 * from the spec's look: "blue coat, green knitted hat"), a reindeer's antlers, a hare's black ear tips,
 * a sled dog's harness. Each adds to the figure the creatures.ts builders return, so those stay as they are.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import { beast, person, type BeastLook, type Figure, type PersonLook } from './creatures.js';
import { face as faceOf } from './faces.js';

const f = (v: number) => v.toFixed(1);

const HAT_COLOURS: Record<string, string> = {
  red: '#d9453b',
  green: '#4f9a4a',
  yellow: '#f4c430',
  blue: '#3b7dd8',
  white: '#f7f5f0',
  pink: '#ef8fb0',
  purple: '#8e5cc8',
  orange: '#f08c2a',
  grey: '#9aa0a8',
  brown: '#8a5a3b',
  ginger: '#e8892f',
  black: '#3a3330',
  gold: '#f4c430',
  golden: '#f4c430',
  silver: '#d8dde6',
};

/** The first colour word of a look ("a blue coat, a green hat" → blue), or the fallback. */
export function firstColour(look: string | undefined, fallback: string): string {
  const word = (look ?? '')
    .toLowerCase()
    .match(/[a-z]+/g)
    ?.find((w) => HAT_COLOURS[w]);
  return word ? HAT_COLOURS[word]! : fallback;
}

export type Headwear = 'bobble' | 'flaps' | 'chef' | 'crown' | 'owl' | 'none';

/** Which hat a look describes, and its colour: "green knitted hat with a pom-pom" → a green bobble hat. */
export function headwearOf(look: string | undefined): [Headwear, string] {
  const text = (look ?? '').toLowerCase();
  const colour = (words: RegExp) => {
    const m = text.match(words);
    return (m && HAT_COLOURS[m[1]!]) ?? '#d9453b';
  };
  if (/owl/.test(text)) return ['owl', '#8a5a3b'];
  if (/crown/.test(text)) return ['crown', /gold/.test(text) ? '#f4c430' : '#d8dde6'];
  if (/baker|chef|tall white hat/.test(text)) return ['chef', '#ffffff'];
  if (/ear ?flaps|fur hat/.test(text)) return ['flaps', colour(/(\w+) (?:furry |fur )?hat/)];
  if (/hat|beanie/.test(text)) return ['bobble', colour(/(\w+) (?:bobble |knitted |woolly |wool )?hat/)];
  return ['none', ''];
}

/** The hat drawn over a head of radius r centred at (0, cy); returns its markup and how far up it reaches. */
function hat(kind: Headwear, colour: string, cy: number, r: number): [string, number] {
  const top = cy - r;
  switch (kind) {
    case 'bobble':
      return [
        `<path d="M${f(-r - 1)} ${f(cy - 1)} Q${f(-r - 1)} ${f(top - r * 0.5)} 0 ${f(top - r * 0.45)} Q${f(r + 1)} ${f(top - r * 0.5)} ${f(r + 1)} ${f(cy - 1)} Z" fill="${colour}"/>` +
          `<rect x="${f(-r - 2)}" y="${f(cy - r * 0.35)}" width="${f(2 * r + 4)}" height="${f(r * 0.4)}" rx="3" fill="${colour}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2"/>` +
          `<circle cx="0" cy="${f(top - r * 0.55)}" r="${f(r * 0.38)}" fill="#ffffff"/>`,
        top - r * 0.95,
      ];
    case 'flaps':
      return [
        `<path d="M${f(-r - 3)} ${f(cy + r * 0.5)} L${f(-r - 3)} ${f(cy - r * 0.3)} Q${f(-r - 3)} ${f(top - r * 0.55)} 0 ${f(top - r * 0.5)} Q${f(r + 3)} ${f(top - r * 0.55)} ${f(r + 3)} ${f(cy - r * 0.3)} L${f(r + 3)} ${f(cy + r * 0.5)} L${f(r * 0.7)} ${f(cy + r * 0.5)} L${f(r * 0.7)} ${f(cy - r * 0.45)} L${f(-r * 0.7)} ${f(cy - r * 0.45)} L${f(-r * 0.7)} ${f(cy + r * 0.5)} Z" fill="${colour}" stroke="#d8d2c4" stroke-width="1.5"/>`,
        top - r * 0.55,
      ];
    case 'chef':
      return [
        `<rect x="${f(-r * 0.8)}" y="${f(top - r * 0.9)}" width="${f(r * 1.6)}" height="${f(r * 1.1)}" fill="#ffffff" stroke="#ddd6c8" stroke-width="1.5"/>` +
          `<circle cx="${f(-r * 0.55)}" cy="${f(top - r * 1.2)}" r="${f(r * 0.6)}" fill="#ffffff" stroke="#ddd6c8" stroke-width="1.5"/><circle cx="${f(r * 0.55)}" cy="${f(top - r * 1.2)}" r="${f(r * 0.6)}" fill="#ffffff" stroke="#ddd6c8" stroke-width="1.5"/><circle cx="0" cy="${f(top - r * 1.5)}" r="${f(r * 0.7)}" fill="#ffffff" stroke="#ddd6c8" stroke-width="1.5"/>`,
        top - r * 2.2,
      ];
    case 'crown':
      return [
        `<path d="M${f(-r * 0.9)} ${f(top + r * 0.25)} L${f(-r * 0.9)} ${f(top - r * 0.75)} L${f(-r * 0.45)} ${f(top - r * 0.25)} L0 ${f(top - r * 0.9)} L${f(r * 0.45)} ${f(top - r * 0.25)} L${f(r * 0.9)} ${f(top - r * 0.75)} L${f(r * 0.9)} ${f(top + r * 0.25)} Z" fill="${colour}" stroke="#8a93a3" stroke-width="1.5"/><circle cx="0" cy="${f(top - r * 0.1)}" r="${f(r * 0.14)}" fill="#ef8fb0"/>`,
        top - r * 0.9,
      ];
    case 'owl':
      // a hood round the face with two feather tufts, the face left free
      return [
        `<circle cx="0" cy="${f(cy)}" r="${f(r + 3)}" fill="none" stroke="${colour}" stroke-width="7"/><path d="M${f(-r * 0.9)} ${f(top + 2)} L${f(-r * 0.8)} ${f(top - r * 0.7)} L${f(-r * 0.3)} ${f(top)} Z M${f(r * 0.9)} ${f(top + 2)} L${f(r * 0.8)} ${f(top - r * 0.7)} L${f(r * 0.3)} ${f(top)} Z" fill="${colour}"/>`,
        top - r * 0.7,
      ];
    default:
      return ['', 0];
  }
}

/** A person in the hat its look names (and a white apron over a baker's top). */
export function dressedPerson(base: PersonLook, look: string | undefined, feeling: Feeling, pose?: string): Figure {
  const figure = person(base, feeling, pose);
  const [kind, colour] = headwearOf(look);
  const h = base.adult ? 170 : 118;
  const r = base.adult ? 15 : 17;
  let extra = '';
  if (/apron/.test(look ?? '')) {
    const neck = -h + 2 * r;
    extra += `<path d="M-11 ${f(neck + 10)} H11 L15 ${f(-h * 0.36)} H-15 Z" fill="#ffffff" opacity="0.95"/><circle cx="-4" cy="${f(neck + 30)}" r="2" fill="#e8dcc8"/><circle cx="6" cy="${f(neck + 44)}" r="2.5" fill="#e8dcc8"/>`;
  }
  const [markup, top] = hat(kind, colour, -h + r, r);
  return { ...figure, svg: figure.svg + extra + markup, h: Math.max(figure.h, kind === 'none' ? 0 : -top + 1) };
}

/** A kind's drawing: a person whose top takes the look's first colour word and who wears the hat it names. */
export const dressed =
  (base: PersonLook) =>
  (thing: { look?: string; pose?: string }, feeling: Feeling): Figure =>
    dressedPerson({ ...base, top: firstColour(thing.look, base.top) }, thing.look, feeling, thing.pose);

/** Where beast() put the head: its `hand` anchor is just under the chin. */
const headOf = (figure: Figure, neck: number): [number, number, number] => {
  const r = neck > 30 ? 16 : 19;
  return [figure.hand![0], figure.hand![1] - r, r];
};

/** A reindeer: antlers (small on a young one, who is drawn smaller anyway) and a pale fluffy neck. */
export function reindeer(look: BeastLook, feeling: Feeling, pose: string | undefined, small: boolean): Figure {
  const figure = beast(look, feeling, pose);
  const [hx, hy, r] = headOf(figure, look.neck);
  const reach = small ? 22 : 40;
  let antlers = '';
  for (const side of [-1, 1]) {
    const bx = hx + side * r * 0.45;
    const by = hy - r * 0.85;
    const tx = bx + side * reach * 0.45;
    const ty = by - reach;
    antlers += `<path d="M${f(bx)} ${f(by)} Q${f(bx + side * 4)} ${f(by - reach * 0.6)} ${f(tx)} ${f(ty)} M${f(bx + side * reach * 0.12)} ${f(by - reach * 0.45)} l${f(side * reach * 0.32)} ${f(-reach * 0.12)} M${f(bx + side * reach * 0.3)} ${f(by - reach * 0.8)} l${f(-side * reach * 0.12)} ${f(-reach * 0.3)}" stroke="#8a6a4a" stroke-width="${small ? 4 : 5}" fill="none" stroke-linecap="round"/>`;
  }
  const top = hy - r * 0.85 - reach - 2;
  return { ...figure, svg: antlers + figure.svg, h: Math.max(figure.h, -top) };
}

/** A mountain hare: two long upright ears with black tips. */
export function hare(look: BeastLook, feeling: Feeling, pose?: string): Figure {
  const figure = beast({ ...look, ears: 'round' }, feeling, pose);
  const [hx, hy, r] = headOf(figure, look.neck);
  let ears = '';
  for (const side of [-1, 1]) {
    const cx = hx + side * r * 0.42;
    const cy = hy - r * 1.55;
    const turn = `transform="rotate(${side * 12} ${f(cx)} ${f(hy - r * 0.7)})"`;
    ears += `<g ${turn}><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.3)}" ry="${f(r * 0.95)}" fill="${look.fur}" stroke="#d8d2c4" stroke-width="1"/><ellipse cx="${f(cx)}" cy="${f(cy + r * 0.1)}" rx="${f(r * 0.14)}" ry="${f(r * 0.65)}" fill="#f2b8b0"/><path d="M${f(cx - r * 0.27)} ${f(cy - r * 0.6)} Q${f(cx)} ${f(cy - r * 1.2)} ${f(cx + r * 0.27)} ${f(cy - r * 0.6)} Z" fill="#2b2118"/></g>`;
  }
  const top = hy - r * 2.55;
  return { ...figure, svg: ears + figure.svg, h: Math.max(figure.h, -top) };
}

/** A sled dog: a red harness round its chest. */
export function harnessed(look: BeastLook, feeling: Feeling, pose?: string): Figure {
  const figure = beast(look, feeling, pose);
  const bodyY = -(pose === 'lying' ? 4 : look.legs) - 20;
  const harness = `<path d="M18 ${f(bodyY - 20)} Q24 ${f(bodyY)} 18 ${f(bodyY + 20)} M-30 ${f(bodyY - 14)} L18 ${f(bodyY - 16)}" stroke="#d9453b" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return { ...figure, svg: figure.svg + harness };
}

/** A hedgehog: brown prickles over its back, its pointed face and little feet left free. */
export function prickly(look: BeastLook, feeling: Feeling, pose?: string): Figure {
  const figure = beast(look, feeling, pose);
  const bodyY = -(pose === 'lying' ? 4 : look.legs) - 20;
  let d = `M-48 ${f(bodyY + 6)}`;
  for (let k = 0; k <= 12; k++) {
    const a = Math.PI * (1 - k / 12);
    const r = k % 2 ? 36 : 27;
    d += ` L${f(-4 + Math.cos(a) * r * 1.45)} ${f(bodyY + 2 - Math.sin(a) * r)}`;
  }
  d += ` L30 ${f(bodyY + 6)} Z`;
  const spines = `<path d="${d}" fill="#6b4a2f" stroke="#4a3220" stroke-width="2" stroke-linejoin="round"/>`;
  // the prickles go over the back, under the head (drawn again on top so the face stays clear)
  const [hx, hy, r] = headOf(figure, look.neck);
  const head = `<circle cx="${f(hx)}" cy="${f(hy)}" r="${r}" fill="${look.fur}"/>`;
  return {
    ...figure,
    svg: figure.svg + spines + head + faceOf(hx, hy, r, feeling, look.ink),
    h: Math.max(figure.h, -(bodyY - 40)),
  };
}

/** A red squirrel: its big fluffy tail curls up behind its back, and its ears have tufts. */
export function squirrel(look: BeastLook, feeling: Feeling, pose?: string): Figure {
  const figure = beast({ ...look, tail: 'short' }, feeling, pose);
  const bodyY = -(pose === 'lying' ? 4 : look.legs) - 20;
  const tail = `<path d="M-36 ${f(bodyY + 4)} C -90 ${f(bodyY - 10)} -80 ${f(bodyY - 90)} -40 ${f(bodyY - 84)} C -14 ${f(bodyY - 80)} -20 ${f(bodyY - 50)} -40 ${f(bodyY - 52)} C -50 ${f(bodyY - 40)} -40 ${f(bodyY - 20)} -30 ${f(bodyY - 10)} Z" fill="${look.fur}" stroke="#a8501e" stroke-width="2"/>`;
  const [hx, hy, r] = headOf(figure, look.neck);
  let tufts = '';
  for (const side of [-1, 1]) {
    const ex = hx + side * r * 0.62;
    tufts += `<path d="M${f(ex)} ${f(hy - r * 1.3)} l ${side * 3} -9 M${f(ex)} ${f(hy - r * 1.3)} l ${-side * 2} -8" stroke="${look.fur}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return {
    ...figure,
    svg: tail + figure.svg + tufts,
    h: Math.max(figure.h, -(bodyY - 90)),
    w: Math.max(figure.w, 180),
  };
}
