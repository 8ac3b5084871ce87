import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminShop, AdminShopListQuery } from '@bazaar/contract';
import { DataTable, formatDecimal, useNumberLocale, type DataTableColumn } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useAdmin } from '../../lib/admin-session';
import type { CatalogPaths } from '../components/catalog-paths';
import { useCatalogActions } from '../components/use-catalog-actions';
import { createdColumn } from '../../console-kit/desk/columns';

export const SHOP_STATUSES = ['all', 'normal', 'closed'] as const;

const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString();

/** The shops at a desk: the server's sorted, filtered pages; each opens its editor; an admin removes one at a time. */
export function ShopsTable({ paths }: { paths: CatalogPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  // The sortable columns' ids are ADMIN_SHOP_SORTS names.
  const { state, change, table, done } = useDeskTable<AdminShopListQuery, AdminShop>(
    'shops',
    { status: 'all', sort: 'id' },
    (q) => api.admin.shops.list<AdminShop>(q),
    (s) => `${paths.shops}/${s.id}`,
  );
  const actions = useCatalogActions(paths.shops, done);
  const locale = useNumberLocale();

  const columns = useMemo<DataTableColumn<AdminShop>[]>(
    () => [
      { id: 'id', header: t('catalog.field.name'), cell: (s) => `#${s.id} · ${s.name}`, sortable: true },
      { id: 'status', header: t('desk.status'), cell: (s) => <StatusOf status={s.status} /> },
      { id: 'products', header: t('catalog.field.products'), cell: (s) => s.product_count, numeric: true },
      { id: 'sales', header: t('catalog.field.sales'), cell: (s) => s.sales, sortable: true, numeric: true },
      {
        id: 'rating',
        header: t('desk.rating'),
        cell: (s) => formatDecimal(s.rating, locale),
        sortable: true,
        numeric: true,
      },
      { id: 'sort', header: t('catalog.field.sort'), cell: (s) => s.sort, numeric: true },
      createdColumn(t('field.time'), day),
      ...(isAdmin
        ? [
            {
              id: 'remove',
              header: '',
              cell: (s: AdminShop) => {
                const remove = actions.remove(s.name, () => api.admin.shops.remove(s.id));
                return (
                  <Button size="mini" color="danger" fill="outline" onClick={remove.onClick}>
                    {remove.label}
                  </Button>
                );
              },
            },
          ]
        : []),
    ],
    [t, isAdmin, actions, api, locale],
  );

  return (
    <div className="bz-console-desk">
      {isAdmin && (
        <TableFilters state={state} onChange={change} statuses={SHOP_STATUSES} period keywordLabel={t('searchShops')} />
      )}
      <DataTable<AdminShop>
        label={t('title.shops')}
        columns={columns}
        {...table}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.name}
      />
    </div>
  );
}
