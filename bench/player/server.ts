/**
 * The story server the player bench measures against, in a process of its own: in the bench's process it
 * shared one thread with Lighthouse and the trace's browser driver, and the page's total blocking time came
 * out two to three times what the same build gives against a server of its own (decision 088, addendum 2).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface StoryServer {
  /** The player address of the story, share id included. */
  storyUrl: string;
  duration: number;
  close(): Promise<void>;
}

export async function startStoryServer(): Promise<StoryServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'story-process.ts')],
    // its progress lines (stderr) show as they come; stdout carries the one line of the story's address
    { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const lines = readline.createInterface({ input: child.stdout });
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then((code) => {
      throw new Error(`the story server stopped (exit code ${code}) before its story was ready; see above`);
    }),
  ]);
  const story = JSON.parse(first) as { storyUrl: string; duration: number };
  return { ...story, close };
}
