/**
 * /panel/promocodes (panel §2): the add-promo button, the strategy-info button (the static article
 * 'strategy'), search and sort on the end date, and the codes in pages of 20, the next page loaded within
 * 1000 px of the end. Verified partners (type 4) see their own codes, team types 2 and 8 with a staff feature
 * everyone's with the owner; only those with a list may add a code (decision 067).
 */
import { useTranslation } from 'react-i18next';
import { Lightbulb, Plus } from 'lucide-react';
import { mayCreatePromoCode, promoListOf } from '@tt/contract';
import { useAuth } from '../../../lib/auth';
import { useModals } from '../../../components/ModalHost';
import { PanelListPage } from '../../../components/PanelListPage';
import { codesQuery } from '../api/list-codes';
import { AddPromoDialog } from './AddPromoDialog';
import { PromoCodeRow } from './PromoCodeRow';
import { StrategyArticle } from './StrategyArticle';

export function PromoCodesPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const modals = useModals();
  const who = profile && { type: profile.info.type, features: profile.features };
  // the list by account type and feature; a code is offered only to one whose list will show it (decision 067)
  const side = promoListOf(who);
  const canAdd = mayCreatePromoCode(who);

  return (
    <PanelListPage
      title={t('panel_promocodes')}
      className="promo-page"
      searchLabel={t('promo.search')}
      // a user of neither side has no list to ask for
      query={(search, sort) => ({ ...codesQuery(side ?? 'partner', search, sort), enabled: side !== null })}
      rowsOf={(page) => page.data}
      listClassName="promo-list"
      emptyText={side === null ? t('promo.noList') : t('promo.empty')}
      renderRow={(code) => <PromoCodeRow key={code.id} code={code} showOwner={side === 'team'} />}
      actions={
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
      }
    />
  );
}
