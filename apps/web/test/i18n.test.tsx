import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, initialLocale, setLocale } from '../src/lib/i18n';
import { problem, profile, renderApp, signedInAs, stubApi } from './helpers';

describe('languages', () => {
  it('renders the landing page and sign-in in Russian', () => {
    stubApi(() => undefined);
    act(() => setLocale('ru'));
    const landing = renderApp('/');
    expect(screen.getByRole('heading', { name: 'Кто мы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать слушать' })).toBeInTheDocument();
    landing.unmount();
    renderApp('/signin');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать аккаунт' })).toBeInTheDocument();
    expect(screen.getByLabelText('Почта')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('shows contract validation texts in Russian', async () => {
    stubApi(() => undefined);
    act(() => setLocale('ru'));
    renderApp('/registration');
    await userEvent.type(screen.getByLabelText('Почта'), 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Пожалуйста, введите корректный адрес почты')).toBeInTheDocument();
    expect(screen.getByText('Пароль: обязательное поле')).toBeInTheDocument();
  });

  it('switches with the locale dialog on the sign-in page and remembers the choice', async () => {
    stubApi(() => undefined);
    renderApp('/signin');
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Русский' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('ru');
    expect(initialLocale()).toBe('ru');
  });

  it('follows the browser language when nothing was chosen', () => {
    const language = vi.spyOn(navigator, 'language', 'get');
    language.mockReturnValue('ru-RU');
    expect(initialLocale()).toBe('ru');
    language.mockReturnValue('de-DE');
    expect(initialLocale()).toBe('en');
    localStorage.setItem('locale', 'ru');
    expect(initialLocale()).toBe('ru');
  });

  it('saves the language chosen in the profile on the account', async () => {
    const calls = signedInAs(profile(), (path, body) =>
      path === 'user/info/commonEdit' ? { body: { ...profile().info, ...(body.info as object) } } : undefined,
    );
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Русский' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'user/info/commonEdit')?.body.info).toEqual({ locale: 'ru' }),
    );
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(i18n.language).toBe('ru');
    expect(screen.queryByRole('dialog', { name: 'Язык' })).not.toBeInTheDocument();
  });

  it('keeps the language when saving it fails, with the error in the language still shown', async () => {
    signedInAs(profile(), (path) => (path === 'user/info/commonEdit' ? problem(500, 500, 'Boom') : undefined));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Русский' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('tells a failed save in Russian while Russian is shown, in the form, and keeps Russian', async () => {
    signedInAs(profile({ locale: 'ru' }), (path) =>
      path === 'user/info/commonEdit' ? problem(500, 500, 'Boom') : undefined,
    );
    act(() => setLocale('ru'));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Язык: Русский' }));
    const dialog = await screen.findByRole('dialog', { name: 'Язык' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Что-то пошло не так');
    expect(alert.closest('form')).not.toBeNull();
    expect(i18n.language).toBe('ru');
  });
});
