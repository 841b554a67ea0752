import { defineProject } from 'vitest/config';
import { leftToTheOtherDatabase } from './databases.js';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    // each file on one database, the ones that lean on what differs on both (databases.ts, decision 089)
    exclude: leftToTheOtherDatabase(),
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./report-first-failures.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // the two databases' browser runs share the machine (scripts/test.ts): a test that lost a race with the
    // other run's story making gets one more try; a real failure fails twice, and every failed attempt is
    // printed (report-first-failures.ts) so a test that needs its retry is found and fixed
    retry: 1,
    // one module graph for all files: each file imports the whole server, which took longer than many
    // files' tests (decision 080); every file still starts its own server and browser
    isolate: false,
  },
});
