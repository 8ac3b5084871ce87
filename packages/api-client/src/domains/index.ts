import type { RequestFn } from '../request-types';
import { createAddressApi, type AddressApi } from './address';
import { createAdminApi, type AdminApi } from './admin';
import { createAfterSaleApi, type AfterSaleApi } from './after-sale';
import { createCartApi, type CartApi } from './cart';
import { createCatalogApi, type CatalogApi } from './catalog';
import { createAdminChatApi, createChatApi, type AdminChatApi, type ChatApi } from './chat';
import { createContentApi, type ContentApi } from './content';
import { createDiscoveryApi, type DiscoveryApi } from './discovery';
import { createAdminFlashApi, createFlashApi, type AdminFlashApi, type FlashApi } from './flash';
import { createOrderApi, type OrderApi } from './order';
import { createPushApi, type PushApi } from './push';
import { createSocialApi, type SocialApi } from './social';
import { createUserApi, type UserApi } from './user';
import { createAdminVoucherApi, createVoucherApi, type AdminVoucherApi, type VoucherApi } from './voucher';
import { createWalletApi, type WalletApi } from './wallet';

/** The API's domain modules, one typed object of calls per area of the contract; `BazaarClient` is made of them. */
export interface Domains {
  user: UserApi;
  /** Catalog plus follows and favourites. */
  catalog: CatalogApi & SocialApi;
  /** Recommendations, recently viewed, buy again and the followed shops' feed. */
  discovery: DiscoveryApi;
  cart: CartApi;
  /** Web Push key and subscriptions. */
  push: PushApi;
  /** Orders plus refunds and reviews. */
  order: OrderApi & AfterSaleApi;
  wallet: WalletApi;
  address: AddressApi;
  content: ContentApi;
  /** Conversations with shops. */
  chat: ChatApi;
  /** Vouchers to collect, and the caller's own. */
  voucher: VoucherApi;
  /** Flash sale sessions and their items. */
  flash: FlashApi;
  /**
   * The back office, with the shop's side of its conversations under `admin.chat`, vouchers under
   * `admin.voucher` and flash sales under `admin.flash`.
   */
  admin: AdminApi & { chat: AdminChatApi; voucher: AdminVoucherApi; flash: AdminFlashApi };
}

/**
 * Builds every domain module on top of one request function; `createClient` uses it, and a test can give it a fake
 * `http`.
 */
export function createDomains(http: RequestFn): Domains {
  return {
    user: createUserApi(http),
    catalog: { ...createCatalogApi(http), ...createSocialApi(http) },
    discovery: createDiscoveryApi(http),
    cart: createCartApi(http),
    push: createPushApi(http),
    order: { ...createOrderApi(http), ...createAfterSaleApi(http) },
    wallet: createWalletApi(http),
    address: createAddressApi(http),
    content: createContentApi(http),
    chat: createChatApi(http),
    voucher: createVoucherApi(http),
    flash: createFlashApi(http),
    admin: {
      ...createAdminApi(http),
      chat: createAdminChatApi(http),
      voucher: createAdminVoucherApi(http),
      flash: createAdminFlashApi(http),
    },
  };
}

export type {
  AddressApi,
  AdminApi,
  AdminChatApi,
  AdminFlashApi,
  AdminVoucherApi,
  AfterSaleApi,
  CartApi,
  CatalogApi,
  ChatApi,
  ContentApi,
  DiscoveryApi,
  FlashApi,
  OrderApi,
  PushApi,
  SocialApi,
  UserApi,
  VoucherApi,
  WalletApi,
};
