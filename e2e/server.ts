/** The real server with the built web app, on PGlite or DATABASE_URL, and a real SMTP server. */
import path from 'node:path';
import { startTestApp, type TestApp } from '@tt/server/test/helpers/app.js';

export type { TestApp };

export function startServer(env: Record<string, string> = {}): Promise<TestApp> {
  // the story providers in their thread, as in production: pages stay fast while stories are made
  return startTestApp(
    { WEB_DIST: path.resolve(import.meta.dirname, '../apps/web/dist'), ...env },
    { providerThread: true },
  );
}
