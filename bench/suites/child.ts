/**
 * A part of a benchmark in a process of its own (a server, the bank, a load generator), as it would
 * be another process or machine in production. The child sends one message when it is ready, then
 * answers each command with one message (`{ error }` when the command failed).
 */
import { fork } from 'node:child_process';

export interface Child<Ready> {
  ready: Ready;
  ask<T>(command: object): Promise<T>;
  /** Disconnects and waits for the child to exit (killed after 10 s). */
  stop(): Promise<void>;
  /** Ends the child at once. */
  kill(): void;
}

export async function startChild<Ready>(
  script: string,
  options: { env?: Record<string, string>; execArgv?: string[]; stdout?: 'inherit' | 'ignore' } = {},
): Promise<Child<Ready>> {
  const child = fork(script, [], {
    env: { ...process.env, ...options.env },
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit', 'ipc'],
  });
  const pending: ((message: unknown) => void)[] = [];
  child.on('message', (message) => pending.shift()?.(message));
  const ready = await new Promise<Ready>((resolve, reject) => {
    pending.push(resolve as (message: unknown) => void);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return {
    ready,
    ask: <T>(command: object) =>
      new Promise<T>((resolve, reject) => {
        pending.push((message) => {
          const error = (message as { error?: string }).error;
          if (error) reject(new Error(error));
          else resolve(message as T);
        });
        child.send(command);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
    kill: () => child.kill('SIGKILL'),
  };
}
