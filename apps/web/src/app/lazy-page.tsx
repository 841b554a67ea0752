/**
 * A page whose code and texts load when it is first shown (it suspends meanwhile), like React.lazy, but
 * with `loadAllPages()` to fetch every such page ahead: the tests load them once, so a page
 * renders at once as it did before the split.
 */
import { use, type ComponentType } from 'react';
import { loadLaterTexts } from '../lib/i18n';

const loaders: (() => Promise<void>)[] = [];

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  // the texts of such pages come with the first of them (lib/i18n)
  const start = () =>
    (loading ??= Promise.all([load(), loadLaterTexts()]).then(([component]) => void (Loaded = component)));
  loaders.push(start);
  return function LazyPage(props: P) {
    if (!Loaded) use(start());
    const Page = Loaded!;
    return <Page {...props} />;
  };
}

export const loadAllPages = () => Promise.all(loaders.map((start) => start())).then(() => undefined);
