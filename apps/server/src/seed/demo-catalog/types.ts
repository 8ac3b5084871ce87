/**
 * The shape of the demo catalog. The inserter codes against this file, so it
 * changes only by adding optional fields.
 *
 * Everything is addressed by stable string refs (never database ids): the
 * inserter assigns ids and resolves refs after insertion.
 *
 * Image refs are strings such as "product/42/1", "shop/7/logo", "shop/7/banner",
 * "category/toys" or "banner/2"; the server serves each at `/images/<ref>.svg`
 * using `renderImageSvg(ref)`.
 */
import type { CategoryKey, Lang } from '@bazaar/contract';

// Same unions as the contract's, re-exported so seed code has one import site.
export type { CategoryKey, Lang };

/** One string per interface language; every language is a real translation. */
export type Localized = Record<Lang, string>;

/** Translations of a catalog text into other languages than its source (the plain field). */
export type Translated<T = string> = Partial<Record<Lang, T>>;

export interface DemoCategory {
  key: CategoryKey;
  /** Image ref, "category/<key>". */
  icon: string;
  names: Localized;
  /** Display order, ascending (1..10). */
  sort: number;
}

export interface DemoShop {
  /** Stable ref, "s1", "s2", … (1-based, in generation order). */
  ref: string;
  name: string;
  /** Image ref, "shop/<n>/logo". */
  logo: string;
  /** Image ref, "shop/<n>/banner". */
  banner: string;
  description: string;
  /** The language name, description and the shop's products are written in; default English. */
  lang?: Lang;
  nameI18n?: Translated;
  descriptionI18n?: Translated;
  /** The shop's main category; its products mostly come from it. */
  categoryKey: CategoryKey;
  /** 0-5, one decimal. */
  rating: number;
  sales: number;
  createdDaysAgo: number;
}

export interface DemoSpec {
  /** e.g. "Color", "Size", "Storage". */
  name: string;
  values: string[];
}

export interface DemoSku {
  /** Spec name -> chosen value; `{}` for a product without specs. */
  spec: Record<string, string>;
  priceCents: number;
  /** 0-500; 0 means out of stock. */
  stock: number;
}

export interface DemoProduct {
  /** Stable ref, "p1", "p2", … (1-based, in generation order). */
  ref: string;
  shopRef: string;
  categoryKey: CategoryKey;
  title: string;
  /** 3-5 image refs, "product/<n>/<i>" with i from 1. The first is the cover. */
  images: string[];
  /** Safe simple HTML: <p>, <ul><li>, <strong> only. */
  content: string;
  /** Lowest SKU price, positive integer cents. */
  priceCents: number;
  /** >= priceCents. */
  marketPriceCents: number;
  freightCents: number;
  sales: number;
  /** 0-100. */
  favorableRate: number;
  /** 1-5, one decimal. */
  productScore: number;
  createdDaysAgo: number;
  /** 0-2 specs. */
  specs: DemoSpec[];
  titleI18n?: Translated;
  /** Safe simple HTML, as `content`. */
  contentI18n?: Translated;
  /** Position for position with `specs`: SKU labels are translated through them. */
  specsI18n?: Translated<DemoSpec[]>;
  /** The cartesian product of spec values (in spec order); exactly one `{}` sku when there are no specs. */
  skus: DemoSku[];
}

/**
 * A home banner. At most one of the target refs is set; the inserter builds
 * `link` from it once ids are known (/detail/<id>, /shop/<id>,
 * /products?category_id=<id>). `link` is a fallback route when none is set.
 */
export interface DemoBanner {
  title: string;
  titleI18n?: Translated;
  subtitle?: string;
  subtitleI18n?: Translated;
  /** Image ref, "banner/<n>". */
  image: string;
  /** The picture per language (it shows the banner's text), "banner/<n>/<lang>". */
  imageI18n?: Translated;
  link: string;
  productRef?: string;
  shopRef?: string;
  categoryKey?: CategoryKey;
  sort: number;
}

/** A deposit network. Never DEX, BSC or HECO (the product refuses them). */
export interface DemoNetwork {
  /** e.g. "TRC20". */
  name: string;
  /** e.g. "USDT". */
  currency: string;
  /** The platform's deposit address, in the network's own format. */
  address: string;
  minAmountCents: number;
  /** `evm` (0x…) or `tron` (T…) deposit addresses. */
  addressFormat: 'evm' | 'tron';
  /** The account's extended public key shoppers' own deposit addresses derive from. */
  xpub: string;
  confirmations: number;
}

export type ArticleType = 'help' | 'law' | 'platform';

export interface DemoArticle {
  type: ArticleType;
  /** Stable, unique across all articles, e.g. "refund-policy". */
  slug: string;
  /** Display order within its type, ascending. */
  sort: number;
  title: Localized;
  /** Safe simple HTML (<p>, <ul><li>, <strong>). */
  content: Localized;
}

/**
 * A review of a demo product by one of the demo reviewers, on a completed order of its own.
 * The product's and shop's rates are computed from these, as from real reviews.
 */
export interface DemoReview {
  productRef: string;
  /** Index into `DemoCatalog.reviewers`. */
  reviewer: number;
  /** Index into the product's `skus`: the one bought. */
  sku: number;
  productScore: number;
  serviceScore: number;
  postageScore: number;
  content: string;
  /** Days after the product was listed (never in the future). */
  daysAfterListed: number;
}

export interface DemoCatalog {
  categories: DemoCategory[];
  shops: DemoShop[];
  products: DemoProduct[];
  banners: DemoBanner[];
  networks: DemoNetwork[];
  articles: DemoArticle[];
  /**
   * The `card_accounts` setting: where the card top-up form tells shoppers to pay, one line per
   * currency ("USD Demo Bank …"); absent, the setting is left unset.
   */
  cardAccounts?: string;
  /** Nicknames of the reviewer accounts; absent or empty: no reviewers and no reviews. */
  reviewers?: string[];
  /** Reviews matching the products' sales and rates. */
  reviews?: DemoReview[];
}

export interface DemoCatalogOptions {
  /** Number of products; default 320. */
  products?: number;
  /** Number of shops; default 24. */
  shops?: number;
}
