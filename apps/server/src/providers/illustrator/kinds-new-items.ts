/**
 * The catalogue's kinds for the bundled items written for the calendar in December 2026 (items-a, items-b):
 * spread into KINDS after the older items' kinds, so a name defined there is not defined again here.
 */
import type { PersonLook } from './creatures.js';
import type { Kind, Where } from './kind.js';
import { rover } from './rover.js';

export interface NewItemHelpers {
  emoji: (height: number, picture: string, where?: Where) => Kind;
  human: (adult: boolean, look: Omit<PersonLook, 'adult' | 'skin'> & { skin?: string }) => Kind;
}

export function newItemKinds({ emoji, human }: NewItemHelpers): Record<string, Kind> {
  return {
    // kinds for new items (items-a)
    otter: emoji(1.2, '🦦'),
    kangaroo: emoji(1.5, '🦘'),
    shell: emoji(0.08, '🐚'),
    tower: emoji(20, '🏰', 'far'),
    // a clock face seen high up on its tower: drawn smaller than the people in the square below
    toolbox: emoji(0.3, '🧰'),
    gear: emoji(0.3, '⚙'),
    key: emoji(0.2, '🔑'),
    doctor: human(true, { hair: '#3a2a1e', style: 'bun', top: '#f7f5f0', bottom: '#5b6fb8' }),
    stethoscope: emoji(0.3, '🩺'),
    plaster: emoji(0.08, '🩹'),
    saturn: emoji(1000, '🪐', 'sky'),
    'toy-bunny': emoji(0.3, '🐰'),
    'paper-plane': emoji(0.3, '✈', 'fly'),
    'paper-clip': emoji(0.05, '📎'),
    bucket: emoji(0.35, '🪣'),
    spoon: emoji(0.15, '🥄'),
    hippo: emoji(1.5, '🦛'),
    guide: human(true, { hair: '#2a2a2a', style: 'short', top: '#c8453b', bottom: '#3b4a5a' }),
    'model-rocket': emoji(3, '🚀'),
    'moon-model': emoji(1, '🌕'),
    wool: emoji(0.15, '🧶'),
    baby: emoji(0.5, '👶'),
    jellyfish: emoji(0.3, '🪼', 'fly'),
    'sea-robot': emoji(0.6, '🤖'),
    ship: emoji(30, '🚢', 'far'),
    moose: emoji(2, '🫎'),
    'school-robot': emoji(1.1, '🤖'),
    sloth: emoji(0.6, '🦥'),
    rope: emoji(3, '🪢'),
    monkey: emoji(0.5, '🐒'),
    'giant-snowman': emoji(2.2, '⛄'),
    // a child's snow shovel
    loaf: emoji(0.3, '🍞'),
    box: emoji(0.5, '📦'),
    'snow-monkey': emoji(0.6, '🐒'),
    'guide-puppy': emoji(0.5, '🐕‍🦺'),
    ball: emoji(0.2, '⚽'),
    bubble: emoji(0.2, '🫧', 'fly'),
    'bubble-jar': emoji(0.15, '🧴'),
    'ice-cake': emoji(0.5, '🎂'),
    gate: emoji(1.8, '🚪'),
    driver: human(true, { hair: '#2a2a2a', style: 'short', top: '#3b5a8a', bottom: '#2f3e55', hat: 'cap' }),
    // kinds for new items (items-b)
    orangutan: emoji(1.3, '🦧'),
    leaves: emoji(0.15, '🍃'),
    rover: { height: 1.5, where: 'ground', draw: () => rover() },
    glasses: emoji(0.15, '👓'),
    phone: emoji(0.15, '📱'),
    hat: emoji(0.25, '👒'),
    sparks: emoji(0.15, '✨', 'fly'),
    calendar: emoji(0.3, '📅'),
    scales: emoji(0.4, '⚖'),
    kelp: emoji(1.5, '🌿'),
    scarf: emoji(0.3, '🧣'),
    tooth: emoji(0.05, '🦷'),
    mirror: emoji(1.2, '🪞'),
    astronaut: emoji(1.7, '🧑‍🚀'),
    skis: emoji(1.2, '🎿'),
    skier: emoji(1.2, '⛷'),
    flamingo: emoji(1.2, '🦩'),
    banana: emoji(0.2, '🍌'),
    envelope: emoji(0.2, '✉'),
    postbox: emoji(1.2, '📮'),
    'toy-train': emoji(0.2, '🚂'),
    'canal-boat': emoji(2, '🛥'),
    cello: emoji(1.2, '🎻'),
    violin: emoji(0.6, '🎻'),
  };
}
