/** The search box and date sort above the panel's paged lists (moderation, payments, users); `children` adds filters. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DateSort = 'date_desc' | 'date_asc';

interface Props {
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  sort: DateSort;
  onSort(value: DateSort): void;
  children?: ReactNode;
}

export function ListToolbar({ searchLabel, search, onSearch, sort, onSort, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="toolbar">
      <label className="field">
        <span>{searchLabel}</span>
        <input type="search" value={search} onChange={(e) => onSearch(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('moderation.sort')}</span>
        <select value={sort} onChange={(e) => onSort(e.target.value as DateSort)}>
          <option value="date_desc">{t('moderation.date_desc')}</option>
          <option value="date_asc">{t('moderation.date_asc')}</option>
        </select>
      </label>
      {children}
    </div>
  );
}
