import {
  AdminArticle,
  AdminArticleItem,
  AdminArticleSave,
  AdminBanner,
  AdminBannerSave,
  AdminListQuery,
  AdminNetwork,
  AdminNetworkSave,
  AdminPromo,
  AdminPromoSave,
} from '@bazaar/contract';
import type { App } from '../../app-types';
import * as articles from './content/articles';
import * as banners from './content/banners';
import * as networks from './content/networks';
import * as promos from './content/promos';
import { checkRpcHost } from './content/network-rpc-host';
import { crudResource, registerCrudRoutes, type CrudCall } from './crud-routes';
import { networkKeyRoutes } from './network-key-routes';

/** OpenAPI summaries: what the records are, then the call. */
const summaries = (what: string): Record<CrudCall, string> => ({
  list: `${what}: list (admins only)`,
  detail: `${what}: one record (admins only)`,
  save: `${what}: creates, or edits the record \`id\` names (admins only)`,
  del: `${what}: deletes (admins only)`,
});

const resources = (app: App) => [
  crudResource({
    name: 'banner',
    summaries: summaries('Home banners (image, in-shop link, order, shown or hidden)'),
    schemas: { query: AdminListQuery, item: AdminBanner, record: AdminBanner, body: AdminBannerSave },
    list: banners.bannerList,
    detail: banners.bannerDetail,
    save: banners.saveBanner,
    remove: banners.deleteBanner,
  }),
  crudResource({
    name: 'network',
    summaries: summaries(
      'Chain networks for USDT deposits (DEX, BSC and HECO refused); one with recharges or withdrawals is hidden, not deleted',
    ),
    schemas: { query: AdminListQuery, item: AdminNetwork, record: AdminNetwork, body: AdminNetworkSave },
    list: networks.networkList,
    detail: networks.networkDetail,
    // The RPC host's addresses are looked up before the save's transaction, which DNS must not hold open.
    check: (body) => checkRpcHost(body.rpc_url, app.chainHttp),
    save: networks.saveNetwork,
    remove: networks.deleteNetwork,
  }),
  crudResource({
    name: 'promo',
    summaries: summaries(
      'Promo codes (fixed amount or percent, minimum spend, validity, limits); a used code is hidden, not deleted',
    ),
    schemas: { query: AdminListQuery, item: AdminPromo, record: AdminPromo, body: AdminPromoSave },
    list: promos.promoList,
    detail: promos.promoDetail,
    save: promos.savePromo,
    remove: promos.deletePromo,
  }),
  crudResource({
    name: 'article',
    summaries: summaries('Help, law and platform articles in six languages (bodies sanitized on save)'),
    schemas: { query: AdminListQuery, item: AdminArticleItem, record: AdminArticle, body: AdminArticleSave },
    list: articles.articleList,
    detail: articles.articleDetail,
    save: articles.saveArticle,
    remove: articles.deleteArticle,
  }),
];

/**
 * The console's content editors, admins only. The shop's cached public reads
 * (plugins/response-cache) are keyed on the database's write version, so the next read after a
 * save already sees it.
 */
export async function adminContentRoutes(app: App): Promise<void> {
  registerCrudRoutes(app, resources(app));
  networkKeyRoutes(app);
}
