/**
 * Quality over the whole bundled set (every item × en, ru × every age cluster, the set the quality test
 * runs): the share of stories passing every quality check, and the share of scene pictures unlike every
 * other scene of their story. Cheap on purpose: writer, checks and illustrator only, nothing narrated.
 */
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';
import sharp from 'sharp';
import type { createProviders } from '@tt/server/src/providers/index.js';
import { bundledItems } from '@tt/server/src/providers/news/bundled.js';
import { checkStory } from '@tt/server/src/providers/safety/lexicon-safety.js';

/** Two pictures count as alike when their 64×48 grey thumbnails differ by less than 6 of 255 on average. */
const ALIKE_BELOW = 6;
const thumbnail = (picture: Buffer) => sharp(picture).resize(64, 48).greyscale().raw().toBuffer();
/** The stricter look (issue "Story craft II"): 32×32 grey thumbnails closer than 12 of 255. */
const CLOSE_BELOW = 12;
const small = (picture: Buffer) => sharp(picture).resize(32, 32).greyscale().raw().toBuffer();
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The whole set unless BENCH_QUALITY_STORIES asks for its first few (a quick look). */
const LIMIT = Number(process.env.BENCH_QUALITY_STORIES ?? Infinity);

export async function qualitySuite(providers: ReturnType<typeof createProviders>): Promise<void> {
  const set = LOCALES.flatMap((locale) =>
    bundledItems(locale).flatMap((news, i) => AGE_CLUSTERS.map((ageCluster) => ({ locale, news, i, ageCluster }))),
  ).slice(0, LIMIT);
  if (!set.length) {
    console.log('quality: skipped (BENCH_QUALITY_STORIES=0)');
    return;
  }
  let passing = 0;
  let pictures = 0;
  let distinct = 0;
  let allDistinct = 0;
  const failures: string[] = [];
  const alikePairs: string[] = [];
  let closePairs = 0;
  const started = performance.now();
  let told = 0;
  for (const [n, { locale, news, i, ageCluster }] of set.entries()) {
    const seed = i * 7 + 3; // the quality test's seeds
    const draft = await providers.writer.write({ news, locale, ageCluster, seed });
    const verdict = checkStory(draft, locale, ageCluster);
    if (verdict.verdict === 'pass') passing++;
    else failures.push(`${news.id} ${locale} ${ageCluster}: ${verdict.reasons.join('; ')}`);

    const { scenes } = await providers.illustrator.illustrate({ draft, news, seed });
    const thumbs = await Promise.all(scenes.map((s) => thumbnail(s.data)));
    const smalls = await Promise.all(scenes.map((s) => small(s.data)));
    smalls.forEach((mine, a) =>
      smalls.forEach((other, b) => (closePairs += a < b && difference(mine, other) < CLOSE_BELOW ? 1 : 0)),
    );
    let unlikeAll = 0;
    thumbs.forEach((mine, a) => {
      const twin = thumbs.findIndex((other, b) => b !== a && difference(mine, other) < ALIKE_BELOW);
      if (twin < 0) unlikeAll++;
      else if (a < twin) alikePairs.push(`${news.id} ${locale} ${ageCluster}: scenes ${a + 1} and ${twin + 1}`);
    });
    pictures += scenes.length;
    distinct += unlikeAll;
    if (unlikeAll === scenes.length) allDistinct++;

    // progress about every tenth of the set
    if (Math.floor((10 * (n + 1)) / set.length) > told || n + 1 === set.length) {
      told = Math.floor((10 * (n + 1)) / set.length);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  quality: ${n + 1} of ${set.length} stories written, checked and illustrated (${seconds.toFixed(0)} s)`,
      );
    }
  }
  failures.slice(0, 5).forEach((f) => console.log(`  failed: ${f}`));
  alikePairs.slice(0, 5).forEach((p) => console.log(`  alike: ${p}`));
  console.log(
    `quality checks: ${passing} of ${set.length} stories pass every check (${percent(passing, set.length)}, goal 100 %)`,
  );
  console.log(
    `distinct pictures: ${distinct} of ${pictures} scene pictures unlike every other scene of their story (${percent(distinct, pictures)}, goal 100 %); ${allDistinct} of ${set.length} stories with every picture distinct (${percent(allDistinct, set.length)})`,
  );
  console.log(`alike scene pairs: ${alikePairs.length} at 64×48 grey, ${closePairs} at 32×32 grey (goal 0)`);
}
