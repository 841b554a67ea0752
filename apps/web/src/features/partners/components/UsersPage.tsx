/**
 * /panel/users (panel §2; admin, team, moderation): users in pages of 20, the next page near the end
 * of the list, searched by e-mail, filtered all / users / partners / partners awaiting verification (the
 * team's queue), sorted by date (newest first); `?search=` opens it searched (the payments list's links).
 * Team members change a type (0 ↔ 4) and open a partner's information from the row menu.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@tt/contract';
import { canOpen } from '../../../lib/access';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/api/error-text';
import { useModals } from '../../../components/ModalHost';
import { PanelListPage } from '../../../components/PanelListPage';
import { useToasts } from '../../../components/Toasts';
import { usersListQuery, type UsersFilter } from '../api/list-users';
import { useChangeUserType } from '../api/change-user-type';
import { TeamPartnerInfo } from './TeamPartnerInfo';
import { UserRow } from './UserRow';
import { DataRequestDialog } from './DataRequestDialog';

const FILTERS: UsersFilter[] = ['all', 'users', 'partners', 'awaiting'];

export function UsersPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const modals = useModals();
  const toasts = useToasts();
  const [filter, setFilter] = useState<UsersFilter>('all');
  const [params] = useSearchParams();
  const change = useChangeUserType();
  const canManage = canOpen(profile, ROLES.team);

  const changeType = (id: number, type: 0 | 4) =>
    change.mutate(
      { id, type },
      {
        onSuccess: () => toasts.show(t('users.typeChanged', { id }), { icon: 'success' }),
        onError: (err) => toasts.show(errorText(t, err), { icon: 'error' }),
      },
    );

  return (
    <PanelListPage
      title={t('panel_users')}
      className="panel-users"
      searchLabel={t('users.search')}
      initialSearch={params.get('search') ?? ''}
      query={(search, sort) => usersListQuery(search, filter, sort)}
      rowsOf={(page) => page.data}
      listClassName="user-list"
      emptyText={t('users.empty')}
      filters={
        <label className="field">
          <span>{t('users.filter')}</span>
          <select value={filter} onChange={(e) => setFilter(e.target.value as UsersFilter)}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`users.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
      }
      renderRow={(user) => (
        <UserRow
          key={user.id}
          user={user}
          canManage={canManage}
          busy={change.isPending}
          onChangeType={(type) => changeType(user.id, type)}
          onOpenPartner={() =>
            modals.open({
              name: 'partnerinfo',
              title: t('users.partnerInfoTitle', { id: user.id }),
              content: <TeamPartnerInfo userid={user.id} />,
            })
          }
          onDataRequest={() =>
            modals.open({
              name: 'datarequest',
              title: t('usersData.title'),
              content: <DataRequestDialog id={user.id} email={user.contact ?? `#${user.id}`} close={modals.close} />,
            })
          }
        />
      )}
    />
  );
}
