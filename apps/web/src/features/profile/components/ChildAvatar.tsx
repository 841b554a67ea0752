/** A child's avatar: one of the stickers (the birthday picker's, and a few more), drawn as an icon. */
import type { Child } from '@tt/contract';
import { Baby, Bike, Bird, Cat, Fish, Palette, Puzzle, Rocket, Star, ToyBrick, type LucideIcon } from 'lucide-react';

export const AVATAR_ICONS: Record<Child['avatar'], LucideIcon> = {
  star: Star,
  baby: Baby,
  brick: ToyBrick,
  puzzle: Puzzle,
  palette: Palette,
  bike: Bike,
  rocket: Rocket,
  fish: Fish,
  cat: Cat,
  bird: Bird,
};

export function ChildAvatar({ avatar, size = 22 }: { avatar: Child['avatar']; size?: number }) {
  const Icon = AVATAR_ICONS[avatar];
  return (
    <span className="child-avatar" aria-hidden>
      <Icon size={size} />
    </span>
  );
}
