import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@bazaar/design-system';
import type { PagedList } from './use-paged-list';

/**
 * The `failed` state of a PullRefreshList: offline or on a server error a list that has nothing
 * to show says so, with a retry, instead of looking empty ("No shops found"). A list that has
 * items keeps them (SWR keeps the last answer) and shows none of this.
 */
export function useListFailed(list: Pick<PagedList<unknown>, 'error' | 'items' | 'refresh'>): ReactNode {
  const { t } = useTranslation('common');
  if (!list.error || list.items.length > 0) return undefined;
  return (
    <EmptyState description={t('list.failed')} actionText={t('list.retry')} onAction={() => void list.refresh()} />
  );
}
