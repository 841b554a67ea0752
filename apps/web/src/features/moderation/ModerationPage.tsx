/**
 * /panel/moderation: a searchable, sortable list of story tasks in pages of 20; the next page
 * loads when the list is scrolled within 1000 px of its end (50 ms debounce). ?task=<uid> opens a task.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@tt/contract';
import { paths } from '../../lib/paths';
import { useModals } from '../../components/ModalHost';
import { Preloader } from '../../components/Preloader';
import { errorText } from '../../lib/api/error-text';
import { useDebounced } from '../../lib/use-debounced';
import { useNextPageOnScroll } from '../../lib/use-next-page-on-scroll';
import { useTaskList, type SortOrder } from './api/list-tasks';
import { TaskCard } from './TaskCard';
import { TaskDialog } from './TaskDialog';
import { ListToolbar } from '../../components/ListToolbar';
import { ChevronLeft } from 'lucide-react';

export function ModerationPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('date_desc');
  const query = useTaskList(useDebounced(search.trim(), TIMINGS.searchDebounceMs), sort);
  const openUid = params.get('task');

  useEffect(() => {
    if (!openUid) return;
    open({
      name: 'taskdata',
      title: t('moderation.task'),
      content: <TaskDialog uid={openUid} />,
      onClose: () =>
        setParams(
          (p) => {
            p.delete('task');
            return p;
          },
          { replace: true },
        ),
    });
  }, [openUid, open, t, setParams]);

  useNextPageOnScroll(query);

  const tasks = query.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <section className="card moderation">
      <Link to={paths.panel} className="link-small">
        <ChevronLeft aria-hidden size={18} /> {t('panel.back')}
      </Link>
      <h1>{t('panel_moderation')}</h1>
      <ListToolbar
        searchLabel={t('moderation.search')}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
      />
      {query.error && <p role="alert">{errorText(t, query.error)}</p>}
      {query.isLoading ? <Preloader /> : tasks.length === 0 ? <p>{t('moderation.empty')}</p> : null}
      <div className="task-list">
        {tasks.map((task) => (
          <TaskCard
            key={task.uid}
            task={task}
            onOpen={(uid) =>
              setParams((p) => {
                p.set('task', uid);
                return p;
              })
            }
          />
        ))}
      </div>
      {query.isFetchingNextPage && <Preloader />}
    </section>
  );
}
