import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableTexts } from '@bazaar/design-system';

/** The DataTable's words in the console's language (the design system ships English only). */
export function useTableTexts(): DataTableTexts {
  const { t } = useTranslation('console');
  return useMemo(
    () => ({
      empty: t('table.empty'),
      loading: t('table.loading'),
      pageSize: t('table.pageSize'),
      range: (from, to, total) => t('table.range', { from, to, total }),
      previousPage: t('table.previousPage'),
      nextPage: t('table.nextPage'),
      pageOf: (page, pages) => t('table.pageOf', { page, pages }),
      selectAll: t('table.selectAll'),
      selectRow: (name) => t('table.selectRow', { name }),
      selected: (count) => t('table.selected', { count }),
      clearSelection: t('table.clearSelection'),
      sortAscending: t('table.sortAscending'),
      sortDescending: t('table.sortDescending'),
    }),
    [t],
  );
}
