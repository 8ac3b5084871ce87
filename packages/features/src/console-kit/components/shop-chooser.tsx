import { useTranslation } from 'react-i18next';
import { useAdminShop, useAdminShopOptions } from '../api/use-catalog-options';
import { SearchSelect, useChooserSearch } from './search-select';

export interface ShopChooserProps {
  /** The chosen shop's id ('' or null for none); Form.Item passes it. */
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** The select's accessible name. */
  'aria-label': string;
  /** The first, empty option, e.g. "All shops" or "Choose". */
  placeholder: string;
}

/**
 * An admin's shop chooser: a native select of the newest shops and, when there are more than it
 * lists, a search by name or id above it. The chosen shop stays an option whatever the search.
 */
export function ShopChooser({ value, onChange, placeholder, ...rest }: ShopChooserProps) {
  const { t } = useTranslation('console');
  const search = useChooserSearch();
  const { data } = useAdminShopOptions(search.keyword);
  const shops = data?.shops ?? [];
  const chosenId = value ? Number(value) : null;
  const { data: chosen } = useAdminShop(chosenId && data && !shops.some((s) => s.id === chosenId) ? chosenId : null);
  const options = [...(chosen ? [chosen] : []), ...shops].map((s) => ({ value: s.id, label: s.name }));

  return (
    <SearchSelect
      search={search}
      more={data !== undefined && data.total > shops.length}
      searchLabel={t('searchShops')}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      options={options}
      {...rest}
    />
  );
}
