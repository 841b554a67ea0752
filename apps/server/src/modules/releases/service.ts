/**
 * The latest Android release for the applications page (issue 14 item 6, decision 033): the server
 * reads RELEASES_URL (an API answering the GitHub releases/latest shape: tag_name, name and assets
 * with name and browser_download_url), keeps the answer for RELEASES_CACHE_S, and hands the page
 * the asset whose name ends in .apk. The browser never calls the code host itself: the CSP stays
 * closed and the host sees one request per cache period, not one per visitor.
 */
import { z } from 'zod';
import type { LatestRelease } from '@tt/contract';
import { ApiProblem } from '../../errors.js';

const ReleaseAnswer = z.object({
  tag_name: z.string().nullish(),
  name: z.string().nullish(),
  assets: z.array(
    z.object({
      name: z.string(),
      browser_download_url: z.url(),
      size: z.number().nullish(),
    }),
  ),
});

const FETCH_TIMEOUT_MS = 10_000;

export interface ReleaseSource {
  latest(): Promise<LatestRelease>;
}

export function createReleasesModule(options: {
  url: string | null;
  cacheMs: number;
  fetch?: typeof fetch;
}): ReleaseSource {
  const fetcher = options.fetch ?? fetch;
  let cached: { at: number; value: Promise<LatestRelease> } | null = null;

  async function read(url: string): Promise<LatestRelease> {
    let body: unknown;
    try {
      const res = await fetcher(url, {
        headers: { accept: 'application/vnd.github+json, application/json', 'user-agent': 'tiny-tidings' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`releases API answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw Object.assign(new ApiProblem(502, 'errors.releaseUnavailable'), { cause: err });
    }
    const parsed = ReleaseAnswer.safeParse(body);
    if (!parsed.success) throw Object.assign(new ApiProblem(502, 'errors.releaseUnavailable'), { cause: parsed.error });
    const apk = parsed.data.assets.find((a) => a.name.toLowerCase().endsWith('.apk'));
    return {
      configured: true,
      version: parsed.data.tag_name ?? parsed.data.name ?? null,
      apk: apk ? { name: apk.name, url: apk.browser_download_url, size: apk.size ?? null } : null,
    };
  }

  return {
    latest() {
      if (!options.url) return Promise.resolve({ configured: false, version: null, apk: null });
      if (cached && Date.now() - cached.at < options.cacheMs) return cached.value;
      const value = read(options.url);
      cached = { at: Date.now(), value };
      // a failure is not kept: the next visitor asks again
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
      return value;
    },
  };
}

export type ReleasesModule = ReturnType<typeof createReleasesModule>;
