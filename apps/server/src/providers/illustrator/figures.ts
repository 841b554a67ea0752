/**
 * Draws one cast member as SVG at a place in the picture: a whole emoji, or a face or a head with our
 * own body under it (body, legs, arms in its colours), or one of our own drawings. Whatever stands
 * stands with its feet on the ground line and a soft shadow; what flies or swims is centred instead.
 */
import type { Body, Cast } from './cast.js';
import { glyph, type Glyph } from './glyphs.js';
import { ownDrawing, type Shape } from './drawings.js';

/** Something drawn in its own units, with the box it fills there. */
export type { Shape } from './drawings.js';

const n = (v: number) => v.toFixed(1);

/** A glyph scaled so its visible box is `width` wide, its visible top-centre at (cx, top). */
function glyphAt(g: Glyph, cx: number, top: number, width: number): { svg: string; height: number } {
  const s = width / g.box.w;
  const x = cx - (g.box.x + g.box.w / 2) * s;
  const y = top - g.box.y * s;
  return {
    svg: `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(4)})">${g.inner}</g>`,
    height: g.box.h * s,
  };
}

function tail(body: Body, top: number): string {
  const fur = body.fur;
  const line = body.line ? ` stroke="${body.line}" stroke-width="1"` : '';
  if (body.tail === 'fox')
    return `<path d="M12 ${top + 26} C 30 ${top + 24} 36 ${top + 8} 30 ${top - 2} C 27 ${top + 10} 20 ${top + 16} 10 ${top + 18} Z" fill="${fur}"${line}/><path d="M30 ${top - 2} C 33 ${top + 2} 34 ${top + 6} 32 ${top + 9} C 29 ${top + 5} 28 ${top + 2} 30 ${top - 2} Z" fill="#ffffff"/>`;
  if (body.tail === 'lion')
    return `<path d="M12 ${top + 26} Q 28 ${top + 26} 27 ${top + 10}" stroke="${fur}" stroke-width="3" fill="none"/><circle cx="27" cy="${top + 8}" r="4" fill="${body.limbs}"/>`;
  if (body.tail === 'short') return `<circle cx="15" cy="${top + 28}" r="4.5" fill="${body.limbs}"/>`;
  return '';
}

/** A face-only animal: its face over a body of our own in the animal's colours. */
function animal(g: Glyph, body: Body): Shape {
  const head = glyphAt(g, 0, 0, 37);
  const h = head.height;
  const line = body.line ? ` stroke="${body.line}" stroke-width="1.2"` : '';
  const limb = (cx: number, cy: number, rx: number, ry: number, rot = 0) =>
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${n(cx)} ${n(cy)})" fill="${body.limbs}"/>`;
  let svg: string;
  let bottom: number;
  if (body.shape === 'frog') {
    // sitting: a round body under the face, back legs folded out to the sides, front feet together
    const t = h - 6;
    svg =
      limb(-17, t + 22, 11, 7, 25) +
      limb(17, t + 22, 11, 7, -25) +
      `<ellipse cx="0" cy="${n(t + 14)}" rx="17" ry="15" fill="${body.fur}"/><ellipse cx="0" cy="${n(t + 17)}" rx="11" ry="10" fill="${body.tummy}"/>` +
      limb(-24, t + 29, 8, 3.2) +
      limb(24, t + 29, 8, 3.2) +
      limb(-7, t + 26, 3.6, 6, 12) +
      limb(7, t + 26, 3.6, 6, -12) +
      limb(-8, t + 31, 5, 2.6) +
      limb(8, t + 31, 5, 2.6);
    bottom = t + 33.5;
  } else {
    const t = h - 8;
    svg =
      tail(body, t) +
      limb(-10, t + 36, 7.5, 6.5) +
      limb(10, t + 36, 7.5, 6.5) +
      `<ellipse cx="0" cy="${n(t + 20)}" rx="19" ry="21" fill="${body.fur}"${line}/>` +
      `<ellipse cx="0" cy="${n(t + 23)}" rx="12" ry="13.5" fill="${body.tummy}"/>` +
      (body.limbs === '#292f33'
        ? `<path d="M-16 ${n(t + 9)} Q0 ${n(t + 1)} 16 ${n(t + 9)} L14 ${n(t + 15)} Q0 ${n(t + 9)} -14 ${n(t + 15)} Z" fill="${body.limbs}"/>`
        : '') +
      limb(-18, t + 17, 6, 12, 22) +
      limb(18, t + 17, 6, 12, -22);
    bottom = t + 42.5;
  }
  return { svg: svg + head.svg, box: { x: -24, y: 0, w: 48, h: bottom } };
}

/** A person's head (👧) on a body of our own: clothes, arms, legs, shoes. */
function person(g: Glyph, build: Extract<Cast['build'], { kind: 'head' }>): Shape {
  const head = glyphAt(g, 0, 0, 34);
  const t = head.height - 3;
  const skin = build.skin;
  const shoes = '#4a3a2a';
  const wide = build.dress ? 17 : 12;
  let svg =
    `<ellipse cx="-13" cy="${n(t + 10)}" rx="4" ry="10" transform="rotate(18 -13 ${n(t + 10)})" fill="${build.top}"/>` +
    `<ellipse cx="13" cy="${n(t + 10)}" rx="4" ry="10" transform="rotate(-18 13 ${n(t + 10)})" fill="${build.top}"/>` +
    `<circle cx="-16" cy="${n(t + 19)}" r="3.3" fill="${skin}"/><circle cx="16" cy="${n(t + 19)}" r="3.3" fill="${skin}"/>`;
  if (build.dress)
    svg += `<rect x="-7.5" y="${n(t + 20)}" width="5" height="14" fill="${skin}"/><rect x="2.5" y="${n(t + 20)}" width="5" height="14" fill="${skin}"/>`;
  else
    svg += `<rect x="-9.5" y="${n(t + 16)}" width="8.5" height="18" rx="2" fill="${build.bottom}"/><rect x="1" y="${n(t + 16)}" width="8.5" height="18" rx="2" fill="${build.bottom}"/>`;
  svg += `<path d="M-10 ${n(t)} L10 ${n(t)} L${wide} ${n(t + 23)} L-${wide} ${n(t + 23)} Z" fill="${build.top}" stroke="${build.top}" stroke-width="3" stroke-linejoin="round"/>`;
  svg += `<ellipse cx="-5.5" cy="${n(t + 35)}" rx="5.5" ry="2.8" fill="${shoes}"/><ellipse cx="5.5" cy="${n(t + 35)}" rx="5.5" ry="2.8" fill="${shoes}"/>`;
  return { svg: svg + head.svg, box: { x: -20, y: 0, w: 40, h: t + 38 } };
}

/** A bust (🧑‍🌾): the emoji's head and shoulders, our own waist, legs and shoes under it. */
function bust(g: Glyph): Shape {
  const top = glyphAt(g, 0, 0, 44);
  const b = top.height - 1;
  const shirt = g.bottomColour;
  const svg =
    `<rect x="-13" y="${n(b - 4)}" width="26" height="14" rx="4" fill="${shirt}"/>` +
    `<rect x="-11" y="${n(b + 7)}" width="9.5" height="17" rx="2" fill="#3b5a73"/><rect x="1.5" y="${n(b + 7)}" width="9.5" height="17" rx="2" fill="#3b5a73"/>` +
    `<ellipse cx="-6.5" cy="${n(b + 25)}" rx="6" ry="3" fill="#4a3a2a"/><ellipse cx="6.5" cy="${n(b + 25)}" rx="6" ry="3" fill="#4a3a2a"/>`;
  return { svg: svg + top.svg, box: { x: -22, y: 0, w: 44, h: b + 28 } };
}

/** The cast member drawn in its own units, or null when there is no picture for it. */
export function shapeOf(cast: Cast): Shape | null {
  if (cast.build.kind === 'own') return ownDrawing(cast.build.name);
  const g = glyph(cast.drawn);
  if (!g) return null;
  if (cast.build.kind === 'animal') return animal(g, cast.build.body);
  if (cast.build.kind === 'head') return person(g, cast.build);
  if (cast.build.kind === 'bust') return bust(g);
  return { svg: g.inner, box: g.box };
}

export const SHADOW_DEF =
  '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.6" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

export interface Spot {
  /** the centre of the feet (standing) or of the figure (flying, swimming) */
  x: number;
  y: number;
  /** height in pixels (the larger side, for wide things) */
  size: number;
  /** faces the other way */
  flip?: boolean;
  /** stands on the ground (its feet at y) */
  standing: boolean;
  /** a soft shadow under the feet (standing things have one unless told otherwise) */
  shadow?: boolean;
}

/** A shape placed at a spot; returns the SVG and the box it covers in the picture. */
export function place(shape: Shape, spot: Spot): { svg: string; left: number; top: number; w: number; h: number } {
  const { box } = shape;
  const s = spot.size / Math.max(box.h, box.w * 0.8);
  const w = box.w * s;
  const h = box.h * s;
  const left = spot.x - w / 2;
  const top = spot.standing ? spot.y - h : spot.y - h / 2;
  const flip = spot.flip ? ` translate(${n(w)} 0) scale(-1 1)` : '';
  let svg = '';
  if (spot.standing && spot.shadow !== false)
    svg += `<ellipse cx="${n(spot.x)}" cy="${n(spot.y)}" rx="${n(w * 0.55)}" ry="${n(Math.max(6, w * 0.1))}" fill="url(#shadow)"/>`;
  svg += `<g transform="translate(${n(left)} ${n(top)})${flip} scale(${s.toFixed(4)}) translate(${n(-box.x)} ${n(-box.y)})">${shape.svg}</g>`;
  return { svg, left, top, w, h };
}
