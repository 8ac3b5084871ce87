import type { ReactNode } from 'react';
import { EmptyState, PullRefreshList } from '@bazaar/design-system';
import { useListTexts, type PagedList, useListFailed } from '../../lib';
import { StatusTabs, type StatusTabsProps } from './status-tabs';

export interface RecordsPageProps<T, K extends string> extends StatusTabsProps<K> {
  list: PagedList<T>;
  /** Text of the empty list. */
  empty: string;
  /** A line between the filters and the list. */
  note?: ReactNode;
  children: (item: T) => ReactNode;
}

/** The layout of the three records screens: filter tabs, an optional note, a pull-refresh endless list. */
export function RecordsPage<T, K extends string>({ list, empty, note, children, ...tabs }: RecordsPageProps<T, K>) {
  const texts = useListTexts();
  const failed = useListFailed(list);
  return (
    <div className="bz-wallet bz-wallet--list">
      <StatusTabs {...tabs} />
      {note && <p className="bz-wallet__note">{note}</p>}
      <PullRefreshList
        {...texts}
        failed={failed}
        loading={list.loading}
        listLoading={list.listLoading}
        finished={list.finished}
        onRefresh={list.refresh}
        onLoadMore={list.loadMore}
        empty={<EmptyState description={empty} />}
      >
        {list.items.map(children)}
      </PullRefreshList>
    </div>
  );
}
