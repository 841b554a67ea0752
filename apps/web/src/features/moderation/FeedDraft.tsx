/** A feed item told to the moderators instead of to children (purpose feedDraft, decision 071). */
import { useTranslation } from 'react-i18next';

/** What the news step keeps of a feed item: the facts, where from, and what moderators are offered. */
export interface FeedNews {
  title?: string;
  summary?: string;
  source?: string;
  skipped?: { title: string; reason: string }[];
  suggested?: { id: string; title: string };
}

/** A feed item that no writer has told (purpose feedDraft): its facts, source and the story to tell instead. */
export function FeedDraft({ news }: { news: FeedNews }) {
  const { t } = useTranslation();
  return (
    <section className="task-dialog__checks" aria-label={t('moderation.feedDraft')}>
      <h3>{t('moderation.feedDraft')}</h3>
      <p>{t('moderation.feedDraftLead')}</p>
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
    </section>
  );
}
