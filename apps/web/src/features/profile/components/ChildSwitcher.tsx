/**
 * The top bar's child switch (issue 26 §10): with two or more children, the chosen one's avatar;
 * one tap lists them, and choosing another asks the parental pin first when one is set.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../components/ModalHost';
import { usePinGate } from '../../../components/use-pin-gate';
import { errorText } from '../../../lib/api/error-text';
import { useChildren, useChooseChild } from '../../../lib/api/children';
import { ChildAvatar } from './ChildAvatar';
import { childLabel } from './child-name';
import type { Child } from '@tt/contract';

function ChildList({ list, close }: { list: Child[]; close(): void }) {
  const { t } = useTranslation();
  const gate = usePinGate();
  const choose = useChooseChild();
  const [asking, setAsking] = useState(false);
  const pick = async (child: Child) => {
    if (child.chosen) return close();
    setAsking(true);
    const pin = (await gate.pinIsSet().catch(() => false)) ? await gate.askPin() : undefined;
    setAsking(false);
    if (pin === null) return;
    choose.mutate({ uid: child.uid, ...(pin ? { pin } : {}) }, { onSuccess: close });
  };
  return (
    <div className="child-switch">
      <ul>
        {list.map((child) => {
          const { name, age } = childLabel(t, child);
          return (
            <li key={child.uid}>
              <button
                type="button"
                className={child.chosen ? 'child-switch__item child-switch__item--chosen' : 'child-switch__item'}
                aria-pressed={child.chosen}
                disabled={asking || choose.isPending}
                onClick={() => void pick(child)}
              >
                <ChildAvatar avatar={child.avatar} size={26} />
                <span>
                  <strong>{name}</strong> <span className="muted">{age}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {choose.error && <p role="alert">{errorText(t, choose.error)}</p>}
    </div>
  );
}

export function ChildSwitcher() {
  const { t } = useTranslation();
  const modals = useModals();
  const children = useChildren().data?.children ?? [];
  const chosen = children.find((c) => c.chosen);
  if (children.length < 2 || !chosen) return null;
  const name = childLabel(t, chosen).name;
  return (
    <button
      type="button"
      className="icon-button topbar__child"
      aria-label={t('children.switch', { name })}
      title={t('children.switch', { name })}
      onClick={() =>
        modals.open({
          name: 'child',
          title: t('children.switchTitle'),
          content: <ChildList list={children} close={modals.close} />,
        })
      }
    >
      <ChildAvatar avatar={chosen.avatar} />
    </button>
  );
}
