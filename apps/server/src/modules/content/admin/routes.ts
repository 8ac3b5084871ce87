import {
  AdminArticle,
  AdminArticleItem,
  AdminArticleSave,
  AdminBanner,
  AdminBannerSave,
  AdminListQuery,
  AdminPromo,
  AdminPromoSave,
} from '@bazaar/contract';
import type { App } from '../../../app-types';
import * as articles from './articles';
import * as banners from './banners';
import * as promos from './promos';
import { adminsOnlySummaries, crudResource, registerCrudRoutes } from '../../../lib/admin-crud-routes';

const resources = [
  crudResource({
    name: 'banner',
    summaries: adminsOnlySummaries('Home banners (image, in-shop link, order, shown or hidden)'),
    schemas: { query: AdminListQuery, item: AdminBanner, record: AdminBanner, body: AdminBannerSave },
    list: banners.bannerList,
    detail: banners.bannerDetail,
    save: banners.saveBanner,
    remove: banners.deleteBanner,
  }),
  crudResource({
    name: 'promo',
    summaries: adminsOnlySummaries(
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
    summaries: adminsOnlySummaries('Help, law and platform articles in six languages (bodies sanitized on save)'),
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
  registerCrudRoutes(app, resources);
}
