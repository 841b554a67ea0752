/**
 * The storytellers, drawn by us (not emoji), in a few poses: Pip (English), a small brown mouse girl
 * with round ears, a pink bow, a red scarf and a satchel of letters; Тиша (Russian), a small hedgehog
 * boy with a blue scarf and the same satchel. They face right (towards the hero) in their own units:
 * 80 wide, feet at y 100.
 */
import type { Locale } from '@tt/contract';
import type { SceneBeat } from '../types.js';
import type { Shape } from './figures.js';

export type Pose = 'wave' | 'talk' | 'point' | 'sleep';

/** 'hello' waves, 'night' sleeps, the rest tell, now and then pointing at the hero. */
export function poseFor(beat: SceneBeat | undefined, index: number): Pose {
  if (beat === 'hello') return 'wave';
  if (beat === 'night') return 'sleep';
  return index % 2 ? 'point' : 'talk';
}

interface Look {
  fur: string;
  limbs: string;
  scarf: string;
}

const PIP: Look = { fur: '#a0704c', limbs: '#8a5f43', scarf: '#d7263d' };
const TISHA: Look = { fur: '#d9b48a', limbs: '#8a6a4a', scarf: '#2f6fd6' };

const satchel = (x: number, y: number) =>
  `<path d="M${x - 16} ${y - 20} L${x + 2} ${y + 2}" stroke="#6b3f22" stroke-width="3"/>` +
  `<rect x="${x - 3}" y="${y - 4}" width="14" height="8" fill="#ffffff" stroke="#b8b8b8" stroke-width="0.6" transform="rotate(-8 ${x} ${y})"/>` +
  `<rect x="${x - 1}" y="${y - 6}" width="12" height="7" fill="#fff6de" stroke="#b8b8b8" stroke-width="0.6" transform="rotate(6 ${x} ${y})"/>` +
  `<circle cx="${x + 8}" cy="${y - 3}" r="1.4" fill="#d7263d"/>` +
  `<rect x="${x - 5}" y="${y}" width="19" height="14" rx="3" fill="#c98b4a" stroke="#8a5a2b" stroke-width="1"/>` +
  `<path d="M${x - 5} ${y + 1} h19 v5 q-9.5 4 -19 0 Z" fill="#b5773a"/><circle cx="${x + 4.5}" cy="${y + 6}" r="1.3" fill="#f2d06b"/>`;

/** The front arm by pose: raised and waving, pointing ahead, or bent forward while talking. */
function arm(pose: Pose, look: Look, sx: number, sy: number): string {
  const paw = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="3.6" fill="${look.limbs}"/>`;
  const limb = (x2: number, y2: number) =>
    `<path d="M${sx} ${sy} L${x2} ${y2}" stroke="${look.limbs}" stroke-width="6.5" stroke-linecap="round"/>`;
  if (pose === 'wave') {
    // the far arm waves beside the head, clear of the face; the near one rests
    const [bx, by] = [sx - 20, sy - 2];
    return (
      `<path d="M${bx} ${by} L${bx - 12} ${by - 24}" stroke="${look.limbs}" stroke-width="6.5" stroke-linecap="round"/>` +
      paw(bx - 13, by - 27) +
      `<path d="M${bx - 21} ${by - 36} q-4 5 -1 10 M${bx - 6} ${by - 39} q4 4 2 9" stroke="#ffffff" stroke-width="1.6" fill="none" opacity="0.9"/>` +
      limb(sx + 5, sy + 16) +
      paw(sx + 5, sy + 17)
    );
  }
  if (pose === 'point')
    return (
      limb(sx + 20, sy - 3) +
      paw(sx + 21, sy - 3) +
      `<path d="M${sx + 23} ${sy - 4} l6 -1" stroke="${look.limbs}" stroke-width="2.6" stroke-linecap="round"/>`
    );
  return limb(sx + 12, sy + 6) + paw(sx + 13, sy + 5);
}

const eye = (x: number, y: number, lashes: boolean) =>
  `<circle cx="${x}" cy="${y}" r="2.6" fill="#1d1d1d"/><circle cx="${x + 0.9}" cy="${y - 0.9}" r="0.9" fill="#ffffff"/>` +
  (lashes
    ? `<path d="M${x - 2} ${y - 3} l-1.4 -1.6 M${x} ${y - 3.4} l0 -2 M${x + 2} ${y - 3} l1.4 -1.6" stroke="#1d1d1d" stroke-width="0.8"/>`
    : '');

const mouth = (x: number, y: number, talking: boolean) =>
  talking
    ? `<ellipse cx="${x}" cy="${y}" rx="2.6" ry="2" fill="#8c2f39"/>`
    : `<path d="M${x - 3} ${y - 1} q3 3 6 0" stroke="#5a2a20" stroke-width="1.2" fill="none"/>`;

const scarf = (look: Look, x: number, y: number) =>
  `<path d="M${x - 4} ${y + 2} q-4 8 -2 15 l6 -1 q-1 -7 2 -13 Z" fill="${look.scarf}"/><ellipse cx="${x + 4}" cy="${y}" rx="14" ry="4.6" fill="${look.scarf}"/>` +
  `<path d="M${x - 9} ${y} h26" stroke="#ffffff" stroke-width="0.8" opacity="0.5"/>`;

function pipStanding(pose: Pose): string {
  const look = PIP;
  let svg = `<path d="M28 88 C 10 94 2 78 10 70 C 15 65 21 70 16 74" stroke="#d9a38c" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  svg += `<ellipse cx="33" cy="96" rx="7" ry="4" fill="${look.limbs}"/><ellipse cx="48" cy="96" rx="7" ry="4" fill="${look.limbs}"/>`;
  if (pose !== 'wave')
    svg += `<path d="M30 60 L22 76" stroke="${look.limbs}" stroke-width="6" stroke-linecap="round"/>`;
  svg += `<ellipse cx="40" cy="74" rx="17" ry="21" fill="${look.fur}"/><ellipse cx="43" cy="79" rx="10" ry="13" fill="#e9cba7"/>`;
  svg += satchel(50, 78);
  svg += scarf(look, 40, 56);
  // head: round ears (pink inside) with a bow, a snout to the right, whiskers
  svg += `<circle cx="27" cy="22" r="10.5" fill="${look.fur}"/><circle cx="27" cy="22" r="6.5" fill="#f4a6b8"/>`;
  svg += `<circle cx="54" cy="19" r="10.5" fill="${look.fur}"/><circle cx="54" cy="19" r="6.5" fill="#f4a6b8"/>`;
  svg += `<circle cx="42" cy="38" r="16" fill="${look.fur}"/><ellipse cx="53" cy="43" rx="9" ry="6.5" fill="#c99a72"/>`;
  svg += `<path d="M20 12 l-6 -4 l1 8 Z M20 12 l6 -5 l-1 8 Z" fill="#f06292"/><circle cx="20" cy="12" r="2" fill="#d81b60"/>`;
  svg += eye(38, 34, true) + eye(49, 33, true);
  svg += `<circle cx="61" cy="41" r="2.8" fill="#e06a8a"/>`;
  svg += `<path d="M58 45 l12 -2 M58 46.5 l12 2 M57 48 l10 5" stroke="#5a3a2a" stroke-width="0.7"/>`;
  svg += `<circle cx="34" cy="42" r="2.6" fill="#f4a6b8" opacity="0.7"/>`;
  svg += mouth(52, 49, pose === 'talk');
  return svg + arm(pose, look, 50, 62);
}

/** The prickles: a zigzag round the back and top of an ellipse. */
function prickles(cx: number, cy: number, rx: number, ry: number, from: number, to: number, colour: string): string {
  const points: string[] = [];
  const steps = 26;
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    const r = i % 2 ? 1.2 : 1;
    points.push(`${(cx + Math.cos(a) * rx * r).toFixed(1)},${(cy + Math.sin(a) * ry * r).toFixed(1)}`);
  }
  return `<polygon points="${cx},${cy} ${points.join(' ')}" fill="${colour}" stroke="#3e2a18" stroke-width="1" stroke-linejoin="round"/>`;
}

function tishaStanding(pose: Pose): string {
  const look = TISHA;
  let svg = prickles(38, 58, 25, 36, 95, 305, '#6b4a2f') + prickles(38, 58, 19, 29, 100, 300, '#8a6240');
  svg += `<ellipse cx="34" cy="96" rx="7" ry="4" fill="${look.limbs}"/><ellipse cx="49" cy="96" rx="7" ry="4" fill="${look.limbs}"/>`;
  if (pose !== 'wave')
    svg += `<path d="M31 62 L24 78" stroke="${look.limbs}" stroke-width="6" stroke-linecap="round"/>`;
  svg += `<ellipse cx="42" cy="75" rx="15" ry="20" fill="${look.fur}"/><ellipse cx="45" cy="79" rx="9" ry="12" fill="#f0d8b8"/>`;
  svg += satchel(51, 79);
  svg += scarf(look, 42, 57);
  // face: light, with a pointed snout to the right and a black nose
  svg += `<path d="M34 26 Q 48 22 56 34 L 70 42 Q 66 48 56 49 Q 44 56 34 48 Z" fill="#e9c89b"/>`;
  svg += `<circle cx="40" cy="26" r="4.2" fill="#c9a47a"/>`;
  svg += eye(45, 36, false) + eye(54, 35, false);
  svg += `<circle cx="70" cy="42" r="3.2" fill="#1d1d1d"/><circle cx="44" cy="44" r="2.6" fill="#f4a6b8" opacity="0.7"/>`;
  svg += mouth(58, 48, pose === 'talk');
  return svg + arm(pose, look, 50, 63);
}

const zzz = (x: number, y: number) =>
  [0, 1, 2]
    .map((i) => {
      const s = 4 + i * 2;
      const px = x + i * 9;
      const py = y - i * 10;
      return `<path d="M${px} ${py} h${s} l-${s} ${s} h${s}" stroke="#ffffff" stroke-width="1.8" fill="none" stroke-linejoin="round"/>`;
    })
    .join('');

/** Curled up asleep, eyes shut, scarf on: to lie in a bed. */
function sleeping(locale: Locale): string {
  const shut = (x: number, y: number) =>
    `<path d="M${x - 3} ${y} q3 2.4 6 0" stroke="#1d1d1d" stroke-width="1.3" fill="none"/>`;
  if (locale === 'ru') {
    let svg = prickles(50, 84, 30, 18, 170, 370, '#6b4a2f');
    svg += `<ellipse cx="48" cy="88" rx="24" ry="11" fill="${TISHA.fur}"/>`;
    svg += `<path d="M14 78 Q 24 70 34 78 L 40 86 Q 30 94 18 92 L 6 88 Z" fill="#e9c89b"/><circle cx="6" cy="88" r="2.8" fill="#1d1d1d"/>`;
    svg += shut(24, 80) + `<ellipse cx="38" cy="90" rx="10" ry="3.6" fill="${TISHA.scarf}"/>`;
    return svg + zzz(30, 60);
  }
  let svg = `<path d="M76 92 C 90 92 92 80 84 76" stroke="#d9a38c" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  svg += `<ellipse cx="52" cy="86" rx="26" ry="13" fill="${PIP.fur}"/>`;
  svg += `<circle cx="22" cy="70" r="9" fill="${PIP.fur}"/><circle cx="22" cy="70" r="5.5" fill="#f4a6b8"/>`;
  svg += `<circle cx="24" cy="84" r="13" fill="${PIP.fur}"/><ellipse cx="14" cy="89" rx="7" ry="5" fill="#c99a72"/><circle cx="8" cy="88" r="2.4" fill="#e06a8a"/>`;
  svg += shut(22, 82) + `<ellipse cx="38" cy="92" rx="10" ry="3.6" fill="${PIP.scarf}"/>`;
  return svg + zzz(34, 60);
}

/** A narrator in a pose, in its own units (facing right, feet at y 100). */
export function narratorShape(locale: Locale, pose: Pose): Shape {
  if (pose === 'sleep') return { svg: sleeping(locale), box: { x: 0, y: 44, w: 94, h: 56 } };
  const svg = locale === 'ru' ? tishaStanding(pose) : pipStanding(pose);
  return { svg, box: { x: 4, y: 6, w: 72, h: 94 } };
}
