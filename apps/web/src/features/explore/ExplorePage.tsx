/**
 * /explore (consumer §2 Explore / search, §3 Activity history): a search box asking the server once
 * typing pauses for 500 ms, and the activity history grouped by type, 3 items a group with Show
 * more, with a menu to clear it. A search and a story opened from the results go into the history.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, EllipsisVertical, Search, Trash2 } from 'lucide-react';
import { TIMINGS, type HistoryItem, type StoryHit } from '@tt/contract';
import { useDebounced } from '../../lib/use-debounced';
import { errorText } from '../../lib/api/error-text';
import { paths } from '../../lib/paths';
import { Preloader } from '../../components/Preloader';
import { StoryPreviewCard } from '../../components/StoryPreviewCard';
import { useToasts } from '../../components/Toasts';
import { useSearchStories } from './api/search-stories';
import { useHistory } from './api/history';
import { useAddHistory } from './api/add-history';
import { useClearHistory } from './api/clear-history';

/** Items a history group shows before Show more (consumer §2). */
const GROUP_SLICE = 3;

/** History items by type, the groups in the order of their newest item. */
function groupByType(items: HistoryItem[]): [string, HistoryItem[]][] {
  const groups = new Map<string, HistoryItem[]>();
  for (const item of items) groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  return [...groups.entries()];
}

function itemLabel(item: HistoryItem): string {
  const { query, title } = item.data as { query?: unknown; title?: unknown };
  return String(item.search ?? query ?? title ?? item.key);
}

export function ExplorePage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [menuOpen, setMenuOpen] = useState(false);
  const query = useDebounced(text.trim(), TIMINGS.searchDebounceMs);

  const results = useSearchStories(query);
  const history = useHistory();
  const remember = useAddHistory();
  const clear = useClearHistory({
    onDone: () => toasts.show(t('explore.cleared'), { icon: 'success' }),
    onError: (err) => toasts.show(errorText(t, err), { icon: 'error' }),
  });

  // a search that was answered is worth finding again
  const answered = results.isSuccess ? query : '';
  const { mutate: rememberItem } = remember;
  useEffect(() => {
    if (answered)
      rememberItem({ type: 'search', key: answered.toLowerCase(), data: { query: answered }, search: answered });
  }, [answered, rememberItem]);

  const openStory = (hit: StoryHit) =>
    rememberItem({
      type: 'story',
      key: hit.uid,
      data: { title: hit.title, date: hit.date },
      link: paths.story(hit.uid),
    });

  const openItem = (item: HistoryItem) => {
    if (item.type === 'search') setText(itemLabel(item));
    else if (item.link?.startsWith('/')) navigate(item.link);
  };

  const groups = groupByType(history.data?.items ?? []);
  return (
    <section className="explore">
      <h1>{t('explore.title')}</h1>
      <label className="explore__search">
        <Search aria-hidden size={20} />
        <input
          type="search"
          value={text}
          maxLength={200}
          placeholder={t('explore.placeholder')}
          aria-label={t('explore.search')}
          onChange={(e) => setText(e.target.value)}
        />
      </label>

      {query && (
        <section className="explore__results" aria-label={t('explore.results')} aria-busy={results.isFetching}>
          {results.isLoading && <Preloader />}
          {results.error && <p role="alert">{errorText(t, results.error)}</p>}
          {results.data?.stories.length === 0 && (
            <p className="muted" data-testid="explore-empty">
              {t('explore.nothing', { query })}
            </p>
          )}
          {results.data?.stories.map((hit) => (
            <div key={hit.uid} data-testid="explore-hit" onClickCapture={() => openStory(hit)}>
              {/* the same news is told once for each age: the card says which (issue 32 §12) */}
              <StoryPreviewCard uid={hit.uid} label={t(`explore.age.${hit.ageCluster}`, { defaultValue: '' })} />
            </div>
          ))}
        </section>
      )}

      <section className="explore__history" aria-labelledby="explore-history">
        <header className="explore__history-head">
          <h2 id="explore-history">{t('explore.history')}</h2>
          <div className="menu-anchor">
            <button
              type="button"
              className="icon-button"
              aria-label={t('explore.historyMenu')}
              aria-expanded={menuOpen}
              aria-haspopup="menu"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <EllipsisVertical aria-hidden size={20} />
            </button>
            {menuOpen && (
              <div className="popup-menu" role="menu">
                <button
                  type="button"
                  role="menuitem"
                  disabled={!groups.length || clear.isPending}
                  onClick={() => {
                    setMenuOpen(false);
                    clear.mutate(undefined);
                  }}
                >
                  <Trash2 aria-hidden size={18} />
                  {t('explore.clear')}
                </button>
              </div>
            )}
          </div>
        </header>
        {history.isLoading && <Preloader />}
        {history.data && groups.length === 0 && <p className="muted">{t('explore.noHistory')}</p>}
        {groups.map(([type, items]) => (
          <section key={type} className="explore__group" data-testid={`history-${type}`}>
            <h3>{t(`explore.group.${type}`, { defaultValue: type })}</h3>
            <ul>
              {(expanded[type] ? items : items.slice(0, GROUP_SLICE)).map((item) => (
                <li key={item.key}>
                  <button type="button" className="link-button" onClick={() => openItem(item)}>
                    {item.type === 'search' ? <Search aria-hidden size={16} /> : <BookOpen aria-hidden size={16} />}
                    {itemLabel(item)}
                  </button>
                </li>
              ))}
            </ul>
            {items.length > GROUP_SLICE && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setExpanded({ ...expanded, [type]: !expanded[type] })}
              >
                {expanded[type] ? t('explore.showLess') : t('explore.showMore', { count: items.length - GROUP_SLICE })}
              </button>
            )}
          </section>
        ))}
      </section>
    </section>
  );
}
