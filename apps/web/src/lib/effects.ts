/**
 * Effects (consumer §2, §9): an animated background, emoji (3 to 8) and particles (stars and hearts,
 * 10 to 20) at the end of a story, on a like, and stars for 2000 ms when a birthday is saved. Each
 * kind follows its toggle in the profile (storage.effects) and none runs under prefers-reduced-motion.
 */
import { PARTICLES } from '@tt/contract';
import { storage, type Effects } from './storage';

export type EffectTrigger = 'storyEnd' | 'like' | 'birthday';

export interface Burst {
  id: number;
  trigger: EffectTrigger;
  background: boolean;
  /** Emoji shapes to show (indexes into the emoji set), 3 to 8 or none. */
  emoji: number[];
  /** Particles, 10 to 20 or none. */
  particles: ('star' | 'heart')[];
  durationMs: number;
}

/** How many emoji and particles a burst shows come from the contract (consumer §9 PARTICLES). */
export const EFFECT_LIMITS = {
  emoji: PARTICLES.emoji,
  particles: PARTICLES.starsAndHearts,
  birthdayMs: 2000,
  burstMs: 3000,
} as const;

const between = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));

export function reducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** What a trigger shows with these toggles; null when nothing would. */
export function planBurst(
  trigger: EffectTrigger,
  on: Effects,
  id: number,
  emojiKinds: number,
  random: () => number = Math.random,
): Burst | null {
  const birthday = trigger === 'birthday';
  const background = on.animatedBackground && trigger === 'storyEnd';
  const emoji =
    on.emoji && !birthday
      ? Array.from({ length: between(EFFECT_LIMITS.emoji[0], EFFECT_LIMITS.emoji[1], random) }, () =>
          Math.floor(random() * emojiKinds),
        )
      : [];
  const count = on.particles ? between(EFFECT_LIMITS.particles[0], EFFECT_LIMITS.particles[1], random) : 0;
  const particles = Array.from({ length: count }, (_, i) =>
    birthday ? ('star' as const) : trigger === 'like' ? (i % 3 === 0 ? 'star' : 'heart') : i % 2 ? 'heart' : 'star',
  );
  if (!background && emoji.length === 0 && particles.length === 0) return null;
  return {
    id,
    trigger,
    background,
    emoji,
    particles,
    durationMs: birthday ? EFFECT_LIMITS.birthdayMs : EFFECT_LIMITS.burstMs,
  };
}

type Listener = (trigger: EffectTrigger) => void;
const listeners = new Set<Listener>();

export function onEffect(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows the effects of a moment, as the user's toggles allow. */
export function fireEffect(trigger: EffectTrigger): void {
  if (reducedMotion()) return;
  listeners.forEach((listener) => listener(trigger));
}

export const currentEffects = (): Effects => storage.effects();
