import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ProductSort } from '@bazaar/contract';
import { useCategories } from '../../lib';
import { useProducts } from '../api/get-products';
import { ProductFeed } from '../components/product-feed';
import { ProductSortBar } from '../components/product-sort-bar';
import './catalog-screens.css';

const ALL = 'all';

/** /products?category_id=: every product, by category tab and sort. */
export function ProductsScreen() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('category_id')) || undefined;
  const [sort, setSort] = useState<ProductSort>('default');
  const categories = useCategories();
  const list = useProducts(categoryId, sort);
  return (
    <div className="bz-catalog bz-catalog--inner">
      <div className="bz-catalog__top">
        <Tabs
          className="bz-catalog__tabs"
          activeKey={categoryId ? String(categoryId) : ALL}
          onChange={(key) => setParams(key === ALL ? {} : { category_id: key }, { replace: true })}
        >
          <Tabs.Tab key={ALL} title={t('allCategories')} />
          {(categories.data ?? []).map((c) => (
            <Tabs.Tab key={String(c.id)} title={c.name} />
          ))}
        </Tabs>
        <ProductSortBar value={sort} onChange={setSort} />
      </div>
      <ProductFeed list={list} />
    </div>
  );
}
