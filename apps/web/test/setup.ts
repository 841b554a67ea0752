import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { resetSlowNotice } from '../src/lib/api/client';
import { setLocale } from '../src/lib/i18n';
import { loadAllPages } from '../src/app/lazy-page';

// pages load on demand in the app; here they are loaded first, so a route renders at once
beforeAll(() => loadAllPages());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSlowNotice();
  act(() => setLocale('en'));
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
