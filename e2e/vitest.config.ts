import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
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
