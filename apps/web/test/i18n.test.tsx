import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialLocale, setLocale } from '../src/lib/i18n';
import { renderApp, stubApi } from './helpers';

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
  // the profile's language is the parent's interface on this device: children-language.test.tsx
});
