/** Indoors: a room, a hall or the narrator's burrow with a window onto the sky, and the burrow's bed and quilt. */
import { HEIGHT, moonPath, SKY, WIDTH, type Luminary, type TimeOfDay } from './backdrop.js';

const n = (v: number) => v.toFixed(0);

/** A room, a hall or the narrator's burrow: walls, a floor, a window onto the sky (its one sun or moon). */
export function interior(
  kind: 'room' | 'hall' | 'burrow',
  time: TimeOfDay,
  floor: number,
  window: [number, number],
  luminary: Luminary = time === 'night' ? 'moon' : 'sun',
): string {
  const [wx, wy] = window;
  const night = time === 'night' || time === 'evening';
  const [top, low] = SKY[time];
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient><radialGradient id="lamp"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient></defs>`;
  const stars =
    time === 'night'
      ? `<circle cx="${wx - 40}" cy="${wy + 20}" r="2.5" fill="#fffbe6"/><circle cx="${wx - 20}" cy="${wy - 46}" r="2" fill="#fffbe6"/><circle cx="${wx + 44}" cy="${wy + 36}" r="2" fill="#fffbe6"/>`
      : '';
  const light =
    luminary === 'moon'
      ? moonPath(wx + 18, wy - 14, 30)
      : luminary === 'sun'
        ? `<circle class="sun" cx="${wx + 20}" cy="${wy - 20}" r="26" fill="${night ? '#ff9a5c' : '#ffd84a'}"/>`
        : '';
  const glass = `<circle cx="${wx}" cy="${wy}" r="84" fill="url(#sky)"/>${stars}${light}`;
  if (kind === 'burrow') {
    out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#6e4a30"/>`;
    out += `<path d="M40 ${HEIGHT} V 300 Q 40 40 ${WIDTH / 2} 40 Q ${WIDTH - 40} 40 ${WIDTH - 40} 300 V ${HEIGHT} Z" fill="#c9976a"/>`;
    out += `<path d="M120 80 q 30 60 10 120 M${WIDTH - 160} 70 q -20 50 6 110" stroke="#8a5f3c" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    out +=
      glass +
      `<circle cx="${wx}" cy="${wy}" r="84" fill="none" stroke="#8a5f3c" stroke-width="14"/><path d="M${wx - 84} ${wy} H${wx + 84} M${wx} ${wy - 84} V${wy + 84}" stroke="#8a5f3c" stroke-width="7"/>`;
    out += `<rect x="0" y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#9a6a44"/><ellipse cx="${WIDTH / 2}" cy="${floor + 70}" rx="330" ry="46" fill="#d4574e" opacity="0.85"/><ellipse cx="${WIDTH / 2}" cy="${floor + 70}" rx="270" ry="34" fill="none" stroke="#f2c14e" stroke-width="6" stroke-dasharray="18 12"/>`;
  } else if (kind === 'hall') {
    // a museum or library hall: pale stone, columns, a tall arched window, a tiled floor
    out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e9e3d6"/>`;
    out += `<path d="M${wx - 90} ${floor - 20} V ${wy - 60} A 90 90 0 0 1 ${wx + 90} ${wy - 60} V ${floor - 20} Z" fill="url(#sky)" stroke="#ffffff" stroke-width="12"/>`;
    out += `<clipPath id="pane"><path d="M${wx - 90} ${floor - 20} V ${wy - 60} A 90 90 0 0 1 ${wx + 90} ${wy - 60} V ${floor - 20} Z"/></clipPath><g clip-path="url(#pane)">${glass.replace(/<circle cx="\d+" cy="\d+" r="84" fill="url\(#sky\)"\/>/, '')}</g>`;
    for (let x = 60; x < WIDTH; x += 230)
      if (Math.abs(x - wx) > 140)
        out += `<rect x="${x - 26}" y="40" width="52" height="${floor - 40}" fill="#d8cfbd"/><rect x="${x - 36}" y="30" width="72" height="18" fill="#cbbfa8"/><rect x="${x - 36}" y="${floor - 16}" width="72" height="16" fill="#cbbfa8"/>`;
    out += `<rect x="0" y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#cfc6b4"/>`;
    for (let x = -40, row = 0; x < WIDTH; x += 80, row++)
      out += `<path d="M${x} ${floor} L${x - 120} ${HEIGHT}" stroke="#bdb39f" stroke-width="3"/>`;
    out += `<path d="M0 ${floor + 60} H${WIDTH} M0 ${floor + 140} H${WIDTH}" stroke="#bdb39f" stroke-width="3"/>`;
  } else {
    out += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4e1c1"/>`;
    for (let x = 30; x < WIDTH; x += 64)
      out += `<rect x="${x}" y="0" width="18" height="${floor}" fill="#ecd3ab" opacity="0.7"/>`;
    out += `<rect x="${wx - 110}" y="${wy - 100}" width="220" height="200" rx="10" fill="#ffffff"/><rect x="${wx - 96}" y="${wy - 86}" width="192" height="172" fill="url(#sky)"/>`;
    out += `<clipPath id="pane"><rect x="${wx - 96}" y="${wy - 86}" width="192" height="172"/></clipPath><g clip-path="url(#pane)">${glass.replace(/<circle cx="\d+" cy="\d+" r="84" fill="url\(#sky\)"\/>/, '')}</g>`;
    out += `<path d="M${wx} ${wy - 86} V${wy + 86} M${wx - 96} ${wy} H${wx + 96}" stroke="#ffffff" stroke-width="8"/>`;
    out += `<rect x="0" y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#c8955f"/>`;
    for (let x = 0; x < WIDTH; x += 128)
      out += `<path d="M${x} ${floor} V${HEIGHT}" stroke="#b5824f" stroke-width="3"/>`;
    out += `<ellipse cx="${WIDTH / 2}" cy="${floor + 90}" rx="360" ry="52" fill="#5b8fd6" opacity="0.8"/>`;
  }
  if (night) out += `<circle cx="${WIDTH - 170}" cy="${floor - 150}" r="200" fill="url(#lamp)"/>`;
  return out;
}

/** A bed with a pillow, its mattress top at (x, y), `w` wide (the quilt comes after the sleeper). */
export function bed(x: number, y: number, w: number): string {
  const h = w * 0.32;
  return (
    `<rect x="${n(x - 12)}" y="${n(y - h * 0.9)}" width="22" height="${n(h * 1.9)}" rx="8" fill="#8a5a3b"/>` +
    `<rect x="${n(x + w - 10)}" y="${n(y - h * 0.4)}" width="22" height="${n(h * 1.4)}" rx="8" fill="#8a5a3b"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.7)}" rx="10" fill="#a8704a"/>` +
    `<ellipse cx="${n(x + w * 0.16)}" cy="${n(y - 6)}" rx="${n(w * 0.14)}" ry="${n(h * 0.22)}" fill="#ffffff"/>`
  );
}

/** The quilt goes over the sleeper, so it is drawn after it. */
export function quilt(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.32;
  let out = `<path d="M${n(x + w * 0.3)} ${n(y - h * 0.28)} Q ${n(x + w * 0.62)} ${n(y - h * 0.5)} ${n(x + w)} ${n(y - h * 0.2)} L ${n(x + w)} ${n(y + h * 0.5)} L ${n(x + w * 0.28)} ${n(y + h * 0.5)} Z" fill="${colour}"/>`;
  for (let i = 1; i < 4; i++)
    out += `<path d="M${n(x + w * (0.3 + i * 0.17))} ${n(y - h * 0.4)} V ${n(y + h * 0.5)}" stroke="#ffffff" stroke-width="3" opacity="0.45"/>`;
  return out;
}
