/**
 * "Write the story" of a feed draft (decision 085): the title, scenes of text for one age and the parent
 * note, in the panel's Form. The server holds every sentence to the writer's checks; a refused one is
 * shown under its scene with the reason, in the moderator's language.
 */
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AGE_CLUSTERS, WRITTEN_STORY_MAX_SCENES, WrittenStoryForm, type FieldError } from '@tt/contract';
import { Form, FormField, FormSelect, FormTextarea, useSchemaForm } from '../../components/Form';
import { ApiError } from '../../lib/api/client';
import { errorText } from '../../lib/api/error-text';
import { useWriteFeedStory } from './api/feed-story';

/** The shape a 4–5 telling starts from (the draft's age): hello, where, what happened, how it felt, good night. */
const START_BEATS = ['hello', 'where', 'happened', 'feeling', 'night'] as const;

const startingStory = (t: TFunction, title: string) => ({
  ageCluster: '4to5' as const,
  title,
  scenes: START_BEATS.map((beat) => ({ title: t(`feedStory.beat.${beat}`), text: '' })),
  parentNote: { whatHappened: '', questions: ['', ''] as [string, string] },
});

/** The refused sentences of one field, each with its reason in the reader's language. */
function Refused({ errors, field }: { errors: FieldError[]; field: string }) {
  const { t } = useTranslation();
  const mine = errors.filter((e) => e.field === field);
  if (!mine.length) return null;
  return (
    <ul className="sentence-checks" aria-label={t('feedStory.refused')}>
      {mine.map((e) => (
        <li key={`${e.key}:${String(e.params?.sentence ?? '')}`}>
          {e.params?.sentence ? <q>{e.params.sentence}</q> : null} {t(e.key, { ...e.params, defaultValue: e.message })}
        </li>
      ))}
    </ul>
  );
}

export function FeedStoryWriter({ uid, title, onSaved }: { uid: string; title: string; onSaved(): void }) {
  const { t } = useTranslation();
  const write = useWriteFeedStory(uid);
  const form = useSchemaForm(WrittenStoryForm, startingStory(t, title));
  const scenes = useFieldArray({ control: form.control, name: 'scenes' });
  const errors = write.error instanceof ApiError ? write.error.errors : [];
  return (
    <Form
      form={form}
      className="feed-story-writer"
      aria-label={t('feedStory.write')}
      onSubmit={(story) => write.mutate(story, { onSuccess: onSaved })}
      failure={write.error}
      describeFailure={(failure) => (errors.length ? t('errors.storyRefused') : errorText(t, failure))}
    >
      <p>{t('feedStory.writeLead')}</p>
      <FormSelect id="feed-story-age" name="ageCluster" label={t('feedStory.age')}>
        {AGE_CLUSTERS.map((cluster) => (
          <option key={cluster} value={cluster}>
            {t(`explore.age.${cluster}`)}
          </option>
        ))}
      </FormSelect>
      <FormField id="feed-story-title" name="title" label={t('feedStory.title')} />
      <Refused errors={errors} field="title" />
      <Refused errors={errors} field="scenes" />
      {scenes.fields.map((scene, i) => (
        <fieldset key={scene.id} className="feed-story-writer__scene">
          <legend>{t('feedStory.scene', { n: i + 1 })}</legend>
          <FormField name={`scenes.${i}.title`} label={t('feedStory.sceneTitle', { n: i + 1 })} />
          <FormTextarea name={`scenes.${i}.text`} label={t('feedStory.sceneText', { n: i + 1 })} rows={3} />
          <Refused errors={errors} field={`scenes.${i}.text`} />
          {scenes.fields.length > 1 && (
            <button type="button" className="link-button" onClick={() => scenes.remove(i)}>
              {t('feedStory.removeScene', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {scenes.fields.length < WRITTEN_STORY_MAX_SCENES && (
        <button type="button" className="button button--ghost" onClick={() => scenes.append({ title: '', text: '' })}>
          {t('feedStory.addScene')}
        </button>
      )}
      <FormTextarea name="parentNote.whatHappened" label={t('feedStory.whatHappened')} rows={2} />
      <Refused errors={errors} field="parentNote.whatHappened" />
      <FormField name="parentNote.questions.0" label={t('feedStory.question', { n: 1 })} />
      <FormField name="parentNote.questions.1" label={t('feedStory.question', { n: 2 })} />
      <button type="submit" className="button" disabled={write.isPending}>
        {t('feedStory.save')}
      </button>
    </Form>
  );
}
