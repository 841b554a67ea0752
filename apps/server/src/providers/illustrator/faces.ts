/**
 * Our own small faces, one per feeling, drawn on the heads of our own figures (people, cats, sheep,
 * giraffes, frogs…): calm (soft eyes, a small mouth), happy (smiling eyes, a wide smile, rosy cheeks),
 * worried (raised inner brows, a wobbly mouth), sleepy (closed eyes, "z"), surprised (round eyes, an
 * "O" mouth). A face is never one fixed smile: "his tummy felt wobbly" gets the worried one.
 */
import type { Feeling } from '../news/tales/scenes/types.js';

const f = (v: number) => v.toFixed(1);

/** A face on a head centred at (cx, cy) of radius r; `ink` draws the features (dark on light fur). */
export function face(cx: number, cy: number, r: number, feeling: Feeling, ink = '#2b2118'): string {
  const ex = r * 0.36;
  const ey = cy - r * 0.08;
  const my = cy + r * 0.42;
  const w = r * 0.32;
  const line = (d: string, width = r * 0.09) =>
    `<path d="${d}" stroke="${ink}" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/>`;
  const dot = (x: number, rr = r * 0.11) => `<circle cx="${f(x)}" cy="${f(ey)}" r="${f(rr)}" fill="${ink}"/>`;
  const cheeks = `<circle cx="${f(cx - r * 0.55)}" cy="${f(cy + r * 0.22)}" r="${f(r * 0.15)}" fill="#f59aa0" opacity="0.6"/><circle cx="${f(cx + r * 0.55)}" cy="${f(cy + r * 0.22)}" r="${f(r * 0.15)}" fill="#f59aa0" opacity="0.6"/>`;
  let out = '';
  switch (feeling) {
    case 'happy':
      out += line(`M${f(cx - ex - r * 0.13)} ${f(ey + r * 0.04)} q ${f(r * 0.13)} ${f(-r * 0.2)} ${f(r * 0.26)} 0`);
      out += line(`M${f(cx + ex - r * 0.13)} ${f(ey + r * 0.04)} q ${f(r * 0.13)} ${f(-r * 0.2)} ${f(r * 0.26)} 0`);
      out += `<path d="M${f(cx - w)} ${f(my - r * 0.1)} Q ${f(cx)} ${f(my + r * 0.32)} ${f(cx + w)} ${f(my - r * 0.1)} Z" fill="${ink}"/>`;
      out += cheeks;
      break;
    case 'calm':
      out += dot(cx - ex) + dot(cx + ex);
      out += line(`M${f(cx - w * 0.6)} ${f(my)} q ${f(w * 0.6)} ${f(r * 0.1)} ${f(w * 1.2)} 0`);
      break;
    case 'worried':
      out += dot(cx - ex) + dot(cx + ex);
      // inner ends of the brows raised, the mouth a small wobble turned down
      out += line(
        `M${f(cx - ex - r * 0.18)} ${f(ey - r * 0.2)} L${f(cx - ex + r * 0.14)} ${f(ey - r * 0.34)}`,
        r * 0.07,
      );
      out += line(
        `M${f(cx + ex + r * 0.18)} ${f(ey - r * 0.2)} L${f(cx + ex - r * 0.14)} ${f(ey - r * 0.34)}`,
        r * 0.07,
      );
      out += line(
        `M${f(cx - w * 0.8)} ${f(my + r * 0.06)} q ${f(w * 0.4)} ${f(-r * 0.16)} ${f(w * 0.8)} 0 q ${f(w * 0.4)} ${f(r * 0.12)} ${f(w * 0.8)} 0`,
      );
      break;
    case 'sleepy':
      out += line(`M${f(cx - ex - r * 0.14)} ${f(ey)} q ${f(r * 0.14)} ${f(r * 0.14)} ${f(r * 0.28)} 0`);
      out += line(`M${f(cx + ex - r * 0.14)} ${f(ey)} q ${f(r * 0.14)} ${f(r * 0.14)} ${f(r * 0.28)} 0`);
      out += `<ellipse cx="${f(cx)}" cy="${f(my)}" rx="${f(r * 0.08)}" ry="${f(r * 0.06)}" fill="${ink}"/>`;
      out += `<text x="${f(cx + r * 0.9)}" y="${f(cy - r * 0.9)}" font-family="sans-serif" font-weight="bold" font-size="${f(r * 0.7)}" fill="#5b6fb8">z</text><text x="${f(cx + r * 1.35)}" y="${f(cy - r * 1.45)}" font-family="sans-serif" font-weight="bold" font-size="${f(r * 0.5)}" fill="#5b6fb8">z</text>`;
      break;
    case 'surprised':
      out += `<circle cx="${f(cx - ex)}" cy="${f(ey)}" r="${f(r * 0.17)}" fill="#ffffff" stroke="${ink}" stroke-width="${f(r * 0.05)}"/><circle cx="${f(cx + ex)}" cy="${f(ey)}" r="${f(r * 0.17)}" fill="#ffffff" stroke="${ink}" stroke-width="${f(r * 0.05)}"/>`;
      out += dot(cx - ex, r * 0.08) + dot(cx + ex, r * 0.08);
      out += line(
        `M${f(cx - ex - r * 0.15)} ${f(ey - r * 0.32)} q ${f(r * 0.15)} ${f(-r * 0.1)} ${f(r * 0.3)} 0`,
        r * 0.06,
      );
      out += line(
        `M${f(cx + ex - r * 0.15)} ${f(ey - r * 0.32)} q ${f(r * 0.15)} ${f(-r * 0.1)} ${f(r * 0.3)} 0`,
        r * 0.06,
      );
      out += `<ellipse cx="${f(cx)}" cy="${f(my + r * 0.02)}" rx="${f(r * 0.12)}" ry="${f(r * 0.16)}" fill="${ink}"/>`;
      break;
  }
  return `<g class="face-${feeling}">${out}</g>`;
}
