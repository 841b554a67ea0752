/**
 * /panel/users (panel §2; admin, team, moderation): users in pages of 20, the next page near the end
 * of the list, searched by e-mail, filtered all / users / partners, sorted by date (newest first).
 * Team members change a type (0 ↔ 4) and open a partner's information from the row menu.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES, TIMINGS } from '@tt/contract';
import { paths } from '../../../lib/paths';
import { canOpen } from '../../../lib/access';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/api/error-text';
import { useDebounced } from '../../../lib/use-debounced';
import { useNextPageOnScroll } from '../../../lib/use-next-page-on-scroll';
import { ListToolbar, type DateSort } from '../../../components/ListToolbar';
import { useModals } from '../../../components/ModalHost';
import { Preloader } from '../../../components/Preloader';
import { useToasts } from '../../../components/Toasts';
import { useUsersList, type UsersFilter } from '../api/list-users';
import { useChangeUserType } from '../api/change-user-type';
import { TeamPartnerInfo } from './TeamPartnerInfo';
import { UserRow } from './UserRow';

const FILTERS: UsersFilter[] = ['all', 'users', 'partners'];

export function UsersPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const modals = useModals();
  const toasts = useToasts();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UsersFilter>('all');
  const [sort, setSort] = useState<DateSort>('date_desc');
  const query = useUsersList(useDebounced(search.trim(), TIMINGS.searchDebounceMs), filter, sort);
  useNextPageOnScroll(query);
  const change = useChangeUserType();
  const canManage = canOpen(profile, ROLES.team);
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];

  const changeType = (id: number, type: 0 | 4) =>
    change.mutate(
      { id, type },
      {
        onSuccess: () => toasts.show(t('users.typeChanged', { id }), { icon: 'success' }),
        onError: (err) => toasts.show(errorText(t, err), { icon: 'error' }),
      },
    );

  return (
    <section className="card panel-users">
      <Link to={paths.panel} className="link-small">
        ‹ {t('panel.back')}
      </Link>
      <h1>{t('panel_users')}</h1>
      <ListToolbar searchLabel={t('users.search')} search={search} onSearch={setSearch} sort={sort} onSort={setSort}>
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
      </ListToolbar>
      {query.error && <p role="alert">{errorText(t, query.error)}</p>}
      {query.isLoading ? <Preloader /> : rows.length === 0 ? <p>{t('users.empty')}</p> : null}
      <ul className="user-list">
        {rows.map((user) => (
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
          />
        ))}
      </ul>
      {query.isFetchingNextPage && <Preloader />}
    </section>
  );
}
