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
  Envelope,
  IdBody,
  Page,
} from '@bazaar/contract';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { App } from '../../app-types';
import type { DbOrTrx, Trx } from '../../db';
import { writeAuditLog } from '../admin-session/audit-log';
import * as articles from './content/articles';
import * as banners from './content/banners';
import * as networks from './content/networks';
import * as promos from './content/promos';

interface Resource<I extends TSchema, D extends TSchema, S extends TSchema> {
  /** The path segment and the audit log's target type. */
  name: string;
  /** What the records are, for OpenAPI. */
  what: string;
  schemas: { item: I; detail: D; save: S };
  list: (db: DbOrTrx, query: AdminListQuery) => Promise<Static<ReturnType<typeof Page<I>>>>;
  detail: (db: DbOrTrx, id: number) => Promise<Static<D>>;
  save: (trx: Trx, body: Static<S>) => Promise<{ before: Static<D> | null; after: Static<D> & { id: number } }>;
  remove: (trx: Trx, id: number) => Promise<Static<D>>;
}

const RESOURCES = [
  {
    name: 'banner',
    what: 'Home banners (image, in-shop link, order, shown or hidden)',
    schemas: { item: AdminBanner, detail: AdminBanner, save: AdminBannerSave },
    list: banners.bannerList,
    detail: banners.bannerDetail,
    save: banners.saveBanner,
    remove: banners.deleteBanner,
  } satisfies Resource<typeof AdminBanner, typeof AdminBanner, typeof AdminBannerSave>,
  {
    name: 'network',
    what: 'Chain networks for USDT deposits (DEX, BSC and HECO refused); one with recharges or withdrawals is hidden, not deleted',
    schemas: { item: AdminNetwork, detail: AdminNetwork, save: AdminNetworkSave },
    list: networks.networkList,
    detail: networks.networkDetail,
    save: networks.saveNetwork,
    remove: networks.deleteNetwork,
  } satisfies Resource<typeof AdminNetwork, typeof AdminNetwork, typeof AdminNetworkSave>,
  {
    name: 'promo',
    what: 'Promo codes (fixed amount or percent, minimum spend, validity, limits); a used code is hidden, not deleted',
    schemas: { item: AdminPromo, detail: AdminPromo, save: AdminPromoSave },
    list: promos.promoList,
    detail: promos.promoDetail,
    save: promos.savePromo,
    remove: promos.deletePromo,
  } satisfies Resource<typeof AdminPromo, typeof AdminPromo, typeof AdminPromoSave>,
  {
    name: 'article',
    what: 'Help, law and platform articles in six languages (bodies sanitized on save)',
    schemas: { item: AdminArticleItem, detail: AdminArticle, save: AdminArticleSave },
    list: articles.articleList,
    detail: articles.articleDetail,
    save: articles.saveArticle,
    remove: articles.deleteArticle,
  } satisfies Resource<typeof AdminArticleItem, typeof AdminArticle, typeof AdminArticleSave>,
];

const tags = ['admin'];
const security = [{ token: [] }];

/**
 * The console's content editors, admins only: `admin/<name>/list|detail|save|del` in the shape of
 * api-client's createAdminResource. Every write is one transaction with its audit-log line; the
 * shop's cached public reads (plugins/response-cache) are keyed on the database's write version,
 * so the next read after a save already sees it.
 */
export async function adminContentRoutes(app: App): Promise<void> {
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };
  for (const resource of RESOURCES as Resource<TSchema, TSchema, TSchema>[]) {
    const { name, what, schemas } = resource;
    const base = `/api/admin/${name}`;
    const doc = (summary: string) => ({ tags, security, summary: `${what}: ${summary} (admins only)` });

    app.get(
      `${base}/list`,
      {
        ...adminOnly,
        schema: { ...doc('list'), querystring: AdminListQuery, response: { 200: Envelope(Page(schemas.item)) } },
      },
      async (request, reply) => reply.ok(await resource.list(app.db, request.query as AdminListQuery)),
    );

    app.get(
      `${base}/detail`,
      {
        ...adminOnly,
        schema: { ...doc('one record'), querystring: IdBody, response: { 200: Envelope(schemas.detail) } },
      },
      async (request, reply) => reply.ok(await resource.detail(app.db, (request.query as IdBody).id)),
    );

    app.post(
      `${base}/save`,
      {
        ...adminOnly,
        schema: {
          ...doc('creates, or edits the record `id` names'),
          body: schemas.save,
          response: { 200: Envelope(schemas.detail) },
        },
      },
      async (request, reply) => {
        const saved = await app.db.transaction().execute(async (trx) => {
          const { before, after } = await resource.save(trx, request.body);
          const action = `${name}.${before ? 'update' : 'create'}`;
          await writeAuditLog(
            trx,
            request.admin!,
            { action, targetType: name, targetId: after.id, before, after },
            request.ip,
          );
          return after;
        });
        return reply.ok(saved);
      },
    );

    app.post(
      `${base}/del`,
      { ...adminOnly, schema: { ...doc('deletes'), body: IdBody, response: { 200: Envelope(Type.Null()) } } },
      async (request, reply) => {
        const { id } = request.body as IdBody;
        await app.db.transaction().execute(async (trx) => {
          const before = await resource.remove(trx, id);
          await writeAuditLog(
            trx,
            request.admin!,
            { action: `${name}.delete`, targetType: name, targetId: id, before },
            request.ip,
          );
        });
        return reply.ok(null);
      },
    );
  }
}
