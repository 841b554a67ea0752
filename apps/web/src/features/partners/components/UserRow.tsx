/**
 * One row of /panel/users (panel §2, §3): id, type icon, avatar, date and the contact (phone, else
 * e-mail, unless masked, else a dash). The team's row menu switches the type between 0 and 4,
 * offering only the one the user does not have, after a question saying what the change gives or takes
 * away (issue 25 point 9), and opens a partner's information.
 */
import { useState } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE, type CallOutput } from '@tt/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { UserTypeIcon } from './UserTypeIcon';

export type UserListRow = CallOutput<'team/users/list'>['data'][number];

interface Props {
  user: UserListRow;
  /** The caller has feature team: the menu is offered. */
  canManage: boolean;
  busy: boolean;
  onChangeType(type: 0 | 4): void;
  onOpenPartner(): void;
  /** A parent's written request about their data (decision 060). */
  onDataRequest(): void;
}

export function UserRow({ user, canManage, busy, onChangeType, onOpenPartner, onDataRequest }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const switchable = user.type === USER_TYPE.user || user.type === USER_TYPE.blogger;
  const other = user.type === USER_TYPE.user ? USER_TYPE.blogger : USER_TYPE.user;
  /** A menu item's action: the menu closes first. */
  const closing = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <li className="user-row" data-testid="user-row" data-user={user.id}>
      <span className="user-row__id">#{user.id}</span>
      <UserTypeIcon type={user.type} />
      <UserAvatar avatar={user.avatar} email={user.email} />
      <time dateTime={user.date}>{new Date(user.date).toLocaleDateString(i18n.language)}</time>
      <span className="user-row__contact">{user.contact ?? '—'}</span>
      {canManage && (
        <div className="user-row__menu">
          <button
            type="button"
            className="icon-button"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-label={t('users.menu', { id: user.id })}
            onClick={() => setOpen((v) => !v)}
          >
            <EllipsisVertical size={18} aria-hidden />
          </button>
          {open && (
            <div role="menu" className="user-row__items">
              {switchable ? (
                <button type="button" role="menuitem" disabled={busy} onClick={closing(() => setAsking(true))}>
                  {t(other === USER_TYPE.blogger ? 'users.makePartner' : 'users.makeUser')}
                </button>
              ) : (
                <p className="field__hint">{t('users.typeFixed', { type: user.type })}</p>
              )}
              {user.type === USER_TYPE.blogger && (
                <button type="button" role="menuitem" onClick={closing(onOpenPartner)}>
                  {t('users.partnerInfo')}
                </button>
              )}
              {switchable && (
                <button type="button" role="menuitem" onClick={closing(onDataRequest)}>
                  {t('usersData.action')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          className="user-row__confirm"
          label={t(other === USER_TYPE.blogger ? 'users.makePartner' : 'users.makeUser')}
          text={t(other === USER_TYPE.blogger ? 'users.confirmMakePartner' : 'users.confirmMakeUser', { id: user.id })}
          yes={t('users.confirmYes')}
          busy={busy}
          onYes={() => {
            setAsking(false);
            onChangeType(other);
          }}
          onNo={() => setAsking(false)}
        />
      )}
    </li>
  );
}

/** The user's picture, or the first letter of their e-mail. */
function UserAvatar({ avatar, email }: { avatar: string | null | undefined; email: string | null | undefined }) {
  if (avatar) return <img className="user-row__avatar" src={avatar} alt="" width={32} height={32} />;
  return (
    <span className="user-row__avatar user-row__avatar--empty" aria-hidden>
      {(email ?? '?').trim().charAt(0).toUpperCase()}
    </span>
  );
}
