/** Renders the app at a route with `fetch` stubbed at the network boundary. */
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { CallOutput, Feature, UserInfo, UserType } from '@tt/contract';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { Layout } from '../src/app/Layout';

export interface Answer {
  status?: number;
  body: unknown;
}
export type Handler = (path: string, body: Record<string, unknown>, headers: Headers) => Answer | undefined;
export interface SentCall {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

export const problem = (status: number, code: number, title: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { status, code, title, ...extra },
});

/** Stubs fetch; every call the app makes is recorded. Calls the handler does not answer get 501. */
export function stubApi(handler: Handler): SentCall[] {
  const calls: SentCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = new Headers(init?.headers);
    calls.push({ path, body, headers });
    const answer = handler(path, body, headers) ?? problem(501, 501, `${path} not stubbed`);
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Typed from the contract, so a field the server adds is missed here at compile time, not in a browser. */
export const appInfo: CallOutput<'app/info'> = {
  locales: ['en', 'ru'],
  story: { ageRange: [1, 7] },
  plans: [],
  terminalKey: null,
  promoRewardMin: {},
  googleClientId: null,
  vapidPublicKey: null,
  version: '0.0.3',
};

export function profile(
  over: Partial<Pick<UserInfo, 'bday' | 'locale' | 'emailConfirmed'>> & { type?: UserType; features?: Feature[] } = {},
): CallOutput<'user/info/get'> {
  return {
    info: {
      id: 1,
      type: over.type ?? 0,
      email: 'mum@example.com',
      phone: null,
      login: 'mum@example.com',
      firstName: null,
      lastName: null,
      companyName: null,
      image: null,
      userpicture: null,
      locale: over.locale === undefined ? 'en' : over.locale,
      timezone: null,
      countrycode: null,
      bday: over.bday === undefined ? '2021-01-01' : over.bday,
      age: over.bday === null ? null : 5,
      emailConfirmed: over.emailConfirmed ?? true,
      date: '2026-01-01T00:00:00.000Z',
    },
    features: over.features ?? [],
  };
}

/** A saved token and a server that knows its user; `more` answers any other call. */
export function signedInAs(p: CallOutput<'user/info/get'>, more: Handler = () => undefined): SentCall[] {
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path, body, headers) => {
    if (path === 'user/info/get') return { body: p };
    if (path === 'app/info') return { body: appInfo };
    return more(path, body, headers);
  });
}

let history: string[] = [];
function PathProbe() {
  const here = useLocation();
  const path = here.pathname + here.search;
  if (history.at(-1) !== path) history.push(path);
  return null;
}
/** The address the app is at now (path and query). */
export const location = () => history.at(-1) ?? '';
/** Every address the app has been at since it was rendered, in order. */
export const visited = () => [...history];

/**
 * The browser's address (path and query): the player writes its place there itself, not through the
 * router (use-time-in-address.ts).
 */
export const browserAddress = () => window.location.pathname + window.location.search;

/**
 * The app opened at `path` with the browser's address at `path` too, as a real page opens: for the pages
 * that write the address themselves (the player's place). renderApp leaves the browser's address as a
 * test set it (a referral link's ?ref=).
 */
export function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}

/** `queryClient`: the page's, as the entry script hands it over (app/first-calls.ts). */
export function renderApp(path: string, queryClient?: QueryClient) {
  history = [];
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <PathProbe />
        <Layout>
          <AppRoutes />
        </Layout>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The profile's e-mail line, whose address is split at its break points (<wbr>): matched as the whole line. */
export const emailLine =
  (text: string) =>
  (_: string, element: Element | null): boolean =>
    element?.classList.contains('user-card__email') === true && element.textContent === text;
