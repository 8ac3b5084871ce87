import type { PagedList } from './use-paged-list';

/** The PullRefreshList flags and handlers of a paged list (docs/product.md#navigation: loading, listLoading, finished). */
export function listProps<T>(list: PagedList<T>) {
  return {
    loading: list.loading,
    listLoading: list.listLoading,
    finished: list.finished,
    onRefresh: list.refresh,
    onLoadMore: list.loadMore,
  };
}
