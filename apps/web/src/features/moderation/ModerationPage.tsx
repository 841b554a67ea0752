/**
 * /panel/moderation: a searchable, sortable list of story tasks in pages of 20; the next page
 * loads when the list is scrolled within 1000 px of its end (50 ms debounce). ?task=<uid> opens a task.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../components/ModalHost';
import { PanelListPage } from '../../components/PanelListPage';
import { taskListQuery } from './api/list-tasks';
import { TaskCard } from './TaskCard';
import { TaskDialog } from './TaskDialog';

export function ModerationPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const [params, setParams] = useSearchParams();
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

  return (
    <PanelListPage
      title={t('panel_moderation')}
      className="moderation"
      searchLabel={t('moderation.search')}
      query={taskListQuery}
      rowsOf={(page) => page.records}
      listClassName="task-list"
      emptyText={t('moderation.empty')}
      renderRow={(task) => (
        <li key={task.uid}>
          <TaskCard
            task={task}
            onOpen={(uid) =>
              setParams((p) => {
                p.set('task', uid);
                return p;
              })
            }
          />
        </li>
      )}
    />
  );
}
