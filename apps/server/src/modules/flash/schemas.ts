import {
  AdminFlashItemListQuery,
  AdminFlashLowestPrice,
  AdminFlashLowestPriceQuery,
  AdminFlashSession,
  AdminFlashSessionListQuery,
  AdminFlashItemRemoveBody,
  AdminFlashItemSave,
  AdminFlashSessionSave,
  Envelope,
  FlashItem,
  FlashItemListQuery,
  FlashRemindBody,
  FlashSession,
  Page,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['flash'];
const security = [{ token: [] }];

export const sessionsSchema = {
  tags,
  summary:
    'The live flash session and those starting in the next 24 hours, earliest first; with a token each says whether the caller asked to be reminded (reminded)',
  response: { 200: Envelope(Type.Array(FlashSession)) },
};

export const remindSchema = {
  tags,
  security,
  summary:
    'Reminds the caller when an upcoming flash session starts (a notification and a Web Push in their language, once); asking again changes nothing; refused once the session has started',
  body: FlashRemindBody,
  response: { 200: Envelope(FlashSession) },
};

export const remindCancelSchema = {
  tags,
  security,
  summary:
    'Takes back the caller’s reminder of an upcoming flash session (no error when none was set); answers the session with reminded false',
  body: FlashRemindBody,
  response: { 200: Envelope(FlashSession) },
};

export const itemsSchema = {
  tags,
  summary: 'A page of a flash session’s items (products on sale only), with flash price, stock and units sold',
  querystring: FlashItemListQuery,
  response: { 200: Envelope(Page(FlashItem)) },
};

const adminTags = ['admin'];

export const adminSessionSaveSchema = {
  tags: adminTags,
  security,
  summary: 'Makes a flash session, or edits one that has not started (id); operators only; sessions may not overlap',
  body: AdminFlashSessionSave,
  response: { 200: Envelope(FlashSession) },
};

export const adminSessionsSchema = {
  tags: adminTags,
  security,
  summary:
    'Flash sessions, latest start first, optionally by status (upcoming, live, ended), each with its item count; operators and merchants (who count their own shop’s items)',
  querystring: AdminFlashSessionListQuery,
  response: { 200: Envelope(Page(AdminFlashSession)) },
};

export const adminLowestPriceSchema = {
  tags: adminTags,
  security,
  summary:
    'A SKU’s price now and its lowest of the last 30 days, the bar a flash price must go under (sku_id required when the product has specs); merchants only for their own shop’s products',
  querystring: AdminFlashLowestPriceQuery,
  response: { 200: Envelope(AdminFlashLowestPrice) },
};

export const adminItemSaveSchema = {
  tags: adminTags,
  security,
  summary:
    'Adds a SKU to a flash session that has not started, or edits it (id); merchants their own shop’s products; the flash price must be below the SKU’s lowest of the last 30 days and the flash stock within its stock',
  body: AdminFlashItemSave,
  response: { 200: Envelope(FlashItem) },
};

export const adminItemsSchema = {
  tags: adminTags,
  security,
  summary: 'Flash items, newest first, by session; merchants see their own shop’s',
  querystring: AdminFlashItemListQuery,
  response: { 200: Envelope(Page(FlashItem)) },
};

export const adminItemRemoveSchema = {
  tags: adminTags,
  security,
  summary: 'Takes an item out of a flash session that has not started; answers the first page of its items',
  body: AdminFlashItemRemoveBody,
  response: { 200: Envelope(Page(FlashItem)) },
};
