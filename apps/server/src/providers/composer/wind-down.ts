/**
 * Where a story winds down, so the music can calm under it (issue 31): from the scene before the good night
 * (the last thing told: the why, the feeling, the resolution) when the story has more than three scenes,
 * else from the good night itself. The good night is the scene whose beat is `night`, or the last scene.
 */
import type { SceneBeat } from '../types.js';

/**
 * Seconds from the story's start to the wind-down, given each scene's beat and length (its voice and the
 * pause after it).
 */
export function windDownStart(scenes: { beat?: SceneBeat; seconds: number }[]): number {
  if (!scenes.length) return 0;
  const marked = scenes.findLastIndex((s) => s.beat === 'night');
  const night = marked >= 0 ? marked : scenes.length - 1;
  const from = scenes.length > 3 ? Math.max(1, night - 1) : night;
  return scenes.slice(0, from).reduce((sum, s) => sum + s.seconds, 0);
}
