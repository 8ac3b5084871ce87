import { useTranslation } from 'react-i18next';
import { SearchSelect, useChooserSearch } from '../../console-kit/components/search-select';
import { useFlashProduct, useFlashProductOptions } from '../api/use-flash-products';

export interface ProductChooserProps {
  /** The chosen product's id ('' for none); Form.Item passes it. */
  value?: string;
  onChange?: (value: string) => void;
  'aria-label': string;
  placeholder: string;
  /** Another product was chosen (its SKU, if one was, no longer applies). */
  onChosen?: () => void;
}

/**
 * The product of an item: a native select of the newest products the operator may put on sale (a merchant's own
 * shop's) and, when there are more than it lists, a search by title or id above it. The chosen one stays listed.
 */
export function ProductChooser({ value, onChange, onChosen, ...rest }: ProductChooserProps) {
  const { t } = useTranslation('console');
  const search = useChooserSearch();
  const { data } = useFlashProductOptions(search.keyword);
  const products = data?.products ?? [];
  const { data: chosen } = useFlashProduct(value ? Number(value) : null);
  const listed = chosen && !products.some((p) => p.id === chosen.id) ? [chosen, ...products] : products;
  return (
    <SearchSelect
      search={search}
      more={data !== undefined && data.total > products.length}
      searchLabel={t('flash.searchProducts')}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        onChosen?.();
      }}
      options={listed.map((p) => ({ value: p.id, label: `#${p.id} · ${p.title}` }))}
      {...rest}
    />
  );
}
