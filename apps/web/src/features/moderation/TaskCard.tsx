import type { CallOutput } from '@tt/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/dates';

export type Task = CallOutput<'admin/moderation/list'>['records'][number];

/** One task in the list: its status (translated, in upper case) drives the card's style; the story's title once written. */
export function TaskCard({ task, onOpen }: { task: Task; onOpen(uid: string): void }) {
  const { t, i18n } = useTranslation();
  const purpose = [task.purpose.type, task.purpose.locale, task.purpose.ageCluster].filter(Boolean).join(' · ');
  return (
    <button type="button" className={`task-card task-card--${task.status}`} onClick={() => onOpen(task.uid)}>
      <span className="task-card__status">{t(`moderation.status.${task.status}`).toUpperCase()}</span>
      {task.title && <strong className="task-card__title">{task.title}</strong>}
      <span className="task-card__purpose">{purpose}</span>
      <span className="muted">{formatMoment(task.date, i18n.language)}</span>
      <span className="muted">
        {t('moderation.steps', { done: task.results.completed.length, all: task.workflow.length })}
      </span>
    </button>
  );
}
