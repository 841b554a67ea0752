/**
 * /panel/promocodes (panel §2): the add-promo button, the strategy-info button (the static article
 * 'strategy'), search and sort on the end date, and the codes in pages of 20, the next page loaded within
 * 1000 px of the end. Partners (type 4) see their own codes, team types 2 and 8 everyone's with the owner.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lightbulb, Plus } from 'lucide-react';
import { hasAnyFeature, LISTS, ROLES } from '@tt/contract';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth';
import { useModals } from '../../../components/ModalHost';
import { Preloader } from '../../../components/Preloader';
import { ListToolbar, type DateSort } from '../../../components/ListToolbar';
import { errorText } from '../../../lib/api/error-text';
import { useDebounced } from '../../../lib/use-debounced';
import { useNextPageOnScroll } from '../../../lib/use-next-page-on-scroll';
import { useCodes } from '../api/list-codes';
import { promoSideOf } from '../promo-side';
import { AddPromoDialog } from './AddPromoDialog';
import { PromoCodeRow } from './PromoCodeRow';
import { StrategyArticle } from './StrategyArticle';

export function PromoCodesPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const modals = useModals();
  const side = promoSideOf(profile?.info.type);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DateSort>('date_desc');
  const query = useCodes(side, useDebounced(search.trim(), LISTS.loadDebounceMs), sort);
  useNextPageOnScroll(query);
  const codes = query.data?.pages.flatMap((page) => page.data) ?? [];
  const canAdd = hasAnyFeature(
    profile && { type: profile.info.type, features: profile.features },
    ROLES.promoCodeCreators,
  );

  return (
    <section className="card promo-page">
      <Link to={paths.panel} className="link-small">
        ‹ {t('panel.back')}
      </Link>
      <h1>{t('panel_promocodes')}</h1>
      <div className="row promo-page__actions">
        {canAdd && (
          <button
            type="button"
            className="button"
            onClick={() =>
              modals.open({
                name: 'addpromo',
                title: t('promo.addTitle'),
                content: <AddPromoDialog onDone={modals.close} />,
              })
            }
          >
            <Plus size={18} aria-hidden /> {t('promo.add')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            modals.open({ name: 'articlestatic', title: t('strategy.title'), content: <StrategyArticle /> })
          }
        >
          <Lightbulb size={18} aria-hidden /> {t('promo.strategy')}
        </button>
      </div>
      <ListToolbar searchLabel={t('promo.search')} search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
      {side === null && <p>{t('promo.noList')}</p>}
      {query.error && <p role="alert">{errorText(t, query.error)}</p>}
      {query.isLoading ? <Preloader /> : side !== null && codes.length === 0 ? <p>{t('promo.empty')}</p> : null}
      <ul className="promo-list">
        {codes.map((code) => (
          <PromoCodeRow key={code.id} code={code} showOwner={side === 'team'} />
        ))}
      </ul>
      {query.isFetchingNextPage && <Preloader />}
    </section>
  );
}
