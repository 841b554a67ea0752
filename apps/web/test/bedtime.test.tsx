/** Bedtime (issue 26 §12): the sleep timer and the last story fade out, dim and stop, with fake timers. */
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBedtime } from '../src/features/player/bedtime/use-bedtime';
import { location, renderApp } from './helpers';
import { fakeMedia, playerState, serveStories, story } from './player-fixture';

const MINUTE = 60_000;
const saved = () => JSON.parse(localStorage.getItem('tt.bedtime') ?? 'null') as Record<string, unknown> | null;

const savePlaylist = () =>
  localStorage.setItem(
    'tt.playlist',
    JSON.stringify({
      ids: ['s1', 's2'],
      active: true,
      settings: { loop: false, buttonsblock: false, muted: false, noimagesinstory: false },
    }),
  );

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
  it('fades under the last words: the sound falls over the last 15 s while the story still plays', () => {
    const onAsleep = vi.fn();
    const hook = renderHook(
      (props: { ended: boolean; playing: boolean; left: number }) =>
        useBedtime({ ...props, stories: ['s1'], minute: MINUTE, onAsleep }),
      { initialProps: { ended: false, playing: true, left: 40 } },
    );
    act(() => hook.result.current.choose(0, true));
    expect(hook.result.current.holdsPlaylist).toBe(true);
    hook.rerender({ ended: false, playing: true, left: 15.5 });
    expect(hook.result.current.phase).toBe('off');
    expect(hook.result.current.volume).toBe(1);

    // the narrator is still speaking: the fade is heard, not run after the sound stopped
    hook.rerender({ ended: false, playing: true, left: 7.5 });
    expect(hook.result.current.phase).toBe('fading');
    expect(hook.result.current.volume).toBeCloseTo(0.5, 5);
    expect(onAsleep).not.toHaveBeenCalled();
    // a pause holds it: the sound is whole again when the story goes on, and the screen is not dimmed
    hook.rerender({ ended: false, playing: false, left: 7.5 });
    expect(hook.result.current.phase).toBe('off');
    hook.rerender({ ended: false, playing: true, left: 1.5 });
    expect(hook.result.current.volume).toBeCloseTo(0.1, 5);

    // the end is silence, then sleep, once; the choice is spent
    hook.rerender({ ended: true, playing: false, left: 0 });
    expect(hook.result.current.phase).toBe('asleep');
    expect(hook.result.current.volume).toBe(0);
    expect(onAsleep).toHaveBeenCalledTimes(1);
    expect(saved()).toMatchObject({ lastStory: false });
  });

  it('chosen on another story, it is an old choice: this story plays to its end and the playlist goes on', () => {
    localStorage.setItem(
      'tt.bedtime',
      JSON.stringify({
        minutes: 0,
        endsAt: null,
        lastStory: true,
        lastStoryUntil: Date.now() + MINUTE,
        lastStoryOf: 's0',
      }),
    );
    const onAsleep = vi.fn();
    const hook = renderHook(
      (props: { ended: boolean; left: number }) =>
        useBedtime({ ...props, playing: true, stories: ['s1'], minute: MINUTE, onAsleep }),
      { initialProps: { ended: false, left: 5 } },
    );
    expect(hook.result.current.lastStory).toBe(false);
    expect(hook.result.current.holdsPlaylist).toBe(false);
    expect(hook.result.current.volume).toBe(1);
    hook.rerender({ ended: true, left: 0 });
    expect(hook.result.current.phase).toBe('off');
    expect(onAsleep).not.toHaveBeenCalled();
    // its twin in the other language is the same story: there it holds
    const twin = renderHook(() =>
      useBedtime({ ended: false, playing: true, left: 5, stories: ['s0-ru', 's0'], minute: MINUTE, onAsleep }),
    );
    expect(twin.result.current.lastStory).toBe(true);
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
    savePlaylist();
    // a 4 s timer minute: the fade is the story's last 1 s
    renderApp('/stories/s1?time=10&sleepminute=4000');
    await waitFor(() => expect(playerState()).toBe('playing'));
    fireEvent.click(screen.getByRole('button', { name: 'Bedtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bedtime' });
    fireEvent.click(within(dialog).getByLabelText('This is the last story'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bedtime' })).toHaveAttribute('aria-pressed', 'true'),
    );

    // the fade comes while the story still plays (its last second here), under the last words
    await waitFor(
      () => {
        expect(screen.getByTestId('bedtime-veil')).toHaveClass('bedtime-veil--fading');
        expect(playerState()).toBe('playing');
        expect((screen.getByTestId('voice') as HTMLAudioElement).volume).toBeLessThan(1);
      },
      { timeout: 6000, interval: 20 },
    );
    await waitFor(() => expect(screen.getByText('Good night')).toBeInTheDocument(), { timeout: 6000 });
    expect(screen.getByTestId('bedtime-veil')).toHaveClass('bedtime-veil--asleep');
    expect((screen.getByTestId('music') as HTMLAudioElement).volume).toBe(0);
    // the fade outlasted the playlist's 0.4 s, and the first story is still on screen; the playlist is over
    expect(location()).toMatch(/^\/stories\/s1/);
    expect(JSON.parse(localStorage.getItem('tt.playlist')!)).toMatchObject({ active: false });
  });

  it('in the player, a last story left on another story does not cut the playlist', async () => {
    fakeMedia();
    serveStories([story(), story({ uid: 's2', title: 'Second story' })]);
    savePlaylist();
    // chosen tonight on s0, which was left before its end
    localStorage.setItem(
      'tt.bedtime',
      JSON.stringify({
        minutes: 0,
        endsAt: null,
        lastStory: true,
        lastStoryUntil: Date.now() + MINUTE,
        lastStoryOf: 's0',
      }),
    );
    renderApp('/stories/s1?time=11.5');
    await waitFor(() => expect(location()).toMatch(/^\/stories\/s2/), { timeout: 6000 });
    expect(screen.queryByText('Good night')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tt.playlist')!)).toMatchObject({ active: true });
  });
});
