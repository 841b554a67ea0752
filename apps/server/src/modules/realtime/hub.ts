/**
 * Real-time fan-out. Every message is a realtime_log row (log.ts); NOTIFY only wakes the
 * processes. Each process then dispatches everything after the last seq it dispatched, strictly
 * in seq order, from one loop at a time, so its sockets and long polls never see a gap or a seq
 * out of order. PGlite delivers its own NOTIFY within its one process, so both databases take
 * the same path.
 */
import pg from 'pg';
import type { RealtimePayload } from '@tt/contract';
import type { Database } from '../../db/client.js';
import { ListenerSets } from './listener-set.js';
import { appendToLog, registerDispatcher, type LogMessage } from './log.js';
import * as repo from './repository.js';
import { NOTIFY_CHANNEL } from './repository.js';

/** How often the loop reads again while a seq is missing (a rollback says nothing). */
const GAP_LOOK_MS = 15;
/**
 * How long a missing seq may hold the loop. A writer takes its seq just before its commit (log.ts
 * writes the log last), so its transaction ends within milliseconds; the snapshot cannot tell it from
 * another long one running beside it, which must not hold every message back for long.
 */
const GAP_PATIENCE_MS = 3_000;

/** The LISTEN connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'tt_realtime_listener';

export interface Delivery {
  seq: number;
  channel: string;
  payload: RealtimePayload;
  /** The message as the socket sends it, serialised once for every recipient. */
  wire: string;
}

export type Listener = (delivery: Delivery) => void;

export interface HubOptions {
  /** Rows read per query, for dispatch and for replay. */
  pageSize?: number;
  /** Wait before re-opening a lost LISTEN connection or retrying a failed read. */
  retryMs?: number;
}

export class RealtimeHub {
  private readonly listeners = new ListenerSets<string, Listener>();
  private readonly pageSize: number;
  private readonly retryMs: number;
  private stopListening: () => Promise<void> = async () => {};
  private closed = false;
  private started = false;
  /** Every seq up to this one has been handed to the local listeners. */
  private dispatched = 0;
  /** The newest seq NOTIFY announced (it may not be dispatched yet). */
  private announced = 0;
  /** Whether NOTIFY reaches this process now (false while PostgreSQL's LISTEN connection is down). */
  private hearing = false;
  private pumping = false;
  private again = false;
  /** Seqs up to this one are final: one still missing will never be written. */
  private settledUpTo = 0;
  /**
   * Seqs missing below `top`, and the transactions that may still add them: the ids in `known`, and
   * every id from `from` up to (not including) `below` (see settleGap).
   */
  private gap: { top: number; known: bigint[]; from: bigint; below: bigint; since: number } | null = null;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  /** Callers of `reached`, woken as the dispatched seq passes theirs. */
  private waiters: { seq: number; done: () => void }[] = [];

  constructor(
    private readonly database: Database,
    options: HubOptions = {},
  ) {
    this.pageSize = options.pageSize ?? 1000;
    this.retryMs = options.retryMs ?? 1000;
  }

  async start(): Promise<void> {
    const onNotify = (payload: string) => {
      const seq = Number(payload);
      if (seq > this.announced) this.announced = seq;
      if (seq > this.dispatched) this.wake();
    };
    if (this.database.pglite) this.stopListening = await this.database.pglite.listen(NOTIFY_CHANNEL, onNotify);
    else await this.listen(onNotify);
    // Listening already, so whatever commits after this read is announced.
    this.dispatched = await this.latestSeq();
    this.hearing = true;
    this.started = true;
    registerDispatcher(this.database.db, this);
    this.wake();
  }

  /** Resolves once every seq up to `seq` has been dispatched here (or after `timeoutMs`, or on stop). */
  reached(seq: number, timeoutMs: number): Promise<void> {
    if (seq <= this.dispatched || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        seq,
        done: () => {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** A dedicated connection for LISTEN; if PostgreSQL drops it, it is re-opened and the hub catches up. */
  private async listen(onNotify: (payload: string) => void): Promise<void> {
    const pool = this.database.pool!;
    const client = new pg.Client({
      connectionString: (pool.options as { connectionString: string }).connectionString,
      application_name: LISTENER_NAME,
    });
    let live = false;
    const lose = (why: Error) => {
      if (!live) return;
      live = false;
      this.hearing = false;
      void client.end().catch(() => {});
      if (this.closed) return;
      // a blip is logged once by the outage, not by each part that meets it
      if (!this.database.outage?.noticed(why))
        console.warn(`Real-time listener lost PostgreSQL (${why.message}); reconnecting`);
      setTimeout(() => void this.relisten(onNotify), this.retryMs);
    };
    client.on('notification', (n) => n.payload && onNotify(n.payload));
    client.on('error', lose);
    client.on('end', () => lose(new Error('Connection terminated: the listener was closed')));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (err) {
      void client.end().catch(() => {});
      throw err;
    }
    live = true;
    this.stopListening = async () => {
      live = false;
      this.hearing = false;
      await client.end();
    };
    if (this.closed) await this.stopListening();
  }

  private async relisten(onNotify: (payload: string) => void): Promise<void> {
    if (this.closed) return;
    try {
      await this.listen(onNotify);
      // Nothing was announced to us while the connection was down: read what was missed.
      this.announced = Math.max(this.announced, await this.latestSeq());
      this.hearing = true;
      this.wake();
    } catch (err) {
      if (!this.database.outage?.noticed(err))
        console.warn(`Real-time listener cannot reach PostgreSQL (${(err as Error).message}); retrying`);
      setTimeout(() => void this.relisten(onNotify), this.retryMs);
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    registerDispatcher(this.database.db, null);
    for (const waiter of [...this.waiters]) waiter.done();
    await this.stopListening().catch(() => {});
    this.listeners.clear();
  }

  /** Logs the messages and announces them to every process; returns their seqs. */
  publish(messages: LogMessage[]): Promise<number[]> {
    return appendToLog(this.database.db, messages);
  }

  /**
   * Every seq above `position` reaches a listener subscribed now, in order; everything up to it
   * is in the log (replay). Read it in the same tick as `subscribe`.
   */
  get position(): number {
    return this.dispatched;
  }

  /**
   * Whether every message NOTIFY announced has been handed to the listeners, and NOTIFY is heard:
   * then a cache kept fresh by access events (session-cache.ts) may answer.
   */
  get caughtUp(): boolean {
    return this.hearing && this.announced <= this.dispatched && !this.closed;
  }

  /** Listeners subscribed now (sockets and held syncs), counted once per channel. */
  get subscriptions(): number {
    return this.listeners.size;
  }

  subscribe(channelNames: readonly string[], listener: Listener): () => void {
    for (const name of channelNames) this.listeners.add(name, listener);
    return () => {
      for (const name of channelNames) this.listeners.delete(name, listener);
    };
  }

  /** Messages after `afterSeq` on these channels up to `untilSeq`, oldest first, page by page. */
  async *replay(channelNames: readonly string[], afterSeq: number, untilSeq: number): AsyncGenerator<Delivery[]> {
    for (let after = afterSeq; ;) {
      const rows = await repo.logPage(this.database.db, {
        channels: channelNames,
        after,
        until: untilSeq,
        limit: this.pageSize,
      });
      if (rows.length > 0) yield rows.map(toDelivery);
      if (rows.length < this.pageSize) return;
      after = rows.at(-1)!.seq;
    }
  }

  /** Whether the log still holds everything after `seq` (older rows are pruned). */
  async keepsAfter(seq: number): Promise<boolean> {
    const { oldest } = await repo.seqRange(this.database.db);
    return oldest != null && oldest <= seq + 1;
  }

  private async latestSeq(): Promise<number> {
    return (await repo.seqRange(this.database.db)).newest ?? 0;
  }

  /** Drops messages older than the replay window. */
  async prune(olderThanMs: number): Promise<void> {
    await repo.pruneLog(this.database.db, olderThanMs);
  }

  /** Starts the dispatch loop, or tells the running one to look again: one loop at a time. */
  private wake(): void {
    if (!this.started || this.closed) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.pump();
  }

  private async pump(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.closed);
    } catch (err) {
      if (!this.closed) {
        if (!this.database.outage?.noticed(err))
          console.warn(`Real-time delivery failed: ${(err as Error).message}; retrying`);
        setTimeout(() => this.wake(), this.retryMs);
      }
    } finally {
      this.pumping = false;
    }
  }

  /**
   * Everything after the last dispatched seq, in seq order. A seq missing below one already visible
   * belongs to a transaction still running (repository.ts), or to one that rolled back: the loop
   * stops there until it shows up, or until a read finds none of the transactions that could have
   * taken it running any more and the seq still missing (then it was rolled back).
   */
  private async drain(): Promise<void> {
    while (!this.closed) {
      const { rows, snapshot } = await repo.logPageWithSnapshot(this.database.db, {
        after: this.dispatched,
        limit: this.pageSize,
      });
      let waiting = false;
      for (const row of rows) {
        if (row.seq <= this.dispatched) continue;
        if (row.seq > this.dispatched + 1 && row.seq - 1 > this.settledUpTo) {
          if (!(await this.settleGap(row.seq - 1, snapshot!))) {
            waiting = true;
            break;
          }
        }
        this.dispatched = row.seq;
        this.dispatch(toDelivery(row));
      }
      if (this.waiters.length) for (const waiter of this.waiters.filter((w) => w.seq <= this.dispatched)) waiter.done();
      if (waiting || rows.length < this.pageSize) return;
    }
  }

  /**
   * Seqs are missing below `top` in a read made in `snapshot`. Each one's writer had its transaction
   * id before it took the seq, so before this read: its id is one running in the snapshot, or one
   * from the snapshot's xmax up to the ids given out by now. In every later read where the seq is
   * still missing its writer is still running, unless it rolled back; so the candidates are narrowed
   * to those running in each read, and once none is left what is missing will never come. (A
   * transaction's own status can say "committed" a moment before new snapshots see its rows: only a
   * snapshot tells.) True when the loop may go past the gap.
   */
  private async settleGap(top: number, snapshot: repo.Snapshot): Promise<boolean> {
    let gap = this.gap;
    if (!gap || top > gap.top) {
      const below = await repo.nextTransactionId(this.database.db);
      gap = this.gap = { top, known: snapshot.running, from: snapshot.xmax, below, since: performance.now() };
    } else {
      const { xmax, running } = snapshot;
      const { from, below } = gap;
      gap.known = [
        ...gap.known.filter((id) => id >= xmax || running.includes(id)),
        ...running.filter((id) => id >= from && id < below && id < xmax),
      ];
      if (xmax > from) gap.from = xmax;
    }
    const candidates = gap.known.length > 0 || gap.from < gap.below;
    const waited = performance.now() - gap.since;
    if (candidates && waited < GAP_PATIENCE_MS) {
      this.lookAgainSoon();
      return false;
    }
    if (candidates)
      console.warn(`Real-time: seqs up to ${top} waited ${GAP_PATIENCE_MS} ms for a transaction; going on`);
    this.settledUpTo = Math.max(this.settledUpTo, top);
    this.gap = null;
    return true;
  }

  /** The commit that fills a gap wakes the loop by NOTIFY; a rollback says nothing, so look again soon. */
  private lookAgainSoon(): void {
    if (this.gapTimer || this.closed) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      this.wake();
    }, GAP_LOOK_MS);
  }

  private dispatch(delivery: Delivery): void {
    for (const listener of this.listeners.get(delivery.channel)) {
      // One failing listener must not stop the others or the loop.
      try {
        listener(delivery);
      } catch (err) {
        console.warn(`Real-time listener failed: ${(err as Error).message}`);
      }
    }
  }
}

function toDelivery(row: repo.LogRow): Delivery {
  const payload = row.payload as RealtimePayload;
  return {
    seq: row.seq,
    channel: row.channel,
    payload,
    wire: JSON.stringify({ type: 'event', seq: row.seq, payload }),
  };
}
