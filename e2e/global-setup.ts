/** Builds the web app once before the browser tests, so they test what `npm start` serves. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export default function setup(): void {
  const repo = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync('/usr/bin/chromium')) {
    throw new Error(
      'Browser tests need Debian chromium at /usr/bin/chromium: apt-get install -y chromium (.ci/run does this).',
    );
  }
  // npm test builds it once before both browser runs
  if (process.env.TT_WEB_BUILT && fs.existsSync(path.join(repo, 'apps/web/dist/index.html'))) return;
  console.log('e2e: building the web app (vite build) …');
  // NODE_ENV is "test" under vitest; the browser must get the production build `npm start` serves.
  execFileSync('npm', ['run', '-s', 'build', '-w', '@tt/web'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
