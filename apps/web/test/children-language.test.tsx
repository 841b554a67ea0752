/**
 * Issue 32 §7 (decision 083): choosing a child changes the language of the stories, not the parent's
 * interface. The account's language follows the chosen child (decision 063); the interface stays the
 * parent's, on this device.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Child } from '@tt/contract';
import { i18n } from '../src/lib/i18n';
import { appInfo, profile, renderApp, stubApi } from './helpers';

const tom: Child = { uid: 'c-tom', name: 'Tom', birthday: '2022-05-01', locale: 'en', avatar: 'star', chosen: true };
const masha: Child = {
  uid: 'c-masha',
  name: 'Masha',
  birthday: '2020-03-01',
  locale: 'ru',
  avatar: 'star',
  chosen: false,
};

/** `parentLocale`: the parent's own language as the server has it (undefined: a server that does not say). */
function family(parentLocale?: 'en' | 'ru' | null) {
  let chosen = 'c-tom';
  const list = () => ({ children: [tom, masha].map((c) => ({ ...c, chosen: c.uid === chosen })) });
  const account = () => {
    const p = profile({ locale: chosen === 'c-masha' ? 'ru' : 'en' });
    return parentLocale === undefined ? p : { ...p, info: { ...p.info, parentLocale } };
  };
  localStorage.setItem('tt.token', 'token-1');
  return stubApi((path, body) => {
    if (path === 'app/info') return { body: appInfo };
    if (path === 'user/children/list') return { body: list() };
    if (path === 'userdata/pin/status') return { body: { set: false } };
    if (path === 'user/children/choose') {
      chosen = String(body.uid);
      return { body: list() };
    }
    // the account's language is now the chosen child's (the server answers it so)
    if (path === 'user/info/get') return { body: account() };
    if (path === 'user/info/language') {
      parentLocale = body.locale as 'en' | 'ru';
      return { body: { success: true } };
    }
    return undefined;
  });
}

describe("the parent's interface language", () => {
  it("stays the parent's when a child with stories in another language is chosen", async () => {
    const calls = family();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Stories for Tom: choose another child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Whose stories?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Masha/ }));
    // the app has taken the account as it now is: its language is Masha's
    await waitFor(() => expect(JSON.parse(localStorage.getItem('tt.user') ?? '{}').info?.locale).toBe('ru'));
    expect(calls.filter((c) => c.path === 'user/info/get').length).toBeGreaterThan(1);
    // Masha's stories are Russian; the parent still reads English
    expect(await screen.findByRole('button', { name: 'Stories for Masha: choose another child' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("changes in the profile on this device only: the chosen child's story language stays", async () => {
    const calls = family();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Interface language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Русский' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('ru');
    expect(calls.some((c) => c.path === 'user/info/commonEdit')).toBe(false);
  });
});

describe("the parent's language on the server (decision 083's addendum)", () => {
  const told = (calls: { path: string; body: Record<string, unknown> }[]) =>
    calls.filter((c) => c.path === 'user/info/language').map((c) => c.body.locale);

  it('is saved when the parent changes the interface language, the story language staying', async () => {
    const calls = family('en');
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Interface language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Русский' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(told(calls)).toEqual(['ru']));
    expect(calls.some((c) => c.path === 'user/info/commonEdit')).toBe(false);
  });

  it("is taken by a new device before the account's (the chosen child's)", async () => {
    const calls = family('ru');
    renderApp('/profile');
    // Tom's stories are English, the parent reads Russian
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('ru');
    expect(told(calls)).toEqual([]);
  });

  it('is told once from the device when the server has none', async () => {
    const calls = family(null);
    renderApp('/profile');
    await waitFor(() => expect(told(calls)).toEqual(['en']));
    fireEvent.click(await screen.findByRole('button', { name: 'Stories for Tom: choose another child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Whose stories?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Masha/ }));
    expect(await screen.findByRole('button', { name: 'Stories for Masha: choose another child' })).toBeInTheDocument();
    // the profile came again (the account now Masha's, ru), and nothing more was sent
    expect(told(calls)).toEqual(['en']);
  });
});

describe("the profile's age line", () => {
  it('names the chosen child it belongs to, beside the list of children', async () => {
    family();
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: /^Tom's age: \d+ years$/ })).toBeInTheDocument();
  });
});
