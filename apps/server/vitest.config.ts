import { defineProject } from 'vitest/config';
import { aloneTests } from './vitest.alone.config.js';
import { leftToOtherRuns } from './vitest.databases.js';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // run by vitest.alone.config.ts, after the rest (npm test)
    exclude: [...aloneTests, ...leftToOtherRuns()],
    environment: 'node',
    // one module graph for all files of a run: importing the server for each file cost more than many
    // files' tests (decision 080); each file still builds its own app and database
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
