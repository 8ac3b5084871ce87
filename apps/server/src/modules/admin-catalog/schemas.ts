import {
  AdminCategory,
  AdminCategorySaveBody,
  AdminListQuery,
  AdminProduct,
  AdminProductItem,
  AdminProductListQuery,
  AdminProductSaveBody,
  AdminShop,
  AdminShopSaveBody,
  Envelope,
  IdBody,
  Page,
} from '@bazaar/contract';
import { Type, type TSchema } from '@sinclair/typebox';

const tags = ['admin'];
const security = [{ token: [] }];

/** The four schemas of one FastAdmin-style resource: list, detail, save (with id: edit) and del. */
function resource<R extends TSchema, I extends TSchema, Q extends TSchema, B extends TSchema>(
  what: { one: string; who: string },
  shapes: { record: R; item: I; query: Q; body: B },
) {
  return {
    list: {
      tags,
      security,
      summary: `${what.one} list, paged (${what.who})`,
      querystring: shapes.query,
      response: { 200: Envelope(Page(shapes.item)) },
    },
    detail: {
      tags,
      security,
      summary: `One ${what.one} with everything its editor shows (${what.who})`,
      querystring: IdBody,
      response: { 200: Envelope(shapes.record) },
    },
    save: {
      tags,
      security,
      summary: `Creates a ${what.one}, or with \`id\` edits it; answers it as stored (${what.who})`,
      body: shapes.body,
      response: { 200: Envelope(shapes.record) },
    },
    del: {
      tags,
      security,
      summary: `Deletes a ${what.one} when nothing depends on it (${what.who})`,
      body: IdBody,
      response: { 200: Envelope(Type.Null()) },
    },
  };
}

export const shopSchemas = resource(
  { one: 'shop', who: 'admins; a merchant reads and edits its own shop’s profile only' },
  { record: AdminShop, item: AdminShop, query: AdminListQuery, body: AdminShopSaveBody },
);

export const categorySchemas = resource(
  { one: 'category', who: 'every operator reads; admins write' },
  { record: AdminCategory, item: AdminCategory, query: AdminListQuery, body: AdminCategorySaveBody },
);

export const productSchemas = resource(
  { one: 'product', who: 'admins; a merchant its own shop’s products only' },
  { record: AdminProduct, item: AdminProductItem, query: AdminProductListQuery, body: AdminProductSaveBody },
);
