/**
 * npm run story -- --review <task or story uid> [--out file.png]
 * Prints a story's text, the safety team's verdict and the quality checks run again now, and writes
 * a contact sheet (one PNG of all its scenes) for moderators and for reviewing the studio's work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeOr, type AgeCluster } from '@tt/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { contactSheet } from '../providers/illustrator/contact-sheet.js';
import { checkStory } from '../providers/safety/lexicon-safety.js';
import type { SafetyVerdict, StoryDraft } from '../providers/types.js';
import { findStory, findTask } from '../modules/studio/repository.js';
import { createMediaStore } from '../media/create.js';
import type { IllustratorOutput } from '../modules/studio/teams.js';

export async function review(id: string, out?: string): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const story = id.startsWith('s-') ? await findStory(database.db, id) : null;
    const task = await findTask(database.db, story?.taskUid ?? id);
    if (!task) {
      console.error(`No task or story "${id}": give a task uid (t-…) or a story uid (s-…) from the moderation page.`);
      return 2;
    }
    const draft = task.results.outputs.writer as StoryDraft | undefined;
    if (!draft) {
      console.error(`Task ${task.uid} has no text yet (status ${task.status}); wait for the writer step.`);
      return 1;
    }
    const locale = localeOr(task.purpose.locale);
    const cluster = (task.purpose.ageCluster ?? '4to5') as AgeCluster;
    console.log(
      `${draft.title}  [task ${task.uid}, ${locale}, ${cluster}, ${task.status}, setting ${draft.setting ?? '—'}]\n`,
    );
    draft.scenes.forEach((scene, i) => console.log(`${i + 1}. ${scene.title ?? ''}\n   ${scene.text}\n`));
    for (const note of draft.footnotes) console.log(`* ${note.title}: ${note.text}`);
    console.log(`\nFor the parent: ${draft.parentNote.whatHappened}`);
    draft.parentNote.questions.forEach((q) => console.log(`  – ${q}`));
    const saved = task.results.outputs.safety as SafetyVerdict | undefined;
    if (saved)
      console.log(
        `\nSafety step said: ${saved.verdict}${saved.reasons.length ? ` (${saved.reasons.join('; ')})` : ''}`,
      );
    const now = checkStory(draft, locale, cluster);
    console.log(`Quality checks now: ${now.verdict === 'pass' ? 'all pass' : now.verdict}`);
    now.reasons.forEach((r) => console.log(`  ✗ ${r}`));

    const pictures = task.results.outputs.illustrator as IllustratorOutput | undefined;
    if (!pictures) {
      console.log('\nNo pictures yet (the illustrator step has not run).');
      return 0;
    }
    const media = await createMediaStore(config.media);
    const images = await Promise.all(pictures.scenes.map((name) => media.read(task.uid, name)));
    const file = path.resolve(out ?? path.join(config.dataDir, 'review', `${task.uid}.png`));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await contactSheet(images));
    console.log(`\nContact sheet of ${images.length} scenes: ${file}`);
    return 0;
  } finally {
    await database.close();
  }
}
