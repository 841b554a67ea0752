/**
 * Real-time fan-out. Every message is written to realtime_log (its seq orders replay after a
 * reconnect) and announced with NOTIFY carrying only the seq, so every server process on the
 * same PostgreSQL delivers it to its own sockets and long polls. PGlite delivers its own
 * NOTIFY within its one process, so both databases take the same path.
 */
import { and, gt, inArray, lte, max, min, sql } from 'drizzle-orm';
import pg from 'pg';
import type { RealtimePayload } from '@tt/contract';
import type { Database } from '../../db/client.js';
import { realtimeLog } from '../../db/schema.js';

const CHANNEL = 'tt_realtime';

export interface Delivery {
  seq: number;
  channel: string;
  payload: RealtimePayload;
  /** The message as the socket sends it, serialised once for every recipient. */
  wire: string;
}

export type Listener = (delivery: Delivery) => void;

export const channels = {
  user: (id: number) => `user:${id}`,
  cohort: (locale: string, cluster: string) => `cohort:${locale}:${cluster}`,
  /** Stories for every age in a language (aboutStory). */
  locale: (locale: string) => `locale:${locale}`,
  staff: 'staff',
};

export class RealtimeHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stopListening: () => Promise<void> = async () => {};
  private closed = false;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    const onNotify = (payload: string) => void this.fetchAndDispatch(payload.split(',').map(Number));
    if (this.database.pglite) {
      this.stopListening = await this.database.pglite.listen(CHANNEL, onNotify);
      return;
    }
    await this.connectListener(onNotify);
  }

  /** A dedicated connection for LISTEN, re-opened if PostgreSQL drops it. */
  private async connectListener(onNotify: (payload: string) => void): Promise<void> {
    const pool = this.database.pool!;
    const client = new pg.Client({ connectionString: (pool.options as { connectionString: string }).connectionString });
    client.on('notification', (n) => n.payload && onNotify(n.payload));
    client.on('error', (err) => {
      if (this.closed) return;
      console.warn(`Real-time listener lost PostgreSQL (${err.message}); reconnecting in 1 s`);
      setTimeout(() => void this.connectListener(onNotify).catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.stopListening = () => client.end();
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.stopListening().catch(() => {});
    this.listeners.clear();
  }

  /** Logs the messages and announces them to every process; returns their seqs. */
  async publish(messages: { channel: string; payload: RealtimePayload }[]): Promise<number[]> {
    if (messages.length === 0) return [];
    const rows = await this.database.db.insert(realtimeLog).values(messages).returning({ seq: realtimeLog.seq });
    const seqs = rows.map((r) => r.seq);
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${seqs.join(',')})`);
    return seqs;
  }

  subscribe(channelNames: readonly string[], listener: Listener): () => void {
    for (const name of channelNames) {
      let set = this.listeners.get(name);
      if (!set) this.listeners.set(name, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const name of channelNames) {
        const set = this.listeners.get(name);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(name);
      }
    };
  }

  /** Messages after `afterSeq` on these channels, oldest first, up to `untilSeq`. */
  async replay(channelNames: readonly string[], afterSeq: number, untilSeq: number): Promise<Delivery[]> {
    const rows = await this.database.db
      .select()
      .from(realtimeLog)
      .where(and(inArray(realtimeLog.channel, [...channelNames]), gt(realtimeLog.seq, afterSeq), lte(realtimeLog.seq, untilSeq)))
      .orderBy(realtimeLog.seq)
      .limit(5000);
    return rows.map(toDelivery);
  }

  async latestSeq(): Promise<number> {
    const [row] = await this.database.db.select({ seq: max(realtimeLog.seq) }).from(realtimeLog);
    return Number(row?.seq ?? 0);
  }

  /** The oldest seq still kept; a client that last saw something before it must reload. */
  async oldestSeq(): Promise<number> {
    const [row] = await this.database.db.select({ seq: min(realtimeLog.seq) }).from(realtimeLog);
    return Number(row?.seq ?? 0);
  }

  /** Drops messages older than the replay window. */
  async prune(olderThanMs: number): Promise<void> {
    await this.database.db.execute(sql`delete from realtime_log where created_at < now() - make_interval(secs => ${olderThanMs / 1000})`);
  }

  private async fetchAndDispatch(seqs: number[]): Promise<void> {
    if (this.closed || seqs.length === 0) return;
    try {
      const rows = await this.database.db.select().from(realtimeLog).where(inArray(realtimeLog.seq, seqs)).orderBy(realtimeLog.seq);
      for (const row of rows) this.dispatch(toDelivery(row));
    } catch (err) {
      if (!this.closed) console.warn(`Real-time delivery failed: ${(err as Error).message}`);
    }
  }

  private dispatch(delivery: Delivery): void {
    const set = this.listeners.get(delivery.channel);
    if (!set) return;
    for (const listener of [...set]) listener(delivery);
  }
}

function toDelivery(row: typeof realtimeLog.$inferSelect): Delivery {
  const payload = row.payload as RealtimePayload;
  return { seq: row.seq, channel: row.channel, payload, wire: JSON.stringify({ type: 'event', seq: row.seq, payload }) };
}
