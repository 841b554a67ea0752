/**
 * What each call of bench -- scale asks PostgreSQL: every statement the server's pool runs is timed
 * while a call is measured, and the call's hottest statement (most time in all) is then explained
 * with its own parameters: the plans of the queries that matter, not hand-copied look-alikes.
 */
import type pg from 'pg';

interface Seen {
  text: string;
  values: unknown[];
  ms: number;
  runs: number;
}

export class StatementLog {
  private seen = new Map<string, Seen>();
  private readonly query: pg.Pool['query'];

  constructor(private readonly pool: pg.Pool) {
    this.query = pool.query.bind(pool);
    const original = this.query as (...args: unknown[]) => unknown;
    (pool as { query: unknown }).query = (...args: unknown[]) => {
      const config = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof config === 'string' ? config : config.text;
      const values = (typeof config === 'string' ? args[1] : (config.values ?? args[1])) as unknown[] | undefined;
      const started = performance.now();
      const answer = original(...args);
      if (answer instanceof Promise)
        void answer.then(
          () => this.note(text, values ?? [], performance.now() - started),
          () => {},
        );
      return answer;
    };
  }

  private note(text: string, values: unknown[], ms: number) {
    const entry = this.seen.get(text) ?? { text, values, ms: 0, runs: 0 };
    entry.ms += ms;
    entry.runs += 1;
    entry.values = values;
    this.seen.set(text, entry);
  }

  /** Starts a call's measurement. */
  reset(): void {
    this.seen.clear();
  }

  /** The statement the measured call spent most time in, and its mean time per run. */
  hottest(): { text: string; values: unknown[]; meanMs: number } | null {
    const top = [...this.seen.values()].sort((a, b) => b.ms - a.ms)[0];
    return top ? { text: top.text, values: top.values, meanMs: top.ms / top.runs } : null;
  }

  /** EXPLAIN ANALYZE of a statement with its parameters, as printable lines. */
  async explain(statement: { text: string; values: unknown[] }): Promise<string[]> {
    const { rows } = (await this.query(
      `explain (analyze, costs off, timing off, summary on) ${statement.text}`,
      statement.values as never,
    )) as unknown as { rows: Record<string, unknown>[] };
    return rows.map((row) => String(Object.values(row)[0]));
  }
}
