import {
  AdminTranslations,
  Envelope,
  Page,
  TranslationMissingItem,
  TranslationMissingQuery,
  TranslationQuery,
  TranslationSaveBody,
} from '@bazaar/contract';
import type { App } from '../../../app-types';
import * as translations from './translations';
import { writeAuditLog } from '../../../lib/audit-log';
import { invalidateCatalogCache } from '../kv-cache';

const tags = ['admin'];
const security = [{ token: [] }];
const WHO = 'admins; a merchant its own shop and its products only; banners are the admin’s';

/** The console's translation editors: a product's, shop's or banner's text in the six languages. */
export async function adminTranslationRoutes(app: App): Promise<void> {
  const operator = [app.authenticateAdmin];

  app.get(
    '/api/admin/translation/detail',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: `A product’s, shop’s or banner’s text in every language, with the fields missing per language (${WHO})`,
        querystring: TranslationQuery,
        response: { 200: Envelope(AdminTranslations) },
      },
    },
    async (request, reply) =>
      reply.ok(await translations.translationDetail(app.db, request.admin!, request.query.entity, request.query.id)),
  );

  app.post(
    '/api/admin/translation/save',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: `Writes one language’s text (not the source language’s); an empty field removes its translation (${WHO})`,
        body: TranslationSaveBody,
        response: { 200: Envelope(AdminTranslations) },
      },
    },
    async (request, reply) => {
      const after = await app.db.transaction().execute(async (trx) => {
        const saved = await translations.saveTranslation(trx, request.admin!, request.body);
        const { entity, id, language } = request.body;
        await writeAuditLog(
          trx,
          request.admin!,
          { action: `${entity}.translate`, targetType: entity, targetId: id, remark: language, ...saved },
          request.ip,
        );
        return saved.after;
      });
      // Cached search pages hold the titles of every language.
      await invalidateCatalogCache(app.kv);
      return reply.ok(after);
    },
  );

  app.get(
    '/api/admin/translation/missing',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: `Products, shops or banners still missing a translation into \`language\`, newest first (${WHO})`,
        querystring: TranslationMissingQuery,
        response: { 200: Envelope(Page(TranslationMissingItem)) },
      },
    },
    async (request, reply) => reply.ok(await translations.missingTranslations(app.db, request.admin!, request.query)),
  );
}
