/**
 * Craft over the whole bundled set (every item × en, ru × every age cluster, the set the writer's tests
 * run), printed per language and cluster: the share of stories passing every check, the sentence
 * found in the most stories and its share (goal ≤ 5 %), the share of sentences that carry the item's
 * facts, the share of 6–7 stories with a complete arc (goal 100 %), and scene pictures alike within a
 * story (goal none). Cheap on purpose: writer, checks and illustrator only, nothing narrated.
 */
import { AGE_CLUSTERS, LOCALES, type AgeCluster, type Locale } from '@tt/contract';
import sharp from 'sharp';
import type { createProviders } from '@tt/server/src/providers/index.js';
import { bundledItems } from '@tt/server/src/providers/news/bundled.js';
import { talesFor } from '@tt/server/src/providers/news/tales/index.js';
import { checkStory } from '@tt/server/src/providers/safety/lexicon-safety.js';
import { hasArc } from '@tt/server/src/providers/safety/story-checks.js';
import { factShare, mostRepeatedSentence } from '@tt/server/src/providers/safety/story-measures.js';
import {
  lastSceneOpening,
  namesIn,
  secondSentence,
  sharedOpenings,
  unheardThings,
} from '@tt/server/src/providers/safety/formula.js';
import type { StoryDraft } from '@tt/server/src/providers/types.js';

/** Two pictures are alike when their grey thumbnails differ by less than this on average (of 255). */
const ALIKE = [
  { width: 64, height: 48, below: 6 },
  { width: 32, height: 32, below: 12 },
] as const;
const thumbnail = (picture: Buffer, size: (typeof ALIKE)[number]) =>
  sharp(picture).resize(size.width, size.height).greyscale().raw().toBuffer();
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Scene pairs of one story alike by either measure. */
async function alikePairs(scenes: Buffer[]): Promise<[number, number][]> {
  const pairs = new Set<string>();
  for (const size of ALIKE) {
    const thumbs = await Promise.all(scenes.map((s) => thumbnail(s, size)));
    thumbs.forEach((a, i) =>
      thumbs.forEach((b, j) => {
        if (i < j && difference(a, b) < size.below) pairs.add(`${i + 1},${j + 1}`);
      }),
    );
  }
  return [...pairs].map((p) => p.split(',').map(Number) as [number, number]);
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The whole set unless BENCH_QUALITY_STORIES asks for its first few (a quick look). */
const LIMIT = Number(process.env.BENCH_QUALITY_STORIES ?? Infinity);

interface Cell {
  drafts: StoryDraft[];
  passing: number;
  facts: number[];
  arcs: number;
  alike: number;
  pictures: number;
  /** Parent questions naming a thing or a name only another age's telling has. */
  unheard: string[];
}

export async function qualitySuite(providers: ReturnType<typeof createProviders>): Promise<void> {
  const set = LOCALES.flatMap((locale) =>
    bundledItems(locale).flatMap((news, i) => AGE_CLUSTERS.map((ageCluster) => ({ locale, news, i, ageCluster }))),
  ).slice(0, LIMIT);
  if (!set.length) {
    console.log('quality: skipped (BENCH_QUALITY_STORIES=0)');
    return;
  }
  const cells = new Map<string, Cell>();
  const cell = (locale: Locale, cluster: AgeCluster) => {
    const key = `${locale} ${cluster}`;
    if (!cells.has(key))
      cells.set(key, { drafts: [], passing: 0, facts: [], arcs: 0, alike: 0, pictures: 0, unheard: [] });
    return cells.get(key)!;
  };
  const failures: string[] = [];
  const alikeSeen: string[] = [];
  const started = performance.now();
  let told = 0;
  for (const [n, { locale, news, i, ageCluster }] of set.entries()) {
    const seed = i * 7 + 3; // the writer test's seeds
    const draft = await providers.writer.write({ news, locale, ageCluster, seed });
    const c = cell(locale, ageCluster);
    c.drafts.push(draft);
    const verdict = checkStory(draft, locale, ageCluster);
    if (verdict.verdict === 'pass') c.passing++;
    else failures.push(`${news.id} ${ageCluster}: ${verdict.reasons.join('; ')}`);
    const tales = talesFor(news.id);
    if (tales) {
      c.facts.push(factShare(draft, tales, locale));
      const told = draft.scenes.map((s) => s.text);
      const all = [...tales[locale].toddler, ...tales[locale].small, ...tales[locale].arc].map((s) => s.text);
      const draw = tales.draw.flatMap((d) => d[locale]);
      for (const q of draft.parentNote.questions)
        if (unheardThings(q, told, all, locale, draw).length) c.unheard.push(`${news.id}: ${q}`);
    }
    if (hasArc(draft.scenes)) c.arcs++;

    const { scenes } = await providers.illustrator.illustrate({ draft, news, seed });
    const pairs = await alikePairs(scenes.map((s) => s.data));
    c.alike += pairs.length;
    c.pictures += scenes.length;
    pairs.forEach(([a, b]) => alikeSeen.push(`${news.id} ${ageCluster}: scenes ${a} and ${b}`));

    if (Math.floor((10 * (n + 1)) / set.length) > told || n + 1 === set.length) {
      told = Math.floor((10 * (n + 1)) / set.length);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  quality: ${n + 1} of ${set.length} stories written, checked and illustrated (${seconds.toFixed(0)} s)`,
      );
    }
  }
  failures.slice(0, 5).forEach((f) => console.log(`  failed: ${f}`));
  alikeSeen.slice(0, 5).forEach((p) => console.log(`  alike: ${p}`));
  printCells(cells);
}

/** The figures of each language and age: repeated openings and unheard questions, then the checks' shares. */
function printCells(cells: Map<string, Cell>): void {
  console.log(
    'formula per language and age (issue 31; goals 0): second sentences and last-scene openings in over 10 % of the stories, parent questions about what that telling does not say',
  );
  for (const [key, c] of cells) {
    // the names of the whole language: a toddler's telling may never say its hero's name mid-sentence
    const names = namesIn(
      [...cells]
        .filter(([k]) => k.split(' ')[0] === key.split(' ')[0])
        .flatMap(([, other]) => other.drafts.flatMap((d) => d.scenes.map((s) => s.text))),
    );
    const shared = [
      ...sharedOpenings(c.drafts, secondSentence, names),
      ...sharedOpenings(c.drafts, lastSceneOpening, names),
    ];
    console.log(
      `  ${key}: openings above 10 % ${shared.length}${shared.map((o) => ` ("${o.opening}…" ${percent(o.share, 1)})`).join('')}; parent questions about what the telling does not say ${c.unheard.length}${c.unheard.length ? ` (${c.unheard.slice(0, 2).join('; ')})` : ''}`,
    );
  }
  console.log('quality per language and age (goals: every check 100 %, top sentence ≤ 5 %, 6–7 arc 100 %, alike 0):');
  for (const [key, c] of cells) {
    const top = mostRepeatedSentence(c.drafts);
    const facts = c.facts.length ? c.facts.reduce((a, b) => a + b, 0) / c.facts.length : 0;
    const arc = key.endsWith('6to7') ? `, complete arc ${percent(c.arcs, c.drafts.length)}` : '';
    console.log(
      `  ${key}: ${c.drafts.length} stories; every check ${percent(c.passing, c.drafts.length)}; top sentence ${percent(top.share * c.drafts.length, c.drafts.length)} ("${top.sentence}"); sentences with the item's facts ${(100 * facts).toFixed(1)} %${arc}; alike scene pairs ${c.alike} in ${c.pictures} pictures`,
    );
  }
}
