/**
 * The effects layer (lib/effects.ts). Emoji are drawn as SVG shapes (lucide), not font glyphs, so
 * they look the same on a machine with no emoji font. Pointer events pass through.
 */
import { useEffect, useRef, useState } from 'react';
import { Cake, Flower2, Heart, Music, PartyPopper, Rainbow, Smile, Sparkles, Star, Sun } from 'lucide-react';
import { currentEffects, onEffect, planBurst, type Burst } from '../lib/effects';

const EMOJI = [
  { Icon: Smile, color: '#f5b300' },
  { Icon: PartyPopper, color: '#e0567a' },
  { Icon: Sparkles, color: '#f0a020' },
  { Icon: Rainbow, color: '#4a90e2' },
  { Icon: Sun, color: '#ff9f1c' },
  { Icon: Flower2, color: '#d45bb0' },
  { Icon: Music, color: '#5a7be0' },
  { Icon: Cake, color: '#c8683a' },
];

/** A stable pseudo-random spread per burst and item, so re-renders do not move things. */
const spread = (seed: number, i: number) => {
  const x = Math.sin(seed * 97 + i * 31.7) * 10000;
  return x - Math.floor(x);
};

export function Effects() {
  const [bursts, setBursts] = useState<Burst[]>([]);
  const next = useRef(1);
  useEffect(
    () =>
      onEffect((trigger) => {
        const burst = planBurst(trigger, currentEffects(), next.current++, EMOJI.length);
        if (!burst) return;
        setBursts((list) => [...list, burst]);
        setTimeout(() => setBursts((list) => list.filter((b) => b.id !== burst.id)), burst.durationMs);
      }),
    [],
  );
  if (bursts.length === 0) return null;
  return (
    <div className="effects" aria-hidden>
      {bursts.map((b) => (
        <div
          key={b.id}
          className={`effects__burst effects__burst--${b.trigger}`}
          data-effect={b.trigger}
          style={{ ['--effect-ms' as string]: `${b.durationMs}ms` }}
        >
          {b.background && <div className="effects__background" />}
          {b.emoji.map((kind, i) => {
            const { Icon, color } = EMOJI[kind]!;
            return (
              <span
                key={`e${i}`}
                className="effects__emoji"
                style={{
                  left: `${5 + spread(b.id, i) * 85}%`,
                  color,
                  animationDelay: `${spread(b.id, i + 50) * 400}ms`,
                }}
              >
                <Icon size={48} strokeWidth={2.2} />
              </span>
            );
          })}
          {b.particles.map((kind, i) => {
            const Shape = kind === 'star' ? Star : Heart;
            return (
              <span
                key={`p${i}`}
                className={`effects__particle effects__particle--${kind}`}
                data-particle={kind}
                style={{
                  left: `${spread(b.id, i + 100) * 95}%`,
                  top: `${20 + spread(b.id, i + 200) * 60}%`,
                  animationDelay: `${spread(b.id, i + 300) * 500}ms`,
                }}
              >
                <Shape size={16 + Math.round(spread(b.id, i + 400) * 16)} fill="currentColor" strokeWidth={1.5} />
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
