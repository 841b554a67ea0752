/**
 * The profile's children (issue 26 §10): each with avatar, name and age, the chosen one marked;
 * add, change or remove one. It sits with the settings, behind the parental pin when one is set.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILDREN_MAX, type Child } from '@tt/contract';
import { Pencil, Trash2, UserPlus } from 'lucide-react';
import { useModals } from '../../../components/ModalHost';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../lib/api/error-text';
import { useChildren, useRemoveChild } from '../../../lib/api/children';
import { ChildAvatar } from './ChildAvatar';
import { ChildDialog } from './ChildDialog';
import { childLabel } from './child-name';

/** `pin`: the parental pin that unlocked the settings, when one is set (changes of the chosen child send it). */
export function ChildrenSection({ locale, pin }: { locale: string; pin?: string }) {
  const { t } = useTranslation();
  const modals = useModals();
  const [removing, setRemoving] = useState<Child | null>(null);
  const children = useChildren();
  const remove = useRemoveChild();
  const list = children.data?.children ?? [];
  const edit = (child?: Child) =>
    modals.open({
      name: 'child',
      title: t(child ? 'children.editTitle' : 'children.addTitle'),
      content: <ChildDialog child={child} locale={locale} pin={pin} close={modals.close} />,
    });

  return (
    <section className="children" aria-labelledby="children-title">
      <h2 id="children-title">{t('children.title')}</h2>
      {children.error && <p role="alert">{errorText(t, children.error)}</p>}
      <ul className="children__list">
        {list.map((child) => {
          const { name, age } = childLabel(t, child);
          return (
            <li key={child.uid} className={child.chosen ? 'child-row child-row--chosen' : 'child-row'}>
              <ChildAvatar avatar={child.avatar} />
              <span className="child-row__text">
                <strong>{name}</strong>
                <span className="muted">
                  {age} · {t(`children.languages.${child.locale}`)}
                  {child.chosen && ` · ${t('children.chosen')}`}
                </span>
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('children.edit', { name })}
                onClick={() => edit(child)}
              >
                <Pencil aria-hidden size={20} />
              </button>
              {list.length > 1 && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('children.remove', { name })}
                  onClick={() => setRemoving(child)}
                >
                  <Trash2 aria-hidden size={20} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {removing && (
        <ConfirmDialog
          label={t('children.removeConfirm', { name: childLabel(t, removing).name })}
          text={t('children.removeConfirm', { name: childLabel(t, removing).name })}
          yes={t('children.removeYes')}
          busy={remove.isPending}
          failure={remove.error}
          onYes={() => remove.mutate({ uid: removing.uid, pin }, { onSuccess: () => setRemoving(null) })}
          onNo={() => setRemoving(null)}
        />
      )}
      {list.length < CHILDREN_MAX && (
        <button type="button" className="button button--ghost" onClick={() => edit()}>
          <UserPlus aria-hidden size={20} /> {t('children.add')}
        </button>
      )}
    </section>
  );
}
