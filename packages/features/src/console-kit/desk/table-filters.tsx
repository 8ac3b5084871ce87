import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopChooser } from '../components/shop-chooser';
import type { TableState } from './table-query';
import './desk.css';

export interface TableFiltersProps {
  state: TableState;
  onChange: (change: Partial<TableState>) => void;
  /** The status options (values; labels are `status.<value>`); none: no status filter. */
  statuses?: readonly string[];
  /** Translates a status value. @default t(`status.${value}`) */
  statusLabel?: (status: string) => string;
  /** The status filter's label, e.g. a scope's. @default t('desk.status') */
  statusName?: string;
  /** Offers the shop filter (operators: a merchant's lists are its shop's anyway). */
  shop?: boolean;
  /** Offers the period (from / to days). */
  period?: boolean;
  /** The keyword box's label, e.g. "Order number"; none: no keyword box. */
  keywordLabel?: string;
  /** More filters of the screen's own, after these. */
  children?: ReactNode;
}

/** A desk table's filters in one row: status, shop, period and keyword (searched on Enter or leaving the box). */
export function TableFilters({
  state,
  onChange,
  statuses,
  statusLabel,
  statusName,
  shop,
  period,
  keywordLabel,
  children,
}: TableFiltersProps) {
  const { t } = useTranslation('console');
  const [typed, setTyped] = useState(state.keyword);
  const label = statusLabel ?? ((s: string) => t(`status.${s}`));
  const search = () => typed.trim() !== state.keyword && onChange({ keyword: typed.trim() });
  return (
    <div className="bz-console-filters" role="group" aria-label={t('filter.label')}>
      {statuses && (
        <label>
          {statusName ?? t('desk.status')}
          <select value={state.status} onChange={(e) => onChange({ status: e.target.value })}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      {shop && (
        <label>
          {t('filter.shop')}
          <ShopChooser
            aria-label={t('filter.shop')}
            placeholder={t('filter.allShops')}
            value={state.shopId}
            onChange={(shopId) => onChange({ shopId })}
          />
        </label>
      )}
      {period && (
        <>
          <label>
            {t('filter.from')}
            <input
              type="date"
              value={state.from}
              max={state.to || undefined}
              onChange={(e) => onChange({ from: e.target.value })}
            />
          </label>
          <label>
            {t('filter.to')}
            <input
              type="date"
              value={state.to}
              min={state.from || undefined}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          </label>
        </>
      )}
      {keywordLabel && (
        <label className="bz-console-filters__keyword">
          {keywordLabel}
          <input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && search()}
            onBlur={search}
          />
        </label>
      )}
      {children}
    </div>
  );
}
