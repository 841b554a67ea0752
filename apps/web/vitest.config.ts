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
    testTimeout: 20_000,
  },
});
