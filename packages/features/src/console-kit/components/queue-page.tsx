import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PullRefreshList, SearchBar } from '@bazaar/design-system';
import { useListTexts, type PagedList } from '../../lib';
import { StatusTabs } from './status-tabs';
import './console.css';

export interface QueuePageProps<T extends { id: string | number }> {
  /** Status filters (keys of `status.*`); the first is the default. */
  statuses?: readonly string[];
  /** Translates a status key. @default t(`status.${key}`) */
  statusLabel?: (status: string) => string;
  /** The tabs' accessible name. @default t('statusFilter') */
  statusName?: string;
  status?: string;
  onStatus?: (status: string) => void;
  /** Shows a search box with this placeholder. */
  searchPlaceholder?: string;
  onSearch?: (keyword: string) => void;
  /** Above the records, right-aligned: e.g. the list's ExportButton. */
  toolbar?: ReactNode;
  /** The records, each keyed by its id. */
  list: PagedList<T>;
  renderItem: (item: T) => ReactNode;
}

/** Every console queue: status tabs, an optional search, and a pull-to-refresh paged list. */
export function QueuePage<T extends { id: string | number }>(props: QueuePageProps<T>) {
  const { t } = useTranslation('console');
  const texts = useListTexts();
  const { list } = props;
  return (
    <div className="bz-console-queue">
      {props.statuses && (
        <StatusTabs
          keys={props.statuses}
          label={props.statusLabel ?? ((s) => t(`status.${s}`))}
          active={props.status}
          onChange={(key) => props.onStatus?.(key)}
          name={props.statusName ?? t('statusFilter')}
        />
      )}
      {props.onSearch && (
        <SearchBar placeholder={props.searchPlaceholder} cancelText={t('search')} onSearch={props.onSearch} />
      )}
      {props.toolbar && <div className="bz-console-toolbar">{props.toolbar}</div>}
      <PullRefreshList
        {...texts}
        onRefresh={list.refresh}
        onLoadMore={list.loadMore}
        loading={list.loading}
        listLoading={list.listLoading}
        finished={list.finished}
        empty={!list.loading && !list.items.length ? <EmptyState description={t('empty')} /> : undefined}
      >
        {list.items.map((item) => (
          <div key={item.id}>{props.renderItem(item)}</div>
        ))}
      </PullRefreshList>
    </div>
  );
}
