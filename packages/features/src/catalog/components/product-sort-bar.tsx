import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@bazaar/contract';
import { SortBar } from '@bazaar/design-system';

/** The product sorts of the API: default, sales, newest, and price both ways. */
export function ProductSortBar({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <SortBar
      label={t('sort.label')}
      ascLabel={t('sort.asc')}
      descLabel={t('sort.desc')}
      value={value}
      onChange={(v) => onChange(v as ProductSort)}
      options={[
        { value: 'default', label: t('sort.default') },
        { value: 'sales', label: t('sort.sales') },
        { value: 'new', label: t('sort.new') },
        { label: t('sort.price'), asc: 'price_asc', desc: 'price_desc' },
      ]}
    />
  );
}
