/**
 * npm run story -- --review <task uid | story uid | CLI output folder> [--out file.png]
 * Prints a story's text, the safety team's verdict and the quality checks run again now, and writes
 * a contact sheet (one PNG of all its scenes) for moderators and for reviewing the studio's work.
 * A folder written by `npm run story` is read as it is (its task.json and pictures), no database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeOr, type AgeCluster, type Locale } from '@tt/contract';
import { loadConfig } from '../config.js';
import { contactSheet } from '../providers/illustrator/contact-sheet.js';
import { authoredSpecs } from '../providers/illustrator/authored.js';
import { specLines } from '../providers/illustrator/spec-text.js';
import { checkStory } from '../providers/safety/lexicon-safety.js';
import type { NewsItem, SafetyVerdict, StoryDraft } from '../providers/types.js';
import { findStory, findTask } from '../modules/studio/repository.js';
import { createMediaStore } from '../media/create.js';
import type { IllustratorOutput } from '../modules/studio/teams.js';
import { openCommandDatabase } from './command-line.js';

/** What `npm run story` leaves beside story.json: the task's outputs, for --review. */
export interface CliTask {
  uid: string;
  locale: Locale;
  ageCluster: AgeCluster;
  outputs: Record<string, unknown>;
}
export const CLI_TASK_FILE = 'task.json';

interface Reviewed {
  uid: string;
  locale: Locale;
  cluster: AgeCluster;
  status: string;
  outputs: Record<string, unknown>;
  /** A picture's bytes by the name the illustrator step saved. */
  read(name: string): Promise<Buffer>;
}

async function print(task: Reviewed, sheet: string): Promise<number> {
  const draft = task.outputs.writer as StoryDraft | undefined;
  if (!draft) {
    console.error(`Task ${task.uid} has no text yet (status ${task.status}); wait for the writer step.`);
    return 1;
  }
  const { locale, cluster } = task;
  console.log(
    `${draft.title}  [task ${task.uid}, ${locale}, ${cluster}, ${task.status}, setting ${draft.setting ?? '—'}]\n`,
  );
  draft.scenes.forEach((scene, i) =>
    console.log(`${i + 1}. ${scene.title ?? ''}${scene.beat ? `  (${scene.beat})` : ''}\n   ${scene.text}\n`),
  );
  for (const note of draft.footnotes) console.log(`* ${note.title}: ${note.text}`);
  console.log(`\nFor the parent: ${draft.parentNote.whatHappened}`);
  draft.parentNote.questions.forEach((q) => console.log(`  – ${q}`));
  const saved = task.outputs.safety as SafetyVerdict | undefined;
  if (saved)
    console.log(`\nSafety step said: ${saved.verdict}${saved.reasons.length ? ` (${saved.reasons.join('; ')})` : ''}`);
  const now = checkStory(draft, locale, cluster);
  console.log(`Quality checks now: ${now.verdict === 'pass' ? 'all pass' : now.verdict}`);
  now.reasons.forEach((r) => console.log(`  ✗ ${r}`));

  const pictures = task.outputs.illustrator as IllustratorOutput | undefined;
  if (!pictures) {
    console.log('\nNo pictures yet (the illustrator step has not run).');
    return 0;
  }
  const images = await Promise.all(pictures.scenes.map((name) => task.read(name)));
  fs.mkdirSync(path.dirname(sheet), { recursive: true });
  // each scene's spec (when its item has one) stands under its picture
  const news = task.outputs.news as NewsItem | undefined;
  const specs = news ? authoredSpecs(draft.scenes, news) : [];
  fs.writeFileSync(
    sheet,
    await contactSheet(
      images,
      specs.map((spec) => spec && specLines(spec)),
    ),
  );
  console.log(`\nContact sheet of ${images.length} scenes: ${sheet}`);
  const described = specs.filter(Boolean).length;
  if (described) console.log(`${described} of them with their scene spec under the picture.`);
  return 0;
}

function reviewFolder(folder: string, out?: string): Promise<number> {
  const file = path.join(folder, CLI_TASK_FILE);
  if (!fs.existsSync(file)) {
    console.error(`${folder} has no ${CLI_TASK_FILE}: give a folder written by "npm run story" (its --out).`);
    return Promise.resolve(2);
  }
  const task = JSON.parse(fs.readFileSync(file, 'utf8')) as CliTask;
  return print(
    {
      uid: task.uid,
      locale: task.locale,
      cluster: task.ageCluster,
      status: 'made by the CLI',
      outputs: task.outputs,
      read: async (name) => fs.readFileSync(path.join(folder, name)),
    },
    path.resolve(out ?? path.join(folder, 'sheet.png')),
  );
}

export async function review(id: string, out?: string): Promise<number> {
  if (fs.existsSync(id) && fs.statSync(id).isDirectory()) return reviewFolder(id, out);
  const config = loadConfig();
  const database = await openCommandDatabase(config.database);
  try {
    const story = id.startsWith('s-') ? await findStory(database.db, id) : null;
    const task = await findTask(database.db, story?.taskUid ?? id);
    if (!task) {
      console.error(
        `No task or story "${id}": give a task uid (t-…) or a story uid (s-…) from the moderation page, or a folder written by "npm run story".`,
      );
      return 2;
    }
    const media = await createMediaStore(config.media);
    return await print(
      {
        uid: task.uid,
        locale: localeOr(task.purpose.locale),
        cluster: (task.purpose.ageCluster ?? '4to5') as AgeCluster,
        status: task.status,
        outputs: task.results.outputs,
        read: (name) => media.read(task.uid, name),
      },
      path.resolve(out ?? path.join(config.dataDir, 'review', `${task.uid}.png`)),
    );
  } finally {
    await database.close();
  }
}
