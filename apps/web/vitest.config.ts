import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { passwordWords } from './password-words';

export default defineProject({
  plugins: [react(), passwordWords()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // one module graph per worker, as in the server and browser projects (decision 080): importing React,
    // the router and the app again for every file took 60 of the 88 s; test/setup.ts cleans the DOM after each test
    isolate: false,
    testTimeout: 20_000,
  },
});
