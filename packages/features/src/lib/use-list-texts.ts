import { useTranslation } from 'react-i18next';

/** The pull-refresh and infinite-list texts of docs/product.md#navigation, translated. */
export function useListTexts() {
  const { t } = useTranslation('common');
  return {
    pullingText: t('list.pulling'),
    canReleaseText: t('list.canRelease'),
    refreshingText: t('list.refreshing'),
    loadingText: t('list.loading'),
    noMoreText: t('list.noMore'),
    errorText: t('loadFailed'),
  };
}
