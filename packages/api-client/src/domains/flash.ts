import type {
  AdminFlashItemListQuery,
  AdminFlashLowestPrice,
  AdminFlashLowestPriceQuery,
  AdminFlashSession,
  AdminFlashSessionListQuery,
  AdminFlashItemSave,
  AdminFlashSessionSave,
  FlashItem,
  FlashItemListQuery,
  FlashRemindBody,
  FlashSession,
  Page,
} from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Flash sales: sessions and their items (public), reminders (signed in); `catalog.product` carries a product's `flash`. */
export function createFlashApi(http: RequestFn) {
  return {
    /**
     * The live session and those of the next 24 hours, earliest first; with a token each carries `reminded`.
     * @example const [live] = await client.flash.sessions();
     */
    sessions: () => http<FlashSession[]>({ method: 'GET', url: '/flash/sessions' }),
    /**
     * A page of a session's items, each with its product card, flash price, stock and units sold.
     * @example const page = await client.flash.items({ session_id: 4, page: 1 });
     */
    items: (query: FlashItemListQuery) => http<Page<FlashItem>>({ method: 'GET', url: '/flash/items', params: query }),
    /**
     * Asks to be told when an upcoming session starts (once; asking again changes nothing); answers the session.
     * @example const session = await client.flash.remind(4); // session.reminded === true
     */
    remind: (sessionId: number) =>
      http<FlashSession>({
        method: 'POST',
        url: '/flash/remind',
        data: { session_id: sessionId } satisfies FlashRemindBody,
      }),
    /**
     * Takes a reminder back; answers the session with `reminded: false`.
     * @example await client.flash.remindCancel(4);
     */
    remindCancel: (sessionId: number) =>
      http<FlashSession>({
        method: 'POST',
        url: '/flash/remind/cancel',
        data: { session_id: sessionId } satisfies FlashRemindBody,
      }),
  };
}
/** Flash sales for shoppers: the sessions, their items, and a reminder set or cancelled before a session starts. */
export type FlashApi = ReturnType<typeof createFlashApi>;

/** Flash sales in the console (admin token): operators make sessions; merchants add their own products, operators any. */
export function createAdminFlashApi(http: RequestFn) {
  return {
    /**
     * Makes a session, or edits an upcoming one with `id` (operators; sessions may not overlap).
     * @example await client.admin.flash.sessionSave({ title: 'Noon deals', starts_at, ends_at });
     */
    sessionSave: (body: AdminFlashSessionSave) =>
      http<FlashSession>({ method: 'POST', url: '/admin/flash/session/save', data: body }),
    /**
     * Adds a SKU to a session that has not started, or edits it with `id`; refused when the price is not
     * below the SKU's lowest of the last 30 days.
     * @example await client.admin.flash.itemSave({ session_id: 4, product_id: 9, sku_id: 31, flash_price: '9.90', flash_stock: 50, per_user_limit: 2 });
     */
    itemSave: (body: AdminFlashItemSave) =>
      http<FlashItem>({ method: 'POST', url: '/admin/flash/item/save', data: body }),
    /**
     * Sessions, latest start first, optionally by status, each with its item count (a merchant's: its own shop's).
     * @example const page = await client.admin.flash.sessions({ status: 'upcoming', page: 1 });
     */
    sessions: (query: AdminFlashSessionListQuery = {}) =>
      http<Page<AdminFlashSession>>({ method: 'GET', url: '/admin/flash/sessions', params: query }),
    /**
     * A SKU's price now and its lowest of the last 30 days, the bar a flash price must go under
     * (`sku_id` when the product has specs; merchants only their own products).
     * @example const { lowest_price } = await client.admin.flash.lowestPrice({ product_id: 9, sku_id: 31 });
     */
    lowestPrice: (query: AdminFlashLowestPriceQuery) =>
      http<AdminFlashLowestPrice>({ method: 'GET', url: '/admin/flash/lowest-price', params: query }),
    /** Items, by session; merchants see their own shop's. */
    items: (query: AdminFlashItemListQuery = {}) =>
      http<Page<FlashItem>>({ method: 'GET', url: '/admin/flash/items', params: query }),
    /** Takes an item out of a session that has not started; answers the first page of that session's items. */
    itemRemove: (id: number) =>
      http<Page<FlashItem>>({ method: 'POST', url: '/admin/flash/item/remove', data: { id } }),
  };
}
/** Flash sales in the console: sessions and their items, saved and removed before the start, and a SKU's 30-day low price. */
export type AdminFlashApi = ReturnType<typeof createAdminFlashApi>;
