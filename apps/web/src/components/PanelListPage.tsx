/**
 * The panel's paged lists (panel §2, §4: moderation, payments, users, promo codes): back to the
 * panel, the title, the page's actions, search and date sort with the page's own filters, then the
 * rows in pages of 20, the next loaded near the end. One line says how the list stands: loading,
 * the error, nothing yet, or nothing matching the search; never an error and "nothing yet" together.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { TIMINGS } from '@tt/contract';
import { paths } from '../lib/paths';
import { errorText } from '../lib/api/error-text';
import { useDebounced } from '../lib/use-debounced';
import { useNextPageOnScroll } from '../lib/use-next-page-on-scroll';
import { ListToolbar, type DateSort } from './ListToolbar';
import { Preloader } from './Preloader';

interface Props<Page, Row, Key extends QueryKey> {
  title: string;
  /** The page's own class (its layout and tests find it by it). */
  className: string;
  searchLabel: string;
  /** The list's call for a search and a sort: the options of an infinite query, a page of 20 at a time. */
  query(search: string, sort: DateSort): UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, number>;
  rowsOf(page: Page): Row[];
  /** Each row as an <li> with its key. */
  renderRow(row: Row): ReactNode;
  listClassName: string;
  /** What an empty list says when nothing is searched for. */
  emptyText: string;
  /** Buttons above the search (add a code, the strategy article). */
  actions?: ReactNode;
  /** Buttons that act on the list as searched and sorted (the payments' CSV). */
  actionsFor?(search: string, sort: DateSort): ReactNode;
  /** Controls beside the search and sort (the users' type filter). */
  filters?: ReactNode;
  /** A line about the whole list, read from its first page (the payments' totals). */
  summaryOf?(first: Page): ReactNode;
  /** The search the page opens with (a link from another page: the users list searched for one e-mail). */
  initialSearch?: string;
}

export function PanelListPage<Page, Row, Key extends QueryKey>(props: Props<Page, Row, Key>) {
  const { title, className, searchLabel, query: options, rowsOf, renderRow, listClassName, emptyText } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState(props.initialSearch ?? '');
  const [sort, setSort] = useState<DateSort>('date_desc');
  const searched = useDebounced(search.trim(), TIMINGS.searchDebounceMs);
  // the rows stay while a new search or filter loads: the list does not blink empty at each keystroke, and a
  // row's open menu stays open when that row is still in the answer
  const query = useInfiniteQuery({ ...options(searched, sort), placeholderData: keepPreviousData });
  useNextPageOnScroll(query);
  const rows = query.data?.pages.flatMap(rowsOf) ?? [];

  let state: ReactNode = null;
  if (query.isLoading) state = <Preloader />;
  else if (query.error && rows.length === 0) state = <p role="alert">{errorText(t, query.error)}</p>;
  else if (rows.length === 0)
    state = <p>{searched && query.isSuccess ? t('panel.noMatch', { search: searched }) : emptyText}</p>;

  return (
    <section className={`card ${className}`}>
      <Link to={paths.panel} className="link-small">
        <ChevronLeft aria-hidden size={18} /> {t('panel.back')}
      </Link>
      <h1>{title}</h1>
      {props.actions}
      {props.actionsFor?.(searched, sort)}
      <ListToolbar searchLabel={searchLabel} search={search} onSearch={setSearch} sort={sort} onSort={setSort}>
        {props.filters}
      </ListToolbar>
      {query.data?.pages[0] !== undefined && props.summaryOf?.(query.data.pages[0])}
      {state}
      <ul className={`panel-list ${listClassName}`} aria-busy={query.isPlaceholderData}>
        {rows.map(renderRow)}
      </ul>
      {/* a later page that failed leaves the rows already shown */}
      {query.error && rows.length > 0 && <p role="alert">{errorText(t, query.error)}</p>}
      {query.isFetchingNextPage && <Preloader />}
    </section>
  );
}
