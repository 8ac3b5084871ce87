import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminShop, useAdminShopOptions } from '../api/use-catalog-options';
import { SelectField } from './select-field';

export interface ShopChooserProps {
  /** The chosen shop's id ('' or null for none); Form.Item passes it. */
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** The select's accessible name. */
  'aria-label': string;
  /** The first, empty option, e.g. "All shops" or "Choose". */
  placeholder: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * An admin's shop chooser: a native select of the newest shops and, when there are more than it
 * lists, a search by name or id above it. The chosen shop stays an option whatever the search.
 */
export function ShopChooser({ value, onChange, placeholder, ...rest }: ShopChooserProps) {
  const { t } = useTranslation('console');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data } = useAdminShopOptions(keyword);
  const shops = data?.shops ?? [];
  const chosenId = value ? Number(value) : null;
  const { data: chosen } = useAdminShop(chosenId && data && !shops.some((s) => s.id === chosenId) ? chosenId : null);
  const options = [...(chosen ? [chosen] : []), ...shops].map((s) => ({ value: s.id, label: s.name }));
  const searchable = typed !== '' || (data !== undefined && data.total > shops.length);

  return (
    <div className="bz-console-shop-chooser">
      {searchable && (
        <input
          type="search"
          className="bz-console-select"
          value={typed}
          placeholder={t('searchShops')}
          aria-label={t('searchShops')}
          onChange={(e) => setTyped(e.target.value)}
        />
      )}
      <SelectField value={value} onChange={onChange} placeholder={placeholder} options={options} {...rest} />
    </div>
  );
}
