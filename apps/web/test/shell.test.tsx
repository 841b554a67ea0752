import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { api, ApiError, onSlowLoading, resetSlowNotice } from '../src/lib/api';
import { badgeText } from '../src/components/Badge';
import { ModalProvider, useModals } from '../src/components/ModalHost';
import { i18n, setLocale } from '../src/lib/i18n';
import { renderApp, stubApi } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSlowNotice();
  setLocale('en');
});

describe('api client', () => {
  it('retries a network failure three times, 1 s apart, and tells once that loading is slow', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const slow = vi.fn();
    const stop = onSlowLoading(slow);
    const result = api('app/info', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2100);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const error = (await result) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(20);
    expect(slow).toHaveBeenCalledTimes(1);

    // a second failing call within 30 s does not repeat the notice
    const again = api('app/info', {}).catch(() => null);
    await vi.advanceTimersByTimeAsync(3100);
    await again;
    expect(slow).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns a problem document into an error with the catalogue code and field messages', async () => {
    stubApi(() => ({ status: 422, body: { status: 422, code: 422, title: 'Fill all', errors: [{ field: 'login', key: 'validation.email', message: 'Please enter a valid email address' }] } }));
    const error = (await api('user/password/requestrestore', { login: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Please enter a valid email address');
    expect(error.errors[0]!.field).toBe('login');
  });
});

describe('shell pieces', () => {
  it('caps unread badges at 99 with "!"', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('!');
  });

  function Opener({ block }: { block: boolean }) {
    const modals = useModals();
    useEffect(() => modals.open({ name: 'edit', title: 'Edit things', content: <p>form</p>, blockClose: block }), []);
    return null;
  }

  it('closes a modal on a backdrop click', () => {
    render(<ModalProvider><Opener block={false} /></ModalProvider>);
    expect(screen.getByRole('dialog', { name: 'Edit things' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks "Yes, close" / "No" before closing a blocked modal, also on a swipe down', () => {
    render(<ModalProvider><Opener block /></ModalProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('dialog', { name: 'Edit things' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientY: 230 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the landing page in Russian', async () => {
    stubApi(() => undefined);
    act(() => setLocale('ru'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Кто мы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать слушать' })).toBeInTheDocument();
    expect(i18n.language).toBe('ru');
  });
});
