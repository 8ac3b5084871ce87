import { Children, useRef, type CSSProperties, type ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import { QuietDotLoading } from '../../utils/quiet-dot-loading';
import { usePullToRefresh } from './use-pull-to-refresh';
import './pull-refresh-list.css';

// docs/product.md#constants: list load-more offset 300, pull-refresh head height 50.
/** How near the end of a `PullRefreshList` (px) the next page is asked for. */
export const LOAD_MORE_OFFSET = 300;
/** Height of the pull-to-refresh head (px), which is also how far it must be pulled to refresh. */
export const PULL_HEAD_HEIGHT = 50;

/** The list's content, what a pull (refresh) and the end of the list (next page) call, and the head's texts. */
export type PullRefreshListProps = {
  /** Called on pull-to-refresh; the head stays until the promise settles. */
  onRefresh?: () => Promise<unknown>;
  /** Called when the end of the list comes within `LOAD_MORE_OFFSET` px. */
  onLoadMore?: () => Promise<unknown>;
  /** First page is loading (shows `loadingText` instead of `empty`). @default false */
  loading?: boolean;
  /** A further page is loading; no new load is started meanwhile. @default false */
  listLoading?: boolean;
  /** No more pages: shows `noMoreText` and stops loading. @default false */
  finished?: boolean;
  /** Turns off both pull-to-refresh and loading more. @default false */
  disabled?: boolean;
  /** Texts (docs/product.md#navigation); English defaults, pass translations from the app. */
  pullingText?: ReactNode;
  canReleaseText?: ReactNode;
  refreshingText?: ReactNode;
  completeText?: ReactNode;
  loadingText?: ReactNode;
  noMoreText?: ReactNode;
  /** Shown when loading more failed; tapping it retries. */
  errorText?: ReactNode;
  /** Shown when not loading and there are no children. */
  empty?: ReactNode;
  /**
   * Shown instead of `empty` while the list could not load and has nothing to show (e.g. an
   * error state with a retry button): a failed load must not look like an empty list.
   */
  failed?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The English texts of the pull head (pulling, release, refreshing, refreshed) and of the list's end. */
export const pullRefreshListDefaults = {
  pullingText: 'Pull down to refresh',
  canReleaseText: 'Release to refresh',
  refreshingText: 'Refreshing...',
  completeText: 'Refreshed',
  loadingText: 'Loading',
  noMoreText: 'No more',
  errorText: 'Failed to load. Tap to retry',
} as const;

/** A list that refreshes when pulled down at its top and asks for the next page as its end comes near. */
export function PullRefreshList({
  onRefresh,
  onLoadMore,
  loading = false,
  listLoading = false,
  finished = false,
  disabled = false,
  pullingText = pullRefreshListDefaults.pullingText,
  canReleaseText = pullRefreshListDefaults.canReleaseText,
  refreshingText = pullRefreshListDefaults.refreshingText,
  completeText = pullRefreshListDefaults.completeText,
  loadingText = pullRefreshListDefaults.loadingText,
  noMoreText = pullRefreshListDefaults.noMoreText,
  errorText = pullRefreshListDefaults.errorText,
  empty,
  failed,
  children,
  className,
  style,
}: PullRefreshListProps) {
  const isEmpty = Children.toArray(children).length === 0;
  const showEmpty = isEmpty && !loading && !listLoading;
  const blank = failed ?? empty;
  const canLoad = Boolean(onLoadMore) && !finished && !disabled && !loading && !isEmpty;
  // The first page is the app's job (`loading`); InfiniteScroll only pages on from there, and
  // pauses while the app is already fetching a page (`listLoading`, e.g. SWR revalidating),
  // then re-checks the distance on the next render.
  const hasMore = canLoad && !listLoading;

  const pullTarget = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(pullTarget, {
    onRefresh: async () => {
      await onRefresh?.();
    },
    disabled: disabled || !onRefresh,
    headHeight: PULL_HEAD_HEIGHT,
    threshold: PULL_HEAD_HEIGHT,
  });
  const pullText = {
    pulling: pullingText,
    canRelease: canReleaseText,
    refreshing: refreshingText,
    complete: completeText,
  }[pull.status];

  const loadMore = async () => {
    await onLoadMore?.();
  };

  const loadingRow = (
    <span className="bz-pull-refresh-list__loading" role="status">
      <span>{loadingText}</span>
      <QuietDotLoading color="currentColor" />
    </span>
  );

  return (
    <div className={cx('bz-pull-refresh-list', className)} style={style}>
      <div
        className={cx('bz-pull-refresh-list__head', pull.dragging && 'bz-pull-refresh-list__head--dragging')}
        style={{ height: pull.height }}
      >
        <div className="bz-pull-refresh-list__head-content" style={{ height: PULL_HEAD_HEIGHT }}>
          {pullText}
        </div>
      </div>
      <div ref={pullTarget} className="bz-pull-refresh-list__content">
        <div className="bz-pull-refresh-list__body" aria-busy={loading || listLoading}>
          {children}
          {isEmpty && loading && <div className="bz-pull-refresh-list__footer">{loadingRow}</div>}
          {showEmpty && blank !== undefined && <div className="bz-pull-refresh-list__empty">{blank}</div>}
        </div>
        {!isEmpty && (
          <InfiniteScroll
            className="bz-pull-refresh-list__footer"
            loadMore={loadMore}
            hasMore={hasMore}
            threshold={LOAD_MORE_OFFSET}
          >
            {(more, failed, retry) =>
              failed ? (
                <button type="button" className="bz-pull-refresh-list__retry" onClick={retry}>
                  {errorText}
                </button>
              ) : finished ? (
                <span className="bz-pull-refresh-list__no-more">{noMoreText}</span>
              ) : more || listLoading ? (
                loadingRow
              ) : null
            }
          </InfiniteScroll>
        )}
      </div>
    </div>
  );
}
