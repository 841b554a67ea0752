/**
 * A scene spec in words: short lines for the review's contact sheet, and one paragraph for an image
 * model's prompt (the AI illustrator draws from the same spec as the offline one).
 */
import type { SceneSpec, SpecThing } from '../news/tales/scenes/types.js';

const RELATIONS = ['on', 'in', 'under', 'beside', 'holding'] as const;

/** "2 × ginger cat (young, worried, lying) in tree" */
function thingText(t: SpecThing): string {
  const traits = [t.young && 'young', t.feeling, t.pose, t.doing].filter(Boolean).join(', ');
  const name = `${t.count && t.count > 1 ? `${t.count} × ` : ''}${t.look ? `${t.is} (${t.look})` : t.is}`;
  const shows = t.shows ? ` showing a ${t.shows}` : '';
  const where = RELATIONS.filter((r) => t[r])
    .map((r) => ` ${r} ${t[r]}`)
    .join('');
  return `${t.id === t.is ? '' : `${t.id}: `}${name}${shows}${traits ? ` [${traits}]` : ''}${where}`;
}

export function specLines(spec: SceneSpec): string[] {
  return [
    spec.doing,
    `${spec.where}, ${spec.time}, ${spec.weather}`,
    ...spec.things.map(thingText),
    `must see: ${spec.see.join(', ')}`,
  ];
}

/** The spec as a paragraph for an image prompt. */
export function specPrompt(spec: SceneSpec): string {
  const weather = spec.weather === 'clear' ? 'clear weather, no rain' : `${spec.weather} weather`;
  const things = spec.things.map((t) => {
    const many = t.count && t.count > 1;
    const what = `${many ? `exactly ${t.count} ` : 'a '}${t.young ? 'young ' : ''}${t.is.replace('-', ' ')}${many ? 's' : ''}${t.look ? ` (${t.look})` : ''}`;
    const feeling = t.feeling ? `, looking ${t.feeling}` : '';
    const pose = t.pose ? `, ${t.pose.replace('-', ' ')}` : t.doing ? `, ${t.doing}` : '';
    const where = RELATIONS.filter((r) => t[r])
      .map((r) => `, ${r} the ${spec.things.find((o) => o.id === t[r])?.is.replace('-', ' ') ?? t[r]}`)
      .join('');
    const shows = t.shows ? ` with a picture of a ${t.shows} on it (not a live ${t.shows})` : '';
    return `${what}${shows}${feeling}${pose}${where}`;
  });
  const must = spec.see.map((id) => spec.things.find((t) => t.id === id)?.is ?? id);
  return (
    `Scene: ${spec.doing}. Place: ${spec.where}, ${spec.time}, ${weather}. ` +
    `In the picture: ${things.join('; ')}. Keep true relative sizes (real-life proportions between the characters and things). ` +
    `Clearly visible: ${must.join(', ')}. Every animal is drawn as its own species.`
  );
}
