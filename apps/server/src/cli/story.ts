/**
 * npm run story -- --locale ru --age 5 [--news item.json] [--out dir] [--seed n]
 * npm run story -- --review <task or story uid, or a folder this command wrote> [--out sheet.png]   (see review.ts)
 * Runs the whole workflow in this process with the offline (or configured) providers, showing a
 * progress bar per step, and writes story.json and its media to the output folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ageCluster, LOCALES, type Locale } from '@tt/contract';
import { loadConfig } from '../config.js';
import { createProviders } from '../providers/index.js';
import type { NewsItem } from '../providers/types.js';
import { assembleStory } from '../modules/studio/assembler.js';
import { FolderMediaStore } from '../media/folder-store.js';
import { teams, type ComposerOutput, type IllustratorOutput, type NarratorOutput } from '../modules/studio/teams.js';
import { STORY_TEAMS } from '../modules/studio/workflow.js';
import type { StoryDraft } from '../providers/types.js';
import { CLI_TASK_FILE, review, type CliTask } from './review.js';
import { readArguments, refuse } from './command-line.js';

const usage =
  'Usage: npm run story -- --locale <en|ru> --age <1-17> [--news item.json] [--out dir] [--seed n]\n' +
  '       npm run story -- --review <task or story uid, or a folder this command wrote> [--out sheet.png]';
function fail(message: string): never {
  return refuse(usage, message);
}

const { values } = readArguments(usage, {
  locale: { type: 'string', default: 'en' },
  age: { type: 'string', default: '5' },
  news: { type: 'string' },
  out: { type: 'string' },
  seed: { type: 'string' },
  review: { type: 'string' },
});
if (values.review !== undefined) process.exit(await review(values.review, values.out));
if (!(LOCALES as readonly string[]).includes(values.locale!)) fail(`--locale must be one of ${LOCALES.join(', ')}.`);
const age = Number(values.age);
if (!Number.isInteger(age) || age < 1 || age > 17) fail('--age must be a whole number from 1 to 17.');
const locale = values.locale as Locale;
const seed = values.seed ? Number(values.seed) : Date.now() % 2 ** 31;
const taskUid = `cli-${locale}-${age}-${seed}`;
const out = path.resolve(values.out ?? path.join('data', 'stories-cli', taskUid));

let news: NewsItem | undefined;
if (values.news) {
  try {
    news = JSON.parse(fs.readFileSync(values.news, 'utf8')) as NewsItem;
  } catch (err) {
    fail(`Cannot read the news item ${values.news}: ${(err as Error).message}`);
  }
  if (!news?.title || !news.summary) fail('The news item needs at least "title" and "summary" (and ideally "tags").');
  news = {
    ...news,
    id: news.id ?? 'cli',
    date: news.date ?? new Date().toISOString().slice(0, 10),
    locale,
    tags: news.tags ?? [],
  };
}

function bar(team: string, share: number, seconds?: number): void {
  const width = 24;
  const filled = Math.round(share * width);
  const time = seconds === undefined ? '' : ` ${seconds.toFixed(1)} s`;
  process.stdout.write(
    `\r  ${team.padEnd(12)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}%${time}`,
  );
}

/** The CLI keeps a story's files flat in `out` rather than in the server's media layout. */
class FolderStore extends FolderMediaStore {
  override async write(_task: string, name: string, data: Buffer): Promise<string> {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, name), data);
    return name;
  }
}
const media = new FolderStore(out);

const providers = createProviders(loadConfig().studio);
const outputs: Record<string, unknown> = news ? { news } : {};
console.log(`Writing a story for age ${age} (${ageCluster(age)}) in ${locale}, seed ${seed}`);
const started = Date.now();
for (const team of STORY_TEAMS) {
  if (team === 'assembler' || outputs[team]) continue;
  const t0 = Date.now();
  bar(team, 0);
  try {
    outputs[team] = await teams[team]({
      taskUid,
      purpose: 'tidingsStory',
      locale,
      ageCluster: ageCluster(age),
      seed,
      newsDate: new Date().toISOString().slice(0, 10),
      fileTag: 'a0',
      outputs,
      providers,
      media,
      progress: async (share) => bar(team, share),
    });
  } catch (err) {
    process.stdout.write('\n');
    console.error(`The ${team} step failed: ${(err as Error).message}`);
    process.exit(1);
  }
  bar(team, 1, (Date.now() - t0) / 1000);
  process.stdout.write('\n');
}
const story = assembleStory({
  taskUid,
  storyUid: taskUid,
  purpose: 'tidingsStory',
  locale,
  ageCluster: ageCluster(age),
  newsDate: new Date().toISOString().slice(0, 10),
  newsId: (outputs.news as NewsItem).id,
  draft: outputs.writer as StoryDraft,
  pictures: outputs.illustrator as IllustratorOutput,
  narration: outputs.narrator as NarratorOutput,
  music: outputs.composer as ComposerOutput,
});
story.basePath = './';
fs.writeFileSync(path.join(out, 'story.json'), JSON.stringify(story, null, 2));
const task: CliTask = { uid: taskUid, locale, ageCluster: ageCluster(age), outputs };
fs.writeFileSync(path.join(out, CLI_TASK_FILE), JSON.stringify(task, null, 2));
console.log(
  `\n"${story.title}": ${story.scenes.length} scenes, ${story.duration.toFixed(1)} s, made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`Story: ${path.join(out, 'story.json')}`);
console.log(`Review it: npm run story -- --review ${out}`);
