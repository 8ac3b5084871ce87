import useSWR from 'swr';
import type { AdminProduct, AdminProductItem } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';
import { FLASH_LIST_LIMIT } from './read-pages';

/** Products an item may be made of (a merchant's: its own shop's, the server decides), matching `keyword`. */
export function useFlashProductOptions(keyword: string) {
  const api = useApi();
  return useSWR(queryKeys.adminProductOptions(keyword), async () => {
    const page = await api.admin.products.list<AdminProductItem>({
      limit: FLASH_LIST_LIMIT,
      keyword: keyword || undefined,
    });
    return { products: page.data, total: page.total };
  });
}

/** One product with its SKUs (null skips): which SKU an item is of, and its stock. */
export function useFlashProduct(id: number | null) {
  const api = useApi();
  return useSWR(id ? queryKeys.adminProduct(id) : null, () => api.admin.products.detail<AdminProduct>(id!));
}

/**
 * A SKU's price now and its lowest of the last 30 days, the bar a flash price must go under. Asked once the SKU
 * is known: `skuId` null while a product with specs has none chosen (skips), 0 for a product without specs.
 */
export function useLowestPrice(productId: number | null, skuId: number | null) {
  const api = useApi();
  return useSWR(productId && skuId !== null ? queryKeys.adminFlashLowestPrice(productId, skuId) : null, () =>
    api.admin.flash.lowestPrice({ product_id: productId!, ...(skuId ? { sku_id: skuId } : {}) }),
  );
}
