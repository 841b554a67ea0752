import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { resetSlowNotice } from '../src/lib/api/client';
import { loadLaterTexts, loadLocale, setLocale } from '../src/lib/i18n';
import { loadAllPages } from '../src/app/lazy-page';
import { FakeWebSocket } from './fake-websocket';

// The suite runs beside the server's tests on two cores: a page may take seconds to settle under that load.
configure({ asyncUtilTimeout: 4000 });

// pages and languages load on demand in the app; here they are loaded first, so a route renders
// at once and a language switch shows the new texts in the same act()
beforeAll(() =>
  Promise.all([loadAllPages(), loadLocale('en'), loadLocale('ru'), loadLaterTexts('en'), loadLaterTexts('ru')]),
);

// No test talks to a real socket: the app's real-time client gets a hand-driven stand-in.
beforeEach(() => {
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSlowNotice();
  act(() => setLocale('en'));
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
