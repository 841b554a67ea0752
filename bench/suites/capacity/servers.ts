/**
 * The servers a capacity run measures, seeded before they start: the embedded database in one process,
 * or PostgreSQL with one process or three behind HAProxy as docs/deployment.md sets it up (the
 * processes share one data folder, so media written once are served by all).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@tt/server/src/db/client.js';
import { FolderMediaStore } from '@tt/server/src/media/folder-store.js';
import { startHaproxy } from '@tt/server/test/helpers/haproxy.js';
import {
  startServerProcess,
  stopServerProcesses,
  type ServerProcess,
} from '@tt/server/test/helpers/server-processes.js';
import { insertPublishedStory } from '@tt/server/test/helpers/stories.js';
import { createBenchDatabase } from '../realtime/database.js';

export type Setup = 'pglite' | 'postgres-1' | 'postgres-3';

export interface Servers {
  url: string;
  stories: { uid: string; files: string[] }[];
  stop(): Promise<void>;
}

const STORIES = 12;

export async function startServers(setup: Setup): Promise<Servers> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-capacity-'));
  const database = setup === 'pglite' ? null : await createBenchDatabase('npm run bench -- capacity');
  const config = database
    ? ({ kind: 'postgres', url: database.url } as const)
    : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const);
  // the stories first, with the database opened here (the embedded one allows one process at a time)
  const seeded = await openDatabase(config);
  const media = new FolderMediaStore(path.join(dataDir, 'media'));
  const stories: Servers['stories'] = [];
  for (let i = 0; i < STORIES; i++) {
    const uid = await insertPublishedStory(seeded.db, media, { title: `Capacity story ${i}` });
    const row = (await seeded.db.query.stories.findFirst({ where: (s, { eq }) => eq(s.uid, uid) }))!;
    const story = row.data as { basePath: string; cover: string; scenes: { image: string; audio: string }[] };
    stories.push({
      uid,
      files: [story.cover, story.scenes[0]!.image, story.scenes[0]!.audio].map((f) => `${story.basePath}${f}`),
    });
  }
  await seeded.close();

  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_LOGIN: '100000' };
  const count = setup === 'postgres-3' ? 3 : 1;
  const processes: ServerProcess[] = [];
  for (let i = 0; i < count; i++) processes.push(await startServerProcess(database?.url ?? '', `capacity-${i}`, env));
  const balancer = count > 1 ? await startHaproxy(processes.map((p) => p.url)) : null;
  return {
    url: balancer?.url ?? processes[0]!.url,
    stories,
    stop: async () => {
      await balancer?.close();
      await stopServerProcesses(processes);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
