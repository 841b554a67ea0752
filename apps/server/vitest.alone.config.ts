import { defineConfig } from 'vitest/config';
import { leftToOtherRuns } from './vitest.databases.js';

/**
 * Tests that spawn and kill server processes of their own (two full servers under tsx), in a
 * vitest run of their own after the main suite (npm test), so they do not compete with its workers
 * for the machine's two cores.
 */
export const aloneTests = [
  'test/studio/crash.test.ts',
  'test/transport/drain-behind-nginx.test.ts',
  'test/transport/hung-behind-haproxy.test.ts',
];

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server-alone',
    include: aloneTests,
    exclude: leftToOtherRuns(),
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
