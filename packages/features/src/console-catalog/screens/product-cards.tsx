import { useTranslation } from 'react-i18next';
import type { AdminProduct, AdminProductItem } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { useCatalogList } from '../api/use-catalog-list';
import { StatusOf } from '../../console-kit/components/audit-tag';
import type { CatalogPaths } from '../components/catalog-paths';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useCatalogActions } from '../components/use-catalog-actions';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { productBody } from './product-form';
import '../components/catalog.css';

export const PRODUCT_STATUSES = ['all', 'on', 'off'] as const;

/** On a phone: the products as cards by shelf status and search, in the shop chosen above (an admin's). */
export function ProductCards({ paths, shopId }: { paths: CatalogPaths; shopId: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run } = useSubmit();
  const { filter: query, tabs, onSearch } = useListQuery('all');
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
    <QueuePage
      statuses={PRODUCT_STATUSES}
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
  );
}
