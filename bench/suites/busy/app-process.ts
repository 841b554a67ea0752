/**
 * The app for the busy suite, in its own process: `npm start`'s setup (the embedded database, job
 * workers on, production mode and log level) without the demo stories, which the suite asks for.
 * PROVIDERS=inline hands the app providers built on its own thread, as before issue 24 §6.
 * Commands over IPC: { stories: n } queues n stories; { made } counts those finished.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';
import { buildApp } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';
import { findTask } from '@tt/server/src/modules/studio/repository.js';
import { createProviders } from '@tt/server/src/providers/index.js';

type Command = { kind: 'stories'; count: number } | { kind: 'made' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-busy-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  WEB_DIST: '',
  DATABASE_URL: '',
  JOB_POLL_S: '0.5',
  AUTO_APPROVE: 'true',
  DEMO_STORIES: 'false',
});
const inline = process.env.PROVIDERS === 'inline';
const app = await buildApp(config, inline ? { providers: createProviders(config.studio) } : {});
await app.fastify.listen({ port: 0, host: '127.0.0.1' });
const studio = app.context.studio!;
const uids: string[] = [];

async function answer(command: Command): Promise<unknown> {
  if (command.kind === 'stories') {
    const cohorts = LOCALES.flatMap((locale) => AGE_CLUSTERS.map((ageCluster) => ({ locale, ageCluster })));
    for (let i = 0; i < command.count; i++) {
      const cohort = cohorts[i % cohorts.length]!;
      uids.push(await studio.createTask({ type: 'tidingsStory', ...cohort }, { seed: 100 + i }));
    }
    return { queued: uids.length };
  }
  const tasks = await Promise.all(uids.map((uid) => findTask(app.context.db, uid)));
  return { made: tasks.filter((t) => t && t.status !== 'waiting').length, of: uids.length };
}

process.on('message', (command: Command) => {
  void answer(command).then(
    (value) => process.send!(value),
    (err: Error) => process.send!({ error: err.message }),
  );
});
process.once('disconnect', () => void app.close().finally(() => fs.rmSync(dataDir, { recursive: true, force: true })));
process.send!({ url: `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}` });
