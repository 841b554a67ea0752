import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, onSlowLoading } from '../src/lib/api/client';
import { errorText } from '../src/lib/api/error-text';
import { i18n } from '../src/lib/i18n';
import { problem, renderApp, stubApi } from './helpers';

const failingFetch = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

describe('api client', () => {
  it('retries a network failure three times, 1 s apart, then gives up with code 20', async () => {
    vi.useFakeTimers();
    const fetchMock = failingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const result = api('app/info', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const error = (await result) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 20, status: 0, key: 'errors.network' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('gives up at once while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = failingFetch();
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('app/info', {})).rejects.toMatchObject({ code: 20, key: 'errors.network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('succeeds when a retry gets through', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api('user/activate', { hash: 'h' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ success: true });
  });

  it('retries a 503 after its Retry-After and a 502 after 1 s, then answers what got through', async () => {
    vi.useFakeTimers();
    const unavailable = () =>
      new Response(JSON.stringify({ status: 503, code: 503, key: 'errors.unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '2' },
      });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api('user/activate', { hash: 'h' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ success: true });
  });

  it('takes a 502 that is the server’s own problem (the bank refused) as final: the bank is not asked again', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: 502, code: 502, key: 'errors.bankRefused', title: 'The bank refused: no' }),
          { status: 502, headers: { 'content-type': 'application/problem+json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('admin/payments/refund', { id: 7, value: 100, reason: 'duplicate' })).rejects.toMatchObject({
      status: 502,
      key: 'errors.bankRefused',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers the last 503 once the retries are spent', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 503, code: 503, key: 'errors.unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '2' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = api('app/info', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await result).toMatchObject({ status: 503 });
  });

  it('retries a 503 quietly: no slow-loading notice when a retry gets through', async () => {
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(31_000); // past the last notice of the tests above
    const slow = vi.fn();
    const stop = onSlowLoading(slow);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ status: 503, code: 503, key: 'errors.unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '2' },
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api('user/activate', { hash: 'h' });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ success: true });
    expect(slow).not.toHaveBeenCalled();
    stop();
  });

  it('announces slow loading at most once per 30 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', failingFetch());
    const slow = vi.fn();
    const stop = onSlowLoading(slow);
    const run = async () => {
      const call = api('app/info', {}).catch(() => null);
      await vi.advanceTimersByTimeAsync(3000);
      await call;
    };
    await run();
    expect(slow).toHaveBeenCalledTimes(1);
    await run(); // 3 s later
    await vi.advanceTimersByTimeAsync(20_000);
    await run(); // 26 s after the first notice
    expect(slow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_000);
    await run(); // past 30 s
    expect(slow).toHaveBeenCalledTimes(2);
    stop();
  });

  it('gives up after 60 s without an answer, without retrying', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = api('app/info', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ code: 20 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the token as a Bearer header and the same fingerprint in every payload', async () => {
    localStorage.setItem('tt.token', 'secret-token');
    const calls = stubApi(() => ({ body: { success: true } }));
    await api('user/activate', { hash: 'a' });
    await api('user/activate', { hash: 'b' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer secret-token');
    expect(calls[0]!.body).toMatchObject({ hash: 'a' });
    expect(calls[0]!.body.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.body.fingerprint).toBe(calls[0]!.body.fingerprint);
  });

  it('turns a problem document into an error with the code, the key and the joined field messages', async () => {
    stubApi(() =>
      problem(422, 422, 'Fill all', {
        errors: [
          { field: 'login', key: 'validation.email', message: 'Please enter a valid email address' },
          { field: 'locale', key: 'validation.invalid', message: 'locale is not valid' },
        ],
      }),
    );
    const error = (await api('user/password/requestrestore', { login: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      code: 422,
      status: 422,
      message: 'Please enter a valid email address, locale is not valid',
    });
    expect(error.errors.map((e) => e.field)).toEqual(['login', 'locale']);
  });

  it('uses the title as the message and the catalogue key of the code when the problem names none', async () => {
    stubApi((path) => (path === 'user/signout' ? problem(401, 600, 'Wrong token') : problem(501, 501, 'not built')));
    const wrongToken = (await api('user/signout', {}).catch((e: unknown) => e)) as ApiError;
    expect(wrongToken).toMatchObject({ message: 'Wrong token', code: 600, key: 'errors.wrongToken' });
    const later = (await api('chat/create/support', {}).catch((e: unknown) => e)) as ApiError;
    expect(errorText(i18n.t, later)).toBe('This part of Tiny Tidings is not built yet');
  });

  it('shows the slow-loading toast in the app while a call is retried', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('tt.token', 'saved');
    vi.stubGlobal('fetch', failingFetch());
    renderApp('/profile');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Please wait, Loading takes longer than usual')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Please wait, Loading takes longer than usual')).toBeNull();
  });
});
