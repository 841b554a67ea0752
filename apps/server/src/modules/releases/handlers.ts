/** app/release/latest: the applications page's download button. */
import type { Handlers } from '../../context.js';
import type { ReleasesModule } from './service.js';

export const releaseHandlers = (releases: ReleasesModule): Handlers => ({
  'app/release/latest': () => releases.latest(),
});
