/** A feed item told to the moderators instead of to children (purpose feedDraft, decisions 071 and 085). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/error-text';
import { useTellSuggested } from './api/feed-story';
import { FeedStoryWriter } from './FeedStoryWriter';

/** What the news step keeps of a feed item: the facts, where from, and what moderators are offered. */
export interface FeedNews {
  title?: string;
  summary?: string;
  source?: string;
  skipped?: { title: string; reason: string }[];
  suggested?: { id: string; title: string };
}

interface FeedDraftProps {
  uid: string;
  news: FeedNews;
  /** What a moderator made of it already: their own text, or the suggested item told instead. */
  made?: 'written' | 'suggested';
  /** The studio is making the task: nothing can be written until it is done. */
  busy: boolean;
}

/**
 * A feed item that no writer has told (purpose feedDraft): its facts, source and the story to tell
 * instead; a moderator writes the story here, or has the suggested item told.
 */
export function FeedDraft({ uid, news, made, busy }: FeedDraftProps) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const tell = useTellSuggested(uid);
  return (
    <section className="task-dialog__checks" aria-label={t('moderation.feedDraft')}>
      <h3>{t('moderation.feedDraft')}</h3>
      <p>{made ? t(`feedStory.made.${made}`) : t('moderation.feedDraftLead')}</p>
      <h4>{t('moderation.feedDraftFacts')}</h4>
      <p>
        <strong>{news.title}</strong> {news.summary}
      </p>
      {news.source && (
        <p>
          {t('moderation.feedDraftSource')}:{' '}
          <a href={news.source} target="_blank" rel="noreferrer noopener">
            {news.source}
          </a>
        </p>
      )}
      {news.suggested && (
        <p>
          {t('moderation.feedDraftSuggested')}: <strong>{news.suggested.title}</strong> <code>{news.suggested.id}</code>
        </p>
      )}
      <div className="row">
        <button type="button" className="button" disabled={busy} onClick={() => setWriting(!writing)}>
          {t('feedStory.write')}
        </button>
        {news.suggested && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || tell.isPending}
            onClick={() => tell.mutate()}
          >
            {t('feedStory.tellSuggested')}
          </button>
        )}
      </div>
      {tell.error && <p role="alert">{errorText(t, tell.error)}</p>}
      {writing && !busy && <FeedStoryWriter uid={uid} title={news.title ?? ''} onSaved={() => setWriting(false)} />}
    </section>
  );
}
