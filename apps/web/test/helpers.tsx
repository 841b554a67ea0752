/** Renders the app at a route with `fetch` stubbed at the network boundary. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/App';
import { AppRoutes } from '../src/app/router';
import { Layout } from '../src/components/Layout';

export type Handler = (path: string, body: Record<string, unknown>, headers: Headers) => { status?: number; body: unknown } | undefined;

export function stubApi(handler: Handler) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const answer = handler(path, body, new Headers(init?.headers)) ?? { status: 501, body: { status: 501, code: 501, title: 'not stubbed' } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const appInfo = { locales: ['en', 'ru'], story: { ageRange: [1, 7] }, plans: [], terminalKey: null, promoRewardMin: {}, googleClientId: null, version: '0.0.3' };

export function profile(over: { type?: number; features?: string[]; bday?: string | null; locale?: string | null } = {}) {
  return {
    info: {
      id: 1, type: over.type ?? 0, email: 'mum@example.com', phone: null, login: 'mum@example.com', firstName: null, lastName: null, companyName: null,
      image: null, userpicture: null, locale: over.locale === undefined ? 'en' : over.locale, timezone: null, countrycode: null,
      bday: over.bday === undefined ? '2021-01-01' : over.bday, age: 5, emailConfirmed: true, date: '2026-01-01T00:00:00.000Z',
    },
    features: over.features ?? [],
  };
}

let currentPath = '';
function PathProbe() {
  currentPath = useLocation().pathname + useLocation().search;
  return null;
}
export const location = () => currentPath;

export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <PathProbe />
        <Layout>
          <AppRoutes />
        </Layout>
      </AppProviders>
    </MemoryRouter>,
  );
}
