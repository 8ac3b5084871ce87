import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, AdminProductItem, Lang } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../../lib/console/components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { MissingLanguageFilter, MissingTranslations } from '../../lib/console/components/missing-translations';
import { NewRecordBar } from '../../lib/console/components/new-record-bar';
import { QueuePage } from '../../lib/console/components/queue-page';
import { RecordCard } from '../../lib/console/components/record-card';
import { ShopChooser } from '../../lib/console/components/shop-chooser';
import { useCatalogActions } from '../components/use-catalog-actions';
import { useListQuery } from '../../lib/console/components/use-list-query';
import { useAdmin } from '../../lib/console/session';
import { productBody } from './product-form';
import '../components/catalog.css';

const STATUSES = ['all', 'on', 'off'] as const;

/** Products by shelf status and search; an admin also filters by shop, a merchant sees its own shop's. */
export function ProductsScreen({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  const { run } = useSubmit();
  const { filter: query, tabs, onSearch } = useListQuery('all');
  const [shopId, setShopId] = useState('');
  const [missingIn, setMissingIn] = useState('');
  const filter = { ...query, ...(shopId ? { shop_id: Number(shopId) } : {}) };
  const list = useCatalogList('product', filter, (q) => api.admin.products.list<AdminProductItem>(q));
  const actions = useCatalogActions(paths.products, list.refresh);

  // The shelf switch saves the whole record as it is, with the other status.
  const toggleShelf = async (item: AdminProductItem) => {
    const saved = await run(async () => {
      const product = await api.admin.products.detail<AdminProduct>(item.id);
      return api.admin.products.save({ ...productBody(product), status: item.status === 'on' ? 'off' : 'on' });
    });
    if (saved !== undefined) await list.refresh();
  };

  return (
    <>
      <NewRecordBar className="bz-console-catalog__bar" path={paths.products} label={t('catalog.newProduct')}>
        {isAdmin && (
          <ShopChooser
            aria-label={t('catalog.field.shop')}
            value={shopId}
            onChange={setShopId}
            placeholder={t('catalog.allShops')}
          />
        )}
        <MissingLanguageFilter value={missingIn} onChange={setMissingIn} />
      </NewRecordBar>
      {missingIn ? (
        <MissingTranslations entity="product" lang={missingIn as Lang} path={paths.products} />
      ) : (
        <QueuePage
          statuses={STATUSES}
          {...tabs}
          searchPlaceholder={t('catalog.searchProducts')}
          onSearch={onSearch}
          list={list}
          renderItem={(p) => (
            <RecordCard
              title={`#${p.id} · ${p.title}`}
              status={<StatusOf status={p.status} />}
              lines={[]}
              actions={[
                actions.edit(p.id),
                {
                  key: 'shelf',
                  label: t(p.status === 'on' ? 'catalog.takeOff' : 'catalog.putOn'),
                  onClick: () => void toggleShelf(p),
                },
                actions.remove(p.title, () => api.admin.products.remove(p.id)),
              ]}
            >
              <div className="bz-console-catalog__product">
                {p.image && <img className="bz-console-catalog__thumb" src={p.image} alt="" />}
                <dl className="bz-console-card__lines">
                  {[
                    [t('catalog.field.shop'), p.shop_name],
                    [t('catalog.field.price'), p.price],
                    [t('catalog.field.stock'), p.stock],
                    [t('catalog.field.sales'), p.sales],
                  ].map(([label, value]) => (
                    <div key={String(label)} className="bz-console-card__line">
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </RecordCard>
          )}
        />
      )}
    </>
  );
}
