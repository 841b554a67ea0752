/**
 * Filling a bench database fast: set-based statements (insert … select … generate_series), each
 * given its slice of 1..total, with a progress bar. bench -- scale and the 1,000,000-user publish use it.
 */
import type { SQL } from 'drizzle-orm';

/** Runs one statement (app.context.db.execute). */
export type Exec = (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>;

export function progress(label: string, done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(
    `\r${label.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / total) * 100)}% of ${total.toLocaleString('en')}`,
  );
  if (done >= total) process.stdout.write('\n');
}

/** Rows from..to (inclusive) of 1..total, in `chunks` statements, each given its [from, to] slice. */
export async function fill(
  exec: Exec,
  label: string,
  range: { from?: number; to: number; chunks?: number },
  statement: (from: number, to: number) => SQL,
): Promise<void> {
  const first = range.from ?? 1;
  const total = range.to - first + 1;
  const step = Math.ceil(total / (range.chunks ?? 20));
  for (let from = first; from <= range.to; from += step) {
    const to = Math.min(range.to, from + step - 1);
    await exec(statement(from, to));
    progress(label, to - first + 1, total);
  }
}
