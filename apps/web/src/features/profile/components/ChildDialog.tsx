/** Adds a child or changes one: name or nickname, birthday, the stories' language and an avatar. */
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { CHILD_AVATARS, ChildInput, LOCALES, type Child } from '@tt/contract';
import { Form, FormField, FormSelect, useSchemaForm } from '../../../components/Form';
import { useSaveChild } from '../../../lib/api/children';
import { AVATAR_ICONS } from './ChildAvatar';

function AvatarChoice() {
  const { t } = useTranslation();
  const { field } = useController({ name: 'avatar' });
  return (
    <fieldset className="avatar-choice">
      <legend>{t('children.avatar')}</legend>
      {CHILD_AVATARS.map((name) => {
        const Icon = AVATAR_ICONS[name];
        return (
          <label key={name} className="avatar-choice__item" title={t(`children.avatars.${name}`)}>
            <input
              type="radio"
              name="avatar"
              value={name}
              checked={field.value === name}
              onChange={() => field.onChange(name)}
              aria-label={t(`children.avatars.${name}`)}
            />
            <Icon aria-hidden size={26} />
          </label>
        );
      })}
    </fieldset>
  );
}

export function ChildDialog({
  child,
  locale,
  pin,
  close,
}: {
  child?: Child;
  locale: string;
  /** the parental pin that unlocked the settings, when one is set */
  pin?: string;
  close(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveChild();
  const form = useSchemaForm(ChildInput, {
    name: child?.name ?? '',
    birthday: child?.birthday ?? '',
    locale: (child?.locale ?? locale) as Child['locale'],
    avatar: child?.avatar ?? 'star',
  });
  return (
    <Form
      form={form}
      className="form child-form"
      onSubmit={(values) => save.mutate({ uid: child?.uid, child: values, pin }, { onSuccess: close })}
      failure={save.error}
    >
      <FormField name="name" label={t('children.name')} autoComplete="off" maxLength={40} />
      <FormField
        name="birthday"
        label={t('children.birthday')}
        type="date"
        max={new Date().toISOString().slice(0, 10)}
      />
      <FormSelect name="locale" label={t('children.language')}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`children.languages.${l}`)}
          </option>
        ))}
      </FormSelect>
      <AvatarChoice />
      <button type="submit" className="button button--wide" disabled={save.isPending}>
        {t(child ? 'children.save' : 'children.add')}
      </button>
    </Form>
  );
}
