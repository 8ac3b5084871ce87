import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopSort } from '@bazaar/contract';
import { EmptyState, SearchBar, SortBar } from '@bazaar/design-system';
import { useShops } from '../api/get-shops';
import { ShopList } from '../components/shop-list';
import './catalog-screens.css';

/** /shopStreet (tab): every shop, searchable by name, sorted by default, popularity or newest. */
export function ShopStreetScreen() {
  const { t } = useTranslation('catalog');
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<ShopSort>('default');
  const list = useShops(keyword, sort);
  return (
    <div className="bz-catalog">
      <div className="bz-catalog__top">
        <SearchBar
          className="bz-catalog__search"
          label={t('shopSearchPlaceholder')}
          placeholder={t('shopSearchPlaceholder')}
          onSearch={setKeyword}
          onChange={(value) => value === '' && setKeyword('')}
        />
        <SortBar
          label={t('sort.label')}
          value={sort}
          onChange={(value) => setSort(value as ShopSort)}
          options={[
            { value: 'default', label: t('sort.default') },
            { value: 'hot', label: t('sort.hot') },
            { value: 'new', label: t('sort.new') },
          ]}
        />
      </div>
      <ShopList list={list} banners empty={<EmptyState description={t('noShops')} />} />
    </div>
  );
}
