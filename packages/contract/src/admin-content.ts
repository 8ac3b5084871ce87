import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, UnixTime } from './common';
import { AddressFormat } from './deposit';
import { LANGS } from './languages';
import { LiteralUnion, Nullable } from './schema-helpers';

/**
 * The console's content editors: banners, chain networks, promo codes and articles, each
 * under `admin/<name>/list|detail|save|del` (admins only). `save` with `id` edits, without
 * creates. Only `normal` records reach the shop; `hidden` ones stay in the console.
 */
export const CONTENT_STATUSES = ['normal', 'hidden'] as const;
export const ContentStatus = LiteralUnion(CONTENT_STATUSES, { description: 'normal: shown in the shop; hidden: not' });
export type ContentStatus = Static<typeof ContentStatus>;

/** Request money whose refusal names the field ("… must be an amount with at most two decimals"). */
const money = () => Type.Union(MoneyInput.anyOf, { 'x-msg': 'validation.invalid_money' });

const sortOptions = { minimum: 0, maximum: 1_000_000, description: 'Ascending; ties by id' };
const sort = Type.Integer(sortOptions);
const saveStatus = () => Type.Optional(LiteralUnion(CONTENT_STATUSES, { default: 'normal' }));
const saveCommon = {
  id: Type.Optional(Id),
  sort: Type.Optional(Type.Integer({ ...sortOptions, default: 0 })),
  status: saveStatus(),
};

export const AdminBanner = Type.Object({
  id: Id,
  title: Type.String(),
  subtitle: Type.String({ description: 'English source; translations: admin/translation' }),
  image: Type.String(),
  link: Type.String({ description: 'A path in the shop, e.g. "/product/3"; "" for none' }),
  sort,
  status: ContentStatus,
  createtime: UnixTime,
});
export type AdminBanner = Static<typeof AdminBanner>;

export const AdminBannerSave = Type.Object({
  ...saveCommon,
  title: Type.String({ maxLength: 100 }),
  subtitle: Type.Optional(Type.String({ maxLength: 200, description: 'Absent: kept as stored' })),
  image: Type.String({ minLength: 1, maxLength: 500, description: 'A url from common/upload, or an http(s) address' }),
  link: Type.Optional(Type.String({ maxLength: 500, default: '' })),
});
export type AdminBannerSave = Static<typeof AdminBannerSave>;

/**
 * What gives each shopper their own deposit address on a network (user/deposit_address) and what a
 * watcher reads the chain with. Only an extended public key is ever stored: an `xprv` is refused.
 */
const networkChain = {
  address_format: AddressFormat,
  xpub: Type.String({
    maxLength: 200,
    description:
      'The account’s BIP-32 extended public key (xpub…, e.g. of m/44’/60’/0’); addresses are <xpub>/0/<user id>. Empty: no own addresses on this network',
  }),
  confirmations: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    description: 'Blocks a deposit waits for before it is credited',
  }),
  rpc_url: Type.String({
    maxLength: 500,
    description: 'JSON-RPC (EVM) or TronGrid-style (TRON) http(s) URL the watcher reads the chain through',
  }),
  token_contract: Type.String({
    maxLength: 100,
    description:
      'The token (e.g. USDT) contract whose transfers to shoppers’ addresses the watcher credits: 0x… (EVM) or T… (TRON). Empty, or no rpc_url: not watched',
  }),
};

/** A key network/rotate_key replaced: its addresses are still watched and credited until `retire_until`. */
export const AdminRetiredKey = Type.Object({
  xpub: Type.String(),
  retiretime: UnixTime,
  retire_until: UnixTime,
  addresses: Type.Integer({ minimum: 0, description: 'Shoppers’ addresses handed out under it' }),
});
export type AdminRetiredKey = Static<typeof AdminRetiredKey>;

/** A chain network shoppers deposit USDT on (user/getBlockchain lists the `normal` ones). */
export const AdminNetwork = Type.Object({
  id: Id,
  name: Type.String({ examples: ['TRC20'] }),
  currency: Type.String({ examples: ['USDT'] }),
  address: Type.String({ description: 'The platform’s deposit address on this network' }),
  min_amount: Money,
  sort,
  status: ContentStatus,
  createtime: UnixTime,
  ...networkChain,
  retired_keys: Type.Optional(Type.Array(AdminRetiredKey, { description: 'Replaced keys, newest first' })),
});
export type AdminNetwork = Static<typeof AdminNetwork>;

export const AdminNetworkSave = Type.Object({
  ...saveCommon,
  name: Type.String({ minLength: 1, maxLength: 50, description: 'DEX, BSC and HECO networks are refused' }),
  currency: Type.Optional(Type.String({ minLength: 1, maxLength: 20, default: 'USDT' })),
  address: Type.String({ minLength: 1, maxLength: 200 }),
  min_amount: money(),
  address_format: Type.Optional(AddressFormat),
  xpub: Type.Optional(networkChain.xpub),
  confirmations: Type.Optional(networkChain.confirmations),
  rpc_url: Type.Optional(networkChain.rpc_url),
  token_contract: Type.Optional(networkChain.token_contract),
});
export type AdminNetworkSave = Static<typeof AdminNetworkSave>;

/** network/rotate_key: replace the network's deposit key; addresses under the old one are watched until `retire_until`. */
export const AdminNetworkRotateKey = Type.Object({
  id: Id,
  xpub: Type.String({ minLength: 1, maxLength: 200, description: 'The new account’s extended public key (xpub…)' }),
  retire_until: Type.Integer({
    minimum: 0,
    description: 'Unix seconds: deposits to addresses under the old key are credited until then',
  }),
});
export type AdminNetworkRotateKey = Static<typeof AdminNetworkRotateKey>;

export const PROMO_TYPES = ['fixed', 'percent'] as const;
export const PromoType = LiteralUnion(PROMO_TYPES);
export type PromoType = Static<typeof PromoType>;

/** A promo code; money in answers as decimal strings, stored as integer cents. */
export const AdminPromo = Type.Object({
  id: Id,
  code: Type.String({ description: 'Upper case; shoppers may type it in any case' }),
  type: PromoType,
  amount: Money,
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  shop_id: Nullable(Id),
  min_spend: Money,
  starttime: UnixTime,
  endtime: UnixTime,
  per_user_limit: Type.Integer(),
  total_limit: Type.Integer({ description: '0: no limit' }),
  used_count: Type.Integer(),
  status: ContentStatus,
  createtime: UnixTime,
});
export type AdminPromo = Static<typeof AdminPromo>;

export const AdminPromoSave = Type.Object({
  id: Type.Optional(Id),
  code: Type.String({ maxLength: 40, description: '3–32 letters, digits, "-" or "_"' }),
  type: PromoType,
  amount: Type.Optional(money()),
  percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, default: 0 })),
  shop_id: Type.Optional(Nullable(Id)),
  min_spend: Type.Optional(money()),
  starttime: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: '0: valid at once' })),
  endtime: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: '0: never ends' })),
  per_user_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  total_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 })),
  status: saveStatus(),
});
export type AdminPromoSave = Static<typeof AdminPromoSave>;

export const ARTICLE_TYPES = ['help', 'law', 'platform'] as const;
export const ArticleType = LiteralUnion(ARTICLE_TYPES, {
  description: 'help: user/help_support; law: user/law; platform: user/platform',
});
export type ArticleType = Static<typeof ArticleType>;

export const ArticleTranslation = Type.Object({
  title: Type.String({ maxLength: 200 }),
  content: Type.String({ maxLength: 100_000, description: 'HTML; scripts, styles and handlers are removed on save' }),
});
export type ArticleTranslation = Static<typeof ArticleTranslation>;

const byLang = <T extends typeof ArticleTranslation>(t: T) =>
  Type.Object(Object.fromEntries(LANGS.map((l) => [l, t])) as Record<(typeof LANGS)[number], T>);

/** One article in every language; `id` is its English record's. A language left empty falls back to English. */
export const AdminArticle = Type.Object({
  id: Id,
  type: ArticleType,
  key: Type.String({ description: 'Names the article across languages, e.g. "merchant-entry"' }),
  sort,
  status: ContentStatus,
  translations: byLang(ArticleTranslation),
  updatetime: UnixTime,
});
export type AdminArticle = Static<typeof AdminArticle>;

/** admin/article/list: the English title and the languages it is written in. */
export const AdminArticleItem = Type.Object({
  id: Id,
  type: ArticleType,
  key: Type.String(),
  title: Type.String(),
  langs: Type.Array(LiteralUnion(LANGS)),
  sort,
  status: ContentStatus,
  updatetime: UnixTime,
});
export type AdminArticleItem = Static<typeof AdminArticleItem>;

export const AdminArticleSave = Type.Object({
  ...saveCommon,
  type: ArticleType,
  key: Type.String({ maxLength: 64, description: 'Lower-case letters, digits and "-"' }),
  translations: Type.Partial(byLang(ArticleTranslation), {
    description: 'English is required; a language with an empty title is removed (the shop shows English)',
  }),
});
export type AdminArticleSave = Static<typeof AdminArticleSave>;
