/**
 * Our own drawings for the items of October and November: a little watering robot whose face shows
 * its feeling, a table for flowerpots, an open umbrella held over a head, an umbrella stand and a bus
 * stop to shelter in, a bird feeder, a bullfinch and a sparrow, a bare winter tree, a dinosaur skeleton, a polar
 * bear, a torch with its beam and a tall bookshelf. Same units as props.ts: centred on x = 0,
 * standing on y = 0.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { ownDrawing } from './drawings.js';
import { face } from './faces.js';

const f = (v: number) => v.toFixed(1);

/** A small round blue robot on wheels, a clear water tank on its back and a thin bendy spout. */
export function robot(feeling: Feeling, lightsOff: boolean): Figure {
  let svg = `<circle cx="-24" cy="-10" r="10" fill="#3a3330"/><circle cx="24" cy="-10" r="10" fill="#3a3330"/><circle cx="0" cy="-10" r="8" fill="#3a3330"/>`;
  svg += `<rect x="-30" y="-96" width="28" height="40" rx="6" fill="#bfe3f5" stroke="#8fb8d0" stroke-width="2" opacity="0.9"/><rect x="-28" y="-76" width="24" height="18" fill="#6fb8e8"/>`;
  svg += `<circle cx="0" cy="-52" r="38" fill="#3b7dd8"/><path d="M30 -60 q 26 -6 30 14 q 2 10 -6 16" stroke="#8a93a3" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="0" cy="-56" r="26" fill="#dfefff"/>`;
  svg += lightsOff ? face(0, -56, 26, 'sleepy', '#1f3a6a') : face(0, -56, 26, feeling, '#1f3a6a');
  if (!lightsOff) svg += `<circle cx="0" cy="-92" r="5" fill="#ffd84a"/>`;
  svg += `<path d="M0 -90 V -98" stroke="#8a93a3" stroke-width="3"/>`;
  return { svg, w: 130, h: 104 };
}

/** A long low table; what stands on it is spread along its top. */
export function table(): Figure {
  const svg = `<rect x="-150" y="-90" width="300" height="14" rx="3" fill="#a8704a"/><path d="M-136 -76 V0 M136 -76 V0" stroke="#7a4e32" stroke-width="10"/>`;
  return { svg, w: 300, h: 90, inside: { x: -140, y: -120, w: 280, h: 30 } };
}

/**
 * An open umbrella held over a head: its foot goes at the holder's shoulders, its shaft rises beside the
 * face (not across it) and the canopy spreads over the head.
 */
export function openUmbrella(colour: string): Figure {
  const svg = `<path d="M32 -56 V-4 q 0 8 -8 8" stroke="#4a4a4a" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-46 -60 Q-40 -116 20 -120 Q80 -116 86 -60 Q75 -68 64 -60 Q53 -68 42 -60 Q31 -68 20 -60 Q9 -68 -2 -60 Q-13 -68 -24 -60 Q-35 -68 -46 -60 Z" fill="${colour}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/><path d="M20 -120 V-128" stroke="#4a4a4a" stroke-width="3"/>`;
  return { svg, w: 134, h: 132 };
}

/** A stand full of bright folded umbrellas, free to borrow. */
export function umbrellaStand(): Figure {
  let svg = '';
  ['#d9453b', '#f4c430', '#3b7dd8', '#4f9a4a', '#ef8fb0'].forEach((c, i) => {
    const x = -40 + i * 20;
    svg += `<path d="M${x} -60 L${x - 8} -120 L${x + 8} -120 Z" fill="${c}"/><path d="M${x} -120 q 0 -10 8 -10" stroke="#4a4a4a" stroke-width="3" fill="none"/>`;
  });
  svg += `<rect x="-56" y="-70" width="112" height="70" rx="6" fill="#5a6a7a"/><rect x="-46" y="-60" width="92" height="14" rx="3" fill="#ffffff" opacity="0.8"/>`;
  return { svg, w: 112, h: 132 };
}

/** A bus stop: a little roof on two posts over a bench; people shelter in it. */
export function busStop(): Figure {
  const svg = `<path d="M-110 0 V-200 M110 0 V-200" stroke="#5a6a7a" stroke-width="8"/><path d="M-130 -200 H130 L118 -222 H-118 Z" fill="#3f8a5a"/><rect x="-100" y="-60" width="200" height="10" rx="3" fill="#a8704a"/><rect x="118" y="-250" width="40" height="40" rx="20" fill="#f4c430"/><path d="M138 -210 V-200" stroke="#5a6a7a" stroke-width="5"/>`;
  return { svg, w: 290, h: 250, inside: { x: -90, y: -40, w: 180, h: 40 } };
}

/** A little wooden bird feeder: a roof and a floor, no walls. */
export function birdFeeder(): Figure {
  const svg = `<path d="M0 -60 V-76" stroke="#6b4a2f" stroke-width="2"/><path d="M-36 -34 L0 -60 L36 -34 Z" fill="#8a5a3b"/><path d="M-26 -34 V-8 M26 -34 V-8" stroke="#a8704a" stroke-width="4"/><rect x="-32" y="-10" width="64" height="10" rx="2" fill="#a8704a"/><circle cx="-10" cy="-13" r="3" fill="#3a3330"/><circle cx="2" cy="-14" r="3" fill="#3a3330"/><circle cx="12" cy="-13" r="3" fill="#3a3330"/>`;
  return { svg, w: 72, h: 76 };
}

/** A small round bird with its face to the side: a bullfinch (red chest, black cap, grey back) or a brown sparrow. */
export function smallBird(asleep: boolean, kind: 'bullfinch' | 'sparrow'): Figure {
  const [chest, back, cap] =
    kind === 'bullfinch' ? ['#e0483c', '#8a93a3', '#2b2118'] : ['#d9c4a0', '#8a5a3b', '#6b4a32'];
  const svg =
    `<path d="M-24 -20 L-40 -14 L-24 -10 Z" fill="#3a3330"/><ellipse cx="-4" cy="-20" rx="22" ry="16" fill="${back}"/><ellipse cx="4" cy="-16" rx="16" ry="13" fill="${chest}"/>` +
    `<circle cx="12" cy="-34" r="11" fill="${kind === 'bullfinch' ? chest : back}"/><path d="M2 -40 Q12 -48 22 -38 L20 -34 Q12 -38 4 -34 Z" fill="${cap}"/><path d="M22 -34 L28 -31 L22 -28 Z" fill="#3a3330"/>` +
    (asleep
      ? `<path d="M12 -35 q 3 2 6 0" stroke="#2b2118" stroke-width="1.6" fill="none"/>`
      : `<circle cx="15" cy="-35" r="2" fill="#2b2118"/>`) +
    `<path d="M-6 -4 V0 M4 -4 V0" stroke="#3a3330" stroke-width="2"/>`;
  return { svg, w: 70, h: 46 };
}

/** A bare tree in winter, snow along its branches; its crown holds a feeder and birds. */
export function bareTree(snowy: boolean): Figure {
  let svg = `<path d="M-14 0 L-10 -170 L10 -170 L14 0 Z" fill="#6b4a32"/>`;
  const limbs = [
    'M0 -160 L-80 -260',
    'M0 -150 L86 -250',
    'M-40 -210 L-100 -230',
    'M40 -200 L96 -210',
    'M0 -170 L-10 -300',
    'M-6 -240 L40 -290',
  ];
  for (const d of limbs) svg += `<path d="${d}" stroke="#6b4a32" stroke-width="9" stroke-linecap="round"/>`;
  if (snowy)
    for (const d of limbs)
      svg += `<path d="${d}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" transform="translate(0 -5)"/>`;
  return { svg, w: 220, h: 304, crown: { x: -80, y: -280, w: 160, h: 110 } };
}

/** A dinosaur skeleton on its stand, as the crowd pictures draw it, standing on y = 0. */
export function dinoSkeleton(): Figure {
  const shape = ownDrawing('skeleton')!;
  const { x, y, w, h } = shape.box;
  return { svg: `<g transform="translate(${f(-x - w / 2)} ${f(-y - h)})">${shape.svg}</g>`, w, h };
}

/** A torch shining a soft cone of light. */
export function torch(): Figure {
  const svg = `<path d="M10 -14 L90 -44 L90 16 Z" fill="#fff3b8" opacity="0.55"/><rect x="-20" y="-20" width="32" height="14" rx="4" fill="#f4c430"/><rect x="8" y="-23" width="8" height="20" rx="2" fill="#c9a22a"/>`;
  return { svg, w: 110, h: 62 };
}

/** A tall bookshelf full of coloured books. */
export function bookshelf(): Figure {
  let svg = `<rect x="-70" y="-260" width="140" height="260" fill="#8a5a3b"/>`;
  const colours = ['#d9453b', '#3b7dd8', '#f4c430', '#4f9a4a', '#8e5cc8', '#f08c2a'];
  for (let row = 0; row < 5; row++) {
    const y = -250 + row * 50;
    svg += `<rect x="-62" y="${y + 44}" width="124" height="6" fill="#6b4226"/>`;
    for (let k = 0; k < 8; k++)
      svg += `<rect x="${-58 + k * 15}" y="${y + 8 + ((k + row) % 3) * 3}" width="12" height="${36 - ((k + row) % 3) * 3}" fill="${colours[(k + row) % colours.length]}"/>`;
  }
  return { svg, w: 140, h: 260 };
}

/** A party balloon on a curly string, the colour its look says. */
export function partyBalloon(colour: string): Figure {
  const svg = `<path d="M0 -30 q -8 10 0 18 q 8 8 0 12" stroke="#8a8a8a" stroke-width="2" fill="none"/><ellipse cx="0" cy="-62" rx="24" ry="30" fill="${colour}"/><path d="M-4 -33 L4 -33 L0 -28 Z" fill="${colour}"/><ellipse cx="-8" cy="-72" rx="6" ry="9" fill="#ffffff" opacity="0.45"/>`;
  return { svg, w: 50, h: 92 };
}
