/** Bedtime (issue 26 §12): the sleep timer and the last story fade out, dim and stop, with fake timers. */
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBedtime } from '../src/features/player/bedtime/use-bedtime';
import { location, renderApp } from './helpers';
import { fakeMedia, playerState, serveStories, story } from './player-fixture';

const MINUTE = 60_000;
const saved = () => JSON.parse(localStorage.getItem('tt.bedtime') ?? 'null') as Record<string, unknown> | null;

afterEach(() => {
  vi.useRealTimers();
});

function renderBedtime(ended = false) {
  const onAsleep = vi.fn();
  const hook = renderHook((props: { ended: boolean }) => useBedtime({ ...props, minute: MINUTE, onAsleep }), {
    initialProps: { ended },
  });
  return { ...hook, onAsleep };
}

describe('the sleep timer', () => {
  it('runs out after the chosen minutes, fades the sound over 15 s, then falls asleep once', () => {
    vi.useFakeTimers();
    const { result, onAsleep } = renderBedtime();
    act(() => result.current.choose(10, false));
    expect(saved()).toMatchObject({ minutes: 10, lastStory: false });
    expect(result.current.holdsPlaylist).toBe(false);

    act(() => vi.advanceTimersByTime(10 * MINUTE - 1));
    expect(result.current.phase).toBe('off');
    expect(result.current.volume).toBe(1);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('fading');
    expect(result.current.holdsPlaylist).toBe(true);
    act(() => vi.advanceTimersByTime(7_500));
    expect(result.current.volume).toBeCloseTo(0.5, 5);
    expect(onAsleep).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(7_500));
    expect(result.current.phase).toBe('asleep');
    expect(result.current.volume).toBe(0);
    expect(onAsleep).toHaveBeenCalledTimes(1);
    // the night's timer is spent; its length is offered again next time
    expect(saved()).toMatchObject({ minutes: 10, endsAt: null, lastStory: false });

    act(() => result.current.wake());
    expect(result.current.phase).toBe('off');
    expect(result.current.volume).toBe(1);
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(onAsleep).toHaveBeenCalledTimes(1);
  });

  it("keeps each child's own choice: switching child reads theirs (decision 063)", () => {
    const onAsleep = vi.fn();
    const hook = renderHook(
      (props: { child: string | null }) => useBedtime({ ended: false, minute: MINUTE, child: props.child, onAsleep }),
      { initialProps: { child: 'c-tom' } },
    );
    act(() => hook.result.current.choose(30, true));
    expect(JSON.parse(localStorage.getItem('tt.bedtime.c-tom')!)).toMatchObject({ minutes: 30, lastStory: true });
    hook.rerender({ child: 'c-ann' });
    expect(hook.result.current.choice).toMatchObject({ minutes: 0, endsAt: null, lastStory: false });
    act(() => hook.result.current.choose(10, false));
    hook.rerender({ child: 'c-tom' });
    expect(hook.result.current.choice).toMatchObject({ minutes: 30, lastStory: true });
    expect(JSON.parse(localStorage.getItem('tt.bedtime.c-ann')!)).toMatchObject({ minutes: 10, lastStory: false });
  });

  it('keeps running through the next story (a new player) and forgets a deadline already past', () => {
    vi.useFakeTimers();
    const first = renderBedtime();
    act(() => first.result.current.choose(20, false));
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    first.unmount();

    const next = renderBedtime();
    expect(next.result.current.choice.minutes).toBe(20);
    act(() => vi.advanceTimersByTime(15 * MINUTE));
    expect(next.result.current.phase).toBe('fading');
    next.unmount();

    localStorage.setItem('tt.bedtime', JSON.stringify({ minutes: 30, endsAt: Date.now() - 1, lastStory: false }));
    const tomorrow = renderBedtime();
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(tomorrow.result.current.phase).toBe('off');
    expect(tomorrow.onAsleep).not.toHaveBeenCalled();
  });

  it('choosing Off stops a running timer', () => {
    vi.useFakeTimers();
    const { result, onAsleep } = renderBedtime();
    act(() => result.current.choose(10, false));
    act(() => result.current.choose(0, false));
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(result.current.phase).toBe('off');
    expect(onAsleep).not.toHaveBeenCalled();
  });
});

describe('the last story', () => {
  it('falls asleep at the end of the story, not before', () => {
    vi.useFakeTimers();
    const { result, rerender, onAsleep } = renderBedtime();
    act(() => result.current.choose(0, true));
    expect(result.current.holdsPlaylist).toBe(true);
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(result.current.phase).toBe('off');

    rerender({ ended: true });
    expect(result.current.phase).toBe('fading');
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.phase).toBe('asleep');
    expect(onAsleep).toHaveBeenCalledTimes(1);
    expect(saved()).toMatchObject({ lastStory: false });
  });

  it("is spent for the child it was chosen for: that child's next story plays to its end and the playlist goes on", () => {
    vi.useFakeTimers();
    const onAsleep = vi.fn();
    const hook = renderHook(
      (props: { ended: boolean }) => useBedtime({ ...props, minute: MINUTE, child: 'c-ann', onAsleep }),
      {
        initialProps: { ended: false },
      },
    );
    act(() => hook.result.current.choose(0, true));
    hook.rerender({ ended: true });
    act(() => vi.advanceTimersByTime(15_000));
    expect(onAsleep).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('tt.bedtime.c-ann')!)).toMatchObject({ lastStory: false });
    hook.unmount();
    // the next story of that child (a new player): nothing armed
    const next = renderHook(() => useBedtime({ ended: false, minute: MINUTE, child: 'c-ann', onAsleep: vi.fn() }));
    expect(next.result.current.choice.lastStory).toBe(false);
    expect(next.result.current.holdsPlaylist).toBe(false);
  });

  it('holds for that night only: chosen last night and never played out, it is forgotten in the morning', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 11, 4, 20, 30));
    const evening = renderBedtime();
    act(() => evening.result.current.choose(0, true));
    evening.unmount();
    expect(renderBedtime().result.current.choice.lastStory).toBe(true);
    vi.setSystemTime(new Date(2026, 11, 5, 8, 0));
    const morning = renderBedtime();
    expect(morning.result.current.choice.lastStory).toBe(false);
    expect(morning.result.current.holdsPlaylist).toBe(false);
  });

  it('in the player, dims the screen at the end and the playlist does not open the next story', async () => {
    fakeMedia();
    serveStories([story(), story({ uid: 's2', title: 'Second story' })]);
    localStorage.setItem(
      'tt.playlist',
      JSON.stringify({
        ids: ['s1', 's2'],
        active: true,
        settings: { loop: false, buttonsblock: false, muted: false, noimagesinstory: false },
      }),
    );
    // a 4 s timer minute: the fade lasts 1 s, longer than the playlist's 0.4 s to the next story
    renderApp('/stories/s1?time=10&sleepminute=4000');
    await waitFor(() => expect(playerState()).toBe('playing'));
    fireEvent.click(screen.getByRole('button', { name: 'Bedtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bedtime' });
    fireEvent.click(within(dialog).getByLabelText('This is the last story'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bedtime' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await waitFor(() => expect(screen.getByText('Good night')).toBeInTheDocument(), { timeout: 6000 });
    expect(screen.getByTestId('bedtime-veil')).toHaveClass('bedtime-veil--asleep');
    expect((screen.getByTestId('music') as HTMLAudioElement).volume).toBe(0);
    // the fade outlasted the playlist's 0.4 s, and the first story is still on screen; the playlist is over
    expect(location()).toMatch(/^\/stories\/s1/);
    expect(JSON.parse(localStorage.getItem('tt.playlist')!)).toMatchObject({ active: false });
  });
});
