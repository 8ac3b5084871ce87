import { useState } from 'react';
import { Button, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FlashItem } from '@bazaar/contract';
import { DataTable, Price, type DataTableColumn } from '@bazaar/design-system';
import { PAGE_SIZES } from '../../console-kit/desk/table-query';
import { useTableTexts } from '../../console-kit/desk/use-table-texts';
import { useAdminFlashItemsPage } from '../api/use-admin-flash-items';
import { useItemFacts } from '../components/flash-facts';
import { flashLinks } from '../components/flash-paths';
import { useRemoveItem } from '../components/use-remove-item';
import type { FlashItemListProps } from './flash-item-cards';

/**
 * A session's items at a desk: the server's pages (newest first), units sold asked again every few seconds while
 * the session is live. Edit and Remove on a row before the start.
 */
export function FlashItemsTable({ session, live, editable, paths }: FlashItemListProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const texts = useTableTexts();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const { data, isLoading } = useAdminFlashItemsPage(session.id, page, limit, live);
  const facts = useItemFacts();
  const remove = useRemoveItem();
  const links = flashLinks(paths);

  const columns: DataTableColumn<FlashItem>[] = [
    // The product's title takes two lines or so, whatever the other columns hold.
    { id: 'product', header: t('flash.field.product'), cell: (i) => facts(i).product, width: '14rem' },
    {
      id: 'sku',
      header: t('flash.field.sku'),
      cell: (i) => <span className="bz-console-flash__nowrap">{facts(i).sku}</span>,
    },
    // The flash price with the normal one struck through beside it: one column for both.
    {
      id: 'price',
      header: t('flash.field.flashPrice'),
      cell: (i) => <Price value={i.flash_price} marketPrice={i.product.price} size="s" />,
      numeric: true,
    },
    { id: 'stock', header: t('flash.field.flashStock'), cell: (i) => facts(i).stock, numeric: true },
    { id: 'perUser', header: t('flash.field.perUser'), cell: (i) => facts(i).perUser, numeric: true },
    { id: 'sold', header: t('flash.field.sold'), cell: (i) => facts(i).sold, width: '10rem' },
    ...(editable
      ? [
          {
            id: 'actions',
            header: '',
            cell: (i: FlashItem) => (
              <Space>
                <Button size="mini" fill="outline" onClick={() => navigate(links.itemEdit(session.id, i.id))}>
                  {t('flash.edit')}
                </Button>
                <Button size="mini" color="danger" fill="outline" onClick={() => void remove(i)}>
                  {t('flash.remove')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="bz-console-desk">
      <DataTable<FlashItem>
        label={t('title.flashItems')}
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(i) => i.id}
        rowLabel={(i) => i.product.title}
        page={page}
        pageSize={limit}
        total={data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
        loading={isLoading}
        texts={texts}
      />
    </div>
  );
}
