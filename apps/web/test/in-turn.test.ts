import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn } from '../src/lib/in-turn';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('jobs in turn', () => {
  it('starts each job in a task of its own, never two in one', async () => {
    // the tasks are the timers inTurn waits on, run here one by one
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      tasks.push(run);
      return 0;
    }) as typeof setTimeout);
    const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());
    const started: number[] = [];
    const all = inTurn(
      [0, 1, 2, 3].map((i) => async () => void started.push(i)),
      3,
    );
    await settle();
    expect(started).toEqual([]);
    for (let task = 1; task <= 4; task++) {
      tasks.shift()!();
      await settle();
      expect(started).toHaveLength(task);
    }
    vi.restoreAllMocks();
    while (tasks.length) tasks.shift()!();
    await all;
    expect(started.sort()).toEqual([0, 1, 2, 3]);
  });

  it('runs no more than the given number at once', async () => {
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await inTurn(
      Array.from({ length: 10 }, () => job),
      3,
    );
    expect(most).toBe(3);
  });
});
