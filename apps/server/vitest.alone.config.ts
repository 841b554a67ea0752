import { defineConfig } from 'vitest/config';

/**
 * Tests that spawn and kill server processes of their own, in a vitest run of their own after the
 * main suite (npm test). Inside the four-project run the crash test's first worker stalled (three
 * full runs of three on 2026-11-24); alone, under load, or beside the server project it passed every time.
 */
export const aloneTests = ['test/studio/crash.test.ts'];

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server-alone',
    include: aloneTests,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
