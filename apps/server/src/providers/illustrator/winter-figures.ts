/**
 * Our own figures for the winter items (01–03), each with a face per feeling: an elephant whose trunk
 * holds things, a panda, a penguin (a grey fluffy chick or a sleek grown-up), a seal lying on the ice, a
 * snowy owl with big yellow eyes, a blue tit. Same units as creatures.ts: centred on x = 0, standing on
 * y = 0, facing right.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { face } from './faces.js';

/** A giant panda sitting up, face to us: black ears, eye patches, arms and legs; `lying` curls it into a ball. */
export function panda(feeling: Feeling, pose?: string): Figure {
  const black = '#2e2a2a';
  const white = '#fbfaf6';
  if (pose === 'lying') {
    let svg = `<ellipse cx="0" cy="-34" rx="58" ry="34" fill="${white}" stroke="#d8d4ca" stroke-width="2"/>`;
    svg += `<ellipse cx="-30" cy="-14" rx="22" ry="13" fill="${black}"/><ellipse cx="22" cy="-12" rx="24" ry="12" fill="${black}"/>`;
    svg += `<circle cx="30" cy="-46" r="10" fill="${black}"/><circle cx="52" cy="-44" r="10" fill="${black}"/>`;
    svg += `<circle cx="40" cy="-32" r="22" fill="${white}"/>`;
    svg += `<ellipse cx="32" cy="-34" rx="6" ry="8" fill="${black}" transform="rotate(20 32 -34)"/><ellipse cx="48" cy="-34" rx="6" ry="8" fill="${black}" transform="rotate(-20 48 -34)"/>`;
    svg += face(40, -30, 22, feeling, black);
    return { svg, w: 130, h: 70, back: [0, -66] };
  }
  let svg = `<ellipse cx="0" cy="-48" rx="40" ry="44" fill="${white}" stroke="#d8d4ca" stroke-width="2"/>`;
  svg += `<ellipse cx="-24" cy="-10" rx="18" ry="12" fill="${black}"/><ellipse cx="24" cy="-10" rx="18" ry="12" fill="${black}"/>`;
  svg += `<path d="M-34 -66 Q -48 -44 -30 -34" stroke="${black}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  svg += `<path d="M34 -66 Q 50 -56 44 -40" stroke="${black}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="-24" cy="-126" r="11" fill="${black}"/><circle cx="24" cy="-126" r="11" fill="${black}"/>`;
  svg += `<circle cx="0" cy="-104" r="30" fill="${white}" stroke="#d8d4ca" stroke-width="2"/>`;
  // eye patches with light eyes on them, so every feeling still reads
  svg += `<ellipse cx="-12" cy="-106" rx="8" ry="11" fill="${black}" transform="rotate(25 -12 -106)"/><ellipse cx="12" cy="-106" rx="8" ry="11" fill="${black}" transform="rotate(-25 12 -106)"/>`;
  svg += `<circle cx="-11" cy="-107" r="5.5" fill="${white}"/><circle cx="11" cy="-107" r="5.5" fill="${white}"/>`;
  svg += `<ellipse cx="0" cy="-96" rx="5" ry="3.5" fill="${black}"/>`;
  svg += face(0, -104, 30, feeling);
  return { svg, w: 110, h: 138, hand: [46, -44], back: [0, -96] };
}

/** A penguin standing, face to us: a grown-up in sleek black and white, or a chick in grey fluff. */
export function penguin(feeling: Feeling, fluffy: boolean): Figure {
  const coat = fluffy ? '#9a9ca3' : '#2b2f3a';
  let svg = `<ellipse cx="-12" cy="-3" rx="11" ry="4" fill="#f08c2a"/><ellipse cx="12" cy="-3" rx="11" ry="4" fill="#f08c2a"/>`;
  svg += `<ellipse cx="0" cy="-50" rx="34" ry="48" fill="${coat}"${fluffy ? ' stroke="#b8bac0" stroke-width="5" stroke-dasharray="3 5"' : ''}/>`;
  svg += `<ellipse cx="0" cy="-42" rx="22" ry="36" fill="${fluffy ? '#c9cbd0' : '#fbfaf6'}"/>`;
  if (!fluffy) svg += `<path d="M-14 -80 q 14 8 28 0" stroke="#f4c430" stroke-width="5" fill="none" opacity="0.8"/>`;
  svg += `<path d="M-32 -64 Q -48 -40 -40 -22" stroke="${coat}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M32 -64 Q 48 -40 40 -22" stroke="${coat}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="0" cy="-102" r="24" fill="${coat}"/><ellipse cx="0" cy="-98" rx="17" ry="15" fill="${fluffy ? '#d9dbe0' : '#fbfaf6'}"/>`;
  svg += face(0, -100, 22, feeling);
  svg += `<path d="M-5 -98 L0 -90 L5 -98 Z" fill="#f08c2a"/>`;
  return { svg, w: 100, h: 128, hand: [40, -24], back: [0, -100] };
}

/** A seal lying on its tummy on the ice, its head up and its face to us. */
export function seal(feeling: Feeling, fur: string): Figure {
  const dark = fur === '#f7f5f0' ? '#d9dde3' : '#6e7683';
  let svg = `<path d="M-64 -14 L-84 -30 L-80 -4 Z" fill="${dark}"/>`;
  svg += `<ellipse cx="-10" cy="-22" rx="60" ry="22" fill="${fur}" stroke="${dark}" stroke-width="2"/>`;
  svg += `<ellipse cx="12" cy="-6" rx="16" ry="6" fill="${dark}" transform="rotate(-20 12 -6)"/>`;
  svg += `<circle cx="46" cy="-44" r="24" fill="${fur}" stroke="${dark}" stroke-width="2"/>`;
  svg += face(46, -46, 24, feeling);
  // a seal's black nose, between the eyes and the mouth
  svg += `<ellipse cx="46" cy="-40" rx="4" ry="3" fill="#1f1f1f"/>`;
  svg += `<path d="M30 -34 h-14 M30 -30 l-14 4 M62 -34 h14 M62 -30 l14 4" stroke="#6b6b6b" stroke-width="1.5"/>`;
  return { svg, w: 170, h: 70, back: [-10, -40] };
}

/** A snowy owl sitting, face to us: white speckled feathers, round yellow eyes, fluffy feet. */
export function owl(feeling: Feeling): Figure {
  let svg = `<ellipse cx="0" cy="-46" rx="32" ry="44" fill="#fbfaf6" stroke="#dcd8ce" stroke-width="2"/>`;
  for (const [x, y] of [
    [-14, -40],
    [8, -30],
    [-4, -56],
    [16, -52],
    [-18, -22],
    [10, -14],
  ] as const)
    svg += `<path d="M${x - 4} ${y} q 4 4 8 0" stroke="#3a3330" stroke-width="2" fill="none"/>`;
  svg += `<ellipse cx="-12" cy="-4" rx="9" ry="5" fill="#fbfaf6" stroke="#dcd8ce"/><ellipse cx="12" cy="-4" rx="9" ry="5" fill="#fbfaf6" stroke="#dcd8ce"/>`;
  svg += `<circle cx="0" cy="-96" r="28" fill="#fbfaf6" stroke="#dcd8ce" stroke-width="2"/>`;
  if (feeling !== 'sleepy' && feeling !== 'happy')
    svg += `<circle cx="-10" cy="-98" r="8" fill="#f4c430"/><circle cx="10" cy="-98" r="8" fill="#f4c430"/>`;
  svg += face(0, -96, 28, feeling);
  svg += `<path d="M-4 -90 L0 -82 L4 -90 Z" fill="#3a3330"/>`;
  return { svg, w: 80, h: 126, back: [0, -124] };
}

/** A blue tit: a round little bird, blue cap and wings, yellow tummy, with a face per feeling. */
export function blueTit(feeling: Feeling): Figure {
  let svg = `<path d="M-22 -22 L-38 -30 L-34 -16 Z" fill="#3b6fb8"/>`;
  svg += `<ellipse cx="0" cy="-20" rx="22" ry="18" fill="#f4d03f"/><path d="M-20 -26 Q -6 -10 14 -22 Q 0 -34 -20 -26 Z" fill="#3b7dd8"/>`;
  svg += `<circle cx="10" cy="-42" r="14" fill="#ffffff"/><path d="M-3 -46 Q 10 -60 23 -46 Z" fill="#3b7dd8"/>`;
  svg += face(10, -40, 13, feeling);
  svg += `<path d="M22 -40 L30 -38 L22 -35 Z" fill="#3a3330"/><path d="M-4 -2 v-4 M6 -2 v-4" stroke="#7a7a7a" stroke-width="2.5"/>`;
  return { svg, w: 76, h: 58 };
}

/** A grey whale's back and head above the water, white speckles, face to us; `spout` blows a fountain of
 * mist from the hole on top of its head, `tailUp` lifts its tail. The figure's box is the body's, so the
 * whale keeps its size when it spouts. */
export function whale(feeling: Feeling, spout: boolean, tailUp: boolean): Figure {
  // the body is drawn 3/4 as long as it is in these units: a whale shape a picture can hold
  let svg = '<g transform="scale(0.75 1)">';
  if (tailUp)
    svg += `<path d="M-130 -20 Q -150 -80 -160 -120 Q -190 -150 -210 -140 Q -180 -130 -168 -112 Q -150 -140 -120 -150 Q -130 -130 -150 -112 Q -140 -70 -110 -24 Z" fill="#7d8794"/>`;
  svg += `<path d="M-160 0 Q -120 -58 0 -68 Q 110 -72 156 -18 L156 0 Z" fill="#8a939e"/>`;
  for (const [x, y, r] of [
    [-90, -30, 5],
    [-40, -48, 6],
    [10, -54, 4],
    [40, -30, 5],
    [-120, -14, 4],
    [-10, -22, 4],
  ] as const)
    svg += `<circle cx="${x}" cy="${y}" r="${r}" fill="#eef0f2"/>`;
  svg += '</g>' + face(78, -34, 26, feeling);
  if (spout)
    svg += `<path d="M52 -70 Q 44 -130 28 -170 M54 -70 Q 58 -140 52 -186 M56 -70 Q 70 -130 82 -168" stroke="#e6f6ff" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="26" cy="-176" r="8" fill="#e6f6ff"/><circle cx="84" cy="-174" r="8" fill="#e6f6ff"/>`;
  // the lifted tail reaches out behind: the box holds it, so a whale at the edge keeps its tail in the picture
  return { svg, w: tailUp ? 320 : 240, h: 72 };
}

/** A figure turned nose-down (a fox diving into the snow), still standing on y = 0 in its new box. */
export function diving(figure: Figure, degrees = 55): Figure {
  const a = (degrees * Math.PI) / 180;
  const w = figure.w * Math.cos(a) + figure.h * Math.sin(a);
  const h = figure.w * Math.sin(a) + figure.h * Math.cos(a);
  const svg = `<g transform="translate(0 ${((figure.h - h) / 2).toFixed(1)}) rotate(${degrees} 0 ${(-figure.h / 2).toFixed(1)})">${figure.svg}</g>`;
  return { svg, w, h };
}

/** A fox gone nose-first into deep snow: only her bushy tail sticks out of the hole. */
export function tailInSnow(fur: string): Figure {
  let svg = `<path d="M-6 -40 C -20 -80 -10 -120 18 -136 C 30 -110 26 -70 10 -40 Z" fill="${fur}"/><path d="M18 -136 C 8 -128 2 -118 4 -108 C 14 -112 20 -122 18 -136 Z" fill="#ffffff"/>`;
  svg += `<path d="M-90 0 Q -70 -50 0 -52 Q 70 -50 90 0 Z" fill="#fbfdff" stroke="#c9d8e8" stroke-width="3"/><ellipse cx="2" cy="-44" rx="14" ry="5" fill="#c9d8e8"/>`;
  return { svg, w: 180, h: 136 };
}

/** A snowdrop: a green stem arching over, its white head hanging like a little bell, with a face; `shoots`
 * shows only her hard green leaf tips pushing up (the box stays the grown flower's, so she keeps her size). */
export function snowdrop(feeling: Feeling, shoots: boolean): Figure {
  if (shoots) {
    const svg = `<path d="M-8 0 Q -12 -24 -4 -40 Q 0 -22 -2 0 Z M6 0 Q 10 -20 16 -34 Q 12 -16 10 0 Z" fill="#4f9a4a"/><ellipse cx="0" cy="-2" rx="34" ry="6" fill="#ffffff"/>`;
    return { svg, w: 80, h: 120 };
  }
  let svg = `<path d="M-4 0 Q -18 -40 -14 -70 Q -6 -40 2 0 Z M6 0 Q 22 -34 20 -60 Q 12 -34 10 0 Z" fill="#4f9a4a"/>`;
  svg += `<path d="M2 0 Q 0 -80 8 -104 Q 16 -116 28 -104" stroke="#5aa04a" stroke-width="4" fill="none"/>`;
  svg += `<path d="M16 -84 Q 10 -58 22 -48 Q 24 -64 20 -84 Z M36 -84 Q 42 -58 30 -48 Q 28 -64 32 -84 Z" fill="#ffffff" stroke="#d8dde2" stroke-width="1.5"/>`;
  svg += `<circle cx="26" cy="-84" r="16" fill="#ffffff" stroke="#d8dde2" stroke-width="1.5"/><path d="M20 -100 Q 26 -106 32 -100 Z" fill="#5aa04a"/>`;
  svg += face(26, -84, 15, feeling);
  return { svg, w: 80, h: 120 };
}

/** A rabbit sitting, its face to us: long ears (one may flop), a round body, a white puff of a tail;
 * `lying` tucks it low for sleep. */
export function bunny(feeling: Feeling, fur: string, floppy: boolean, lying: boolean): Figure {
  const body = lying ? 'cx="-6" cy="-22" rx="44" ry="22"' : 'cx="-8" cy="-34" rx="38" ry="32"';
  const hy = lying ? -40 : -72;
  let svg = `<circle cx="-44" cy="${lying ? -24 : -30}" r="10" fill="#ffffff"/><ellipse ${body} fill="${fur}"/>`;
  svg += `<ellipse cx="-4" cy="${lying ? -16 : -24}" rx="18" ry="${lying ? 8 : 14}" fill="#ffffff" opacity="0.6"/>`;
  svg += `<ellipse cx="14" cy="${hy - 36}" rx="8" ry="26" fill="${fur}"/><ellipse cx="14" cy="${hy - 36}" rx="4" ry="18" fill="#f2a9a0"/>`;
  svg += floppy
    ? `<ellipse cx="46" cy="${hy - 14}" rx="8" ry="24" fill="${fur}" transform="rotate(62 46 ${hy - 14})"/>`
    : `<ellipse cx="34" cy="${hy - 36}" rx="8" ry="26" fill="${fur}"/><ellipse cx="34" cy="${hy - 36}" rx="4" ry="18" fill="#f2a9a0"/>`;
  svg += `<circle cx="24" cy="${hy}" r="22" fill="${fur}"/><ellipse cx="24" cy="${hy + 8}" rx="9" ry="6" fill="#ffffff" opacity="0.7"/>`;
  svg += face(24, hy, 21, feeling);
  svg += `<ellipse cx="24" cy="${hy + 4}" rx="3.5" ry="2.5" fill="#d46a7a"/>`;
  return { svg, w: 120, h: lying ? 100 : 136, hand: [40, hy + 16] };
}
