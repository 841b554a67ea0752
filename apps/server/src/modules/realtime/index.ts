/**
 * The realtime module's public entry: the hub (real-time log, LISTEN/NOTIFY fan-out), the access
 * watch (sessions revoked and access changed, from every process) and the listener caps, built once
 * by createRealtimeModule. Other modules reach real time only through what this file exports.
 */
import type { Database } from '../../db/client.js';
import { AccessWatch } from './access.js';
import { RealtimeHub } from './hub.js';
import { ListenerCaps, type CapLimits, type ListenerKind } from './listener-caps.js';

export { channelsOf } from './audience.js';
export { accessMessage, revokes, type AccessEvent, type AccessWatch } from './access.js';
export type { RealtimeHub } from './hub.js';
export type { ListenerCaps } from './listener-caps.js';
export { appendToLog, channels, withLog, type LogMessage, type LoggedTx } from './log.js';
export { createRealtimeSocket } from './socket.js';

export interface RealtimeDeps {
  database: Database;
  config: { pageSize: number; keepMs: number; listenerCaps: Record<ListenerKind, CapLimits> };
}

/** Every ten minutes the log drops what is older than `keepMs` (a client that far behind resets). */
const PRUNE_EVERY_MS = 10 * 60_000;

export async function createRealtimeModule({ database, config }: RealtimeDeps) {
  const hub = new RealtimeHub(database, { pageSize: config.pageSize });
  await hub.start();
  const pruner = setInterval(() => void hub.prune(config.keepMs).catch(() => {}), PRUNE_EVERY_MS);
  pruner.unref();
  const access = new AccessWatch(hub);
  return {
    hub,
    access,
    caps: new ListenerCaps(config.listenerCaps),
    /** Publishes to channels; every process's listeners hear it (hub.publish). */
    publish: hub.publish.bind(hub) as RealtimeHub['publish'],
    async close(): Promise<void> {
      access.stop();
      clearInterval(pruner);
      await hub.stop();
    },
  };
}

export type RealtimeModule = Awaited<ReturnType<typeof createRealtimeModule>>;
