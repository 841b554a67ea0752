/**
 * Real-time messages for whoever wants them, without knowing who keeps the socket: the live layer
 * emits every message it receives, and a screen (the payment dialog waiting for its payment)
 * listens here while it is open.
 */
import type { RealtimePayload } from '@tt/contract';

type Listener = (payload: RealtimePayload) => void;
const listeners = new Set<Listener>();

export function emitRealtime(payload: RealtimePayload): void {
  listeners.forEach((listener) => listener(payload));
}

/** Listens until the returned function is called. */
export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
