import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '@bazaar/api-client';
import type { FlashItem } from '@bazaar/contract';
import { useApi } from '../../lib';
import { allPages } from '../api/read-pages';
import { csvFile } from './csv';

/** The file name of a session's items exported. */
export const itemsFileName = (sessionId: number) => `flash-session-${sessionId}-items.csv`;

/** A session's every item as CSV (headers in the operator's language; prices as the server writes them). */
export function useItemsExport(sessionId: number): () => Promise<DownloadedFile> {
  const { t } = useTranslation('console');
  const api = useApi();
  return async () => {
    const items = await allPages((page, limit) => api.admin.flash.items({ session_id: sessionId, page, limit }));
    const header = [
      'ID',
      t('flash.field.product'),
      t('flash.field.sku'),
      t('flash.field.flashPrice'),
      t('flash.field.normalPrice'),
      t('flash.field.flashStock'),
      t('flash.field.perUser'),
      t('flash.field.sold'),
    ];
    const cells = (i: FlashItem) => [
      i.id,
      i.product.title,
      i.sku_id ?? '',
      i.flash_price,
      i.product.price,
      i.flash_stock,
      i.per_user_limit,
      i.sold,
    ];
    return csvFile(header, items.map(cells), itemsFileName(sessionId));
  };
}
