import { createContext, useContext, type ReactNode } from 'react';
import type { ProductSort } from '@bazaar/contract';

/**
 * Where a feature's screens link to. Features never hard-code routes: the
 * storefront passes its own map, so a white-label app may use other paths.
 */
export interface StorefrontLinks {
  home: () => string;
  product: (id: number) => string;
  shop: (id: number) => string;
  products: (query?: { category_id?: number }) => string;
  /** The public search listing: by keyword, category and sort (a category or a sort alone lists too). */
  search: (query?: { keyword?: string; category_id?: number; sort?: ProductSort }) => string;
  popular: () => string;
  shopStreet: () => string;
  login: (redirect?: string) => string;
  // Account and "me" area; some lead to screens of other features.
  register: () => string;
  forgotPassword: () => string;
  changePassword: () => string;
  /** The payment-code form; `reset: 'email'` opens it on the emailed-code reset (a forgotten code). */
  changePayPwd: (query?: { reset?: 'email' }) => string;
  passwords: () => string;
  security: () => string;
  profile: () => string;
  me: () => string;
  setting: () => string;
  language: () => string;
  myPurchases: (status?: string) => string;
  topUp: () => string;
  withdrawal: () => string;
  capitalRecord: () => string;
  // Wallet.
  walletTopUp: () => string;
  cardTopUp: () => string;
  /** The top-up records, or only the one with `id` (a fund record's reference or a notification), picked out. */
  topUpRecord: (id?: number) => string;
  /** The withdrawal records, or only the one with `id`, picked out. */
  withdrawalRecords: (id?: number) => string;
  address: () => string;
  myFavourite: () => string;
  /** The shopper's saved things, where followed shops are listed. */
  followedShops: () => string;
  notification: () => string;
  /** The conversations with shops. */
  chat: () => string;
  /** One conversation; a product or an order given is offered as a card to send. */
  chatThread: (id: number, query?: { product_id?: number; order_id?: number }) => string;
  /** The shopper's vouchers: unused, used, expired. */
  vouchers: () => string;
  /** Today's flash sales: the live one and those to come, each with its items. */
  flash: () => string;
  helpAndSupport: () => string;
  service: () => string;
  merchantEntry: () => string;
  platform: () => string;
  law: () => string;
  // Bag, checkout and orders.
  bag: () => string;
  /** The checkout of bag lines (`cart_ids`) or of a "buy now" line (`items`). */
  checkout: (query: {
    cart_ids?: number[];
    items?: Array<{ product_id: number; sku_id?: number; quantity: number }>;
  }) => string;
  /** Pays a batch (`pay_sn`, right after checkout) or one unpaid order (`order_id`). */
  payment: (query: { pay_sn?: string; order_id?: number }) => string;
  order: () => string;
  orderInfo: (id: number) => string;
  addressForm: (id?: number) => string;
  refund: (order: { id: number; order_sn: string; product_ids: number[]; amount: string }) => string;
  comment: (query: { order_id: number; product_id: number }) => string;
}

const LinksContext = createContext<StorefrontLinks | null>(null);

/** Gives the features the storefront's own paths, so a screen links to pages the app routes wherever it puts them. */
export function LinksProvider({ links, children }: { links: StorefrontLinks; children: ReactNode }) {
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}

/** The storefront's paths, from the nearest `LinksProvider` (throws outside one). */
export function useLinks(): StorefrontLinks {
  const links = useContext(LinksContext);
  if (!links) throw new Error('useLinks must be used inside <LinksProvider>');
  return links;
}
