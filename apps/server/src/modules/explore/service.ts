/**
 * Explore (consumer §2, §3; decision 027): story search over the licence, and the activity history.
 * Built once by createExploreModule; the handlers stay thin.
 */
import { HISTORY_LIMIT, localeOr, type HistoryItem, type StoryHit } from '@tt/contract';
import type { z } from 'zod';
import type { HistoryItemInput } from '@tt/contract';
import type { Db } from '../../db/client.js';
import type { UserRecord } from '../../db/schema.js';
import { licenceCovers, type LicenceModule } from '../licence/index.js';
import type { StudioModule } from '../studio/index.js';
import * as repo from './repository.js';

/** Answers at most this many stories; a light licence may drop some of the first matches. */
const HITS = 20;
const CANDIDATES = 200;

export interface ExploreDeps {
  db: Db;
  stories: Pick<StudioModule, 'searchPlayableStories'>;
  licence: Pick<LicenceModule, 'userLicence'>;
}

export function createExploreModule({ db, stories, licence }: ExploreDeps) {
  return {
    /** Published stories in the user's language that their licence lets them play (decision 008). */
    async search(user: UserRecord, query: string): Promise<StoryHit[]> {
      const [held, found] = await Promise.all([
        licence.userLicence(user),
        stories.searchPlayableStories(localeOr(user.locale), query, CANDIDATES),
      ]);
      return found
        .filter((s) => licenceCovers(held, { topic: s.topic, publishedAt: s.publishedAt, viaShare: false }))
        .slice(0, HITS)
        .map((s) => ({
          uid: s.uid,
          title: s.title,
          date: s.date,
          locale: localeOr(s.locale),
          topic: s.topic,
          ageCluster: s.ageCluster,
        }));
    },

    async history(user: UserRecord): Promise<HistoryItem[]> {
      const rows = await repo.listHistory(db, user.id, HISTORY_LIMIT);
      return rows.map((r, index) => ({
        type: r.type,
        key: r.key,
        data: r.data as Record<string, unknown>,
        ...(r.component ? { component: r.component } : {}),
        ...(r.link ? { link: r.link } : {}),
        ...(r.search ? { search: r.search } : {}),
        ...(r.action ? { action: r.action } : {}),
        date: r.createdAt.toISOString(),
        index,
      }));
    },

    addHistory: (user: UserRecord, item: z.output<typeof HistoryItemInput>) =>
      repo.addHistory(db, { ...item, userId: user.id }, HISTORY_LIMIT),

    clearHistory: (user: UserRecord, type?: string) => repo.clearHistory(db, user.id, type),
  };
}

export type ExploreModule = ReturnType<typeof createExploreModule>;
