/**
 * A test that passes on its retry (e2e/vitest.config.ts) would hide its first failure: the log keeps it,
 * so a flaky test can be found from a CI log and fixed rather than retried for ever.
 */
import { beforeEach } from 'vitest';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const error = task.result?.errors?.at(-1);
    const where = `${task.file.name} › ${task.name}`;
    console.error(`[failed attempt ${(task.result?.retryCount ?? 0) + 1}] ${where}\n${error?.message ?? 'no message'}`);
  });
});
