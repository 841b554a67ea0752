/**
 * Runs asynchronous jobs at most `atOnce` at a time, each next one starting as one ends. Starting
 * dozens of fetches in one go is one long task of the page's main thread (issue 32 §6: a story's
 * preload and its offline copy); in turn, and each in a task of its own, every start is a short task
 * (a fetch's start costs 3–5 ms of a phone's main thread: six in one task, or two whose files came back
 * together, were a long one).
 */
export async function inTurn(jobs: (() => Promise<void>)[], atOnce: number): Promise<void> {
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await nextTask();
      await job();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, lane));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
