import { defineProject } from 'vitest/config';
import { aloneTests } from './vitest.alone.config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // run by vitest.alone.config.ts, after the rest (npm test)
    exclude: aloneTests,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
