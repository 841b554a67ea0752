/**
 * /panel/moderation: a searchable, sortable list of story tasks in pages of 20; the next page
 * loads when the list is scrolled within 1000 px of its end (50 ms debounce), filtered by status.
 * ?task=<uid> opens a task.
 */
import { useEffect, useState } from 'react';
import { MODERATION_STATUSES } from '@tt/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../components/ModalHost';
import { PanelListPage } from '../../components/PanelListPage';
import { taskListQuery, type TaskStatusFilter } from './api/list-tasks';
import { TaskCard } from './TaskCard';
import { TaskDialog } from './TaskDialog';

export function ModerationPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const [params, setParams] = useSearchParams();
  const openUid = params.get('task');
  const [status, setStatus] = useState<TaskStatusFilter>('all');

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
      query={(search, sort) => taskListQuery(search, sort, status)}
      filters={
        <label className="field">
          <span>{t('moderation.filter')}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as TaskStatusFilter)}>
            <option value="all">{t('moderation.filter.all')}</option>
            {MODERATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`moderation.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      }
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
