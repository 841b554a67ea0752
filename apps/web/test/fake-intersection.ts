/**
 * An IntersectionObserver stand-in the tests drive by hand: which elements are watched, and
 * `showAt` reports each of them visible by a given fraction, as a scroll would.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** Every element some observer watches now. */
  static watched(): Element[] {
    return FakeIntersectionObserver.all.flatMap((o) => [...o.watched]);
  }
  /** The page scrolled: each watched element is now visible by `ratio` (0 to 1). */
  static showAt(ratio: number | ((el: Element) => number)) {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = [...observer.watched].map((target) => {
        const r = typeof ratio === 'number' ? ratio : ratio(target);
        return { target, intersectionRatio: r, isIntersecting: r > 0 } as unknown as IntersectionObserverEntry;
      });
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
