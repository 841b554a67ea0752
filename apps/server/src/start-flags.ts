/**
 * The node flags `npm start` gives the built server (apps/server/package.json's start script), so the
 * built-server test and the benchmarks run the server as it is deployed: one place says them.
 */
import fs from 'node:fs';
import path from 'node:path';

export function serverStartFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const command = / node (.*?) dist\/main\.js/.exec(pkg.scripts.start);
  if (!command) throw new Error('apps/server/package.json: the start script no longer runs node … dist/main.js');
  return command[1]!.split(/\s+/).filter((flag) => flag.startsWith('--'));
}
