import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminProductItem, AdminProductListQuery } from '@bazaar/contract';
import { DataTable, type DataTableColumn } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { useAdmin } from '../../lib/admin-session';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import type { CatalogPaths } from '../components/catalog-paths';
import { useShelve } from '../components/use-shelve';
import { PRODUCT_STATUSES } from './product-cards';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { amountColumn, createdColumn } from '../../console-kit/desk/columns';

const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString();

/** The products at a desk: the server's sorted, filtered pages; each opens its editor; selected ones shelve together. */
export function ProductsTable({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  // The sortable columns' ids are ADMIN_PRODUCT_SORTS names.
  const { state, change, table, selection, done } = useDeskTable<AdminProductListQuery, AdminProductItem>(
    'products',
    { status: 'all', sort: 'id' },
    (q) => api.admin.products.list<AdminProductItem>(q),
    (p) => `${paths.products}/${p.id}`,
  );
  const shelve = useShelve(done);

  const columns = useMemo<DataTableColumn<AdminProductItem>[]>(
    () => [
      {
        id: 'id',
        header: t('catalog.field.title'),
        sortable: true,
        cell: (p) => (
          <span className="bz-console-catalog__cell">
            {p.image && <img className="bz-console-catalog__mini" src={p.image} alt="" />}#{p.id} · {p.title}
          </span>
        ),
      },
      { id: 'shop', header: t('catalog.field.shop'), cell: (p) => p.shop_name },
      amountColumn<AdminProductItem>('price', t('catalog.field.price'), (p) => p.price),
      { id: 'stock', header: t('catalog.field.stock'), cell: (p) => p.stock, sortable: true, numeric: true },
      { id: 'sales', header: t('catalog.field.sales'), cell: (p) => p.sales, sortable: true, numeric: true },
      { id: 'status', header: t('desk.status'), cell: (p) => <StatusOf status={p.status} /> },
      createdColumn(t('field.time'), day),
    ],
    [t],
  );

  return (
    <div className="bz-console-desk">
      <TableFilters
        state={state}
        onChange={change}
        statuses={PRODUCT_STATUSES}
        shop={isAdmin}
        period
        keywordLabel={t('catalog.searchProducts')}
      />
      <DataTable<AdminProductItem>
        label={t('title.products')}
        columns={columns}
        {...table}
        {...selection}
        rowKey={(p) => p.id}
        rowLabel={(p) => `#${p.id} ${p.title}`}
        bulkActions={(keys) => (
          <>
            <Button size="small" color="primary" onClick={() => void shelve(keys.map(Number), 'on')}>
              {t('catalog.putOn')}
            </Button>
            <Button size="small" onClick={() => void shelve(keys.map(Number), 'off')}>
              {t('catalog.takeOff')}
            </Button>
          </>
        )}
      />
    </div>
  );
}
