/**
 * The pictures' must-see check over the bundled set (SVG only, nothing rasterised): how many items have
 * scene specs (and which have none yet), how many must-see things were checked and how many are not
 * drawn (goal 0), per language.
 */
import { checkBundledScenes } from '@tt/server/src/providers/illustrator/must-see.js';

export async function picturesSuite(): Promise<void> {
  const t0 = performance.now();
  const report = await checkBundledScenes();
  const total = report.itemsWithSpecs.length + report.itemsWithout.length;
  console.log(
    `pictures: ${report.itemsWithSpecs.length} of ${total} bundled items have scene specs; ${report.itemsWithout.length} have none yet and are drawn from their words (${report.itemsWithout.join(', ')})`,
  );
  for (const locale of ['en', 'ru'])
    console.log(
      `  ${locale}: must-see things not drawn ${report.missing.filter((m) => m.split(' ')[1] === locale).length} (goal 0)`,
    );
  console.log(
    `  ${report.scenes} scene pictures composed, ${report.mustSee} must-see things checked, ${report.missing.length} not drawn, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  report.missing.slice(0, 5).forEach((m) => console.log(`  not drawn: ${m}`));
}
