/** The app as a benchmark runs it: production, silent, no job workers, on a throwaway PostgreSQL database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';
import { createBenchDatabase } from './realtime/database.js';

export interface BenchApp {
  app: App;
  /** Closes the app, drops its database and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * `purpose` names the benchmark in the message when PostgreSQL is missing; `name` tags the data folder;
 * `env` adds to (or overrides) the benchmark settings.
 */
export async function startBenchApp(
  purpose: string,
  name: string,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const database = await createBenchDatabase(purpose);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tt-bench-${name}-`));
  const cleanUp = async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let app: App;
  try {
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        WEB_DIST: '',
        LOG_LEVEL: 'silent',
        JOB_WORKERS: 'false',
        DATABASE_URL: database.url,
        ...env,
      }),
    );
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    app,
    stop: async () => {
      await app.close();
      await cleanUp();
    },
  };
}
