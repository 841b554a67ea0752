/**
 * Listeners by key (a channel, a user) where most keys have exactly one (a user's own channel, on
 * one socket): the one listener is held directly, a Set only from the second on. A Set per
 * connected user costs ≈ 200 bytes per socket (decision 042).
 */
export class ListenerSets<K, L> {
  private readonly byKey = new Map<K, L | Set<L>>();

  add(key: K, listener: L): void {
    const held = this.byKey.get(key);
    if (held === undefined) this.byKey.set(key, listener);
    else if (held instanceof Set) held.add(listener);
    else if (held !== listener) this.byKey.set(key, new Set([held, listener]));
  }

  delete(key: K, listener: L): void {
    const held = this.byKey.get(key);
    if (held === listener) this.byKey.delete(key);
    else if (held instanceof Set) {
      held.delete(listener);
      if (held.size === 1) this.byKey.set(key, held.values().next().value!);
    }
  }

  /** The key's listeners now (a copy: a listener may unsubscribe while they are called). */
  get(key: K): L[] {
    const held = this.byKey.get(key);
    if (held === undefined) return [];
    return held instanceof Set ? [...held] : [held];
  }

  /** Listeners in all, counted once per key. */
  get size(): number {
    let n = 0;
    for (const held of this.byKey.values()) n += held instanceof Set ? held.size : 1;
    return n;
  }

  clear(): void {
    this.byKey.clear();
  }
}
