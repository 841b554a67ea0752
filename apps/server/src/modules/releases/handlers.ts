/** app/release/latest: the applications page's download button. */
import type { AppContext, Handlers } from '../../context.js';
import { createReleaseSource, type ReleaseSource } from './service.js';

const sources = new WeakMap<AppContext, ReleaseSource>();

function sourceFor(app: AppContext): ReleaseSource {
  let source = sources.get(app);
  if (!source) {
    source = createReleaseSource(app.config.releases);
    sources.set(app, source);
  }
  return source;
}

export const releaseHandlers: Handlers = {
  'app/release/latest': (_input, ctx) => sourceFor(ctx.app).latest(),
};
