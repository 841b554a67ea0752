/**
 * The production build: src/ → dist/ as ES modules for `node --enable-source-maps dist/main.js`.
 * Packages stay external (native and WASM ones find their own files in node_modules); the contract is
 * bundled, since it is published as TypeScript source. Every entry sits at the top of dist/, one
 * folder below apps/server like src/, so `import.meta.dirname` finds the same repository root
 * (config.ts) and dist/migrations stands where db/client.ts looks for src/db/migrations.
 */
import fs from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    user: 'src/cli/user.ts',
    story: 'src/cli/story.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // the studio's provider thread (providers/thread), started by its file name beside main.js
    'provider-thread': 'src/providers/thread/provider-thread.ts',
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: ['@tt/contract'],
  async onSuccess() {
    fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
