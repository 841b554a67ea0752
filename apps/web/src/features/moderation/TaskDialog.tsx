/**
 * The task dialog (panel §2): error, Watch story, Accept/Reject, the workflow with "Remake from here", results
 * JSON. Reject and Remake ask first, saying what they undo (issue 25 point 9).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/error-text';
import { AuditHistory } from '../../components/AuditHistory';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Preloader } from '../../components/Preloader';
import { useTask } from './api/get-task';
import { useDecideTask } from './api/decide-task';
import { useRedoTask } from './api/redo-task';
import { FeedDraft, type FeedNews } from './FeedDraft';
import { StoryPreview } from './StoryPreview';
import { useRestoreVoice, useSaveNarration } from './api/narration';

// the recorder (MediaRecorder, its texts and styles) is loaded only when a moderator opens it
const NarrationRecorder = lazy(() =>
  import('../../components/narration/NarrationRecorder').then((m) => ({ default: m.NarrationRecorder })),
);
import { CircleCheck, Hourglass, TriangleAlert } from 'lucide-react';

export function TaskDialog({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useTask(uid);
  const decide = useDecideTask(uid);
  const redo = useRedoTask(uid);
  const restore = useRestoreVoice(uid);
  const saveNarration = useSaveNarration(uid);
  const [watching, setWatching] = useState(false);
  /** The destructive step asked about: a reject, or a remake from a team's step. */
  const [asking, setAsking] = useState<Asking | null>(null);
  if (isLoading) return <Preloader />;
  if (error || !data) return <p role="alert">{errorText(t, error)}</p>;
  const { task, story } = data;
  const failure = decide.error ?? redo.error ?? restore.error;
  const safety = task.results.outputs?.safety as { verdict?: string; reasons?: string[] } | undefined;
  const news = task.results.outputs?.news as FeedNews | undefined;
  const skipped = news?.skipped;
  return (
    <div className="task-dialog">
      <TaskStatus task={task} failure={failure} />
      <div className="row">
        <button type="button" className="button button--ghost" disabled={!story} onClick={() => setWatching(!watching)}>
          {t('moderation.watch')}
        </button>
        {task.status === 'moderation' && (
          <button type="button" className="button" disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
            {t('moderation.accept')}
          </button>
        )}
        {['moderation', 'error', 'approve'].includes(task.status) && (
          <button
            type="button"
            className="button button--ghost"
            disabled={decide.isPending}
            onClick={() => setAsking({ reject: true })}
          >
            {t('moderation.reject')}
          </button>
        )}
      </div>
      {asking && (
        <ConfirmAsked
          asking={asking}
          busy={decide.isPending || redo.isPending}
          onYes={() => {
            if ('reject' in asking) decide.mutate('reject', { onSettled: () => setAsking(null) });
            else redo.mutate(asking.from, { onSettled: () => setAsking(null) });
          }}
          onNo={() => setAsking(null)}
        />
      )}
      {safety && <SafetyChecks reasons={safety.reasons} />}
      {skipped?.length ? <SkippedNews skipped={skipped} /> : null}
      {task.purpose.type === 'feedDraft' && news && (
        <FeedDraft
          uid={task.uid}
          news={news}
          made={task.purpose.feedStory}
          busy={['waiting', 'processing'].includes(task.status)}
        />
      )}
      {story && <VoiceSection story={story} restore={restore} save={saveNarration} />}
      {watching && story && <StoryPreview story={story} />}
      <Workflow task={task} busy={redo.isPending} onRemake={(from) => setAsking({ from })} />
      <AuditHistory subject={`task:${task.uid}`} />
      <details>
        <summary>{t('moderation.results')}</summary>
        <pre className="json">{JSON.stringify(task.results, null, 2)}</pre>
      </details>
    </div>
  );
}

type TaskData = NonNullable<ReturnType<typeof useTask>['data']>;

/** What the safety checks found, or that they passed. */
function SafetyChecks({ reasons }: { reasons?: string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="task-dialog__checks" aria-label={t('moderation.checks')}>
      <h3>{t('moderation.checks')}</h3>
      {reasons?.length ? (
        <>
          <p>{t('moderation.checksFailed')}</p>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('moderation.checksPassed')}</p>
      )}
    </section>
  );
}

/** The news a feed draft left out, and why. */
function SkippedNews({ skipped }: { skipped: NonNullable<FeedNews['skipped']> }) {
  const { t } = useTranslation();
  return (
    <section className="task-dialog__checks" aria-label={t('moderation.skippedNews')}>
      <h3>{t('moderation.skippedNews')}</h3>
      <p>{t('moderation.skippedNewsLead')}</p>
      <ul>
        {skipped.map((item) => (
          <li key={item.title}>
            {item.title} — {item.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whose voice reads the story; record a person's reading, or go back to the synthetic one. */
function VoiceSection({
  story,
  restore,
  save,
}: {
  story: NonNullable<TaskData['story']>;
  restore: ReturnType<typeof useRestoreVoice>;
  save: ReturnType<typeof useSaveNarration>;
}) {
  const { t } = useTranslation();
  const [recording, setRecording] = useState(false);
  return (
    <section className="task-dialog__voice" aria-label={t('moderation.voice.title')}>
      <p>
        {t('moderation.voice.title')}:{' '}
        <strong>{story.voice === 'person' ? t('moderation.voice.person') : t('moderation.voice.synthetic')}</strong>
      </p>
      <div className="row">
        <button type="button" className="button button--ghost" onClick={() => setRecording(!recording)}>
          {t('moderation.voice.record')}
        </button>
        {story.voice === 'person' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={restore.isPending}
            onClick={() => restore.mutate(story.voiceVersion ?? 0)}
          >
            {t('moderation.voice.restore')}
          </button>
        )}
      </div>
      {recording && (
        <Suspense fallback={<Preloader />}>
          <NarrationRecorder
            story={story}
            title={t('moderation.voice.record')}
            version={story.voiceVersion ?? 0}
            firstTime={story.voice !== 'person'}
            save={save}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The task's teams in order, each done, under way or waiting, with "Remake from here". */
function Workflow({
  task,
  busy,
  onRemake,
}: {
  task: TaskData['task'];
  busy: boolean;
  onRemake: (from: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('moderation.workflow')}</h3>
      <ol className="workflow">
        {task.workflow.map((step) => {
          const done = task.results.completed.includes(step.teamid);
          const progress = task.results.progress?.[step.teamid];
          return (
            <li key={step.teamid} className={done ? 'workflow__step workflow__step--done' : 'workflow__step'}>
              <span>
                {done ? (
                  <CircleCheck aria-label={t('moderation.stepDone')} size={16} />
                ) : progress ? (
                  <>
                    <Hourglass aria-hidden size={16} /> {Math.round(progress * 100)}%
                  </>
                ) : (
                  '•'
                )}{' '}
                {step.teamid}
              </span>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={`${t('moderation.remake')}: ${step.teamid}`}
                onClick={() => onRemake(step.teamid)}
              >
                {t('moderation.remake')}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The destructive step asked about: a reject, or a remake from a team's step. */
type Asking = { reject: true } | { from: string };

/** Asks before a reject or a remake, saying what it undoes. */
function ConfirmAsked({
  asking,
  busy,
  onYes,
  onNo,
}: {
  asking: Asking;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation();
  const reject = 'reject' in asking;
  return (
    <ConfirmDialog
      className="task-dialog__confirm"
      label={reject ? t('moderation.reject') : t('moderation.remake')}
      text={reject ? t('moderation.confirmReject') : t('moderation.confirmRemake', { step: asking.from })}
      yes={reject ? t('moderation.confirmRejectYes') : t('moderation.confirmRemakeYes')}
      busy={busy}
      onYes={onYes}
      onNo={onNo}
    />
  );
}

/** The task's status and uid, the error it stopped with, and why the last step asked here failed. */
function TaskStatus({ task, failure }: { task: TaskData['task']; failure: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <span className={`task-card__status task-card--${task.status}`}>
          {t(`moderation.status.${task.status}`).toUpperCase()}
        </span>{' '}
        <code>{task.uid}</code>
      </p>
      {task.results.error && (
        <p role="alert" className="task-dialog__error">
          {task.results.error}
        </p>
      )}
      {failure && (
        <p role="alert" className="icon-text">
          <TriangleAlert aria-hidden size={18} /> {errorText(t, failure)}
        </p>
      )}
    </>
  );
}
