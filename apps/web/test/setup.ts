import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { resetSlowNotice } from '../src/lib/api/client';
import { setLocale } from '../src/lib/i18n';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSlowNotice();
  act(() => setLocale('en'));
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
